/**
 * Lesson progress kept in the browser, for every game's lessons: which steps of which lessons the
 * learner completed, the stars each earned (site/src/lib/lessons/stars.ts sets the par), and
 * the lesson last worked on ("continue where you left off"). Stored as JSON under one localStorage key per
 * game (`hexone.lessons.v1`, `hexadominos.lessons.v1`). Anything unreadable (hand-edited, another version,
 * storage disabled) means starting fresh with a notice; nothing here throws.
 *
 * Saved before stars existed, the data was `{ "done": { … } }`: it still reads, each of those steps counting
 * the one star any completed step earns (replaying it can earn more), and the lesson last worked on unknown.
 */
import { type StorageLike, isPlainObject, readSavedJson, readStored, writeStored } from '@components/shared/storage.js';

// The storage that never throws (components/shared/storage.ts), under the names the lesson pages import.
export { browserStorage } from '@components/shared/storage.js';
export type { StorageLike };

/** What a completed step earned (stars.ts decides how many). */
export type Stars = 1 | 2 | 3;
export const MAX_STARS: Stars = 3;

export function isStars(value: unknown): value is Stars {
  return value === 1 || value === 2 || value === 3;
}

export interface Progress {
  done: Record<string, string[]>; // lesson slug → completed step ids: { board: ['centre', 'rows'] }
  stars: Record<string, Record<string, Stars>>; // lesson slug → step id → best stars: { board: { centre: 3 } }
  last: string | null; // slug of the lesson where a step was last completed: 'board'
}

export interface LoadedProgress {
  progress: Progress;
  corrupted: boolean; // there was saved data, but it could not be read: tell the learner
}

const SLUG = /^[a-z0-9-]{1,40}$/;

export function emptyProgress(): Progress {
  return { done: {}, stars: {}, last: null };
}

/** Reads saved text (null: nothing saved). Unknown lessons and steps are kept: content may change. */
export function parseProgress(text: string | null): LoadedProgress {
  const { value, corrupted } = readSavedJson(text, readProgress, emptyProgress);
  return { progress: value, corrupted };
}

/** Saved progress of the right shape, or null. */
function readProgress(data: unknown): Progress | null {
  if (!isPlainObject(data)) return null;
  const { done, stars = {}, last = null } = data;
  // Every level holds names (lessons, steps) keyed to what `value` accepts.
  const names = (record: unknown, value: (v: unknown) => boolean) =>
    isPlainObject(record) && Object.entries(record).every(([name, v]) => SLUG.test(name) && value(v));
  const stepList = (steps: unknown) => Array.isArray(steps) && steps.every((s) => typeof s === 'string' && SLUG.test(s));
  if (!names(done, stepList) || !names(stars, (steps) => names(steps, isStars)) || !(last === null || (typeof last === 'string' && SLUG.test(last))))
    return null;
  // Stars of a step not in `done` (only a hand edit makes them) are never shown: stepStars asks `done` first.
  const progress: Progress = { done: {}, stars: stars as Progress['stars'], last };
  for (const [slug, steps] of Object.entries(done as Record<string, string[]>)) progress.done[slug] = [...new Set(steps)];
  return progress;
}

export function serializeProgress(progress: Progress): string {
  return JSON.stringify(progress);
}

/**
 * A new Progress with `step` of `lesson` completed with `stars` (the best result of the step is kept),
 * and `lesson` as the one last worked on. The input is left as it was.
 */
export function markDone(progress: Progress, lesson: string, step: string, stars: Stars): Progress {
  const steps = progress.done[lesson] ?? [];
  const best = Math.max(stars, progress.stars[lesson]?.[step] ?? 0) as Stars;
  return {
    done: steps.includes(step) ? progress.done : { ...progress.done, [lesson]: [...steps, step] },
    stars: { ...progress.stars, [lesson]: { ...progress.stars[lesson], [step]: best } },
    last: lesson,
  };
}

export function isDone(progress: Progress, lesson: string, step: string): boolean {
  return progress.done[lesson]?.includes(step) ?? false;
}

/** How many of `steps` are completed. */
export function countDone(progress: Progress, lesson: string, steps: readonly string[]): number {
  return steps.filter((s) => isDone(progress, lesson, s)).length;
}

/** A completed step's stars (1 when it was done before stars existed); 0 for a step not done. */
export function stepStars(progress: Progress, lesson: string, step: string): number {
  if (!isDone(progress, lesson, step)) return 0;
  return progress.stars[lesson]?.[step] ?? 1;
}

/** A lesson's stars: those its steps earned, out of three per step. */
export function lessonStars(progress: Progress, lesson: string, steps: readonly string[]): { earned: number; max: number } {
  return { earned: steps.reduce((sum, s) => sum + stepStars(progress, lesson, s), 0), max: steps.length * MAX_STARS };
}

/** Loads from storage under `key`; a storage that throws (privacy modes) counts as empty, not corrupted. */
export function loadProgressFrom(storage: StorageLike | null, key: string): LoadedProgress {
  const loaded = parseProgress(readStored(storage, key));
  // Replace unreadable data so the notice shows once, not on every page.
  if (loaded.corrupted) saveProgressTo(storage, key, loaded.progress);
  return loaded;
}

/** Saves under `key`; returns false when the browser refused (quota, disabled storage). */
export function saveProgressTo(storage: StorageLike | null, key: string, progress: Progress): boolean {
  return writeStored(storage, key, serializeProgress(progress));
}
