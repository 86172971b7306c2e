/**
 * Every Hexone screen shows what its task needs (issue 29), checked as rectangles at a 1280 × 800 and a 1366 × 768
 * laptop and a 390 × 844 phone, in both languages: on every lesson step, on arrival (on a phone, which opens at the
 * title and the step's text, once scrolled to the board) and after each *Next step* (pressed where it shows), the step's text (on a laptop), the board, its status line and buttons, the lesson's
 * feedback and buttons lie inside the window; on the play page the board, its status line and its buttons do, as the
 * page opens and after each turn (played by presses on the board). One test per size and language.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readHexoneLessons } from '@site/components/hexone/lesson/content.js';
import { LANGS } from '@site/i18n/index.js';
import { collectErrors } from '../shared/site-pages.js';
import { SIZES, expectInWindow, pressAsSeen } from '../shared/in-window.js';

const LESSONS = readHexoneLessons();

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

for (const lang of LANGS) {
  for (const size of SIZES) {
    test.describe(`${lang}, ${size.name}`, () => {
      test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch });

      test('every lesson step shows its text (laptop), the board, its status and buttons on arrival and after each Next step', async ({ page }) => {
        // Every step of every lesson in one page per lesson: about 40 s on an idle machine, twice that on a busy one.
        test.setTimeout(180_000);
        const errors = collectErrors(page);
        const press = pressAsSeen(page, size);
        for (const lesson of LESSONS) {
          await page.goto(`/${lang}/hexone/lessons/${lesson.slug}/`, { waitUntil: 'domcontentloaded' });
          await expect(page.locator('.lesson.is-live')).toBeVisible();
          const board = page.locator('hexone-board#lesson-board');
          for (const [k, step] of lesson.steps.entries()) {
            const where = `${lesson.slug}, step ${k + 1} (${step.id})`;
            // A phone opens at the title and the step's text: the learner scrolls down to the board, then each Next step lands there.
            if (k === 0 && size.touch)
              await page
                .locator('[data-land]')
                .first()
                .evaluate((stage) => stage.scrollIntoView({ block: 'start' }));
            if (k > 0) await press(page.locator('[data-action="next"]'));
            await expect(page.locator(`[data-step="${step.id}"]`)).toBeVisible();
            const parts: Record<string, Locator> = {
              ...boardParts(board),
              feedback: page.locator('[data-feedback]'),
              'lesson buttons': page.locator('.lesson-buttons'),
            };
            if (!size.touch) parts['step text'] = page.locator(`[data-step="${step.id}"]`);
            await expectInWindow(page, parts, where);
          }
        }
        expect(errors).toEqual([]);
      });

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
