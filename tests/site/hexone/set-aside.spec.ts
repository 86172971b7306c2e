/**
 * A game in progress that the address replaces on the play page (the history's *Play it*, a shared game) is offered
 * back by a button naming its moves, in the window as the page opens, pressed as a person presses it (the mouse on a
 * laptop, a finger on a phone): the two games swap, so that neither is lost, and the game brought back is the one kept
 * across a reload, with its own opponent. A first visit, or a saved game with no move, offers nothing.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { t as tr } from '@site/i18n/index.js';
import { expectInWindow } from '../shared/in-window.js';
import { collectErrors } from '../shared/site-pages.js';

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true', null, { timeout: 15_000 });
}
// Record text; a game with no moves yet may end in a bare "|", which says the same thing.
const record = async (page: Page) => (await page.evaluate(() => document.querySelector('hexone-board')!.getRecord())).trim().replace(/\s*\|$/, '');

/** Presses the middle of `target` where it is on screen, brought into the window first: a tap on a phone, else a click. */
async function press(page: Page, target: Locator, phone: boolean) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (phone) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await page.evaluate(() => document.querySelector('hexone-board')!.whenIdle());
}

for (const [lang, phone] of [
  ['en', false],
  ['fr', true],
] as const) {
  const input = phone ? 'a finger on a phone' : 'the mouse';
  const sized = phone ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : { viewport: { width: 1280, height: 800 } };

  test(`the history's Play it offers back the game it replaced, brought back by ${input} and kept across a reload (${lang})`, async ({ browser }) => {
    const context = await browser.newContext(sized);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await open(page, `/${lang}/hexone/play/`);
    const offer = page.locator('#set-aside');
    await expect(offer).toBeHidden(); // a first visit replaces nothing
    for (const cell of ['d3', 'b2']) await press(page, page.locator(`#game [data-cell="${cell}"]`), phone);
    const played = await record(page);
    expect(played).toBe('classic b opening | d3 b2');

    await open(page, `/${lang}/hexone/play/?computer=w&level=club`);
    expect(await record(page)).toBe('classic b opening');
    await expect(page.locator('#game')).toHaveAttribute('computer', 'w');
    const back = page.getByRole('button', { name: tr(lang, 'play.setAside.resume', { count: 2 }), exact: true });
    await expect(back).toBeVisible();
    await expectInWindow(page, { 'the offer': back }, 'as the page opens'); // seen without looking for it
    await press(page, back, phone);
    expect(await record(page)).toBe(played);
    await expect(page.locator('#play-message')).toHaveText(tr(lang, 'play.setAside.back'));
    await expect(page.locator('#game')).not.toHaveAttribute('computer');
    await expect(offer).toBeHidden(); // the game it replaced had no move: nothing to offer in turn

    await open(page, `/${lang}/hexone/play/`);
    expect(await record(page)).toBe(played);
    await expect(page.locator('#game')).not.toHaveAttribute('computer');
    await expect(offer).toBeHidden();
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`a shared game and the game it replaced swap at each press, by ${input} (${lang})`, async ({ browser }) => {
    const context = await browser.newContext(sized);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await open(page, `/${lang}/hexone/play/`);
    for (const cell of ['d3', 'b2']) await press(page, page.locator(`#game [data-cell="${cell}"]`), phone);
    const mine = await record(page);

    await open(page, `/${lang}/hexone/play/?game=classic.b.opening~d3.b2.d3`);
    const shared = 'classic b opening | d3 b2 d3';
    expect(await record(page)).toBe(shared);
    await press(page, page.getByRole('button', { name: tr(lang, 'play.setAside.resume', { count: 2 }), exact: true }), phone);
    expect(await record(page)).toBe(mine);
    // The shared game, in progress too, is the one offered now.
    await press(page, page.getByRole('button', { name: tr(lang, 'play.setAside.resume', { count: 3 }), exact: true }), phone);
    expect(await record(page)).toBe(shared);
    await expect(page.getByRole('button', { name: tr(lang, 'play.setAside.resume', { count: 2 }), exact: true })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a saved game with no move played is not offered back when the address replaces it', async ({ page }) => {
  await open(page, '/en/hexone/play/');
  expect(await record(page)).toBe('classic b opening');
  await open(page, '/en/hexone/play/?computer=w&level=club');
  await expect(page.locator('#play-message')).toContainText(tr('en', 'play.asked', { level: tr('en', 'play.level.club'), side: tr('en', 'board.player.b') }));
  await expect(page.locator('#set-aside')).toBeHidden();
});
