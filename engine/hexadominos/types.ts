/**
 * Hexa-dominos' public data: plain, serialisable objects (JSON round-trips them unchanged), so a state
 * can be stored, posted to a worker or put in a URL. Rules: ./RULES.md.
 */
import type { Axial, Direction } from '../shared/hex.js';

export type { Axial, Direction } from '../shared/hex.js';

/** A tile, written as its six values in ascending order: `'112345'` (tiles.ts). */
export type Tile = string;

/** A rotation 0–5: written value `k` faces direction `(k + rot) % 6`. */
export type Rotation = 0 | 1 | 2 | 3 | 4 | 5;

export const SCORINGS = ['standard', 'simple', 'kids'] as const;
/** standard: the rulebook's points; simple: 1 a tile plus small bonuses; kids: no points, first out wins. */
export type Scoring = (typeof SCORINGS)[number];

/** A seat 0–3, in turn order. */
export type Seat = number;

/** A tile on the table. */
export interface PlacedTile {
  at: Axial; // [1, -1]
  tile: Tile; // '123345'
  rot: Rotation; // 3
}

/**
 * Rounds of the who-starts draw after which, if seats are still tied, the first of them in seat order
 * starts. Only a tile set whose tiles nearly all share one sum gets there (decided here: RULES.md has no end).
 */
export const STARTER_ROUND_LIMIT = 50;

/** The who-starts draw: each round, the seats still tied draw one tile each; the highest sum starts. */
export interface StarterDraw {
  rounds: { seat: Seat; tile: Tile; sum: number }[][]; // [[{ seat: 0, tile: '112345', sum: 16 }, …], …]
  starter: Seat;
}

/** A match of several games to a target score: totals before this game. */
export interface MatchInfo {
  target: number; // 500
  totals: number[]; // per seat, before this game
  game: number; // 1 for the first game of the match
}

/**
 * How a game ended: a player placed their last tile, nobody could place with the pile empty, or (in a
 * match) a placement brought its player's running total to the target before either.
 */
export type Ending = 'lastTile' | 'blocked' | 'target';

export interface GameState {
  players: number; // 1–4
  scoring: Scoring;
  board: PlacedTile[]; // in the order placed; the first is at [0, 0]
  racks: Tile[][]; // one per seat (private: see view.ts)
  pile: Tile[]; // in draw order: pile[0] is drawn next
  scores: number[]; // per seat; may be negative; always 0 in kids scoring
  toMove: Seat; // when over: the seat that made the last move
  draws: number; // 0–3: draws made this turn
  drawn: Tile | null; // the tile drawn last this turn (the only one that may be placed), else null
  over: boolean;
  ending: Ending | null; // when over
  winners: Seat[]; // when over: every seat sharing the win, else []
  seed: number | null; // the shuffle's seed (null for a position written by hand)
  starter: StarterDraw | null; // how the first player was chosen (null for a position written by hand)
  match?: MatchInfo;
}

/** Where a turn stands: the first tile is to come, a normal turn, after a draw, or the game is over. */
export type Stage = 'first' | 'turn' | 'drawn' | 'over';

export type Action =
  | { type: 'place'; tile: Tile; at: Axial; rot: Rotation } // { type: 'place', tile: '112345', at: [1, 0], rot: 3 }
  | { type: 'draw' }
  | { type: 'pass' };

/** A side a placement shares with a tile already down: both show `value`. */
export interface SharedSide {
  direction: Direction; // from the placed tile toward `neighbour`
  neighbour: Axial;
  value: number;
}

/** The one bonus a placement earns (bonuses do not add up: the highest applies). */
export interface Bonus {
  kind: 'none' | 'sides' | 'flower' | 'flowers'; // sides: 2–5 shared; flower: one; flowers: two or more
  points: number; // standard: 0, 10–40, 60, 70; simple: 0, 1, 1, 2; kids: 0
}

/** What a placement would share and score: legal placements carry it so a view can preview them. */
export interface Placement {
  tile: Tile;
  at: Axial;
  rot: Rotation;
  sides: SharedSide[]; // every side shared with a tile already down (all match)
  flowers: Axial[]; // cells that become flowers (six neighbours down): the tile itself and/or neighbours
  base: number; // standard: the tile's sum; simple: 1; kids: 0
  bonus: Bonus; // none on the first tile
  points: number; // base + bonus.points (the last-tile bonus, if any, comes on top: see the lastTile event)
}

