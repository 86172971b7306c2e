/**
 * What lessons and puzzles say after a move, on the built site (issue 24): the board never moves when a verdict,
 * a refusal or the stars appear (measured, on a desktop and on a phone); a step that asks to try a refused move
 * gives the board's answer under the board and says the refusal was found; French feedback keeps its typography
 * (narrow no-break spaces, one colon per sentence, no capital after a colon) as the page shows it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { yToward, type Cell } from '@engine/hexone/cells.js';
import { dictionaries } from '@site/i18n/index.js';
import { frenchTypography } from '../../unit/french-typography.js';
import { FOUR, open as openPuzzle, quietPlacement } from './puzzles-helpers.js';
import { goalFinish } from '@site/components/hexone/puzzle/tree.js';

test.use({ reducedMotion: 'reduce' });

const feedback = (page: Page) => page.locator('[data-feedback]');
const idle = (page: Page) => page.evaluate(() => document.querySelector('hexone-board')!.whenIdle());

/** Where the board's drawing is on the screen, rounded to the pixel. */
async function boardBox(page: Page): Promise<string> {
  return page.evaluate(() => {
    const box = document.querySelector('hexone-board')!.shadowRoot!.querySelector('svg')!.getBoundingClientRect();
    return [box.x, box.y, box.width, box.height].map((v) => Math.round(v)).join(',');
  });
}

async function openLesson(page: Page, lang: string, slug: string, step: string): Promise<void> {
  await page.goto(`/${lang}/hexone/lessons/${slug}/#step-${step}`);
  await expect(page.locator('.lesson.is-live')).toBeVisible();
  await idle(page);
  await toBoard(page);
}

/** On a phone the reader scrolls to the board to play it (the board at the top of the screen); a desktop shows it whole. */
async function toBoard(page: Page): Promise<void> {
  if (page.viewportSize()!.width < 700) await page.locator('hexone-board').evaluate((board) => board.scrollIntoView({ block: 'start' }));
}

/** A real click in the middle of a cell of the board. */
async function clickCell(page: Page, name: string): Promise<void> {
  await page.locator(`hexone-board [data-cell="${name}"]`).click();
  await idle(page);
}

/**
 * Clicks `target` as a person would (scrolled into view first if it is not, as they would scroll to it), and checks
 * that what follows the click (the verdict, the stars, the board's own redraw) leaves the board where it was.
 */
async function clickAndHold(page: Page, target: Locator): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'nearest' })); // as little as a person scrolls to reach it
  const before = await boardBox(page);
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await idle(page);
  await page.waitForTimeout(100); // anything the page does after the move (feedback, stars, focus) is done by now
  expect(await boardBox(page)).toBe(before);
}
const cellOf = (page: Page, name: string) => page.locator(`hexone-board [data-cell="${name}"]`);

for (const [name, width, height] of [
  ['a desktop window', 1280, 800],
  ['a 390×844 phone', 390, 844],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport: { width, height } });

    test('a lesson’s board stays put through a miss, a refusal, and a step won with its stars', async ({ page }) => {
      await openLesson(page, 'en', 'explosion', 'first-y');
      await clickAndHold(page, page.locator('hexone-board button.y2')); // the other Y: a miss
      await expect(feedback(page)).toHaveAttribute('data-tone', 'wrong');
      await page.getByRole('button', { name: 'Retry' }).click();
      await idle(page);
      await clickAndHold(page, cellOf(page, 'a1')); // on b2's Y through b3: fires it, and the step is won
      await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
      await expect(page.locator('[data-lesson-stars]')).toBeVisible();

      await openLesson(page, 'en', 'placing', 'stack');
      await clickAndHold(page, cellOf(page, 'c3')); // refused: the centre
      await expect(feedback(page)).toContainText(dictionaries.en['lessons.refused']);
    });

    test('a puzzle’s board stays put through a miss, good moves and the solve', async ({ page }) => {
      await openPuzzle(page, 'en', FOUR.id);
      await toBoard(page);
      await clickAndHold(page, cellOf(page, quietPlacement(FOUR)));
      await expect(feedback(page)).toHaveAttribute('data-tone', 'wrong');
      await page.getByRole('button', { name: dictionaries.en['puzzles.retry'] }).click();
      await idle(page);
      for (const move of [...FOUR.solution.split(' '), ...goalFinish(FOUR)]) {
        const [from, toward] = move.split('>') as [Cell, Cell | undefined];
        if (toward && (await page.evaluate(() => document.querySelector('hexone-board')!.selected)) !== from) await clickAndHold(page, cellOf(page, from));
        await clickAndHold(page, toward ? page.locator(`hexone-board button.y${yToward(from, toward)! + 1}`) : cellOf(page, from));
      }
      await expect(feedback(page)).toContainText(dictionaries.en['puzzles.solvedAfterMiss']);
    });
  });
}

