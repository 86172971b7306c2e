/**
 * The computer opponent's public entry: `chooseTurn(state, level)` answers the whole turn as
 * actions to apply in order (the placement, then the chain choices; only explosions mid-chain).
 *
 * Each level (the ladder, weakest first: levels.ts) is a way of playing `LEVEL_PLAY` names: a newcomer's turn
 * (its own turn only, captures noticed half the time), one turn ahead with noise, or the one search of
 * search.ts with a depth, a node budget (the strongest: a clock of ~1 s) and optional noise.
 *
 * A chain longer than `chainCap` explosions (RULES.md, "Endless chains") is answered in pieces: the
 * turn stops mid-chain, the state is still the same side's, and the next call goes on with it.
 */
import { type Board, Stage, createBoard } from '../board.js';
import { CELLS, yName } from '../cells.js';
import { type Random, seededRandom } from '../../shared/random.js';
import { checkState, toBoard } from '../rules.js';
import type { Action, GameState } from '../types.js';
import { WIN } from './evaluate.js';
import { HARD_SEARCH, PASS, type RootTurn, type SearchOptions, rootTurns, scoreTurns, searchTurn } from './search.js';
import { CHAIN_CAP, Context } from './turns.js';

import { LEVELS, LEVEL_ALIASES, LEVEL_NAMES, type Level, type LevelName, resolveLevel } from './levels.js';

export { LEVELS, LEVEL_ALIASES, LEVEL_NAMES, type Level, type LevelName, resolveLevel };

/**
 * How a level plays (values in hundredths of a pawn, as evaluate.ts):
 * - `newcomer`: what a person in their first game does. It sees its own turn only, never the reply: it likes to
 *   spread lone pawns over empty cells and sometimes stacks; it notices what a turn captures only `sight` of the
 *   time (else it misses the capture and plays by shape alone); chains are played greedily.
 * - `glance`: one turn ahead (each whole turn, chains searched, valued as the position it leaves), the reply
 *   unseen, with up to `noise` added to each value.
 * - `search`: the alpha-beta search of search.ts, `depth` turns at most, within `nodes` boards (`timed`: the
 *   element gives it a clock instead, ~1 s, and matches the nodes that second gives on the reference machine);
 *   `noise` > 0 scores every turn and adds up to that much to each value before choosing; with chance `lapse` a
 *   turn it does not look at the reply at all and plays as `glance` with that noise (a lapse of attention).
 */
export type LevelPlay =
  | { kind: 'newcomer'; sight: number }
  | { kind: 'glance'; noise: number }
  | { kind: 'search'; depth: number; nodes: number; noise: number; lapse?: number; timed?: true };

export const LEVEL_PLAY: { readonly [L in Level]: LevelPlay } = {
  newcomer: { kind: 'newcomer', sight: 0.75 },
  beginner: { kind: 'glance', noise: 60 },
  casual: { kind: 'search', depth: 1, nodes: 2_000, noise: 0, lapse: 0.3 },
  club: { kind: 'search', depth: 2, nodes: 2_000, noise: 0, lapse: 0.25 },
  expert: { kind: 'search', depth: 12, nodes: 300_000, noise: 0, timed: true },
};

export interface ChooseOptions {
  seed?: number; // same seed + same position + same budget in nodes → same turn
  timeMs?: number; // search levels: thinking time (the timed level's default: 1000; the others: none, nodes only)
  maxNodes?: number; // search levels: stop after this many boards instead of the level's own budget (or its clock)
  now?: () => number; // clock in ms (default performance.now); tests inject a fake one
  search?: Partial<SearchOptions>; // search levels: search shape (for tests and the match script)
  chainCap?: number; // explosions per turn before stopping mid-chain (default CHAIN_CAP = 200)
}

export interface TurnReport {
  actions: Action[];
  depth: number; // search levels: deepest finished iteration (0: static choice)
  nodes: number; // boards made while choosing
  value: number; // the chosen turn's value for the mover (100 = one pawn)
}

export const DEFAULT_TIME_MS = 1000;

/** The whole turn the computer plays at `level`, or [] when there is nothing to play (game over, bad state). */
export function chooseTurn(state: GameState, level: LevelName, options: ChooseOptions = {}): Action[] {
  return chooseTurnReport(state, level, options).actions;
}

