/**
 * npm run puzzles:generate -- --kind four --count 5 --rules express --seed 1 [--difficulty 3] [--seconds 60] [--append]
 *
 * Searches positions for new puzzles of one kind and keeps only those with a unique answer (every
 * line reaches one final position, see engine/hexone/solver/solve.ts); the search itself is
 * engine/hexone/solver/generate.ts (also used by the site's endless mode):
 * - `--kind intro|four|five`: intro puzzles teach one goal (win, capture N, take a cell) with a short
 *   chain; `four`/`five` puzzles go through a cell of 4/5 pawns and need chain decisions, not just a placement;
 * - `--rules classic|express|long`, with `+tiles` for the tiles edition (`express+tiles`);
 * - `--goal win,capture` tries only these goal types (win, capture, take, explodeCount);
 * - `--verbose` prints how many candidates each goal had and why they were dropped;
 * - `--difficulty n` keeps only puzzles of that difficulty (1–5); `--seconds` bounds the run (default 60);
 * - `--append` adds them to site/src/data/hexone/puzzles.json, with titles and hints written from the
 *   solver's measures (themes, plausible first moves, depth; improve them by hand at will), otherwise
 *   they are printed as JSON. Same seed and options, same puzzles
 *   (unless the time bound cuts the run short).
 * Positions already in the collection are skipped.
 *
 * Upkeep of the collection (no search):
 * - `--remeasure` recomputes every stored puzzle's measured fields (lines, difficulty, themes, measure);
 * - `--merge FILE…` appends the puzzles of JSON files printed by earlier runs, with fresh ids, skipping
 *   positions already there and any puzzle that fails its check.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EXITS, type Exits, type Rules } from '../engine/hexone/types.js';
import { GOAL_TYPES, type Goal } from '../engine/hexone/solver/goals.js';
import { PUZZLE_KINDS, type Puzzle, type PuzzleKind, analyseLine, checkPuzzle, difficultyOf, parseLine } from '../engine/hexone/solver/puzzle.js';
import { measureLine, themesOf } from '../engine/hexone/solver/themes.js';
import { solve } from '../engine/hexone/solver/solve.js';
import { parsePosition } from '../engine/hexone/notation.js';
import { type GenerateOptions, type GeneratorStats, generate as generateFrom } from '../engine/hexone/solver/generate.js';

export const PUZZLES_FILE = fileURLToPath(new URL('../site/src/data/hexone/puzzles.json', import.meta.url));

export interface Options {
  kind: PuzzleKind;
  count: number;
  rules: Rules;
  seed: number;
  difficulty: number | null;
  seconds: number;
  append: boolean;
  goals: Goal['type'][] | null; // only these goal types (default: every type that suits the kind)
  verbose?: boolean; // print why candidates were rejected
}

function parseArgs(argv: string[]): Options | string {
  const o: Options = {
    kind: 'intro',
    count: 5,
    rules: { exits: 'classic', tiles: false },
    seed: 1,
    difficulty: null,
    seconds: 60,
    append: false,
    goals: null,
    verbose: false,
  };
  for (let k = 0; k < argv.length; k++) {
    const flag = argv[k];
    const value = argv[k + 1];
    if (flag === '--append') {
      o.append = true;
      continue;
    }
    if (flag === '--verbose') {
      o.verbose = true;
      continue;
    }
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

function readCollection(): Puzzle[] {
  try {
    return JSON.parse(readFileSync(PUZZLES_FILE, 'utf8')) as Puzzle[];
  } catch {
    return [];
  }
}

const stats: GeneratorStats = {};

export function generate(o: Options, existing: readonly Puzzle[] = []): { puzzles: Puzzle[]; tried: number } {
  const options: GenerateOptions = { kind: o.kind, rules: o.rules, count: o.count, seed: o.seed, difficulty: o.difficulty, goals: o.goals, seconds: o.seconds };
  return generateFrom(options, existing, stats);
}

/** The puzzle with its measured fields recomputed by the solver (unchanged if it cannot be read). */
export function remeasure(p: Puzzle): Puzzle {
  const start = parsePosition(p.position);
  const line = parseLine(p.solution);
  if (!start.ok || !line) return p;
  const report = solve(start.value, p.goal, { maxLines: 0 });
  const analysis = analyseLine(start.value, p.goal, line);
  const lines = report.ok && report.value.unique ? report.value.answers[0].lineCount : p.lines;
  // Field order kept stable, so that the JSON file diffs well.
  const { title, hint, ...rest } = p;
  return { ...rest, lines, difficulty: difficultyOf(analysis), themes: themesOf(start.value, p.goal, line), measure: measureLine(analysis), title, hint };
}

/** `collection` followed by the puzzles of `files`, renumbered, without repeated positions or failing puzzles. */
export function merge(collection: readonly Puzzle[], files: readonly Puzzle[][]): Puzzle[] {
  const out = [...collection];
  const positions = new Set(out.map((p) => p.position));
  for (const p of files.flat()) {
    if (positions.has(p.position)) continue;
    let k = 1;
    while (out.some((q) => q.id === `${p.kind}-${String(k).padStart(2, '0')}`)) k++;
    // Generated titles repeat (they say what the puzzle is about): number the repeats, so each page has its own title.
    const same = out.filter((q) => q.title.en === p.title.en || q.title.en.startsWith(`${p.title.en} #`)).length;
    const title = same ? { fr: `${p.title.fr} nº\u00a0${same + 1}`, en: `${p.title.en} #${same + 1}` } : p.title;
    const renamed = { ...p, id: `${p.kind}-${String(k).padStart(2, '0')}`, title };
    const problems = checkPuzzle(renamed);
    if (problems.length) {
      console.error(`skipped: ${problems.join('; ')}`);
      continue;
    }
    positions.add(p.position);
    out.push(renamed);
  }
  return out;
}

const write = (puzzles: readonly Puzzle[]) => writeFileSync(PUZZLES_FILE, `${JSON.stringify(puzzles, null, 2)}\n`);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && process.argv[2] === '--remeasure') {
  write(readCollection().map(remeasure));
  console.error(`Measured fields recomputed in ${PUZZLES_FILE}.`);
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && process.argv[2] === '--merge') {
  const collection = readCollection();
  const merged = merge(
    collection,
    process.argv.slice(3).map((f) => JSON.parse(readFileSync(f, 'utf8')) as Puzzle[]),
  );
  write(merged);
  console.error(`${merged.length - collection.length} puzzle(s) added: ${merged.length} in ${PUZZLES_FILE}.`);
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
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
    write([...collection, ...puzzles]);
    console.error(`Appended to ${PUZZLES_FILE}.`);
  } else console.log(JSON.stringify(puzzles, null, 2));
}
