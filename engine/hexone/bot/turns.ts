/**
 * Whole turns on the mutable `Board`: a placement followed by the mover's chain choices.
 *
 * A chain is a sequence of the mover's own decisions (which fullest cell, which Y), so it belongs
 * to the mover's turn. The first `branch` decisions are tried every way; after that, each step
 * takes the option with the best immediate value (greedy), which keeps long chains linear.
 * Chains are bounded (RULES.md, "Endless chains"): after `CHAIN_CAP` explosions in one turn the
 * turn stops mid-chain and the position is valued as it stands.
 *
 * Everything runs on boards allocated once per `Context` and reused; the rules are `board.ts`'s.
 */
import { type Board, Stage, applyExplosion, applyPass, applyPlacement, copyBoard, createBoard, explodable, legalPlacements, mustPass } from '../board.js';
import { CELL_COUNT } from '../cells.js';
import { chainStepValue, evaluate, terminal } from './evaluate.js';

/** Explosions allowed in one turn before the bot stops and values the position mid-chain. */
export const CHAIN_CAP = 200;

/** Chain lines tried per placement inside the tree (at most; `branch` usually allows fewer). */
const INNER_LINES = 16;

/** Thrown from deep inside a search when the clock or the node budget runs out. */
export const OUT_OF_TIME = Symbol('out of time');

/** A chain step is encoded as `cell * 2 + y`. */
export type ChainPath = number[];

export interface Budget {
  now: () => number; // milliseconds; injectable so tests never depend on real time
  deadline: number; // stop when now() passes this (Infinity: no time limit)
  maxNodes: number; // stop after this many boards were made (Infinity: no limit)
}

/** Scratch boards and counters for one search. Not shared between searches running at once. */
export class Context {
  nodes = 0; // boards made by a placement or an explosion
  /** Chain lines still allowed to branch (each finished line uses one); beyond that, chains go greedy. */
  lines = Infinity;
  /** False while listing the root turns: the budget only interrupts the search proper. */
  armed = false;
  private nextCheck = 1024;
  readonly trial = createBoard();
  readonly best = createBoard();
  readonly chainStart = createBoard();
  private readonly chainBoards: Board[] = [];
  private readonly chainCells: Int8Array[] = [];
  private readonly pools: Board[][] = [];
  private readonly poolScores: Float64Array[] = [];
  readonly placements: Int8Array[] = [];
  readonly qBoards: Board[] = [];

  constructor(
    readonly budget: Budget = { now: () => 0, deadline: Infinity, maxNodes: Infinity },
    readonly chainCap: number = CHAIN_CAP,
  ) {}

  /** Counts one new board; every so often checks the budget and aborts the search when it is spent. */
  tick(): void {
    if (++this.nodes < this.nextCheck || !this.armed) return;
    this.nextCheck = this.nodes + 256;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- a sentinel caught by identity (search.ts): no Error, no stack trace, in the search's hot loop
    if (this.nodes >= this.budget.maxNodes || this.budget.now() >= this.budget.deadline) throw OUT_OF_TIME;
  }

  chainBoard(level: number): Board {
    while (this.chainBoards.length <= level) this.chainBoards.push(createBoard());
    return this.chainBoards[level];
  }
  chainCellBuffer(level: number): Int8Array {
    while (this.chainCells.length <= level) this.chainCells.push(new Int8Array(CELL_COUNT));
    return this.chainCells[level];
  }
  /** Boards for the children of a node at `ply` (one per legal placement, or one pass). */
  pool(ply: number): Board[] {
    while (this.pools.length <= ply) {
      this.pools.push(Array.from({ length: CELL_COUNT }, () => createBoard()));
      this.poolScores.push(new Float64Array(CELL_COUNT));
      this.placements.push(new Int8Array(CELL_COUNT));
    }
    return this.pools[ply];
  }
  scores(ply: number): Float64Array {
    this.pool(ply);
    return this.poolScores[ply];
  }
  qBoard(ply: number): Board {
    while (this.qBoards.length <= ply) this.qBoards.push(createBoard());
    return this.qBoards[ply];
  }
}

