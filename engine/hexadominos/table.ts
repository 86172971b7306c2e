/**
 * The table: where tiles lie, which placements fit, and what a placement scores. Pure functions over
 * the board of a state (an array of placed tiles).
 *
 * Two ways to look at a board, giving the same answers (the property tests compare them on random tables):
 * - the plain one, a map from `'q,r'` keys to the values each tile shows (`indexBoard`, `requirements`,
 *   `frontier`): simple to read, used by the editor and the board element for single cells, and for tables
 *   spread too wide for a grid (written by hand);
 * - the fast one, `grid.ts`: typed arrays with each free cell's requirements kept as a mask, which
 *   `openSpots`, `tilePlacements`, `canPlaceAny` and the rules' legal placements use.
 *
 * `openSpots`, `tilePlacements` and `canPlaceAny` take boards from outside: they read them once into a
 * checked copy (`board.ts`) and answer nothing ([] or false) for a malformed one. The functions the
 * rules call with boards they have already read (`spotsOf`, `rackPlacements`, `fitsOnBoard`, …) do not
 * check again.
 */
import { type Axial, DIRECTION_STEPS, type Direction, cellKey, opposite } from '../shared/hex.js';
import { guarded } from '../shared/untrusted.js';
import { boardProblem, readBoard } from './board.js';
import { type Grid, windowFor, withGrid } from './grid.js';
import { CODE_OF, SIDE_BITS, SIDE_MASK, SUM, VALUES, packedSides, sideOf } from './tile-codes.js';
import { ROTATIONS, type Rotation, type Tile, isRotation, isTile, readTiles, sideValues, tileSum } from './tiles.js';
import { type Action, type Bonus, type PlacedTile, type Placement, type RuleError, SCORINGS, type Scoring, type SharedSide } from './types.js';

type PlaceAction = Extract<Action, { type: 'place' }>;

/** Cell key → the values the tile there shows, indexed by direction. */
export type TableIndex = Map<string, number[]>;

export const ORIGIN: Axial = [0, 0];

export function indexBoard(board: readonly PlacedTile[]): TableIndex {
  const index: TableIndex = new Map();
  for (const placed of board) index.set(cellKey(placed.at), sideValues(placed.tile, placed.rot));
  return index;
}

/**
 * What the tiles around an empty cell require: for each direction, the value the neighbour there shows
 * toward the cell, or 0 when no tile lies there.
 */
export function requirements(index: TableIndex, at: Axial): number[] {
  const need = [0, 0, 0, 0, 0, 0];
  for (let d = 0; d < 6; d++) {
    const [dq, dr] = DIRECTION_STEPS[d];
    const sides = index.get(`${at[0] + dq},${at[1] + dr}`);
    if (sides) need[d] = sides[opposite(d as Direction)];
  }
  return need;
}

/** The empty cells next to at least one tile (where a tile may go once the first is down), in a stable order. */
export function frontier(board: readonly PlacedTile[], index: TableIndex): Axial[] {
  const seen = new Set<string>();
  const cells: Axial[] = [];
  for (const placed of board) {
    for (const [dq, dr] of DIRECTION_STEPS) {
      const at: Axial = [placed.at[0] + dq, placed.at[1] + dr];
      const key = cellKey(at);
      if (index.has(key) || seen.has(key)) continue;
      seen.add(key);
      cells.push(at);
    }
  }
  return cells;
}

/** The directions in which a tile at `rot` shows a value other than the one required (none: it fits). */
export function mismatches(tile: Tile, rot: Rotation, need: readonly number[]): Direction[] {
  const out: Direction[] = [];
  for (let d = 0; d < 6; d++) {
    if (need[d] && tile.charCodeAt((d - rot + 6) % 6) - 48 !== need[d]) out.push(d as Direction);
  }
  return out;
}

function fits(tile: Tile, rot: Rotation, need: readonly number[]): boolean {
  for (let d = 0; d < 6; d++) {
    if (need[d] && tile.charCodeAt((d - rot + 6) % 6) - 48 !== need[d]) return false;
  }
  return true;
}

/** How many tiles lie around a cell. */
function tilesAround(index: TableIndex, at: Axial): number {
  let n = 0;
  for (const [dq, dr] of DIRECTION_STEPS) if (index.has(`${at[0] + dq},${at[1] + dr}`)) n++;
  return n;
}

/**
 * A free cell and what any tile placed there shares: the values it must show (`need`, 0 where no tile
 * lies), the sides, and the cells that would become flowers. The same for every tile and rotation that
 * fits, so it is worked out once per cell, and the placements there share its lists: read them, never
 * change them (the single-cell path freezes them; the listing of a whole rack skips freezing, which would
 * cost more than the listing itself).
 */
export interface Spot {
  at: Axial;
  need: readonly number[];
  sides: readonly SharedSide[];
  flowers: readonly Axial[];
}

