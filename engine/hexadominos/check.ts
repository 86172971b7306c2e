/**
 * `checkState` and `readState`: whether a state from outside (loaded, posted, written by hand, handed
 * over by a framework) is one the rules can play on. The public rules read their state with `readState`
 * once, into a copy they can trust in every field afterwards.
 */
import { guarded, readFields, readList } from '../shared/untrusted.js';
import { boardProblem, readBoard } from './board.js';
import { CODE_OF, TILE_OF, codeOf } from './tile-codes.js';
import { MAX_TILES, describe, isTile } from './tiles.js';
import { type Ending, type GameState, type RuleError, SCORINGS, STARTER_ROUND_LIMIT, type Scoring, type StarterDraw } from './types.js';

const MAX_SEED = 2 ** 32 - 1;

/** Whether `value` is a whole number from `low` to `high`. */
export function isWhole(value: unknown, low: number, high: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= low && (value as number) <= high;
}

/** Whether `value` can seed the shuffle: a whole number 0 … 2^32 − 1. */
export function isSeed(value: unknown): value is number {
  return isWhole(value, 0, MAX_SEED);
}

/** A state read from outside and checked: a fresh copy the rules may trust, or why it is not a game state. */
export type ReadState = { ok: true; state: GameState } | { ok: false; error: RuleError };

/** Null when `state` is a well-formed game state, else why not (code `invalid-state`, English `reason`). */
export function checkState(state: unknown): RuleError | null {
  const read = readState(state);
  return read.ok ? null : read.error;
}

/**
 * Reads a state from outside once, own fields only, into a fresh copy (../shared/untrusted.ts), and
 * checks the copy: every public rule starts here and then works on the copy alone. So a getter or a
 * proxy that answers differently on a second read cannot slip past the check, nothing the caller
 * passed is kept or changed, and a value that throws while being read is refused like any other.
 * A class instance, or an object whose fields are only inherited, is not a state: a state is plain data.
 */
export function readState(value: unknown): ReadState {
  const read = guarded(
    () => copyState(value),
    (reason) => `not a game state: ${reason}`,
  );
  const reason = typeof read === 'string' ? read : stateProblem(read);
  return reason === null ? { ok: true, state: read as GameState } : { ok: false, error: { code: 'invalid-state', reason } };
}

const STATE_FIELDS = [
  'players',
  'scoring',
  'board',
  'racks',
  'pile',
  'scores',
  'toMove',
  'draws',
  'drawn',
  'over',
  'ending',
  'winners',
  'seed',
  'starter',
  'match',
] as const;

/**
 * The state's fields copied, each read once: lists into fresh lists (their lengths capped before they
 * are read), the board's tiles checked as they are read; the rest (rack tiles, numbers, flags) as they
 * are, for `stateProblem`. Why not, when its shape is not a state's.
 */
function copyState(value: unknown): GameState | string {
  const s = readFields(value, STATE_FIELDS, 'a game state');
  if (typeof s === 'string') return s;
  if (!isWhole(s.players, 1, 4)) return 'players must be 1 to 4';
  const players = s.players;
  if (!(SCORINGS as readonly unknown[]).includes(s.scoring)) return 'scoring must be standard, simple or kids';
  const board = readBoard(s.board);
  if (typeof board === 'string') return board;
  const racks = readList(s.racks, 4, 'racks');
  if (typeof racks === 'string' || racks.length !== players) return `racks must be a list of ${players} racks`;
  // Racks and pile copied here, their tiles checked by tilesProblem (which meets each tile anyway).
  for (let seat = 0; seat < players; seat++) {
    const rack = readList(racks[seat], MAX_TILES, `rack ${seat}`);
    if (typeof rack === 'string') return Array.isArray(racks[seat]) ? rack : `rack ${seat} must be a list of tiles`;
    racks[seat] = rack;
  }
  const pile = readList(s.pile, MAX_TILES, 'pile');
  if (typeof pile === 'string') return Array.isArray(s.pile) ? pile : 'pile must be a list of tiles';
  const scores = readList(s.scores, 4, 'scores');
  const winners = readList(s.winners, 4, 'winners');
  if (typeof winners === 'string') return 'winners must be a list of seats';
  const starter = s.starter === null ? null : readStarter(s.starter);
  if (typeof starter === 'string') return starter;
  const state: GameState = {
    players,
    scoring: s.scoring as Scoring,
    board,
    racks: racks as string[][],
    pile: pile as string[],
    scores: scores as number[],
    toMove: s.toMove as number,
    draws: s.draws as number,
    drawn: s.drawn as string | null,
    over: s.over as boolean,
    ending: s.ending as Ending | null,
    winners: winners as number[],
    seed: s.seed as number | null,
    starter,
  };
  if (s.match !== undefined) {
    const match = readFields(s.match, MATCH_FIELDS, 'match');
    const totals = typeof match === 'string' ? null : readList(match.totals, 4, 'match totals');
    if (typeof match === 'string' || typeof totals === 'string') return 'match must be { target, totals, game } with whole numbers from 1';
    state.match = { target: match.target as number, totals: totals as number[], game: match.game as number };
  }
  return state;
}

