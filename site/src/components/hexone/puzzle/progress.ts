/**
 * Puzzle progress kept in the browser (one localStorage key, JSON): how each puzzle went, the
 * current and best streak, and the filter last chosen (so "next puzzle" follows it).
 *
 * Outcomes, best first: `solved` (no wrong move, no solution shown, no move shown), `helped`
 * (solved after "show the move"), `retried` (solved, after a wrong move: the miss still counts),
 * `failed` (a wrong move or the solution shown, and not solved since). A puzzle keeps its
 * best outcome over attempts. The streak counts puzzles solved cleanly at the first attempt, in a
 * row: a failure resets it, help leaves it as it is, and a later attempt at a puzzle already tried
 * never adds to it (watching the solution, then replaying it, is not a solve).
 *
 * Unreadable data (hand-edited, another version) means starting fresh, with a notice; a storage
 * that refuses (privacy modes, quota) means progress is simply not kept. Nothing here throws.
 */
import { type StorageLike, isPlainObject, readSavedJson, readStored, writeStored } from '@components/shared/storage.js';
import { ALL, KINDS, THEME_KEYS, type Filter } from './filters.js';

export { browserStorage } from '@components/shared/storage.js';
export type { StorageLike };

export const PUZZLE_PROGRESS_KEY = 'hexone.puzzles.v1';

export const OUTCOMES = ['solved', 'helped', 'retried', 'failed'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface PuzzleProgress {
  results: Record<string, Outcome>; // { "four-01": "solved", "five-02": "failed" }
  streak: number; // puzzles solved cleanly in a row, now
  best: number; // the longest streak so far
  filter: Filter; // { kind: "four", rules: "express" }
}

export interface LoadedProgress {
  progress: PuzzleProgress;
  corrupted: boolean; // saved data was there but could not be read: say so once
}

const ID = /^[a-z0-9-]{1,40}$/;
const RULES = /^(all|(classic|express|long)(\+tiles)?)$/;

export function emptyProgress(): PuzzleProgress {
  return { results: {}, streak: 0, best: 0, filter: { kind: ALL, rules: ALL, unsolved: false, theme: ALL, missed: false } };
}

const count = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) < 1e6;

/** Reads saved text (null or empty: nothing saved yet). */
export function parseProgress(text: string | null): LoadedProgress {
  const { value, corrupted } = readSavedJson(text, readProgress, emptyProgress);
  return { progress: value, corrupted };
}

/** Saved progress of the right shape, or null. */
function readProgress(data: unknown): PuzzleProgress | null {
  if (!isPlainObject(data)) return null;
  const { results, streak, best, filter } = data as Partial<PuzzleProgress>;
  if (!isPlainObject(results) || !count(streak) || !count(best) || streak > best) return null;
  const progress = emptyProgress();
  for (const [id, outcome] of Object.entries(results)) {
    if (!ID.test(id) || !(OUTCOMES as readonly unknown[]).includes(outcome)) return null;
    progress.results[id] = outcome;
  }
  progress.streak = streak;
  progress.best = best;
  // A filter we cannot read is not worth a notice: the default one is used.
  if (filter && typeof filter === 'object') {
    if (filter.kind === ALL || (KINDS as readonly unknown[]).includes(filter.kind)) progress.filter.kind = filter.kind;
    if (typeof filter.rules === 'string' && RULES.test(filter.rules)) progress.filter.rules = filter.rules;
    progress.filter.unsolved = filter.unsolved === true;
    if ((THEME_KEYS as readonly unknown[]).includes(filter.theme)) progress.filter.theme = filter.theme;
    progress.filter.missed = filter.missed === true;
  }
  return progress;
}

export function serializeProgress(progress: PuzzleProgress): string {
  return JSON.stringify(progress);
}

const RANK: Record<Outcome, number> = { solved: 3, helped: 2, retried: 1, failed: 0 };

/** The progress after an attempt at `id` ended with `outcome` (the input is left as it was). */
export function recordOutcome(progress: PuzzleProgress, id: string, outcome: Outcome): PuzzleProgress {
  const before = progress.results[id];
  const kept = before !== undefined && RANK[before] >= RANK[outcome] ? before : outcome;
  let streak = progress.streak;
  if (outcome === 'failed')
    streak = 0; // `retried` leaves it as the miss set it
  else if (outcome === 'solved' && before === undefined) streak += 1;
  return { ...progress, results: { ...progress.results, [id]: kept }, streak, best: Math.max(progress.best, streak) };
}

export function withFilter(progress: PuzzleProgress, filter: Filter): PuzzleProgress {
  return { ...progress, filter: { ...filter } };
}

/** Loads from storage; unreadable data is replaced at once so the notice shows only once. */
export function loadProgress(storage: StorageLike | null): LoadedProgress {
  const loaded = parseProgress(readStored(storage, PUZZLE_PROGRESS_KEY)); // unreadable storage: nothing saved
  if (loaded.corrupted) saveProgress(storage, loaded.progress);
  return loaded;
}

/** Saves; false when the browser refused (then progress lives only as long as the page). */
export function saveProgress(storage: StorageLike | null, progress: PuzzleProgress): boolean {
  return writeStored(storage, PUZZLE_PROGRESS_KEY, serializeProgress(progress));
}
