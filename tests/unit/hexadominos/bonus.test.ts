/**
 * The placement bonus, written out from RULES.md ("Scoring") for every case, not derived from the code: the highest
 * that applies of shared sides (2–5), one flower, two or more flowers; none in the kids' scoring. `bonusFor` (the
 * table's placements and previews) and `bonusPoints` (the computer's search) must agree with it and with each other.
 * The mutation run of table.ts (docs/mutation.md) showed no test held these numbers apart from whole games.
 */
import { describe, expect, it } from 'vitest';
import { bonusFor } from '@engine/hexadominos/index.js';
import { bonusPoints } from '@engine/hexadominos/table.js';
import type { Scoring } from '@engine/hexadominos/types.js';

/** RULES.md: standard +10/+20/+30/+40 for 2–5 shared sides, +60 one flower, +70 two or more; simple +1, +1, +2. */
function expected(shared: number, flowers: number, scoring: Scoring): { kind: string; points: number } {
  if (scoring === 'kids') return { kind: 'none', points: 0 };
  if (flowers >= 2) return { kind: 'flowers', points: scoring === 'standard' ? 70 : 2 };
  if (flowers === 1) return { kind: 'flower', points: scoring === 'standard' ? 60 : 1 };
  if (shared >= 2) return { kind: 'sides', points: scoring === 'standard' ? 10 * (shared - 1) : 1 };
  return { kind: 'none', points: 0 };
}

const SCORINGS: Scoring[] = ['standard', 'simple', 'kids'];

describe('the placement bonus', () => {
  it('is the highest that applies, for 0–5 shared sides and 0–3 flowers, in each scoring', () => {
    for (const scoring of SCORINGS)
      for (let shared = 0; shared <= 5; shared++)
        for (let flowers = 0; flowers <= 3; flowers++) {
          const want = expected(shared, flowers, scoring);
          const where = `${scoring}, ${shared} sides, ${flowers} flowers`;
          expect(bonusPoints(shared, flowers, scoring), where).toBe(want.points);
          const bonus = bonusFor(shared, flowers, scoring);
          expect(bonus.points, where).toBe(want.points);
          if (want.points > 0) expect(bonus.kind, where).toBe(want.kind);
        }
  });

  it('counts a tile with six shared sides as the flower it makes (never more than the flower bonus)', () => {
    for (const scoring of SCORINGS)
      for (const flowers of [1, 2]) {
        expect(bonusPoints(6, flowers, scoring)).toBe(expected(6, flowers, scoring).points);
        expect(bonusFor(6, flowers, scoring).points).toBe(expected(6, flowers, scoring).points);
      }
  });

  it('gives nothing for counts that are not whole numbers, or not numbers', () => {
    for (const scoring of ['standard', 'simple'] as const)
      for (const [shared, flowers] of [
        [Number.NaN, 0],
        [0, Number.NaN],
        ['3', 0],
        [0, '1'],
        [undefined, 2],
        [null, null],
      ] as [unknown, unknown][]) {
        expect(bonusPoints(shared as number, flowers as number, scoring), `${String(shared)}, ${String(flowers)}`).toBe(
          bonusFor(shared as number, flowers as number, scoring).points,
        );
        expect(bonusFor(shared as number, flowers as number, scoring).points, `${String(shared)}, ${String(flowers)}`).toBe(0);
      }
  });
});
