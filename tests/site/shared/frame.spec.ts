/** The iframe embed (/fr/embed/frame/?…), tried from an outer page on another origin, as a blog would embed it. */
import { type Page, expect, test } from '@playwright/test';
import { pointerOf } from '../hexadominos/pointer.js';
import { collectErrors } from './site-pages.js';

/**
 * The outer page's address: the site's server under its other loopback name, so a different origin (as a
 * blog's would be) that Chromium still lets embed a loopback page (a public origin may not).
 */
function outerUrl(base: string): string {
  const url = new URL('/outer-page-for-tests.html', base);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.href;
}

/** Serves an outer page holding `<iframe src=frameSrc>` that records every message from the frame in `window.received`. */
async function outerPage(page: Page, frameSrc: string) {
  const base = test.info().project.use.baseURL!;
  const outer = outerUrl(base);
  await page.route(outer, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Outer</title></head><body><main>
      <iframe id="board" title="Hexone board" src="${new URL(frameSrc, base).href}" width="420" height="460" style="border:0"></iframe>
      <script>window.received = []; addEventListener('message', (e) => { if (e.data && e.data.source === 'hexone-frame') received.push(e.data); });</script>
    </main></body></html>`,
    }),
  );
  await page.goto(outer);
  return page.frameLocator('#board');
}

test('shows the position from the address, in the route’s language, with cell names and read-only', async ({ page }) => {
  const errors = collectErrors(page);
  const frame = await outerPage(page, '/fr/embed/frame/?position=express+w+b2%3A2b+d4%3A1w&coordinates&readonly');
  const board = frame.locator('hexone-board');
  await expect(board).toHaveAttribute('readonly', '');
  await expect(frame.locator('[data-cell="b2"]')).toHaveAttribute('aria-label', /b2, 2 pions, Noir/);
  await expect(frame.locator('[part~="status"]')).toHaveText(/Blanc/);
  expect(await board.evaluate((b) => (b as HTMLElementTagNameMap['hexone-board']).getPosition())).toBe('express w b2:2b d4:1w');
  expect(errors).toEqual([]);
});

test('posts the board’s events and its height to the embedding page when asked', async ({ page }) => {
  const frame = await outerPage(page, '/en/embed/frame/?record=classic.b.opening~d3&events');
  await frame.locator('[data-cell="b2"]').click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: { type: string }[] }).received.map((m) => m.type)))
    .toEqual(expect.arrayContaining(['ready', 'resize', 'hexone-place', 'hexone-change']));
  const change = await page.evaluate(
    () => (window as unknown as { received: { type: string; detail: { record: string } }[] }).received.filter((m) => m.type === 'hexone-change').at(-1)!.detail,
  );
  expect(change.record).toMatch(/d3 b2$/);
  const height = await page.evaluate(
    () => (window as unknown as { received: { type: string; detail: { height: number } }[] }).received.find((m) => m.type === 'resize')!.detail.height,
  );
  expect(height).toBeGreaterThan(200);
  expect(height).toBeLessThan(900);
});

test('posts nothing without the events parameter', async ({ page }) => {
  const frame = await outerPage(page, '/en/embed/frame/?coordinates');
  await frame.locator('[data-cell="b2"]').click();
  await expect(frame.locator('[data-cell="b2"]')).toHaveAttribute('aria-label', /1 pawn/);
  expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
});

test('explains a wrong address in its language and still shows a board', async ({ page }) => {
  const frame = await outerPage(page, '/fr/embed/frame/?game=chess&theme=pink&colour=red&exits=turbo');
  await expect(frame.locator('#frame-problems')).toContainText('« chess » n’est pas un jeu connu');
  await expect(frame.locator('#frame-problems')).toContainText('« colour » est inconnu');
  await expect(frame.locator('[part~="error"]')).toContainText('turbo'); // the element's own message for exits=turbo
});

test('shows a Hexa-dominos table with game=hexadominos', async ({ page }) => {
  const errors = collectErrors(page);
  const frame = await outerPage(page, '/en/embed/frame/?game=hexadominos&players=2&seats=human+human&seed=7');
  await expect(frame.locator('hexadominos-board [part~="seat"]')).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('follows the theme parameter', async ({ page }) => {
  const frame = await outerPage(page, '/en/embed/frame/?theme=dark');
  await expect(frame.locator('hexone-board')).toHaveCSS('color-scheme', 'dark');
});

test('a Hexa-dominos frame posts no rack to another origin: only what anyone at the table may see', async ({ page }) => {
  const frame = await outerPage(page, '/en/embed/frame/?game=hexadominos&seats=human+computer%3Aeasy&seed=7&delay=0&skip-starter&events');
  const board = frame.locator('hexadominos-board');
  // The person lays the first tile by the mouse: a rack tile, the middle of the table, the same place again.
  const press = pointerOf(page, 'mouse');
  await press(board.locator('.rack-tile').first());
  const place = board.locator('[data-spot="0,0"]');
  await press(place);
  await expect(place).toHaveAttribute('aria-pressed', 'true');
  await press(place);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: { type: string }[] }).received.filter((m) => m.type === 'hexadominos-turn').length))
    .toBeGreaterThanOrEqual(2); // the person's tile, then the computer's action
  const racks = await board.evaluate((b) => (b as HTMLElementTagNameMap['hexadominos-board']).state!.racks.flat());
  const sent = JSON.stringify(await page.evaluate(() => (window as unknown as { received: unknown[] }).received));
  for (const tile of racks) expect(sent, `rack tile ${tile}`).not.toContain(tile);
  expect(sent).not.toContain('"rack"');
  expect(sent).not.toContain('"pile"');
});

test("a Hexa-dominos frame told its parent's origin posts the viewing seat's rack to that origin only", async ({ page }) => {
  const base = test.info().project.use.baseURL!;
  const parent = new URL(outerUrl(base)).origin;
  const frame = await outerPage(page, `/en/embed/frame/?game=hexadominos&seats=human+human&seed=7&skip-starter&events&origin=${encodeURIComponent(parent)}`);
  await expect(frame.locator('hexadominos-board [part~="seat"]')).toHaveCount(2);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { received: { type: string; detail: { view?: { rack?: string[] } } }[] }).received.find((m) => m.type === 'hexadominos-change')
            ?.detail.view?.rack?.length ?? 0,
      ),
    )
    .toBe(9);
});

test('a Hexa-dominos frame posts a refusal to another origin without the tile refused: no rack tile in any field', async ({ page }) => {
  const frame = await outerPage(page, '/en/embed/frame/?game=hexadominos&seats=human+computer%3Aeasy&seed=7&delay=0&skip-starter&events');
  const board = frame.locator('hexadominos-board');
  const received = () => page.evaluate(() => (window as unknown as { received: { type: string; detail: unknown }[] }).received);
  const press = pointerOf(page, 'mouse');
  // The first tile, in the middle, then the computer's action: the person's turn again.
  await press(board.locator('.rack-tile').first());
  await press(board.locator('[data-spot="0,0"]'));
  await press(board.locator('[data-spot="0,0"]'));
  await expect.poll(async () => (await received()).filter((m) => m.type === 'hexadominos-turn').length).toBeGreaterThanOrEqual(2);
  // A rack tile waits at a place; turned until its sides clash there (the ghost is a misfit), laid anyway: refused.
  await press(board.locator('.rack-tile').first());
  const spot = board.locator('[data-spot]').first();
  await press(spot);
  for (let turn = 0; turn < 6 && (await board.locator('.ghost.misfit').count()) === 0; turn++) await press(board.locator('button.rotate-right'));
  await expect(board.locator('.ghost.misfit')).toHaveCount(1);
  await press(spot);
  await expect.poll(async () => (await received()).some((m) => m.type === 'hexadominos-error')).toBe(true);
  const refusal = (await received()).find((m) => m.type === 'hexadominos-error')!.detail as { code: string; error: { tile: unknown } };
  expect(refusal.code).toBe('sides-mismatch');
  expect(refusal.error.tile).toBeNull();
  const racks = await board.evaluate((b) => (b as HTMLElementTagNameMap['hexadominos-board']).state!.racks.flat());
  const sent = JSON.stringify(await received());
  for (const tile of racks) expect(sent, `rack tile ${tile}`).not.toContain(tile);
});
