// Both games' record readers refuse the same lengths (engine/shared/records.ts): at most 10,000 moves, and
// text over the length those moves could take is refused before any of it is read.
import { describe, expect, it } from 'vitest';
import * as hexadominos from '@engine/hexadominos/record.js';
import * as hexone from '@engine/hexone/record.js';
import { MAX_RECORD_MOVES, MAX_RECORD_TEXT } from '@engine/shared/records.js';

const GAMES = [
  { name: 'Hexone', read: hexone.parseRecord, url: hexone.recordFromUrl, head: 'classic b', move: 'b2', urlHead: 'classic.b~', max: hexone.MAX_MOVES },
  {
    name: 'Hexa-dominos',
    read: hexadominos.parseRecord,
    url: hexadominos.recordFromUrl,
    head: 'standard players:2 seed:4',
    move: 'draw',
    urlHead: 'standard.players-2.seed-4~',
    max: hexadominos.MAX_ACTIONS,
  },
];

const movesOf = (read: { ok: boolean; value?: unknown }) =>
  read.ok ? ((read.value as { moves?: unknown[]; actions?: unknown[] }).moves ?? (read.value as { actions: unknown[] }).actions).length : -1;
const reasonOf = (read: { ok: boolean; error?: { reason?: string } }) => (read.ok ? '' : (read.error?.reason ?? ''));

describe.each(GAMES)('$name record text', ({ read, url, head, move, urlHead, max }) => {
  it('holds the common limit of moves', () => {
    expect(max).toBe(MAX_RECORD_MOVES);
  });

  it(`reads ${MAX_RECORD_MOVES.toLocaleString('en')} moves and refuses one more, or twice as many, saying why`, () => {
    expect(movesOf(read(`${head} | ${`${move} `.repeat(MAX_RECORD_MOVES)}`))).toBe(MAX_RECORD_MOVES);
    for (const count of [MAX_RECORD_MOVES + 1, 2 * MAX_RECORD_MOVES]) {
      const refused = read(`${head} | ${`${move} `.repeat(count)}`);
      expect(refused.ok).toBe(false);
      expect(reasonOf(refused)).toContain('at most 10000 moves');
    }
    expect(movesOf(url(`${urlHead}${Array(MAX_RECORD_MOVES).fill(move).join('.')}`))).toBe(MAX_RECORD_MOVES);
    expect(
      url(
        `${urlHead}${Array(MAX_RECORD_MOVES + 1)
          .fill(move)
          .join('.')}`,
      ).ok,
    ).toBe(false);
  });

  it('refuses text longer than the most moves take before reading any of it: a megabyte, however it ends', () => {
    const megabyte = `${head} | ${move}${' '.repeat(1_000_000)}`;
    expect(megabyte.length).toBeGreaterThan(MAX_RECORD_TEXT);
    for (const text of [megabyte, `${megabyte}not-a-move`, `not-an-option ${megabyte}`]) {
      const refused = read(text);
      expect(refused.ok).toBe(false);
      expect(reasonOf(refused), 'refused for its length, not for a word in it').toMatch(/^a record is at most 200000 characters/);
    }
    expect(reasonOf(url(`${urlHead}${move}${'.'.repeat(3 * MAX_RECORD_TEXT)}`))).toMatch(/^a record is at most 200000 characters/);
    // Just under the limit, the same text is read (the spaces between moves are nothing).
    expect(movesOf(read(`${head} | ${move}${' '.repeat(MAX_RECORD_TEXT - head.length - 10)}`))).toBe(1);
  });
});
