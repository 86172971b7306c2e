/**
 * Pointy-top hexagons in SVG, the drawing geometry shared by the live board elements and the site's
 * static drawings, so that both draw the same boards. One grid for both games: the engines' axial
 * coordinates (engine/shared/hex.ts: `q` grows to the east, `r` downward to the south-east, y grows
 * downward on screen) and its `axialToPixel`. This module adds the shapes: corners, `points` attributes,
 * arrow angles, and Hexone's cell coordinates on that grid.
 */
import { type Axial, axialToPixel } from '../../engine/shared/hex.js';

export interface Point {
  x: number;
  y: number;
} // { x: 43.3, y: -75 }

/** Distance between the centres of two neighbouring hexes of `radius`. */
export const neighbourDistance = (radius: number): number => Math.sqrt(3) * radius;

/**
 * Where the centre of the hex at Hexone's coordinates (x, y) is drawn. Hexone's engine counts its rows
 * upward (engine/hexone/cells.ts: x the diagonal, y the row, one step north-east is (1, 1)): on the
 * shared grid that is the cell q = x, r = −y.
 */
export function axialToPoint(x: number, y: number, radius: number): Point {
  return axialToPixel([x, -y] as Axial, radius);
}

/** The six corners of a pointy-top hex of `radius` around `centre`, clockwise from the top one. */
export function hexCorners(radius: number, centre: Point = { x: 0, y: 0 }): Point[] {
  const corners: Point[] = [];
  for (let k = 0; k < 6; k++) {
    const angle = (Math.PI / 180) * (60 * k - 90);
    corners.push({ x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) });
  }
  return corners;
}

/** A number rounded to 2 decimals for SVG text (`-0` written as `0`). */
export function round2(n: number): number {
  return Math.round(n * 100) / 100 + 0;
}

/** A polygon's `points` attribute: "x,y x,y …", 2 decimals at most. */
export function pointsAttribute(points: readonly Point[]): string {
  return points.map((p) => `${round2(p.x)},${round2(p.y)}`).join(' ');
}

/** The `points` of a pointy-top hex of `radius` around `centre`. */
export function hexPoints(radius: number, centre?: Point): string {
  return pointsAttribute(hexCorners(radius, centre));
}

/** The angle in degrees (clockwise on screen, 0 = east) of Hexone's step (dx, dy): an arrow's rotation. */
export function stepAngle(dx: number, dy: number): number {
  const { x, y } = axialToPoint(dx, dy, 1);
  return (Math.atan2(y + 0, x) * 180) / Math.PI; // + 0: a step west is 180°, not −180° (y is −0 there)
}
