/**
 * What the puzzle specs share (puzzles.spec.ts: solving, judging, help, the pages; puzzles-progress.spec.ts:
 * progress, rating, the index): the collection as the site orders it, the first 4- and 5-pawn puzzles, the
 * page's parts, playing a move as a person would, and the expected wording of a verdict.
 *
 * The puzzles are read from site/src/data/hexone/puzzles.json (HEXONE_PUZZLES_FILE points elsewhere when
 * the site was built from another collection).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { yToward, type Cell } from '@engine/hexone/cells.js';
import { parsePosition } from '@engine/hexone/notation.js';
import { apply, explodableCells, formatPosition, legalPlacements, yNames } from '@engine/hexone/index.js';
import { formatAction } from '@engine/hexone/record.js';
import { goodMoves, parseLine, type Puzzle } from '@engine/hexone/solver/index.js';
import type { Action, GameState } from '@engine/hexone/types.js';
import { siteOrder } from '@site/components/hexone/puzzle/filters.js';
import { PUZZLE_PROGRESS_KEY } from '@site/components/hexone/puzzle/progress.js';
import { t, type Lang, type UiKey } from '@site/i18n/index.js';

export const FILE = process.env.HEXONE_PUZZLES_FILE ?? new URL('../../../site/src/data/hexone/puzzles.json', import.meta.url);
export const PUZZLES = (JSON.parse(readFileSync(FILE, 'utf8')) as Puzzle[]).sort(siteOrder);
export const first = (kind: Puzzle['kind']) => {
  const puzzle = PUZZLES.find((p) => p.kind === kind);
  if (!puzzle) throw new Error(`the collection has no ${kind} puzzle`);
  return puzzle;
};
export const FOUR = first('four');
export const FIVE = first('five');

export const board = (page: Page) => page.locator('#puzzle-board');
export const cell = (page: Page, name: string) => page.locator(`#puzzle-board [data-cell="${name}"]`);
export const feedback = (page: Page) => page.locator('[data-feedback]');
export const idle = (page: Page) => page.evaluate(() => document.querySelector('hexone-board')!.whenIdle());
export const position = (page: Page) => page.evaluate(() => document.querySelector('hexone-board')!.getPosition());
export const saved = async (page: Page) => JSON.parse((await page.evaluate((key) => localStorage.getItem(key), PUZZLE_PROGRESS_KEY)) ?? 'null');
export const s = (lang: Lang, key: string, values?: Record<string, string | number>) => t(lang, `puzzles.${key}` as UiKey, values);

export async function open(page: Page, lang: Lang, id: string): Promise<void> {
  await page.goto(`/${lang}/hexone/puzzles/${id}/`);
  await expect(page.locator('.puzzle.is-live')).toBeVisible();
  await idle(page);
}

/** Plays one move the way a person would: click the cell, then the Y button if it explodes. */
export async function playMove(page: Page, move: string): Promise<void> {
  const [from, toward] = move.split('>') as [Cell, Cell | undefined];
  if (!toward) await cell(page, from).click();
  else {
    const selected = await page.evaluate(() => document.querySelector('hexone-board')!.selected);
    if (selected !== from) await cell(page, from).click();
    await board(page)
      .locator(`button.y${yToward(from, toward)! + 1}`)
      .click();
  }
  await idle(page);
}

/** The position after `moves` from the puzzle's start, as the engine plays it. */
export function after(puzzle: Puzzle, moves: readonly Action[]): string {
  let state = (parsePosition(puzzle.position) as { value: GameState }).value;
  for (const move of moves) {
    const result = apply(state, move);
    if (!result.ok) throw new Error(`illegal ${formatAction(move)}`);
    state = result.state;
  }
  return formatPosition(state);
}

/** The expected explanation of a miss, worded from the dictionary. */
export function why(lang: Lang, goal: Puzzle['goal'], kind: 'noChain' | 'stops' | 'dead'): string {
  const values: Record<string, string | number> =
    goal.type === 'capture' ? { count: goal.atLeast } : goal.type === 'explodeCount' ? { count: goal.count } : goal.type === 'take' ? { cell: goal.cell } : {};
  const reason =
    kind === 'dead'
      ? s(lang, 'why.dead', { achieve: s(lang, `achieve.${goal.type}`, values) })
      : s(lang, `why.${kind}`, { missed: s(lang, `missed.${goal.type}`, values) });
  return s(lang, 'wrong', { why: reason });
}

/** axe's findings on the page (every rule, the board's shadow DOM included), as "rule: targets". */
export async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A legal placement at the start that starts no chain (the solver's answer never does that). */
export function quietPlacement(puzzle: Puzzle): Cell {
  const state = (parsePosition(puzzle.position) as { value: GameState }).value;
  const cell = legalPlacements(state).find((c) => (state.cells[c]?.count ?? 0) < 2);
  if (!cell) throw new Error(`${puzzle.id}: every placement starts a chain`);
  return cell;
}

/** Along the solution, the first legal explosion that is not good, and whether the chain would stop there. */
export function badExplosion(puzzle: Puzzle): { played: Action[]; move: Action; stops: boolean } {
  const line = parseLine(puzzle.solution)!;
  for (let k = 1; k < line.length; k++) {
    const played = line.slice(0, k);
    const progress = goodMoves(puzzle.position, puzzle.goal, played);
    if (!progress.ok) throw new Error(puzzle.id);
    const good = new Set(progress.value.good.map(formatAction));
    const state = progress.value.state;
    for (const c of explodableCells(state)) {
      for (const toward of yNames(c)) {
        const move: Action = { type: 'explode', cell: c, toward };
        if (good.has(formatAction(move))) continue;
        const next = apply(state, move);
        if (!next.ok) continue;
        return { played, move, stops: next.state.phase !== 'explode' || next.state.toMove !== state.toMove };
      }
    }
  }
  throw new Error(`${puzzle.id}: no wrong explosion along the solution`);
}
