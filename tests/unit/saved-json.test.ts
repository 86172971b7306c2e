// Saved JSON read back (components/shared/storage.ts `readSavedJson`) and every reader of saved data built on
// it: whatever localStorage holds (hand-edited, another version, another site's data under the key), each
// falls back to a fresh start without throwing, and says `corrupted` only when something was there.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainObject, readSavedJson } from '@components/shared/storage.js';
import { emptyProgress as emptyPuzzleProgress, parseProgress as parsePuzzleProgress } from '@site/components/hexone/puzzle/progress.js';
import { emptyRating, parseRating } from '@site/components/hexone/puzzle/rating.js';
import { parseKeptGame } from '@site/lib/hexadominos/play-game.js';
import { readSaved } from '@site/lib/hexone/play-storage.js';
import { emptyProgress as emptyLessonProgress, parseProgress as parseLessonProgress } from '@site/lib/lessons/progress.js';

/** Saved text that no reader accepts: not JSON, JSON of every wrong type, numbers too large for a double. */
const MALFORMED = [
  '{',
  'undefined',
  'NaN',
  '{"a":1}}',
  "{'single': 1}",
  '\u0000',
  'x'.repeat(10_000),
  'null',
  'true',
  'false',
  '0',
  '-1',
  '1e400',
  '-1e400',
  '"text"',
  '""',
  '[]',
  '[1,2,3]',
  '[null]',
  '[{"rating":1500}]',
  '{}',
  '{"__proto__":{"rating":1500}}',
  '{"rating":1e400,"rd":1e400,"vol":1e400,"games":1e400,"rated":[]}',
  '{"rating":"1500","rd":"350","vol":"0.06","games":"0","rated":"[]"}',
  '{"results":[],"streak":0,"best":0}',
  '{"results":{},"streak":1e400,"best":1e400}',
  '{"results":null,"streak":0,"best":0}',
  '{"done":[],"stars":{}}',
  '{"done":null}',
  '{"done":{"board":"centre"}}',
  '{"v":"1","record":"b opening"}',
  '{"v":1,"record":null}',
  '{"v":1,"record":["b opening"]}',
  '{"record":42,"seats":"human"}',
  '{"record":"x","seats":"human","target":1e400}',
];

/** Each reader of saved data, with what it returns for a fresh start. */
const READERS = [
  {
    name: 'puzzle rating',
    read: (t: string | null) => {
      const r = parseRating(t);
      return { value: r.rating, corrupted: r.corrupted };
    },
    fresh: emptyRating(),
  },
  {
    name: 'puzzle progress',
    read: (t: string | null) => {
      const r = parsePuzzleProgress(t);
      return { value: r.progress, corrupted: r.corrupted };
    },
    fresh: emptyPuzzleProgress(),
  },
  {
    name: 'lesson progress',
    read: (t: string | null) => {
      const r = parseLessonProgress(t);
      return { value: r.progress, corrupted: r.corrupted };
    },
    fresh: emptyLessonProgress(),
  },
  {
    name: 'Hexone play page game',
    read: (t: string | null) => {
      const r = readSaved(t);
      return r.ok ? { value: r.value, corrupted: false } : { value: null, corrupted: true };
    },
    fresh: null,
  },
  {
    name: 'Hexa-dominos play page game',
    read: (t: string | null) => {
      const r = parseKeptGame(t);
      return { value: r.game, corrupted: r.corrupted };
    },
    fresh: null,
  },
];

describe('readSavedJson', () => {
  const readCount = (data: unknown) => (isPlainObject(data) && Number.isInteger(data.n) ? { n: data.n as number } : null);
  const empty = () => ({ n: 0 });

  it('reads nothing saved (null or empty text) as a fresh start, not corrupted', () => {
    expect(readSavedJson(null, readCount, empty)).toEqual({ value: { n: 0 }, corrupted: false });
    expect(readSavedJson('', readCount, empty)).toEqual({ value: { n: 0 }, corrupted: false });
  });

  it('hands the parsed value to the reader and keeps what it accepts', () => {
    expect(readSavedJson('{"n":7}', readCount, empty)).toEqual({ value: { n: 7 }, corrupted: false });
  });

  it('falls back, flagged corrupted, for text that is not JSON or that the reader refuses', () => {
    for (const text of MALFORMED) expect(readSavedJson(text, readCount, empty), text.slice(0, 30)).toEqual({ value: { n: 0 }, corrupted: true });
  });

  it('falls back instead of throwing when the reader throws on a shape it did not expect', () => {
    const careless = (data: unknown) => ({ n: (data as { a: { b: number } }).a.b });
    expect(readSavedJson('null', careless, empty)).toEqual({ value: { n: 0 }, corrupted: true });
    expect(readSavedJson('{}', careless, empty)).toEqual({ value: { n: 0 }, corrupted: true });
  });

  it('gives a fresh value each time: a caller changing it cannot change the next fresh start', () => {
    const first = readSavedJson('[', readCount, empty).value;
    first.n = 99;
    expect(readSavedJson('[', readCount, empty).value).toEqual({ n: 0 });
  });

  it('tells plain objects from null, arrays and other values', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject({ a: 1 })).toBe(true);
    for (const value of [null, undefined, [], [1], 0, Infinity, 'text', true]) expect(isPlainObject(value)).toBe(false);
  });
});

describe.each(READERS)('saved data of the $name', ({ read, fresh }) => {
  it('reads nothing saved as a fresh start, not corrupted', () => {
    expect(read(null)).toEqual({ value: fresh, corrupted: false });
    expect(read('')).toEqual({ value: fresh, corrupted: false });
  });

  it('falls back to a fresh start, flagged corrupted, for malformed saved data', () => {
    for (const text of MALFORMED) expect(read(text), text.slice(0, 30)).toEqual({ value: fresh, corrupted: true });
  });

  it('never throws, whatever JSON or text is saved', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (text) => {
        const result = read(text);
        expect(typeof result.corrupted).toBe('boolean');
        if (result.corrupted) expect(result.value).toEqual(fresh);
      }),
    );
  });
});
