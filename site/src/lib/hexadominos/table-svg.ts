/**
 * A static SVG drawing of a Hexa-dominos table, rendered at build time (no JavaScript in the page).
 *
 * What a reader sees in the rules summary, in print, without JavaScript, and before a live board
 * takes over. It draws; it never decides a rule: positions are read by the engine's notation reader,
 * open spots and shared sides come from the engine's table functions.
 *
 * Each tile is a pointy-top hexagon cut into six wedges, one per side, with the side's value written
 * upright near that side (so it reads the same way at any rotation) and the wedge tinted by value.
 */
import { type Axial, DIRECTIONS, DIRECTION_STEPS, axialToPixel, cellKey } from '@engine/shared/hex.js';
import { parsePosition } from '@engine/hexadominos/notation.js';
import { openSpots } from '@engine/hexadominos/table.js';
import { isRotation, isTile, sideValues } from '@engine/hexadominos/tiles.js';
import type { GameState, PlacedTile, Rotation, Tile } from '@engine/hexadominos/types.js';
import { t, type Lang } from '../../i18n';
import { placeWords, tileWords } from './place-words';
import { hexPoints } from '@components/shared/hex-geometry.js';

const R = 40; // hex circumradius in SVG units
const PAD = 8;
const APOTHEM = (R * Math.sqrt(3)) / 2;

export interface TableDrawOptions {
  lang: Lang;
  spots?: boolean | readonly Axial[]; // outline open spots: every one (true) or these
  highlight?: readonly Axial[]; // cells outlined in the accent colour (a tile just placed, a flower)
  matches?: boolean; // mark every side two placed tiles share
  coordinates?: boolean; // write q,r under each cell
  label?: string; // accessible name; defaults to a description of the table
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

/** A sentence describing the table (and the first rack, when it has tiles), for screen readers. */
export function describeTable(state: GameState, lang: Lang, spots: readonly Axial[] = []): string {
  const colon = lang === 'fr' ? '\u202f:' : ':';
  const semi = lang === 'fr' ? '\u202f; ' : '; ';
  const at = (cell: Axial) => placeWords(lang, state.board, cell);
  const parts = state.board.map((p) => t(lang, 'hd.table.tile', { tile: tileWords(p.tile), at: at(p.at), sides: sideValues(p.tile, p.rot).join(', '), colon }));
  parts.push(...spots.map((cell) => t(lang, 'hd.table.spot', { at: at(cell) })));
  const rack = state.racks[0] ?? [];
  if (rack.length) parts.push(t(lang, 'hd.table.rack', { tiles: rack.map(tileWords).join(', '), colon }));
  return `${t(lang, 'hd.table.label')}${colon} ${parts.length ? parts.join(semi) : t(lang, 'hd.table.empty')}.`;
}

/** The SVG markup of a table. Pure: same input, same string. */
export function drawTable(state: GameState, options: TableDrawOptions): string {
  const spots = options.spots === true ? openSpots(state.board).map((s) => s.at) : [...(options.spots || [])];
  const highlight = new Set((options.highlight ?? []).map(cellKey));
  const cells = [...state.board.map((p) => p.at), ...spots];
  if (cells.length === 0) cells.push([0, 0]);
  const centres = cells.map((cell) => axialToPixel(cell, R));
  const xs = centres.map((c) => c.x);
  const ys = centres.map((c) => c.y);
  const minX = Math.min(...xs) - APOTHEM - PAD;
  const minY = Math.min(...ys) - R - PAD;
  const width = Math.max(...xs) - Math.min(...xs) + 2 * (APOTHEM + PAD);
  const height = Math.max(...ys) - Math.min(...ys) + 2 * (R + PAD);
  const label = options.label ?? describeTable(state, options.lang, spots);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${round(minX)} ${round(minY)} ${round(width)} ${round(height)}"` +
      ` role="img" aria-label="${escapeXml(label)}" class="hd-table-svg">`,
  ];
  for (const cell of spots) {
    const { x, y } = axialToPixel(cell, R);
    out.push(`<polygon class="hd-spot${highlight.has(cellKey(cell)) ? ' highlight' : ''}" points="${hexPoints(R - 3, { x: round(x), y: round(y) })}"/>`);
  }
  for (const placed of state.board) {
    const { x, y } = axialToPixel(placed.at, R);
    out.push(tileSvg(placed.tile, placed.rot, round(x), round(y), highlight.has(cellKey(placed.at)) ? 'highlight' : ''));
  }
  if (options.matches) {
    for (const [cell, d] of sharedSides(state.board)) {
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

/** A drawing from position text, or a visible error in the page's language when the text does not parse. */
export function drawPosition(position: string, options: TableDrawOptions): { svg: string; error: string | null; state: GameState | null } {
  const parsed = parsePosition(position);
  if (!parsed.ok) return { svg: '', error: t(options.lang, 'hd.table.invalid', { reason: parsed.error.reason ?? parsed.error.code }), state: null };
  return { svg: drawTable(parsed.value, options), error: null, state: parsed.value };
}

/** Reads "1,0 -1,1" (cells separated by spaces) into cells; words that are not cells are left out. */
export function cellList(text: string | undefined): Axial[] {
  return (text ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const m = /^(-?\d+),(-?\d+)$/.exec(word);
      return m ? [[Number(m[1]), Number(m[2])] as Axial] : [];
    });
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

/** The rack of the seat to move and the pile's size in position text (for lesson pages); null when it does not parse. */
export function rackAndPile(position: string): { rack: string[]; pile: number } | null {
  const parsed = parsePosition(position);
  return parsed.ok ? { rack: parsed.value.racks[parsed.value.toMove] ?? [], pile: parsed.value.pile.length } : null;
}
