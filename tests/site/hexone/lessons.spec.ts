/**
 * The lessons, end to end on the built site: every lesson in both languages is completed by
 * following its tasks with real clicks on the board; wrong and refused moves are explained;
 * "show me" plays the solution; progress survives a reload (and corrupted progress does not break
 * the page); the page reads without JavaScript; axe finds nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { yToward, type Cell } from '@engine/hexone/cells.js';
import { readHexoneLessons, type Step } from '@site/components/hexone/lesson/content.js';
import { PROGRESS_KEY } from '@site/components/hexone/lesson/progress.js';
import { dictionaries, LANGS, type Lang } from '@site/i18n/index.js';
import { collectErrors } from '../shared/site-pages.js';

// The lesson files, read as the build reads them (the build goes through Astro's content collection, which Playwright lacks).
const LESSONS = readHexoneLessons();

// Without animation the board answers at once; the lessons behave the same either way.
test.use({ reducedMotion: 'reduce' });

const board = (page: Page) => page.locator('#lesson-board');
const cell = (page: Page, name: string) => page.locator(`#lesson-board [data-cell="${name}"]`);
const feedback = (page: Page) => page.locator('[data-feedback]');
const idle = (page: Page) => page.evaluate(() => document.querySelector('hexone-board')!.whenIdle());

async function open(page: Page, lang: Lang, slug: string, hash = ''): Promise<void> {
  await page.goto(`/${lang}/hexone/lessons/${slug}/${hash}`);
  await expect(page.locator('.lesson.is-live')).toBeVisible();
}

/** Plays one move of a solution the way a person would: click the cell, then the Y button if exploding. */
async function playMove(page: Page, move: string): Promise<void> {
  const [from, toward] = move.split('>') as [Cell, Cell | undefined];
  if (move === 'pass') {
    await board(page).locator('button.pass').click();
  } else if (!toward) {
    await cell(page, from).click();
  } else {
    const selected = await page.evaluate(() => document.querySelector('hexone-board')!.selected);
    if (selected !== from) await cell(page, from).click();
    await board(page)
      .locator(`button.y${yToward(from, toward)! + 1}`)
      .click();
  }
  await idle(page);
}

async function playStep(page: Page, lang: Lang, step: Step): Promise<void> {
  const current = page.locator(`[data-step="${step.id}"]`);
  await expect(current).toBeVisible();
  await expect(current).toContainText(step.ask[lang]);
  if ('explore' in step.task) {
    await expect(feedback(page)).toHaveText(dictionaries[lang]['lessons.explore']);
    return;
  }
  for (const move of step.solution!.trim().split(/\s+/)) await playMove(page, move);
  await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
  // A step that asks to try a refused move is done when the refusal is found: it says so, not "Well done!".
  await expect(feedback(page)).toContainText(dictionaries[lang]['try' in step.task ? 'lessons.foundRefusal' : 'lessons.good']);
}

for (const lang of LANGS) {
  test.describe(`lessons in ${lang}`, () => {
    for (const lesson of LESSONS) {
      test(`the lesson "${lesson.slug}" can be completed by following its tasks`, async ({ page }) => {
        const errors = collectErrors(page);
        await open(page, lang, lesson.slug);
        await expect(page.locator('h1')).toHaveText(lesson.title[lang]);
        for (const [k, step] of lesson.steps.entries()) {
          await playStep(page, lang, step);
          if (k < lesson.steps.length - 1) await page.getByRole('button', { name: dictionaries[lang]['lessons.next'] }).click();
        }
        await expect(feedback(page)).toContainText(
          'explore' in lesson.steps.at(-1)!.task ? dictionaries[lang]['lessons.explore'] : dictionaries[lang]['lessons.lessonDone'],
        );
        const saved = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)) ?? '{}');
        expect(saved.done[lesson.slug]).toEqual(expect.arrayContaining(lesson.steps.map((s) => s.id)));
        // A free-play step earns no stars, so its mark stays unseen; every other step shows its stars.
        await expect(page.locator('[data-goto] [data-done]:visible')).toHaveCount(lesson.steps.filter((s) => !('explore' in s.task)).length);
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('lessons with animations on', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the lesson "chains" can be completed while the board animates every explosion', async ({ page }) => {
    test.setTimeout(60_000);
    const errors = collectErrors(page);
    const lesson = LESSONS.find((l) => l.slug === 'chains')!;
    await open(page, 'en', lesson.slug);
    for (const step of lesson.steps) {
      await playStep(page, 'en', step);
      if (step !== lesson.steps.at(-1)) await page.getByRole('button', { name: 'Next step' }).click();
    }
    expect(errors).toEqual([]);
  });
});

