/**
 * The Hexa-dominos daily deal (`?daily`), with the clock set by the test: two browser contexts on the same day get the
 * same tiles, the next day another deal, a friend's link naming the day that same deal again; a person finishes the
 * day's deal by real presses (a mouse on a desktop in English, taps on a 390 × 844 phone in French) and sees their
 * score beside the strong computer's on the same deal; back on the page, the day says it is done and shows the game.
 * A day still to come gives today's deal, and corrupted kept results are said and started afresh.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { type Lang, t } from '@site/i18n/index.js';
import { format } from '@site/i18n/format.js';
import { DAILY_KEY } from '@site/lib/hexadominos/daily.js';
import { collectErrors } from '../shared/site-pages.js';
import { pointerOf, playTurn, stateOf } from './pointer.js';

const DAY = '2026-11-29';
const NEXT_DAY = '2026-11-30';
const board = (page: Page) => page.locator('[data-hd-play] hexadominos-board');
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A page in a fresh browser context (its own storage) whose clock reads noon UTC of `day`. */
async function pageOn(browser: Browser, baseURL: string | undefined, day: string, options = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(`${day}T12:00:00Z`));
  return page;
}

/** The daily deal's rack as dealt, once the board has it. */
async function dealtRack(page: Page, address: string): Promise<string[]> {
  await page.goto(address);
  await expect.poll(async () => (await stateOf(board(page)))?.racks?.[0]?.length ?? 0).toBeGreaterThan(0);
  return (await stateOf(board(page))).racks[0];
}

for (const [lang, kind] of [
  ['en', 'mouse'],
  ['fr', 'touch'],
] as const satisfies readonly (readonly [Lang, 'mouse' | 'touch'])[]) {
  test(`${lang}: the same deal in two browsers on one day, another the next day, and a friend's link to the day; finished by ${kind}, your score beside the strong computer's`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const play = `/${lang}/hexadominos/play/`;
    const mine = await pageOn(browser, baseURL, DAY, kind === 'touch' ? PHONE : {});
    const errors = collectErrors(mine);
    // The page's link to today's deal; the address then names the day.
    await mine.goto(play);
    await pointerOf(mine, kind)(mine.getByRole('link', { name: t(lang, 'hd.play.daily') }));
    await expect(mine).toHaveURL(new RegExp(`\\?daily=${DAY}$`));
    await expect.poll(async () => (await stateOf(board(mine)))?.racks?.[0]?.length ?? 0).toBeGreaterThan(0);
    const rack = (await stateOf(board(mine))).racks[0];
    expect((await stateOf(board(mine))).players).toBe(1);
    await expect(mine.locator('[data-daily-title]')).toContainText(lang === 'fr' ? '29 novembre 2026' : 'November 29, 2026');
    await expect(mine.locator('.hd-daily')).toContainText(t(lang, 'hd.play.daily.about'));

    const other = await pageOn(browser, baseURL, DAY);
    expect(await dealtRack(other, `${play}?daily`), 'another browser, the same day').toEqual(rack);
    const tomorrow = await pageOn(browser, baseURL, NEXT_DAY);
    expect(await dealtRack(tomorrow, `${play}?daily`), 'the next day').not.toEqual(rack);
    await expect(tomorrow).toHaveURL(new RegExp(`\\?daily=${NEXT_DAY}$`));
    expect(await dealtRack(tomorrow, `${play}?daily=${DAY}`), "the next day, a friend's link to the day before").toEqual(rack);
    await other.context().close();
    await tomorrow.context().close();

    // The deal played to its end by presses alone.
    const press = pointerOf(mine, kind);
    for (let turn = 0; turn < 40 && !(await stateOf(board(mine))).over; turn++) await playTurn(press, board(mine));
    const over = await stateOf(board(mine));
    expect(over.over).toBe(true);
    const result = mine.locator('[data-daily-result]');
    await expect(result).toContainText(format(lang, t(lang, 'hd.play.daily.result'), { you: over.scores[0] }));
    // The strong computer's score on the same deal, worked out in its worker meanwhile.
    const hardWords = t(lang, 'hd.play.daily.hard').replace(/\{hard, plural.*\}\}/, '(-?\\d+) points?');
    await expect(result).toContainText(new RegExp(hardWords));
    // Back on the day's address: done, the game shown read only, the same result.
    await mine.reload();
    await expect(result).toContainText(t(lang, 'hd.play.daily.done'));
    await expect(result).toContainText(format(lang, t(lang, 'hd.play.daily.result'), { you: over.scores[0] }));
    await expect.poll(async () => (await stateOf(board(mine)))?.over).toBe(true);
    await expect(board(mine)).toHaveAttribute('readonly', '');
    expect(errors).toEqual([]);
    await mine.context().close();
  });
}

