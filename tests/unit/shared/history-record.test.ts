/**
 * The history's record (site/src/lib/shared/history/record.ts) and its storage (store.ts): what is kept, what a file
 * must hold to be imported (each refusal with its reason, nothing else changed), and storage that is full, blocked or
 * holds garbage, which gives an empty history or a `false`, never an exception.
 */
import { describe, expect, it } from 'vitest';
import {
  HISTORY_KEY,
  MAX_GAMES,
  MAX_POINTS,
  type FinishedGame,
  emptyHistory,
  merged,
  parseHistory,
  serializeHistory,
  withGame,
  withPoint,
} from '@site/lib/shared/history/record.js';
import { forgetHistory, keepGame, keepRating, loadHistory, saveHistory } from '@site/lib/shared/history/store.js';
import { memoryStorage } from '../hexone/memory-storage.js';

const AT = Date.UTC(2026, 10, 29, 12);
const game = (over: Partial<FinishedGame> = {}): FinishedGame => ({
  game: 'hexone',
  at: AT,
  mode: 'play',
  rules: 'classic',
  level: 'easy',
  you: 'b',
  outcome: 'win',
  winner: 'b',
  scores: null,
  record: 'classic b opening | d3 b2',
  query: 'game=classic.b~d3.b2&computer=w&level=easy',
  ...over,
});
const file = (games: unknown[], rating: unknown[] = []) => JSON.stringify({ format: 'hexone-history', v: 1, games, rating });

describe('history record', () => {
  it('reads back what it writes: games and rating points, oldest first', () => {
    const history = withPoint(withGame(withGame(emptyHistory(), game({ at: AT + 5, record: 'r2' })), game()), { at: AT, rating: 1512.4 });
    const read = parseHistory(serializeHistory(history));
    expect(read).toEqual({ ok: true, history: { games: [game(), game({ at: AT + 5, record: 'r2' })], rating: [{ at: AT, rating: 1512 }] } });
  });

  it('keeps the same entry once, and a later game with the same moves (against another level) as a game of its own', () => {
    const once = withGame(emptyHistory(), game());
    expect(withGame(once, game())).toBe(once);
    const again = withGame(once, game({ at: AT + 1000, level: 'hard', query: 'game=classic.b~d3.b2&computer=w&level=hard' }));
    expect(again.games.map((g) => g.level)).toEqual(['easy', 'hard']);
  });

  it(`keeps the newest ${MAX_GAMES} games and ${MAX_POINTS} rating points`, () => {
    let history = emptyHistory();
    for (let k = 0; k < MAX_GAMES + 20; k++) history = withGame(history, game({ at: AT + k, record: `r${k}` }));
    for (let k = 0; k < MAX_POINTS + 5; k++) history = withPoint(history, { at: AT + k, rating: 1500 + k });
    expect(history.games).toHaveLength(MAX_GAMES);
    expect(history.games[0].record).toBe('r20');
    expect(history.games.at(-1)!.record).toBe(`r${MAX_GAMES + 19}`);
    expect(history.rating).toHaveLength(MAX_POINTS);
    expect(history.rating[0].rating).toBe(1505);
  });

  it('refuses a file that does not read, with its reason', () => {
    expect(parseHistory('')).toEqual({ ok: false, problem: { reason: 'empty' } });
    expect(parseHistory('{"games": [')).toEqual({ ok: false, problem: { reason: 'not-json' } });
    expect(parseHistory('[1, 2]')).toEqual({ ok: false, problem: { reason: 'not-history' } });
    expect(parseHistory(JSON.stringify({ format: 'other', v: 1, games: [], rating: [] }))).toEqual({ ok: false, problem: { reason: 'not-history' } });
    expect(parseHistory(JSON.stringify({ format: 'hexone-history', v: 2, games: [], rating: [] }))).toEqual({ ok: false, problem: { reason: 'not-history' } });
    expect(parseHistory(' '.repeat(5_000_001) + '{}')).toEqual({ ok: false, problem: { reason: 'too-big' } });
    expect(parseHistory(file(Array.from({ length: 10 * MAX_GAMES + 1 }, () => game())))).toEqual({ ok: false, problem: { reason: 'too-many' } });
    expect(parseHistory(file([], [{ at: AT, rating: 'high' }]))).toEqual({ ok: false, problem: { reason: 'bad-point', index: 1 } });
  });

  it.each([
    ['an unknown game', { game: 'chess' }],
    ['a date before the site', { at: 0 }],
    ['a date that is no whole number', { at: AT + 0.5 }],
    ['a level with markup', { level: '<img src=x>' }],
    ['an unknown outcome', { outcome: 'won' }],
    ['a side that is no side', { you: 'x' }],
    ['scores that are no numbers', { scores: ['1', 2] }],
    ['five scores', { scores: [1, 2, 3, 4, 5] }],
    ['an empty record', { record: '' }],
    ['a record of 20,001 characters', { record: 'a'.repeat(20_001) }],
    ['a query that leaves the play page', { query: 'game=x#"><script>' }],
    ['a query that is not text', { query: 7 }],
  ])('names the game that does not read: %s', (_, change) => {
    const bad = { ...game(), ...change };
    expect(parseHistory(file([game({ at: AT - 1, record: 'ok' }), bad]))).toEqual({ ok: false, problem: { reason: 'bad-game', index: 2 } });
  });

  it('merges an imported history into this one: each game once, oldest first', () => {
    const mine = withGame(emptyHistory(), game());
    const theirs = withPoint(withGame(withGame(emptyHistory(), game()), game({ at: AT - 10, record: 'older' })), { at: AT, rating: 1480 });
    const both = merged(mine, theirs);
    expect(both.games.map((g) => g.record)).toEqual(['older', game().record]);
    expect(both.rating).toEqual([{ at: AT, rating: 1480 }]);
    expect(mine.games).toHaveLength(1); // the input is left as it was
  });
});

