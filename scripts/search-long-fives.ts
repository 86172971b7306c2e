/**
 * npm run puzzles:long-fives -- --from 1 --to 30 [--tries 300]
 *
 * Searches 5-pawn puzzles under the Long rules, where the generator (engine/hexone/solver/generate.ts)
 * finds none: there every pawn leaving the board is lost, so a 5 needs an almost full board, and two
 * neighbouring 4s can each fire into the other, so nearly every line to a 5 has a twin (README, "5-pawn
 * chains by rules"). Two stages, for each seed from `--from` to `--to`:
 *
 * 1. prune: a board full of the mover's pairs, about 30 % of them the opponent's instead, is cut down
 *    stack by stack (removed, or a pair made a single pawn) for as long as a 5 stays reachable;
 * 2. refine: one or two cells at a time are changed (a stack removed, shrunk, grown, given to the
 *    other side, or added), keeping every change that leaves a 5 reachable with no more answers
 *    than before, `--tries` times at most, until one answer is left.
 *
 * A position with a single answer, within the solver's default bounds, is printed as a puzzle (JSON, the
 * collection's format, with placeholder texts to write by hand), ready for `npm run puzzles:generate --
 * --merge FILE`. Bounded by counts, not time: the same seeds give the same puzzles on any machine.
 */
import { CELLS, formatPosition, parsePosition } from '../engine/hexone/index.js';
import type { GameState } from '../engine/hexone/types.js';
import { type Random, randomInt, seededRandom } from '../engine/shared/random.js';
import { type Puzzle, analyseLine, checkPuzzle, difficultyOf } from '../engine/hexone/solver/puzzle.js';
import { measureLine, themesOf } from '../engine/hexone/solver/themes.js';
import { solve } from '../engine/hexone/solver/solve.js';

const GOAL = { type: 'explodeCount', count: 5 } as const;
const PRUNE_BOUNDS = { maxNodes: 60_000, maxEntries: 400_000, maxExplosions: 60, maxLines: 0 };
const REFINE_BOUNDS = { maxNodes: 150_000, maxEntries: 1_000_000, maxExplosions: 60, maxLines: 0 };

const arg = (name: string, fallback: number) => {
  const k = process.argv.indexOf(`--${name}`);
  return k > 0 ? Number(process.argv[k + 1]) : fallback;
};

/** Cells → stacks ("2b", "1w"); the mover is always black here. */
type Stacks = Map<string, string>;

const positionText = (stacks: Stacks) => ['long', 'b', ...CELLS.filter((c) => stacks.has(c)).map((c) => `${c}:${stacks.get(c)}`)].join(' ');

function readState(stacks: Stacks): GameState | null {
  const parsed = parsePosition(positionText(stacks));
  if (!parsed.ok || parsed.value.phase !== 'place') return null;
  const owners = new Set(Object.values(parsed.value.cells).map((s) => s.owner));
  return owners.size === 2 ? parsed.value : null; // both sides on the board, as in a game
}

/** How many different answers reach a 5 (+1000 when the search was cut short), or null when none does. */
function answers(stacks: Stacks, bounds: typeof PRUNE_BOUNDS): number | null {
  const state = readState(stacks);
  if (!state) return null;
  const report = solve(state, GOAL, bounds);
  if (!report.ok || !report.value.solvable) return null;
  return (report.value.complete ? 0 : 1000) + report.value.answers.length;
}

function prune(random: Random): Stacks | null {
  const stacks: Stacks = new Map(CELLS.map((c) => [c, random() < 0.3 ? `${1 + randomInt(random, 2)}w` : '2b']));
  if (answers(stacks, PRUNE_BOUNDS) === null) return null;
  for (let changed = true; changed;) {
    changed = false;
    const cells = [...stacks.keys()];
    for (let k = cells.length; k > 1; k--) {
      const j = randomInt(random, k);
      [cells[k - 1], cells[j]] = [cells[j], cells[k - 1]];
    }
    for (const cell of cells) {
      const old = stacks.get(cell)!;
      if (old.startsWith('2') && random() < 0.3) stacks.set(cell, `1${old[1]}`);
      else stacks.delete(cell);
      if (answers(stacks, PRUNE_BOUNDS) !== null) {
        changed = true;
        break;
      }
      stacks.set(cell, old);
    }
  }
  return stacks;
}

function mutate(random: Random, stacks: Stacks): Stacks {
  const next = new Map(stacks);
  const cell = CELLS[randomInt(random, CELLS.length)];
  const now = next.get(cell);
  const options = now ? [null, null, `1${now[1]}`, `2${now[1]}`, `${now[0]}${now[1] === 'b' ? 'w' : 'b'}`] : ['1w', '2w', '1b', '2b'];
  const pick = options[randomInt(random, options.length)];
  if (pick) next.set(cell, pick);
  else next.delete(cell);
  return next;
}

function refine(random: Random, start: Stacks, tries: number): Stacks | null {
  let best = answers(start, REFINE_BOUNDS);
  let stacks = start;
  for (let k = 0; k < tries && best !== null && best > 1; k++) {
    let candidate = mutate(random, stacks);
    if (random() < 0.5) candidate = mutate(random, candidate);
    const score = answers(candidate, REFINE_BOUNDS);
    if (score !== null && score <= best) {
      best = score;
      stacks = candidate;
    }
  }
  return best === 1 ? stacks : null;
}

/** The puzzle of a position with one answer, measured as the generator measures its own; null if the check fails. */
function toPuzzle(state: GameState, id: string): Puzzle | null {
  const report = solve(state, GOAL, { maxLines: 0 });
  if (!report.ok || !report.value.complete || !report.value.unique) return null;
  const answer = report.value.answers[0];
  const analysis = analyseLine(state, GOAL, answer.line);
  const puzzle: Puzzle = {
    id,
    kind: 'five',
    rules: state.rules,
    position: formatPosition(state),
    goal: GOAL,
    solution: answer.text,
    lines: answer.lineCount,
    difficulty: difficultyOf(analysis),
    themes: themesOf(state, GOAL, answer.line),
    measure: measureLine(analysis),
    title: { fr: 'À ÉCRIRE', en: 'TO WRITE' },
    hint: { fr: 'À ÉCRIRE', en: 'TO WRITE' },
  };
  return checkPuzzle(puzzle).length === 0 ? puzzle : null;
}

const found: Puzzle[] = [];
for (let seed = arg('from', 1); seed <= arg('to', 30); seed++) {
  const pruned = prune(seededRandom(seed));
  const single = pruned && refine(seededRandom(seed + 500), pruned, arg('tries', 300));
  const state = single && readState(single);
  const puzzle = state && toPuzzle(state, `long-five-${seed}`);
  console.error(`seed ${seed}: ${puzzle ? 'found' : pruned ? 'several answers' : 'no 5 reachable'}`);
  if (puzzle) found.push(puzzle);
}
console.log(JSON.stringify(found, null, 2));
