/**
 * Lesson progress kept in the browser: which steps of which lessons the learner completed.
 * Stored as JSON under one localStorage key. Anything unreadable (hand-edited, another version,
 * storage disabled) means starting fresh with a notice; nothing here throws.
 */
import { type StorageLike, readStored, writeStored } from '../../../../../components/shared/storage.js';

export const PROGRESS_KEY = 'hexone.lessons.v1';

export interface Progress {
  done: Record<string, string[]>; // lesson slug → completed step ids: { board: ['centre', 'rows'] }
}

export interface LoadedProgress {
  progress: Progress;
  corrupted: boolean; // there was saved data, but it could not be read: tell the learner
}

const SLUG = /^[a-z0-9-]{1,40}$/;

export function emptyProgress(): Progress {
  return { done: {} };
}

/** Reads saved text (null: nothing saved). Unknown lessons and steps are kept: content may change. */
export function parseProgress(text: string | null): LoadedProgress {
  if (text === null || text === '') return { progress: emptyProgress(), corrupted: false };
  const fresh = { progress: emptyProgress(), corrupted: true };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fresh;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return fresh;
  const done = (data as { done?: unknown }).done;
  if (!done || typeof done !== 'object' || Array.isArray(done)) return fresh;
  const progress = emptyProgress();
  for (const [slug, steps] of Object.entries(done)) {
    if (!SLUG.test(slug) || !Array.isArray(steps) || !steps.every((s) => typeof s === 'string' && SLUG.test(s))) return fresh;
    progress.done[slug] = [...new Set(steps as string[])];
  }
  return { progress, corrupted: false };
}

export function serializeProgress(progress: Progress): string {
  return JSON.stringify(progress);
}

/** A new Progress with `step` of `lesson` completed (the input is left as it was). */
export function markDone(progress: Progress, lesson: string, step: string): Progress {
  const steps = progress.done[lesson] ?? [];
  if (steps.includes(step)) return progress;
  return { done: { ...progress.done, [lesson]: [...steps, step] } };
}

export function isDone(progress: Progress, lesson: string, step: string): boolean {
  return progress.done[lesson]?.includes(step) ?? false;
}

/** How many of `steps` are completed. */
export function countDone(progress: Progress, lesson: string, steps: readonly string[]): number {
  return steps.filter((s) => isDone(progress, lesson, s)).length;
}

export type { StorageLike };

/** Loads from storage; a storage that throws (privacy modes) counts as empty, not corrupted. */
export function loadProgress(storage: StorageLike | null): LoadedProgress {
  const loaded = parseProgress(readStored(storage, PROGRESS_KEY));
  // Replace unreadable data so the notice shows once, not on every page.
  if (loaded.corrupted) saveProgress(storage, loaded.progress);
  return loaded;
}

/** Saves; returns false when the browser refused (quota, disabled storage). */
export function saveProgress(storage: StorageLike | null, progress: Progress): boolean {
  return writeStored(storage, PROGRESS_KEY, serializeProgress(progress));
}
