/**
 * The puzzle rating kept in the browser: Glicko-2 (Glickman, "Example of the Glicko-2 system"),
 * computed by glicko2.ts. Each rated attempt is one game of the player against
 * the puzzle: solved cleanly is a win, anything else (a miss, the solution or the move shown) a loss.
 *
 *   let r = emptyRating();                               // 1500 ± 350
 *   r = rateAttempt(r, puzzleRating(3), true).rating;    // won against a difficulty-3 puzzle
 *
 * A puzzle's rating comes from its measured difficulty (1–5, see engine/hexone/solver/analysis.ts),
 * with a small deviation: the collection's puzzles are not rated by play, their difficulty is measured.
 * Only the first attempt at a puzzle is rated (replaying one whose answer you saw proves nothing).
 *
 * Stored under its own key; unreadable data starts afresh with a notice, and nothing here throws.
 */
import { glicko2 as ratePeriod } from './glicko2.js';
import { type StorageLike, isPlainObject, readSavedJson, readStored, writeStored } from '../../../../../components/shared/storage.js';

export const RATING_KEY = 'hexone.puzzles.rating.v1';

export interface Rating {
  rating: number; // 1500 to start
  rd: number; // rating deviation: 350 to start, shrinks as games are played
  vol: number; // volatility: 0.06 to start
  games: number; // rated attempts so far
  rated: string[]; // ids of the puzzles already rated (first attempts only)
}

/** Glicko-2's system constant τ: how fast volatility may change (Glickman suggests 0.3–1.2). */
export const TAU = 0.5;
const START = { rating: 1500, rd: 350, vol: 0.06 };

export function emptyRating(): Rating {
  return { ...START, games: 0, rated: [] };
}

/** A puzzle as an opponent: its rating from its measured difficulty, with a small deviation. */
export function puzzleRating(difficulty: number): { rating: number; rd: number } {
  const d = Number.isFinite(difficulty) ? Math.min(5, Math.max(1, difficulty)) : 3;
  return { rating: 1000 + 200 * d, rd: 60 };
}

/**
 * One rating period of Glicko-2 with the given games, each `[opponent rating, opponent RD, score]`
 * (score 1 win, 0 loss, 0.5 draw). Exposed for the test against the paper's worked example.
 */
export function glicko2(player: { rating: number; rd: number; vol: number }, games: readonly [number, number, number][]) {
  return ratePeriod(player, games, TAU);
}

/** The rating after one attempt at a puzzle (`won`: solved cleanly), and the change to show. */
export function rateAttempt(before: Rating, puzzle: { rating: number; rd: number }, won: boolean): { rating: Rating; change: number } {
  const after = glicko2(before, [[puzzle.rating, puzzle.rd, won ? 1 : 0]]);
  if (![after.rating, after.rd, after.vol].every(Number.isFinite)) return { rating: before, change: 0 };
  const rating = { ...before, rating: after.rating, rd: after.rd, vol: after.vol, games: before.games + 1 };
  return { rating, change: Math.round(after.rating) - Math.round(before.rating) };
}

/** Rates the first attempt at puzzle `id` (null when it was already rated). */
export function rateFirstAttempt(before: Rating, id: string, difficulty: number, won: boolean): { rating: Rating; change: number } | null {
  if (before.rated.includes(id)) return null;
  const result = rateAttempt(before, puzzleRating(difficulty), won);
  return { ...result, rating: { ...result.rating, rated: [...before.rated, id].slice(-2000) } };
}

const finite = (x: unknown, low: number, high: number): x is number => typeof x === 'number' && Number.isFinite(x) && x >= low && x <= high;

/** Reads saved text: null or empty is a fresh start; anything unreadable too, flagged `corrupted`. */
export function parseRating(text: string | null): { rating: Rating; corrupted: boolean } {
  const { value, corrupted } = readSavedJson(text, readRating, emptyRating);
  return { rating: value, corrupted };
}

/** A saved rating of the right shape, or null. */
function readRating(data: unknown): Rating | null {
  if (!isPlainObject(data)) return null;
  const { rating, rd, vol, games, rated } = data;
  if (!finite(rating, 0, 5000) || !finite(rd, 0, 350) || !finite(vol, 0, 1) || !Number.isInteger(games) || !finite(games, 0, 1e7)) return null;
  if (!Array.isArray(rated) || rated.length > 2000 || !rated.every((id) => typeof id === 'string' && /^[a-z0-9-]{1,40}$/.test(id))) return null;
  return { rating, rd, vol, games, rated: [...rated] };
}

export function loadRating(storage: StorageLike | null): { rating: Rating; corrupted: boolean } {
  const loaded = parseRating(readStored(storage, RATING_KEY));
  if (loaded.corrupted) saveRating(storage, loaded.rating); // replaced at once: the notice shows once
  return loaded;
}

export function saveRating(storage: StorageLike | null, rating: Rating): boolean {
  return writeStored(storage, RATING_KEY, JSON.stringify(rating));
}
