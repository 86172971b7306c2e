/**
 * Playing Hexa-dominos on the built site with real pointer input only, as people do: Playwright's
 * `page.mouse` (a desktop) or `page.touchscreen` (a phone, `hasTouch`), at the middle of what a person
 * would aim at. No drag, no keyboard, no dispatched event: the board's methods are never called, its state
 * is only read (to know which tile to pick). Shared by the lesson walk, the hot-seat game and the daily deal.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { legalPlacements } from '@engine/hexadominos/rules.js';
import { type Rotation, sideValues } from '@engine/hexadominos/tiles.js';
import type { GameState } from '@engine/hexadominos/types.js';

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

/** The board's game, read (never changed). */
export const stateOf = (board: Locator) => board.evaluate((b: any) => b.state as GameState);

/**
 * One turn of whoever holds the device, by presses alone: the who-starts draw or the privacy screen
 * pressed away, then a tile laid on a place in view (tiles tried in rack order: picked, looked at, put back
 * when none of its places shows; if none shows at all, "fit the table" and once more), else Draw, else Pass.
 */
export async function playTurn(press: Press, board: Locator): Promise<void> {
  for (const selector of ['button.start', 'button.ready']) {
    const button = board.locator(selector);
    if (await button.count()) await press(button);
  }
  const game = await stateOf(board);
  if (game.over) return;
  const before = JSON.stringify(game);
  const placements = legalPlacements(game);
  for (let look = 0; look < 2; look++) {
    let laid = false;
    for (const tile of [...new Set(placements.map((p) => p.tile))]) {
      const inRack = board.locator(`.rack-tile[data-tile="${tile}"]`);
      if ((await inRack.getAttribute('aria-pressed')) !== 'true') await press(inRack);
      await expect(inRack).toHaveAttribute('aria-pressed', 'true');
      const shown = await placesInView(board);
      const move = placements.find((p) => p.tile === tile && shown.includes(`${p.at[0]},${p.at[1]}`));
      if (move) {
        await layByPresses(press, board, move.tile, move.at);
        laid = true;
        break;
      }
      if (game.drawn === null) await press(inRack); // put back: none of its places is in view
    }
    if (laid || !placements.length) break;
    // None of them shows: as a person would, "fit the table" and look again. On a phone the view sometimes stays
    // where an earlier pick took it, showing none of the places (about one game in eight; cause not found yet).
    await press(board.locator('button.fit'));
  }
  if (JSON.stringify(await stateOf(board)) === before) {
    const draw = board.locator('button.draw');
    await press((await draw.isEnabled()) ? draw : board.locator('button.pass'));
  }
  await expect.poll(async () => JSON.stringify(await stateOf(board))).not.toBe(before);
}
