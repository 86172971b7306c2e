/**
 * The drawing of Hexa-dominos tiles and tables as SVG markup, in no language: what table-svg.ts draws with its words at
 * build time (a table's description, an unreadable position's message), and what a page's script draws in the browser
 * (the editor's free places) without taking the site's dictionaries with it.
 *
 * Each tile is a pointy-top hexagon cut into six wedges, one per side, with the side's value written upright near that
 * side (so it reads the same way at any rotation) and the wedge tinted by value.
 */
import { type Axial, DIRECTIONS, DIRECTION_STEPS, axialToPixel, cellKey } from '@engine/shared/hex.js';
import { openSpots } from '@engine/hexadominos/table.js';
import { isRotation, isTile, sideValues } from '@engine/hexadominos/tiles.js';
import type { PlacedTile, Rotation, Tile } from '@engine/hexadominos/types.js';
import { hexPoints } from '@components/shared/hex-geometry.js';

const R = 40; // hex circumradius in SVG units
const PAD = 8;
const APOTHEM = (R * Math.sqrt(3)) / 2;

export interface TableMarkupOptions {
  spots?: boolean | readonly Axial[]; // outline open spots: every one (true) or these
  highlight?: readonly Axial[]; // cells outlined in the accent colour (a tile just placed, a flower)
  matches?: boolean; // mark every side two placed tiles share
  coordinates?: boolean; // write q,r under each cell
  label: string; // accessible name
  // Tiles drawn at free places among `spots`, each with its place in a group named by it (`data-at="q,r"`): the
  // editor's places, each holding the chosen tile turned as it would be laid, shown when the pointer is over it.
  ghosts?: readonly { at: Axial; tile: Tile; rot: Rotation }[];
}

