/**
 * npm run puzzles:generate -- --kind four --count 5 --rules express --seed 1 [--difficulty 3] [--seconds 60] [--append]
 *
 * Searches random at-rest positions for new puzzles of one kind and keeps only those with a unique
 * answer (every line reaches one final position, see engine/hexone/solver/solve.ts):
 * - `--kind intro|four|five`: intro puzzles teach one goal (win, capture N, take a cell) with a short
 *   chain; `four`/`five` puzzles go through a cell of 4/5 pawns and need chain decisions, not just a placement;
 * - `--rules classic|express|long`, with `+tiles` for the tiles edition (`express+tiles`);
 * - `--goal win,capture` tries only these goal types (win, capture, take, explodeCount);
 * - `--verbose` prints how many candidates each goal had and why they were dropped;
 * - `--difficulty n` keeps only puzzles of that difficulty (1–5); `--seconds` bounds the run (default 60);
 * - `--append` adds them to site/src/data/hexone/puzzles.json with DRAFT titles and hints (rewrite them by
 *   hand, in both languages), otherwise they are printed as JSON. Same seed and options, same puzzles
 *   (unless the time bound cuts the run short).
 * Positions already in the collection are skipped.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Board, Stage } from '../engine/hexone/board.js';
import { CELLS, type Cell, FIRST_RING, OUTER, neighbours } from '../engine/hexone/cells.js';
import { formatPosition, parsePosition } from '../engine/hexone/notation.js';
import { type Random, randomInt, seededRandom } from '../engine/shared/random.js';
import { toBoard } from '../engine/hexone/rules.js';
import { EXITS, type Exits, type GameState, type Player, type Rules } from '../engine/hexone/types.js';
import { GOAL_TYPES, type Goal, type GoalJudge, Verdict } from '../engine/hexone/solver/goals.js';
import { PUZZLE_KINDS, type Puzzle, type PuzzleKind, analyseLine, checkPuzzle, difficultyOf } from '../engine/hexone/solver/puzzle.js';
import { TurnSearch } from '../engine/hexone/solver/search.js';
import { solve } from '../engine/hexone/solver/solve.js';

export const PUZZLES_FILE = fileURLToPath(new URL('../site/src/data/hexone/puzzles.json', import.meta.url));
/** Bounds for candidate positions: anything bigger is skipped (shipped puzzles must solve fast). */
const BOUNDS = { maxNodes: 20_000, maxEntries: 200_000, maxExplosions: 60 };

export interface Options {
  kind: PuzzleKind; count: number; rules: Rules; seed: number; difficulty: number | null; seconds: number; append: boolean;
  goals: Goal['type'][] | null; // only these goal types (default: every type that suits the kind)
  verbose?: boolean; // print why candidates were rejected
}

function parseArgs(argv: string[]): Options | string {
  const o: Options = { kind: 'intro', count: 5, rules: { exits: 'classic', tiles: false }, seed: 1, difficulty: null, seconds: 60, append: false, goals: null, verbose: false };
  for (let k = 0; k < argv.length; k++) {
    const flag = argv[k];
    const value = argv[k + 1];
    if (flag === '--append') { o.append = true; continue; }
    if (flag === '--verbose') { o.verbose = true; continue; }
    k++;
    if (flag === '--kind') {
      if (!PUZZLE_KINDS.includes(value as PuzzleKind)) return `--kind must be ${PUZZLE_KINDS.join(', ')}`;
      o.kind = value as PuzzleKind;
    } else if (flag === '--rules') {
      const [exits, extra] = String(value).split('+');
      if (!EXITS.includes(exits as Exits) || (extra !== undefined && extra !== 'tiles')) return '--rules must be classic, express or long, optionally +tiles';
      o.rules = { exits: exits as Exits, tiles: extra === 'tiles' };
    } else if (flag === '--goal') {
      const types = String(value).split(',');
      if (!types.every((t) => (GOAL_TYPES as readonly string[]).includes(t))) return `--goal takes ${GOAL_TYPES.join(', ')} (comma-separated)`;
      o.goals = types as Goal['type'][];
    } else if (flag === '--count' || flag === '--seed' || flag === '--difficulty' || flag === '--seconds') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) return `${flag} needs a whole number`;
      if (flag === '--count') o.count = n;
      else if (flag === '--seed') o.seed = n;
      else if (flag === '--difficulty') o.difficulty = n;
      else o.seconds = n;
    } else return `unknown option ${flag}`;
  }
  return o;
}