test.describe('lesson feedback', () => {
  test('a legal move that misses the task is explained, locks the board, and Retry starts the step again', async ({ page }) => {
    await open(page, 'en', 'explosion', '#step-first-y');
    await playMove(page, 'b2>c3');
    const step = LESSONS.find((l) => l.slug === 'explosion')!.steps.find((s) => s.id === 'first-y')!;
    await expect(feedback(page)).toHaveText(`Not quite. ${step.why!['b2>c3'].en} ${dictionaries.en['lessons.pressRetry']}`);
    await expect(feedback(page)).toHaveAttribute('data-tone', 'wrong');
    await expect(board(page)).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(board(page)).not.toHaveAttribute('readonly', '');
    // Retry is said (the miss's explanation goes, the step is set up again), not left silent.
    await expect(feedback(page)).toHaveText(dictionaries.en['lessons.retried']);
    await playMove(page, 'b2>b3');
    await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
  });

  test('a miss on a find step gets the generic explanation, in French, and the right cell then works at once', async ({ page }) => {
    await open(page, 'fr', 'board', '#step-rows');
    // Asked for a cell, not a move: no playable dots, and no status line about placing.
    await expect(board(page).locator('.legal-dot')).toHaveCount(0);
    await expect(board(page).locator('[part~="status"]')).toBeHidden();
    await cell(page, 'a3').click();
    await expect(feedback(page)).toHaveText(
      'Pas tout à fait. Ça, c’est a3, pas a1. La lettre donne la rangée, de a en bas à e en haut\u202f; le chiffre, la diagonale qui monte vers la gauche, de 1 (a1, b1, c1) à 5 (c5, d5, e5). Choisissez une autre case.',
    );
    // A find step plays nothing: the board is as it was.
    expect(await page.evaluate(() => document.querySelector('hexone-board')!.getPosition())).toBe('classic b opening');
    await cell(page, 'a1').click(); // no Retry needed
    await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
  });

  test('a refusal names the rule that applies, and goes once the step is won', async ({ page }) => {
    await open(page, 'en', 'fullest-first', '#step-most-first');
    await cell(page, 'c2').click();
    await expect(feedback(page)).toHaveText('Move refused. c2 must wait: the cell holding the most pawns explodes first (b3, d3).');
    await expect(feedback(page)).toHaveAttribute('data-tone', 'wrong');
    await cell(page, 'b3').click(); // chosen
    await cell(page, 'a1').click(); // on neither Y of b3
    await expect(feedback(page)).toContainText('a1 is on neither Y of b3');
    await playMove(page, 'b3>b4');
    await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
    await expect(feedback(page)).not.toContainText('refused');
  });

  test("a move the rules refuse is explained with the board's own message and changes nothing", async ({ page }) => {
    await open(page, 'en', 'placing', '#step-stack');
    const position = () => page.evaluate(() => document.querySelector('hexone-board')!.getPosition());
    const progress = () => page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY);
    const [positionBefore, progressBefore] = [await position(), await progress()];
    await cell(page, 'c3').click();
    await expect(feedback(page)).toHaveText('Move refused. Nobody ever places on the centre, even a player who holds it.');
    // Nothing changed: not the board's position, not the learner's progress.
    expect(await position()).toBe(positionBefore);
    expect(await progress()).toBe(progressBefore);
    await cell(page, 'b2').click();
    await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
  });

  test('"show me" plays the solution on the board, then asks the learner to do it', async ({ page }) => {
    await open(page, 'en', 'captures', '#step-take-one');
    await page.getByRole('button', { name: 'Show me' }).click();
    await expect(feedback(page)).toHaveText(dictionaries.en['lessons.shown'], { timeout: 10_000 });
    await idle(page);
    expect(await page.evaluate(() => document.querySelector('hexone-board')!.getPosition())).toBe('classic w a1:1b b3:2b c2:1b d4:1w');
    // The demonstration does not count as done.
    expect(await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)).toBeNull();
    await page.getByRole('button', { name: 'Retry' }).click();
    await playMove(page, 'b2');
    await playMove(page, 'b2>b3');
    await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
  });

  test('"show me" points at the cell of a find step and tries the refused move of a try step', async ({ page }) => {
    await open(page, 'fr', 'board', '#step-without-labels');
    await page.getByRole('button', { name: 'Montrez-moi' }).click();
    await expect(feedback(page)).toHaveText(`Voici d4. ${dictionaries.fr['lessons.shown']}`, { timeout: 10_000 });
    await expect(board(page)).toHaveAttribute('highlight', 'd4');
    await open(page, 'en', 'placing', '#step-centre');
    await page.getByRole('button', { name: 'Show me' }).click();
    await expect(feedback(page)).toHaveText(`Move refused. Nobody ever places on the centre, even a player who holds it. ${dictionaries.en['lessons.shown']}`, {
      timeout: 10_000,
    });
  });

  test('a step can be done with the keyboard alone, and Next reached with Tab', async ({ page }) => {
    await open(page, 'en', 'explosion', '#step-three');
    await cell(page, 'c3').focus(); // the board's one tab stop
    await page.keyboard.press('z'); // to the south-west neighbour: b2
    await expect(cell(page, 'b2')).toBeFocused();
    await page.keyboard.press('Enter'); // place: b2 now holds 3 and is chosen to explode
    await idle(page);
    await page.keyboard.press('1'); // its first Y
    await idle(page);
    await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
    const next = page.getByRole('button', { name: 'Next step' });
    for (let k = 0; k < 12 && !(await next.evaluate((b) => b === document.activeElement)); k++) await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-step="first-y"]')).toBeVisible();
  });

  test('the step buttons and the step list move between steps and follow the address', async ({ page }) => {
    await open(page, 'en', 'placing');
    await expect(page).toHaveURL(/#step-stack$/);
    await expect(page.getByRole('button', { name: 'Previous step' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.locator('[data-step="spread"]')).toBeVisible();
    await expect(page.locator('[data-step="stack"]')).toBeHidden();
    await expect(page.locator('[data-step="spread"] h2')).toBeFocused();
    await page.locator('[data-goto="far"]').click();
    await expect(page).toHaveURL(/#step-far$/);
    await expect(page.getByRole('button', { name: 'Next step' })).toBeDisabled();
  });
});

test.describe('lesson progress', () => {
  test('survives a reload: done steps are marked and the lesson reopens at the first step left', async ({ page }) => {
    await open(page, 'en', 'board');
    await cell(page, 'c3').click();
    await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
    await page.goto('/en/hexone/lessons/board/');
    await expect(page.locator('.lesson.is-live')).toBeVisible();
    await expect(page).toHaveURL(/#step-rows$/);
    await expect(page.locator('[data-goto="centre"] [data-done]')).toBeVisible();
    await expect(page.locator('[data-goto="rows"] [data-done]')).toBeHidden();
    await page.goto('/en/hexone/lessons/');
    await expect(page.locator('[data-lesson="board"] [data-progress]')).toHaveText('1 of 4 steps done');
    // Clearing asks first, in a modal dialog: "keep" (focused first, or Escape) erases nothing.
    const reset = page.getByRole('button', { name: 'Clear my progress' });
    const dialog = page.getByRole('dialog', { name: 'Clear your progress?' });
    await reset.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep my progress' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(reset).toBeFocused();
    await expect(page.locator('[data-lesson="board"] [data-progress]')).toHaveText('1 of 4 steps done');
    await reset.click();
    await dialog.getByRole('button', { name: 'Keep my progress' }).click();
    await expect(page.locator('[data-lesson="board"] [data-progress]')).toHaveText('1 of 4 steps done');
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY))!).done).toEqual({ board: ['centre'] });
    await reset.click();
    await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.locator('[data-lesson="board"] [data-progress]')).toBeHidden();
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY))!)).toEqual({ done: {}, stars: {}, last: null });
  });

  test('corrupted saved progress starts afresh with a notice, without a page error', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/fr/hexone/lessons/');
    await page.evaluate((key) => localStorage.setItem(key, '{"done": [oops'), PROGRESS_KEY);
    await open(page, 'fr', 'opening');
    await expect(page.locator('[data-notice]')).toHaveText(dictionaries.fr['lessons.corrupt']);
    await expect(page.locator('[data-step="first-pawn"]')).toBeVisible();
    await page.reload();
    await expect(page.locator('.lesson.is-live')).toBeVisible();
    await expect(page.locator('[data-notice]')).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe('lesson pages', () => {
  test('read without JavaScript: every step with its task and a drawing of its board', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/fr/hexone/lessons/explosion/');
    const lesson = LESSONS.find((l) => l.slug === 'explosion')!;
    for (const step of lesson.steps) {
      const item = page.locator(`[data-step="${step.id}"]`);
      await expect(item).toBeVisible();
      await expect(item).toContainText(step.text.fr);
      await expect(item.locator('.board-static svg')).toBeVisible();
    }
    await expect(page.locator('[data-feedback]')).toBeHidden();
    await context.close();
  });

  test('have the same slugs in both languages, linked from the index in order', async ({ page }) => {
    for (const lang of LANGS) {
      await page.goto(`/${lang}/hexone/lessons/`);
      const links = await page.locator('[data-lesson-index] > li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toEqual(LESSONS.map((l) => `/${lang}/hexone/lessons/${l.slug}/`));
    }
  });

  for (const path of ['/en/hexone/lessons/', '/fr/hexone/lessons/chains/', '/en/hexone/lessons/explosion/']) {
    test(`axe finds nothing on ${path}`, async ({ page }) => {
      await page.goto(path);
      if (path.endsWith('/lessons/')) await expect(page.locator('h1')).toBeVisible();
      else {
        await expect(page.locator('.lesson.is-live')).toBeVisible();
        await idle(page);
      }
      const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('axe finds nothing after a wrong move (feedback and locked board shown)', async ({ page }) => {
    await open(page, 'en', 'captures', '#step-take-one');
    await playMove(page, 'b2');
    await playMove(page, 'b2>c3');
    await expect(feedback(page)).toHaveAttribute('data-tone', 'wrong');
    const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('load the lesson player in under 8 KB of gzipped JavaScript of its own', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await open(page, 'en', 'chains');
    let player = 0;
    let total = 0;
    for (const url of scripts) {
      const size = gzipSync(await (await request.get(url)).body(), { level: 9 }).length;
      total += size;
      if (/LessonPlayer|progress/.test(url)) player += size;
    }
    console.log(
      `lesson page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files, of which the player ${(player / 1024).toFixed(1)} KB`,
    );
    expect(player).toBeGreaterThan(0);
    expect(player).toBeLessThan(8 * 1024);
  });
});
