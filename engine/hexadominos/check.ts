/**
 * `checkState`: whether a state from outside (loaded, posted, written by hand) is one the rules can
 * play on. The rules check their input with it once, so they can trust every field afterwards.
 */
import { cellKey, isAxial } from '../shared/hex.js';
import { describe, isRotation, isTile } from './tiles.js';
import { indexBoard, mismatches, requirements } from './table.js';
import { type GameState, type RuleError, SCORINGS } from './types.js';

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
  const cells = new Set<string>();
  for (const [k, placed] of board.entries()) {
    if (!placed || typeof placed !== 'object') return `board entry ${k + 1} is not a placed tile`;
    if (!isAxial(placed.at)) return `board entry ${k + 1}: at must be [q, r], whole numbers`;
    if (!isTile(placed.tile)) return `board entry ${k + 1}: ${describe(placed.tile)} is not a tile`;
    if (!isRotation(placed.rot)) return `board entry ${k + 1}: rot must be 0 to 5`;
    if (cells.has(cellKey(placed.at))) return `two tiles at ${cellKey(placed.at)}`;
    cells.add(cellKey(placed.at));
  }
  // Neither [0, 0] nor one connected piece is required: a lesson or test may lay out any table
  // (a ring around an empty centre, say). What no game can produce is a shared side that does not match.
  const index = indexBoard(board);
  for (const placed of board) {
    index.delete(cellKey(placed.at));
    const bad = mismatches(placed.tile, placed.rot, requirements(index, placed.at));
    index.set(cellKey(placed.at), []); // keep it present for the checks to come, without checking a pair twice
    if (bad.length) return `the tile at ${cellKey(placed.at)} does not match its neighbour on a shared side`;
  }
  return null;
}

function tilesProblem(s: Partial<GameState>, players: number): string | null {
  if (!Array.isArray(s.racks) || s.racks.length !== players) return `racks must be a list of ${players} racks`;
  const seen = new Set<string>((s.board as GameState['board']).map((placed) => placed.tile));
  if (seen.size !== s.board!.length) return 'a tile lies twice on the board';
  const lists: [string, unknown][] = [...s.racks.map((rack, seat): [string, unknown] => [`rack ${seat}`, rack]), ['pile', s.pile]];
  for (const [name, list] of lists) {
    if (!Array.isArray(list)) return `${name} must be a list of tiles`;
    for (const tile of list) {
      if (!isTile(tile)) return `${name}: ${describe(tile)} is not a tile`;
      if (seen.has(tile)) return `tile ${tile} is in two places`;
      seen.add(tile);
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
  if (!s.racks![s.toMove!].includes(s.drawn)) return 'the tile drawn must be in the rack of the player to move';
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