const MATCH_FIELDS = ['target', 'totals', 'game'] as const;
const STARTER_FIELDS = ['rounds', 'starter'] as const;
const ENTRY_FIELDS = ['seat', 'tile', 'sum'] as const;

/** The who-starts draw read once: rounds of { seat, tile, sum } (checked by `starterProblem`), or why not. */
function readStarter(value: unknown): StarterDraw | string {
  const bad = 'starter must be null or { rounds, starter }';
  const draw = readFields(value, STARTER_FIELDS, 'starter');
  const rounds = typeof draw === 'string' ? draw : readList(draw.rounds, STARTER_ROUND_LIMIT, 'starter rounds');
  if (typeof draw === 'string' || typeof rounds === 'string') return bad;
  for (let k = 0; k < rounds.length; k++) {
    const round = readList(rounds[k], 4, 'a starter round');
    if (typeof round === 'string') return 'starter rounds must list { seat, tile, sum }';
    for (let e = 0; e < round.length; e++) {
      const entry = readFields(round[e], ENTRY_FIELDS, 'a starter entry');
      if (typeof entry === 'string') return 'starter rounds must list { seat, tile, sum }';
      round[e] = entry;
    }
    rounds[k] = round;
  }
  return { rounds: rounds as StarterDraw['rounds'], starter: draw.starter as number };
}

/** Why a state whose shape is right (`copyState`) is not one the rules can play on, or null. */
function stateProblem(s: GameState): string | null {
  const players = s.players;
  const problem = boardProblem(s.board) ?? tilesProblem(s, players) ?? turnProblem(s, players) ?? endProblem(s, players);
  if (problem) return problem;
  if (s.seed !== null && !isSeed(s.seed)) return 'seed must be null or a whole number 0 … 2^32 − 1';
  return starterProblem(s.starter, players) ?? matchProblem(s.match, players);
}

/**
 * Which tiles `tilesProblem` has met in the current check: `seenIn[code] === checkNumber`. Numbering
 * each check instead of clearing a set keeps this check (run by every rule) from allocating.
 */
const seenIn = new Float64Array(TILE_OF.length);
let checkNumber = 0;

/** Racks and pile hold tiles; tiles lie in one place each (the board, a rack or the pile); scores are whole numbers (0 in kids scoring). */
function tilesProblem(s: GameState, players: number): string | null {
  const stamp = ++checkNumber;
  for (let k = 0; k < s.board.length; k++) {
    const code = CODE_OF.get(s.board[k].tile)!; // read as tiles by copyState
    if (seenIn[code] === stamp) return 'a tile lies twice on the board';
    seenIn[code] = stamp;
  }
  for (let seat = 0; seat <= players; seat++) {
    const list: readonly unknown[] = seat < players ? s.racks[seat] : s.pile;
    for (let k = 0; k < list.length; k++) {
      const code = codeOf(list[k]);
      if (code < 0) return `${seat < players ? `rack ${seat}` : 'pile'}: ${describe(list[k])} is not a tile`;
      if (seenIn[code] === stamp) return `tile ${list[k] as string} is in two places`;
      seenIn[code] = stamp;
    }
  }
  if (!Array.isArray(s.scores) || s.scores.length !== players || !s.scores.every((n) => Number.isSafeInteger(n))) {
    return `scores must be ${players} whole numbers`;
  }
  if (s.scoring === 'kids' && s.scores.some((n) => n !== 0)) return 'kids scoring keeps every score at 0';
  return null;
}

function turnProblem(s: GameState, players: number): string | null {
  if (!isWhole(s.toMove, 0, players - 1)) return `toMove must be a seat 0 to ${players - 1}`;
  if (!isWhole(s.draws, 0, 3)) return 'draws must be 0 to 3';
  if (s.draws === 0) return s.drawn === null ? null : 'drawn must be null before any draw this turn';
  if (!isTile(s.drawn)) return 'after a draw, drawn must be the tile drawn';
  if (!s.racks[s.toMove].includes(s.drawn)) return 'the tile drawn must be in the rack of the player to move';
  if (s.board.length === 0) return 'nobody draws before the first tile is down';
  return null;
}

function endProblem(s: GameState, players: number): string | null {
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
  if (s.ending === 'lastTile' && s.racks[s.toMove].length !== 0) return 'after the last tile, the rack of the last mover is empty';
  if (s.ending === 'target') return targetProblem(s);
  return null;
}

/** A game stopped by the match's target: the last mover reached it and is the one winner. */
function targetProblem(s: GameState): string | null {
  const match = s.match;
  if (!match) return 'only a match to a target ends by target';
  const seat = s.toMove;
  if (!(match.totals[seat] + s.scores[seat] >= match.target)) return 'a game ended by target has the last mover at or past the target';
  return s.winners.length === 1 && s.winners[0] === seat ? null : 'a game ended by target is won by the last mover alone';
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
