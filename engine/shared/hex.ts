/**
 * Hexagonal grids in axial coordinates, shared by the games' engines and their board elements.
 *
 * Pointy-top hexagons; `q` grows to the east, `r` grows downward (south-east). The six directions are
 * numbered clockwise from east, so direction `d` and `(d + 3) % 6` face each other:
 *
 *        4 NW  5 NE
 *     3 W   (q,r)   0 E
 *        2 SW  1 SE
 *
 * Coordinates are plain `[q, r]` pairs (serialisable); `cellKey` turns one into a `'q,r'` string for maps.
 */

/** A cell: `[q, r]`, whole numbers. */
export type Axial = readonly [q: number, r: number];

export const DIRECTION_COUNT = 6;
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;
export const DIRECTIONS = [0, 1, 2, 3, 4, 5] as const satisfies readonly Direction[];

/** The step to the neighbour in each direction: E, SE, SW, W, NW, NE. */
export const DIRECTION_STEPS: readonly Axial[] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];

/** Compass names of the directions, for developers' messages and tests (views translate their own). */
export const DIRECTION_NAMES = ['E', 'SE', 'SW', 'W', 'NW', 'NE'] as const;

/** The direction facing `d` from the other side of a shared edge. */
export function opposite(d: Direction): Direction {
  return ((d + 3) % 6) as Direction;
}

/** The neighbour of `at` in direction `d`. */
export function neighbour(at: Axial, d: Direction): Axial {
  const [dq, dr] = DIRECTION_STEPS[d];
  return [at[0] + dq, at[1] + dr];
}

/** The six neighbours of `at`, in direction order. */
export function neighbours(at: Axial): Axial[] {
  return DIRECTIONS.map((d) => neighbour(at, d));
}

/** The map key of a cell: `'q,r'`, e.g. `'1,-2'`. */
export function cellKey(at: Axial): string {
  return `${at[0]},${at[1]}`;
}

/** Reads a `'q,r'` key back (spaces allowed around the numbers); null if it is not one. */
export function parseCellKey(key: string): Axial | null {
  if (typeof key !== 'string') return null;
  const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(key);
  if (!m) return null;
  const at: Axial = [Number(m[1]), Number(m[2])];
  return isAxial(at) ? at : null;
}

/** Whether `value` is a cell: an array of two safe whole numbers. */
export function isAxial(value: unknown): value is Axial {
  return Array.isArray(value) && value.length === 2 && Number.isSafeInteger(value[0]) && Number.isSafeInteger(value[1]);
}

/** Whether two cells are the same. */
export function sameCell(a: Axial, b: Axial): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** How many steps apart two cells are. */
export function hexDistance(a: Axial, b: Axial): number {
  const dq = a[0] - b[0];
  const dr = a[1] - b[1];
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The direction from `a` to its neighbour `b`, or null when they are not neighbours. */
export function directionTo(a: Axial, b: Axial): Direction | null {
  const index = DIRECTION_STEPS.findIndex(([dq, dr]) => a[0] + dq === b[0] && a[1] + dr === b[1]);
  return index < 0 ? null : (index as Direction);
}

/** The centre of a pointy-top hexagon of circumradius `size` in pixels (y grows downward), for drawing. */
export function axialToPixel(at: Axial, size: number): { x: number; y: number } {
  return { x: size * Math.sqrt(3) * (at[0] + at[1] / 2), y: size * 1.5 * at[1] };
}

/** The cell whose hexagon holds pixel `(x, y)` (the inverse of `axialToPixel`, rounded to the nearest cell). */
export function pixelToAxial(x: number, y: number, size: number): Axial {
  const q = ((Math.sqrt(3) / 3) * x - y / 3) / size;
  const r = ((2 / 3) * y) / size;
  // Round in cube coordinates, fixing the component that rounded furthest (Red Blob Games' method).
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const [eq, er, es] = [Math.abs(rq - q), Math.abs(rr - r), Math.abs(rs - s)];
  if (eq > er && eq > es) rq = -rr - rs;
  else if (er > es) rr = -rq - rs;
  return [rq + 0, rr + 0]; // + 0 turns -0 into 0
}
