/**
 * Every Hexa-dominos lesson step, done in both languages by mouse clicks alone on a desktop, and again by
 * finger taps alone on a 390 × 844 phone: the step's solution played on the live board by pressing what a
 * person presses (rack tile, place, Turn right, the place again, Draw, Pass), then Next step. Each step must
 * say it is done; the outlined place a step's text points at is drawn on the live board; the lesson's progress is kept.
 */
import { expect, test, type Page } from '@playwright/test';
import { readHexadominosLessons, type Lesson } from '@site/components/hexadominos/lesson/content.js';
import { LANGS, t } from '@site/i18n/index.js';
import { parseAction, parsePosition } from '@engine/hexadominos/index.js';
import { collectErrors } from '../shared/site-pages.js';
import { type Press, layByPresses, pointerOf } from './pointer.js';
import { inBoardWords } from '@site/components/hexadominos/lesson/solution-words.js';

// The lesson files, read as the build reads them (the build goes through Astro's content collection, which Playwright lacks).
const HD_LESSONS: Lesson[] = readHexadominosLessons();

/** Walks every step of `lesson` with `press` alone; the step list shows each done. */
async function walkLesson(page: Page, press: Press, lang: 'en' | 'fr', lesson: Lesson): Promise<void> {
  await page.goto(`/${lang}/hexadominos/lessons/${lesson.slug}/`);
  await expect(page.locator('[data-hd-lesson].is-live')).toBeVisible();
  const board = page.locator('[data-hd-lesson] hexadominos-board');
  for (const [k, step] of lesson.steps.entries()) {
    if (k > 0) await press(page.locator('[data-action="next"]'));
    await expect(page.locator(`[data-step="${step.id}"]`)).toBeVisible();
    const start = parsePosition(step.position);
    if (!start.ok) throw new Error(step.id);
    // The step's table is up: the learner's rack as the position deals it, the outlined place drawn.
    await expect(board.locator('.rack-tile')).toHaveCount(start.value.racks[start.value.toMove].length);
    await expect(board.locator('[part="outline"]')).toHaveCount(step.highlight ? step.highlight.split(/\s+/).length : 0);
    for (const word of (step.solution ?? '').split(/\s+/).filter(Boolean)) {
      const action = parseAction(word)!;
      if (action.type === 'place') await layByPresses(press, board, action.tile, action.at, action.rot);
      else {
        const draws = await board.locator('.rack-tile').count();
        await press(board.locator(action.type === 'draw' ? 'button.draw' : 'button.pass'));
        if (action.type === 'draw') await expect(board.locator('.rack-tile')).toHaveCount(draws + 1);
      }
    }
    const feedback = page.locator('[data-feedback]');
    await expect(feedback, `${lesson.slug}/${step.id}`).toHaveAttribute('data-tone', step.solution ? 'good' : 'info');
    // The success text as the feedback line writes it: tiles as the board writes them (1 2 3 4 5 5), not as codes.
    if (step.success) await expect(feedback).toContainText(inBoardWords(step.success[lang]));
    // Lesson 5 step 4: the computer then lays its last tile and wins; a lost game is not praised.
    if (step.id === 'empty-pile-pass') await expect(feedback).not.toContainText(t(lang, 'lessons.good'));
    else if (step.solution) await expect(feedback).toContainText(t(lang, 'lessons.good'));
    await expect(page.locator(`[data-goto="${step.id}"] [data-done]`)).toBeVisible();
  }
  await expect(page.locator('[data-feedback]')).toContainText(t(lang, 'lessons.lessonDone'));
  // What a screen reader reads of the step list is words, never a string's key ("(lessons.stepDone)" before).
  await expect(page.locator(`[data-goto="${lesson.steps[0].id}"] [data-done] .sr-only`)).toHaveText(` (${t(lang, 'hd.lessons.stepDone')})`);
  expect(await page.locator('main').textContent()).not.toMatch(/\b(?:hd|lessons)\.[a-z][\w.]*/);
  // The progress is kept: every step of the lesson, and it shows again after a reload.
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('hexadominos.lessons.v1') ?? '{}'));
  expect(saved.done[lesson.slug]?.sort()).toEqual(lesson.steps.map((s) => s.id).sort());
  await page.reload();
  await expect(page.locator(`[data-goto="${lesson.steps.at(-1)!.id}"] [data-done]`)).toBeVisible();
}

for (const lang of LANGS) {
  test.describe(`${lang}: every lesson step by mouse clicks alone`, () => {
    for (const lesson of HD_LESSONS) {
      test(`lesson ${lesson.slug}`, async ({ page }) => {
        test.setTimeout(90_000);
        const errors = collectErrors(page);
        await walkLesson(page, pointerOf(page, 'mouse'), lang, lesson);
        expect(errors).toEqual([]);
      });
    }
  });

  test.describe(`${lang}: every lesson step by finger taps alone, on a 390 × 844 phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    for (const lesson of HD_LESSONS) {
      test(`lesson ${lesson.slug}`, async ({ page }) => {
        test.setTimeout(90_000);
        const errors = collectErrors(page);
        await walkLesson(page, pointerOf(page, 'touch'), lang, lesson);
        expect(errors).toEqual([]);
      });
    }
  });
}
