/**
 * Hexone's lesson progress: the shared progress store (site/src/lib/lessons/progress.ts) under
 * Hexone's own localStorage key.
 */
import { type LoadedProgress, type Progress, type StorageLike, loadProgressFrom, saveProgressTo } from '@site/lib/lessons/progress.js';

export * from '@site/lib/lessons/progress.js';

export const PROGRESS_KEY = 'hexone.lessons.v1';

export function loadProgress(storage: StorageLike | null): LoadedProgress {
  return loadProgressFrom(storage, PROGRESS_KEY);
}

export function saveProgress(storage: StorageLike | null, progress: Progress): boolean {
  return saveProgressTo(storage, PROGRESS_KEY, progress);
}
