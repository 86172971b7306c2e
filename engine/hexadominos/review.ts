/**
 * Game review for Hexa-dominos: every action of a record judged from what its seat could see (docs/review.md).
 *
 *   reviewGame('standard players:2 seed:42 | 112345@0,0/2 draw …')
 *     → { ok: true, value: { turns: [{ seat, action, points, bestPoints, pointsLost, best, advice, … }], seats } }
 *
 * Each action is judged on the seat's view (`viewFor`: its own rack, the table, the pile's size, the others'
 * rack sizes; never a hidden tile): the best immediate score among the placements it had, and what the hard
 * computer player would have done from the same view and the same history (advice, not a verdict: it weighs
 * sampled deals, so it may differ from the best immediate score). A draw is judged too: was a placement
 * there, and what the draw cost. The last-tile bonus is left out of `points` on both sides (in standard
 * scoring it counts the other racks, which the seat could not see): `points` is the placement's base plus
 * its bonus, a draw's penalty as a negative number, 0 for a pass.
 *
 * Synchronous, never throws, answers plain data or a refusal.
 */
import { guarded, isRecordLike } from '../shared/untrusted.js';
import { chooseAction } from './bot/choose.js';
import type { SeenAction } from './bot/protocol.js';
import { type GameRecord, formatAction, parseRecord, recordFromUrl, replay } from './record.js';
import { DEFAULT_TILES, type Tile, tileSetProblem } from './tiles.js';
import type { Action, GameEvent, Outcome, Placement, Seat } from './types.js';
import { viewFor, viewPlacements } from './view.js';

/**
 * The hard player as an adviser: its search and inference with fewer deals and one move of its own per
 * line (its games use 32 deals and, between two players, two moves: about 10 times the work). A review of
 * a whole game must take under a second (docs/review.md); the advice is a hint, `bestPoints` the measure.
 */
export const ADVICE_SAMPLES = 8;
export const ADVICE_SETTINGS = { depth: 1 } as const;
/**
 * The adviser's time for a whole game, shared out over the actions left (each still weighs at least one deal);
 * once it is spent, the actions left get the medium player's advice (the best-scoring placement).
 */
export const ADVICE_MS = 500;

export interface ReviewedAction {
  move: number; // 1-based index in the record's actions
  seat: Seat;
  action: Action;
  text: string; // move text: 112345@1,-1/3, draw, pass
  points: number; // placement: base + bonus; draw: −penalty; pass: 0
  bestPoints: number; // the best immediate score open to the seat (a draw's or pass's own when no placement was there)
  pointsLost: number; // bestPoints − points: 0 for the best
  best: { action: Action; text: string } | null; // the best-scoring placement (null: none was open)
  placementAvailable: boolean; // the seat held a tile that could go down
  advice: { action: Action; text: string } | null; // what the hard computer player would have done (medium once ADVICE_MS is spent; null: advice off)
}

export interface SeatReview {
  seat: Seat;
  points: number; // made by placements (draw penalties apart)
  bestPoints: number; // the best available at each of its placements and draws
  pointsLost: number; // left on the table: the sum of its actions' pointsLost
  efficiency: number | null; // points / bestPoints over its placements (null: it placed nothing that could score)
}

export interface Review {
  turns: ReviewedAction[];
  seats: SeatReview[];
}

export interface ReviewOptions {
  advice?: boolean; // ask the hard player at every action (default true)
  samples?: number; // its deals per action (default ADVICE_SAMPLES)
  seed?: number; // its random seed (default 1)
  adviceMs?: number; // its time for the whole game (default ADVICE_MS; with a short budget, fewer deals than `samples`)
  now?: () => number; // clock in ms (default performance.now)
  onProgress?: (done: number, total: number) => void;
}

interface Settings {
  advice: boolean;
  samples: number;
  seed: number;
  adviceMs: number;
  now: () => number;
  onProgress: ((done: number, total: number) => void) | null;
}

/** Every action of `record` (record text, URL form or `{ options, actions }`) judged; a refusal for a bad or illegal record. */
export function reviewGame(record: GameRecord | string, options: ReviewOptions = {}): Outcome<Review> {
  return guarded(
    () => review(record, readOptions(options)),
    (reason) => ({ ok: false, error: { code: 'invalid-action', reason: `not a record: ${reason}` } }),
  );
}

function readOptions(options: unknown): Settings {
  const settings: Settings = { advice: true, samples: ADVICE_SAMPLES, seed: 1, adviceMs: ADVICE_MS, now: () => performance.now(), onProgress: null };
  if (!isRecordLike(options)) return settings;
  const field = (name: string): unknown =>
    guarded(
      () => (Object.hasOwn(options, name) ? options[name] : undefined),
      () => undefined,
    );
  const [advice, samples, seed, adviceMs, now, onProgress] = ['advice', 'samples', 'seed', 'adviceMs', 'now', 'onProgress'].map(field);
  if (typeof advice === 'boolean') settings.advice = advice;
  if (Number.isSafeInteger(samples) && (samples as number) >= 1 && (samples as number) <= 256) settings.samples = samples as number;
  if (Number.isSafeInteger(seed)) settings.seed = seed as number;
  if (typeof adviceMs === 'number' && adviceMs >= 0 && adviceMs <= 600_000) settings.adviceMs = adviceMs;
  if (typeof now === 'function') settings.now = now as () => number;
  if (typeof onProgress === 'function') settings.onProgress = onProgress as Settings['onProgress'];
  return settings;
}

