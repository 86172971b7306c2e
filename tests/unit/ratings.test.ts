/** The match script's ratings (scripts/lib/ratings.ts): a Bradley–Terry fit on the Elo scale, the first player at 0. */
import { describe, expect, it } from 'vitest';
import { fitRatings } from '@scripts/lib/ratings.js';

/** The score the Elo scale expects of a side `d` points stronger. */
const expected = (d: number) => 1 / (1 + 10 ** (-d / 400));

describe('fitRatings', () => {
  it('turns a share of games into the Elo difference that expects it', () => {
    // 76 % over 1,000 games is about 200 points; the one virtual draw per pair moves it by a point or so.
    const [a, b] = fitRatings(2, [{ a: 1, b: 0, score: 760, games: 1000 }]);
    expect(a).toBe(0);
    expect(b).toBeGreaterThan(195);
    expect(b).toBeLessThan(205);
    expect(expected(b - a)).toBeCloseTo(0.76, 2);
  });

  it('rates a chain of players in order, each step from its own games and those across', () => {
    const ratings = fitRatings(3, [
      { a: 1, b: 0, score: 150, games: 200 },
      { a: 2, b: 1, score: 150, games: 200 },
      { a: 2, b: 0, score: 36, games: 40 },
    ]);
    expect(ratings[0]).toBe(0);
    expect(ratings[1]).toBeGreaterThan(150);
    expect(ratings[2] - ratings[1]).toBeGreaterThan(150);
    expect(ratings[2]).toBeLessThan(500);
  });

  it('gives a finite rating to a player that won every game', () => {
    const [, b] = fitRatings(2, [{ a: 1, b: 0, score: 40, games: 40 }]);
    expect(Number.isFinite(b)).toBe(true);
    expect(b).toBeGreaterThan(400);
  });
});
