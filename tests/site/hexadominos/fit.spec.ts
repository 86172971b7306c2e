/**
 * Every Hexa-dominos screen shows what its task needs (issue 29), checked as rectangles at a 1280 × 800 and a
 * 1366 × 768 laptop and a 390 × 844 phone, in both languages: on every lesson step, on arrival (on a phone, which
 * opens at the title and the step's text, once scrolled to the board) and after each *Next step* (pressed where it
 * shows), the step's text (on a laptop; on a phone its task, again under the board) and the whole board (status, table, rack, its buttons, the lesson's feedback
 * and buttons) lie inside the window; on the play page the board, its status and its
 * buttons do, on arrival and after each turn, and the table does not move between turns (also for the game dealt as the
 * page opens, once its Start is pressed). On the phone, a one-finger
 * swipe that starts on the table scrolls the page and leaves the table's view alone. The lessons are walked once per
 * language on a laptop (both laptop sizes in one page, the window resized) and once on the phone; the play page once per
 * size and language.
 */
import { expect, test, type Locator } from '@playwright/test';
import { readHexadominosLessons } from '@site/components/hexadominos/lesson/content.js';
import { legalPlacements } from '@engine/hexadominos/rules.js';
import type { GameState } from '@engine/hexadominos/types.js';
import { LANGS } from '@site/i18n/index.js';
import { collectErrors } from '../shared/site-pages.js';
import { type LessonWalk, SIZES, type Part, expectInWindow, pressAsSeen, walkLessons } from '../shared/in-window.js';
import { layByPresses, placesInView } from './pointer.js';

const LESSONS = readHexadominosLessons();
const LAPTOPS = SIZES.filter((size) => !size.touch);
const PHONE = SIZES.find((size) => size.touch)!;
const state = (board: Locator) => board.evaluate((b: any) => b.state as GameState);

/** The board's parts a person needs in view: its status, table, rack (when it holds tiles) and buttons. */
async function boardParts(board: Locator): Promise<Record<string, Locator>> {
  const parts: Record<string, Locator> = {
    status: board.locator('[part="status"]'),
    table: board.locator('svg.table'),
    controls: board.locator('[part="controls"]'),
  };
  if (await board.locator('[part="rack"]').count()) parts.rack = board.locator('[part="rack"]');
  return parts;
}

/** The person's turn by presses where things show: a tile laid on a place in view, else Draw, else Pass. */
async function playTurn(press: (target: Locator) => Promise<void>, board: Locator): Promise<void> {
  const game = await state(board);
  const placements = legalPlacements(game);
  for (const tile of [...new Set(placements.map((p) => p.tile))]) {
    const inRack = board.locator(`.rack-tile[data-tile="${tile}"]`);
    if ((await inRack.getAttribute('aria-pressed')) !== 'true') await press(inRack);
    await expect(inRack).toHaveAttribute('aria-pressed', 'true');
    const shown = await placesInView(board);
    const move = placements.find((p) => p.tile === tile && shown.includes(`${p.at[0]},${p.at[1]}`));
    if (move) return layByPresses(press, board, move.tile, move.at);
    if (game.drawn === null) await press(inRack);
  }
  const draw = board.locator('button.draw');
  await press((await draw.isEnabled()) ? draw : board.locator('button.pass'));
}

/** The lesson page's parts a person needs in view: the whole board (status, table, rack, buttons), the lesson's feedback and buttons, and on a laptop the step's text. */
const HOST = '[data-hd-lesson] hexadominos-board';
const lessonParts = (stepId: string, laptop: boolean): Record<string, Part> => ({
  status: { host: HOST, css: '[part="status"]' },
  table: { host: HOST, css: 'svg.table' },
  rack: { host: HOST, css: '[part="rack"]', optional: true },
  controls: { host: HOST, css: '[part="controls"]' },
  feedback: { css: '[data-feedback]' },
  'lesson buttons': { css: '.hd-buttons' },
  // On a laptop the step's text beside the board; on a phone the step's task, again under the board.
  ...(laptop ? { 'step text': { css: `[data-step="${stepId}"]` } } : { task: { css: '[data-ask-again]' } }),
});

/** The lessons' pages, walked by walkLessons (shared/in-window.ts). */
const WALK: LessonWalk = {
  lessons: LESSONS,
  path: (lang, slug) => `/${lang}/hexadominos/lessons/${slug}/`,
  // The learner scrolls down until the lesson's buttons show (the board above them), as each Next step then lands.
  land: (page) =>
    page
      .locator('[data-land]')
      .last()
      .evaluate((controls) => controls.scrollIntoView({ block: 'end' })),
  parts: lessonParts,
};

