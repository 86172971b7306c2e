/**
 * The puzzle generator, on plain data and without Node: used by `npm run puzzles:generate` to grow
 * the curated collection, and in the browser (a Web Worker) for endless and daily puzzles.
 *
 *   generate({ kind: 'five', rules: { exits: 'classic', tiles: false }, count: 1, seed: 7 })
 *     → { puzzles: [Puzzle], tried: 412 }
 *
 * Candidates are positions that look like real games (at rest, both sides on the board, removed
 * tiles empty), of two sorts:
 * - spread: stacks grown from the first ring outward, as a game grows;
 * - aimed (for 4- and 5-pawn puzzles): built backwards from the chain wanted. A target cell is
 *   picked, and the mover's pairs are put on cells whose Ys pass through it, so that one
 *   placement can set off explosions that pile up on the target.
 * A 5 needs two 4s on the board at once (a 4 fires at once unless another waits beside it). In
 * Express the pawns leaving the board pile up on the centre, so 5-pawn chains are common; in
 * classic about one candidate in 3,000 holds one with a single answer (a long chain fed through
 * the centre by the peaks' pawns coming back); in Longue, where every pawn leaving is lost, a 5
 * takes an almost full board and nearly every one has several answers: two neighbouring 4s can
 * each fire into the other, so a line to a 5 has a twin unless that twin wins the game first.
 * The generator finds none there; scripts/search-long-fives.ts searches for them (README).
 * Each candidate is tried against the goals that suit the kind; a puzzle is kept only when the
 * solver finds exactly one answer and the line asks for real decisions. Same options, same puzzles.
 */
import { type Board, Stage } from '../board.js';
import { ARMS, CELLS, type Cell, FIRST_RING, OUTER, neighbours } from '../cells.js';
import { formatPosition, parsePosition } from '../notation.js';
import { toBoard } from '../rules.js';
import { type Random, randomInt, seededRandom } from '../../shared/random.js';
import type { GameState, Player, Rules } from '../types.js';
import { analyseLine, difficultyOf } from './analysis.js';
import { type Goal, type GoalJudge, Verdict } from './goals.js';
import { type Puzzle, type PuzzleKind, checkPuzzle } from './puzzle.js';
import { TurnSearch } from './search.js';
import { solve } from './solve.js';
import { type Theme, measureLine, themesOf } from './themes.js';
import { puzzleWording } from './wording.js';

/** Bounds for candidate positions: anything bigger is skipped (puzzles must solve fast, in a page too). */
export const GENERATOR_BOUNDS = { maxNodes: 20_000, maxEntries: 200_000, maxExplosions: 60 };

export interface GenerateOptions {
  kind: PuzzleKind;
  rules: Rules;
  count: number;
  seed: number;
  difficulty?: number | null; // keep only puzzles of this difficulty (1–5)
  goals?: Goal['type'][] | null; // only these goal types (default: every type that suits the kind)
  theme?: Theme | null; // keep only puzzles with this theme (themes.ts)
  seconds?: number; // stop after this long even if fewer were found (default 60)
  maxTries?: number; // stop after this many candidate positions (default: no limit)
  idPrefix?: string; // ids are `${idPrefix}-NN` (default: the kind)
}

/** How the candidates fared, by goal and outcome (for `--verbose`). */
export type GeneratorStats = Record<string, number>;

export function generate(
  o: GenerateOptions,
  existing: readonly Pick<Puzzle, 'id' | 'position'>[] = [],
  stats: GeneratorStats = {},
): { puzzles: Puzzle[]; tried: number } {
  const random = seededRandom(o.seed);
  const seen = new Set(existing.map((p) => p.position));
  const ids = new Set(existing.map((p) => p.id));
  const prefix = o.idPrefix ?? o.kind;
  const nextId = () => {
    let k = 1;
    while (ids.has(`${prefix}-${String(k).padStart(2, '0')}`)) k++;
    return `${prefix}-${String(k).padStart(2, '0')}`;
  };
  const deadline = performance.now() + (o.seconds ?? 60) * 1000;
  const puzzles: Puzzle[] = [];
  let tried = 0;
  while (puzzles.length < o.count && performance.now() < deadline && tried < (o.maxTries ?? Infinity)) {
    tried++;
    const aimed = o.kind !== 'intro' && random() < 0.6;
    const state = aimed ? aimedPosition(random, o.kind, o.rules) : spreadPosition(random, o.kind, o.rules);
    if (!state || seen.has(formatPosition(state))) continue;
    const board = toBoard(state);
    if ('code' in board) continue;
    for (const goal of candidateGoals(o.kind, state, board, random)) {
      if (o.goals && !o.goals.includes(goal.type)) continue;
      const puzzle = tryPuzzle(o, state, goal, nextId(), stats);
      if (!puzzle) continue;
      ids.add(puzzle.id);
      seen.add(puzzle.position);
      puzzles.push(puzzle);
      break;
    }
  }
  return { puzzles, tried };
}

