/**
 * "Review this game" on the play page (site/src/scripts/hexone/review/): a finished game from a share link is
 * reviewed in a worker, by a real mouse click or a tap, in both languages; its blunder is marked with a sign and
 * a word; choosing it shows the position before it with the better turn drawn; the summary and the graph's table
 * say the same for screen readers (axe finds nothing in the panel).
 *
 * The game: White doubles its only stack on b3, right in the line of Black's loaded b2 (a blunder: Black wins at
 * once, which it does: b2 explodes toward b3).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from '../shared/site-pages.js';

const GAME = 'classic.w.b2-2b.b3-1w~b3.b2.b2-b3';

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true', null, { timeout: 15_000 });
}

const LANGS = [
  { lang: 'en', start: 'Review this game', blunder: 'blunder', done: 'Review done: 2 turns judged.', white: 'White', blunders: 'Blunders' },
  { lang: 'fr', start: 'Analyser la partie', blunder: 'gaffe', done: 'Analyse terminée\u202f: 2 tours jugés.', white: 'Blanc', blunders: 'Gaffes' },
];

for (const l of LANGS) {
  test(`a finished game is reviewed with the mouse: the blunder is marked and its better turn drawn (${l.lang})`, async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, `/${l.lang}/hexone/play/?game=${GAME}`);
    await expect(page.locator('#game-over')).toBeVisible();
    const start = page.getByRole('button', { name: l.start });
    await start.scrollIntoViewIfNeeded();
    const box = (await start.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const status = page.locator('[data-review-status]');
    await expect(status).toHaveText(l.done, { timeout: 30_000 });
    const blunder = page.locator('[data-review-turn="0"]');
    await expect(blunder).toContainText('??');
    await expect(blunder).toContainText(l.blunder);
    await expect(blunder).toHaveClass(/blunder/);
    // The summary: White made one blunder.
    const whiteRow = page.locator('.review-summary tbody tr', { hasText: l.white });
    const column = await page.locator('.review-summary thead th').allTextContents();
    await expect(whiteRow.locator('td').nth(column.indexOf(l.blunders) - 1)).toHaveText('1');
    // The graph's figures are a table for screen readers: one row per turn.
    await expect(page.locator('.review table.sr-only tbody tr')).toHaveCount(2);
    await blunder.scrollIntoViewIfNeeded();
    const at = (await blunder.boundingBox())!;
    await page.mouse.click(at.x + 10, at.y + at.height / 2);
    await expect(blunder).toHaveAttribute('aria-current', 'step');
    // The position before White's turn, and a better placement than b3 drawn on it.
    expect(await page.evaluate(() => document.querySelector('hexone-board')!.getPosition())).toMatch(/^classic w /);
    const hint = page.locator('hexone-board [data-marks="hint"] [data-step="1"]');
    await expect(hint).toHaveCount(1);
    await expect(hint).not.toHaveAttribute('data-at', 'b3');
    await expect(status).toContainText(l.lang === 'en' ? 'is drawn on the board' : 'est dessiné sur le plateau');
    const axe = await new AxeBuilder({ page }).include('#review').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('on a phone, a tap starts the review and a tap on a point of the graph shows that turn', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await open(page, `/en/hexone/play/?game=${GAME}`);
  const start = page.getByRole('button', { name: 'Review this game' });
  // A phone keeps the board at the top of the screen while a finished game is reviewed: aim below it.
  await start.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const box = (await start.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator('[data-review-status]')).toHaveText('Review done: 2 turns judged.', { timeout: 30_000 });
  const point = page.locator('[data-review-point="0"]');
  await point.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const dot = (await point.boundingBox())!;
  await page.touchscreen.tap(dot.x + dot.width / 2, dot.y + dot.height / 2);
  await expect(page.locator('[data-review-turn="0"]')).toHaveAttribute('aria-current', 'step');
  await expect(point).toHaveClass(/current/);
  expect(errors).toEqual([]);
  await context.close();
});
