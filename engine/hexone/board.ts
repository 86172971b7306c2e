/**
 * The rules, once, over a mutable typed-array board.
 *
 * This is the engine's single implementation of Hexone. The immutable public API (`rules.ts`)
 * copies a `GameState` into a `Board`, calls these functions and copies back; the bot, the
 * solver and the benchmarks call them directly on a reused board, which is what makes search fast.
 * Functions named `apply*` assume the move is legal (check with `placementError`/`explosionError`).
 */
import { ARMS, CELL_COUNT, CELLS, CENTRE_INDEX, FIRST_RING, NEIGHBOURS, OUTER, PEAKS, cellIndex } from './cells.js';
import type { GameEvent, Player } from './types.js';

// Plain numeric constants rather than enums: they survive every transpiler (esbuild, Oxc, tsx) unchanged.
export const Exit = { Classic: 0, Express: 1, Long: 2 } as const;
export type Exit = (typeof Exit)[keyof typeof Exit];
export const Stage = { Opening: 0, Place: 1, Explode: 2, Over: 3 } as const;
export type Stage = (typeof Stage)[keyof typeof Stage];
/** Tile faces; inner cells always stay White (= present). */
export const Tile = { White: 0, Gray: 1, Removed: 2 } as const;
export type Tile = (typeof Tile)[keyof typeof Tile];
export const NOBODY = -1;

export interface Board {
  count: Uint8Array; // pawns per cell index
  owner: Int8Array; // 0 (b), 1 (w) or NOBODY
  tile: Uint8Array; // Tile per cell index
  pawns: Int32Array; // pawns on the board per side, kept in step with count/owner
  exits: Exit;
  tiles: boolean;
  toMove: 0 | 1;
  stage: Stage;
  winner: 0 | 1 | -1;
}

export const SIDE: readonly Player[] = ['b', 'w'];
const FIRST_RING_INDEX = FIRST_RING.map(cellIndex);
const IS_FIRST_RING = CELLS.map((_, i) => FIRST_RING_INDEX.includes(i));
const IS_OUTER = CELLS.map((c) => OUTER.includes(c));
const HAS_ARROW = CELLS.map((c) => PEAKS.includes(c));
// NEIGHBOURS flattened into one typed array, cell i's neighbours at NEAR[NEAR_START[i] … NEAR_START[i + 1]):
// the placement scan below is the hottest loop of a playout (typed arrays keep it monomorphic and compact).
const NEAR_START = new Uint8Array(CELL_COUNT + 1);
NEIGHBOURS.forEach((near, i) => (NEAR_START[i + 1] = NEAR_START[i] + near.length));
const NEAR = Uint8Array.from(NEIGHBOURS.flat());

export function createBoard(exits: Exit = Exit.Classic, tiles = false): Board {
  return {
    count: new Uint8Array(CELL_COUNT),
    owner: new Int8Array(CELL_COUNT).fill(NOBODY),
    tile: new Uint8Array(CELL_COUNT),
    pawns: new Int32Array(2),
    exits,
    tiles,
    toMove: 0,
    stage: Stage.Opening,
    winner: NOBODY,
  };
}

export function copyBoard(from: Board, to: Board = createBoard()): Board {
  to.count.set(from.count);
  to.owner.set(from.owner);
  to.tile.set(from.tile);
  to.pawns.set(from.pawns);
  to.exits = from.exits;
  to.tiles = from.tiles;
  to.toMove = from.toMove;
  to.stage = from.stage;
  to.winner = from.winner;
  return to;
}

/** Puts the board back to an empty opening with `first` to move (keeps the rule set). */
export function resetBoard(board: Board, first: 0 | 1 = 0): Board {
  board.count.fill(0);
  board.owner.fill(NOBODY);
  board.tile.fill(Tile.White);
  board.pawns.fill(0);
  board.toMove = first;
  board.stage = Stage.Opening;
  board.winner = NOBODY;
  return board;
}

// ---------------------------------------------------------------------------------------------
// Placement

export type PlacementProblem =
  'opening-first-ring' | 'opening-occupied' | 'centre-forbidden' | 'opponent-cell' | 'not-connected' | 'tile-removed' | 'must-explode' | 'game-over';

/** Why the side to move may not place on cell `i`, or null when it may. */
export function placementError(b: Board, i: number): PlacementProblem | null {
  if (b.stage === Stage.Over) return 'game-over';
  if (b.stage === Stage.Explode) return 'must-explode';
  if (b.stage === Stage.Opening) {
    if (!IS_FIRST_RING[i]) return 'opening-first-ring';
    return b.count[i] ? 'opening-occupied' : null;
  }
  if (i === CENTRE_INDEX) return 'centre-forbidden';
  if (b.tile[i] === Tile.Removed) return 'tile-removed';
  if (b.count[i]) return b.owner[i] === b.toMove ? null : 'opponent-cell';
  const near = NEIGHBOURS[i];
  for (let k = 0; k < near.length; k++) {
    const n = near[k];
    if (b.count[n] && b.owner[n] === b.toMove) return null;
  }
  return 'not-connected';
}

