/**
 * Where things are drawn: pointy-top hexes in SVG user units, centre `c3` at (0, 0), row `e` on top.
 * The layout follows RULES.md (x = diagonal − 3, y = row − 2; each row half a cell right of the one below).
 */
import { CELLS, type Cell, type Direction, PEAK_RADIAL, ROWS, coordinates, neighbour } from '../../engine/hexone/cells.js';

/** Hex circumradius in user units. */
export const R = 50;
const W = Math.sqrt(3) * R; // distance between neighbouring centres
/** Room around the board for peak arrows, pawns flying off and preview marks. */
export const VIEWBOX = `${-2.5 * W - 30} ${-2 * R * 2 - 30} ${5 * W + 60} ${8 * R + 60}`;

export interface Point { x: number; y: number }

const STEP: Record<Direction, [number, number]> = { E: [1, 0], NE: [1, 1], NW: [0, 1], W: [-1, 0], SW: [-1, -1], SE: [0, -1] };
const toPixel = (x: number, y: number): Point => ({ x: W * (x - y / 2), y: -1.5 * R * y });

const CENTRES = new Map<Cell, Point>(CELLS.map((c) => {
  const { x, y } = coordinates(c);
  return [c, toPixel(x, y)];
}));
export function centre(cell: Cell): Point {
  return CENTRES.get(cell)!;
}

/** The vector of one step in `direction` (neighbour centre minus cell centre). */
export function step(direction: Direction): Point {
  const [dx, dy] = STEP[direction];
  return toPixel(dx, dy);
}

/** Where a pawn leaving `cell` in `direction` ends up: the neighbour, or a point just off the board. */
export function armEnd(cell: Cell, direction: Direction): Point {
  const n = neighbour(cell, direction);
  if (n) return centre(n);
  const c = centre(cell);
  const s = step(direction);
  return { x: c.x + s.x * 0.75, y: c.y + s.y * 0.75 };
}

/** Polygon points of a pointy-top hex of radius `r` around (0, 0). */
export function hexPoints(r = R): string {
  const out: string[] = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 180) * (60 * k - 90);
    out.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return out.join(' ');
}

/** The direction a peak's arrow points (away from the centre), or null for other cells. */
export function radial(cell: Cell): Direction | null {
  return PEAK_RADIAL[cell] ?? null;
}

/** Rotation in degrees of an arrow drawn pointing east, so that it points in `direction`. */
export function angle(direction: Direction): number {
  const s = step(direction);
  return (Math.atan2(s.y, s.x) * 180) / Math.PI;
}

/** Rows top to bottom (e … a), each left to right: the reading order of the grid. */
export const ROWS_TOP_DOWN: readonly Cell[][] = [...ROWS].reverse().map((r) => CELLS.filter((c) => c[0] === r));
