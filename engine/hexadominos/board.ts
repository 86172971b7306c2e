/**
 * A board from outside (the `board` of a state or a view, a list handed to the table helpers): read once
 * into a fresh list of fresh placed tiles (`readBoard`), then checked (`boardProblem`): no two tiles on
 * one cell, every shared side matching. What reads it does not trust it; what checks it trusts the copy.
 *
 * Nothing here imports the table or the rules, which both read their boards through it.
 */
import { type Axial, DIRECTION_STEPS, cellKey } from '../shared/hex.js';
import { describe as describeValue, readFields, readList } from '../shared/untrusted.js';
import { type Grid, withGrid } from './grid.js';
import { sideOf } from './tile-codes.js';
import { MAX_TILES, describe, isRotation, isTile } from './tiles.js';
import type { PlacedTile } from './types.js';

const PLACED_FIELDS = ['at', 'tile', 'rot'] as const;

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
  const fields = readFields(value, PLACED_FIELDS, what);
  if (typeof fields === 'string') return fields;
  const at = readCell(fields.at);
  if (!at) return `${what}: at must be [q, r], whole numbers`;
  if (!isTile(fields.tile)) return `${what}: ${describe(fields.tile)} is not a tile`;
  if (!isRotation(fields.rot)) return `${what}: rot must be 0 to 5`;
  return { at, tile: fields.tile, rot: fields.rot };
}

/**
 * A board read once into a fresh list of fresh placed tiles, or why it is not a list of placed tiles
 * (at most 205: its length is checked before anything is read). Cells and sides are not checked here
 * (`boardProblem`). May throw (a getter or a proxy): call it inside `guarded`.
 */
export function readBoard(value: unknown): PlacedTile[] | string {
  if (!Array.isArray(value)) return `board must be a list of placed tiles, not ${describeValue(value)}`;
  const entries = readList(value, MAX_TILES, 'board');
  if (typeof entries === 'string') return entries;
  const board = new Array<PlacedTile>(entries.length);
  for (let k = 0; k < entries.length; k++) {
    const placed = readPlaced(entries[k], `board entry ${k + 1}`);
    if (typeof placed === 'string') return placed;
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