test('a step that asks to try a refused move shows the board’s answer on the board, and says the refusal was found, no “Bravo”', async ({ page }) => {
  await openLesson(page, 'fr', 'opening', 'taken');
  await clickCell(page, 'b3');
  const said = feedback(page);
  await expect(said).toHaveAttribute('data-tone', 'good');
  const text = await said.innerText();
  expect(text.startsWith(dictionaries.fr['lessons.foundRefusal'])).toBe(true);
  expect(text).not.toContain(dictionaries.fr['lessons.good']);
  expect(text).not.toMatch(/Refusé\s*:/);
  // The board's own answer, on the board, under its status line (read out: the line is a live region).
  const answer = page.locator('hexone-board [part="message"]');
  await expect(answer).toBeVisible();
  await expect(answer).toHaveText('b3 porte déjà le pion d’ouverture adverse\u202f: le second pion d’ouverture va sur une autre case du premier anneau.');
  await expect(answer).toHaveAttribute('role', 'status');
});

test('French feedback keeps its narrow no-break spaces and one colon per sentence, as the page shows it', async ({ page }) => {
  await openLesson(page, 'fr', 'board', 'peaks');
  await clickCell(page, 'c5');
  await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
  const won = await feedback(page).textContent();
  expect(won).toContain('Bravo\u202f! Oui\u202f: c5');
  expect(frenchTypography(won!)).toEqual([]);

  await openLesson(page, 'fr', 'fullest-first', 'most-first');
  await clickCell(page, 'c2'); // must wait: refused, worded after the rule
  const refused = await feedback(page).textContent();
  expect(refused).toContain(dictionaries.fr['lessons.refused']);
  expect(frenchTypography(refused!)).toEqual([]);

  await openPuzzle(page, 'fr', FOUR.id);
  await clickCell(page, 'c3');
  const puzzleRefused = await feedback(page).textContent();
  expect(puzzleRefused).toBe('Coup refusé. Personne ne pose sur le centre (c3).');
  expect(frenchTypography(puzzleRefused!)).toEqual([]);
});

test('a puzzle’s facts say “Type\u202f:” in French, the colon in the text, not drawn by CSS', async ({ page }) => {
  await openPuzzle(page, 'fr', FOUR.id);
  const terms = page.locator('.puzzle-facts dt');
  await expect(terms).toHaveText(['Type\u202f:', 'Règles\u202f:', 'Difficulté\u202f:']);
  expect(await terms.first().evaluate((dt) => getComputedStyle(dt, '::after').content)).toMatch(/^(none|normal)$/);
});

test('a lesson draws no numbered marks of the turn just played beside the pawn counts (lesson 3 on)', async ({ page }) => {
  await openLesson(page, 'en', 'placing', 'stack');
  await clickCell(page, 'b2');
  await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
  // The board keeps its trail (the play page explains it under the board), but a lesson does not show it.
  const trail = page.locator('hexone-board [data-marks="trail"]');
  await expect(trail).toHaveCount(1);
  await expect(trail).toBeHidden();
  await expect(page.locator('hexone-board [part="legend"]')).toBeHidden();
});

test('a French lesson on a phone shifts nothing when its player starts (the stars line keeps one line)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/fr/hexone/lessons/board/');
  await expect(page.locator('.lesson.is-live')).toBeVisible();
  await idle(page);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.05);
  await expect(page.locator('[data-lesson-stars]')).toHaveCSS('white-space', 'nowrap');
  await context.close();
});
