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
import type { Action, Rules } from '../types.js';
import { type Goal, goalError } from './goals.js';
import { type SolveOptions, checkLine, solve } from './solve.js';
import { type LineAnalysis, analyseLine, difficultyOf, largestExplosion } from './analysis.js';

export { type LineAnalysis, analyseLine, difficultyOf, largestExplosion };
import { type Measure, type Theme, measureLine, themesOf } from './themes.js';

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
  themes: Theme[]; // what the answer line does, from `themesOf` (themes.ts)
  measure: Measure; // what the difficulty was computed from, measured along the answer line
  title: { fr: string; en: string };
  hint: { fr: string; en: string };
}

export function parseLine(text: string): Action[] | null {
  const moves = text.trim().split(/\s+/).filter(Boolean).map(parseAction);
  return moves.every((m): m is Action => m !== null) ? moves : null;
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
  if (p.goal?.type === 'take' && start.cells[p.goal.cell]?.owner === start.toMove) say("the cell to take is already the mover's");
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
  const analysis = analyseLine(start, p.goal, line);
  const difficulty = difficultyOf(analysis);
  if (p.difficulty !== difficulty) say(`difficulty is ${p.difficulty}, the analysis gives ${difficulty}`);
  const themes = themesOf(start, p.goal, line);
  if (JSON.stringify(p.themes) !== JSON.stringify(themes)) say(`themes are ${JSON.stringify(p.themes)}, the line shows ${JSON.stringify(themes)}`);
  const measured = measureLine(analysis);
  if (JSON.stringify(p.measure) !== JSON.stringify(measured)) say(`measure is ${JSON.stringify(p.measure)}, the solver measures ${JSON.stringify(measured)}`);
  return problems;
}