function review(given: unknown, settings: Settings): Outcome<Review> {
  const read: Outcome<GameRecord> =
    typeof given === 'string' ? (given.includes('~') ? recordFromUrl(given.trim()) : parseRecord(given)) : { ok: true, value: given as GameRecord };
  if (!read.ok) return read;
  const played = replay(read.value);
  if (!played.ok) return played;
  const { states, events } = played.value;
  const record = read.value;
  const tiles = tileSet(record);
  const actions = states.length - 1;
  const turns: ReviewedAction[] = [];
  const history: SeenAction[] = [];
  const deadline = settings.now() + settings.adviceMs;
  for (let k = 0; k < actions; k++) {
    const state = states[k];
    const seat = state.toMove;
    const view = viewFor(state, seat);
    if (!view.ok) return view;
    const action = actionOf(events[k + 1], seat);
    const placements = viewPlacements(view.value);
    const top = bestOf(placements);
    const points = pointsOf(events[k + 1]);
    const bestPoints = top ? Math.max(top.points, points) : points;
    const timeMs = Math.max(0, (deadline - settings.now()) / (actions - k));
    const adviser = { seed: settings.seed + k, samples: settings.samples, timeMs, now: settings.now, hard: ADVICE_SETTINGS, tiles, history: [...history] };
    // The budget spent (a slow or busy machine: each hard call weighs at least one deal), the advice left is the
    // medium player's (the best-scoring placement), so that the whole review keeps within its second.
    const level = settings.now() < deadline ? 'hard' : 'medium';
    const advice = settings.advice ? chooseAction(view.value, level, level === 'hard' ? adviser : { seed: adviser.seed }) : null;
    turns.push({
      move: k + 1,
      seat,
      action,
      text: formatAction(action),
      points,
      bestPoints,
      pointsLost: bestPoints - points,
      best: top && { action: placing(top), text: formatAction(placing(top)) },
      placementAvailable: placements.length > 0,
      advice: advice && { action: advice, text: formatAction(advice) },
    });
    history.push({ seat, action });
    if (settings.onProgress) {
      const report = settings.onProgress;
      guarded(
        () => report(k + 1, actions),
        () => undefined, // a caller's callback that throws does not stop the review
      );
    }
  }
  return { ok: true, value: { turns, seats: seatReviews(states[0].players, turns) } };
}

/** The tile set the game was dealt from (the box unless the record says otherwise). */
function tileSet(record: GameRecord): readonly Tile[] {
  const tiles = guarded(
    () => (isRecordLike(record.options) ? (record.options.tiles as unknown) : undefined),
    () => undefined,
  );
  return Array.isArray(tiles) && !tileSetProblem(tiles) ? (tiles as Tile[]) : DEFAULT_TILES;
}

/** The action as the engine played it (a fresh copy), read from its events (never again from the record given). */
function actionOf(events: readonly GameEvent[], seat: Seat): Action {
  for (const e of events) {
    if (e.type === 'tilePlaced' && e.seat === seat) return { type: 'place', tile: e.tile, at: [e.at[0], e.at[1]], rot: e.rot };
    if (e.type === 'drew') return { type: 'draw' };
    if (e.type === 'passed') return { type: 'pass' };
  }
  return { type: 'pass' }; // every accepted action says what it was: not reached
}

/** What the action scored now: a placement's points (base + bonus), a draw's penalty as a loss, 0 for a pass. */
function pointsOf(events: readonly GameEvent[]): number {
  for (const e of events) {
    if (e.type === 'points') return e.points;
    if (e.type === 'drew') return -e.penalty;
  }
  return 0;
}

function bestOf(placements: readonly Placement[]): Placement | null {
  let best: Placement | null = null;
  for (const p of placements) if (!best || p.points > best.points) best = p;
  return best;
}

const placing = (p: Placement): Action => ({ type: 'place', tile: p.tile, at: [p.at[0], p.at[1]], rot: p.rot });

function seatReviews(players: number, turns: readonly ReviewedAction[]): SeatReview[] {
  return Array.from({ length: players }, (_, seat) => {
    const mine = turns.filter((t) => t.seat === seat);
    const placed = mine.filter((t) => t.action.type === 'place');
    const points = placed.reduce((sum, t) => sum + t.points, 0);
    const possible = placed.reduce((sum, t) => sum + t.bestPoints, 0);
    const lost = mine.reduce((sum, t) => sum + t.pointsLost, 0);
    return {
      seat,
      points,
      bestPoints: mine.reduce((sum, t) => sum + t.bestPoints, 0),
      pointsLost: lost,
      efficiency: possible > 0 ? Math.round((points / possible) * 1000) / 1000 : null,
    };
  });
}
