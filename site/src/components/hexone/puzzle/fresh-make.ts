/**
 * Making one fresh puzzle (endless mode, daily puzzle), for the Web Worker in fresh-worker.ts: the
 * engine's generator finds a position with exactly one answer, then the judging tree the page
 * plays it with is built as for the curated puzzles (tree.ts). Never throws: a bad request, or no
 * puzzle within the tries allowed, is an answer too.
 */
import { generate } from '@engine/hexone/solver/generate.js';
import type { Theme } from '@engine/hexone/solver/themes.js';
import { type FreshAnswer, MAX_TRIES, readRequest } from './fresh.js';
import { buildTree, goalFinish } from './tree.js';

export function makeFresh(value: unknown): FreshAnswer {
  const t0 = performance.now();
  const request = readRequest(value);
  if (!request) return { ok: false, reason: 'bad-request', ms: 0, tried: 0 };
  const { puzzles, tried } = generate({
    kind: request.kind,
    rules: { exits: request.exits, tiles: request.tiles },
    count: 1,
    seed: request.seed,
    difficulty: request.difficulty,
    theme: request.theme as Theme | null,
    seconds: Infinity,
    maxTries: MAX_TRIES,
    idPrefix: `fresh-${request.seed}`,
  });
  const puzzle = puzzles[0];
  const built = puzzle && buildTree(puzzle);
  const ms = Math.round(performance.now() - t0);
  if (!puzzle || !built || !built.ok) return { ok: false, reason: 'none-found', ms, tried };
  return { ok: true, puzzle, tree: built.tree, finish: goalFinish(puzzle), ms, tried };
}