// ---------------------------------------------------------------------------------------------
// Candidate positions.

const SHAPES: Record<PuzzleKind, { cells: [number, number]; two: number }> = {
  intro: { cells: [4, 8], two: 0.5 },
  four: { cells: [6, 11], two: 0.65 },
  five: { cells: [7, 12], two: 0.7 },
};

interface Draft {
  mover: Player;
  other: Player;
  stacks: Map<Cell, string>;
  removed: Set<Cell>;
  faces: Map<Cell, string>;
}

function startDraft(random: Random, rules: Rules): Draft {
  const mover: Player = random() < 0.5 ? 'b' : 'w';
  const draft: Draft = { mover, other: mover === 'b' ? 'w' : 'b', stacks: new Map(), removed: new Set(), faces: new Map() };
  if (rules.tiles) {
    for (const cell of OUTER) {
      const r = random();
      if (r < 0.1) {
        draft.removed.add(cell);
        draft.faces.set(cell, 'removed');
      } else if (r < 0.35) draft.faces.set(cell, 'gray');
    }
  }
  return draft;
}

/** Adds stacks touching those already there until the board holds `n` stacks. */
function grow(random: Random, draft: Draft, n: number, two: number, mine: number): void {
  const { stacks, removed } = draft;
  let frontier: Cell[] = stacks.size ? [] : [FIRST_RING[randomInt(random, FIRST_RING.length)]];
  const refresh = () => CELLS.filter((c) => !stacks.has(c) && !removed.has(c) && (stacks.size === 0 || neighbours(c).some((m) => stacks.has(m))));
  if (stacks.size) frontier = refresh();
  while (stacks.size < n && frontier.length) {
    const cell = frontier[randomInt(random, frontier.length)];
    stacks.set(cell, `${random() < two ? 2 : 1}${random() < mine ? draft.mover : draft.other}`);
    frontier = refresh();
  }
}

function finish(draft: Draft, rules: Rules): GameState | null {
  const words: string[] = [rules.exits, ...(rules.tiles ? ['tiles'] : []), draft.mover];
  for (const cell of CELLS) {
    const parts = [draft.stacks.get(cell), draft.faces.get(cell)].filter(Boolean);
    if (parts.length) words.push([cell, ...parts].join(':'));
  }
  const parsed = parsePosition(words.join(' '));
  if (!parsed.ok || parsed.value.phase !== 'place') return null;
  const owners = new Set(Object.values(parsed.value.cells).map((s) => s.owner));
  return owners.size === 2 ? parsed.value : null; // both sides on the board, as in a game
}

/** Stacks spread from the first ring like a game does: each new stack touches an earlier one. */
function spreadPosition(random: Random, kind: PuzzleKind, rules: Rules): GameState | null {
  const shape = SHAPES[kind];
  const draft = startDraft(random, rules);
  grow(random, draft, shape.cells[0] + randomInt(random, shape.cells[1] - shape.cells[0] + 1), shape.two, 0.55);
  return finish(draft, rules);
}

/** The cells whose Y `y` sends a pawn onto `target`, for each cell index. */
const FEEDERS: readonly { cell: Cell; y: 0 | 1 }[][] = CELLS.map((_, target) =>
  CELLS.flatMap((cell, i) => ([0, 1] as const).filter((y) => ARMS[i][y].some((arm) => arm.target === target)).map((y) => ({ cell, y }))),
);

/**
 * Built backwards from the chain wanted: a target cell holding the mover's pair, three to five of
 * the mover's pairs on cells that can explode onto it, then the rest of the board as in a game.
 */
