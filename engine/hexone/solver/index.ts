/**
 * Hexone's puzzle solver: goals as data, an exhaustive bounded search over one turn, and the
 * helpers a puzzle page needs.
 *
 *   import { solve, goodMoves, checkPuzzle } from './engine/solver/index.js';
 *
 * - `solve(position, goal)`: every answer (final positions) and line; `unique` when all lines agree.
 * - `goodMoves(start, goal, played)`: after the moves played, which moves still lead to the goal.
 * - `checkPuzzle(puzzle)`: re-solves a stored puzzle and lists what is wrong with it.
 * - `analyseLine(start, goal, line)`: per step, how many moves were legal and how many good (difficulty).
 */
export { type Goal, GOAL_TYPES, describeGoal, goalError } from './goals.js';
export { type Answer, type Progress, type SolveOptions, type SolveReport, checkLine, goodMoves, solve } from './solve.js';
export { DEFAULT_MAX_EXPLOSIONS, DEFAULT_MAX_NODES, type SearchOptions } from './search.js';
export {
  PUZZLE_KINDS,
  type LineAnalysis,
  type Puzzle,
  type PuzzleKind,
  analyseLine,
  checkPuzzle,
  difficultyOf,
  largestExplosion,
  parseLine,
} from './puzzle.js';
export { THEMES, type Measure, type Theme, measure, measureLine, themesOf } from './themes.js';
