/**
 * The puzzle rating kept in the browser, as lichess rates its puzzles: Glicko-2 (Glickman, "Example of the
 * Glicko-2 system", computed by glicko2.ts), each rated attempt one game of the player against the puzzle:
 * solved cleanly is a win, anything else (a miss, the solution or the move shown) a loss.
 *
 *   let r = emptyRating();                                  // 1500 ± 350
 *   r = rateAttempt(r, puzzleRating(3, 6.2), true).rating;  // won against a puzzle whose answer measured 6.2 bits
 *
 * - A puzzle's rating comes from its measured difficulty: the bits of its answer (engine/hexone/solver/analysis.ts,
 *   the sum over its steps of log2(plausible moves / good moves)), 1000 + 80 per bit, from 1000 to 2400; with a
 *   deviation of 100, since it is measured, not played.
 * - A new player's rating is uncertain (deviation 350), and a raw Glicko-2 update against a far weaker or stronger
 *   puzzle is huge: one miss of an easy puzzle cost 387 points. While the deviation is provisional (lichess's
 *   threshold, 110), one attempt moves the rating by at most 60 points either way; the deviation shrinks as
 *   Glicko-2 says. Simulated learners of 1100 to 2200 reach their level within about 40 puzzles either way.
 * - Only the first attempt at a puzzle is rated (replaying one whose answer you saw proves nothing).
 *
 * Stored under its own key; unreadable data starts afresh with a notice, and nothing here throws.
 */
import { glicko2 as ratePeriod } from './glicko2.js';
import { type StorageLike, isPlainObject, readSavedJson, readStored, writeStored } from '@components/shared/storage.js';

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

/** Below this deviation a rating is established (lichess's provisional threshold). */
export const PROVISIONAL_RD = 110;
/** The most a provisional rating moves in one attempt, either way. */
export const MAX_PROVISIONAL_CHANGE = 60;

/** The bits a difficulty 1–5 stands for (the inverse of analysis.ts's rounding): for a puzzle whose bits are unknown. */
const bitsOfDifficulty = (difficulty: number) => difficulty * 2.3 - 0.3;

/** A puzzle as an opponent: its rating from its measured bits (or its difficulty 1–5 when they are unknown). */
export function puzzleRating(difficulty: number, bits?: number): { rating: number; rd: number } {
  const measured =
    typeof bits === 'number' && Number.isFinite(bits) && bits >= 0
      ? bits
      : bitsOfDifficulty(Number.isFinite(difficulty) ? Math.min(5, Math.max(1, difficulty)) : 3);
  return { rating: Math.round(Math.min(2400, Math.max(1000, 1000 + 80 * measured))), rd: 100 };
}

/**
 * One rating period of Glicko-2 with the given games, each `[opponent rating, opponent RD, score]`
 * (score 1 win, 0 loss, 0.5 draw). Exposed for the test against the paper's worked example.
 */
export function glicko2(player: { rating: number; rd: number; vol: number }, games: readonly [number, number, number][]) {
  return ratePeriod(player, games, TAU);
}

/** The rating after one attempt at a puzzle (`won`: solved cleanly), and the change to show (rounded ratings' difference). */
export function rateAttempt(before: Rating, puzzle: { rating: number; rd: number }, won: boolean): { rating: Rating; change: number } {
  const after = glicko2(before, [[puzzle.rating, puzzle.rd, won ? 1 : 0]]);
  if (![after.rating, after.rd, after.vol].every(Number.isFinite)) return { rating: before, change: 0 };
  const bound = before.rd >= PROVISIONAL_RD ? MAX_PROVISIONAL_CHANGE : Infinity;
  const value = Math.min(before.rating + bound, Math.max(before.rating - bound, after.rating));
  const rating = { ...before, rating: value, rd: after.rd, vol: after.vol, games: before.games + 1 };
  return { rating, change: Math.round(value) - Math.round(before.rating) };
}

/** Rates the first attempt at puzzle `id`, measured `bits` hard (null when it was already rated). */
export function rateFirstAttempt(before: Rating, id: string, difficulty: number, won: boolean, bits?: number): { rating: Rating; change: number } | null {
  if (before.rated.includes(id)) return null;
  const result = rateAttempt(before, puzzleRating(difficulty, bits), won);
  return { ...result, rating: { ...result.rating, rated: [...before.rated, id].slice(-2000) } };
}

/** A change as shown: "+12", "−9" (a real minus sign), "±0". */
export function signed(change: number): string {
  return change > 0 ? `+${change}` : change < 0 ? `\u2212${-change}` : '±0';
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