/** The spot at a free cell (RULES.md, "Scoring a placement": flowers are the tile itself and neighbours it surrounds). */
export function spotAt(index: TableIndex, at: Axial): Spot {
  const need = requirements(index, at);
  const sides: SharedSide[] = [];
  const flowers: Axial[] = [];
  for (let d = 0; d < 6; d++) {
    if (!need[d]) continue;
    const [dq, dr] = DIRECTION_STEPS[d];
    const neighbourAt = Object.freeze<Axial>([at[0] + dq, at[1] + dr]);
    sides.push(Object.freeze({ direction: d as Direction, neighbour: neighbourAt, value: need[d] }));
    // A neighbour with five tiles around it gets its sixth from this placement.
    if (tilesAround(index, neighbourAt) === 5) flowers.push(neighbourAt);
  }
  if (sides.length === 6) flowers.unshift(at);
  return { at: Object.freeze<Axial>([at[0], at[1]]), need, sides: Object.freeze(sides), flowers: Object.freeze(flowers) };
}

/** What `scorePlacement` answers: the placement with what it shares and scores, or why it may not be made. */
export type Scored = { ok: true; placement: Placement } | { ok: false; error: RuleError };

/**
 * `scorePlacement` for a checked tile, cell and rotation on a board that is not empty, through a grid;
 * null when the board cannot be laid on one (spread too wide: the caller takes the plain way).
 */
export function scoreOnGrid(board: readonly PlacedTile[], scoring: Scoring, tile: Tile, cell: Axial, rot: Rotation): Scored | null {
  if (!isTile(tile) || !isRotation(rot) || !Array.isArray(cell)) return null;
  return withGrid(board, (grid): Scored => {
    // Outside the grid's window means at least three cells from every tile.
    const at = grid.cellAt(cell[0], cell[1]);
    if (at >= 0 && grid.sides[at] !== 0) return { ok: false, error: { code: 'occupied', at: cell } };
    if (at < 0 || grid.needMask[at] === 0) return { ok: false, error: { code: 'not-touching', at: cell } };
    const shows = packedSides(CODE_OF.get(tile)!, rot);
    const directions: Direction[] = [];
    for (let d = 0; d < 6; d++) {
      if (sideOf(grid.needMask[at], d) !== 0 && sideOf(shows, d) !== sideOf(grid.needValue[at], d)) directions.push(d as Direction);
    }
    if (directions.length) return { ok: false, error: { code: 'sides-mismatch', tile, at: cell, rot, directions } };
    // The placement's cell goes on the board as it is: frozen, as a placed tile is never changed.
    return { ok: true, placement: placementAt(frozenSpot(gridSpot(grid, at)), tile, rot, scoring, false) };
  });
}

/** Every free cell next to the tiles, as spots (the cell [0, 0] alone on an empty table; none for a malformed board). */
export function openSpots(board: readonly PlacedTile[]): Spot[] {
  const read = checkedBoard(board);
  return read ? spotsOf(read) : [];
}

/** A board from outside read once and checked (`board.ts`), or null when it is not one a table can hold. */
function checkedBoard(value: unknown): PlacedTile[] | null {
  const board = guarded(
    () => readBoard(value),
    (reason) => reason,
  );
  return typeof board === 'string' || boardProblem(board) !== null ? null : board;
}

/** `openSpots` of a board already checked. */
export function spotsOf(board: readonly PlacedTile[]): Spot[] {
  if (board.length === 0) return [spotAt(new Map(), ORIGIN)];
  const spots = withGrid(board, (grid) => {
    const out: Spot[] = [];
    for (const cell of grid.freeSpots()) out.push(gridSpot(grid, cell));
    return out;
  });
  if (spots) return spots;
  const byKey = indexBoard(board);
  return frontier(board, byKey).map((at) => spotAt(byKey, at));
}

/** The spot at a free cell of a grid, as `spotAt` makes it from a map (its lists not frozen: see `Spot`). */
function gridSpot(grid: Grid, cell: number): Spot {
  const q = grid.qOf(cell);
  const r = grid.rOf(cell);
  const need = [0, 0, 0, 0, 0, 0];
  const sides: SharedSide[] = [];
  const flowers: Axial[] = [];
  for (let d = 0; d < 6; d++) {
    const value = (grid.needValue[cell] >>> (SIDE_BITS * d)) & SIDE_MASK;
    if (!value) continue;
    need[d] = value;
    const [dq, dr] = DIRECTION_STEPS[d];
    const neighbourAt: Axial = [q + dq, r + dr];
    sides.push({ direction: d as Direction, neighbour: neighbourAt, value });
    if (grid.around[cell + grid.step[d]] === 5) flowers.push(neighbourAt);
  }
  if (sides.length === 6) flowers.unshift([q, r]);
  return { at: [q, r], need, sides, flowers };
}

