/**
 * The history of play (issue 33), used as people use it, in both languages: games finished with real clicks against
 * two computer levels of Hexone (a shared game one move from its end, as the play specs open one) and one of
 * Hexa-dominos land in the history page, with their results per level and the ladder; "Review" there opens the game
 * and reviews it; the history downloaded is imported in a fresh browser context (the file chooser opened by a click),
 * a malformed file is refused in the page's language and changes nothing; stored data that is garbage, storage that
 * is full or blocked, and the games still play. Then the page at the three sizes (list and buttons in the window,
 * forget-it-all by taps on the phone) and axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { yToward } from '@engine/hexone/cells.js';
import { apply, legalActions } from '@engine/hexadominos/rules.js';
import { newGame } from '@engine/hexadominos/setup.js';
import { recordToUrl } from '@engine/hexadominos/record.js';
import type { Action, GameState } from '@engine/hexadominos/types.js';
import { LANGS, type Lang, t } from '@site/i18n/index.js';
import { format } from '@site/i18n/format.js';
import { HISTORY_KEY } from '@site/lib/shared/history/record.js';
import { collectErrors } from './site-pages.js';
import { SIZES, expectInWindow } from './in-window.js';
import { layByPresses, pointerOf } from '../hexadominos/pointer.js';

/** A real mouse click at the middle of what `target` shows (scrolled into view as a person scrolls to it). */
async function click(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * A Hexone game one turn from its end, against the computer at `level`: Black (the person) places on b2 and explodes
 * it toward b3, which takes White's only pawn; all by mouse, on the play page's board.
 */
async function winHexone(page: Page, lang: Lang, level: string): Promise<void> {
  await page.goto(`/${lang}/hexone/play/?game=classic.b.b2-2b.b3-1w~&computer=w&level=${level}`);
  await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true');
  await click(page, page.locator('#game [data-cell="b2"]'));
  await click(page, page.locator(`#game button.y${yToward('b2', 'b3')! + 1}`));
  await expect(page.locator('#game-over')).toBeVisible();
}

/** A two-player Hexa-dominos deal played by the engine to one placement before its end, with seat 1 (the person) to lay it. */
function hexadominosNearEnd(): { url: string; last: Extract<Action, { type: 'place' }> } {
  for (let seed = 1; seed < 200; seed++) {
    const options = { players: 2, scoring: 'standard' as const, seed };
    const dealt = newGame(options);
    if (!dealt.ok) continue;
    let game: GameState = dealt.state;
    const actions: Action[] = [];
    for (;;) {
      const legal = legalActions(game);
      const action = legal.find((a) => a.type === 'place') ?? legal[0];
      const next = apply(game, action);
      if (!next.ok) break;
      if (next.state.over) {
        if (game.toMove === 0 && action.type === 'place' && actions.length) return { url: recordToUrl({ options, actions }), last: action };
        break;
      }
      actions.push(action);
      game = next.state;
    }
  }
  throw new Error('no deal ends on the person’s placement');
}

/** The person lays the deal's last tile by mouse, against the easy computer: the game ends. */
async function winHexadominos(page: Page, lang: Lang): Promise<void> {
  const { url, last } = hexadominosNearEnd();
  await page.goto(`/${lang}/hexadominos/play/?record=${encodeURIComponent(url)}&seats=human,easy`);
  const board = page.locator('[data-hd-play] hexadominos-board');
  await expect.poll(() => board.evaluate((b: any) => b.state?.over)).toBe(false);
  await layByPresses(pointerOf(page, 'mouse'), board, last.tile, last.at, last.rot);
  await expect.poll(() => board.evaluate((b: any) => b.state?.over)).toBe(true);
}

const historyPage = async (page: Page, lang: Lang) => {
  await page.goto(`/${lang}/history/`);
  await expect(page.locator('[data-history]')).toHaveAttribute('data-ready', 'true');
};
const items = (page: Page) => page.locator('[data-games] > li');
const row = (page: Page, game: string, level: string) => page.locator(`[data-levels="${game}"] tr[data-level="${level}"] td`);

/** A file chosen through the import button, by a click (as a person picks one in the browser's chooser). */
async function importFile(page: Page, name: string, text: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await click(page, page.locator('.history-import'));
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

async function freshPage(browser: Browser, init?: () => void): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (init) await context.addInitScript(init);
  return context.newPage();
}

for (const lang of LANGS) {
  const s = (key: Parameters<typeof t>[1], values: Record<string, string | number> = {}) => t(lang, key, values);

  test(`${lang}: games won against two levels are listed with per-level results, reviewed from the history (the Hexa-dominos review brought into view), exported and imported in a fresh context`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    // The first by an older name in the address (easy: the ladder's newcomer), the second by the ladder's own.
    await winHexone(page, lang, 'easy');
    await winHexone(page, lang, 'expert');
    await winHexadominos(page, lang);

    // Reached from the site's navigation, by mouse.
    await page.goto(`/${lang}/hexone/`);
    await click(page, page.locator('.site-nav').getByRole('link', { name: s('history.nav'), exact: true }));
    await expect(page).toHaveURL(new RegExp(`/${lang}/history/$`));
    await expect(page.locator('[data-history]')).toHaveAttribute('data-ready', 'true');
    await expect(items(page)).toHaveCount(3);
    await expect(page.locator('[data-games-count]')).toHaveText(s('history.games.count', { count: 3 }));
    // Newest first: the Hexa-dominos game, then Hexone against expert, then against newcomer.
    await expect(items(page).nth(0)).toHaveAttribute('data-game', 'hexadominos');
    await expect(items(page).nth(0).locator('.history-opponent')).toHaveText(s('hd.play.seat.easy'));
    await expect(items(page).nth(0).locator('[data-result]')).toContainText(s('history.result.win'));
    await expect(items(page).nth(1).locator('.history-opponent')).toHaveText(s('history.computer', { level: s('play.level.expert') }));
    await expect(items(page).nth(2).locator('.history-opponent')).toHaveText(s('history.computer', { level: s('play.level.newcomer') }));
    await expect(items(page).nth(1).locator('[data-result]')).toHaveText(s('history.result.win'));
    await expect(items(page).nth(2).locator('code')).toHaveText('classic b b2:2b b3:1w | b2 b2>b3');
    await expect(row(page, 'hexone', 'newcomer')).toHaveText(['1', '0', '0']);
    await expect(row(page, 'hexone', 'expert')).toHaveText(['1', '0', '0']);
    await expect(row(page, 'hexone', 'casual')).toHaveText(['0', '0', '0']);
    await expect(row(page, 'hexadominos', 'easy')).toHaveText(['1', '0', '0']);
    await expect(page.locator('[data-ladder="hexone"] li.beaten')).toHaveCount(2);
    await expect(page.locator('[data-ladder="hexone"] li[data-level="casual"]')).toHaveClass('todo');

    // Export by a click: the file downloaded is the history.
    const download = page.waitForEvent('download');
    await click(page, page.locator('[data-export]'));
    const text = readFileSync(await (await download).path(), 'utf8');
    expect(JSON.parse(text).games).toHaveLength(3);

    // Review the Hexone game against expert from the history: the play page opens it and reviews it.
    // (The link is read before the click: the play page drops ?game= from its address once it has opened the game.)
    const reviewLink = items(page).nth(1).locator('[data-review]');
    await expect(reviewLink).toHaveAttribute('href', /\/hexone\/play\/\?game=.*&computer=w&level=expert&review$/);
    await click(page, reviewLink);
    await expect(page).toHaveURL(/\/hexone\/play\//);
    await expect(page.locator('[data-review-status]')).not.toBeEmpty({ timeout: 30_000 });

    // Review the Hexa-dominos game from the history, on a phone's window (where the review is far below the table): its
    // play page opens the game and, once the review is worked out (after the browser looked for the heading the link
    // names, and found nothing yet), brings the review into view.
    await page.setViewportSize({ width: 390, height: 844 });
    await historyPage(page, lang);
    const hdReview = items(page).nth(0).locator('[data-review]');
    await expect(hdReview).toHaveAttribute('href', /\/hexadominos\/play\/\?record=.*#hd-review-title$/);
    await click(page, hdReview);
    await expect(page.locator('[data-hd-review]')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#hd-review-title')).toBeInViewport();
    await expect(page).toHaveURL(/\/hexadominos\/play\/\?.*#hd-review-title$/);

    // A fresh browser: a malformed file is refused in its language and changes nothing; the real one brings all three.
    const fresh = await freshPage(browser);
    const freshErrors = collectErrors(fresh);
    await historyPage(fresh, lang);
    await expect(items(fresh)).toHaveCount(0);
    await importFile(fresh, 'broken.json', text.slice(0, 200));
    await expect(fresh.locator('[data-history-message]')).toHaveText(s('history.problem.not-json'));
    await importFile(fresh, 'other.json', text.replace('"outcome":"win"', '"outcome":"maybe"'));
    await expect(fresh.locator('[data-history-message]')).toHaveText(s('history.problem.bad-game', { index: 1 }));
    await expect(items(fresh)).toHaveCount(0);
    expect(await fresh.evaluate((key) => localStorage.getItem(key), HISTORY_KEY)).toBeNull();
    await importFile(fresh, 'history.json', text);
    await expect(fresh.locator('[data-history-message]')).toHaveText(s('history.imported', { count: 3 }));
    await expect(items(fresh)).toHaveCount(3);
    await expect(row(fresh, 'hexone', 'expert')).toHaveText(['1', '0', '0']);
    await fresh.context().close();
    expect(freshErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  test(`${lang}: the ladder's next step, the weakest level not yet beaten, starts a game against it when its link is clicked`, async ({ page }) => {
    const errors = collectErrors(page);
    await winHexone(page, lang, 'newcomer');
    await historyPage(page, lang);
    // One link a game, on its first level not beaten: Hexone's beginner (newcomer is beaten), Hexa-dominos' easy.
    const links = page.locator('[data-ladder] a.history-play');
    await expect(links).toHaveCount(2);
    await expect(links).toHaveText([s('history.ladder.play'), s('history.ladder.play')]);
    await expect(page.locator('[data-ladder="hexone"] li[data-level="beginner"] a.history-play')).toHaveCount(1);
    // Each step in the page's words and typography (French: a narrow no-break space before the colon).
    await expect(page.locator('[data-ladder="hexone"] li[data-level="beginner"]')).toContainText(
      s('history.ladder.item', { level: s('play.level.beginner'), state: s('history.ladder.todo') }),
    );
    await expect(page.locator('[data-ladder="hexadominos"] li[data-level="easy"] a.history-play')).toHaveCount(1);

    await click(page, page.locator('[data-ladder="hexone"] a.history-play'));
    await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true');
    const board = page.locator('#game');
    await expect(board).toHaveAttribute('computer', 'w');
    await expect(board).toHaveAttribute('level', 'beginner');
    await expect(page.locator('input[name="opponent"][value="computer"]')).toBeChecked();
    await expect(page.locator('input[name="level"][value="beginner"]')).toBeChecked();
    // A new game, Black (the person) to open; the address keeps no opponent, so a reload continues this game.
    expect(await board.evaluate((b: any) => b.getPosition())).toBe('classic b opening');
    await expect(page).toHaveURL(new RegExp(`/${lang}/hexone/play/$`));
    await expect(page.locator('#play-message')).toContainText(s('play.asked', { level: s('play.level.beginner'), side: s('board.player.b') }));

    await historyPage(page, lang);
    await click(page, page.locator('[data-ladder="hexadominos"] a.history-play'));
    const table = page.locator('[data-hd-play] hexadominos-board');
    // Seat 1 the person, seat 2 the computer at easy (the engine's seat codec writes the attribute).
    await expect(table).toHaveAttribute('seats', 'human computer:easy');
    expect(errors).toEqual([]);
  });

  test(`${lang}: garbage in the stored history, a full storage or a blocked one: the game still plays and ends, and the page says what it could`, async ({
    browser,
  }) => {
    // Garbage: the history page says it starts afresh; a game finished then is kept.
    const corrupted = await freshPage(browser, () => {
      if (sessionStorage.getItem('planted')) return; // planted once, before the first page: not again at each page
      sessionStorage.setItem('planted', 'yes');
      localStorage.setItem('history.v1', '{"format":"hexone-history","games":[1,2,');
    });
    const errors = collectErrors(corrupted);
    await historyPage(corrupted, lang);
    await expect(corrupted.locator('[data-history-message]')).toHaveText(s('history.corrupt'));
    await winHexone(corrupted, lang, 'easy');
    await historyPage(corrupted, lang);
    await expect(items(corrupted)).toHaveCount(1);
    expect(errors).toEqual([]);
    await corrupted.context().close();

    // Full: every write of the history refused with QuotaExceededError; the game ends as ever.
    const full = await freshPage(browser, () => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'history.v1') throw new DOMException('full', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    const fullErrors = collectErrors(full);
    await winHexone(full, lang, 'easy');
    await expect(full.locator('[data-over-winner]')).not.toBeEmpty();
    expect(fullErrors).toEqual([]);
    await full.context().close();

    // Blocked: reading localStorage throws; the game ends, the history page says nothing can be kept.
    const blocked = await freshPage(browser, () => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    const blockedErrors = collectErrors(blocked);
    await winHexone(blocked, lang, 'easy');
    await historyPage(blocked, lang);
    await expect(blocked.locator('[data-history-message]')).toHaveText(s('history.blocked'));
    await expect(items(blocked)).toHaveCount(0);
    expect(blockedErrors).toEqual([]);
    await blocked.context().close();
  });
}

test('the history page at 1280 × 800, 1366 × 768 and a 390 × 844 phone: the list and its buttons in the window, axe clean; forget it all by taps', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const at = Date.UTC(2026, 10, 20, 12);
  const game = (k: number) => ({
    game: k % 2 ? 'hexadominos' : 'hexone',
    at: at + k * 60_000,
    mode: 'play',
    rules: k % 2 ? 'standard' : 'classic',
    level: k % 3 ? (k % 2 ? 'easy' : 'newcomer') : null,
    you: k % 3 ? (k % 2 ? '1' : 'b') : null,
    outcome: k % 3 ? 'win' : null,
    winner: k % 2 ? '1' : 'b',
    scores: k % 2 ? [120, 95] : null,
    record: `classic b opening | d3 b2 c4 ${k}`,
    query: `game=classic.b.opening~d3.b2.c4&computer=w&level=easy`,
  });
  const stored = JSON.stringify({
    format: 'hexone-history',
    v: 1,
    games: Array.from({ length: 6 }, (_, k) => game(k)),
    rating: Array.from({ length: 8 }, (_, k) => ({ at: at + k * 3_600_000, rating: 1500 + (k % 3) * 25 - k * 4 })),
  });
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch });
    await context.addInitScript((text) => {
      if (!localStorage.getItem('history.v1')) localStorage.setItem('history.v1', text);
    }, stored);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await historyPage(page, 'en');
    await expect(items(page)).toHaveCount(6);
    // Each part, scrolled to as a person scrolls, lies wholly in the window (no part runs off the side).
    for (const [label, part] of Object.entries({
      newest: items(page).first(),
      oldest: items(page).last(),
      replay: items(page).first().locator('a').first(),
      review: items(page).first().locator('[data-review]'),
      levels: page.locator('[data-levels="hexadominos"]'),
      ladder: page.locator('[data-ladder="hexone"]'),
      graph: page.locator('.history-graph'),
      export: page.locator('[data-export]'),
      import: page.locator('.history-import'),
      forget: page.locator('[data-forget]'),
    })) {
      await part.scrollIntoViewIfNeeded();
      await expectInWindow(page, { [label]: part }, size.name);
    }
    const axe = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    if (size.touch) {
      // Forget it all: asked first ("keep" leaves all), then forgotten, by taps.
      const tap = async (target: Locator) => {
        await target.scrollIntoViewIfNeeded();
        const box = (await target.boundingBox())!;
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      };
      await tap(page.locator('[data-forget]'));
      await tap(page.locator('dialog[data-confirm-reset] button[value="keep"]'));
      await expect(items(page)).toHaveCount(6);
      await tap(page.locator('[data-forget]'));
      await expect(page.locator('dialog[data-confirm-reset]')).toHaveText(new RegExp(t('en', 'history.confirm').replace('?', '\\?')));
      await tap(page.locator('dialog[data-confirm-reset] button[value="clear"]'));
      await expect(page.locator('[data-history-message]')).toHaveText(t('en', 'history.forgotten'));
      await expect(items(page)).toHaveCount(0);
      await expect(page.locator('[data-games-count]')).toHaveText(t('en', 'history.games.empty'));
      expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY))!).games).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('the front door shows the daily streak from the puzzles solved, and today’s puzzle', async ({ page }) => {
  const day = (offset: number) => {
    const date = new Date(Date.now() - offset * 86_400_000);
    return `daily-${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
  };
  await page.addInitScript(
    (results) => localStorage.setItem('hexone.puzzles.v1', JSON.stringify({ results, streak: 0, best: 0, filter: {} })),
    Object.fromEntries([1, 2, 3].map((k) => [day(k), 'solved'])),
  );
  for (const lang of LANGS) {
    await page.goto(`/${lang}/`);
    const streak = page.locator('[data-daily-streak]');
    await expect(streak).toHaveText(`${format(lang, t(lang, 'history.front.streak'), { count: 3 })} (${t(lang, 'history.front.todayOpen')})`);
    await click(page, page.getByRole('link', { name: t(lang, 'history.front.daily'), exact: true }));
    await expect(page).toHaveURL(new RegExp(`/${lang}/hexone/puzzles/daily/$`));
  }
  // The language chooser shows both languages' lines.
  await page.goto('/?choose');
  await expect(page.locator('[data-daily-streak]')).toHaveCount(2);
  await expect(page.locator('[data-daily-streak]').first()).toBeVisible();
});
