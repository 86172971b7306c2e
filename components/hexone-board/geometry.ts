/**
 * Where Hexone's board is drawn: the 19 cells as pointy-top hexes (the shared geometry of
 * `components/shared/hex-geometry.ts`), centre `c3` at (0, 0), row `e` on top. Cell coordinates come
 * from the engine (x = diagonal − 3, y = row − 2, as RULES.md lays the board out).
 */
import { CELLS, type Cell, DIRECTION_STEPS, type Direction, PEAK_RADIAL, ROWS, coordinates, neighbour } from '../../engine/hexone/cells.js';
import { type Point, axialToPoint, neighbourDistance, stepAngle } from '../shared/hex-geometry.js';

export type { Point };

/** Hex circumradius in user units. */
export const RADIUS = 50;
const SPACING = neighbourDistance(RADIUS);
/** Room around the board for peak arrows, pawns flying off and preview marks. */
export const VIEWBOX = `${-2.5 * SPACING - 30} ${-4 * RADIUS - 30} ${5 * SPACING + 60} ${8 * RADIUS + 60}`;

const CENTRES = new Map<Cell, Point>(
  CELLS.map((cell) => {
    const { x, y } = coordinates(cell);
    return [cell, axialToPoint(x, y, RADIUS)];
  }),
);

/** Where the centre of `cell` is drawn. */
export function centre(cell: Cell): Point {
  return CENTRES.get(cell)!;
}

/** The vector of one step in `direction` (neighbour centre minus cell centre). */
export function step(direction: Direction): Point {
  const [dx, dy] = DIRECTION_STEPS[direction];
  return axialToPoint(dx, dy, RADIUS);
}

/** Where a pawn leaving `cell` in `direction` ends up: the neighbour, or a point just off the board. */
export function armEnd(cell: Cell, direction: Direction): Point {
  const next = neighbour(cell, direction);
  if (next) return centre(next);
  const from = centre(cell);
  const offset = step(direction);
  return { x: from.x + offset.x * 0.75, y: from.y + offset.y * 0.75 };
}

/** The direction a peak's arrow points (away from the centre), or null for other cells. */
export function radial(cell: Cell): Direction | null {
  return PEAK_RADIAL[cell] ?? null;
}

/** Rotation in degrees of an arrow drawn pointing east, so that it points in `direction`. */
export function angle(direction: Direction): number {
  return stepAngle(...DIRECTION_STEPS[direction]);
}

/** Rows top to bottom (e … a), each left to right: the reading order of the grid. */
export const ROWS_TOP_DOWN: readonly Cell[][] = [...ROWS].reverse().map((row) => CELLS.filter((c) => c[0] === row));