for (const lang of LANGS) {
  test.describe(`${lang}, laptops (1280 × 800 and 1366 × 768, one page)`, () => {
    test.use({ viewport: { width: LAPTOPS[0].width, height: LAPTOPS[0].height } });

    test('every lesson step shows its text and the whole board on arrival and after each Next step', async ({ page }) => {
      test.setTimeout(120_000);
      await walkLessons(page, WALK, lang, LAPTOPS);
    });
  });

  test.describe(`${lang}, ${PHONE.name}`, () => {
    test.use({ viewport: { width: PHONE.width, height: PHONE.height }, hasTouch: true, isMobile: true });

    test('every lesson step shows the whole board and the lesson buttons once scrolled to, and after each Next step', async ({ page }) => {
      test.setTimeout(120_000);
      await walkLessons(page, WALK, lang, [PHONE]);
    });
  });

  for (const size of SIZES) {
    test.describe(`${lang}, ${size.name}`, () => {
      test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch });

      test('the play page shows the board, its status and its buttons on arrival and after each turn, the table never moving', async ({ page }) => {
        test.setTimeout(60_000); // three turns against the computer: twice the default leaves room for a busy machine
        const errors = collectErrors(page);
        const press = pressAsSeen(page, size);
        await page.goto(`/${lang}/hexadominos/play/?seat0=human&seat1=easy&scoring=standard&target=0`);
        const board = page.locator('[data-hd-play] hexadominos-board');
        await expect(board.locator('button.start')).toBeVisible();
        // On arrival the who-starts draw covers the table: its button is the one to press (the rack's and the turn's wait).
        const table = board.locator('svg.table');
        await expectInWindow(page, { status: board.locator('[part="status"]'), table, 'who starts': board.locator('button.start') }, 'on arrival');
        await press(board.locator('button.start'));
        let tableTop: number | null = null;
        for (let turn = 0; turn < 3; turn++) {
          await expect.poll(async () => (await state(board)).toMove, { timeout: 10_000 }).toBe(0);
          await expect(board.locator('.rack-tile').first()).toBeVisible();
          await expectInWindow(page, await boardParts(board), `turn ${turn + 1}`);
          const top = (await table.boundingBox())!.y;
          if (tableTop === null) tableTop = top;
          expect(Math.abs(top - tableTop), `the table at turn ${turn + 1}`).toBeLessThanOrEqual(1);
          const before = JSON.stringify(await state(board));
          await playTurn(press, board);
          await expect.poll(async () => JSON.stringify(await state(board))).not.toBe(before);
          if ((await state(board)).over) break;
        }
        expect(errors).toEqual([]);
      });
    });
  }

  for (const size of SIZES) {
    test(`${lang}, ${size.name}: the game dealt as the page opens, once started, shows its table, rack and buttons`, async ({ browser }) => {
      // Not scrolled to on arrival (the page's title shows first): pressing the draw's Start brings the board into view.
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch });
      const page = await context.newPage();
      const errors = collectErrors(page);
      const press = pressAsSeen(page, size);
      await page.goto(`/${lang}/hexadominos/play/`);
      const board = page.locator('[data-hd-play] hexadominos-board');
      await expect(board.locator('button.start')).toBeVisible();
      await expectInWindow(page, { status: board.locator('[part="status"]'), 'who starts': board.locator('button.start') }, 'on arrival');
      await press(board.locator('button.start'));
      await expect.poll(async () => (await state(board)).toMove, { timeout: 10_000 }).toBe(0);
      await expect(board.locator('.rack-tile').first()).toBeVisible();
      await expectInWindow(page, await boardParts(board), 'once started');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test.describe(`${lang}, on a phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a one-finger swipe that starts on the table scrolls the page and leaves the table as it was', async ({ page }) => {
      await page.goto(`/${lang}/hexadominos/lessons/matching/`);
      const board = page.locator('[data-hd-lesson] hexadominos-board');
      const table = board.locator('svg.table');
      await expect(board.locator('[part="outline"]')).toHaveCount(1);
      const viewBox = await table.getAttribute('viewBox');
      const box = (await table.boundingBox())!;
      const before = await page.evaluate(() => scrollY);
      // A finger down on the table, moved up 240 px in small steps, lifted: what page.touchscreen cannot do (it only taps).
      const cdp = await page.context().newCDPSession(page);
      const x = box.x + box.width / 2;
      const y = box.y + box.height * 0.8;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let k = 1; k <= 12; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - 20 * k }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before + 100);
      expect(await table.getAttribute('viewBox'), 'the table did not pan').toBe(viewBox);
    });
  });
}
