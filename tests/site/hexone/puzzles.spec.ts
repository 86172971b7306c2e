/**
 * The puzzle pages, end to end on the built site: a 4-pawn and a 5-pawn puzzle solved by clicks in
 * both languages (and one by keyboard); a wrong move is judged "not this one" with its reason and
 * changes nothing else; a move the rules refuse is the board's business; hint; the animated
 * solution; a phone's viewport; rules not taught yet; the pages without JavaScript; axe; the JavaScript budget.
 * What is kept across visits (progress, streak, rating) and the index's filters: puzzles-progress.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { yToward, type Cell } from '@engine/hexone/cells.js';
import { formatAction } from '@engine/hexone/record.js';
import { parseLine } from '@engine/hexone/solver/index.js';
import type { Action } from '@engine/hexone/types.js';
import { goalFinish } from '@site/components/hexone/puzzle/tree.js';
import { dictionaries, LANGS, type Lang } from '@site/i18n/index.js';
import {
  FIVE,
  FOUR,
  PUZZLES,
  after,
  axeFindings,
  badExplosion,
  board,
  cell,
  feedback,
  idle,
  open,
  playMove,
  position,
  quietPlacement,
  s,
  saved,
  why,
} from './puzzles-helpers.js';
import { collectErrors } from '../shared/site-pages.js';

// Without animation the board answers at once; the player behaves the same either way.
test.use({ reducedMotion: 'reduce' });

/** A first attempt's miss as the page says it: the reason, then the rating it cost ("Puzzle rating: 1,440 (−60)."). */
function missed(lang: Lang, reason: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rating = escape(s(lang, 'ratingChange', { rating: '@' })).replace('@', '[\\d\\s,\u202f]+ \\(\u2212\\d+\\)');
  return new RegExp(`^${escape(reason)} ${rating}$`);
}

for (const lang of LANGS) {
  test.describe(`puzzles in ${lang}`, () => {
    for (const puzzle of [FOUR, FIVE]) {
      test(`the ${puzzle.kind}-pawn puzzle "${puzzle.id}" is solved by clicks, each step judged good`, async ({ page }) => {
        const errors = collectErrors(page);
        await open(page, lang, puzzle.id);
        await expect(page.locator('h1')).toHaveText(puzzle.title[lang]);
        const moves = puzzle.solution.split(' ');
        for (const [k, move] of moves.entries()) {
          await playMove(page, move);
          if (k < moves.length - 1) {
            await expect(feedback(page)).toHaveText(s(lang, 'good'));
            await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
          }
        }
        // "Make a 5 explode" is settled once the 5 must explode: the learner still picks its Y before it is solved.
        const finish = goalFinish(puzzle);
        if (finish.length) {
          await expect(feedback(page)).toHaveText(s(lang, 'lastY', { cell: finish[0].split('>')[0] }));
          expect(await saved(page)).toBeNull();
          for (const move of finish) await playMove(page, move);
        }
        await expect(feedback(page)).toContainText(s(lang, 'solved'));
        // With what the solve did to the rating: "(+23)".
        await expect(feedback(page)).toContainText(/\(\+\d+\)\.$/);
        expect(await saved(page)).toMatchObject({ results: { [puzzle.id]: 'solved' }, streak: 1, best: 1 });
        await expect(page.locator('[data-streak]')).toHaveText(`${s(lang, 'streak', { streak: 1, best: 1 })} · ${s(lang, 'status.solved')}`);
        await expect(page.locator('[data-next]')).toHaveClass(/primary/);
        expect(errors).toEqual([]);
      });
    }

    test('a placement that starts no chain is "not this one", with the reason, and nothing moves', async ({ page }) => {
      await open(page, lang, FOUR.id);
      await cell(page, quietPlacement(FOUR)).click();
      // The reason, then what the first attempt's miss did to the rating.
      await expect(feedback(page)).toHaveText(missed(lang, why(lang, FOUR.goal, 'noChain')));
      await expect(feedback(page)).toHaveAttribute('data-tone', 'wrong');
      expect(await position(page)).toBe(after(FOUR, []));
      await expect(board(page)).not.toHaveAttribute('readonly', '');
      expect(await saved(page)).toMatchObject({ results: { [FOUR.id]: 'failed' }, streak: 0 });
    });
  });
}

