/**
 * The table as typed arrays, for the hot paths: listing placements (the rules API builds one per call)
 * and the computer's search (which lays and lifts tiles on one grid thousands of times a move).
 *
 * Cells are numbered row by row over a window around the tiles: cell = (r − r0) × width + (q − q0), so
 * a neighbour is a fixed offset away (`step[d]`) and every lookup is an array read instead of building
 * a `'q,r'` key. Per cell the grid keeps what the slow path recomputed on every call:
 * - the packed sides of the tile there (`tile-codes.ts`; 0 when empty), its code and rotation;
 * - `around`: how many tiles lie on its six neighbours (shared sides, and flowers when it reaches 6);
 * - for a free cell, `needMask` / `needValue`: which sides a tile placed there touches (0xF in those
 *   directions' four bits) and the values it must show there, so a tile fits turned `rot` exactly when
 *   (SIDES[code × 6 + rot] & needMask) === needValue;
 * - the free cells next to a tile (`spots`), in the order the rules list them: by the first tile laid
 *   next to each, then by direction from it (appending each cell when it first touches a tile keeps it).
 *
 * `place` and `lift` (the exact inverse of the last `place`) keep all of it up to date in a few steps.
 * The window has a margin of free cells on every side; a placement closer than two cells to its edge is
 * refused (`place` answers false), so neighbour reads never leave the arrays.
 */
import { DIRECTION_STEPS } from '../shared/hex.js';
import { CODE_OF, SIDES, SIDE_BITS, SIDE_MASK } from './tile-codes.js';
import type { PlacedTile } from './types.js';

/** Free cells kept on each side of the tiles by `withGrid` (two are needed: a spot's own neighbours). */
export const BOARD_MARGIN = 2;
/** The largest window `withGrid` frames: tables spread wider (written by hand) take the plain path. */
export const MAX_CELLS = 1 << 16;

/** Where, in a free cell's packed requirements, the side facing a tile in direction d sits: direction d + 3. */
const BACK_SHIFT = Int32Array.from([0, 1, 2, 3, 4, 5], (d) => SIDE_BITS * ((d + 3) % 6));

export class Grid {
  // The window: cell = (r − r0) × width + (q − q0). Only `frame` changes it, on an empty grid.
  width = 5;
  height = 5;
  q0 = -2;
  r0 = -2;
  readonly step = new Int32Array(6); // cell offset to the neighbour in each direction (E, SE, SW, W, NW, NE)
  readonly capacity: number; // cells the arrays hold: width × height may not pass it
  readonly sides: Int32Array; // packed sides of the tile at each cell; 0 when empty
  readonly code: Int16Array; // tile code at each cell, -1 when empty
  readonly rot: Int8Array; // its rotation
  readonly around: Uint8Array; // tiles on the six neighbours
  readonly needMask: Int32Array; // free cells: 0xF in the bits of each direction a tile there would touch
  readonly needValue: Int32Array; // free cells: the values it must show there, packed the same way
  // Every cell that has been next to a tile, in the order the rules list free spots (see above), the
  // first `spotCount`; those since covered are skipped when reading (`sides[cell] !== 0`). Never taking
  // a cell out keeps `place` and `lift` short, and a lifted tile's cell is back in its place at once.
  readonly spots: Int32Array;
  spotCount = 0;
  readonly listed: Uint8Array; // 1 for a cell in `spots`
  readonly placed: Int32Array; // cells in the order laid, the first `placedCount`
  placedCount = 0;
  readonly #added: Int8Array; // per placed tile: the cells it added to `spots` (taken off again by `lift`)
  readonly #clashed: Uint8Array; // per placed tile: 1 when it showed another value than a tile beside it
  mismatches = 0; // placed tiles that showed another value than a tile already beside them

