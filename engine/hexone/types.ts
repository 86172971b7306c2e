/**
 * The engine's public data: plain, serialisable objects (JSON round-trips them unchanged).
 * Nothing here is a class, so states can be stored, posted to a worker or put in a URL.
 */
import type { Cell, Direction } from './cells.js';

export type { Cell, Direction } from './cells.js';

export const PLAYERS = ['b', 'w'] as const;
/** The two sides. Colours are a theme matter: `b` moves first in the French box's black. */
export type Player = (typeof PLAYERS)[number];

export const EXITS = ['classic', 'express', 'long'] as const;
/** What happens to a pawn sent off the board: classic (lost, but peaks send radially to the centre), express (centre), long (lost). */
export type Exits = (typeof EXITS)[number];

export interface Rules {
  exits: Exits; // "classic"
  tiles: boolean; // true for the English tiles edition (removable outer tiles, scoring)
}

/**
 * The most pawns a board can ever hold, in total (so also on one cell, or for one side): 39.
 * At rest no cell holds more than 2 (a third starts a chain), so at most 19 × 2 = 38; a placement adds
 * one; explosions only move pawns or lose them. The boxes' supplies (50 and 35 pawns, RULES.md) are not
 * limits the engine applies; this bound is what play can reach, and what states and position text may claim.
 */
export const MAX_PAWNS_ON_BOARD = 39;

export const TILE_STATES = ['white', 'gray', 'removed'] as const;
export type TileState = (typeof TILE_STATES)[number];

/** A non-empty cell: how many pawns, and whose (all pawns on a cell share one owner). */
export interface Stack {
  owner: Player;
  count: number; // 1, 2 at rest; 3+ only mid-chain (never above MAX_PAWNS_ON_BOARD)
}

/**
 * - `opening`: the first two pawns, each on a free first-ring cell;
 * - `place`: the side to move puts one pawn;
 * - `explode`: mid-chain, the side to move must explode one of the fullest cells;
 * - `over`: someone has no pawn left.
 */
export type Phase = 'opening' | 'place' | 'explode' | 'over';

export interface GameState {
  rules: Rules;
  phase: Phase;
  toMove: Player; // when over: the winner (the engine writes finished games from the winner's side)
  cells: Partial<Record<Cell, Stack>>; // non-empty cells only: { b2: { owner: 'b', count: 2 } }
  tiles: Partial<Record<Cell, TileState>>; // tiles edition: all 12 outer cells; otherwise {}
  winner: Player | null;
  score: number | null; // the winner's points in the tiles edition, else null
}

export type Action =
  | { type: 'place'; cell: Cell } // { type: 'place', cell: 'b2' }
  | { type: 'explode'; cell: Cell; toward: Cell } // { type: 'explode', cell: 'b2', toward: 'b3' }
  | { type: 'pass' }; // only when the side to move cannot place anywhere (see `mustPass` in board.ts)

/**
 * What an action did, in order, so a view can animate and announce it without knowing the rules.
 * One explosion gives: `exploded`, then for each of its three pawns `moved` (maybe followed by
 * `captured`), `toCentre` (maybe `captured`) or `lost`; then tile changes; then `chain`, `turn` or `won`.
 */
export type GameEvent =
  | { type: 'placed'; player: Player; cell: Cell; count: number } // count after the placement
  | { type: 'exploded'; player: Player; cell: Cell; toward: Cell; count: number; remaining: number }
  | { type: 'moved'; player: Player; from: Cell; to: Cell; direction: Direction }
  | { type: 'toCentre'; player: Player; from: Cell; direction: Direction } // left the board, landed on c3
  | { type: 'lost'; player: Player; from: Cell; direction: Direction; to: Cell | null } // to: the removed tile, if any
  | { type: 'captured'; player: Player; from: Player; cell: Cell; count: number } // pawns turned to `player`
  | { type: 'tileFlipped'; cell: Cell; to: 'gray' | 'removed' }
  | { type: 'removedWithTile'; player: Player; cell: Cell; count: number } // pawns left on a removed tile
  | { type: 'chain'; player: Player; explodable: Cell[] } // the chain goes on: one of these must explode
  | { type: 'passed'; player: Player } // shut in on the centre, the player passed
  | { type: 'turn'; toMove: Player }
  | { type: 'won'; winner: Player; score: number | null };

export const ERROR_CODES = [
  'unknown-cell', // { cell }: not one of the 19 names
  'game-over', // the game has ended
  'must-explode', // a placement was sent mid-chain
  'must-place', // an explosion was sent when no cell can explode
  'opening-first-ring', // { cell }: opening pawns go on the first ring
  'opening-occupied', // { cell }: the second opening pawn needs another cell
  'centre-forbidden', // nobody places on c3
  'opponent-cell', // { cell }: the cell holds the opponent's pawns
  'not-connected', // { cell }: empty and not next to a cell of yours
  'tile-removed', // { cell }: the tile is gone
  'not-explodable', // { cell, explodable }: choose one of the fullest cells
  'not-on-y', // { cell, toward }: `toward` is not a neighbour of `cell`
  'invalid-state', // { reason }: the state object itself is malformed
  'invalid-notation', // { reason, at, text }: position or record text that does not parse
  'cannot-pass', // a pass while a placement exists (or outside the placing phase)
  'must-pass', // { cell }: the side to move holds only the surrounded centre: it can only pass
  'nothing-to-undo', // the machine is at the start of its timeline
  'nothing-to-redo', // nothing was undone
  'nothing-selected', // cancel with no explodable cell chosen
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A refused action or input. `code` picks the message; the other fields fill it in any language. */
export interface RuleError {
  code: ErrorCode;
  cell?: string; // the offending name as given (may not be a real cell)
  toward?: string;
  explodable?: Cell[];
  reason?: string; // English detail for developers (notation and state errors)
  at?: number; // character offset in the text, for notation errors
  text?: string; // the token at fault
  move?: number; // 1-based index of the refused move when replaying a record
}

export type Result = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: RuleError };
