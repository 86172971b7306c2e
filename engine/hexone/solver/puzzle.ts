/**
 * Puzzles as data (site/src/data/hexone/puzzles.json), and the checks every stored puzzle must pass.
 *
 * A puzzle is a position where the side to move plays one turn toward a goal. Kinds:
 * - `intro`: teaches one idea (win in one turn, capture N, take a cell);
 * - `four`: the answer goes through a cell holding 4 pawns (it explodes, or the goal is to make it explode);
 * - `five`: the same with 5 pawns.
 */
import { parsePosition } from '../notation.js';
import { parseAction } from '../record.js';
import { apply } from '../rules.js';
import type { Action, GameState, Rules } from '../types.js';
import { type Goal, goalError } from './goals.js';
import { type SolveOptions, checkLine, goodMoves, solve } from './solve.js';

export const PUZZLE_KINDS = ['intro', 'four', 'five'] as const;
export type PuzzleKind = (typeof PUZZLE_KINDS)[number];

export interface Puzzle {
  id: string; // "four-03"
  kind: PuzzleKind;
  rules: Rules; // { exits: 'express', tiles: false }: the position's rules, repeated for filtering
  position: string; // position text; the side to move is the one solving
  goal: Goal;
  solution: string; // one answer line in move notation: "c2 c2>c3 c3>d4"
  lines: number; // how many lines reach that same final position (all of them are accepted)
  difficulty: number; // 1 (easy) … 5 (hard), from `difficultyOf`
  title: { fr: string; en: string };
  hint: { fr: string; en: string };
}

/** Per step of a line: how many moves were worth trying and how many of them still led to the goal. */
export interface LineAnalysis {
  steps: { legal: number; live: number; good: number }[]; // live: legal moves, less placements that end the turn at once without the goal
  decisions: number; // steps where some live move was not good: the player had to find the move
  explosions: number;
  largest: number; // the most pawns a cell held when it exploded along the line (0: no explosion)
}

export function parseLine(text: string): Action[] | null {
  const moves = text.trim().split(/\s+/).filter(Boolean).map(parseAction);
  return moves.every((m): m is Action => m !== null) ? moves : null;
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

/**
 * Everything wrong with a stored puzzle (empty when it is fine): malformed data, an illegal or
 * wrong solution line, no answer, or several answers (different final positions).
 */
export function checkPuzzle(p: Puzzle, options: SolveOptions = {}): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${p?.id ?? '?'}: ${text}`);
  if (!p || typeof p !== 'object') return ['a puzzle must be an object'];
  if (typeof p.id !== 'string' || !/^[a-z0-9-]+$/.test(p.id)) say('id must be lowercase letters, digits and dashes');
  if (!PUZZLE_KINDS.includes(p.kind)) say(`kind must be one of ${PUZZLE_KINDS.join(', ')}`);
  for (const field of ['title', 'hint'] as const) {
    for (const lang of ['fr', 'en'] as const) {
      if (typeof p[field]?.[lang] !== 'string' || !p[field][lang].trim()) say(`${field}.${lang} is missing`);
    }
  }
  const goalProblem = goalError(p.goal);
  if (goalProblem) say(`goal: ${goalProblem.reason}`);
  const parsed = parsePosition(p.position);
  if (!parsed.ok) {
    say(`position: ${parsed.error.reason}`);
    return problems;
  }
  const start = parsed.value;
  if (start.phase !== 'place') say(`the position must be at rest with the side to move placing (it is ${start.phase})`);
  if (start.rules.exits !== p.rules?.exits || start.rules.tiles !== p.rules?.tiles) say('rules differ from the position text');
  if (p.goal?.type === 'take' && start.cells[p.goal.cell]?.owner === start.toMove) say('the cell to take is already the mover\'s');
  if (goalProblem || problems.length) return problems;
  const line = parseLine(p.solution);
  if (!line) return [...problems, `${p.id}: solution "${p.solution}" is not move notation`];
  const report = solve(start, p.goal, options);
  if (!report.ok) return [...problems, `${p.id}: ${report.error.reason ?? report.error.code}`];
  const r = report.value;
  if (!r.complete) say('the search hit its bounds: raise them or simplify the puzzle');
  if (!r.solvable) say('no answer');
  else if (!r.unique) say(`${r.answers.length} different answers: ${r.answers.map((a) => a.text).join(' | ')}`);
  const played = checkLine(start, p.goal, line);
  if (!played.ok) say(`solution move ${played.error.move}: ${played.error.code}`);
  else {
    if (!played.value.reached) say('the solution line does not reach the goal');
    else if (played.value.reachedAt !== line.length) say('the solution line goes on after the goal is reached');
    if (r.unique && played.value.final !== r.answers[0].final) say('the solution line ends elsewhere than the answer');
  }
  if (r.unique && p.lines !== r.answers[0].lineCount) say(`lines is ${p.lines}, the solver counts ${r.answers[0].lineCount}`);
  const needed = p.kind === 'four' ? 4 : p.kind === 'five' ? 5 : 0;
  if (needed) {
    const through = p.goal.type === 'explodeCount' ? p.goal.count : largestExplosion(start, line);
    if (through < needed) say(`a ${p.kind} puzzle must go through a cell of ${needed} pawns (largest: ${through})`);
    if (line.length < 3) say(`a ${p.kind} puzzle needs more than a placement and one explosion`);
  }
  const difficulty = difficultyOf(analyseLine(start, p.goal, line));
  if (p.difficulty !== difficulty) say(`difficulty is ${p.difficulty}, the analysis gives ${difficulty}`);
  return problems;
}
