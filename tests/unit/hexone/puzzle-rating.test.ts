// The puzzle rating (site/src/components/hexone/puzzle/rating.ts): Glicko-2 against the worked example of
// Glickman's paper, one attempt as one game, and saved data of any shape read without throwing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RATING_KEY, emptyRating, glicko2, loadRating, parseRating, puzzleRating, rateAttempt, rateFirstAttempt, saveRating,
} from '../../../site/src/components/hexone/puzzle/rating.js';
import type { StorageLike } from '../../../components/shared/storage.js';

describe('Glicko-2', () => {
  it('gives the paper\'s worked example: 1500 ± 200 beating 1400, losing to 1550 and 1700 → 1464.06 ± 151.52, σ 0.05999', () => {
    const after = glicko2({ rating: 1500, rd: 200, vol: 0.06 }, [[1400, 30, 1], [1550, 100, 0], [1700, 300, 0]]);
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
    expect(after.vol).toBeCloseTo(0.05999, 4);
  });

  it('widens the deviation over a period without games, and leaves the rating after a draw against an equal', () => {
    const idle = glicko2({ rating: 1500, rd: 200, vol: 0.06 }, []);
    expect(idle.rating).toBe(1500);
    expect(idle.rd).toBeCloseTo(Math.sqrt((200 / 173.7178) ** 2 + 0.06 ** 2) * 173.7178, 6);
    const draw = glicko2({ rating: 1500, rd: 200, vol: 0.06 }, [[1500, 200, 0.5]]);
    expect(draw.rating).toBeCloseTo(1500, 6);
    expect(draw.rd).toBeLessThan(200);
  });

  it('raises the rating after a solve and lowers it after a miss, more against a harder puzzle', () => {
    const start = emptyRating();
    const easyWin = rateAttempt(start, puzzleRating(1), true);
    const hardWin = rateAttempt(start, puzzleRating(5), true);
    const easyLoss = rateAttempt(start, puzzleRating(1), false);
    expect(easyWin.change).toBeGreaterThan(0);
    expect(hardWin.change).toBeGreaterThan(easyWin.change);
    expect(easyLoss.change).toBeLessThan(0);
    expect(hardWin.rating.rd).toBeLessThan(start.rd);
    expect(hardWin.rating.games).toBe(1);
  });

  it('rates only the first attempt at a puzzle', () => {
    const first = rateFirstAttempt(emptyRating(), 'four-01', 3, false)!;
    expect(first.rating.rated).toEqual(['four-01']);
    expect(rateFirstAttempt(first.rating, 'four-01', 3, true)).toBeNull();
  });

  it('rates puzzles by their measured difficulty, and reads a bad difficulty as a middling one', () => {
    expect(puzzleRating(1).rating).toBeLessThan(puzzleRating(5).rating);
    expect(puzzleRating(Number.NaN)).toEqual(puzzleRating(3));
  });
});

describe('the saved rating', () => {
  const memory = (text: string | null): StorageLike & { text: string | null } => ({
    text,
    getItem(key) { return key === RATING_KEY ? this.text : null; },
    setItem(key, value) { if (key === RATING_KEY) this.text = value; },
  });

  it('comes back as it was saved', () => {
    const rated = rateFirstAttempt(emptyRating(), 'five-02', 4, true)!.rating;
    const storage = memory(null);
    expect(saveRating(storage, rated)).toBe(true);
    expect(loadRating(storage)).toEqual({ rating: rated, corrupted: false });
  });

  it('starts afresh, flagged once, from text of any shape, and never throws', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json(), fc.anything().map((v) => { try { return JSON.stringify(v) ?? 'x'; } catch { return 'x'; } })), (text) => {
      const read = parseRating(text);
      if (read.corrupted) expect(read.rating).toEqual(emptyRating());
      expect(Number.isFinite(read.rating.rating)).toBe(true);
    }));
    const storage = memory('{"rating":"high"}');
    expect(loadRating(storage).corrupted).toBe(true);
    expect(loadRating(storage).corrupted).toBe(false); // replaced at once
    const refusing: StorageLike = { getItem() { throw new Error('denied'); }, setItem() { throw new Error('quota'); } };
    expect(loadRating(refusing)).toEqual({ rating: emptyRating(), corrupted: false });
    expect(saveRating(refusing, emptyRating())).toBe(false);
  });
});
