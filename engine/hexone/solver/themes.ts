/**
 * What a puzzle is about, read from its answer line rather than written by hand: the themes a
 * player can filter on, and the measures its difficulty is computed from.
 *
 *   themesOf(start, goal, line) → ['capture', 'centre', 'five']
 *   measure(start, goal, line)  → { firstMoves: 7, good: 1, depth: 5, decisions: 3, forced: 2, bits: 6.4 }
 *
 * Themes (a line may have several; the order below is the order they are listed in):
 * - `win`, `capture`, `take`: the goal;
 * - `four`, `five`: a cell holding 4 (5 or more) pawns explodes along the line;
 * - `centre`: the centre cell explodes along the line (the chain goes through the middle);
 * - `peakReturn`: a pawn pushed off the board comes back on the centre (a peak's radial arm in
 *   classic, any arm in Express);
 * - `exit`: the mover gives up pawns off the board on the way (Longue's rule, or classic's side arms);
 * - `tileRemoval`: a tile of the tiles edition falls along the line;
 * - `longChain`: six explosions or more.
 */
import { apply } from '../rules.js';
import type { Action, GameState } from '../types.js';
import type { Goal } from './goals.js';
import { type LineAnalysis, analyseLine } from './analysis.js';

export const THEMES = ['win', 'capture', 'take', 'four', 'five', 'centre', 'peakReturn', 'exit', 'tileRemoval', 'longChain'] as const;
export type Theme = (typeof THEMES)[number];

/** The themes of the line `line` played from `start` toward `goal` (empty if the line is illegal). */
export function themesOf(start: GameState, goal: Goal, line: readonly Action[]): Theme[] {
  const found = new Set<Theme>();
  if (goal.type === 'win' || goal.type === 'capture' || goal.type === 'take') found.add(goal.type);
  let state = start;
  let explosions = 0;
  for (const move of line) {
    const result = apply(state, move);
    if (!result.ok) return [];
    for (const e of result.events) {
      if (e.type === 'exploded') {
        explosions++;
        if (e.count >= 5) found.add('five');
        else if (e.count === 4) found.add('four');
        if (e.cell === 'c3') found.add('centre');
      } else if (e.type === 'toCentre') found.add('peakReturn');
      else if (e.type === 'lost') found.add('exit');
      else if (e.type === 'tileFlipped' && e.to === 'removed') found.add('tileRemoval');
      else if (e.type === 'captured' && goal.type !== 'take') found.add('capture');
    }
    state = result.state;
  }
  // An explodeCount goal is met when the big cell *must* explode: the line may stop just before it does.
  if (goal.type === 'explodeCount') found.add(goal.count === 5 ? 'five' : 'four');
  if (explosions >= 6) found.add('longChain');
  return THEMES.filter((t) => found.has(t));
}

/** The numbers a puzzle's difficulty is computed from, all measured by the solver along the answer line. */
export interface Measure {
  firstMoves: number; // placements that start something (a chain, or the goal) at the first step: what looks plausible
  good: number; // of those, how many still lead to the goal
  depth: number; // explosions along the line
  decisions: number; // steps where some live move misses: the player had to find the move
  forced: number; // steps where every live move is good (nothing to find)
  bits: number; // information needed to find the line: Σ log2(live / good) over the steps, one decimal
}

export function measureLine(a: LineAnalysis): Measure {
  const bits = a.steps.reduce((sum, s) => sum + Math.log2(Math.max(1, s.live) / Math.max(1, s.good)), 0);
  return {
    firstMoves: a.steps[0]?.live ?? 0,
    good: a.steps[0]?.good ?? 0,
    depth: a.explosions,
    decisions: a.decisions,
    forced: a.steps.length - a.decisions,
    bits: Math.round(bits * 10) / 10,
  };
}

export function measure(start: GameState, goal: Goal, line: readonly Action[]): Measure {
  return measureLine(analyseLine(start, goal, line));
}