test.describe('judging', () => {
  test('a wrong explosion mid-chain is refused with its reason; the position stays; the right one still works', async ({ page }) => {
    const { played, move, stops } = badExplosion(FIVE);
    await open(page, 'en', FIVE.id);
    for (const m of played) await playMove(page, formatAction(m));
    await playMove(page, formatAction(move));
    await expect(feedback(page)).toHaveText(missed('en', why('en', FIVE.goal, stops ? 'stops' : 'dead')));
    expect(await position(page)).toBe(after(FIVE, played));
    for (const m of parseLine(FIVE.solution)!.slice(played.length)) await playMove(page, formatAction(m));
    for (const m of goalFinish(FIVE)) await playMove(page, m);
    await expect(feedback(page)).toContainText(s('en', 'solvedAfterMiss'));
    // A miss is a miss: solving afterwards does not turn it into a clean solve, and the page says one thing only.
    expect(await saved(page)).toMatchObject({ results: { [FIVE.id]: 'retried' }, streak: 0 });
    await expect(page.locator('[data-streak]')).toHaveText(`${s('en', 'streak', { streak: 0, best: 0 })} · ${s('en', 'status.retried')}`);
    await expect(page.locator('.puzzle')).not.toContainText(s('en', 'status.failed'));
  });

  test('a move the rules refuse is explained by the board and does not count as a miss', async ({ page }) => {
    await open(page, 'fr', FOUR.id);
    await cell(page, 'c3').click();
    await expect(feedback(page)).toHaveText(`${s('fr', 'refused')} Personne ne pose sur le centre (c3).`);
    expect(await position(page)).toBe(after(FOUR, []));
    expect(await saved(page)).toBeNull();
  });

  test('a puzzle is solved from the keyboard alone', async ({ page }) => {
    await open(page, 'en', FOUR.id);
    await cell(page, 'c3').focus();
    for (const move of FOUR.solution.split(' ')) {
      const [from, toward] = move.split('>') as [Cell, Cell | undefined];
      const selected = await page.evaluate(() => document.querySelector('hexone-board')!.selected);
      if (!toward || selected !== from) {
        await walkTo(page, from);
        await page.keyboard.press('Enter');
      }
      if (toward) await page.keyboard.press(String(yToward(from, toward)! + 1));
      await idle(page);
    }
    await expect(feedback(page)).toContainText(s('en', 'solved'));
  });
});

