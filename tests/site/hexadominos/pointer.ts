/**
 * Playing Hexa-dominos on the built site with real pointer input only, as people do: Playwright's
 * `page.mouse` (a desktop) or `page.touchscreen` (a phone, `hasTouch`), at the middle of what a person
 * would aim at. No drag, no keyboard, no dispatched event: the board's methods are never called, its state
 * is only read (to know which tile to pick). Shared by the lesson walk and the hot-seat game.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { type Rotation, sideValues } from '@engine/hexadominos/tiles.js';

/** One press where a person would aim: the middle of `target`, scrolled into view first. */
export type Press = (target: Locator) => Promise<void>;

export function pointerOf(page: Page, kind: 'mouse' | 'touch'): Press {
  return async (target) => {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`nothing to press: ${String(target)}`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (kind === 'touch') await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
  };
}

/** The rotation the waiting tile shows, read from its drawn numbers (clockwise from the east). */
async function ghostRotation(board: Locator, tile: string): Promise<Rotation | null> {
  const shown = (await board.locator('[part="ghost"] .num').allTextContents()).map(Number).join();
  return ([0, 1, 2, 3, 4, 5] as Rotation[]).find((rot) => sideValues(tile, rot).join() === shown) ?? null;
}

/**
 * Lays `tile` at `at`, turned `rot` (any rotation that fits when it is absent), by presses alone: the tile
 * in the rack (unless already picked, as a drawn tile is), the place (the tile waits there, turned to fit),
 * Turn right until it shows `rot`, then the place again.
 */
export async function layByPresses(press: Press, board: Locator, tile: string, at: readonly number[], rot?: Rotation): Promise<void> {
  const inRack = board.locator(`.rack-tile[data-tile="${tile}"]`);
  if ((await inRack.getAttribute('aria-pressed')) !== 'true') await press(inRack);
  await expect(inRack).toHaveAttribute('aria-pressed', 'true');
  const place = board.locator(`[data-spot="${at[0]},${at[1]}"]`);
  await press(place);
  await expect(place).toHaveAttribute('aria-pressed', 'true');
  // The place was on the table as shown: a person sees it there, and the press landed on it, not beside the table.
  const table = (await board.locator('svg.table').boundingBox())!;
  const box = (await place.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  expect(x > table.x && x < table.x + table.width && y > table.y && y < table.y + table.height, `${at.join()} on the table`).toBe(true);
  if (rot !== undefined) {
    for (let k = 0; k < 6 && (await ghostRotation(board, tile)) !== rot; k++) await press(board.locator('button.rotate-right'));
    expect(await ghostRotation(board, tile)).toBe(rot);
  }
  await expect(board.locator('button.place')).toBeEnabled();
  await press(place); // the tile lies on the place now: the second press lands on it, and lays it
  await expect(board.locator(`[data-cell="${at[0]},${at[1]}"]`)).toHaveCount(1);
}

/** The free places of the picked tile that show on the table as it is (a person taps what they see), as "q,r". */
export const placesInView = (board: Locator): Promise<string[]> =>
  board.evaluate((b: any) => {
    const table = b.shadowRoot.querySelector('svg.table').getBoundingClientRect();
    return [...b.shadowRoot.querySelectorAll('[data-spot]')]
      .filter((spot: Element) => {
        const box = spot.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        return x > table.left + 10 && x < table.right - 10 && y > table.top + 10 && y < table.bottom - 10;
      })
      .map((spot: Element) => spot.getAttribute('data-spot')!);
  });