/** Fills `out` with the cells the side to move may place on; returns how many. */
export function legalPlacements(b: Board, out: Int8Array | number[]): number {
  let n = 0;
  if (b.stage === Stage.Opening) {
    for (let i = 0; i < CELL_COUNT; i++) if (placementError(b, i) === null) out[n++] = i;
    return n;
  }
  if (b.stage !== Stage.Place) return 0;
  // The hot loop of every playout: `placementError`'s placing branch, inlined (same rule, same order).
  const me = b.toMove;
  const { count, owner, tile } = b;
  for (let i = 0; i < CELL_COUNT; i++) {
    if (i === CENTRE_INDEX || tile[i] === Tile.Removed) continue;
    if (count[i]) {
      if (owner[i] === me) out[n++] = i;
      continue;
    }
    for (let k = NEAR_START[i], end = NEAR_START[i + 1]; k < end; k++) {
      const t = NEAR[k];
      if (count[t] && owner[t] === me) {
        out[n++] = i;
        break;
      }
    }
  }
  return n;
}

/** Puts one pawn of the side to move on `i` (legal: see `placementError`). */
export function applyPlacement(b: Board, i: number, events: GameEvent[] | null = null): void {
  const me = b.toMove;
  b.count[i]++;
  b.owner[i] = me;
  b.pawns[me]++;
  events?.push({ type: 'placed', player: SIDE[me], cell: CELLS[i], count: b.count[i] });
  if (b.stage === Stage.Opening) {
    // The opening ends once both sides have their first pawn down.
    if (b.pawns[0] + b.pawns[1] >= 2) b.stage = Stage.Place;
    passTurn(b, events);
    return;
  }
  if (b.count[i] >= 3) {
    b.stage = Stage.Explode;
    announceChain(b, events);
  } else passTurn(b, events);
}

function passTurn(b: Board, events: GameEvent[] | null): void {
  b.toMove = (1 - b.toMove) as 0 | 1;
  events?.push({ type: 'turn', toMove: SIDE[b.toMove] });
}

/**
 * A side shut in on the centre has no legal placement (RULES.md assumes this never happens; it
 * does, about 1 random game in 70 with tiles). The turn still passes to it as the rules say, so
 * states stay literal; its only move is then an explicit pass. The other side holds the whole
 * first ring, so it can always place: passes never loop.
 */
export function mustPass(b: Board): boolean {
  return b.stage === Stage.Place && isShutIn(b, b.toMove);
}

/** The shut-in side passes (legal only when `mustPass`). */
export function applyPass(b: Board, events: GameEvent[] | null = null): void {
  events?.push({ type: 'passed', player: SIDE[b.toMove] });
  passTurn(b, events);
}

/**
 * True when side `p` has no legal placement although it has pawns: all of them are on the
 * centre (where nobody places) and every first-ring cell around it holds the opponent's pawns.
 * That is the only way to be stuck: any other cell of yours takes another pawn.
 */
