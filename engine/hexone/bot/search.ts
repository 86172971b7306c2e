/**
 * Alpha-beta search over whole turns, with iterative deepening and a budget (time or boards).
 *
 * Values are negamax-style: always from the point of view of the side to move at that node.
 * Depth counts turns. At depth 0 a short quiescence search lets the side to move fire its
 * loaded cells (and the other side answer), because a chain can turn the material around in
 * one move and a static value taken just before it would be meaningless.
 */
import { type Board, Stage, applyPass, applyPlacement, copyBoard, createBoard, legalPlacements, mustPass } from '../board.js';
import { CELL_COUNT, CENTRE_INDEX } from '../cells.js';
import type { Random } from '../../shared/random.js';
import { INFINITE, evaluate, terminal } from './evaluate.js';
import { type ChainPath, type Context, OUT_OF_TIME, exploreChain, finishChainGreedy, generateTurns } from './turns.js';

/** `RootTurn.placement` when the turn only continues a chain. */
export const NO_PLACEMENT = -1;
/** `RootTurn.placement` for a pass (shut in on the centre: no placement anywhere). */
export const PASS = -2;

/** A root move: the placement (or NO_PLACEMENT, PASS), its chain steps, and the position it leads to. */
export interface RootTurn {
  placement: number; // cell index, NO_PLACEMENT mid-chain, or PASS
  chain: ChainPath; // cell * 2 + y per explosion
  board: Board;
  value: number; // last search value for the mover
}

export interface SearchOptions {
  branchRoot: number; // chain decisions tried every way at the root
  branchInner: number; // … and inside the tree
  quiescence: number; // levels of "fire a loaded cell" at the leaves
  maxDepth: number;
}

export const HARD_SEARCH: SearchOptions = { branchRoot: 3, branchInner: 1, quiescence: 2, maxDepth: 12 };

/** Chain lines tried at the root, all placements together: enough for every normal turn, bounded for wild ones. */
const ROOT_LINES = 2000;

/** Where a turn ends, as text: two turns that end the same way are one turn (a root turn's identity). */
export function turnKey(b: Board): string {
  return `${b.stage}${b.count.join()}${b.owner.join()}${b.tile.join()}`;
}

/** Every distinct turn from `b`: each placement, and each distinct way to play its chain. */
export function rootTurns(ctx: Context, b: Board, branch: number): RootTurn[] {
  const turns: RootTurn[] = [];
  const seen = new Set<string>();
  ctx.lines = ROOT_LINES;
  const mover = b.toMove;
  const keep = (placement: number) => (end: Board, path: ChainPath) => {
    const key = turnKey(end);
    if (seen.has(key)) return;
    seen.add(key);
    const board = copyBoard(end, createBoard());
    const value = board.stage === Stage.Over ? terminal(board, mover, 1) : evaluate(board, mover);
    turns.push({ placement, chain: [...path], board, value });
  };
  if (b.stage === Stage.Explode) {
    exploreChain(ctx, b, branch, [], keep(NO_PLACEMENT));
    return turns;
  }
  const placements = new Int8Array(CELL_COUNT);
  const n = legalPlacements(b, placements);
  const start = createBoard();
  if (n === 0 && mustPass(b)) {
    applyPass(copyBoard(b, start));
    keep(PASS)(start, []);
  }
  for (let k = 0; k < n; k++) {
    copyBoard(b, start);
    applyPlacement(start, placements[k]);
    exploreChain(ctx, start, branch, [], keep(placements[k]));
  }
  return turns;
}

/** Value for the side to move in `b` (stage Place or Opening), searching `depth` more turns. */
export function negamax(ctx: Context, opts: SearchOptions, b: Board, depth: number, alpha: number, beta: number, ply: number): number {
  if (depth <= 0) return quiesce(ctx, b, opts.quiescence, alpha, beta, ply);
  const me = b.toMove;
  const n = generateTurns(ctx, b, ply, opts.branchInner);
  const pool = ctx.pool(ply);
  const scores = ctx.scores(ply);
  // Order children best-first by their static value (selection sort: at most 18 of them).
  const order = orderBuffer(ply);
  for (let k = 0; k < n; k++) order[k] = k;
  let best = -INFINITE;
  for (let k = 0; k < n; k++) {
    let pick = k;
    for (let j = k + 1; j < n; j++) if (scores[order[j]] > scores[order[pick]]) pick = j;
    const idx = order[pick];
    order[pick] = order[k];
    order[k] = idx;
    const child = pool[idx];
    let value: number;
    if (child.stage === Stage.Over) value = terminal(child, me, ply + 1);
    else if (child.toMove === me)
      value = evaluate(child, me); // chain stopped at the cap
    else value = -negamax(ctx, opts, child, depth - 1, -beta, -Math.max(alpha, best), ply + 1);
    if (value > best) {
      best = value;
      if (best >= beta) break;
    }
  }
  return best;
}

const orders: Int8Array[] = [];
function orderBuffer(ply: number): Int8Array {
  while (orders.length <= ply) orders.push(new Int8Array(CELL_COUNT));
  return orders[ply];
}

/**
 * The side to move may stand on the static value or fire one of its loaded cells (a placement on
 * its own 2-stack), chain played greedily; the other side may then do the same, `levels` deep.
 */
