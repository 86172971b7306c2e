/**
 * The puzzle rating over time as a small SVG line: pure geometry from the rating points (the page draws it, with a
 * table of the same points for screen readers). Points are spaced by attempt, not by date: a week away leaves no gap.
 */
import type { RatingPoint } from './record.js';

export interface RatingGraph {
  width: number;
  height: number;
  low: number; // the rating at the bottom edge
  high: number; // the rating at the top edge
  path: string; // "M x y L x y …", empty with no point
  dots: { x: number; y: number; rating: number }[];
}

/** The line of `points` in a `width` × `height` box (a margin of `pad` inside), its scale rounded out to 50 points. */
export function ratingGraph(points: readonly RatingPoint[], width = 320, height = 120, pad = 8): RatingGraph {
  const ratings = points.map((p) => p.rating);
  const low = ratings.length ? Math.floor(Math.min(...ratings) / 50) * 50 : 1450;
  const high = ratings.length ? Math.max(low + 50, Math.ceil(Math.max(...ratings) / 50) * 50) : 1550;
  const step = points.length > 1 ? (width - 2 * pad) / (points.length - 1) : 0;
  const y = (rating: number) => pad + ((high - rating) / (high - low)) * (height - 2 * pad);
  const round = (n: number) => Math.round(n * 10) / 10;
  const dots = points.map((p, k) => ({ x: round(points.length > 1 ? pad + k * step : width / 2), y: round(y(p.rating)), rating: p.rating }));
  const path = dots.map((d, k) => `${k ? 'L' : 'M'}${d.x} ${d.y}`).join(' ');
  return { width, height, low, high, path, dots };
}