// ---------------------------------------------------------------------------------------------
// Random positions that look like real games: at rest (1 or 2 pawns per cell), both sides on the
// board, removed tiles empty, gray tiles here and there in the tiles edition.

const SHAPES: Record<PuzzleKind, { cells: [number, number]; two: number }> = {
  intro: { cells: [4, 8], two: 0.5 },
  four: { cells: [6, 11], two: 0.65 },
  five: { cells: [7, 12], two: 0.7 },
};

function randomPosition(random: Random, kind: PuzzleKind, rules: Rules): GameState | null {
  const shape = SHAPES[kind];
  const mover: Player = random() < 0.5 ? 'b' : 'w';
  const other: Player = mover === 'b' ? 'w' : 'b';
  const words: string[] = [rules.exits, ...(rules.tiles ? ['tiles'] : []), mover];
  const removed = new Set<Cell>();
  const faces = new Map<Cell, string>();
  if (rules.tiles) {
    for (const cell of OUTER) {
      const r = random();
      if (r < 0.1) removed.add(cell);
      if (r < 0.1) faces.set(cell, 'removed');
      else if (r < 0.35) faces.set(cell, 'gray');
    }
  }
  // Pawns spread from the first ring like a game does: each new stack touches an earlier one.
  const n = shape.cells[0] + randomInt(random, shape.cells[1] - shape.cells[0] + 1);
  const stacks = new Map<Cell, string>();
  let frontier: Cell[] = [FIRST_RING[randomInt(random, FIRST_RING.length)]];
  while (stacks.size < n && frontier.length) {
    const cell = frontier[randomInt(random, frontier.length)];
    stacks.set(cell, `${random() < shape.two ? 2 : 1}${random() < 0.55 ? mover : other}`);
    frontier = CELLS.filter((c) => !stacks.has(c) && !removed.has(c) && neighbours(c).some((m) => stacks.has(m)));
  }
  for (const cell of CELLS) {
    const parts = [stacks.get(cell), faces.get(cell)].filter(Boolean);
    if (parts.length) words.push([cell, ...parts].join(':'));
  }
  const parsed = parsePosition(words.join(' '));
  return parsed.ok && parsed.value.phase === 'place' ? parsed.value : null;
}

/** The most opponent pawns the side to move can capture this turn (over every line, within bounds). */
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
  const search = new TurnSearch(recorder, BOUNDS);
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
    const theirs = CELLS.filter((c) => state.cells[c] && state.cells[c]!.owner !== state.toMove);
    if (theirs.length) goals.push({ type: 'take', cell: theirs[randomInt(random, theirs.length)] });
  } else goals.push({ type: 'explodeCount', count: kind === 'four' ? 4 : 5 });
  return goals;
}

/** A puzzle from `state` and `goal` if it is a good one of `kind`, else null. */
const stats: Record<string, number> = {};
const note = (what: string) => (stats[what] = (stats[what] ?? 0) + 1);

