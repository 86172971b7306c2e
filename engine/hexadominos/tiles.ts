/**
 * Tiles: six values 1–5, one per side, written in ascending order (`'112345'`).
 *
 * Read clockwise, a tile's values never go down except once (highest back to lowest), so the
 * multiset of values fixes the tile; a tile placed with rotation `rot` shows its written value `k`
 * (k = 0…5) on the side facing direction `(k + rot) % 6` (RULES.md, "Geometry and notation").
 */
import type { Direction } from '../shared/hex.js';
import { describe as describeValue, guarded, readList } from '../shared/untrusted.js';
import { CODE_OF, TILE_OF } from './tile-codes.js';
import type { Rotation, Tile } from './types.js';

export type { Rotation, Tile } from './types.js';
export const ROTATIONS = [0, 1, 2, 3, 4, 5] as const satisfies readonly Rotation[];

/** No list of tiles a game holds is longer: each of the 205 tiles can be in it once (a board, a rack, a pile, a tile set). */
export const MAX_TILES = TILE_OF.length;

/** Whether `value` is a valid tile: six digits 1–5 in ascending order, at least two different (one of the 205). */
export function isTile(value: unknown): value is Tile {
  return typeof value === 'string' && CODE_OF.has(value);
}

/** Whether `value` is a rotation 0–5. */
export function isRotation(value: unknown): value is Rotation {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 5;
}

/** The six values of a tile, in written (ascending) order. */
export function tileValues(tile: Tile): number[] {
  return isTile(tile) ? [...tile].map(Number) : [];
}

/** The sum of a tile's six values (what the first tile scores; what a rack counts at the end); NaN for a non-tile. */
export function tileSum(tile: Tile): number {
  if (!isTile(tile)) return NaN;
  let sum = 0;
  for (let k = 0; k < 6; k++) sum += tile.charCodeAt(k) - 48;
  return sum;
}

/** The sum of the values of several tiles (a rack); NaN when `tiles` is not a list of at most 205 tiles. */
export function tilesSum(tiles: readonly Tile[]): number {
  const list = guarded(
    () => readTiles(tiles, 'tiles'),
    (reason) => reason,
  );
  if (typeof list === 'string') return NaN;
  let sum = 0;
  for (const tile of list) sum += tileSum(tile);
  return sum;
}

/**
 * A list of tiles read once into a fresh list (at most 205: its length is checked before anything is
 * read), or why not (`what` names it: `rack 0`, `pile`). May throw (a proxy): call it inside `guarded`.
 */
export function readTiles(value: unknown, what: string): Tile[] | string {
  const list = readList(value, MAX_TILES, what);
  if (typeof list === 'string') return Array.isArray(value) ? list : `${what} must be a list of tiles`; // inside guarded: may throw
  for (const tile of list) if (!isTile(tile)) return `${what}: ${describe(tile)} is not a tile`;
  return list as Tile[];
}

/** The value a tile placed with rotation `rot` shows on the side facing `direction`. */
export function sideValue(tile: Tile, rot: Rotation, direction: Direction): number {
  if (!isTile(tile) || !isRotation(rot) || !isRotation(direction)) return NaN;
  return tile.charCodeAt((direction - rot + 6) % 6) - 48;
}

/** The values a tile placed with rotation `rot` shows, indexed by direction (E, SE, SW, W, NW, NE). */
export function sideValues(tile: Tile, rot: Rotation): number[] {
  if (!isTile(tile) || !isRotation(rot)) return [];
  const sides = new Array<number>(6);
  for (let d = 0; d < 6; d++) sides[d] = tile.charCodeAt((d - rot + 6) % 6) - 48;
  return sides;
}

/** The two tiles of three values twice each that the box leaves out, so each value appears 74–76 times. */
const LEFT_OUT = ['113355', '223344'];

/**
 * The box (RULES.md): every tile with four or five different values (55 tiles), plus the tiles with
 * three different values each twice except `113355` and `223344` (8 tiles): 63 tiles, in ascending order.
 */
export const DEFAULT_TILES: readonly Tile[] = Object.freeze(
  allTiles().filter((tile) => {
    const counts = new Map<string, number>();
    for (const value of tile) counts.set(value, (counts.get(value) ?? 0) + 1);
    if (counts.size >= 4) return true;
    return counts.size === 3 && [...counts.values()].every((n) => n === 2) && !LEFT_OUT.includes(tile);
  }),
);

/** Every valid tile (the multisets of six values 1–5 with at least two different values), ascending. */
export function allTiles(): Tile[] {
  return [...TILE_OF];
}

/** Why `tiles` cannot be a tile set (a list of distinct valid tiles, at most the 205 there are), or null when it can. */
export function tileSetProblem(tiles: unknown): string | null {
  const list = guarded(
    () => readList(tiles, MAX_TILES, 'the tile set'),
    (reason) => `the tile set: ${reason}`,
  );
  if (typeof list === 'string') return list;
  const seen = new Set<string>();
  for (const [k, tile] of list.entries()) {
    if (!isTile(tile)) return `tile ${k + 1} (${describe(tile)}) is not six values 1–5 in ascending order, at least two different`;
    if (seen.has(tile)) return `tile ${tile} is given twice`;
    seen.add(tile);
  }
  return null;
}

/** A short, safe description of any value for developers' messages (text quoted, cut after 20 characters). */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
  if (typeof value === 'symbol') return String(value.description);
  return describeValue(value);
}
