/**
 * Where things go on screen: tile shapes, where each side's number sits, and the view of a table that
 * grows in any direction (its centre and zoom; pan, zoom about a point, fit). Pure numbers, no DOM:
 * the element measures, these functions compute.
 *
 * Tiles are pointy-top hexagons of circumradius `TILE_SIZE` in world units (RULES.md geometry: axial
 * q,r with r down; side `d` faces direction d, clockwise from east). The view shows `VIEW_WIDTH` ×
 * `VIEW_HEIGHT` world units at zoom 1, centred on (x, y).
 */
import { type Axial, axialToPixel } from '../../engine/shared/hex.js';
import { hexPoints as hexagon } from '../shared/hex-geometry.js';

export const TILE_SIZE = 50;
/** Font size of a side's number, in world units (about a third of the tile). */
export const NUMBER_SIZE = 20;
export const VIEW_WIDTH = 800;
export const VIEW_HEIGHT = 560;
export const MAX_ZOOM = 2.5;
/** The smallest zoom whatever the screen: below it tiles are specks. */
export const MIN_ZOOM = 0.25;
/** Smallest on-screen number size, in CSS pixels, that `fitView` keeps (it pans rather than shrink further): readable on a phone. */
export const MIN_NUMBER_PX = 14;

export interface View {
  x: number; // world centre
  y: number;
  zoom: number; // 1: VIEW_WIDTH world units across
}

export const DEFAULT_VIEW: View = Object.freeze({ x: 0, y: 0, zoom: 1 });

const round = (n: number) => Math.round(n * 100) / 100;

/** The six corners of a tile of circumradius `size` centred on 0,0, as SVG `points` (the shared hexagon). */
export function hexPoints(size = TILE_SIZE): string {
  return hexagon(size);
}

/** The angle (radians, y down) of the middle of side `d`: 0 east, then clockwise every 60°. */
const sideAngle = (d: number) => (Math.PI / 3) * d;

/** Where side `d`'s number sits (upright text, near its side), relative to the tile's centre. */
export function numberPosition(d: number, size = TILE_SIZE): { x: number; y: number } {
  const r = size * 0.58;
  // Text is drawn from its baseline: nudge down by a third of the font so it is centred on the point.
  return { x: round(r * Math.cos(sideAngle(d))), y: round(r * Math.sin(sideAngle(d)) + NUMBER_SIZE * 0.35) };
}

/** The triangle from the centre to side `d`, as SVG `points` (filled with the side's value colour). */
export function wedgePoints(d: number, size = TILE_SIZE): string {
  const corner = (angle: number) => `${round(size * Math.cos(angle))},${round(size * Math.sin(angle))}`;
  const mid = sideAngle(d);
  return `0,0 ${corner(mid - Math.PI / 6)} ${corner(mid + Math.PI / 6)}`;
}

/** The middle of side `d`'s edge (where the match marks go). */
export function sideMiddle(d: number, size = TILE_SIZE): { x: number; y: number } {
  const r = (size * Math.sqrt(3)) / 2;
  return { x: round(r * Math.cos(sideAngle(d))), y: round(r * Math.sin(sideAngle(d))) };
}

/** The centre of cell `at` in world units. */
export function cellCentre(at: Axial): { x: number; y: number } {
  const { x, y } = axialToPixel(at, TILE_SIZE);
  return { x: round(x), y: round(y) };
}

/** The SVG viewBox of a view. */
export function viewBox(view: View): string {
  const w = VIEW_WIDTH / view.zoom;
  const h = VIEW_HEIGHT / view.zoom;
  return `${round(view.x - w / 2)} ${round(view.y - h / 2)} ${round(w)} ${round(h)}`;
}

/**
 * The smallest zoom at which numbers stay `MIN_NUMBER_PX` tall on a view `widthPx` CSS pixels wide (MIN_ZOOM
 * when unmeasured). On a phone that is above 1: the fitted view then shows fewer tiles, and the person pans.
 */
export function readableZoom(widthPx: number): number {
  if (!(widthPx > 0)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, (MIN_NUMBER_PX * VIEW_WIDTH) / (NUMBER_SIZE * widthPx)));
}

export function clampZoom(zoom: number, widthPx = 0): number {
  return Math.min(MAX_ZOOM, Math.max(readableZoom(widthPx), zoom));
}

/** The box (in world units, with half a tile of margin) around every cell of `cells`. */
function boundsOf(cells: readonly Axial[]): { minX: number; maxX: number; minY: number; maxY: number } {
  const centres = cells.map(cellCentre);
  const margin = TILE_SIZE * 1.6;
  return {
    minX: Math.min(...centres.map((c) => c.x)) - margin,
    maxX: Math.max(...centres.map((c) => c.x)) + margin,
    minY: Math.min(...centres.map((c) => c.y)) - margin,
    maxY: Math.max(...centres.map((c) => c.y)) + margin,
  };
}

/** The zoom that shows every cell of `cells`, before the readable minimum (never above 1.4: a lone tile is not blown up). */
function naturalZoom(cells: readonly Axial[]): number {
  const b = boundsOf(cells);
  return Math.min(1.4, VIEW_WIDTH / (b.maxX - b.minX), VIEW_HEIGHT / (b.maxY - b.minY));
}

/** Whether every cell of `cells` fits on a view `widthPx` CSS pixels wide with its numbers still readable. */
export function fitsReadably(cells: readonly Axial[], widthPx: number): boolean {
  return !cells.length || naturalZoom(cells) >= readableZoom(widthPx);
}

/** The view that shows every cell of `cells` (with half a tile of margin), as large as fits, never below readable. */
export function fitView(cells: readonly Axial[], widthPx = 0): View {
  if (!cells.length) return { ...DEFAULT_VIEW };
  const b = boundsOf(cells);
  return { x: round((b.minX + b.maxX) / 2), y: round((b.minY + b.maxY) / 2), zoom: round(clampZoom(naturalZoom(cells), widthPx)) };
}

/** The view moved by (dx, dy) screen units of the nominal view (a drag, an arrow key). */
export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: round(view.x - dx / view.zoom), y: round(view.y - dy / view.zoom) };
}

/**
 * The view zoomed by `factor` keeping the world point under (fx, fy) where it is on screen. (fx, fy)
 * is a fraction of the view's width and height from its top-left corner (0.5, 0.5: the centre).
 */
export function zoomAt(view: View, factor: number, fx = 0.5, fy = 0.5, widthPx = 0): View {
  const zoom = clampZoom(view.zoom * factor, widthPx);
  const worldX = view.x + (fx - 0.5) * (VIEW_WIDTH / view.zoom);
  const worldY = view.y + (fy - 0.5) * (VIEW_HEIGHT / view.zoom);
  return { x: round(worldX - (fx - 0.5) * (VIEW_WIDTH / zoom)), y: round(worldY - (fy - 0.5) * (VIEW_HEIGHT / zoom)), zoom: round(zoom) };
}

/** Whether cell `at` lies wholly inside the view. */
export function inView(view: View, at: Axial): boolean {
  const { x, y } = cellCentre(at);
  const halfW = VIEW_WIDTH / view.zoom / 2 - TILE_SIZE;
  const halfH = VIEW_HEIGHT / view.zoom / 2 - TILE_SIZE;
  return Math.abs(x - view.x) <= halfW && Math.abs(y - view.y) <= halfH;
}

/** The view moved just enough to show `at` (unchanged when it already does). */
export function showCell(view: View, at: Axial): View {
  return inView(view, at) ? view : { ...view, ...cellCentre(at) };
}
