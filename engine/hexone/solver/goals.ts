/**
 * Puzzle goals, as plain data, and how to judge them move by move on the fast `Board`.
 *
 * A goal is always the side to move's, for the turn being played (one placement, then the chain):
 *
 *   { type: 'win' }                        the opponent has no pawn left by the end of this turn
 *   { type: 'explodeCount', count: 4 }     a cell holding 4 (or 5) pawns must explode in this chain
 *   { type: 'capture', atLeast: 5 }        at least 5 of the opponent's pawns change colour this turn
 *   { type: 'take', cell: 'd4' }           when the turn ends, `d4` holds the mover's pawns
 *
 * When is a goal reached? As soon as it can no longer be undone, so that chain steps played after
 * it do not split one answer into several:
 * - `win`: at the winning explosion (the game stops there anyway);
 * - `capture`: at the explosion that brings the count to `atLeast` (the opponent's pawns can only
 *   go down during our own turn, so the count never falls back);
 * - `explodeCount`: as soon as a cell holding `count`+ pawns is among the cells that must explode
 *   next (the rules force it to explode before any smaller cell, whichever Y is picked, and a cell
 *   never loses pawns except by exploding), or if a win cuts the chain before that, never;
 * - `take`: only when the turn is over (a cell taken mid-chain can still be exploded away).
 * A goal fails when the turn ends (or the game ends) without it.
 */
import { type Board, Stage, fullest } from '../board.js';
import { type Cell, cellIndex, isCell } from '../cells.js';
import type { RuleError } from '../types.js';

export type Goal =
  | { type: 'win' } // { type: 'win' }
  | { type: 'explodeCount'; count: 4 | 5 } // { type: 'explodeCount', count: 4 }
  | { type: 'capture'; atLeast: number } // { type: 'capture', atLeast: 6 }
  | { type: 'take'; cell: Cell }; // { type: 'take', cell: 'c4' }

export const GOAL_TYPES = ['win', 'explodeCount', 'capture', 'take'] as const;

/** Null when `goal` is a well-formed goal, else an `invalid-state` error saying why (for data read from files or URLs). */
export function goalError(goal: unknown): RuleError | null {
  const bad = (reason: string): RuleError => ({ code: 'invalid-state', reason });
  if (!goal || typeof goal !== 'object') return bad('a goal must be an object like { type: "win" }');
  const g = goal as Record<string, unknown>;
  switch (g.type) {
    case 'win':
      return null;
    case 'explodeCount':
      return g.count === 4 || g.count === 5 ? null : bad('explodeCount goals need count 4 or 5');
    case 'capture':
      return Number.isInteger(g.atLeast) && (g.atLeast as number) >= 1 && (g.atLeast as number) <= 99
        ? null
        : bad('capture goals need atLeast, a whole number from 1');
    case 'take':
      return isCell(g.cell) ? null : bad('take goals need a cell, a1 … e5');
    default:
      return bad(`unknown goal type ${String(g.type)} (win, explodeCount, capture, take)`);
  }
}

/** Where a line stands after a move, with respect to the goal. */
export const Verdict = { Open: 0, Reached: 1, Failed: 2 } as const;
export type Verdict = (typeof Verdict)[keyof typeof Verdict];

/**
 * A goal bound to the turn it is judged in: who plays, and how many opponent pawns there were
 * when the turn began (the capture baseline). Build one per turn with `goalJudge`.
 */
export interface GoalJudge {
  goal: Goal;
  me: 0 | 1;
  opponentAtStart: number;
  /** Judges the board right after a placement or an explosion of this turn. */
  judge(b: Board): Verdict;
}

/** Binds `goal` to the turn about to be played on `b` (at its placement, or mid-chain). */
export function goalJudge(goal: Goal, b: Board, opponentAtStart?: number): GoalJudge {
  const me = b.toMove;
  const them = (1 - me) as 0 | 1;
  const baseline = opponentAtStart ?? b.pawns[them];
  const ended = (x: Board) => x.stage === Stage.Over || x.toMove !== me;
  let judge: (x: Board) => Verdict;
  switch (goal.type) {
    case 'win':
      judge = (x) => (x.stage === Stage.Over ? (x.winner === me ? Verdict.Reached : Verdict.Failed) : ended(x) ? Verdict.Failed : Verdict.Open);
      break;
    case 'capture':
      judge = (x) => (baseline - x.pawns[them] >= goal.atLeast ? Verdict.Reached : ended(x) ? Verdict.Failed : Verdict.Open);
      break;
    case 'explodeCount':
      judge = (x) => (ended(x) ? Verdict.Failed : fullest(x) >= goal.count ? Verdict.Reached : Verdict.Open);
      break;
    case 'take': {
      const i = cellIndex(goal.cell);
      judge = (x) => {
        if (!ended(x)) return Verdict.Open;
        const held = x.count[i] > 0 && x.owner[i] === me && x.winner !== them;
        return held ? Verdict.Reached : Verdict.Failed;
      };
      break;
    }
  }
  return { goal, me, opponentAtStart: baseline, judge };
}

/** A short English description, for logs and scripts (the site words goals itself, in both languages). */
export function describeGoal(goal: Goal): string {
  switch (goal.type) {
    case 'win':
      return 'win this turn';
    case 'explodeCount':
      return `make a cell of ${goal.count} pawns explode`;
    case 'capture':
      return `capture at least ${goal.atLeast} pawns`;
    case 'take':
      return `hold ${goal.cell} at the end of the turn`;
  }
}
