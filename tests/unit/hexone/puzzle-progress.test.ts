// Puzzle progress in the browser (site/src/components/hexone/puzzle/progress.ts): outcomes, streak, the
// saved filter, and what happens with unreadable data or a storage that refuses.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.js';
import {
  PUZZLE_PROGRESS_KEY,
  emptyProgress,
  loadProgress,
  parseProgress,
  recordOutcome,
  saveProgress,
  serializeProgress,
  withFilter,
  type StorageLike,
} from '@site/components/hexone/puzzle/progress.js';

const memory = (initial: string | null = null) => memoryStorage(PUZZLE_PROGRESS_KEY, initial);

describe('outcomes and streak', () => {
  it('counts clean first solves in a row and keeps the best streak', () => {
    let p = emptyProgress();
    p = recordOutcome(p, 'four-01', 'solved');
    p = recordOutcome(p, 'four-02', 'solved');
    expect(p).toMatchObject({ streak: 2, best: 2, results: { 'four-01': 'solved', 'four-02': 'solved' } });
    p = recordOutcome(p, 'five-01', 'failed');
    expect(p).toMatchObject({ streak: 0, best: 2 });
    p = recordOutcome(p, 'five-02', 'solved');
    expect(p).toMatchObject({ streak: 1, best: 2 });
  });

  it('settles a solve after a miss as "retried": better than the miss, no streak back, never below a clean solve', () => {
    let p = recordOutcome(emptyProgress(), 'a', 'solved');
    p = recordOutcome(p, 'b', 'failed');
    expect(p).toMatchObject({ streak: 0, best: 1, results: { b: 'failed' } });
    p = recordOutcome(p, 'b', 'retried');
    expect(p).toMatchObject({ streak: 0, best: 1, results: { b: 'retried' } });
    p = recordOutcome(p, 'a', 'retried');
    expect(p.results.a).toBe('solved');
    expect(parseProgress(serializeProgress(p)).progress.results).toEqual({ a: 'solved', b: 'retried' });
  });

  it('lets help leave the streak as it is', () => {
    let p = recordOutcome(emptyProgress(), 'a', 'solved');
    p = recordOutcome(p, 'b', 'helped');
    expect(p).toMatchObject({ streak: 1, best: 1, results: { b: 'helped' } });
  });

  it('never adds to the streak for a puzzle tried before, but keeps its best outcome', () => {
    let p = recordOutcome(emptyProgress(), 'a', 'failed');
    p = recordOutcome(p, 'a', 'solved');
    expect(p).toMatchObject({ streak: 0, results: { a: 'solved' } });
    p = recordOutcome(p, 'b', 'solved');
    p = recordOutcome(p, 'b', 'solved');
    expect(p.streak).toBe(1);
    p = recordOutcome(p, 'b', 'failed');
    expect(p).toMatchObject({ streak: 0, results: { b: 'solved' } });
  });

  it('leaves the progress it is given unchanged', () => {
    const p = emptyProgress();
    recordOutcome(p, 'a', 'solved');
    withFilter(p, { kind: 'four', rules: 'express', unsolved: true, theme: 'all', missed: false });
    expect(p).toEqual(emptyProgress());
  });
});

describe('reading saved progress', () => {
  it('reads back what it saved, filter included', () => {
    const p = withFilter(recordOutcome(emptyProgress(), 'four-01', 'solved'), {
      kind: 'four',
      rules: 'express+tiles',
      unsolved: true,
      theme: 'all',
      missed: false,
    });
    expect(parseProgress(serializeProgress(p))).toEqual({ progress: p, corrupted: false });
  });

  it('starts empty, without a notice, when nothing was saved', () => {
    expect(parseProgress(null)).toEqual({ progress: emptyProgress(), corrupted: false });
    expect(parseProgress('')).toEqual({ progress: emptyProgress(), corrupted: false });
  });

  it.each([
    ['broken JSON', '{"results": {'],
    ['a list', '[]'],
    ['no results', '{"streak": 0, "best": 0}'],
    ['an unknown outcome', '{"results": {"a": "won"}, "streak": 0, "best": 0}'],
    ['a bad id', '{"results": {"A B": "solved"}, "streak": 0, "best": 0}'],
    ['a negative streak', '{"results": {}, "streak": -1, "best": 0}'],
    ['a streak above the best', '{"results": {}, "streak": 3, "best": 2}'],
    ['a fractional best', '{"results": {}, "streak": 0, "best": 1.5}'],
  ])('starts afresh with a notice on %s', (_what, text) => {
    expect(parseProgress(text)).toEqual({ progress: emptyProgress(), corrupted: true });
  });

  it('ignores an unreadable filter without calling the whole progress corrupted', () => {
    const loaded = parseProgress('{"results": {"a": "solved"}, "streak": 1, "best": 1, "filter": {"kind": "six", "rules": "<b>", "unsolved": "yes"}}');
    expect(loaded.corrupted).toBe(false);
    expect(loaded.progress.results).toEqual({ a: 'solved' });
    expect(loaded.progress.filter).toEqual(emptyProgress().filter);
  });
});

describe('the browser storage', () => {
  it('saves and loads through localStorage', () => {
    const storage = memory();
    const p = recordOutcome(emptyProgress(), 'x', 'solved');
    expect(saveProgress(storage, p)).toBe(true);
    expect(loadProgress(storage)).toEqual({ progress: p, corrupted: false });
  });

  it('replaces corrupted data at once, so the notice shows only once', () => {
    const storage = memory('not json');
    expect(loadProgress(storage).corrupted).toBe(true);
    expect(JSON.parse(storage.text!)).toEqual(emptyProgress());
    expect(loadProgress(storage).corrupted).toBe(false);
  });

  it('never throws when the storage refuses to read or to write', () => {
    const refusing: StorageLike = {
      getItem() {
        throw new Error('SecurityError');
      },
      setItem() {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadProgress(refusing)).toEqual({ progress: emptyProgress(), corrupted: false });
    expect(saveProgress(refusing, emptyProgress())).toBe(false);
    expect(saveProgress(null, emptyProgress())).toBe(false);
    expect(loadProgress(null)).toEqual({ progress: emptyProgress(), corrupted: false });
  });
});