function round(n: number): number {
  return Math.round(n * 100) / 100 + 0; // + 0 turns -0 into 0
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Corner k of a pointy-top hexagon (k = 0 is the top corner, then clockwise). */
function corner(cx: number, cy: number, r: number, k: number): [number, number] {
  const a = (Math.PI / 180) * (60 * k - 90);
  return [round(cx + r * Math.cos(a)), round(cy + r * Math.sin(a))];
}

/** The two corners bounding the side facing direction d (E = 0, clockwise; SVG y grows downward). */
function sideCorners(d: number): [number, number] {
  // Side E lies between corners 1 (upper right) and 2 (lower right); each direction turns it by 60°.
  return [(d + 1) % 6, (d + 2) % 6];
}

/** The SVG of one tile at pixel centre (cx, cy): six tinted wedges and six upright numbers. */
export function tileSvg(tile: Tile, rot: Rotation, cx: number, cy: number, classes = ''): string {
  const values = sideValues(tile, rot);
  const out = [`<g class="hd-tile${classes ? ` ${classes}` : ''}">`];
  for (const d of DIRECTIONS) {
    const [a, b] = sideCorners(d).map((k) => corner(cx, cy, R - 1, k));
    out.push(`<polygon class="hd-wedge v${values[d]}" points="${cx},${cy} ${a.join(',')} ${b.join(',')}"/>`);
  }
  out.push(`<polygon class="hd-outline" points="${hexPoints(R - 1, { x: cx, y: cy })}"/>`);
  for (const d of DIRECTIONS) {
    const angle = (Math.PI / 180) * (60 * d);
    const x = round(cx + APOTHEM * 0.62 * Math.cos(angle));
    const y = round(cy + APOTHEM * 0.62 * Math.sin(angle) + 5.5);
    out.push(`<text class="hd-value" x="${x}" y="${y}" text-anchor="middle">${values[d]}</text>`);
  }
  out.push('</g>');
  return out.join('');
}

/** The sides two placed tiles share, as [cell, direction] once per pair. */
function sharedSides(board: readonly PlacedTile[]): [Axial, number][] {
  const taken = new Set(board.map((p) => cellKey(p.at)));
  const sides: [Axial, number][] = [];
  for (const placed of board) {
    for (const d of [0, 1, 2] as const) {
      const [dq, dr] = DIRECTION_STEPS[d];
      if (taken.has(cellKey([placed.at[0] + dq, placed.at[1] + dr]))) sides.push([placed.at, d]);
    }
  }
  return sides;
}

/** The SVG markup of a table: its tiles laid (`board`) and `options.spots`. Pure: same input, same string. */
export function tableMarkup(board: readonly PlacedTile[], options: TableMarkupOptions): string {
  const spots = options.spots === true ? openSpots(board).map((s) => s.at) : [...(options.spots || [])];
  const highlight = new Set((options.highlight ?? []).map(cellKey));
  const cells = [...board.map((p) => p.at), ...spots];
  if (cells.length === 0) cells.push([0, 0]);
  const centres = cells.map((cell) => axialToPixel(cell, R));
  const xs = centres.map((c) => c.x);
  const ys = centres.map((c) => c.y);
  const minX = Math.min(...xs) - APOTHEM - PAD;
  const minY = Math.min(...ys) - R - PAD;
  const width = Math.max(...xs) - Math.min(...xs) + 2 * (APOTHEM + PAD);
  const height = Math.max(...ys) - Math.min(...ys) + 2 * (R + PAD);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${round(minX)} ${round(minY)} ${round(width)} ${round(height)}"` +
      ` role="img" aria-label="${escapeXml(options.label)}" class="hd-table-svg">`,
  ];
  const ghosts = new Map((options.ghosts ?? []).map((ghost) => [cellKey(ghost.at), ghost]));
  for (const cell of spots) {
    const { x, y } = axialToPixel(cell, R);
    const spot = `<polygon class="hd-spot${highlight.has(cellKey(cell)) ? ' highlight' : ''}" points="${hexPoints(R - 3, { x: round(x), y: round(y) })}"/>`;
    const ghost = ghosts.get(cellKey(cell));
    out.push(ghost ? `<g class="hd-place" data-at="${cellKey(cell)}">${spot}${tileSvg(ghost.tile, ghost.rot, round(x), round(y), 'hd-ghost')}</g>` : spot);
  }
  for (const placed of board) {
    const { x, y } = axialToPixel(placed.at, R);
    out.push(tileSvg(placed.tile, placed.rot, round(x), round(y), highlight.has(cellKey(placed.at)) ? 'highlight' : ''));
  }
  if (options.matches) {
    for (const [cell, d] of sharedSides(board)) {
      const { x, y } = axialToPixel(cell, R);
      const [a, b] = sideCorners(d).map((k) => corner(round(x), round(y), R, k));
      out.push(`<line class="hd-match" x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}"/>`);
    }
  }
  for (const cell of highlight.size ? cells.filter((c) => highlight.has(cellKey(c))) : []) {
    const { x, y } = axialToPixel(cell, R);
    out.push(`<polygon class="hd-ring" points="${hexPoints(R - 1, { x: round(x), y: round(y) })}"/>`);
  }
  if (options.coordinates) {
    for (const cell of cells) {
      const { x, y } = axialToPixel(cell, R);
      out.push(`<text class="hd-coord" x="${round(x)}" y="${round(y + 4)}" text-anchor="middle">${cellKey(cell)}</text>`);
    }
  }
  out.push('</svg>');
  return out.join('');
}

/** One tile on its own (a rack tile, the tile of a diagram), at a rotation. */
export function drawTile(tile: string, rot: number, label: string): string {
  if (!isTile(tile) || !isRotation(rot)) return '';
  const size = 2 * (APOTHEM + PAD);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${round(-size / 2)} ${round(-R - PAD)} ${round(size)} ${round(2 * (R + PAD))}"` +
    ` role="img" aria-label="${escapeXml(label)}" class="hd-table-svg hd-tile-svg">${tileSvg(tile, rot, 0, 0)}</svg>`
  );
}

/** A row of tiles (a rack), each at rotation 0 so its numbers read clockwise from the east; '' for an empty row. */
export function drawRack(tiles: readonly string[], label: string): string {
  const shown = tiles.filter(isTile);
  if (shown.length === 0) return '';
  const step = 2 * APOTHEM + PAD;
  const width = shown.length * step + PAD;
  const body = shown.map((tile, k) => tileSvg(tile, 0, round(PAD / 2 + APOTHEM + k * step + PAD / 2), R + PAD)).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${round(width)} ${round(2 * (R + PAD))}"` +
    ` role="img" aria-label="${escapeXml(label)}" class="hd-table-svg hd-rack-svg">${body}</svg>`
  );
}