  /**
   * An empty grid able to frame windows of up to `capacity` cells (at least 25). Allocating typed arrays
   * costs more than listing a rack's placements, so grids are made once and reused: `withGrid` lends one,
   * the computer's search keeps its own.
   */
  constructor(capacity: number) {
    this.capacity = Number.isInteger(capacity) && capacity >= 25 && capacity <= 1 << 24 ? capacity : 25;
    const cells = this.capacity;
    this.sides = new Int32Array(cells);
    this.code = new Int16Array(cells).fill(-1);
    this.rot = new Int8Array(cells);
    this.around = new Uint8Array(cells);
    this.needMask = new Int32Array(cells);
    this.needValue = new Int32Array(cells);
    this.spots = new Int32Array(cells);
    this.listed = new Uint8Array(cells);
    this.placed = new Int32Array(cells);
    this.#added = new Int8Array(cells);
    this.#clashed = new Uint8Array(cells);
    this.frame(-2, -2, 5, 5);
  }

  /**
   * Sets the window to q0 … q0 + width − 1 by r0 … r0 + height − 1 (each at least 5 cells, within the
   * capacity). Only an empty grid can be framed: false, and nothing changed, otherwise.
   */
  frame(q0: number, r0: number, width: number, height: number): boolean {
    if (
      this.placedCount !== 0 ||
      !Number.isSafeInteger(q0) ||
      !Number.isSafeInteger(r0) ||
      !Number.isInteger(width) ||
      !Number.isInteger(height) ||
      width < 5 ||
      height < 5 ||
      width * height > this.capacity
    )
      return false;
    this.q0 = q0;
    this.r0 = r0;
    this.width = width;
    this.height = height;
    DIRECTION_STEPS.forEach(([dq, dr], d) => (this.step[d] = dr * width + dq));
    return true;
  }

  /** Lifts every tile: the grid is empty again, as made (the window stays). */
  clear(): void {
    if (this.placedCount === 0) return;
    // Resetting the window's cells wholesale is quicker than lifting the tiles one by one.
    const cells = this.width * this.height;
    this.sides.fill(0, 0, cells);
    this.code.fill(-1, 0, cells);
    this.rot.fill(0, 0, cells);
    this.around.fill(0, 0, cells);
    this.needMask.fill(0, 0, cells);
    this.needValue.fill(0, 0, cells);
    this.listed.fill(0, 0, cells);
    this.placedCount = 0;
    this.spotCount = 0;
    this.mismatches = 0;
  }

  /** The cell at [q, r], or -1 outside the window. */
  cellAt(q: number, r: number): number {
    if (typeof q !== 'number' || typeof r !== 'number') return -1;
    const x = q - this.q0;
    const y = r - this.r0;
    return x >= 0 && x < this.width && y >= 0 && y < this.height && Number.isInteger(x) && Number.isInteger(y) ? y * this.width + x : -1;
  }

  /** The axial q of a cell. */
  qOf(cell: number): number {
    if (typeof cell !== 'number') return NaN;
    return this.q0 + (cell % this.width);
  }

  /** The axial r of a cell. */
  rOf(cell: number): number {
    if (typeof cell !== 'number') return NaN;
    return this.r0 + Math.floor(cell / this.width);
  }

  /** Whether a tile may lie at `cell` as far as the window goes: inside, and two cells from its edge. */
  roomy(cell: number): boolean {
    if (!Number.isInteger(cell) || cell < 0 || cell >= this.sides.length) return false;
    const x = cell % this.width;
    const y = (cell - x) / this.width;
    return x >= 2 && y >= 2 && x < this.width - 2 && y < this.height - 2;
  }

  /**
   * Lays tile `code` turned `rot` at the free `cell` (shared sides are the caller's business: the rules
   * check them). False, and nothing changed, when the cell is taken, too near the window's edge, or the
   * code or rotation is out of range.
   */
  place(cell: number, code: number, rot: number): boolean {
    if (
      !this.roomy(cell) ||
      this.sides[cell] !== 0 ||
      !Number.isInteger(code) ||
      code < 0 ||
      code * 6 >= SIDES.length ||
      !Number.isInteger(rot) ||
      rot < 0 ||
      rot > 5
    )
      return false;
    const { sides, around, needMask, needValue, listed, spots, step } = this;
    const packed = SIDES[code * 6 + rot];
    // Each pair of touching tiles is compared once, when the second of them is laid.
    const clashed = (packed & needMask[cell]) !== needValue[cell] ? 1 : 0;
    this.mismatches += clashed;
    this.#clashed[this.placedCount] = clashed;
    sides[cell] = packed;
    this.code[cell] = code;
    this.rot[cell] = rot;
    let added = 0;
    for (let d = 0; d < 6; d++) {
      const next = cell + step[d];
      around[next]++;
      if (sides[next] !== 0) continue;
      // The free neighbour must now show, toward this tile, what this tile shows toward it.
      needMask[next] |= SIDE_MASK << BACK_SHIFT[d];
      needValue[next] |= ((packed >>> (SIDE_BITS * d)) & SIDE_MASK) << BACK_SHIFT[d];
      if (listed[next] === 0) {
        listed[next] = 1;
        spots[this.spotCount++] = next;
        added++;
      }
    }
    this.placed[this.placedCount] = cell;
    this.#added[this.placedCount++] = added;
    return true;
  }