for (const lang of ['en', 'fr'] as const) {
  test(`${lang}: a link to a day still to come, with the kept results corrupted, gives today's deal and says both`, async ({ browser, baseURL }) => {
    const page = await pageOn(browser, baseURL, DAY);
    const errors = collectErrors(page);
    const play = `/${lang}/hexadominos/play/`;
    const today = await dealtRack(page, `${play}?daily`);
    await page.evaluate((key) => localStorage.setItem(key, '{"2026-11-28": {"score": "lots"'), DAILY_KEY);
    expect(await dealtRack(page, `${play}?daily=2099-01-01`)).toEqual(today);
    await expect(page).toHaveURL(new RegExp(`\\?daily=${DAY}$`));
    await expect(page.locator('[data-play-notice]')).toHaveText(`${t(lang, 'hd.play.daily.badDay')} ${t(lang, 'hd.play.daily.corrupt')}`);
    await expect(page.locator('[data-daily-result]')).not.toContainText(t(lang, 'hd.play.daily.done'));
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

for (const [lang, kind] of [
  ['en', 'mouse'],
  ['fr', 'touch'],
] as const satisfies readonly (readonly [Lang, 'mouse' | 'touch'])[]) {
  test(`${lang}: the day's deal against the strong computer, asked by ${kind}: the same deal in another browser, played to its end, both scores kept`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const play = `/${lang}/hexadominos/play/`;
    const mine = await pageOn(browser, baseURL, DAY, kind === 'touch' ? PHONE : {});
    const errors = collectErrors(mine);
    // The deal alone first, as the page's link gives it; once dealt (the page has brought the table into view), the
    // person asks for the game against the computer.
    await dealtRack(mine, `${play}?daily`);
    // The rack is there before the page has brought the table into view and put the keyboard on it (its last step): a
    // press aimed before that scroll would land where the link was, on a loaded machine.
    await expect.poll(() => mine.evaluate(() => document.activeElement?.localName)).toBe('hexadominos-board');
    const press = pointerOf(mine, kind);
    await press(mine.getByRole('link', { name: t(lang, 'hd.play.daily.versus') }));
    await expect(mine).toHaveURL(new RegExp(`\\?daily=${DAY}&vs$`));
    await expect(mine.locator('[data-daily-about]')).toHaveText(t(lang, 'hd.play.daily.aboutVersus'));
    await expect(mine.getByRole('link', { name: t(lang, 'hd.play.daily.solo') })).toHaveAttribute('href', `?daily=${DAY}`);
    await expect.poll(async () => (await stateOf(board(mine)))?.players ?? 0).toBe(2);
    await expect(board(mine)).toHaveAttribute('seats', 'human computer:hard');
    const start = await stateOf(board(mine));
    const other = await pageOn(browser, baseURL, DAY);
    await other.goto(`${play}?daily=${DAY}&vs`);
    await expect.poll(async () => (await stateOf(board(other)))?.racks?.[0] ?? []).toEqual(start.racks[0]);
    await other.context().close();
    if (kind === 'touch') return void (await mine.context().close()); // the whole game once, by mouse

    // Played to its end: the person's turns by presses, the computer's by itself.
    for (let turn = 0; turn < 60; turn++) {
      await expect
        .poll(
          async () => {
            const game = await stateOf(board(mine));
            return game.over || game.toMove === 0;
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      if ((await stateOf(board(mine))).over) break;
      await playTurn(press, board(mine));
    }
    const over = await stateOf(board(mine));
    expect(over.over).toBe(true);
    const result = mine.locator('[data-daily-result]');
    await expect(result).toContainText(format(lang, t(lang, 'hd.play.daily.result'), { you: over.scores[0] }));
    await expect(result).toContainText(format(lang, t(lang, 'hd.play.daily.hard'), { hard: over.scores[1] }));
    // Kept apart from the game alone: the day's deal alone is still to play.
    const kept = await mine.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), DAILY_KEY);
    expect(kept[`${DAY}/vs`]).toMatchObject({ score: over.scores[0], hard: over.scores[1] });
    expect(kept[DAY]).toBeUndefined();
    expect(errors).toEqual([]);
    await mine.context().close();
  });
}
