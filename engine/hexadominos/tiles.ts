/**
 * Tiles: six values 1–5, one per side, written in ascending order (`'112345'`).
 *
 * Read clockwise, a tile's values never go down except once (highest back to lowest), so the
 * multiset of values fixes the tile; a tile placed with rotation `rot` shows its written value `k`
 * (k = 0…5) on the side facing direction `(k + rot) % 6` (RULES.md, "Geometry and notation").
 */
import type { Direction } from '../shared/hex.js';
import { CODE_OF, TILE_OF } from './tile-codes.js';

/** A tile, written as its six values in ascending order: `'112345'`. */
export type Tile = string;

/** A rotation 0–5: written value `k` faces direction `(k + rot) % 6`. */
export type Rotation = 0 | 1 | 2 | 3 | 4 | 5;
export const ROTATIONS = [0, 1, 2, 3, 4, 5] as const satisfies readonly Rotation[];

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

/** The sum of the values of several tiles (a rack). */
export function tilesSum(tiles: readonly Tile[]): number {
  if (!Array.isArray(tiles)) return NaN;
  let sum = 0;
  for (const tile of tiles) sum += tileSum(tile);
  return sum;
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
export const DEFAULT_TILES: readonly Tile[] = Object.freeze(allTiles().filter((tile) => {
  const counts = new Map<string, number>();
  for (const value of tile) counts.set(value, (counts.get(value) ?? 0) + 1);
  if (counts.size >= 4) return true;
  return counts.size === 3 && [...counts.values()].every((n) => n === 2) && !LEFT_OUT.includes(tile);
}));

/** Every valid tile (the multisets of six values 1–5 with at least two different values), ascending. */
export function allTiles(): Tile[] {
  return [...TILE_OF];
}

/** Why `tiles` cannot be a tile set (a list of distinct valid tiles), or null when it can. */
export function tileSetProblem(tiles: unknown): string | null {
  if (!Array.isArray(tiles)) return 'the tile set must be a list of tiles';
  const seen = new Set<string>();
  for (const [k, tile] of tiles.entries()) {
    if (!isTile(tile)) return `tile ${k + 1} (${describe(tile)}) is not six values 1–5 in ascending order, at least two different`;
    if (seen.has(tile)) return `tile ${tile} is given twice`;
    seen.add(tile);
  }
  return null;
}

/** A short, safe description of any value for developers' messages. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
  if (typeof value === 'function') return 'a function';
  if (value === null || typeof value !== 'object') return String(typeof value === 'symbol' ? value.description : value);
  return Array.isArray(value) ? 'a list' : 'an object';
}
