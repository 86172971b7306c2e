/**
 * The puzzle solver's public API, on plain data (a `GameState` or position text, a `Goal`).
 *
 *   solve('express w c2:2w c3:2w d3:1b …', { type: 'win' })
 *     → every answer (one per final position), how many lines reach each, the lines themselves.
 *   goodMoves(start, goal, played)
 *     → after the moves played so far, which moves still lead to the goal: what a puzzle page
 *       needs to say "good" or "not this one" at each step.
 *
 * Equivalence: two lines are the same answer when they reach the same final position (the
 * position at the moment the goal is reached, see goals.ts). A puzzle is *unique* when all its
 * lines reach one final position; merely forced or interchangeable steps (either Y of a cell
 * when both give the same result, two explosions in either order) never make it ambiguous.
 * Nothing here throws: bad input comes back as `{ ok: false, error }`.
 */
import { type Board, Stage, applyExplosion, applyPlacement, copyBoard, explosionError, placementError } from '../board.js';
import { CELLS, cellIndex, isCell, yName, yToward } from '../cells.js';
import { formatPosition, parsePosition, type Parsed } from '../notation.js';
import { formatAction } from '../record.js';
import { fromBoard, legalActions, toBoard } from '../rules.js';
import type { Action, GameState, RuleError } from '../types.js';
import { type Goal, type GoalJudge, Verdict, goalError, goalJudge } from './goals.js';
import { EXPLOSION, type SearchOptions, TurnSearch, lineToArray } from './search.js';

export interface SolveOptions extends SearchOptions {
  maxLines?: number; // lines listed in `lines` (default 100); `lineCount` counts them all
}

/** One answer: a final position and the lines that reach it. */
export interface Answer {
  final: string; // position text of the final position, e.g. "express w c3:1b d4:2b …"
  lineCount: number; // how many lines reach it
  line: Action[]; // one of them
  text: string; // that line in move notation: "c2 c2>c3 c3>c4"
  lines: string[]; // every line reaching it, in move notation (within `maxLines` over all answers): the equivalent alternatives
}

export interface SolveReport {
  solvable: boolean;
  unique: boolean; // exactly one answer (every line reaches the same final position)
  answers: Answer[]; // one per final position, the one with most lines first
  lineCount: number; // lines over all answers
  lines: string[]; // the lines in move notation, at most `maxLines`, grouped by answer
  complete: boolean; // false when a bound stopped the search: then "unsolvable"/"unique" hold only within the bounds
  stats: {
    nodes: number; // chain positions expanded
    cycles: number; // moves dropped because they repeated a position of their own line
    capped: boolean; // some line reached maxExplosions
    aborted: boolean; // maxNodes reached, or stopped at stopAtFinals
    ms: number;
  };
}

/** Every answer to `goal` from `position` (placing, or mid-chain), found exhaustively within the bounds. */
export function solve(position: GameState | string, goal: Goal, options: SolveOptions = {}): Parsed<SolveReport> {
  const t0 = performance.now();
  const start = readPosition(position);
  if (!start.ok) return start;
  const problem = goalError(goal);
  if (problem) return { ok: false, error: problem };
  const board = start.value;
  const search = new TurnSearch(goalJudge(goal, board), options);
  const summary = search.run(board);
  const answers: (Omit<Answer, 'lines'> & { key: string })[] = [...summary]
    .map(([key, reach]) => {
      const line = lineToArray(reach.line).map(decodeMove);
      return { key, final: formatPosition(fromBoard(search.finals.get(key)!)), lineCount: reach.lines, line, text: line.map(formatAction).join(' ') };
    })
    .sort((a, b) => b.lineCount - a.lineCount || (a.text < b.text ? -1 : 1));
  const order = new Map(answers.map((a, k) => [a.key, k]));
  const found = search.aborted
    ? []
    : search
        .lines(board, options.maxLines ?? 100)
        .sort((a, b) => order.get(a.final)! - order.get(b.final)!)
        .map((l) => ({ final: l.final, text: l.moves.map((m) => formatAction(decodeMove(m))).join(' ') }));
  const lines = found.map((l) => l.text);
  return {
    ok: true,
    value: {
      solvable: answers.length > 0,
      unique: answers.length === 1,
      answers: answers.map(({ key, ...a }) => ({ ...a, lines: found.filter((l) => l.final === key).map((l) => l.text) })),
      lineCount: answers.reduce((n, a) => n + a.lineCount, 0),
      lines,
      complete: !search.capped && !search.aborted,
      stats: { nodes: search.nodes, cycles: search.cycles, capped: search.capped, aborted: search.aborted, ms: performance.now() - t0 },
    },
  };
}

/** Where a puzzle stands after some moves. */
export interface Progress {
  state: GameState; // the position after the moves played
  status: 'open' | 'reached' | 'failed'; // reached/failed stick once a move made them so
  reachedAt: number | null; // how many moves had been played when the goal was reached
  good: Action[]; // while open: the legal moves after which the goal can still be reached
  legal: Action[]; // every legal move now
  complete: boolean; // false when a bound cut a look-ahead short (a move may then be missing from `good`)
}

