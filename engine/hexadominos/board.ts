/**
 * A board from outside (the `board` of a state or a view, a list handed to the table helpers): read once
 * into a fresh list of fresh placed tiles (`readBoard`), then checked (`boardProblem`): no two tiles on
 * one cell, every shared side matching. What reads it does not trust it; what checks it trusts the copy.
 *
 * Nothing here imports the table or the rules, which both read their boards through it.
 */
import { type Axial, DIRECTION_STEPS, cellKey } from '../shared/hex.js';
import { describe as describeValue, isPlainObject, isRecordLike } from '../shared/untrusted.js';
import { type Grid, withGrid } from './grid.js';
import { sideOf } from './tile-codes.js';
import { MAX_TILES, describe, isRotation, isTile } from './tiles.js';
import type { PlacedTile } from './types.js';

/** `[q, r]` read once from any value into a fresh pair, or null when it is not two whole numbers. May throw (a proxy). */
export function readCell(value: unknown): Axial | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const q: unknown = value[0];
  const r: unknown = value[1];
  // + 0 turns -0 into 0, so the cell's key and text read as they are written.
  return Number.isSafeInteger(q) && Number.isSafeInteger(r) ? [(q as number) + 0, (r as number) + 0] : null;
}

/** A placed tile read once into a fresh object, or why it is not one (`what` names it). May throw (a getter). */
export function readPlaced(value: unknown, what: string): PlacedTile | string {
  const placed = placedOrNull(value);
  return placed ?? placedProblem(value, what);
}

/**
 * `readPlaced` without the reason, for the loop over a board's tiles (it runs for every tile of every board
 * the rules are given): each field read once, into a fresh object. `direct`: the entry's fields may be read
 * without asking whether they are its own (see `readBoard`).
 */
function placedOrNull(value: unknown, direct = false): PlacedTile | null {
  if (!isRecordLike(value)) return null;
  if (!(direct && Object.getPrototypeOf(value) === Object.prototype)) return ownPlaced(value);
  const { at, tile, rot } = value as { at?: unknown; tile?: unknown; rot?: unknown };
  const cell = readCell(at);
  return cell && isTile(tile) && isRotation(rot) ? { at: cell, tile, rot } : null;
}

/** `placedOrNull` for any object: own fields only, of a plain object. */
function ownPlaced(value: object): PlacedTile | null {
  if (!isPlainObject(value)) return null;
  const at = readCell(Object.hasOwn(value, 'at') ? value.at : undefined);
  const tile = Object.hasOwn(value, 'tile') ? value.tile : undefined;
  const rot = Object.hasOwn(value, 'rot') ? value.rot : undefined;
  return at && isTile(tile) && isRotation(rot) ? { at, tile, rot } : null;
}

/** Why `value` is not a placed tile (read again only to say why: it is refused whatever it answers). */
function placedProblem(value: unknown, what: string): string {
  if (!isPlainObject(value)) return `${what} must be a plain object, not ${describeValue(value)}`;
  if (!readCell(Object.hasOwn(value, 'at') ? value.at : undefined)) return `${what}: at must be [q, r], whole numbers`;
  const tile = Object.hasOwn(value, 'tile') ? value.tile : undefined;
  return isTile(tile) ? `${what}: rot must be 0 to 5` : `${what}: ${describe(tile)} is not a tile`;
}

/**
 * A board read once into a fresh list of fresh placed tiles, or why it is not a list of placed tiles
 * (at most 205: its length is checked before anything is read). Cells and sides are not checked here
 * (`boardProblem`). May throw (a getter or a proxy): call it inside `guarded`.
 */
export function readBoard(value: unknown): PlacedTile[] | string {
  if (!Array.isArray(value)) return `board must be a list of placed tiles, not ${describeValue(value)}`;
  const length: unknown = value.length;
  if (typeof length !== 'number' || !(length <= MAX_TILES)) return `board must hold at most ${MAX_TILES}, not ${describeValue(length)}`;
  const board = new Array<PlacedTile>(length);
  // An object literal's fields read directly are its own ones, unless Object.prototype itself was given
  // these names (a polluted prototype): asked once per board, it spares three questions per tile.
  const direct = !('at' in Object.prototype || 'tile' in Object.prototype || 'rot' in Object.prototype);
  for (let k = 0; k < length; k++) {
    const entry: unknown = Object.hasOwn(value, k) ? value[k] : undefined;
    const placed = placedOrNull(entry, direct);
    if (!placed) return placedProblem(entry, `board entry ${k + 1}`);
    board[k] = placed;
  }
  return board;
}

/**
 * Why a board already read (`readBoard`) cannot lie on a table: two tiles on one cell, or a shared side
 * whose two tiles show different values; null when it can. Neither [0, 0] nor one connected piece is
 * required: a lesson or test may lay out any table (a ring around an empty centre, say).
 */
export function boardProblem(board: readonly PlacedTile[]): string | null {
  // Laid on a grid (quick), unless two tiles share a cell or the table spreads too wide for one.
  const checked = withGrid(board, (grid) => ({ problem: grid.mismatches === 0 ? null : firstMismatch(board, grid) }));
  return checked ? checked.problem : mapProblem(board);
}

/** The first tile, in the order laid, with a neighbour showing another value on a shared side. */
function firstMismatch(board: readonly PlacedTile[], grid: Grid): string | null {
  for (const { at } of board) {
    const cell = grid.cellAt(at[0], at[1]);
    for (let d = 0; d < 6; d++) {
      const other = grid.sides[cell + grid.step[d]];
      if (other !== 0 && sideOf(grid.sides[cell], d) !== sideOf(other, (d + 3) % 6)) return mismatchMessage(at);
    }
  }
  return null;
}

/** `boardProblem` through a map of cell keys: for tables spread too wide for a grid, or with a cell taken twice. */
function mapProblem(board: readonly PlacedTile[]): string | null {
  const byCell = new Map<string, PlacedTile>();
  for (const placed of board) {
    const key = cellKey(placed.at);
    if (byCell.has(key)) return `two tiles at ${key}`;
    byCell.set(key, placed);
  }
  for (const { at, tile, rot } of board) {
    for (let d = 0; d < 6; d++) {
      const other = byCell.get(`${at[0] + DIRECTION_STEPS[d][0]},${at[1] + DIRECTION_STEPS[d][1]}`);
      if (other && shows(tile, rot, d) !== shows(other.tile, other.rot, (d + 3) % 6)) return mismatchMessage(at);
    }
  }
  return null;
}

/** The value a tile turned `rot` shows toward direction `d` (tiles.ts `sideValue`, for values already checked). */
function shows(tile: string, rot: number, d: number): number {
  return tile.charCodeAt((d - rot + 6) % 6) - 48;
}

function mismatchMessage(at: Axial): string {
  return `the tile at ${cellKey(at)} does not match its neighbour on a shared side`;
}
