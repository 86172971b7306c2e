/**
 * Following a puzzle's answer line step by step with the solver: how many moves were worth trying
 * at each step and how many of them still led to the goal. Difficulty and themes are read from it.
 */
import { apply } from '../rules.js';
import type { Action, GameState } from '../types.js';
import type { Goal } from './goals.js';
import { checkLine, goodMoves } from './solve.js';

/** Per step of a line: how many moves were worth trying and how many of them still led to the goal. */
export interface LineAnalysis {
  steps: { legal: number; live: number; good: number }[]; // live: legal moves, less placements that end the turn at once without the goal
  decisions: number; // steps where some live move was not good: the player had to find the move
  explosions: number;
  largest: number; // the most pawns a cell held when it exploded along the line (0: no explosion)
}

/** The most pawns a cell held when it exploded, playing `line` from `start` (0 if none, or the line is illegal). */
export function largestExplosion(start: GameState, line: readonly Action[]): number {
  let state = start;
  let most = 0;
  for (const move of line) {
    const result = apply(state, move);
    if (!result.ok) return 0;
    for (const e of result.events) if (e.type === 'exploded' && e.count > most) most = e.count;
    state = result.state;
  }
  return most;
}

/** Follows `line` step by step and counts, at each step, the legal, live and good moves. */
export function analyseLine(start: GameState, goal: Goal, line: readonly Action[]): LineAnalysis {
  const steps: LineAnalysis['steps'] = [];
  for (let k = 0; k < line.length; k++) {
    const prefix = line.slice(0, k);
    const progress = goodMoves(start, goal, prefix);
    if (!progress.ok || progress.value.status !== 'open') break;
    // A placement that ends the turn at once without the goal (no chain) is not a real candidate.
    const live = progress.value.legal.filter((move) => {
      if (move.type !== 'place') return true;
      const after = checkLine(start, goal, [...prefix, move]);
      return after.ok && after.value.status !== 'failed';
    }).length;
    steps.push({ legal: progress.value.legal.length, live, good: progress.value.good.length });
  }
  return {
    steps,
    decisions: steps.filter((s) => s.good < s.live).length,
    explosions: line.filter((m) => m.type === 'explode').length,
    largest: largestExplosion(start, line),
  };
}

/**
 * Difficulty 1–5 from a line's analysis, in "bits": at each step, log2(live moves / good moves),
 * so picking the right Y out of two is one bit, the right placement out of four is two. Calibrated
 * on generated puzzles: 1–3 bits is an introduction, 6–7 a solid puzzle, 10 and more the hardest.
 */
export function difficultyOf(a: LineAnalysis): number {
  const bits = a.steps.reduce((sum, s) => sum + Math.log2(Math.max(1, s.live) / Math.max(1, s.good)), 0);
  return Math.max(1, Math.min(5, Math.round(0.3 + bits / 2.3)));
}
