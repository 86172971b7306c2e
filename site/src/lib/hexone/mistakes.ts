/**
 * *Learn from your mistakes* after a game review (site/src/scripts/hexone/review/learn.ts): which turns become
 * exercises, when a turn tried on an exercise is accepted, and how each exercise's outcome is kept — in the
 * puzzles' progress (site/src/components/hexone/puzzle/progress.ts, one localStorage key), under an id made from
 * the game and the turn, so that the same game reviewed again finds its exercises done.
 *
 *   exercisesOf(review.turns, 'b')           // White's mistakes, blunders and missed wins, in game order
 *   exerciseId(record, turn)                 // "mistake-3f2a9c1b-12"
 *   accepts(turn, judged)                    // the turn tried, judged by the review's engine, is good enough
 */
// Types only: the engine's review (and its search) runs in the review's worker, never in the page's bundle.
import type { ReviewedTurn, ReviewVerdict } from '@engine/hexone/review.js';
import { type Outcome, type PuzzleProgress, recordOutcome } from '../../components/hexone/puzzle/progress';

/**
 * The turns to practise: every mistake, blunder and missed win of the person reviewing. Against the computer that
 * is the side it did not play (`computer`); between two people on one device, both sides' (each says whose it is).
 */
export function exercisesOf(turns: readonly ReviewedTurn[], computer: 'b' | 'w' | null): ReviewedTurn[] {
  return turns.filter((t) => t.side !== computer && (t.verdict === 'mistake' || t.verdict === 'blunder' || t.missedWin));
}

/** FNV-1a over the record, 8 hex digits: an id short enough for the puzzles' progress (at most 40 characters). */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The exercise's id in the puzzles' progress: the game's record and the turn's number. */
export function exerciseId(record: string, turn: number): string {
  return `mistake-${hash(record.trim())}-${turn}`;
}

/**
 * The search budget (boards) a turn tried on an exercise is judged with. A budget in boards, not in time: the same
 * turn gets the same answer on a busy phone and a quiet laptop (the review's values move with the search's depth).
 * About a quarter of a second here.
 */
export const JUDGE_NODES = 20_000;

/** What the engine said of a turn tried on an exercise (a one-turn review of it from the exercise's position). */
export interface Judged {
  text: string; // the turn in move notation
  verdict: ReviewVerdict; // from the pawns given away against the best turn found there (REVIEW_THRESHOLDS)
  missedWin: boolean;
  allowsLoss: boolean;
}

/**
 * True when the turn tried is good enough: the review's best turn itself, or a turn the engine rates within the
 * *good* threshold of the best (verdict `best` or `good`: at most `REVIEW_THRESHOLDS.good` pawns given away) that
 * neither lets a win go nor allows a forced loss.
 * The turn the game played is never accepted: it is the one being practised.
 */
export function accepts(exercise: ReviewedTurn, judged: Judged): boolean {
  if (judged.text === exercise.best.text) return true;
  if (judged.text === exercise.played.text) return false;
  return !judged.missedWin && !judged.allowsLoss && (judged.verdict === 'best' || judged.verdict === 'good');
}

/**
 * The progress after an exercise ended with `outcome`: its best outcome kept, as for a puzzle. The streak and its
 * record are the puzzles' own (puzzles solved in a row), so an exercise leaves them as they were.
 */
export function recordExercise(progress: PuzzleProgress, id: string, outcome: Outcome): PuzzleProgress {
  return { ...recordOutcome(progress, id, outcome), streak: progress.streak, best: progress.best };
}
