/** Lesson progress in localStorage: read back what was saved; unreadable data starts fresh, with a notice, never a throw. */
import { describe, expect, it } from 'vitest';
import {
  PROGRESS_KEY,
  countDone,
  emptyProgress,
  isDone,
  loadProgress,
  markDone,
  parseProgress,
  saveProgress,
  serializeProgress,
  type StorageLike,
} from '@site/components/hexone/lesson/progress.js';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (k in data ? data[k] : null),
    setItem: (k, v) => void (data[k] = v),
  };
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('lesson progress', () => {
  it('round-trips completed steps through storage', () => {
    const storage = memoryStorage();
    let progress = markDone(emptyProgress(), 'board', 'centre', 3);
    progress = markDone(progress, 'board', 'rows', 3);
    progress = markDone(progress, 'tiles', 'flip', 3);
    expect(saveProgress(storage, progress)).toBe(true);
    const loaded = loadProgress(storage);
    expect(loaded).toEqual({ progress, corrupted: false });
    expect(isDone(loaded.progress, 'board', 'rows')).toBe(true);
    expect(isDone(loaded.progress, 'board', 'peaks')).toBe(false);
    expect(countDone(loaded.progress, 'board', ['centre', 'rows', 'peaks'])).toBe(2);
  });

  it('marks a step once and leaves the original progress unchanged', () => {
    const before = markDone(emptyProgress(), 'board', 'centre', 3);
    const after = markDone(before, 'board', 'rows', 3);
    expect(before.done.board).toEqual(['centre']);
    expect(after.done.board).toEqual(['centre', 'rows']);
    expect(markDone(after, 'board', 'rows', 3).done).toBe(after.done);
  });

  it('starts empty, without a notice, when nothing was saved', () => {
    expect(parseProgress(null)).toEqual({ progress: emptyProgress(), corrupted: false });
    expect(loadProgress(memoryStorage())).toEqual({ progress: emptyProgress(), corrupted: false });
  });

  it.each([
    ['text that is not JSON', '{"done":'],
    ['a JSON array', '[1,2]'],
    ['a missing "done"', '{"steps":{}}'],
    ['steps that are not a list', '{"done":{"board":"centre"}}'],
    ['a step id that is not text', '{"done":{"board":[3]}}'],
    ['a lesson name with markup', '{"done":{"<img>":["x"]}}'],
    ['JSON null', 'null'],
  ])('starts fresh with a notice on %s, and replaces the bad data', (_, text) => {
    const storage = memoryStorage({ [PROGRESS_KEY]: text });
    expect(loadProgress(storage)).toEqual({ progress: emptyProgress(), corrupted: true });
    expect(storage.data[PROGRESS_KEY]).toBe(serializeProgress(emptyProgress()));
    expect(loadProgress(storage).corrupted).toBe(false);
  });

  it('works, saving nothing, when the browser refuses storage', () => {
    expect(loadProgress(throwing)).toEqual({ progress: emptyProgress(), corrupted: false });
    expect(saveProgress(throwing, markDone(emptyProgress(), 'board', 'centre', 3))).toBe(false);
    expect(loadProgress(null).corrupted).toBe(false);
    expect(saveProgress(null, emptyProgress())).toBe(false);
  });

  it('drops duplicate step ids when reading', () => {
    expect(parseProgress('{"done":{"board":["centre","centre"]}}').progress.done.board).toEqual(['centre']);
  });
});