/** Moves the board's keyboard focus to `target` with the hex direction keys (D/A east/west, E/Q NE/NW, Z/C SW/SE). */
async function walkTo(page: Page, target: Cell): Promise<void> {
  const at = () => page.evaluate(() => document.querySelector('hexone-board')!.shadowRoot!.activeElement?.getAttribute('data-cell') ?? 'c3');
  const xy = (c: string) => ({ x: Number(c[1]) - 3, y: c.charCodeAt(0) - 99 });
  for (let guard = 0; guard < 10; guard++) {
    const here = await at();
    if (here === target) return;
    const [a, b] = [xy(here), xy(target)];
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    await page.keyboard.press(dx > 0 && dy > 0 ? 'e' : dx < 0 && dy < 0 ? 'z' : dx > 0 ? 'd' : dx < 0 ? 'a' : dy > 0 ? 'q' : 'c');
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

test.describe('help', () => {
  test('the hint shows its text first, then draws the move to play on the board, and the solve counts as helped', async ({ page }) => {
    await open(page, 'en', FOUR.id);
    const hint = page.getByRole('button', { name: s('en', 'hint') });
    await hint.click();
    await expect(page.locator('[data-hint-text]')).toHaveText(FOUR.hint.en);
    // Shown once, in its box: not repeated as feedback.
    await expect(page.locator('.puzzle').getByText(FOUR.hint.en).filter({ visible: true })).toHaveCount(1);
    await expect(feedback(page)).toHaveText('');
    await expect(page.getByRole('button', { name: s('en', 'hintMove') })).toBeVisible();
    await page.getByRole('button', { name: s('en', 'hintMove') }).click();
    const firstMove = FOUR.solution.split(' ')[0];
    const firstCell = firstMove.split('>')[0];
    // The board draws the move: step 1 on its cell (with the Y's three arrows when it is an explosion).
    const step = board(page).locator('[data-marks="hint"] [data-step="1"]');
    await expect(step).toHaveAttribute('data-at', firstCell);
    await expect(step.locator('.mark-arm')).toHaveCount(firstMove.includes('>') ? 3 : 0);
    await expect(feedback(page)).toHaveText(s('en', 'hintCell', { cell: firstCell }));
    for (const move of FOUR.solution.split(' ')) await playMove(page, move);
    for (const move of goalFinish(FOUR)) await playMove(page, move);
    await expect(feedback(page)).toContainText(s('en', 'solvedHelped'));
    expect(await saved(page)).toMatchObject({ results: { [FOUR.id]: 'helped' }, streak: 0 });
  });

  test('"show the solution" plays it step by step on the board up to the goal\'s explosion, steps back, and counts as a miss', async ({ page }) => {
    await open(page, 'fr', FIVE.id);
    // The stored line stops when the 5 must explode; the solution shown goes on to that explosion.
    const finish = goalFinish(FIVE);
    expect(FIVE.goal.type !== 'explodeCount' || finish.length === 1).toBe(true);
    const line = parseLine(`${FIVE.solution} ${finish.join(' ')}`)!;
    await playMove(page, formatAction(line[0])); // the solution continues from where the player is
    await page.getByRole('button', { name: s('fr', 'solution') }).focus();
    await page.keyboard.press('Enter');
    // The button pressed goes away: the keyboard focus lands on "start again", not on the page body.
    await expect(page.getByRole('button', { name: s('fr', 'retry') })).toBeFocused();
    await expect(feedback(page)).toContainText(s('fr', 'solutionDone'), { timeout: 20_000 });
    await idle(page);
    expect(await position(page)).toBe(after(FIVE, line));
    if (FIVE.goal.type === 'explodeCount') {
      expect(await page.evaluate(() => document.querySelector('hexone-board')!.gameRecord.moves.at(-1))).toMatchObject({ type: 'explode' });
      expect(after(FIVE, line)).not.toMatch(/:[5-9][bw]/); // the 5 has exploded
    }
    await expect(board(page)).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: s('fr', 'prevStep') }).click();
    await idle(page);
    expect(await position(page)).toBe(after(FIVE, line.slice(0, -1)));
    await expect(feedback(page)).toHaveText(s('fr', 'stepSay', { n: line.length - 2, total: line.length - 1, move: moveText('fr', line.at(-2)!) }));
    await page.getByRole('button', { name: s('fr', 'nextStep') }).click();
    await idle(page);
    expect(await position(page)).toBe(after(FIVE, line));
    // The arrow keys step too, as in a game viewer.
    await page.keyboard.press('ArrowLeft');
    await idle(page);
    expect(await position(page)).toBe(after(FIVE, line.slice(0, -1)));
    await page.keyboard.press('ArrowRight');
    await idle(page);
    expect(await position(page)).toBe(after(FIVE, line));
    expect(await saved(page)).toMatchObject({ results: { [FIVE.id]: 'failed' }, streak: 0 });
    await page.getByRole('button', { name: s('fr', 'retry') }).click();
    expect(await position(page)).toBe(after(FIVE, []));
    await expect(board(page)).not.toHaveAttribute('readonly', '');
  });
});

function moveText(lang: Lang, move: Action): string {
  if (move.type === 'pass') throw new Error('a puzzle line never passes');
  return move.type === 'explode' ? s(lang, 'move.explode', { cell: move.cell, toward: move.toward }) : s(lang, 'move.place', { cell: move.cell });
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the verdict of a move, good or not, is in view while the board is used', async ({ page }) => {
    await open(page, 'en', FOUR.id);
    const first = FOUR.solution.split(' ')[0];
    await cell(page, first).scrollIntoViewIfNeeded();
    await cell(page, quietPlacement(FOUR)).click();
    await expect(feedback(page)).toHaveText(missed('en', why('en', FOUR.goal, 'noChain')));
    await expect(feedback(page)).toBeInViewport({ ratio: 1 });
    // Scrolled so that only the board's lower part shows: the next verdict still comes into view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await cell(page, first).click();
    await idle(page);
    await expect(feedback(page)).toHaveText(s('en', 'good'));
    await expect(feedback(page)).toBeInViewport({ ratio: 1 });
    // The first miss's explanation is kept under the verdict, whole.
    await expect(page.locator('[data-miss]')).toHaveText(missed('en', why('en', FOUR.goal, 'noChain')));
  });
});