export function quiesce(ctx: Context, b: Board, levels: number, alpha: number, beta: number, ply: number): number {
  const me = b.toMove;
  let best = evaluate(b, me);
  if (levels <= 0 || best >= beta || b.stage !== Stage.Place) return best;
  if (best > alpha) alpha = best;
  const child = ctx.qBoard(ply);
  for (let i = 0; i < CELL_COUNT; i++) {
    if (b.count[i] !== 2 || b.owner[i] !== me || i === CENTRE_INDEX) continue;
    copyBoard(b, child);
    applyPlacement(child, i);
    ctx.tick();
    finishChainGreedy(ctx, child, 0, null);
    let value: number;
    if (child.stage === Stage.Over) value = terminal(child, me, ply + 1);
    else if (child.toMove === me) value = evaluate(child, me);
    else value = -quiesce(ctx, child, levels - 1, -beta, -alpha, ply + 1);
    if (value > best) {
      best = value;
      if (best >= beta) return best;
      if (best > alpha) alpha = best;
    }
  }
  return best;
}

export interface SearchResult {
  turn: RootTurn;
  depth: number; // deepest iteration completed
  nodes: number;
  turns: number; // distinct root turns considered
}

/**
 * Iterative deepening from `b` until the budget runs out (or `maxDepth`). Returns the best turn of
 * the deepest finished iteration (or of the unfinished one, when its first, previously best, move
 * was searched and another one beat it). `random` only breaks exact ties, for variety between games.
 */
export function searchTurn(ctx: Context, opts: SearchOptions, b: Board, random: Random): SearchResult {
  const turns = rootTurns(ctx, b, opts.branchRoot);
  ctx.armed = true;
  const me = b.toMove;
  // Shuffle first so that ties (equal values) go a different way in each seeded game.
  for (let k = turns.length - 1; k > 0; k--) {
    const j = Math.floor(random() * (k + 1));
    [turns[k], turns[j]] = [turns[j], turns[k]];
  }
  turns.sort((x, y) => y.value - x.value);
  let best = turns[0];
  let depth = 0;
  // A forced win (or a single choice) needs no search.
  if (turns.length === 1 || (best.board.stage === Stage.Over && best.board.winner === me)) {
    return { turn: best, depth, nodes: ctx.nodes, turns: turns.length };
  }
  try {
    for (let d = 1; d <= opts.maxDepth; d++) {
      let alpha = -INFINITE;
      let iterationBest: RootTurn | null = null;
      const values = new Map<RootTurn, number>();
      for (const turn of turns) {
        const child = turn.board;
        let value: number;
        if (child.stage === Stage.Over) value = terminal(child, me, 1);
        else if (child.toMove === me) value = evaluate(child, me);
        else value = -negamax(ctx, opts, child, d - 1, -INFINITE, -alpha, 1);
        values.set(turn, value);
        if (value > alpha || iterationBest === null) {
          alpha = Math.max(alpha, value);
          // The first turn searched is the previous best; anything that beats it at this depth is
          // exact (the window's top is open), so an interrupted iteration can still improve the answer.
          iterationBest = turn;
          best = turn;
        }
      }
      for (const t of turns) t.value = values.get(t)!;
      turns.sort((x, y) => y.value - x.value);
      best = turns[0];
      depth = d;
      if (Math.abs(best.value) >= INFINITE / 20) break; // a forced win or loss: deeper changes nothing
    }
  } catch (e) {
    if (e !== OUT_OF_TIME) throw e;
  }
  return { turn: best, depth, nodes: ctx.nodes, turns: turns.length };
}

export interface ScoredTurns {
  turns: RootTurn[]; // every root turn (and the extra ones), best first, each `value` from the deepest finished iteration
  depth: number; // deepest iteration finished for all of them (0: static values only)
  nodes: number;
}

/**
 * Scores every turn at the root, not just the best one: what a game review needs to say how much a
 * turn played gave away. Iterative deepening like `searchTurn`, within the same budget; each iteration
 * searches the previous best first, then every other turn with its window's floor `window` below the best
 * (a turn worse than that only gets an upper bound: its value is at most what is reported, enough to call it
 * a blunder). Turns in `exact` (the one a player chose) are searched with the full window. Values are kept from
 * the deepest iteration that finished for every turn, so all of them were seen equally deep.
 */
export function scoreTurns(ctx: Context, opts: SearchOptions, b: Board, extra: readonly RootTurn[] = [], window = Infinity): ScoredTurns {
  const turns = rootTurns(ctx, b, opts.branchRoot);
  const known = new Set(turns.map((t) => turnKey(t.board)));
  // An extra turn the root already has is searched as the root would search it: the search, and so the best turn and
  // every value, depend on the position alone, whichever turn a review asks about. Only a turn the root lacks is
  // added, and searched exactly (its value, not a bound below the window).
  const exact = new Set(extra.map((t) => turnKey(t.board)).filter((key) => !known.has(key)));
  for (const t of extra) if (!known.has(turnKey(t.board))) turns.push(t);
  ctx.armed = true;
  const me = b.toMove;
  turns.sort((x, y) => y.value - x.value);
  let depth = 0;
  const decisive = (v: number) => Math.abs(v) >= INFINITE / 20;
  try {
    for (let d = 1; d <= opts.maxDepth && !turns.every((t) => decisive(t.value) || t.board.stage === Stage.Over); d++) {
      const values: number[] = [];
      let best = -INFINITE;
      for (const turn of turns) {
        const child = turn.board;
        let value: number;
        if (child.stage === Stage.Over) value = terminal(child, me, 1);
        else if (child.toMove === me) value = evaluate(child, me);
        else {
          const floor = exact.has(turnKey(child)) || best === -INFINITE ? -INFINITE : Math.max(-INFINITE, best - window);
          value = -negamax(ctx, opts, child, d - 1, -INFINITE, -floor, 1);
        }
        values.push(value);
        if (value > best) best = value;
      }
      turns.forEach((t, k) => (t.value = values[k]));
      turns.sort((x, y) => y.value - x.value);
      depth = d;
    }
  } catch (e) {
    if (e !== OUT_OF_TIME) throw e;
  }
  return { turns, depth, nodes: ctx.nodes };
}
