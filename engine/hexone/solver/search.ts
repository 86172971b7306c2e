/**
 * The solver's inner search: depth-first over one turn (a placement, then every chain choice:
 * which of the fullest cells, which Y), on `Board`s taken from a preallocated stack, with the
 * rules of `board.ts` and nothing re-implemented.
 *
 * What it computes, for a position and a `GoalJudge`: every *final position* where the goal is
 * reached (see goals.ts for the moment a goal counts as reached), and for each one how many
 * lines lead there and one such line. Two lines that reach the same final position are
 * equivalent answers to a puzzle.
 *
 * Memoisation: chain positions are keyed by their cells (count, owner, tile face; the side to
 * move never changes within a turn). A position seen again through another order of explosions
 * (a transposition) reuses its summary. A position that repeats *on the current line* is a cycle:
 * that move is dropped, because going round a loop and coming back changes nothing (every final
 * position reachable through the loop is reachable from where the loop started). So a "line" is a
 * line that never repeats a chain position. Line counts are exact when no cycle was met; with
 * cycles they may count a few looping lines differently, which the result reports (`cycles`).
 *
 * Bounds (RULES.md, "Endless chains"): a line stops counting after `maxExplosions` explosions and
 * the search stops after expanding `maxNodes` chain positions (or holding `maxEntries` answers in
 * its memo, a memory bound); both are reported, so a caller
 * knows whether "no solution" is a proof or only what was found within the bounds.
 */
import { type Board, Stage, applyExplosion, applyPlacement, copyBoard, createBoard, explodable, legalPlacements } from '../board.js';
import { CELL_COUNT } from '../cells.js';
import { type GoalJudge, Verdict } from './goals.js';

export interface SearchOptions {
  maxExplosions?: number; // per line (default DEFAULT_MAX_EXPLOSIONS, 200)
  maxNodes?: number; // chain positions expanded in one search (default DEFAULT_MAX_NODES, 1 000 000)
  stopAtFinals?: number; // stop once this many distinct final positions are known (default: never); 1 = "is it solvable?"
  maxEntries?: number; // memory bound: (position, answer) pairs kept in the memo (default DEFAULT_MAX_ENTRIES, 2 000 000)
}
export const DEFAULT_MAX_EXPLOSIONS = 200;
export const DEFAULT_MAX_NODES = 1_000_000;
export const DEFAULT_MAX_ENTRIES = 2_000_000;

/** A move as one small number: a placement is its cell index, an explosion `EXPLOSION + 2 × cell + y`. */
export const EXPLOSION = 32;
export const encodePlacement = (i: number) => i;
export const encodeExplosion = (i: number, y: 0 | 1) => EXPLOSION + 2 * i + y;

/** A line as a linked list, so lines that share their end share memory (no copying per node). */
export interface Line {
  move: number;
  rest: Line | null;
}
export interface Reach {
  lines: number;
  line: Line | null;
}
/** Final position key → how to reach it from a given position. */
export type Summary = Map<string, Reach>;

const EMPTY: Summary = new Map();

/** A compact key for a board's cells: one character per cell (count, owner, tile face). */
const keyCodes: number[] = new Array(CELL_COUNT).fill(0);
export function boardKey(b: Board): string {
  for (let i = 0; i < CELL_COUNT; i++) keyCodes[i] = (b.count[i] * 2 + (b.owner[i] === 1 ? 1 : 0)) * 3 + b.tile[i] + 48;
  return String.fromCharCode.apply(null, keyCodes);
}

export function lineToArray(line: Line | null): number[] {
  const out: number[] = [];
  for (let l = line; l; l = l.rest) out.push(l.move);
  return out;
}

export class TurnSearch {
  nodes = 0; // chain positions expanded
  cycles = 0; // moves dropped because they repeated a position of their own line
  capped = false; // a line reached maxExplosions
  aborted = false; // maxNodes or maxEntries reached, or stopped early at stopAtFinals
  entries = 0; // (position, answer) pairs held by the memo
  readonly finals = new Map<string, Board>(); // every final position found, by key
  private readonly memo = new Map<string, Summary>();
  private readonly onLine = new Set<string>();
  private readonly stack: Board[] = [];
  private readonly cells: Int8Array[] = [];
  private readonly maxExplosions: number;
  private readonly maxNodes: number;
  private readonly stopAtFinals: number;
  private readonly maxEntries: number;

  constructor(
    private readonly goal: GoalJudge,
    options: SearchOptions = {},
  ) {
    this.maxExplosions = options.maxExplosions ?? DEFAULT_MAX_EXPLOSIONS;
    this.maxNodes = options.maxNodes ?? DEFAULT_MAX_NODES;
    this.stopAtFinals = options.stopAtFinals ?? Infinity;
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  }

