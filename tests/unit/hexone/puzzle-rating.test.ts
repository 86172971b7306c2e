// The puzzle rating (site/src/components/hexone/puzzle/rating.ts): Glicko-2 against the worked example of
// Glickman's paper, one attempt as one game, and saved data of any shape read without throwing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.js';
import {
  MAX_PROVISIONAL_CHANGE,
  PROVISIONAL_RD,
  RATING_KEY,
  emptyRating,
  glicko2,
  loadRating,
  parseRating,
  puzzleRating,
  rateAttempt,
  rateFirstAttempt,
  saveRating,
  signed,
} from '@site/components/hexone/puzzle/rating.js';
import { PUZZLES } from '@site/components/hexone/puzzle/collection.js';
import type { StorageLike } from '@components/shared/storage.js';

describe('Glicko-2', () => {
  it("gives the paper's worked example: 1500 ± 200 beating 1400, losing to 1550 and 1700 → 1464.06 ± 151.52, σ 0.05999", () => {
    const after = glicko2({ rating: 1500, rd: 200, vol: 0.06 }, [
      [1400, 30, 1],
      [1550, 100, 0],
      [1700, 300, 0],
    ]);
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
    const start = { ...emptyRating(), rd: 80 }; // established: no bound in the way
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

describe('as lichess rates puzzles', () => {
  it('costs a new player at most 60 points for missing the easiest puzzle (a raw Glicko-2 update cost 387)', () => {
    const easiest = PUZZLES.reduce((a, b) => (a.measure.bits <= b.measure.bits ? a : b));
    const miss = rateFirstAttempt(emptyRating(), easiest.id, easiest.difficulty, false, easiest.measure.bits)!;
    expect(miss.change).toBeLessThan(0);
    expect(miss.change).toBeGreaterThanOrEqual(-MAX_PROVISIONAL_CHANGE);
    const raw = glicko2(emptyRating(), [[puzzleRating(easiest.difficulty, easiest.measure.bits).rating, 100, 0]]);
    expect(Math.round(raw.rating) - 1500).toBeLessThan(-300); // what the bound saves a newcomer from
  });

  it('rates each puzzle from its measured bits: harder answers, higher ratings, within 1000–2400', () => {
    expect(puzzleRating(1, 1).rating).toBeLessThan(puzzleRating(1, 2.6).rating);
    const ratings = [...PUZZLES].sort((a, b) => a.measure.bits - b.measure.bits).map((p) => puzzleRating(p.difficulty, p.measure.bits).rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    expect(Math.min(...ratings)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...ratings)).toBeLessThanOrEqual(2400);
    // Without bits (an older saved page), the difficulty stands for them, in the same order.
    expect(puzzleRating(2).rating).toBeLessThan(puzzleRating(4).rating);
  });

  it('bounds every provisional change, and lets an established rating move by Glicko-2 alone', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.double({ min: 0, max: 30, noNaN: true }), fc.boolean()), { maxLength: 80 }), (attempts) => {
        let rating = emptyRating();
        for (const [bits, won] of attempts) {
          const before = rating;
          const result = rateAttempt(before, puzzleRating(3, bits), won);
          if (before.rd >= PROVISIONAL_RD) expect(Math.abs(result.rating.rating - before.rating)).toBeLessThanOrEqual(MAX_PROVISIONAL_CHANGE + 1e-9);
          else expect(result.rating.rating).toBeCloseTo(glicko2(before, [[puzzleRating(3, bits).rating, 100, won ? 1 : 0]]).rating, 9);
          expect(Math.sign(result.change) * (won ? 1 : -1)).not.toBe(-1); // a solve never lowers it, a miss never raises it
          rating = result.rating;
        }
      }),
    );
  });

  it('shows a change with its sign: +12, −9 (a real minus), ±0', () => {
    expect(signed(12)).toBe('+12');
    expect(signed(-9)).toBe('\u22129');
    expect(signed(0)).toBe('±0');
  });
});

describe('the saved rating', () => {
  const memory = (text: string | null) => memoryStorage(RATING_KEY, text);

  it('comes back as it was saved', () => {
    const rated = rateFirstAttempt(emptyRating(), 'five-02', 4, true)!.rating;
    const storage = memory(null);
    expect(saveRating(storage, rated)).toBe(true);
    expect(loadRating(storage)).toEqual({ rating: rated, corrupted: false });
  });

  it('starts afresh, flagged once, from text of any shape, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.anything().map((v) => {
            try {
              return JSON.stringify(v) ?? 'x';
            } catch {
              return 'x';
            }
          }),
        ),
        (text) => {
          const read = parseRating(text);
          if (read.corrupted) expect(read.rating).toEqual(emptyRating());
          expect(Number.isFinite(read.rating.rating)).toBe(true);
        },
      ),
    );
    const storage = memory('{"rating":"high"}');
    expect(loadRating(storage).corrupted).toBe(true);
    expect(loadRating(storage).corrupted).toBe(false); // replaced at once
    const refusing: StorageLike = {
      getItem() {
        throw new Error('denied');
      },
      setItem() {
        throw new Error('quota');
      },
    };
    expect(loadRating(refusing)).toEqual({ rating: emptyRating(), corrupted: false });
    expect(saveRating(refusing, emptyRating())).toBe(false);
  });
});