function tryPuzzle(kind: PuzzleKind, state: GameState, goal: Goal, o: Options, id: string): Puzzle | null {
  const report = solve(state, goal, { ...BOUNDS, maxLines: 0 });
  if (!report.ok || !report.value.complete) return note(`${goal.type}: too big`), null;
  if (!report.value.solvable) return note(`${goal.type}: unsolvable`), null;
  if (!report.value.unique) return note(`${goal.type}: ambiguous`), null;
  note(`${goal.type}: unique`);
  const answer = report.value.answers[0];
  const line = answer.line;
  const analysis = analyseLine(state, goal, line);
  const through = goal.type === 'explodeCount' ? goal.count : analysis.largest;
  if (kind === 'intro') {
    if (analysis.largest > 3 || line.length > 5 || analysis.decisions < 1) return note('intro: too hard or too easy'), null;
  } else {
    if (kind === 'four' ? through !== 4 : through < 5) return note(`${goal.type}: not through ${kind}`), null;
    if (line.length < 3 || analysis.decisions < 2) return note(`${goal.type}: too easy`), null;
  }
  const difficulty = difficultyOf(analysis);
  if (o.difficulty !== null && difficulty !== o.difficulty) return null;
  const puzzle: Puzzle = {
    id,
    kind,
    rules: state.rules,
    position: formatPosition(state),
    goal,
    solution: answer.text,
    lines: answer.lineCount,
    difficulty,
    title: { fr: `BROUILLON ${id}`, en: `DRAFT ${id}` },
    hint: draftHint(goal, through),
  };
  return checkPuzzle(puzzle).length === 0 ? puzzle : null;
}

function draftHint(goal: Goal, through: number): Puzzle['hint'] {
  if (through >= 4) return { fr: `BROUILLON : une case doit monter à ${through} pions.`, en: `DRAFT: one cell has to reach ${through} pawns.` };
  return { fr: `BROUILLON : objectif ${goal.type}.`, en: `DRAFT: goal ${goal.type}.` };
}

function readCollection(): Puzzle[] {
  try {
    return JSON.parse(readFileSync(PUZZLES_FILE, 'utf8')) as Puzzle[];
  } catch {
    return [];
  }
}

export function generate(o: Options, existing: readonly Puzzle[] = []): { puzzles: Puzzle[]; tried: number } {
  const random = seededRandom(o.seed);
  const seen = new Set(existing.map((p) => p.position));
  const ids = new Set(existing.map((p) => p.id));
  const nextId = () => {
    let k = 1;
    while (ids.has(`${o.kind}-${String(k).padStart(2, '0')}`)) k++;
    const id = `${o.kind}-${String(k).padStart(2, '0')}`;
    ids.add(id);
    return id;
  };
  const deadline = performance.now() + o.seconds * 1000;
  const puzzles: Puzzle[] = [];
  let tried = 0;
  while (puzzles.length < o.count && performance.now() < deadline) {
    const state = randomPosition(random, o.kind, o.rules);
    tried++;
    if (!state || seen.has(formatPosition(state))) continue;
    const board = toBoard(state);
    if ('code' in board) continue;
    for (const goal of candidateGoals(o.kind, state, board, random)) {
      if (o.goals && !o.goals.includes(goal.type)) continue;
      const id = nextId();
      const puzzle = tryPuzzle(o.kind, state, goal, o, id);
      if (!puzzle) {
        ids.delete(id);
        continue;
      }
      seen.add(puzzle.position);
      puzzles.push(puzzle);
      break;
    }
  }
  return { puzzles, tried };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const o = parseArgs(process.argv.slice(2));
  if (typeof o === 'string') {
    console.error(`generate-puzzles: ${o}`);
    process.exit(2);
  }
  const collection = readCollection();
  const { puzzles, tried } = generate(o, collection);
  if (o.verbose) console.error(`Candidates by goal and outcome: ${JSON.stringify(stats)}`);
  console.error(`${puzzles.length} ${o.kind} puzzle(s) from ${tried} random positions (${o.rules.exits}${o.rules.tiles ? '+tiles' : ''}, seed ${o.seed}).`);
  if (o.append) {
    writeFileSync(PUZZLES_FILE, `${JSON.stringify([...collection, ...puzzles], null, 2)}\n`);
    console.error(`Appended to ${PUZZLES_FILE}: rewrite the DRAFT titles and hints by hand.`);
  } else console.log(JSON.stringify(puzzles, null, 2));
}