  /**
   * Every final position reachable from `start` (placing, or mid-chain) where the goal is reached.
   * `start` is not modified.
   */
  run(start: Board): Summary {
    const root = this.board(0);
    copyBoard(start, root);
    if (root.stage === Stage.Explode) return this.chain(0);
    if (root.stage !== Stage.Place && root.stage !== Stage.Opening) return EMPTY;
    const out: Summary = new Map();
    const list = this.list(0);
    const n = legalPlacements(root, list);
    for (let k = 0; k < n && !this.stopped(); k++) {
      const child = copyBoard(root, this.board(1));
      applyPlacement(child, list[k]);
      this.follow(out, encodePlacement(list[k]), child, 1);
    }
    return out;
  }

  /** The summary of the chain position at `depth` of the stack (memoised). */
  private chain(depth: number): Summary {
    const b = this.stack[depth];
    const key = boardKey(b);
    const known = this.memo.get(key);
    if (known) return known;
    if (this.onLine.has(key)) {
      this.cycles++;
      return EMPTY;
    }
    if (depth > this.maxExplosions) {
      this.capped = true;
      return EMPTY;
    }
    if (this.nodes >= this.maxNodes) {
      this.aborted = true;
      return EMPTY;
    }
    this.nodes++;
    this.onLine.add(key);
    const out: Summary = new Map();
    const list = this.list(depth);
    const n = explodable(b, list);
    for (let k = 0; k < n && !this.stopped(); k++) {
      for (const y of [0, 1] as const) {
        const child = copyBoard(b, this.board(depth + 1));
        applyExplosion(child, list[k], y);
        this.follow(out, encodeExplosion(list[k], y), child, depth + 1);
      }
    }
    this.onLine.delete(key);
    // A summary cut short by a stop is incomplete: never reuse it.
    if (!this.stopped()) {
      this.memo.set(key, out);
      this.entries += out.size;
      if (this.entries > this.maxEntries) this.aborted = true;
    }
    return out;
  }

  /** Judges the position after `move` and adds what it leads to into `out`. */
  private follow(out: Summary, move: number, child: Board, depth: number): void {
    const verdict = this.goal.judge(child);
    if (verdict === Verdict.Failed) return;
    if (verdict === Verdict.Reached) {
      const key = boardKey(child);
      if (!this.finals.has(key)) {
        this.finals.set(key, copyBoard(child));
        if (this.finals.size >= this.stopAtFinals) this.aborted = true;
      }
      add(out, key, 1, { move, rest: null });
      return;
    }
    const sub = this.chain(depth);
    for (const [key, reach] of sub) add(out, key, reach.lines, { move, rest: reach.line });
  }

  /**
   * The lines behind `run`'s answer, up to `limit`, each with the key of its final position.
   * Call after `run(start)` on the same start: it walks the memoised positions that lead somewhere.
   */
  lines(start: Board, limit: number): { moves: number[]; final: string }[] {
    const out: { moves: number[]; final: string }[] = [];
    const path: number[] = [];
    const walk = (depth: number): void => {
      const b = this.stack[depth];
      const list = this.list(depth);
      const placing = b.stage !== Stage.Explode;
      const n = placing ? legalPlacements(b, list) : explodable(b, list);
      for (let k = 0; k < n; k++) {
        for (const y of placing ? ([0] as const) : ([0, 1] as const)) {
          if (out.length >= limit) return;
          const child = copyBoard(b, this.board(depth + 1));
          let move: number;
          if (placing) {
            applyPlacement(child, list[k]);
            move = encodePlacement(list[k]);
          } else {
            applyExplosion(child, list[k], y);
            move = encodeExplosion(list[k], y);
          }
          const verdict = this.goal.judge(child);
          if (verdict === Verdict.Failed) continue;
          const key = boardKey(child);
          path.push(move);
          if (verdict === Verdict.Reached) out.push({ moves: [...path], final: key });
          else if (!this.onLine.has(key) && this.memo.get(key)?.size) {
            this.onLine.add(key);
            walk(depth + 1);
            this.onLine.delete(key);
          }
          path.pop();
        }
      }
    };
    copyBoard(start, this.board(0));
    if (start.stage === Stage.Explode) this.onLine.add(boardKey(start));
    walk(0);
    this.onLine.clear();
    return out;
  }

  private stopped(): boolean {
    return this.aborted;
  }

  private board(depth: number): Board {
    while (this.stack.length <= depth) this.stack.push(createBoard());
    return this.stack[depth];
  }

  private list(depth: number): Int8Array {
    while (this.cells.length <= depth) this.cells.push(new Int8Array(CELL_COUNT));
    return this.cells[depth];
  }
}

function add(out: Summary, key: string, lines: number, line: Line): void {
  const had = out.get(key);
  if (had) had.lines += lines;
  else out.set(key, { lines, line });
}