/** `spot` with its lists frozen, as `spotAt` makes them. */
function frozenSpot(spot: Spot): Spot {
  for (const side of spot.sides) Object.freeze(Object.freeze(side).neighbour);
  for (const cell of spot.flowers) Object.freeze(cell);
  return { at: Object.freeze(spot.at), need: spot.need, sides: Object.freeze(spot.sides), flowers: Object.freeze(spot.flowers) };
}

/**
 * What a fitting placement scores at a spot (the caller has checked that every shared side matches).
 * `first`: the first tile, which has no bonus.
 */
export function placementAt(spot: Spot, tile: Tile, rot: Rotation, scoring: Scoring, first: boolean): Placement {
  const base = scoring === 'standard' ? tileSum(tile) : scoring === 'simple' ? 1 : 0;
  const bonus = first ? NO_BONUS : bonusFor(spot.sides.length, spot.flowers.length, scoring);
  return { tile, at: spot.at, rot, sides: spot.sides as SharedSide[], flowers: spot.flowers as Axial[], base, bonus, points: base + bonus.points };
}

const NO_BONUS: Bonus = { kind: 'none', points: 0 };
const STANDARD_POINTS = { sides: [0, 0, 10, 20, 30, 40, 40], flower: 60, flowers: 70 };
const SIMPLE_POINTS = { sides: [0, 0, 1, 1, 1, 1, 1], flower: 1, flowers: 2 };

/** The one bonus that applies: the highest of shared sides (2–5), one flower, two or more flowers. */
export function bonusFor(shared: number, flowerCount: number, scoring: Scoring): Bonus {
  if (scoring === 'kids' || !Number.isInteger(shared) || !Number.isInteger(flowerCount)) return NO_BONUS;
  const table = scoring === 'standard' ? STANDARD_POINTS : SIMPLE_POINTS;
  if (flowerCount >= 2) return { kind: 'flowers', points: table.flowers };
  if (flowerCount === 1) return { kind: 'flower', points: table.flower };
  if (shared >= 2) return { kind: 'sides', points: table.sides[Math.min(shared, 6)] };
  return NO_BONUS;
}

/** `bonusFor(…).points` without building the bonus (the computer's search asks it millions of times). */
export function bonusPoints(shared: number, flowerCount: number, scoring: Scoring): number {
  if (scoring === 'kids' || typeof shared !== 'number' || typeof flowerCount !== 'number') return 0;
  const table = scoring === 'standard' ? STANDARD_POINTS : SIMPLE_POINTS;
  if (flowerCount >= 2) return table.flowers;
  if (flowerCount === 1) return table.flower;
  return shared >= 2 ? table.sides[Math.min(shared, 6)] : 0;
}

/** Every legal placement of `tile` on `board` (any rotation; at [0, 0] when the board is empty), with its score. */
export function tilePlacements(board: readonly PlacedTile[], tile: Tile, scoring: Scoring): Placement[] {
  if (!isTile(tile) || !(SCORINGS as readonly unknown[]).includes(scoring)) return [];
  const read = checkedBoard(board);
  return read ? rackPlacements(read, [tile], scoring) : [];
}

/** The placements of `tile` at `spots` (from `spotsOf`, worked out once for every tile of a rack), on a board already checked. */
export function spotPlacements(board: readonly PlacedTile[], tile: Tile, scoring: Scoring, spots: readonly Spot[]): Placement[] {
  const first = board.length === 0;
  const out: Placement[] = [];
  for (const spot of spots) {
    for (const rot of ROTATIONS) if (fits(tile, rot, spot.need)) out.push(placementAt(spot, tile, rot, scoring, first));
  }
  return out;
}

/**
 * Every legal placement of each of `tiles` in turn, as `tilePlacements` lists them (for a tile, spot by
 * spot in `openSpots` order, rotations 0–5). The caller has checked the board, the tiles and the scoring.
 * Through a grid: a spot's shared sides and flowers are worked out only where some tile fits.
 */
export function rackPlacements(board: readonly PlacedTile[], given: readonly Tile[], scoring: Scoring): Placement[] {
  const tiles = checkedTiles(board, given);
  if (!tiles) return [];
  const placements = board.length > 0 ? withGrid(board, (grid) => gridPlacements(grid, tiles, scoring)) : null;
  if (placements) return placements;
  const spots = spotsOf(board);
  return tiles.flatMap((tile) => spotPlacements(board, tile, scoring, spots));
}

