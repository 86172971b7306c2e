/**
 * The Hexa-dominos daily deal (issue 33): one game a day, alone or against the strong computer (`&vs`), the same
 * tiles for everyone, since its seed comes from the day alone. The day is the UTC date, so that everyone, wherever they are, plays the same deal at the same
 * moment (the page says the day changes at midnight UTC). Its address names the day (`?daily=2026-11-29`), so a
 * friend's link replays that deal; `?daily` alone is today's. The first game finished on a day is that day's result,
 * kept in localStorage beside what the strong computer made of the same deal; the page shows it rather than dealing
 * the day again. Pure apart from the storage it is handed; nothing here throws.
 */
import { isPlainObject, readSavedJson, readStored, writeStored, type StorageLike } from '@components/shared/storage.js';

export const DAILY_KEY = 'hexadominos.daily.v1';
/** The daily deal's seats and rules: one person, standard scoring; against the computer, the strong one second. */
export const DAILY_SEATS = 'human';
export const DAILY_VERSUS_SEATS = 'human computer:hard';
export const DAILY_SCORING = 'standard';

/** A day as the address writes it, `2026-11-29`. */
export type Day = string;

/** The UTC day of `now`. */
export function utcDay(now: Date): Day {
  return now.toISOString().slice(0, 10);
}

/** `text` as a day no later than `today`, or null (not a date, a date that does not exist, or one still to come). */
export function readDay(text: string, today: Day): Day | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || utcDay(date) !== text) return null; // 2026-02-30 rolls over: refused
  return text <= today ? text : null;
}

/**
 * The day an address asks for: `{ day }` (null when it asks for none), whether what it named could not be read, and
 * whether it is the game against the strong computer (`&vs`).
 */
export function dailyOf(query: string, today: Day): { day: Day | null; bad: boolean; versus: boolean } {
  const params = new URLSearchParams(query);
  const asked = params.get('daily');
  const versus = params.has('vs');
  if (asked === null) return { day: null, bad: false, versus: false };
  if (asked === '' || asked === 'today') return { day: today, bad: false, versus };
  const day = readDay(asked, today);
  return day ? { day, bad: false, versus } : { day: today, bad: true, versus };
}

/** Where a day's result is kept: the day for the game alone, `2026-11-29/vs` for the one against the computer. */
export const resultKey = (day: Day, versus: boolean): string => (versus ? `${day}/vs` : day);

/** The deal's seed: the day's text hashed (FNV-1a, 32 bits), a whole number 0 … 2³² − 1 as the board's `seed` takes. */
export function dailySeed(day: Day): number {
  let hash = 0x811c9dc5;
  for (const char of `hexadominos-daily:${day}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/**
 * A finished daily game: the person's score, their game's record, and the strong computer's score (alone: on the same
 * deal, null until known; against it: in the same game).
 */
export interface DailyResult {
  score: number;
  record: string;
  hard: number | null;
}

/** The results kept, by `resultKey`; corrupted data reads as none (and is said). */
export function readResults(storage: StorageLike | null): { results: Record<Day, DailyResult>; corrupted: boolean } {
  const { value, corrupted } = readSavedJson(readStored(storage, DAILY_KEY), readResultMap, () => ({}));
  return { results: value, corrupted };
}

function readResultMap(data: unknown): Record<Day, DailyResult> | null {
  if (!isPlainObject(data)) return null;
  const results: Record<Day, DailyResult> = {};
  for (const [day, result] of Object.entries(data)) {
    if (!/^\d{4}-\d{2}-\d{2}(\/vs)?$/.test(day) || !isPlainObject(result)) return null;
    const { score, record, hard } = result;
    if (!Number.isSafeInteger(score) || typeof record !== 'string' || !(hard === null || Number.isSafeInteger(hard))) return null;
    results[day] = { score: score as number, record, hard: hard as number | null };
  }
  return results;
}

/**
 * Keeps `result` under `key` (`resultKey`); the first finished game stays the day's (`hard` may be filled in later).
 * Returns the result now kept there.
 */
export function keepResult(storage: StorageLike | null, key: string, result: DailyResult): DailyResult {
  const { results } = readResults(storage);
  const first = results[key];
  const kept = first ? { ...first, hard: first.hard ?? result.hard } : result;
  writeStored(storage, DAILY_KEY, JSON.stringify({ ...results, [key]: kept }));
  return kept;
}
