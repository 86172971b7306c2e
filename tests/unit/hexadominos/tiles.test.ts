import { describe, expect, it } from 'vitest';
import { DEFAULT_TILES, allTiles, isRotation, isTile, sideValue, sideValues, tileSetProblem, tileSum, tilesSum } from '@engine/hexadominos/index.js';

describe('the default box', () => {
  it('holds 63 distinct valid tiles', () => {
    expect(DEFAULT_TILES).toHaveLength(63);
    expect(new Set(DEFAULT_TILES).size).toBe(63);
    expect(DEFAULT_TILES.every(isTile)).toBe(true);
  });

  it('has every value 74 to 76 times', () => {
    for (const value of '12345') {
      const count = DEFAULT_TILES.join('')
        .split('')
        .filter((v) => v === value).length;
      expect(count).toBeGreaterThanOrEqual(74);
      expect(count).toBeLessThanOrEqual(76);
    }
  });

  it('is symmetric under v → 6 − v', () => {
    const mirrored = DEFAULT_TILES.map((tile) =>
      [...tile]
        .map((v) => 6 - Number(v))
        .sort()
        .join(''),
    );
    expect(new Set(mirrored)).toEqual(new Set(DEFAULT_TILES));
  });

  it('has sums from 12 to 24', () => {
    const sums = DEFAULT_TILES.map(tileSum);
    expect(Math.min(...sums)).toBe(12);
    expect(Math.max(...sums)).toBe(24);
  });

  it('leaves out 113355 and 223344 and the tiles with fewer than three values', () => {
    expect(DEFAULT_TILES).not.toContain('113355');
    expect(DEFAULT_TILES).not.toContain('223344');
    expect(DEFAULT_TILES).not.toContain('111222');
    expect(DEFAULT_TILES).toContain('112233');
    expect(DEFAULT_TILES).toContain('112345');
  });
});

describe('tiles', () => {
  it('are six values 1–5 in ascending order with at least two different', () => {
    expect(isTile('112345')).toBe(true);
    expect(isTile('111112')).toBe(true);
    for (const bad of ['111111', '123456', '012345', '12345', '1123455', '121345', ' 12345', 112345, null, undefined, ['112345']]) {
      expect(isTile(bad)).toBe(false);
    }
  });

  it('number 210 in all (every multiset of six values 1–5 but the five all-alike)', () => {
    expect(allTiles()).toHaveLength(210 - 5);
  });

  it('sum their values', () => {
    expect(tileSum('112345')).toBe(16);
    expect(tilesSum(['112345', '455555'])).toBe(16 + 29);
    expect(tilesSum([])).toBe(0);
  });

  it('show written value k on the side facing (k + rotation) mod 6', () => {
    expect(sideValues('112345', 0)).toEqual([1, 1, 2, 3, 4, 5]); // E SE SW W NW NE
    expect(sideValues('112345', 1)).toEqual([5, 1, 1, 2, 3, 4]);
    expect(sideValues('112345', 5)).toEqual([1, 2, 3, 4, 5, 1]);
    expect(sideValue('123345', 3, 3)).toBe(1); // rotation 3: value 0 faces west
    expect(sideValue('123345', 3, 0)).toBe(3);
  });

  it('have six rotations 0–5', () => {
    expect([0, 1, 2, 3, 4, 5].every(isRotation)).toBe(true);
    expect([-1, 6, 1.5, '1', null].some(isRotation)).toBe(false);
  });

  it('make a tile set only as a list of distinct valid tiles', () => {
    expect(tileSetProblem(['112345', '122345'])).toBeNull();
    expect(tileSetProblem(['112345', '112345'])).toMatch(/twice/);
    expect(tileSetProblem(['112345', '111111'])).toMatch(/tile 2/);
    expect(tileSetProblem('112345')).toMatch(/list/);
  });
});
