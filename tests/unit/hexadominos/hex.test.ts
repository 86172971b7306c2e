import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIRECTIONS,
  axialToPixel,
  cellKey,
  directionTo,
  hexDistance,
  isAxial,
  neighbour,
  neighbours,
  opposite,
  parseCellKey,
  pixelToAxial,
} from '@engine/shared/hex.js';

describe('axial hex geometry', () => {
  it('numbers the directions clockwise from east: E, SE, SW, W, NW, NE', () => {
    expect(neighbours([0, 0])).toEqual([
      [1, 0],
      [0, 1],
      [-1, 1],
      [-1, 0],
      [0, -1],
      [1, -1],
    ]);
  });

  it('makes direction d and d + 3 face each other', () => {
    for (const d of DIRECTIONS) {
      expect(neighbour(neighbour([2, -3], d), opposite(d))).toEqual([2, -3]);
      expect(directionTo([2, -3], neighbour([2, -3], d))).toBe(d);
    }
    expect(directionTo([0, 0], [2, 0])).toBeNull();
  });

  it('writes and reads cell keys', () => {
    expect(cellKey([1, -2])).toBe('1,-2');
    expect(parseCellKey(' 1 , -2 ')).toEqual([1, -2]);
    for (const bad of ['1', '1,2,3', 'a,b', '', '1.5,2']) expect(parseCellKey(bad)).toBeNull();
    expect(parseCellKey(12 as unknown as string)).toBeNull();
  });

  it('measures distances in steps', () => {
    expect(hexDistance([0, 0], [2, -1])).toBe(2);
    expect(hexDistance([0, 0], [-3, 3])).toBe(3);
  });

  it('tells cells from other values', () => {
    expect(isAxial([0, -1])).toBe(true);
    for (const bad of [[0], [0, 1, 2], [0.5, 1], ['0', 1], null, '0,0', { 0: 0, 1: 0, length: 2 }]) expect(isAxial(bad)).toBe(false);
  });

  it('finds the cell under the centre of any cell drawn in pixels', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (q, r) => {
        const { x, y } = axialToPixel([q, r], 30);
        expect(pixelToAxial(x + 5, y - 5, 30)).toEqual([q, r]);
      }),
    );
  });
});