test.describe('rules before they are taught', () => {
  test('the first puzzles are classic, and a puzzle in other rules links to the lesson that teaches them', async ({ page }) => {
    expect(PUZZLES[0].rules).toEqual({ exits: 'classic', tiles: false });
    const express = PUZZLES.find((p) => p.rules.exits === 'express' && !p.rules.tiles)!;
    await open(page, 'fr', express.id);
    await expect(page.locator('[data-rules-lesson] a')).toHaveAttribute('href', '/fr/hexone/lessons/variants/');
    const tiles = PUZZLES.find((p) => p.rules.tiles)!;
    await open(page, 'en', tiles.id);
    await expect(page.locator('[data-rules-lesson] a')).toHaveAttribute('href', '/en/hexone/lessons/tiles/');
    await open(page, 'en', PUZZLES[0].id);
    await expect(page.locator('[data-rules-lesson]')).toHaveCount(0);
  });
});

test.describe('puzzle pages', () => {
  test('read without JavaScript: title, task, board drawing, hint and solution', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/fr/hexone/puzzles/${FIVE.id}/`);
    await expect(page.locator('h1')).toHaveText(FIVE.title.fr);
    await expect(page.locator('.puzzle-task')).toContainText(dictionaries.fr['puzzles.task']);
    await expect(page.locator('.board-static svg')).toBeVisible();
    await page.locator('summary', { hasText: s('fr', 'solutionStatic') }).click();
    await expect(page.locator('.puzzle-details ol li')).toHaveCount(FIVE.solution.split(' ').length);
    await page.locator('summary', { hasText: s('fr', 'hint') }).click();
    await expect(page.locator('.puzzle-details p', { hasText: FIVE.hint.fr })).toBeVisible();
    await expect(page.locator('[data-feedback]')).toBeEmpty();
    await page.goto('/en/hexone/puzzles/');
    await expect(page.locator('[data-list] > li')).toHaveCount(PUZZLES.length);
    await context.close();
  });

  for (const path of ['/en/hexone/puzzles/', `/fr/hexone/puzzles/${FOUR.id}/`]) {
    test(`axe finds nothing on ${path}`, async ({ page }) => {
      await page.goto(path);
      if (path.endsWith('/puzzles/')) await expect(page.locator('[data-count]')).not.toBeEmpty();
      else await open(page, 'fr', FOUR.id);
      expect(await axeFindings(page)).toEqual([]);
    });
  }

  test('axe finds nothing after a miss and while the solution plays', async ({ page }) => {
    await open(page, 'en', FOUR.id);
    await cell(page, quietPlacement(FOUR)).click();
    await page.getByRole('button', { name: s('en', 'hint') }).click();
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: s('en', 'solution') }).click();
    await expect(feedback(page)).toContainText(s('en', 'solutionDone'), { timeout: 20_000 });
    expect(await axeFindings(page)).toEqual([]);
  });

  // The page's budget is 40 KB of gzipped JavaScript with the board, planned as ~32 KB for the element and
  // the rest for the player: the player's share is what this page controls, so that is what is held here.
  test("the puzzle player adds at most 8 KB of gzipped JavaScript to the board's", async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await open(page, 'en', FIVE.id);
    let total = 0;
    let player = 0;
    for (const url of scripts) {
      const size = gzipSync(await (await request.get(url)).body(), { level: 9 }).length;
      total += size;
      if (/PuzzlePlayer|progress/.test(url)) player += size;
    }
    console.log(
      `puzzle page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files, of which the player ${(player / 1024).toFixed(1)} KB`,
    );
    expect(player).toBeGreaterThan(0);
    expect(player).toBeLessThanOrEqual(8 * 1024);
  });
});
