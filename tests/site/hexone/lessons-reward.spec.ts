/**
 * Lessons that reward, end to end on the built site: stars per step against the par (stars.ts) shown
 * on the lesson page and the index once a lesson is done; "continue where you left off" on the home
 * page and the lessons index, in both languages and absent for a newcomer or without JavaScript;
 * each step on its own embed page, framed by an outer page of another origin and completed inside it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { yToward } from '@engine/hexone/cells.js';
import { PROGRESS_KEY } from '@site/components/hexone/lesson/progress.js';
import { dictionaries, LANGS } from '@site/i18n/index.js';
import { format } from '@site/i18n/format.js';
import { collectErrors } from '../shared/site-pages.js';

test.use({ reducedMotion: 'reduce' });

const feedback = (page: Page | FrameLocator) => page.locator('[data-feedback]');
const cell = (page: Page | FrameLocator, name: string) => page.locator(`hexone-board [data-cell="${name}"]`);
/** The step "first-y": b2, already chosen when the step opens (it must explode), goes along the Y through b3. */
async function explodeB2TowardB3(page: Page | FrameLocator): Promise<void> {
  await expect(page.locator('hexone-board')).toHaveJSProperty('selected', 'b2');
  await page.locator(`hexone-board button.y${yToward('b2', 'b3')! + 1}`).click();
}

/** Serves one HTML page on a free port of 127.0.0.1 (another origin than the site's). */
async function serve(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_, response) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const saved = async (page: Page) => JSON.parse((await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)) ?? 'null');

async function openLesson(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.lesson.is-live')).toBeVisible();
}

test.describe('stars', () => {
  test("a finished lesson shows each step's stars and the lesson's total, on its page and on the index", async ({ page }) => {
    const errors = collectErrors(page);
    const en = dictionaries.en;
    await openLesson(page, '/en/hexone/lessons/board/');
    // Step 1, right the first time: three stars.
    await cell(page, 'c3').click();
    await expect(feedback(page)).toContainText(en['lessons.earned.3']);
    await page.getByRole('button', { name: 'Next step' }).click();
    // Step 2, one miss first: two stars.
    await cell(page, 'a3').click();
    await expect(feedback(page)).toHaveAttribute('data-tone', 'wrong');
    await cell(page, 'a1').click();
    await expect(feedback(page)).toContainText(en['lessons.earned.2']);
    await page.getByRole('button', { name: 'Next step' }).click();
    // Step 3, after "show me": one star.
    await page.getByRole('button', { name: 'Show me' }).click();
    await expect(feedback(page)).toContainText(en['lessons.shown'], { timeout: 10_000 });
    await page.getByRole('button', { name: 'Retry' }).click();
    await cell(page, 'd4').click();
    await expect(feedback(page)).toContainText(en['lessons.earned.1']);
    await page.getByRole('button', { name: 'Next step' }).click();
    // Step 4, two misses: one star.
    await cell(page, 'a1').click();
    await cell(page, 'e5').click();
    await cell(page, 'c5').click();
    await expect(feedback(page)).toContainText(`${en['lessons.earned.1']} ${en['lessons.lessonDone']}`);

    const stars = await page.locator('[data-goto] [data-done]').evaluateAll((marks) => marks.map((m) => m.getAttribute('data-stars')));
    expect(stars).toEqual(['3', '2', '1', '1']);
    // Drawn by CSS from that attribute: filled stars, then empty ones.
    const drawn = await page.locator('[data-goto="rows"] [data-glyphs]').evaluate((el) => getComputedStyle(el, '::before').content);
    expect(drawn).toBe('"★★☆"');
    await expect(page.locator('[data-goto="rows"] [data-words]')).toHaveText(' (done, 2 stars of 3)');
    await expect(page.locator('[data-lesson-stars]')).toHaveText('★ Lesson stars: 7 of 12');
    expect((await saved(page)).stars.board).toEqual({ centre: 3, rows: 2, 'without-labels': 1, peaks: 1 });

    // Replaying a step better raises its stars; a worse replay never lowers them.
    await page.locator('[data-goto="peaks"]').click();
    await cell(page, 'c5').click();
    await expect(feedback(page)).toContainText(en['lessons.earned.3']);
    await page.locator('[data-goto="centre"]').click();
    await page.getByRole('button', { name: 'Show me' }).click();
    await expect(feedback(page)).toContainText(en['lessons.shown'], { timeout: 10_000 });
    await page.getByRole('button', { name: 'Retry' }).click();
    await cell(page, 'c3').click();
    await expect(feedback(page)).toContainText(en['lessons.earned.1']);
    await expect(page.locator('[data-lesson-stars]')).toHaveText('★ Lesson stars: 9 of 12');

    await page.goto('/en/hexone/lessons/');
    await expect(page.locator('[data-lesson="board"] [data-progress]')).toHaveText('✓ Lesson complete');
    await expect(page.locator('[data-lesson="board"] [data-stars]')).toHaveText('★ 9 stars of 12');
    await expect(page.locator('[data-lesson="opening"] [data-stars]')).toBeHidden();
    await page.goto('/fr/hexone/lessons/');
    await expect(page.locator('[data-lesson="board"] [data-stars]')).toHaveText('★ 9 étoiles sur 12');
    expect(errors).toEqual([]);
  });

  test('progress saved before stars existed still reads: one star per done step, no notice', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/en/hexone/lessons/');
    await page.evaluate((key) => localStorage.setItem(key, '{"done":{"board":["centre","rows"]}}'), PROGRESS_KEY);
    await openLesson(page, '/en/hexone/lessons/board/');
    await expect(page.locator('[data-notice]')).toBeHidden();
    await expect(page).toHaveURL(/#step-without-labels$/);
    expect(await page.locator('[data-goto] [data-done]:visible').evaluateAll((marks) => marks.map((m) => m.getAttribute('data-stars')))).toEqual(['1', '1']);
    await expect(page.locator('[data-goto="without-labels"] [data-done]')).toBeHidden();
    await expect(page.locator('[data-lesson-stars]')).toHaveText('★ Lesson stars: 2 of 12');
    expect(errors).toEqual([]);
  });

  test('stars that are not a number from 1 to 3 count as corrupted progress: a fresh start with a notice', async ({ page }) => {
    await page.goto('/en/hexone/lessons/');
    await page.evaluate((key) => localStorage.setItem(key, '{"done":{},"stars":{"board":{"centre":7}}}'), PROGRESS_KEY);
    await openLesson(page, '/en/hexone/lessons/board/');
    await expect(page.locator('[data-notice]')).toHaveText(dictionaries.en['lessons.corrupt']);
    await expect(page.locator('[data-lesson-stars]')).toBeHidden();
  });
});