/**
 * What an action did, in order, so a view can animate and announce it without knowing the rules.
 * A placement gives `tilePlaced`, `sidesMatched` (when it touches tiles), `flowers` (when it makes any),
 * `points`, then `lastTile` and `gameOver`, or `turn` (or, with the pile empty and nobody able to place,
 * `blocked` and `gameOver`); in a match, a placement that reaches the target gives `matchWon` then `gameOver`
 * (after `lastTile` when it was the last tile). A draw gives `drew`; a pass gives `passed` then `turn` (or the end).
 */
export type GameEvent =
  | { type: 'starterDraw'; draw: StarterDraw } // from newGame: how the first player was chosen
  | { type: 'dealt'; rackSize: number; pile: number } // from newGame: tiles in each rack, then in the pile
  | { type: 'tilePlaced'; seat: Seat; tile: Tile; at: Axial; rot: Rotation }
  | { type: 'sidesMatched'; seat: Seat; at: Axial; sides: SharedSide[] }
  | { type: 'flowers'; seat: Seat; cells: Axial[] } // cells that just became flowers
  | { type: 'points'; seat: Seat; base: number; bonus: Bonus; points: number; score: number } // score: after
  | { type: 'drew'; seat: Seat; tile: Tile | null; draw: number; penalty: number; score: number; pile: number } // tile: null in other seats' views
  | { type: 'passed'; seat: Seat }
  | { type: 'turn'; toMove: Seat }
  | { type: 'lastTile'; seat: Seat; bonus: number; fromRacks: number; points: number; score: number } // bonus: 25 (simple 5); fromRacks: other racks' sums
  | { type: 'blocked'; adjustments: number[]; tilesLeft: number[]; scores: number[] } // per seat: −own rack sum (0 in simple and kids)
  | { type: 'matchWon'; seat: Seat; total: number; target: number } // the placement brought the seat's match total to the target: play stops
  | { type: 'gameOver'; ending: Ending; winners: Seat[]; scores: number[] };

export const ERROR_CODES = [
  'invalid-state', // { reason }: the state object is malformed (see checkState)
  'invalid-options', // { reason }: newGame options that cannot start a game
  'invalid-action', // { reason }: not an action object
  'game-over', // the game has ended
  'invalid-tile', // { tile }: not six values 1–5 in ascending order
  'not-in-rack', // { tile }: the tile is not in the mover's rack
  'invalid-cell', // { reason }: `at` is not [q, r] whole numbers
  'invalid-rotation', // { reason }: `rot` is not 0–5
  'first-at-origin', // { at }: the first tile goes at [0, 0]
  'occupied', // { at }: a tile is already there
  'not-touching', // { at }: the cell touches no tile
  'sides-mismatch', // { tile, at, rot, directions }: these shared sides show different values
  'must-place-drawn', // { tile, drawn }: after a draw only the tile just drawn may be placed
  'draw-before-first', // drawing is not allowed before the first tile is down
  'pile-empty', // nothing left to draw
  'draw-limit', // three draws made this turn
  'cannot-pass', // { reason: 'pile-not-empty' | 'can-place' | 'can-draw-again' }
  'invalid-notation', // { reason, offset, text }: position or record text that does not parse
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Why a pass is refused: draw or place first; a placement exists with the pile empty; a further draw is possible. */
export type PassRefusal = 'pile-not-empty' | 'can-place' | 'can-draw-again';

/** A refused action or input. `code` picks the message; the other fields fill it in any language. */
export interface RuleError {
  code: ErrorCode;
  tile?: string; // the tile as given
  drawn?: Tile; // must-place-drawn: the tile that may be placed
  at?: Axial; // the cell at fault
  rot?: Rotation;
  directions?: Direction[]; // sides-mismatch: the sides whose values differ
  reason?: string; // English detail for developers (state, options and notation errors); a PassRefusal for cannot-pass
  offset?: number; // character offset in the text, for notation errors
  text?: string; // the token at fault, for notation errors
  move?: number; // 1-based index of the refused move when replaying a record
}

/** A value, or why there is none (notation, records, views). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: RuleError };

export type Result = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: RuleError };

/** Options of a new game. */
export interface GameOptions {
  players: number; // 1–4
  scoring?: Scoring; // 'standard' unless said
  seed: number; // whole number 0 … 2^32 − 1: the shuffle (and so the whole deal) follows from it
  tiles?: readonly Tile[]; // the tile set; DEFAULT_TILES (the 63-tile box) unless said
  match?: MatchInfo;
}