export function isShutIn(b: Board, p: 0 | 1): boolean {
  if (b.owner[CENTRE_INDEX] !== p || b.pawns[p] !== b.count[CENTRE_INDEX]) return false;
  for (let k = 0; k < FIRST_RING_INDEX.length; k++) if (!b.count[FIRST_RING_INDEX[k]]) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Explosions

/** Fills `out` with the cells that may explode now (the fullest cells holding 3+); returns how many. */
export function explodable(b: Board, out: Int8Array | number[]): number {
  let most = 3;
  let n = 0;
  for (let i = 0; i < CELL_COUNT; i++) {
    const c = b.count[i];
    if (c < most) continue;
    if (c > most) {
      most = c;
      n = 0;
    }
    out[n++] = i;
  }
  return n;
}

/** The fullest count on the board (3+ means a chain is under way). */
export function fullest(b: Board): number {
  let most = 0;
  for (let i = 0; i < CELL_COUNT; i++) if (b.count[i] > most) most = b.count[i];
  return most;
}

/** True when some cell holds 3+ (stops at the first one, unlike `fullest`). */
function anyFull(b: Board): boolean {
  const count = b.count;
  for (let i = 0; i < CELL_COUNT; i++) if (count[i] >= 3) return true;
  return false;
}

export type ExplosionProblem = 'game-over' | 'must-place' | 'not-explodable';

export function explosionError(b: Board, i: number): ExplosionProblem | null {
  if (b.stage === Stage.Over) return 'game-over';
  if (b.stage !== Stage.Explode) return 'must-place';
  const c = b.count[i];
  return c >= 3 && c === fullest(b) ? null : 'not-explodable';
}

/**
 * Explodes cell `i` along Y `y` (0 = E/NW/SW, 1 = NE/W/SE): three pawns leave, one per arm;
 * then tiles, then the win check, then either the chain goes on or the turn passes.
 */
export function applyExplosion(b: Board, i: number, y: 0 | 1, events: GameEvent[] | null = null): void {
  const me = b.toMove;
  const arms = ARMS[i][y];
  b.count[i] -= 3;
  if (b.count[i] === 0) b.owner[i] = NOBODY;
  events?.push({
    type: 'exploded',
    player: SIDE[me],
    cell: CELLS[i],
    toward: CELLS[firstOnBoard(i, y)],
    count: b.count[i] + 3,
    remaining: b.count[i],
  });
  for (let k = 0; k < 3; k++) {
    const arm = arms[k];
    const t = arm.target;
    if (t >= 0 && b.tile[t] !== Tile.Removed) {
      events?.push({ type: 'moved', player: SIDE[me], from: CELLS[i], to: CELLS[t], direction: arm.direction });
      arrive(b, t, events);
      continue;
    }
    // Off the board (or onto a removed tile): the exit rule decides.
    const toCentre = b.exits === Exit.Express || (b.exits === Exit.Classic && t < 0 && arm.radial);
    if (toCentre) {
      events?.push({ type: 'toCentre', player: SIDE[me], from: CELLS[i], direction: arm.direction });
      arrive(b, CENTRE_INDEX, events);
    } else {
      b.pawns[me]--;
      events?.push({ type: 'lost', player: SIDE[me], from: CELLS[i], direction: arm.direction, to: t >= 0 ? CELLS[t] : null });
    }
  }
  if (b.tiles && IS_OUTER[i]) {
    if (b.tile[i] === Tile.White) {
      b.tile[i] = Tile.Gray;
      events?.push({ type: 'tileFlipped', cell: CELLS[i], to: 'gray' });
    } else {
      b.tile[i] = Tile.Removed;
      events?.push({ type: 'tileFlipped', cell: CELLS[i], to: 'removed' });
      if (b.count[i]) {
        events?.push({ type: 'removedWithTile', player: SIDE[me], cell: CELLS[i], count: b.count[i] });
        b.pawns[me] -= b.count[i];
        b.count[i] = 0;
        b.owner[i] = NOBODY;
      }
    }
  }
  const them = (1 - me) as 0 | 1;
  if (b.pawns[them] === 0) return win(b, me, events);
  if (b.pawns[me] === 0) return win(b, them, events);
  if (anyFull(b)) announceChain(b, events);
  else {
    b.stage = Stage.Place;
    passTurn(b, events);
  }
}

/** One pawn of the mover lands on `t`, turning whatever is there to the mover's colour. */
function arrive(b: Board, t: number, events: GameEvent[] | null): void {
  const me = b.toMove;
  const there = b.count[t];
  if (there && b.owner[t] !== me) {
    const them = b.owner[t] as 0 | 1;
    b.pawns[them] -= there;
    b.pawns[me] += there;
    events?.push({ type: 'captured', player: SIDE[me], from: SIDE[them], cell: CELLS[t], count: there });
  }
  b.owner[t] = me;
  b.count[t] = there + 1;
  // The arriving pawn was already counted as the mover's: moving it changes no total.
}

function announceChain(b: Board, events: GameEvent[] | null): void {
  if (!events) return;
  const out: number[] = [];
  const n = explodable(b, out);
  events.push({ type: 'chain', player: SIDE[b.toMove], explodable: out.slice(0, n).map((k) => CELLS[k]) });
}

function win(b: Board, winner: 0 | 1, events: GameEvent[] | null): void {
  b.stage = Stage.Over;
  b.winner = winner;
  events?.push({ type: 'won', winner: SIDE[winner], score: b.tiles ? score(b) : null });
}

/** A board cell on Y `y` of cell `i`, to name that Y. */
export function firstOnBoard(i: number, y: 0 | 1): number {
  for (const arm of ARMS[i][y]) if (arm.target >= 0) return arm.target;
  return -1; // unreachable: every cell has an on-board neighbour in each Y
}

/** What the outer tile of cell `i` is worth on face `tile`: white 3, gray 1, +1 with a peak's arrow; removed 0. */
export function tilePoints(i: number, tile: Tile): number {
  return tile === Tile.Removed ? 0 : (tile === Tile.White ? 3 : 1) + (HAS_ARROW[i] ? 1 : 0);
}

/** The tiles edition score: 7 for the central seven, plus what each outer tile is worth. */
export function score(b: Board): number {
  let total = 7;
  for (let i = 0; i < CELL_COUNT; i++) if (IS_OUTER[i]) total += tilePoints(i, b.tile[i] as Tile);
  return total;
}

/** Recounts `pawns` from the cells (after a board was filled by hand). */
export function recount(b: Board): void {
  b.pawns.fill(0);
  for (let i = 0; i < CELL_COUNT; i++) if (b.count[i]) b.pawns[b.owner[i]] += b.count[i];
}
