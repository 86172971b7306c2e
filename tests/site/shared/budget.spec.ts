/**
 * JavaScript weight: what a page actually loads (every script response, gzip -9), measured on the
 * built site. Lesson pages (and a lesson step framed alone) must stay within the budget below (LESSON_BUDGET); the others are printed for the record.
 *
 * The budget was 40 KB (lesson pages measured about 38.2 KB). Splitting <hexone-board> by job (issue 11:
 * reactive controllers and pure modules with readable names) added about 1.6 KB gzip to the board, the
 * helpers shared through components/shared/ come as small chunks of their own, and lesson stars and the
 * "continue" link add about 0.4 KB, and the engine's checks of untrusted input about 1.1 KB. Since Hexa-dominos
 * pages share Lit and XState with Hexone's, the site's build puts them in a chunk of their own instead of inside the
 * board's one file, which compresses about 3 KB worse; coercing the board's properties of any JavaScript type adds
 * 0.7 KB: lesson pages measured 44.8 KB (45,881 bytes). Issue 10's element half (bad objects refused, a
 * controlled component's record kept, record errors naming their move, in both languages) adds 0.45 KB: they
 * measure 45.3 KB (46,339 bytes). Issue 14 adds 0.4 KB more: the header's colours switch
 * (dark mode, inline on every page) and lesson pages opening at their title. (The play page's game summary reads
 * the record's words instead of importing the engine's rules: an import would split the board's chunk, +0.9 KB.)
 * Issue 14's board parts (moves drawn over the board, the status line during chains, keys by position with a
 * help panel, in both languages) add 2.8 KB: about 48.5 KB. The board editor (issue 15) imports the engine's
 * position notation and cells too, so the site's build moves them out of the board's chunk into a chunk of their own
 * (5.0 KB), which compresses about 0.9 KB worse: lesson pages measured 49.42 KB (50,605 bytes). Splitting the
 * board's last big modules by job (what is on screen, who plays each side, what is announced: view.ts, sides.ts,
 * voice-controller.ts) adds 0.35 KB, and lesson progress reading saved data through the shared reader
 * (components/shared/storage.ts) 0.2 KB: they measured 50.02 KB (51,216 bytes). Then the site's build was told
 * to keep the board's modules and the engine's rules they draw in one chunk (astro.config.mjs, codeSplitting
 * groups), which wins back the 0.9 KB and more: lesson pages measure 48.31 KB (49,473 bytes), so the budget is
 * 49.5 KB again, and any growth past it still fails here. (Terser instead of Vite's minifier was tried: 0.3 KB worse.)
 * Later work brought them to about 49.0 KB. Issue 24 adds 1.0 KB: the board's half for keyboard and screen-reader
 * users (refusals read out, a chosen cell's Ys read with their cells, named rows, focus kept on the board, the status
 * while the computer's pawn lands, what numbered marks are: 0.5 KB), and the lesson player's half (feedback
 * sentences that keep French spacing, a refusal found, the frame code naming the page's own address: 0.4 KB):
 * lesson pages measure 49.99 KB (51,190 bytes), so the budget is 50.5 KB. Issue 20's engine half (every export of the
 * engine and the machine read what they are given once into a checked copy: engine/shared/untrusted.ts) adds 1.2 KB:
 * 51.19 KB (52,419 bytes). Issue 20's element half (the attribute and voice controllers shared with <hexadominos-board>,
 * every property and event read once as plain data, computers that resume when a board is moved) adds 1.4 KB: 52.57 KB
 * (53,829 bytes), so the budget is 53 KB. Then what both boards share (Lit, XState, the engines' guard module, the
 * elements' shared controllers) moved into one runtime chunk of its own, as dist/shared/ has it: it had been in
 * Hexone's board chunk, so every Hexa-dominos page downloaded Hexone's board too (87.5 KB → 64.3 KB there). Hexone's
 * lesson pages pay 0.1 KB for it, with the elements' exchange with their game in modules of their own (play.ts):
 * 53.10 KB (54,373 bytes), so the budget was 53.25 KB. Issue 31's embedding fixes (record limits read before the text,
 * one French loader for both elements, a bot disposed while it loads; docs/sizes.md) measured 53.32 KB: 53.4 KB.
 * Issues 30 and 31 merged together (the machine's exact can() and refusal(), frozen copies handed out, the explode
 * choice read from a Y's cells and landing spots, Undo/Redo/keys said, lesson boards naming their rules) measured
 * 54.72 KB: 54.9 KB, so growth is still caught. Session 10 (one pattern for both elements' fed properties, issue 31;
 * the hand-off and lesson words of issues 29–30) measured 55.15 KB: 55.3 KB. Session 11 (issue 33: the board's `sound`
 * flag, the synthesiser itself fetched only when sound is on; the computer's five levels and their older names)
 * measured 55.36 KB: 55.5 KB. Session 16 (the lessons' sound switch, its script and the choice kept in the browser; a
 * step's task copied under the board for a phone) measured 55.74 KB: 56 KB.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { builtPages } from './site-pages.js';

const LESSON_BUDGET = 56 * 1024;

async function scriptBytes(page: Page, path: string): Promise<{ total: number; files: string[] }> {
  const bodies: Promise<{ url: string; size: number }>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script' || response.status() >= 300) return; // redirects have no body
    bodies.push(response.body().then((body) => ({ url: response.url(), size: gzipSync(body, { level: 9 }).length })));
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // No body asked for after this (a script fetched late would be read after the page is closed): what loaded by then counts.
  page.off('response', onResponse);
  const scripts = await Promise.all(bodies);
  // Inline scripts count too.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !s.getAttribute('type') || s.getAttribute('type') === 'module')
      .map((s) => s.textContent ?? '')
      .join('\n'),
  );
  const inlineSize = inline ? gzipSync(Buffer.from(inline), { level: 9 }).length : 0;
  return {
    total: scripts.reduce((sum, s) => sum + s.size, 0) + inlineSize,
    files: [...scripts.map((s) => `${new URL(s.url).pathname} ${(s.size / 1024).toFixed(1)} KB`), `inline ${(inlineSize / 1024).toFixed(1)} KB`],
  };
}

// Every lesson page, and one lesson step framed alone per language (the same player and board: one each is enough).
const lessons = [
  ...builtPages().filter((p) => /^\/(fr|en)\/hexone\/lessons\/[^/]+\/$/.test(p)),
  '/en/embed/lesson/chains/three/',
  '/fr/embed/lesson/tiles/four-on-gray/',
];

test('lesson pages exist to be measured', () => {
  expect(lessons.length).toBeGreaterThan(0);
});

for (const path of lessons) {
  test(`${path} loads at most ${LESSON_BUDGET / 1024} KB of JavaScript (gzip)`, async ({ page }) => {
    const { total, files } = await scriptBytes(page, path);
    test.info().annotations.push({ type: 'js-gzip', description: `${(total / 1024).toFixed(1)} KB: ${files.join(', ')}` });
    expect(total, `${(total / 1024).toFixed(2)} KB in all:\n${files.join('\n')}`).toBeLessThanOrEqual(LESSON_BUDGET);
  });
}

test('the JavaScript weight of the other main pages is reported', async ({ browser }) => {
  const lines: string[] = [];
  for (const path of ['/en/', '/en/hexone/', '/en/hexone/play/', '/en/hexone/rules/', '/en/embed/']) {
    const context = await browser.newContext(); // a fresh cache: every script counts on every page
    const { total, files } = await scriptBytes(await context.newPage(), path);
    await context.close();
    lines.push(`${path} ${(total / 1024).toFixed(1)} KB`);
    // Hexone's pages never pull in the other game's board (the embed page shows both).
    if (path.startsWith('/en/hexone/'))
      expect(
        files.some((f) => f.includes('/hexadominos-board.')),
        `${path}:\n${files.join('\n')}`,
      ).toBe(false);
    // The rules summary is diagrams and prose: it must not pull in the board.
    if (path === '/en/hexone/rules/') expect(total).toBeLessThan(2 * 1024);
  }
  console.log(`JavaScript loaded (gzip): ${lines.join(' · ')}`);
});

// Hexa-dominos pages load <hexadominos-board> and the runtime both boards share: their weight is reported, not held
// to the lesson budget, and they must not pull in Hexone's board as well (they did, when the shared modules sat in
// Hexone's chunk).
test('the JavaScript weight of the Hexa-dominos lesson and play pages is reported', async ({ browser }) => {
  const lines: string[] = [];
  for (const path of ['/en/hexadominos/lessons/reading/', '/fr/hexadominos/lessons/reading/', '/en/hexadominos/play/']) {
    const context = await browser.newContext();
    const { total, files } = await scriptBytes(await context.newPage(), path);
    await context.close();
    lines.push(`${path} ${(total / 1024).toFixed(1)} KB`);
    expect(
      files.some((f) => f.includes('/hexone-board.')),
      files.join('\n'),
    ).toBe(false);
  }
  console.log(`Hexa-dominos JavaScript loaded (gzip): ${lines.join(' · ')}`);
});
