/**
 * `checkState`: whether a state from outside (loaded, posted, written by hand) is one the rules can
 * play on. The rules check their input with it once, so they can trust every field afterwards.
 */
import { type Axial, cellKey, isAxial } from '../shared/hex.js';
import { type Grid, withGrid } from './grid.js';
import { CODE_OF, TILE_OF, codeOf, sideOf } from './tile-codes.js';
import { describe, isRotation, isTile } from './tiles.js';
import { indexBoard, mismatches, requirements } from './table.js';
import { type GameState, type PlacedTile, type RuleError, SCORINGS } from './types.js';

const MAX_SEED = 2 ** 32 - 1;

/** Whether `value` is a whole number from `low` to `high`. */
export function isWhole(value: unknown, low: number, high: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= low && (value as number) <= high;
}

/** Whether `value` can seed the shuffle: a whole number 0 … 2^32 − 1. */
export function isSeed(value: unknown): value is number {
  return isWhole(value, 0, MAX_SEED);
}

/** Null when `state` is a well-formed game state, else why not (code `invalid-state`, English `reason`). */
export function checkState(state: unknown): RuleError | null {
  const reason = stateProblem(state);
  return reason === null ? null : { code: 'invalid-state', reason };
}

function stateProblem(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'not a game state';
  const s = value as Partial<GameState>;
  if (!isWhole(s.players, 1, 4)) return 'players must be 1 to 4';
  const players = s.players;
  if (!(SCORINGS as readonly unknown[]).includes(s.scoring)) return 'scoring must be standard, simple or kids';
  const problem = boardProblem(s.board) ?? tilesProblem(s, players) ?? turnProblem(s, players) ?? endProblem(s, players);
  if (problem) return problem;
  if (s.seed !== null && !isSeed(s.seed)) return 'seed must be null or a whole number 0 … 2^32 − 1';
  return starterProblem(s.starter, players) ?? matchProblem(s.match, players);
}

