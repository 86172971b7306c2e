// The daily deal's day, seed and kept results (site/src/lib/hexadominos/daily.ts).
import { describe, expect, it } from 'vitest';
import { newGame } from '@engine/hexadominos/index.js';
import { DAILY_KEY, dailyOf, dailySeed, keepResult, readDay, readResults, resultKey, utcDay } from '@site/lib/hexadominos/daily.js';
import { memoryStorage } from '../hexone/memory-storage.js';

describe('the daily deal', () => {
  it('takes its day from the UTC date: a minute before and after midnight UTC are two days, wherever the reader is', () => {
    expect(utcDay(new Date('2026-11-29T23:59:00Z'))).toBe('2026-11-29');
    expect(utcDay(new Date('2026-11-30T00:01:00Z'))).toBe('2026-11-30');
    expect(utcDay(new Date('2026-11-30T00:30:00+01:00'))).toBe('2026-11-29');
  });

  it('reads the day an address names, refusing dates that do not exist and days still to come', () => {
    const today = '2026-11-29';
    expect(readDay('2026-11-28', today)).toBe('2026-11-28');
    expect(readDay(today, today)).toBe(today);
    for (const bad of ['2026-11-30', '2026-02-30', '2026-13-01', '26-11-29', '2026-11-29x', '', 'today']) expect(readDay(bad, today), bad).toBe(null);
    expect(dailyOf('?daily=2026-11-01', today)).toEqual({ day: '2026-11-01', bad: false, versus: false });
    expect(dailyOf('?daily', today)).toEqual({ day: today, bad: false, versus: false });
    expect(dailyOf('?daily=2099-01-01', today)).toEqual({ day: today, bad: true, versus: false });
    expect(dailyOf('?seats=human', today)).toEqual({ day: null, bad: false, versus: false });
    // Against the strong computer: `&vs`, with the day as ever.
    expect(dailyOf('?daily=2026-11-01&vs', today)).toEqual({ day: '2026-11-01', bad: false, versus: true });
    expect(dailyOf('?vs', today)).toEqual({ day: null, bad: false, versus: false });
  });

  it('deals the same tiles for the same day and other tiles another day', () => {
    const rack = (day: string) => {
      const game = newGame({ players: 1, seed: dailySeed(day) });
      if (!game.ok) throw new Error(day);
      return game.state.racks[0];
    };
    expect(dailySeed('2026-11-29')).toBe(dailySeed('2026-11-29'));
    expect(Number.isInteger(dailySeed('2026-11-29')) && dailySeed('2026-11-29') >= 0 && dailySeed('2026-11-29') < 2 ** 32).toBe(true);
    expect(rack('2026-11-29')).toEqual(rack('2026-11-29'));
    const days = ['2026-11-29', '2026-11-30', '2026-12-01', '2027-01-01'];
    expect(new Set(days.map((day) => rack(day).join())).size).toBe(days.length);
  });

  it("keeps the day's first finished game, filling in the strong computer's score later, and reads corrupted data as none", () => {
    const storage = memoryStorage(DAILY_KEY);
    expect(keepResult(storage, '2026-11-29', { score: 120, record: 'r1', hard: null })).toEqual({ score: 120, record: 'r1', hard: null });
    expect(keepResult(storage, '2026-11-29', { score: 300, record: 'r2', hard: 210 })).toEqual({ score: 120, record: 'r1', hard: 210 });
    keepResult(storage, '2026-11-30', { score: 90, record: 'r3', hard: 180 });
    expect(readResults(storage)).toEqual({
      results: { '2026-11-29': { score: 120, record: 'r1', hard: 210 }, '2026-11-30': { score: 90, record: 'r3', hard: 180 } },
      corrupted: false,
    });
    for (const text of ['{', '[]', '{"2026-11-29":{"score":"1","record":"r","hard":null}}', '{"x":{"score":1,"record":"r","hard":null}}']) {
      expect(readResults(memoryStorage(DAILY_KEY, text)), text).toEqual({ results: {}, corrupted: true });
    }
    expect(readResults(null)).toEqual({ results: {}, corrupted: false });
    // The game against the computer keeps its own result for the day, beside the one alone.
    keepResult(storage, resultKey('2026-11-29', true), { score: 150, record: 'r4', hard: 140 });
    expect(readResults(storage).results).toMatchObject({ '2026-11-29': { score: 120 }, '2026-11-29/vs': { score: 150, hard: 140 } });
    expect(resultKey('2026-11-29', false)).toBe('2026-11-29');
  });
});
