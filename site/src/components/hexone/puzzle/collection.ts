/**
 * BUILD TIME ONLY: the puzzle collection (site/src/data/hexone/puzzles.json, written by the solver's
 * generator and edited by hand), in the order the site offers it, with each puzzle's judging tree.
 *
 * A puzzle whose tree cannot be built (malformed, or the solver disagrees with it) is left out of
 * the site with a build warning rather than shipped unsolvable; tests/unit/hexone/puzzle-collection.test.ts
 * fails on it, so it does not go unnoticed.
 */
import type { Puzzle } from '@engine/hexone/solver/index.js';
import { KINDS, rulesKey, siteOrder, type PuzzleMeta } from './filters.js';
import type { PuzzleTree } from './judge.js';
import { buildTree } from './tree.js';

export type { Puzzle };

// Read through Vite so a missing file is an empty collection, not a failed build.
const files = import.meta.glob<Puzzle[]>('@site/data/hexone/puzzles.json', { eager: true, import: 'default' });
const raw: unknown = Object.values(files)[0] ?? [];

export interface SitePuzzle extends Puzzle {
  tree: PuzzleTree;
  meta: PuzzleMeta;
}

/** The puzzles the site can ship, in order, and the problems with those it cannot. */
export function prepare(data: unknown): { puzzles: SitePuzzle[]; problems: string[] } {
  const problems: string[] = [];
  if (!Array.isArray(data)) return { puzzles: [], problems: ['puzzles.json must hold a list of puzzles'] };
  const puzzles: SitePuzzle[] = [];
  const ids = new Set<string>();
  for (const p of data as Puzzle[]) {
    const id = typeof p?.id === 'string' ? p.id : '?';
    if (!/^[a-z0-9-]{1,40}$/.test(id) || ids.has(id)) {
      problems.push(`${id}: the id must be unique, lowercase letters, digits and dashes`);
      continue;
    }
    if (!KINDS.includes(p.kind) || !p.rules || !p.title?.fr || !p.title?.en || !p.hint?.fr || !p.hint?.en || !Number.isInteger(p.difficulty)) {
      problems.push(`${id}: kind, rules, difficulty, title and hint (fr and en) are required`);
      continue;
    }
    const built = buildTree(p);
    if (!built.ok) {
      problems.push(`${id}: ${built.reason}`);
      continue;
    }
    ids.add(id);
    puzzles.push({ ...p, tree: built.tree, meta: { id, kind: p.kind, rules: rulesKey(p.rules), themes: Array.isArray(p.themes) ? p.themes : [] } });
  }
  puzzles.sort(siteOrder);
  return { puzzles, problems };
}

const prepared = prepare(raw);
for (const problem of prepared.problems) console.warn(`[puzzles] left out: ${problem}`);

export const PUZZLES: readonly SitePuzzle[] = prepared.puzzles;
export const PUZZLE_PROBLEMS: readonly string[] = prepared.problems;

/** The rule sets present in the collection, in a fixed order (classic, express, long; then with tiles). */
export function ruleSets(puzzles: readonly { meta: PuzzleMeta }[]): string[] {
  const order = ['classic', 'express', 'long', 'classic+tiles', 'express+tiles', 'long+tiles'];
  const present = new Set(puzzles.map((p) => p.meta.rules));
  return order.filter((r) => present.has(r));
}
