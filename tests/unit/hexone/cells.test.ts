import { describe, expect, it } from 'vitest';
import {
  ARMS,
  CELLS,
  CENTRE,
  DIRECTIONS,
  FIRST_RING,
  NEIGHBOURS,
  OUTER,
  PEAKS,
  PEAK_RADIAL,
  Y_DIRECTIONS,
  type Cell,
  areNeighbours,
  cellAt,
  cellIndex,
  coordinates,
  isCell,
  isOuter,
  isPeak,
  neighbour,
  neighbours,
  yName,
  yToward,
} from '@engine/hexone/cells.js';

describe('the board', () => {
  it('has 19 distinct cells, the centre, a first ring of 6 and an outer ring of 12', () => {
    expect(new Set(CELLS).size).toBe(19);
    expect(CENTRE).toBe('c3');
    expect([...FIRST_RING].sort()).toEqual(['b2', 'b3', 'c2', 'c4', 'd3', 'd4']);
    expect(OUTER).toHaveLength(12);
    expect(new Set([CENTRE, ...FIRST_RING, ...OUTER]).size).toBe(19);
  });

  it('names exactly the cells whose coordinates satisfy the hexagon inequalities', () => {
    const found: string[] = [];
    for (let x = -3; x <= 3; x++)
      for (let y = -3; y <= 3; y++) {
        const cell = cellAt(x, y);
        const inside = Math.abs(x) <= 2 && Math.abs(y) <= 2 && Math.abs(x - y) <= 2;
        expect(cell !== null).toBe(inside);
        if (cell) {
          found.push(cell);
          expect(coordinates(cell)).toEqual({ x, y });
        }
      }
    expect(found.sort()).toEqual([...CELLS].sort());
  });

  it('puts rows a to e bottom to top and diagonals 1 to 5 left to right', () => {
    expect(coordinates('a1')).toEqual({ x: -2, y: -2 });
    expect(coordinates('c3')).toEqual({ x: 0, y: 0 });
    expect(coordinates('e5')).toEqual({ x: 2, y: 2 });
    expect(coordinates('c5')).toEqual({ x: 2, y: 0 });
  });

  it('recognises only the 19 names as cells, whatever it is given', () => {
    expect(CELLS.every(isCell)).toBe(true);
    for (const bad of ['a4', 'e1', 'c6', 'f3', 'C3', '', ' c3', null, undefined, 3, {}, ['c3']]) expect(isCell(bad)).toBe(false);
  });

  it('gives cell indexes in the canonical a1 … e5 order', () => {
    CELLS.forEach((cell, i) => expect(cellIndex(cell)).toBe(i));
  });
});

describe('neighbours', () => {
  it('steps counter-clockwise from east: E, NE, NW, W, SW, SE', () => {
    expect(DIRECTIONS.map((d) => neighbour('c3', d))).toEqual(['c4', 'd4', 'd3', 'c2', 'b2', 'b3']);
  });

  it('gives the centre and the first ring six neighbours, peaks three and other outer cells four', () => {
    expect(neighbours('c3')).toHaveLength(6);
    for (const cell of FIRST_RING) expect(neighbours(cell)).toHaveLength(6);
    for (const cell of PEAKS) expect(neighbours(cell)).toHaveLength(3);
    for (const cell of OUTER.filter((c) => !isPeak(c))) expect(neighbours(cell)).toHaveLength(4);
  });

  it('is symmetric: b is next to a exactly when a is next to b', () => {
    for (const a of CELLS) for (const b of CELLS) expect(areNeighbours(a, b)).toBe(areNeighbours(b, a));
  });

  it('returns null for a step off the board', () => {
    expect(neighbour('a1', 'SW')).toBeNull();
    expect(neighbour('c5', 'E')).toBeNull();
    expect(neighbour('e4', 'NW')).toBeNull();
  });

  it('agrees with the precomputed index table', () => {
    CELLS.forEach((cell, i) => expect(NEIGHBOURS[i].map((n) => CELLS[n]).sort()).toEqual(neighbours(cell).sort()));
  });
});

describe('Ys', () => {
  it('splits the six directions into two Ys of every other direction', () => {
    expect([...Y_DIRECTIONS[0], ...Y_DIRECTIONS[1]].sort()).toEqual([...DIRECTIONS].sort());
    for (const y of Y_DIRECTIONS) {
      const at = y.map((d) => DIRECTIONS.indexOf(d)).sort();
      expect([at[1] - at[0], at[2] - at[1]]).toEqual([2, 2]);
    }
  });

  it('gives every cell exactly two Ys, each with at least one arm on the board', () => {
    CELLS.forEach((cell, i) => {
      expect(ARMS[i]).toHaveLength(2);
      for (const y of [0, 1] as const) {
        expect(ARMS[i][y].some((arm) => arm.target >= 0)).toBe(true);
        expect(yToward(cell, yName(cell, y))).toBe(y);
      }
    });
  });

  it('finds the Y through a neighbour, and none through a cell that is not a neighbour', () => {
    expect(yToward('c3', 'c4')).toBe(0); // E
    expect(yToward('c3', 'd3')).toBe(0); // NW
    expect(yToward('c3', 'b2')).toBe(0); // SW
    expect(yToward('c3', 'd4')).toBe(1); // NE
    expect(yToward('c3', 'c2')).toBe(1); // W
    expect(yToward('c3', 'b3')).toBe(1); // SE
    expect(yToward('c3', 'a1')).toBeNull();
    expect(yToward('c3', 'c3')).toBeNull();
  });

  it('gives each cell one Y per neighbour: the three neighbours of a Y name the same Y', () => {
    for (const cell of CELLS) {
      const byY = [0, 1].map((y) => neighbours(cell).filter((n) => yToward(cell, n) === y));
      expect(byY[0].length + byY[1].length).toBe(neighbours(cell).length);
      expect(byY.every((names) => names.length >= 1 && names.length <= 3)).toBe(true);
    }
  });
});

describe('peaks', () => {
  it('are the six outer corners on the axes through the centre', () => {
    expect([...PEAKS].sort()).toEqual(['a1', 'a3', 'c1', 'c5', 'e3', 'e5']);
    for (const peak of PEAKS) expect(isOuter(peak)).toBe(true);
  });

  it('point radially away from the centre', () => {
    expect(PEAK_RADIAL).toEqual({ c5: 'E', e5: 'NE', e3: 'NW', c1: 'W', a1: 'SW', a3: 'SE' });
    for (const [peak, direction] of Object.entries(PEAK_RADIAL) as [Cell, (typeof DIRECTIONS)[number]][]) {
      // The radial step leaves the board, and the opposite step goes back toward the centre.
      expect(neighbour(peak, direction)).toBeNull();
      const back = DIRECTIONS[(DIRECTIONS.indexOf(direction) + 3) % 6];
      const inward = neighbour(peak, back)!;
      expect(FIRST_RING).toContain(inward);
      expect(neighbour(inward, back)).toBe('c3');
    }
  });

  it('mark exactly one arm as radial each, and no other cell has a radial arm', () => {
    CELLS.forEach((cell, i) => {
      const radial = ARMS[i].flat().filter((arm) => arm.radial);
      expect(radial.length).toBe(isPeak(cell) ? 1 : 0);
      if (radial.length) expect(radial[0]).toMatchObject({ direction: PEAK_RADIAL[cell], target: -1 });
    });
  });
});
