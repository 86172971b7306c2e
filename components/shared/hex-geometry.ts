/**
 * Pointy-top hexagons in SVG units (y grows downward), the drawing geometry shared by the live board
 * elements and the site's static drawings, so that both draw the same board.
 *
 * Cells are addressed by axial coordinates (x, y): one step east is (1, 0), one step north-east is
 * (1, 1), so each row sits half a cell to the right of the row below. The cell (0, 0) is drawn at the
 * origin; `radius` is the distance from a hex's centre to its corners.
 */
export interface Point { x: number; y: number } // { x: 43.3, y: -75 }

/** Distance between the centres of two neighbouring hexes of `radius`. */
export const neighbourDistance = (radius: number): number => Math.sqrt(3) * radius;

/** Where the centre of the hex at axial (x, y) is drawn. */
export function axialToPoint(x: number, y: number, radius: number): Point {
  return { x: neighbourDistance(radius) * (x - y / 2), y: -1.5 * radius * y };
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

/** The angle in degrees (clockwise on screen, 0 = east) of the axial step (dx, dy): an arrow's rotation. */
export function stepAngle(dx: number, dy: number): number {
  const { x, y } = axialToPoint(dx, dy, 1);
  return (Math.atan2(y, x) * 180) / Math.PI;
}