function gridPlacements(grid: Grid, tiles: readonly Tile[], scoring: Scoring): Placement[] {
  const cells = grid.freeSpots();
  // Per spot, built the first time a tile fits there: the spot and its bonus, shared by the placements there.
  const made: ({ spot: Spot; bonus: Bonus } | undefined)[] = new Array(cells.length);
  // Most tiles of a rack are ruled out of most spots by lacking one of the values asked there.
  const asked = cells.map((cell) => grid.neededValues(cell));
  const out: Placement[] = [];
  for (const tile of tiles) {
    const code = CODE_OF.get(tile)!;
    const base = scoring === 'standard' ? SUM[code] : scoring === 'simple' ? 1 : 0;
    const has = VALUES[code];
    for (let k = 0; k < cells.length; k++) {
      if ((asked[k] & has) !== asked[k]) continue;
      const cell = cells[k];
      const rotations = grid.fits(cell, code);
      if (rotations === 0) continue;
      let found = made[k];
      if (!found) {
        const spot = gridSpot(grid, cell);
        made[k] = found = { spot, bonus: bonusFor(spot.sides.length, spot.flowers.length, scoring) };
      }
      const { spot, bonus } = found;
      for (let rot = 0; rot < 6; rot++) {
        if (rotations & (1 << rot)) {
          out.push({
            tile,
            at: spot.at,
            rot: rot as Rotation,
            sides: spot.sides as SharedSide[],
            flowers: spot.flowers as Axial[],
            base,
            bonus,
            points: base + bonus.points,
          });
        }
      }
    }
  }
  return out;
}

/**
 * The place actions of each of `tiles`, in the order `rackPlacements` lists them, without what they
 * share and score: what a list of legal actions needs, for a fraction of the work. The caller has
 * checked everything.
 */
export function rackActions(board: readonly PlacedTile[], given: readonly Tile[]): PlaceAction[] {
  const tiles = checkedTiles(board, given);
  if (!tiles) return [];
  const moves =
    board.length > 0
      ? withGrid(board, (grid) => {
          const cells = grid.freeSpots();
          const ats = cells.map((cell): Axial => [grid.qOf(cell), grid.rOf(cell)]);
          const asked = cells.map((cell) => grid.neededValues(cell));
          const out: PlaceAction[] = [];
          for (const tile of tiles) {
            const code = CODE_OF.get(tile)!;
            const has = VALUES[code];
            for (let k = 0; k < cells.length; k++) {
              if ((asked[k] & has) !== asked[k]) continue;
              const rotations = grid.fits(cells[k], code);
              for (let rot = 0; rot < 6; rot++) if (rotations & (1 << rot)) out.push({ type: 'place', tile, at: ats[k], rot: rot as Rotation });
            }
          }
          return out;
        })
      : null;
  return moves ?? rackPlacements(board, tiles, 'kids').map(({ tile, at, rot }) => ({ type: 'place', tile, at, rot }));
}

/**
 * The valid tiles of `given`, for the listings the rules call with checked input, or null when the board
 * is not a list of well-formed placed tiles or reading the lists throws (a proxy from outside).
 */
function checkedTiles(board: readonly PlacedTile[], given: readonly Tile[]): Tile[] | null {
  try {
    return Array.isArray(board) && Array.isArray(given) && windowFor(board) ? given.filter(isTile) : null;
  } catch {
    return null;
  }
}

/** What each free cell next to the tiles requires (see `requirements`): computed once, tried for many tiles. */
export function frontierRequirements(board: readonly PlacedTile[], index = indexBoard(board)): number[][] {
  return frontier(board, index).map((at) => requirements(index, at));
}

/** Whether `tile` fits in any of the cells whose requirements are given (cheaper than listing the placements). */
export function fitsAnywhere(tile: Tile, needs: readonly (readonly number[])[]): boolean {
  for (const need of needs) for (const rot of ROTATIONS) if (fits(tile, rot, need)) return true;
  return false;
}

/** Whether any of `tiles` fits anywhere on `board` (any tile fits an empty board); false for a malformed board or tiles. */
export function canPlaceAny(board: readonly PlacedTile[], tiles: readonly Tile[]): boolean {
  const read = checkedBoard(board);
  const list =
    read &&
    guarded(
      () => readTiles(tiles, 'tiles'),
      (reason) => reason,
    );
  return !!read && Array.isArray(list) && fitsOnBoard(read, list);
}

/** `canPlaceAny` for a board and tiles the caller has checked (`index`: the board's, if already built). */
export function fitsOnBoard(board: readonly PlacedTile[], given: readonly Tile[], index?: TableIndex): boolean {
  const tiles = checkedTiles(board, given);
  if (!tiles || tiles.length === 0) return false;
  if (board.length === 0) return true;
  const fits = withGrid(board, (grid) => ({ any: tiles.some((tile) => grid.fitsAnywhere(CODE_OF.get(tile)!)) }));
  if (fits) return fits.any;
  const needs = frontierRequirements(board, index ?? indexBoard(board));
  return tiles.some((tile) => fitsAnywhere(tile, needs));
}