describe('history storage', () => {
  it('keeps games and rating points under its key, and forgets them', () => {
    const storage = memoryStorage(HISTORY_KEY);
    expect(keepGame(storage, game())).toBe(true);
    expect(keepRating(storage, { at: AT, rating: 1530 })).toBe(true);
    expect(loadHistory(storage)).toEqual({ history: { games: [game()], rating: [{ at: AT, rating: 1530 }] }, corrupted: false });
    expect(forgetHistory(storage)).toBe(true);
    expect(loadHistory(storage)).toEqual({ history: emptyHistory(), corrupted: false });
  });

  it.each([
    ['garbage text', 'not json {'],
    ['JSON of another shape', '{"games": 3}'],
    ['a huge array', file(Array.from({ length: 10 * MAX_GAMES + 1 }, () => 1))],
    ['a wrong entry', file([{ ...game(), outcome: 'maybe' }])],
  ])('reads %s as an empty history flagged corrupted, and a new game replaces it', (_, text) => {
    const storage = memoryStorage(HISTORY_KEY, text);
    expect(loadHistory(storage)).toEqual({ history: emptyHistory(), corrupted: true });
    expect(keepGame(storage, game())).toBe(true);
    expect(loadHistory(storage).history.games).toEqual([game()]);
  });

  it('a blocked storage (every access throws) or none at all: an empty history, writes that say false, no exception', () => {
    const blocked = {
      getItem(): string | null {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem(): void {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    for (const storage of [blocked, null]) {
      expect(loadHistory(storage)).toEqual({ history: emptyHistory(), corrupted: false });
      expect(keepGame(storage, game())).toBe(false);
      expect(keepRating(storage, { at: AT, rating: 1500 })).toBe(false);
      expect(forgetHistory(storage)).toBe(false);
    }
  });

  it('a full storage (QuotaExceededError): the newer half of the games is kept; with no room at all, false', () => {
    const storage = memoryStorage(HISTORY_KEY);
    let history = emptyHistory();
    for (let k = 0; k < 10; k++) history = withGame(history, game({ at: AT + k, record: `r${k}` }));
    const room = serializeHistory({ games: history.games.slice(5), rating: [] }).length;
    const full = {
      getItem: (key: string) => storage.getItem(key),
      setItem(key: string, value: string) {
        if (value.length > room) throw new DOMException('full', 'QuotaExceededError');
        storage.setItem(key, value);
      },
    };
    expect(saveHistory(full, history)).toBe(true);
    expect(loadHistory(full).history.games.map((g) => g.record)).toEqual(['r5', 'r6', 'r7', 'r8', 'r9']);
    const none = {
      getItem: () => null,
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(saveHistory(none, history)).toBe(false);
    expect(keepGame(none, game())).toBe(false);
  });
});
