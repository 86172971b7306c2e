/**
 * Every Hexone screen shows what its task needs (issue 29), checked as rectangles at a 1280 × 800 and a 1366 × 768
 * laptop and a 390 × 844 phone, in both languages: on every lesson step, on arrival (on a phone, which opens at the
 * title and the step's text, once scrolled to the board) and after each *Next step* (pressed where it shows), the step's text (on a laptop; on a phone its task, again under the board), the board, its status line and buttons, the lesson's
 * feedback and buttons lie inside the window; on the play page the board, its status line and its buttons do, as the
 * page opens and after each turn (played by presses on the board). The lessons are walked once per language on a laptop
 * (both laptop sizes in one page, the window resized) and once on the phone; the play page once per size and language.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readHexoneLessons } from '@site/components/hexone/lesson/content.js';
import { LANGS } from '@site/i18n/index.js';
import { collectErrors } from '../shared/site-pages.js';
import { type LessonWalk, SIZES, type Part, expectInWindow, pressAsSeen, walkLessons } from '../shared/in-window.js';

const LESSONS = readHexoneLessons();
const LAPTOPS = SIZES.filter((size) => !size.touch);
const PHONE = SIZES.find((size) => size.touch)!;

test.use({ reducedMotion: 'reduce' });

/** The board's drawing, its status line and its buttons (the bar under the board). */
const boardParts = (board: Locator): Record<string, Locator> => ({
  board: board.locator('svg[part="board"]'),
  status: board.locator('[part="status"]'),
  buttons: board.locator('[part="controls"]'),
});

/** The cells a pawn may be placed on now (the board marks them legal). */
const playable = (page: Page) =>
  page.evaluate(() => {
    const board = document.querySelector('hexone-board#game')!;
    return [...board.shadowRoot!.querySelectorAll('[data-cell][part~="legal"]')].map((c) => c.getAttribute('data-cell'));
  });

/** The lesson page's parts a person needs in view: the board's drawing, status line and buttons, the lesson's feedback and buttons, and on a laptop the step's text (on a phone its task under the board). */
const HOST = 'hexone-board#lesson-board';
const lessonParts = (stepId: string, laptop: boolean): Record<string, Part> => ({
  board: { host: HOST, css: 'svg[part="board"]' },
  status: { host: HOST, css: '[part="status"]' },
  buttons: { host: HOST, css: '[part="controls"]' },
  feedback: { css: '[data-feedback]' },
  'lesson buttons': { css: '.lesson-buttons' },
  // On a laptop the step's text beside the board; on a phone the step's task, again under the board.
  ...(laptop ? { 'step text': { css: `[data-step="${stepId}"]` } } : { task: { css: '[data-ask-again]' } }),
});

/** The lessons' pages, walked by walkLessons (shared/in-window.ts). */
const WALK: LessonWalk = {
  lessons: LESSONS,
  path: (lang, slug) => `/${lang}/hexone/lessons/${slug}/`,
  ready: (page) => expect(page.locator('.lesson.is-live')).toBeVisible(),
  // The learner scrolls down to the board, then each Next step lands there.
  land: (page) =>
    page
      .locator('[data-land]')
      .first()
      .evaluate((stage) => stage.scrollIntoView({ block: 'start' })),
  parts: lessonParts,
};

for (const lang of LANGS) {
  test.describe(`${lang}, laptops (1280 × 800 and 1366 × 768, one page)`, () => {
    test.use({ viewport: { width: LAPTOPS[0].width, height: LAPTOPS[0].height } });

    test('every lesson step shows its text, the board, its status and buttons on arrival and after each Next step', async ({ page }) => {
      test.setTimeout(120_000);
      await walkLessons(page, WALK, lang, LAPTOPS);
    });
  });

  test.describe(`${lang}, ${PHONE.name}`, () => {
    test.use({ viewport: { width: PHONE.width, height: PHONE.height }, hasTouch: true, isMobile: true });

    test('every lesson step shows the board, its status and buttons once scrolled to, and after each Next step', async ({ page }) => {
      test.setTimeout(120_000);
      await walkLessons(page, WALK, lang, [PHONE]);
    });
  });

  for (const size of SIZES) {
    test.describe(`${lang}, ${size.name}`, () => {
      test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch });

      test('the play page shows the board, its status line and its buttons as it opens and after each turn', async ({ page }) => {
        const errors = collectErrors(page);
        const press = pressAsSeen(page, size);
        await page.goto(`/${lang}/hexone/play/`);
        await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true');
        const board = page.locator('hexone-board#game');
        await expectInWindow(page, boardParts(board), 'as the page opens');
        for (let turn = 0; turn < 4; turn++) {
          const cells = await playable(page);
          expect(cells.length, `turn ${turn + 1}: cells to play`).toBeGreaterThan(0);
          const before = await page.evaluate(() => document.querySelector('hexone-board')!.getRecord());
          await press(board.locator(`[data-cell="${cells[0]}"]`));
          await expect.poll(() => page.evaluate(() => document.querySelector('hexone-board')!.getRecord())).not.toBe(before);
          await page.evaluate(() => document.querySelector('hexone-board')!.whenIdle());
          await expectInWindow(page, boardParts(board), `after turn ${turn + 1}`);
        }
        expect(errors).toEqual([]);
      });
    });
  }
}
