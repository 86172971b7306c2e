/**
 * Fresh puzzles on the built site: the endless mode makes, in a Web Worker, a puzzle the solver
 * confirms has exactly one answer (re-solved here in Node), that can be played to the end; the
 * daily puzzle is the same on two loads of the same day (two browser contexts: two "players").
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { yToward, type Cell } from '@engine/hexone/cells.js';
import { type Goal, checkLine, parseLine, solve } from '@engine/hexone/solver/index.js';
import { t } from '@site/i18n/index.js';
import { collectErrors } from '../shared/site-pages.js';

test.use({ reducedMotion: 'reduce' });

const made = (page: Page) => page.locator('[data-puzzle-player][data-position]');

async function madePuzzle(page: Page): Promise<{ position: string; goal: Goal; solution: string }> {
  await expect(made(page)).toHaveCount(1, { timeout: 60_000 });
  return page.locator('[data-puzzle-player]').evaluate((el) => {
    const d = (el as HTMLElement).dataset;
    return { position: d.position!, goal: JSON.parse(d.goal!), solution: d.solution! };
  });
}

async function playMove(page: Page, move: string): Promise<void> {
  const [from, toward] = move.split('>') as [Cell, Cell | undefined];
  const selected = await page.evaluate(() => document.querySelector('hexone-board')!.selected);
  if (!toward || selected !== from) await page.locator(`#puzzle-board [data-cell="${from}"]`).click();
  if (toward) await page.locator(`#puzzle-board button.y${yToward(from, toward)! + 1}`).click();
  await page.evaluate(() => document.querySelector('hexone-board')!.whenIdle());
}

test('endless mode makes a puzzle with exactly one answer, at the settings asked, and it plays to "solved"', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/en/hexone/puzzles/endless/?kind=intro&rules=classic&theme=take&seed=11');
  const puzzle = await madePuzzle(page);
  const report = solve(puzzle.position, puzzle.goal);
  expect(report.ok && report.value.complete && report.value.unique).toBe(true);
  const line = checkLine(puzzle.position, puzzle.goal, parseLine(puzzle.solution)!);
  expect(line.ok && line.value.reached).toBe(true);
  expect(puzzle.goal.type).toBe('take');
  await expect(page.locator('select[name="theme"]')).toHaveValue('take');
  await expect(page.locator('.puzzle-task')).toBeVisible();
  for (const move of puzzle.solution.split(' ')) await playMove(page, move);
  await expect(page.locator('[data-feedback]')).toContainText(t('en', 'puzzles.solved'));
  await expect(page.locator('[data-next]')).toHaveAttribute('href', /\/en\/hexone\/puzzles\/endless\/\?kind=intro&rules=classic&theme=take&seed=\d+/);
  expect(errors).toEqual([]);
});

test('endless mode without a seed picks one and puts it in the address, so a reload gives the same puzzle', async ({ page }) => {
  await page.goto('/fr/hexone/puzzles/endless/?kind=intro&rules=express');
  const first = await madePuzzle(page);
  expect(page.url()).toMatch(/seed=\d+/);
  await page.reload();
  expect((await madePuzzle(page)).position).toBe(first.position);
  expect(first.position.startsWith('express ')).toBe(true);
});

test('the daily puzzle is the same on two loads by two players on the same day', async ({ browser }) => {
  const day = new Date('2026-11-23T09:00:00Z'); // a Monday: first steps, made in a moment
  const positions: string[] = [];
  for (const lang of ['fr', 'en']) {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.setFixedTime(day);
    await page.goto(`/${lang}/hexone/puzzles/daily/`);
    positions.push((await madePuzzle(page)).position);
    await expect(page.locator('[data-fresh-status]')).not.toHaveText(t(lang as 'fr', 'puzzles.fresh.making'));
    await context.close();
  }
  expect(positions[1]).toBe(positions[0]);
});

test('axe finds nothing on the endless page once its puzzle is made', async ({ page }) => {
  await page.goto('/fr/hexone/puzzles/endless/?kind=intro&rules=classic&seed=5');
  await madePuzzle(page);
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the daily puzzle shows its kind, rules and difficulty like every other puzzle, and the lesson for rules not taught first', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date('2026-11-28T09:00:00Z')); // a Saturday: a 5-pawn chain in Express
  await page.goto('/fr/hexone/puzzles/daily/');
  await madePuzzle(page);
  const facts = page.locator('.puzzle-facts');
  await expect(facts).toBeVisible();
  await expect(facts.locator('[data-fact="kind"]')).toHaveText(t('fr', 'puzzles.kind.five'));
  await expect(facts.locator('[data-fact="rules"]')).toHaveText('Express');
  await expect(facts.locator('[data-fact="difficulty"]')).toHaveText(/^[1-5] sur 5$/);
  await expect(page.locator('[data-rules-lesson]')).toBeVisible();
  await expect(page.locator('[data-rules-lesson]')).toContainText('Ce problème se joue avec la règle Express');
  await expect(page.locator('[data-rules-lesson] a')).toHaveAttribute('href', '/fr/hexone/lessons/variants/');
  await context.close();
});