/**
 * Follows a puzzle: plays `played` from `start` (refusing the first illegal move, with its
 * 1-based index in `error.move`) and says which moves are still good. Cheap enough to call after
 * every move: each look-ahead stops at the first answer it finds.
 */
export function goodMoves(start: GameState | string, goal: Goal, played: readonly Action[] = [], options: SearchOptions = {}): Parsed<Progress> {
  const followed = follow(start, goal, played);
  if (!followed.ok) return followed;
  const { board, judge, status, reachedAt } = followed.value;
  const state = fromBoard(board);
  const legal = legalActions(state);
  let complete = true;
  const good: Action[] = [];
  if (status === 'open') {
    const child = copyBoard(board);
    for (const action of legal) {
      if (action.type === 'pass') continue; // a whole turn with nothing done: never toward a goal
      copyBoard(board, child);
      applyAction(child, action);
      const verdict = judge.judge(child);
      if (verdict === Verdict.Reached) good.push(action);
      else if (verdict === Verdict.Open) {
        const search = new TurnSearch(judge, { ...options, stopAtFinals: 1 });
        if (search.run(child).size > 0) good.push(action);
        else if (search.capped || search.aborted) complete = false;
      }
    }
  }
  return { ok: true, value: { state, status, reachedAt, good, legal, complete } };
}

/** Plays `line` from `start` and says whether it reaches the goal, and the position where it ends. */
export function checkLine(
  start: GameState | string,
  goal: Goal,
  line: readonly Action[],
): Parsed<{ status: Progress['status']; reached: boolean; final: string; reachedAt: number | null }> {
  const followed = follow(start, goal, line);
  if (!followed.ok) return followed;
  const { board, status, reachedAt } = followed.value;
  return { ok: true, value: { status, reached: status === 'reached', final: formatPosition(fromBoard(board)), reachedAt } };
}

interface Followed {
  board: Board;
  judge: GoalJudge;
  status: Progress['status'];
  reachedAt: number | null;
}

/** Replays `played` from `start` on a board, judging the goal after each move. */
function follow(start: GameState | string, goal: Goal, played: readonly Action[]): Parsed<Followed> {
  const read = readPosition(start);
  if (!read.ok) return read;
  const problem = goalError(goal);
  if (problem) return { ok: false, error: problem };
  if (!Array.isArray(played)) return { ok: false, error: { code: 'invalid-state', reason: 'played moves must be a list' } };
  const board = read.value;
  const judge = goalJudge(goal, board);
  let status: Progress['status'] = board.stage === Stage.Over ? 'failed' : 'open';
  let reachedAt: number | null = null;
  for (const [k, action] of played.entries()) {
    const error = applyAction(board, action);
    if (error) return { ok: false, error: { ...error, move: k + 1 } };
    if (status !== 'open') continue;
    const verdict = judge.judge(board);
    if (verdict === Verdict.Reached) {
      status = 'reached';
      reachedAt = k + 1;
    } else if (verdict === Verdict.Failed) status = 'failed';
  }
  return { ok: true, value: { board, judge, status, reachedAt } };
}

// ---------------------------------------------------------------------------------------------

function readPosition(position: GameState | string): Parsed<Board> {
  let state: GameState;
  if (typeof position === 'string') {
    const parsed = parsePosition(position);
    if (!parsed.ok) return parsed;
    state = parsed.value;
  } else state = position;
  const board = toBoard(state);
  return 'code' in board ? { ok: false, error: board } : { ok: true, value: board };
}

/** Checks and applies one action on the board; the error, if any, leaves the board unchanged. */
function applyAction(board: Board, action: Action): RuleError | null {
  // A puzzle is one placement and its chain: a pass (a side shut in on the centre) never belongs to a line.
  if (action?.type === 'pass') return { code: 'cannot-pass' };
  if (!action || !isCell(action.cell)) return { code: 'unknown-cell', cell: String(action?.cell) };
  const i = cellIndex(action.cell);
  if (action.type === 'place') {
    const problem = placementError(board, i);
    if (problem) return { code: problem, cell: action.cell };
    applyPlacement(board, i);
    return null;
  }
  if (action.type !== 'explode') return { code: 'invalid-state', reason: 'unknown action' };
  if (!isCell(action.toward)) return { code: 'unknown-cell', cell: String(action.toward) };
  const problem = explosionError(board, i);
  if (problem) return { code: problem, cell: action.cell };
  const y = yToward(action.cell, action.toward);
  if (y === null) return { code: 'not-on-y', cell: action.cell, toward: action.toward };
  applyExplosion(board, i, y);
  return null;
}

/** The action for a move number of the search (see search.ts). */
export function decodeMove(move: number): Action {
  if (move < EXPLOSION) return { type: 'place', cell: CELLS[move] };
  const i = (move - EXPLOSION) >> 1;
  const y = ((move - EXPLOSION) & 1) as 0 | 1;
  return { type: 'explode', cell: CELLS[i], toward: yName(CELLS[i], y) };
}
