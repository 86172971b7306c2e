/**
 * The computer opponent's public entry: `chooseTurn(state, level)` answers the whole turn as
 * actions to apply in order (the placement, then the chain choices; only explosions mid-chain).
 *
 * Levels:
 * - `easy`: mostly a random placement (chains played greedily); now and then the greedy best turn.
 * - `medium`: one turn deep: the turn whose resulting position values best, opponent's reply unseen.
 * - `hard`: alpha-beta over whole turns with iterative deepening, within ~1 s (or a node budget).
 *
 * A chain longer than `chainCap` explosions (RULES.md, "Endless chains") is answered in pieces: the
 * turn stops mid-chain, the state is still the same side's, and the next call goes on with it.
 */
import { type Board, Stage, createBoard } from '../board.js';
import { CELLS, yName } from '../cells.js';
import { seededRandom } from '../../shared/random.js';
import { checkState, toBoard } from '../rules.js';
import type { Action, GameState } from '../types.js';
import { HARD_SEARCH, PASS, type RootTurn, type SearchOptions, rootTurns, searchTurn } from './search.js';
import { CHAIN_CAP, Context } from './turns.js';

import { LEVELS, type Level } from './levels.js';

export { LEVELS, type Level };

export interface ChooseOptions {
  seed?: number; // same seed + same position + same budget in nodes → same turn
  timeMs?: number; // hard: thinking time (default 1000)
  maxNodes?: number; // hard: stop after this many boards instead of (or as well as) the time
  now?: () => number; // clock in ms (default performance.now); tests inject a fake one
  search?: Partial<SearchOptions>; // hard: search shape (for tests and the match script)
  chainCap?: number; // explosions per turn before stopping mid-chain (default CHAIN_CAP = 200)
}

export interface TurnReport {
  actions: Action[];
  depth: number; // hard: deepest finished iteration (0: static choice)
  nodes: number; // boards made while choosing
  value: number; // the chosen turn's value for the mover (100 = one pawn)
}

export const DEFAULT_TIME_MS = 1000;
/** Easy plays the greedy best turn this often, else a random one. */
const EASY_GREED = 0.3;
/** Medium adds up to this much noise to each value (a fifth of a pawn) so its games vary. */
const MEDIUM_NOISE = 20;

/** The whole turn the computer plays at `level`, or [] when there is nothing to play (game over, bad state). */
export function chooseTurn(state: GameState, level: Level, options: ChooseOptions = {}): Action[] {
  return chooseTurnReport(state, level, options).actions;
}

/** `chooseTurn` with what the search did (depth, boards made), for the benchmark and the match script. */
export function chooseTurnReport(state: GameState, level: Level, options: ChooseOptions = {}): TurnReport {
  const none: TurnReport = { actions: [], depth: 0, nodes: 0, value: 0 };
  if (checkState(state) || !LEVELS.includes(level)) return none;
  const board = toBoard(state, createBoard()) as Board;
  if (board.stage === Stage.Over) return none;
  const { turn, depth, nodes } = chooseBoardTurn(board, level, options);
  return { actions: turnActions(turn), depth, nodes, value: turn.value };
}

/** The same on the fast path: `board` is read, never changed. */
export function chooseBoardTurn(board: Board, level: Level, options: ChooseOptions = {}): { turn: RootTurn; depth: number; nodes: number } {
  const random = seededRandom(options.seed ?? Math.floor(Math.random() * 2 ** 32));
  const chainCap = Math.max(1, options.chainCap ?? CHAIN_CAP);
  if (level === 'hard') {
    const now = options.now ?? (() => performance.now());
    const timeMs = options.timeMs ?? (options.maxNodes === undefined ? DEFAULT_TIME_MS : Infinity);
    const ctx = new Context({ now, deadline: now() + timeMs, maxNodes: options.maxNodes ?? Infinity }, chainCap);
    const result = searchTurn(ctx, { ...HARD_SEARCH, ...options.search }, board, random);
    return { turn: result.turn, depth: result.depth, nodes: result.nodes };
  }
  const ctx = new Context(undefined, chainCap);
  if (level === 'medium') {
    const turns = rootTurns(ctx, board, HARD_SEARCH.branchRoot);
    return { turn: pick(turns, (t) => t.value + random() * MEDIUM_NOISE), depth: 0, nodes: ctx.nodes };
  }
  // Easy: chains played greedily (one turn per placement), the placement mostly at random.
  const turns = rootTurns(ctx, board, 0);
  const turn = random() < EASY_GREED ? pick(turns, (t) => t.value) : turns[Math.floor(random() * turns.length)];
  return { turn, depth: 0, nodes: ctx.nodes };
}

function pick(turns: RootTurn[], value: (t: RootTurn) => number): RootTurn {
  let best = turns[0];
  let bestValue = -Infinity;
  for (const t of turns) {
    const v = value(t);
    if (v > bestValue) {
      bestValue = v;
      best = t;
    }
  }
  return best;
}

/**
 * A root turn as engine actions: `place`, then `explode` per chain step (the Y named by a cell on it);
 * or `pass` for a side shut in on the centre.
 */
export function turnActions(turn: RootTurn): Action[] {
  if (turn.placement === PASS) return [{ type: 'pass' }];
  const actions: Action[] = [];
  if (turn.placement >= 0) actions.push({ type: 'place', cell: CELLS[turn.placement] });
  for (const step of turn.chain) {
    const cell = CELLS[step >> 1];
    actions.push({ type: 'explode', cell, toward: yName(cell, (step & 1) as 0 | 1) });
  }
  return actions;
}