test.describe('continue where you left off', () => {
  for (const lang of LANGS) {
    const d = dictionaries[lang];
    test(`in ${lang}: nothing for a newcomer, then a link to the first step left, on the home page and the lessons index`, async ({ page }) => {
      const errors = collectErrors(page);
      for (const path of [`/${lang}/hexone/`, `/${lang}/hexone/lessons/`]) {
        await page.goto(path);
        await page.waitForLoadState('load');
        await expect(page.locator('[data-continue]')).toBeHidden();
      }
      await openLesson(page, `/${lang}/hexone/lessons/board/`);
      await cell(page, 'c3').click();
      await expect(feedback(page)).toHaveAttribute('data-tone', 'good');

      const board = lang === 'fr' ? 'Le plateau et le nom des cases' : 'The board and its cell names';
      const text = format(lang, d['lessons.continueTo'], { title: board, n: 2 });
      for (const path of [`/${lang}/hexone/lessons/`, `/${lang}/hexone/`]) {
        await page.goto(path);
        const link = page.locator('[data-continue] a');
        await expect(link).toHaveText(text);
        await expect(link).toHaveAttribute('href', `/${lang}/hexone/lessons/board/#step-rows`);
      }
      await page.locator('[data-continue] a').click();
      await expect(page.locator('[data-step="rows"]')).toBeVisible();
      await expect(page.locator('[data-step="centre"]')).toBeHidden();
      expect(errors).toEqual([]);
    });
  }

  test('a finished lesson sends the learner on to the next lesson not finished, and nothing shows once all are done', async ({ page }) => {
    await page.goto('/en/hexone/');
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({
            done: { board: ['centre', 'rows', 'without-labels', 'peaks'], opening: ['first-pawn'] },
            stars: {},
            last: 'board',
          }),
        ),
      PROGRESS_KEY,
    );
    await page.reload();
    await expect(page.locator('[data-continue] a')).toHaveAttribute('href', '/en/hexone/lessons/opening/#step-draw');
    await expect(page.locator('[data-continue] a')).toHaveText('Continue where you left off: The opening, step 2');
    // Everything done: there is nowhere to continue.
    const slugs = await page.locator('[data-continue]').getAttribute('data-lessons');
    const all = Object.fromEntries((JSON.parse(slugs!) as { slug: string; steps: string[] }[]).map((l) => [l.slug, l.steps]));
    await page.evaluate(([key, done]) => localStorage.setItem(key, JSON.stringify({ done, stars: {}, last: 'tiles' })), [PROGRESS_KEY, all] as const);
    await page.reload();
    await page.waitForLoadState('load');
    await expect(page.locator('[data-continue]')).toBeHidden();
  });

  test('without JavaScript the pages read as plain pages, without the link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/fr/hexone/', '/en/hexone/lessons/']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('[data-continue]')).toBeHidden();
    }
    await context.close();
  });
});