function aimedPosition(random: Random, kind: PuzzleKind, rules: Rules): GameState | null {
  const draft = startDraft(random, rules);
  const open = CELLS.filter((c) => !draft.removed.has(c));
  const target = open[randomInt(random, open.length)];
  draft.stacks.set(target, `2${draft.mover}`);
  const feeders = [...new Set(FEEDERS[CELLS.indexOf(target)].map((f) => f.cell))].filter((c) => !draft.removed.has(c));
  const wanted = (kind === 'five' ? 4 : 3) + randomInt(random, 2);
  for (let k = 0; k < wanted && feeders.length; k++) {
    const cell = feeders.splice(randomInt(random, feeders.length), 1)[0];
    draft.stacks.set(cell, `${random() < 0.85 ? 2 : 1}${draft.mover}`);
  }
  // The rest leans to the opponent: something to capture, and a goal that is not already met.
  const shape = SHAPES[kind];
  grow(random, draft, shape.cells[0] + randomInt(random, shape.cells[1] - shape.cells[0] + 1), 0.55, 0.3);
  return finish(draft, rules);
}

// ---------------------------------------------------------------------------------------------
// Goals and judging.

/** The most opponent pawns the side to move can capture this turn (over every line, within bounds); −1 when too big. */
function maxCapture(board: Board): number {
  let best = 0;
  const me = board.toMove;
  const them = (1 - me) as 0 | 1;
  const baseline = board.pawns[them];
  // A judge that never says "reached": it records each turn's outcome, so the search visits them all.
  const recorder: GoalJudge = {
    goal: { type: 'win' },
    me,
    opponentAtStart: baseline,
    judge(x) {
      const over = x.stage === Stage.Over || x.toMove !== me;
      if (over) best = Math.max(best, baseline - x.pawns[them]);
      return over ? Verdict.Failed : Verdict.Open;
    },
  };
  const search = new TurnSearch(recorder, GENERATOR_BOUNDS);
  search.run(board);
  return search.aborted || search.capped ? -1 : best;
}

function candidateGoals(kind: PuzzleKind, state: GameState, board: Board, random: Random): Goal[] {
  const goals: Goal[] = [{ type: 'win' }];
  const best = maxCapture(board);
  if (best < 0) return [];
  const opponent = board.pawns[1 - board.toMove];
  if (best >= 2 && best < opponent) goals.push({ type: 'capture', atLeast: best });
  if (kind === 'intro') {
    const theirs = CELLS.filter((c) => state.cells[c] && state.cells[c].owner !== state.toMove);
    if (theirs.length) goals.push({ type: 'take', cell: theirs[randomInt(random, theirs.length)] });
  } else goals.push({ type: 'explodeCount', count: kind === 'four' ? 4 : 5 });
  return goals;
}

/** A puzzle from `state` and `goal` if it is a good one of the kind asked for, else null. */
function tryPuzzle(o: GenerateOptions, state: GameState, goal: Goal, id: string, stats: GeneratorStats): Puzzle | null {
  const note = (what: string) => (stats[what] = (stats[what] ?? 0) + 1);
  const report = solve(state, goal, { ...GENERATOR_BOUNDS, maxLines: 0 });
  if (!report.ok || !report.value.complete) return (note(`${goal.type}: too big`), null);
  if (!report.value.solvable) return (note(`${goal.type}: unsolvable`), null);
  if (!report.value.unique) return (note(`${goal.type}: ambiguous`), null);
  note(`${goal.type}: unique`);
  const answer = report.value.answers[0];
  const line = answer.line;
  const analysis = analyseLine(state, goal, line);
  const through = goal.type === 'explodeCount' ? goal.count : analysis.largest;
  if (o.kind === 'intro') {
    if (analysis.largest > 3 || line.length > 5 || analysis.decisions < 1) return (note('intro: too hard or too easy'), null);
  } else {
    if (o.kind === 'four' ? through !== 4 : through < 5) return (note(`${goal.type}: not through ${o.kind}`), null);
    if (line.length < 3 || analysis.decisions < 2) return (note(`${goal.type}: too easy`), null);
  }
  const difficulty = difficultyOf(analysis);
  if (o.difficulty != null && difficulty !== o.difficulty) return (note('other difficulty'), null);
  const themes = themesOf(state, goal, line);
  if (o.theme && !themes.includes(o.theme)) return (note('other theme'), null);
  const measure = measureLine(analysis);
  const puzzle: Puzzle = {
    id,
    kind: o.kind,
    rules: state.rules,
    position: formatPosition(state),
    goal,
    solution: answer.text,
    lines: answer.lineCount,
    difficulty,
    themes,
    measure,
    ...puzzleWording(o.kind, goal, themes, measure),
  };
  return checkPuzzle(puzzle).length === 0 ? puzzle : (note('failed its check'), null);
}
