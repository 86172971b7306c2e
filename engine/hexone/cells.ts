/**
 * The 19 cells of the Hexone board and their geometry.
 *
 * Cells are named like Abalone: rows `a`–`e` bottom to top, diagonals `1`–`5` left to right.
 * With `x = diagonal - 3` and `y = row - 2`, a cell exists iff |x| ≤ 2, |y| ≤ 2, |x − y| ≤ 2.
 *
 *         e3  e4  e5
 *       d2  d3  d4  d5
 *     c1  c2  c3  c4  c5
 *       b1  b2  b3  b4
 *         a1  a2  a3
 *
 * Everything here is computed once at load time into plain arrays indexed by cell number,
 * so the rules (and the fast search path) never do coordinate arithmetic in their loops.
 */

export const ROWS = ['a', 'b', 'c', 'd', 'e'] as const;
export const DIAGONALS = ['1', '2', '3', '4', '5'] as const;
export type Row = (typeof ROWS)[number];
export type Diagonal = (typeof DIAGONALS)[number];

/** All 19 cell names, bottom row first, left to right: the canonical order everywhere. */
export const CELLS = ['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'b4', 'c1', 'c2', 'c3', 'c4', 'c5', 'd2', 'd3', 'd4', 'd5', 'e3', 'e4', 'e5'] as const;
export type Cell = (typeof CELLS)[number];

/** The six directions, counter-clockwise from east, as (dx, dy) steps. */
export const DIRECTIONS = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const DIRECTION_STEPS: Readonly<Record<Direction, readonly [number, number]>> = {
  E: [1, 0],
  NE: [1, 1],
  NW: [0, 1],
  W: [-1, 0],
  SW: [-1, -1],
  SE: [0, -1],
};

/** A cell's two Ys: every other direction. Y 0 = {E, NW, SW}, Y 1 = {NE, W, SE}. */
export const Y_DIRECTIONS = [
  ['E', 'NW', 'SW'],
  ['NE', 'W', 'SE'],
] as const satisfies readonly (readonly Direction[])[];
export type YIndex = 0 | 1;

export const CENTRE: Cell = 'c3';
export const FIRST_RING: readonly Cell[] = ['b2', 'b3', 'c2', 'c4', 'd3', 'd4'];
/** The six outer corners, each with the direction pointing away from the centre. */
export const PEAK_RADIAL: Readonly<Partial<Record<Cell, Direction>>> = {
  c5: 'E',
  e5: 'NE',
  e3: 'NW',
  c1: 'W',
  a1: 'SW',
  a3: 'SE',
};
export const PEAKS = Object.keys(PEAK_RADIAL) as Cell[];
/** The 12 outer cells: the removable tiles of the tiles edition. */
export const OUTER: readonly Cell[] = CELLS.filter((c) => c !== CENTRE && !FIRST_RING.includes(c));

export const CELL_COUNT = CELLS.length; // 19
export const CENTRE_INDEX = CELLS.indexOf(CENTRE);

export interface Coordinates {
  x: number;
  y: number;
}

const INDEX = new Map<string, number>(CELLS.map((c, i) => [c, i]));

/** True for the 19 names above (type guard for anything read from text or the DOM). */
export function isCell(name: unknown): name is Cell {
  return typeof name === 'string' && INDEX.has(name);
}
export function cellIndex(cell: Cell): number {
  return INDEX.get(cell)!;
}
// Each helper below answers null, [] or false for a value that is not a cell (or a direction, a Y), of
// any type: they are public, and a page may hand them anything.

export function coordinates(cell: Cell): Coordinates;
export function coordinates(cell: unknown): Coordinates | null;
export function coordinates(cell: unknown): Coordinates | null {
  if (!isCell(cell)) return null;
  return { x: Number(cell[1]) - 3, y: ROWS.indexOf(cell[0] as Row) - 2 };
}
/** The cell at (x, y), or null off the board. */
export function cellAt(x: number, y: number): Cell | null {
  if (!Number.isInteger(x) || !Number.isInteger(y) || Math.abs(x) > 2 || Math.abs(y) > 2 || Math.abs(x - y) > 2) return null;
  return `${ROWS[y + 2]}${DIAGONALS[x + 2]}` as Cell;
}
/** The neighbour of `cell` in `direction`, or null when that step leaves the board. */
export function neighbour(cell: Cell, direction: Direction): Cell | null {
  const at = coordinates(cell);
  if (!at || !(DIRECTIONS as readonly unknown[]).includes(direction)) return null;
  const [dx, dy] = DIRECTION_STEPS[direction];
  return cellAt(at.x + dx, at.y + dy);
}
export function neighbours(cell: Cell): Cell[] {
  return DIRECTIONS.map((d) => neighbour(cell, d)).filter((c): c is Cell => c !== null);
}
export function areNeighbours(a: Cell, b: Cell): boolean {
  return isCell(b) && neighbours(a).includes(b);
}
/** Which Y of `cell` passes through its neighbour `toward` (null when `toward` is not a neighbour). */
export function yToward(cell: Cell, toward: Cell): YIndex | null {
  if (!isCell(toward)) return null;
  for (const y of [0, 1] as const) {
    if (Y_DIRECTIONS[y].some((d) => neighbour(cell, d) === toward)) return y;
  }
  return null;
}
/** A board cell that names Y `y` of `cell` (the first of its arms that is on the board); null for what is not a cell or a Y. */
export function yName(cell: Cell, y: YIndex): Cell;
export function yName(cell: unknown, y: unknown): Cell | null;
export function yName(cell: unknown, y: unknown): Cell | null {
  if (!isCell(cell) || (y !== 0 && y !== 1)) return null;
  for (const d of Y_DIRECTIONS[y]) {
    const n = neighbour(cell, d);
    if (n) return n;
  }
  // Every cell has at least one on-board neighbour in each Y (checked in the tests).
  throw new Error(`no board cell on Y ${y} of ${cell}`);
}
export function isPeak(cell: Cell): boolean {
  return isCell(cell) && cell in PEAK_RADIAL;
}
export function isOuter(cell: Cell): boolean {
  return OUTER.includes(cell);
}

/**
 * Where each arm of a Y ends, precomputed per cell index: the neighbour's index, or −1 when the
 * arm leaves the board; `radial` marks the arm of a peak that points away from the centre.
 */
export interface Arm {
  direction: Direction;
  target: number;
  radial: boolean;
}
export const ARMS: readonly (readonly [readonly Arm[], readonly Arm[]])[] = CELLS.map(
  (cell) =>
    ([0, 1] as const).map((y) =>
      Y_DIRECTIONS[y].map((direction) => {
        const n = neighbour(cell, direction);
        return { direction, target: n ? cellIndex(n) : -1, radial: PEAK_RADIAL[cell] === direction };
      }),
    ) as unknown as readonly [readonly Arm[], readonly Arm[]],
);
/** Neighbour indexes per cell index. */
export const NEIGHBOURS: readonly (readonly number[])[] = CELLS.map((c) => neighbours(c).map(cellIndex));