  /** Takes back the last `place` exactly (spots in the same order); false when nothing is placed. */
  lift(): boolean {
    if (this.placedCount === 0) return false;
    const { sides, around, needMask, needValue, listed, spots, step } = this;
    const n = --this.placedCount;
    const cell = this.placed[n];
    this.mismatches -= this.#clashed[n];
    for (let k = this.#added[n]; k > 0; k--) listed[spots[--this.spotCount]] = 0;
    for (let d = 0; d < 6; d++) {
      const next = cell + step[d];
      around[next]--;
      if (sides[next] !== 0) continue;
      needMask[next] &= ~(SIDE_MASK << BACK_SHIFT[d]);
      needValue[next] &= ~(SIDE_MASK << BACK_SHIFT[d]);
    }
    sides[cell] = 0;
    this.code[cell] = -1;
    this.rot[cell] = 0;
    return true;
  }

  /** The rotations (bit rot set) in which tile `code` fits the free `cell`; 0 when none does. */
  fits(cell: number, code: number): number {
    if (typeof cell !== 'number' || typeof code !== 'number') return 0;
    const mask = this.needMask[cell];
    const need = this.needValue[cell];
    const base = code * 6;
    let rotations = 0;
    for (let rot = 0; rot < 6; rot++) if ((SIDES[base + rot] & mask) === need) rotations |= 1 << rot;
    return rotations;
  }

  /**
   * The values a tile at the free `cell` must show, as bits (bit v for value v), as `VALUES` has them per
   * tile: a tile lacking one of them cannot fit, whatever its rotation — a quick first test.
   */
  neededValues(cell: number): number {
    if (typeof cell !== 'number') return 0;
    const need = this.needValue[cell];
    let bits = 0;
    for (let d = 0; d < 6; d++) bits |= 1 << ((need >>> (SIDE_BITS * d)) & SIDE_MASK);
    return bits & ~1; // bit 0: the sides that ask nothing
  }

  /** The free cells next to a tile, in the order the rules list them. */
  freeSpots(): number[] {
    const out: number[] = [];
    for (let k = 0; k < this.spotCount; k++) if (this.sides[this.spots[k]] === 0) out.push(this.spots[k]);
    return out;
  }

  /** Whether tile `code` fits any free spot (cheaper than listing where). */
  fitsAnywhere(code: number): boolean {
    if (typeof code !== 'number') return false;
    const base = code * 6;
    for (let k = 0; k < this.spotCount; k++) {
      const cell = this.spots[k];
      if (this.sides[cell] !== 0) continue;
      const mask = this.needMask[cell];
      const need = this.needValue[cell];
      for (let rot = 0; rot < 6; rot++) if ((SIDES[base + rot] & mask) === need) return true;
    }
    return false;
  }

  /**
   * The flowers a tile at the free `cell` would complete: the cell itself when all six neighbours are
   * down, and each neighbour that has five (RULES.md, "Scoring a placement").
   */
  flowersAt(cell: number): number {
    if (!Number.isInteger(cell) || cell < 0 || cell >= this.sides.length) return 0;
    let flowers = this.around[cell] === 6 ? 1 : 0;
    for (let d = 0; d < 6; d++) {
      const next = cell + this.step[d];
      if (this.sides[next] !== 0 && this.around[next] === 5) flowers++;
    }
    return flowers;
  }
}

/** The window around `board`'s cells with `margin` free cells on each side, or null when an entry has no whole [q, r]. */
export function windowFor(board: readonly PlacedTile[], margin = BOARD_MARGIN): { q0: number; r0: number; width: number; height: number } | null {
  if (!Array.isArray(board) || !Number.isInteger(margin) || margin < BOARD_MARGIN) return null;
  try {
    return window(board, margin);
  } catch {
    return null; // an entry whose getters throw
  }
}

function window(board: readonly PlacedTile[], margin: number): { q0: number; r0: number; width: number; height: number } | null {
  let minQ = 0;
  let maxQ = 0;
  let minR = 0;
  let maxR = 0;
  for (let k = 0; k < board.length; k++) {
    const at = board[k]?.at;
    if (!Array.isArray(at) || !Number.isSafeInteger(at[0]) || !Number.isSafeInteger(at[1])) return null;
    if (k === 0 || at[0] < minQ) minQ = at[0];
    if (k === 0 || at[0] > maxQ) maxQ = at[0];
    if (k === 0 || at[1] < minR) minR = at[1];
    if (k === 0 || at[1] > maxR) maxR = at[1];
  }
  return { q0: minQ - margin, r0: minR - margin, width: maxQ - minQ + 1 + 2 * margin, height: maxR - minR + 1 + 2 * margin };
}

/**
 * The grid `withGrid` lends, and the board it holds (copied value by value). The rules often look at the
 * same board several times in a row (checking the state, then listing placements, then whether a pass
 * is allowed), so a board equal to the last one, entry by entry, is not laid again. One per thread (a
 * worker has its own modules); null while lent.
 */
let spare: Grid | null = null;
let spareBoard: HeldTile[] = [];

interface HeldTile {
  q: number;
  r: number;
  tile: string;
  rot: number;
}

/** Whether `held` is exactly `board` (same cells, tiles and rotations, in the same order). */
function holds(held: readonly HeldTile[], board: readonly PlacedTile[]): boolean {
  if (held.length !== board.length) return false;
  for (let k = 0; k < board.length; k++) {
    const kept = held[k];
    const { at, tile, rot } = board[k];
    if (at[0] !== kept.q || at[1] !== kept.r || tile !== kept.tile || rot !== kept.rot) return false;
  }
  return true;
}

/**
 * Runs `use` on a grid holding `board` laid in its order, which `use` must leave as it found it (read
 * it, or `place` and `lift` in pairs). Null, without calling `use`, when the board's entries are not
 * placed tiles on distinct cells or spread over more than MAX_CELLS. Shared sides are not checked
 * (`grid.mismatches` counts the pairs that differ; `boardProblem` names them).
 */
export function withGrid<T>(board: readonly PlacedTile[], use: (grid: Grid) => T): T | null {
  if (typeof use !== 'function' || !Array.isArray(board)) return null;
  // A call made from inside `use` (none does today) gets a grid of its own rather than the one lent.
  let grid = spare;
  let held = spareBoard;
  spare = null;
  spareBoard = [];
  let laid = false;
  try {
    if (grid && board.length > 0 && holds(held, board)) laid = true;
    else {
      held = [];
      const window = windowFor(board);
      if (!window || !(window.width * window.height <= MAX_CELLS)) return null;
      const cells = window.width * window.height;
      if (!grid || grid.capacity < cells) grid = new Grid(Math.max(cells, 1024));
      grid.clear();
      grid.frame(window.q0, window.r0, window.width, window.height);
      for (const placed of board) {
        const code = CODE_OF.get(placed?.tile);
        if (code === undefined || !grid.place(grid.cellAt(placed.at[0], placed.at[1]), code, placed.rot)) return null;
      }
      held = board.map(({ at, tile, rot }) => ({ q: at[0], r: at[1], tile, rot }));
      laid = true;
    }
    return use(grid);
  } catch {
    laid = false; // a board whose entries throw when read, or a `use` that throws: nothing to answer
    return null;
  } finally {
    if (!laid || grid?.placedCount !== board.length) {
      grid?.clear();
      held = [];
    }
    spare = grid;
    spareBoard = held;
  }
}