/**
 * Plays the chain on `b` to its end (or the cap), each step taking the option best for the mover
 * by `chainStepValue`. Appends the steps to `path` when given. Returns the explosions made in the turn.
 */
export function finishChainGreedy(ctx: Context, b: Board, steps: number, path: ChainPath | null): number {
  const mover = b.toMove;
  const cells = ctx.chainCellBuffer(0);
  while (b.stage === Stage.Explode && steps < ctx.chainCap) {
    const n = explodable(b, cells);
    let bestValue = -Infinity;
    let bestStep = -1;
    for (let k = 0; k < n; k++) {
      const i = cells[k];
      for (let y = 0; y < 2; y++) {
        copyBoard(b, ctx.trial);
        applyExplosion(ctx.trial, i, y as 0 | 1);
        ctx.tick();
        const value = chainStepValue(ctx.trial, mover);
        if (value > bestValue) {
          bestValue = value;
          bestStep = i * 2 + y;
          copyBoard(ctx.trial, ctx.best);
        }
      }
    }
    copyBoard(ctx.best, b);
    path?.push(bestStep);
    steps++;
  }
  return steps;
}

/**
 * Every way to play the first `branch` decisions of the chain on `start`, each finished greedily;
 * calls `visit(end, path)` for each resulting position (`end` is scratch: copy what you keep).
 * `start` is left unchanged.
 */
export function exploreChain(
  ctx: Context,
  start: Board,
  branch: number,
  path: ChainPath,
  visit: (end: Board, path: ChainPath) => void,
  level = 0,
  steps = 0,
): void {
  if (start.stage !== Stage.Explode || steps >= ctx.chainCap) {
    ctx.lines--;
    visit(start, path);
    return;
  }
  const board = ctx.chainBoard(level);
  const mark = path.length;
  if (level >= branch || ctx.lines <= 0) {
    ctx.lines--;
    copyBoard(start, board);
    finishChainGreedy(ctx, board, steps, path);
    visit(board, path);
    path.length = mark;
    return;
  }
  const cells = ctx.chainCellBuffer(level + 1);
  const n = explodable(start, cells);
  for (let k = 0; k < n; k++) {
    for (let y = 0; y < 2; y++) {
      copyBoard(start, board);
      applyExplosion(board, cells[k], y as 0 | 1);
      ctx.tick();
      path.push(cells[k] * 2 + y);
      exploreChain(ctx, board, branch, path, visit, level + 1, steps + 1);
      path.length = mark;
    }
  }
}

/**
 * The children of `b` at `ply`: one per legal placement, its chain (if any) played the way that
 * looks best to the mover among `branch`-deep alternatives. Fills `ctx.pool(ply)` and
 * `ctx.scores(ply)` (static value for the mover, for move ordering) and returns how many.
 */
export function generateTurns(ctx: Context, b: Board, ply: number, branch: number): number {
  const pool = ctx.pool(ply);
  const scores = ctx.scores(ply);
  const placements = ctx.placements[ply];
  const mover = b.toMove;
  const n = legalPlacements(b, placements);
  if (n === 0 && mustPass(b)) {
    // Shut in on the centre: the one move is a pass.
    applyPass(copyBoard(b, pool[0]));
    ctx.tick();
    scores[0] = evaluate(pool[0], mover);
    return 1;
  }
  for (let k = 0; k < n; k++) {
    const child = pool[k];
    copyBoard(b, child);
    applyPlacement(child, placements[k]);
    ctx.tick();
    if (child.stage === Stage.Explode) {
      if (branch === 0) finishChainGreedy(ctx, child, 0, null);
      else {
        ctx.lines = INNER_LINES;
        copyBoard(child, ctx.chainStart);
        let bestValue = -Infinity;
        exploreChain(ctx, ctx.chainStart, branch, [], (end) => {
          const value = chainStepValue(end, mover);
          if (value > bestValue) {
            bestValue = value;
            copyBoard(end, child);
          }
        });
      }
    }
    scores[k] = child.stage === Stage.Over ? terminal(child, mover, ply + 1) : evaluate(child, mover);
  }
  return n;
}