/** `chooseTurn` with what the search did (depth, boards made), for the benchmark and the match script. */
export function chooseTurnReport(state: GameState, level: LevelName, options: ChooseOptions = {}): TurnReport {
  const none: TurnReport = { actions: [], depth: 0, nodes: 0, value: 0 };
  const known = resolveLevel(level);
  if (checkState(state) || known === null) return none;
  const board = toBoard(state, createBoard()) as Board;
  if (board.stage === Stage.Over) return none;
  const { turn, depth, nodes } = chooseBoardTurn(board, known, options);
  return { actions: turnActions(turn), depth, nodes, value: turn.value };
}

/** The same on the fast path: `board` is read, never changed. */
export function chooseBoardTurn(board: Board, level: Level, options: ChooseOptions = {}): { turn: RootTurn; depth: number; nodes: number } {
  return playBoardTurn(board, LEVEL_PLAY[level], options);
}

/** The turn a way of playing chooses (a level's, or one the match script tries out). */
export function playBoardTurn(board: Board, play: LevelPlay, options: ChooseOptions = {}): { turn: RootTurn; depth: number; nodes: number } {
  const random = seededRandom(options.seed ?? Math.floor(Math.random() * 2 ** 32));
  const chainCap = Math.max(1, options.chainCap ?? CHAIN_CAP);
  if (play.kind === 'search' && play.lapse && random() < play.lapse) play = { kind: 'glance', noise: play.noise };
  if (play.kind === 'search') {
    const now = options.now ?? (() => performance.now());
    const clock = play.timed && options.maxNodes === undefined ? DEFAULT_TIME_MS : Infinity;
    const timeMs = options.timeMs ?? clock;
    const maxNodes = options.maxNodes ?? (play.timed ? Infinity : play.nodes);
    const ctx = new Context({ now, deadline: now() + timeMs, maxNodes }, chainCap);
    const shape = { ...HARD_SEARCH, maxDepth: play.depth, ...options.search };
    if (play.noise <= 0) {
      const result = searchTurn(ctx, shape, board, random);
      return { turn: result.turn, depth: result.depth, nodes: result.nodes };
    }
    const scored = scoreTurns(ctx, shape, board);
    return { turn: noisy(scored.turns, play.noise, random), depth: scored.depth, nodes: scored.nodes };
  }
  const ctx = new Context(undefined, chainCap);
  if (play.kind === 'glance') {
    return { turn: noisy(rootTurns(ctx, board, HARD_SEARCH.branchRoot), play.noise, random), depth: 0, nodes: ctx.nodes };
  }
  return { turn: newcomerTurn(rootTurns(ctx, board, 0), board, play.sight, random), depth: 0, nodes: ctx.nodes };
}

/** The best turn once up to `noise` is added to each value; a won game is never traded for noise. */
function noisy(turns: RootTurn[], noise: number, random: Random): RootTurn {
  return pick(turns, (t) => t.value + (Math.abs(t.value) >= WIN / 2 ? 0 : random() * noise));
}

/** A newcomer's liking for a placement, by what the cell held: spreading lone pawns first, stacking now and then. */
const SHAPE = { empty: 100, single: 60, loaded: 20 };
/** How much a newcomer's liking varies from turn to turn (so it never plays the same shape twice in a row for sure). */
const WHIM = 90;

/**
 * A newcomer's turn: it never looks at the reply (a lone pawn beside a loaded enemy cell is fine to it); this turn
 * it notices what each turn captures with chance `sight`, else it plays by shape and whim alone (a missed capture).
 */
function newcomerTurn(turns: RootTurn[], board: Board, sight: number, random: Random): RootTurn {
  const me = board.toMove;
  const sees = random() < sight;
  const before = board.pawns[me] - board.pawns[1 - me];
  return pick(turns, (t) => {
    if (sees && t.board.stage === Stage.Over) return t.board.winner === me ? WIN : -WIN;
    const cell = t.placement >= 0 ? board.count[t.placement] : 0;
    const shape = cell === 0 ? SHAPE.empty : cell === 1 ? SHAPE.single : SHAPE.loaded;
    const gain = sees ? (t.board.pawns[me] - t.board.pawns[1 - me] - before) * 100 : 0;
    return shape + gain + random() * WHIM;
  });
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