/** Why `board` is not a list of placed tiles on distinct cells with every shared side matching, or null. */
export function boardProblem(board: unknown): string | null {
  if (!Array.isArray(board)) return 'board must be a list of placed tiles';
  for (const [k, placed] of board.entries()) {
    if (!placed || typeof placed !== 'object') return `board entry ${k + 1} is not a placed tile`;
    if (!isAxial(placed.at)) return `board entry ${k + 1}: at must be [q, r], whole numbers`;
    if (!isTile(placed.tile)) return `board entry ${k + 1}: ${describe(placed.tile)} is not a tile`;
    if (!isRotation(placed.rot)) return `board entry ${k + 1}: rot must be 0 to 5`;
  }
  // Neither [0, 0] nor one connected piece is required: a lesson or test may lay out any table
  // (a ring around an empty centre, say). What no game can produce is a shared side that does not match.
  const tiles = board as PlacedTile[];
  // Laid on a grid (quick), unless two tiles share a cell or the table spreads too wide for one.
  const checked = withGrid(tiles, (grid) => ({ problem: grid.mismatches === 0 ? null : firstMismatch(tiles, grid) }));
  return checked ? checked.problem : mapProblem(tiles);
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

/** `boardProblem` for well-formed entries through a map of cell keys: for tables spread too wide for a grid. */
function mapProblem(board: readonly PlacedTile[]): string | null {
  const cells = new Set<string>();
  for (const placed of board) {
    if (cells.has(cellKey(placed.at))) return `two tiles at ${cellKey(placed.at)}`;
    cells.add(cellKey(placed.at));
  }
  const index = indexBoard(board);
  for (const placed of board) {
    index.delete(cellKey(placed.at));
    const bad = mismatches(placed.tile, placed.rot, requirements(index, placed.at));
    index.set(cellKey(placed.at), []); // keep it present for the checks to come, without checking a pair twice
    if (bad.length) return mismatchMessage(placed.at);
  }
  return null;
}

function mismatchMessage(at: Axial): string {
  return `the tile at ${cellKey(at)} does not match its neighbour on a shared side`;
}

/**
 * Which tiles `tilesProblem` has met in the current check: `seenIn[code] === checkNumber`. Numbering
 * each check instead of clearing a set keeps this check (run by every rule) from allocating.
 */
const seenIn = new Float64Array(TILE_OF.length);
let checkNumber = 0;

function tilesProblem(s: Partial<GameState>, players: number): string | null {
  if (!Array.isArray(s.racks) || s.racks.length !== players) return `racks must be a list of ${players} racks`;
  const stamp = ++checkNumber;
  const board = s.board as GameState['board'];
  for (let k = 0; k < board.length; k++) {
    const code = CODE_OF.get(board[k].tile)!; // boardProblem checked every tile
    if (seenIn[code] === stamp) return 'a tile lies twice on the board';
    seenIn[code] = stamp;
  }
  for (let seat = 0; seat <= players; seat++) {
    const name = seat < players ? `rack ${seat}` : 'pile';
    const list: unknown = seat < players ? s.racks[seat] : s.pile;
    if (!Array.isArray(list)) return `${name} must be a list of tiles`;
    for (let k = 0; k < list.length; k++) {
      const tile: unknown = list[k];
      const code = codeOf(tile);
      if (code < 0) return `${name}: ${describe(tile)} is not a tile`;
      if (seenIn[code] === stamp) return `tile ${tile as string} is in two places`;
      seenIn[code] = stamp;
    }
  }
  if (!Array.isArray(s.scores) || s.scores.length !== players || !s.scores.every((n) => Number.isSafeInteger(n))) {
    return `scores must be ${players} whole numbers`;
  }
  if (s.scoring === 'kids' && s.scores.some((n) => n !== 0)) return 'kids scoring keeps every score at 0';
  return null;
}

function turnProblem(s: Partial<GameState>, players: number): string | null {
  if (!isWhole(s.toMove, 0, players - 1)) return `toMove must be a seat 0 to ${players - 1}`;
  if (!isWhole(s.draws, 0, 3)) return 'draws must be 0 to 3';
  if (s.draws === 0) return s.drawn === null ? null : 'drawn must be null before any draw this turn';
  if (!isTile(s.drawn)) return 'after a draw, drawn must be the tile drawn';
  if (!s.racks![s.toMove].includes(s.drawn)) return 'the tile drawn must be in the rack of the player to move';
  if (s.board!.length === 0) return 'nobody draws before the first tile is down';
  return null;
}

function endProblem(s: Partial<GameState>, players: number): string | null {
  if (typeof s.over !== 'boolean') return 'over must be true or false';
  if (!Array.isArray(s.winners) || !s.winners.every((seat) => isWhole(seat, 0, players - 1))) return 'winners must be a list of seats';
  if (new Set(s.winners).size !== s.winners.length) return 'a winner is listed twice';
  if (!s.over) {
    if (s.ending !== null) return 'ending must be null while the game goes on';
    return s.winners.length ? 'winners must be empty while the game goes on' : null;
  }
  if (s.ending !== 'lastTile' && s.ending !== 'blocked' && s.ending !== 'target') return 'a finished game ends by lastTile, blocked or target';
  if (s.winners.length === 0) return 'a finished game has at least one winner';
  if (s.draws !== 0) return 'a finished game has no draws pending';
  if (s.ending === 'lastTile' && s.racks![s.toMove!].length !== 0) return 'after the last tile, the rack of the last mover is empty';
  if (s.ending === 'target') return targetProblem(s);
  return null;
}

/** A game stopped by the match's target: the last mover reached it and is the one winner. */
function targetProblem(s: Partial<GameState>): string | null {
  const match = s.match;
  if (!match || typeof match !== 'object' || !Array.isArray(match.totals)) return 'only a match to a target ends by target';
  const seat = s.toMove!;
  if (!(match.totals[seat] + s.scores![seat] >= match.target)) return 'a game ended by target has the last mover at or past the target';
  return s.winners!.length === 1 && s.winners![0] === seat ? null : 'a game ended by target is won by the last mover alone';
}

function starterProblem(starter: unknown, players: number): string | null {
  if (starter === null) return null;
  const draw = starter as GameState['starter'];
  if (!draw || typeof draw !== 'object' || !isWhole(draw.starter, 0, players - 1) || !Array.isArray(draw.rounds)) {
    return 'starter must be null or { rounds, starter }';
  }
  const entryOk = (e: unknown) => {
    const entry = e as { seat?: unknown; tile?: unknown; sum?: unknown };
    return !!entry && typeof entry === 'object' && isWhole(entry.seat, 0, players - 1) && isTile(entry.tile) && isWhole(entry.sum, 7, 29);
  };
  return draw.rounds.every((round) => Array.isArray(round) && round.every(entryOk)) ? null : 'starter rounds must list { seat, tile, sum }';
}

function matchProblem(match: unknown, players: number): string | null {
  if (match === undefined) return null;
  const m = match as GameState['match'];
  if (!m || typeof m !== 'object' || !isWhole(m.target, 1, Number.MAX_SAFE_INTEGER) || !isWhole(m.game, 1, Number.MAX_SAFE_INTEGER)) {
    return 'match must be { target, totals, game } with whole numbers from 1';
  }
  if (!Array.isArray(m.totals) || m.totals.length !== players || !m.totals.every((n) => Number.isSafeInteger(n))) {
    return `match totals must be ${players} whole numbers`;
  }
  return null;
}
