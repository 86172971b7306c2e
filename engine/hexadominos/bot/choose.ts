/**
 * The computer players' public entry: `chooseAction(view, level, options)` answers ONE action for the seat
 * whose view it is given (a placement, a draw or a pass). After a draw the caller asks again with the new
 * view, which shows the drawn tile: a player decides with what it has seen, never with what comes next.
 * A bot receives a `SeatView` (view.ts) and nothing else, so it cannot read another rack or the pile.
 *
 * Levels:
 * - `easy`: a random legal placement; a draw only when nothing fits (then a pass when nothing is left to do).
 * - `medium`: the placement that scores most now (ties broken at random); a draw only when nothing fits.
 * - `hard`: weighs every move over sampled deals of the tiles it has not seen, dealt as the others' actions
 *   suggest (`history`, infer.ts): the others' greedy replies, its own best next move and theirs again, then
 *   the race to the last tile projected (hard.ts, race.ts).
 */
import { type Random, randomInt, seededRandom } from '../../shared/random.js';
import type { Tile } from '../tiles.js';
import type { Action } from '../types.js';
import { type SeatView, viewLegalActions, viewPlacements } from '../view.js';
import { type HardSettings, type Weighed, hardChoice, hardSettings, weighMoves } from './hard.js';
import type { HiddenSample } from './hidden.js';
import type { SeenAction } from './protocol.js';
import { LEVELS, type Level } from './levels.js';

export interface ChooseOptions {
  seed?: number; // same seed + same view + same samples → same action (default: Math.random)
  samples?: number; // hard: deals sampled (default HARD_SETTINGS.samples)
  timeMs?: number; // hard: stop sampling after this long (default DEFAULT_TIME_MS; Infinity when `samples` is given)
  now?: () => number; // clock in ms (default performance.now); tests inject a fake one
  tiles?: readonly Tile[]; // the game's tile set when it is not the box (hard works out the unseen tiles from it)
  hard?: Partial<HardSettings>; // hard: weights and candidates (the match script tunes them)
  history?: readonly SeenAction[]; // the game's actions so far, as the table saw them (hard infers the others' racks)
}

export interface ActionReport {
  action: Action | null; // null: not this seat's turn, the game is over, or the view is malformed
  samples: number; // hard: deals weighed (0 at the other levels or with a single possible move)
  weighed: Weighed[]; // hard: the moves it weighed, best first
  positions: number; // hard: tiles laid in its head while weighing (0 at the other levels)
}

/** A safety cap on the hard level's thinking in the browser: its default samples take well under this. */
export const DEFAULT_TIME_MS = 1000;

/** The action the computer plays at `level` from `view`, or null when its seat has nothing to play. */
export function chooseAction(view: SeatView, level: Level, options: ChooseOptions = {}): Action | null {
  return chooseActionReport(view, level, options).action;
}

/**
 * The hard level's choice given the real hidden racks and pile instead of guesses: the ceiling of its
 * guessing, for the match script's `--peek` (a measurement only: never in a game).
 */
export function peekChoice(view: SeatView, hidden: HiddenSample, options: ChooseOptions = {}): Action | null {
  try {
    const settings = { ...hardSettings(options && typeof options === 'object' ? options.hard : {}), samples: 1 };
    return (
      weighMoves(
        view,
        settings,
        () => hidden,
        () => false,
      )?.action ?? null
    );
  } catch {
    return null; // options from outside that throw when read
  }
}

/** `chooseAction` with what the hard level weighed, for tests, the benchmark and the match script. */
export function chooseActionReport(view: SeatView, level: Level, options: ChooseOptions = {}): ActionReport {
  const none: ActionReport = { action: null, samples: 0, weighed: [], positions: 0 };
  if (!(LEVELS as readonly unknown[]).includes(level) || !options || typeof options !== 'object') return none;
  const legal = viewLegalActions(view);
  if (legal.length === 0) return none;
  const random = seededRandom(Number.isSafeInteger(options.seed) ? (options.seed as number) : Math.floor(Math.random() * 2 ** 32));
  if (level === 'hard') {
    const settings = hardSettings(options.hard);
    if (isCount(options.samples)) settings.samples = options.samples;
    const now = typeof options.now === 'function' ? options.now : () => performance.now();
    const timeMs = typeof options.timeMs === 'number' ? options.timeMs : isCount(options.samples) ? Infinity : DEFAULT_TIME_MS;
    const deadline = now() + timeMs;
    const choice = hardChoice(view, settings, random, () => now() >= deadline, options.tiles, options.history);
    return choice ?? none;
  }
  const placements = viewPlacements(view);
  const fallback = legal.find((a) => a.type === 'draw') ?? legal.find((a) => a.type === 'pass') ?? null;
  if (placements.length === 0) return { ...none, action: fallback };
  const pick = level === 'easy' ? placements[randomInt(random, placements.length)] : bestScoring(placements, random);
  return { ...none, action: { type: 'place', tile: pick.tile, at: pick.at, rot: pick.rot } };
}

function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 1;
}

/** The placement that scores most now; among equals, one at random (so medium's games vary with the seed). */
function bestScoring<T extends { points: number }>(placements: readonly T[], random: Random): T {
  const best = Math.max(...placements.map((p) => p.points));
  const top = placements.filter((p) => p.points === best);
  return top[randomInt(random, top.length)];
}