test.describe('a step embedded in another page', () => {
  test("the lesson page offers each step's frame code, pointing at that step's own page", async ({ page }) => {
    await openLesson(page, '/fr/hexone/lessons/explosion/#step-first-y');
    const step = page.locator('[data-step="first-y"]');
    await step.getByText(dictionaries.fr['lessons.share']).click();
    const code = await step.locator('[data-snippet]').inputValue();
    expect(
      code.startsWith(
        `<iframe src="${new URL(page.url()).origin}/fr/embed/lesson/explosion/first-y/" title="Leçon d’Hexone «\u202fL’explosion et les deux Y\u202f», étape 2" `,
      ),
    ).toBe(true);
    expect(code).toMatch(/<\/iframe>$/);
    // A read-only box, labelled, to copy the code from; and the step's own page behind the link.
    await expect(step.getByLabel(dictionaries.fr['lessons.shareHelp'])).toHaveAttribute('readonly', '');
    await step.getByRole('link', { name: dictionaries.fr['lessons.shareOpen'] }).click();
    await expect(page).toHaveURL(/\/fr\/embed\/lesson\/explosion\/first-y\/#step-first-y$/);
    await expect(page.locator('h1')).toHaveText('Leçon d’Hexone «\u202fL’explosion et les deux Y\u202f», étape 2');
  });

  test('an outer page of another origin shows the step in the frame, and its task can be completed there', async ({ page, baseURL }) => {
    const errors = collectErrors(page);
    await openLesson(page, '/en/hexone/lessons/explosion/');
    // The code as copied, pasted unchanged: it names the address the lesson page was opened at.
    const code = await page.locator('[data-step="first-y"] [data-snippet]').inputValue();
    expect(code).toContain(`src="${baseURL}/en/embed/lesson/explosion/first-y/"`);
    // A teacher's page on another origin: a server of the test's own, on another port.
    const outer = await serve(
      `<!doctype html><html lang="en"><head><title>A teacher's page</title></head><body><h1>Today: explosions</h1>${code}</body></html>`,
    );
    try {
      await page.goto(outer.url);
      const frame = page.frameLocator('iframe');
      await expect(frame.locator('.lesson.is-live')).toBeVisible();
      await expect(frame.locator('h1')).toHaveText('Hexone lesson: Explosions and the two Ys, step 2');
      await expect(frame.locator('[data-step="first-y"]')).toBeVisible();
      await expect(frame.getByRole('button', { name: 'Next step' })).toHaveCount(0);
      await explodeB2TowardB3(frame);
      await expect(feedback(frame)).toHaveAttribute('data-tone', 'good');
      await expect(feedback(frame)).toContainText(dictionaries.en['lessons.earned.3']);
      await expect(feedback(frame)).not.toContainText(dictionaries.en['lessons.lessonDone']);
      expect(errors).toEqual([]);
    } finally {
      await outer.close();
    }
  });

  const embeds: { path: string; play: (page: Page) => Promise<void> }[] = [
    {
      path: '/en/embed/lesson/explosion/first-y/',
      play: async (page) => {
        await explodeB2TowardB3(page);
      },
    },
    { path: '/fr/embed/lesson/board/rows/', play: (page) => cell(page, 'a1').click() },
  ];
  for (const { path, play } of embeds) {
    test(`axe finds nothing on ${path}, before and after its task is done`, async ({ page }) => {
      await openLesson(page, path);
      const violations = async () =>
        (await new AxeBuilder({ page }).setLegacyMode(true).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(await violations()).toEqual([]);
      await play(page);
      await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
      expect(await violations()).toEqual([]);
    });
  }
});
