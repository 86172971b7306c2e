/**
 * What the game machine (`machine.ts`) plays around the rules: who sits at each seat, starting a game or
 * a match, loading a position or record (with the log of what each action did), the game's record, the
 * selection a player is building (tile and rotation), the undo window and what a draw would cost. Pure
 * functions over plain data, so the machine's guards and actions stay one-line calls.
 */
import { guarded, readFields, readList } from '../shared/untrusted.js';
import { isSeed, isWhole, readState } from './check.js';
import { parsePosition } from './notation.js';
import { type GameRecord, parseRecord, recordFromUrl } from './record.js';
import { apply, draw as tryDraw, stage } from './rules.js';
import { matchStanding, newGame, nextMatchGame } from './setup.js';
import { type SeatPlayer, readSeats } from './seats.js';
import { MAX_TILES, type Rotation, describe, isRotation, isTile, tileSetProblem } from './tiles.js';
import {
  type Action,
  type GameEvent,
  type GameOptions,
  type GameState,
  type MatchInfo,
  type Outcome,
  type Result,
  type RuleError,
  SCORINGS,
  type Scoring,
  type Seat,
  type Tile,
} from './types.js';

export type { SeatPlayer } from './seats.js';

/** The game (or match) the seats are set up for. */
export interface SessionConfig {
  seats: SeatPlayer[]; // one per player, 1–4, in turn order
  scoring: Scoring;
  target: number | null; // a match to this total (e.g. 500), or null for a single game
  tiles?: readonly Tile[]; // the tile set (the box unless said)
  undo: boolean; // a local game: a player may take back their placement until the next player acts
}

/** The tile a player has picked from their rack and how it is turned, before choosing a cell. */
export interface Selection {
  tile: Tile | null;
  rot: Rotation;
}

/** The placement that UNDO would take back: the state before it, and who placed. */
export interface UndoPoint {
  before: GameState;
  seat: Seat;
  action: Action;
}

/** One action of the game and what it did (the score sheet and the end-of-game tally read them). */
export interface LogEntry {
  seat: Seat;
  action: Action;
  events: GameEvent[];
}

/** The options a game was dealt from: with the actions played since, its record. */
export type DealOptions = Omit<GameOptions, 'match'>;

/** A game as LOAD gives it: the state, and for a record the options it was dealt from and what each action did. */
export interface LoadedGame {
  game: GameState;
  dealt: DealOptions | null; // null for a position or a state: no record can be written for it
  log: LogEntry[];
}

/** Reasons the machine refuses an event that the rules alone do not give. */
export const MACHINE_ERROR_CODES = [
  'no-game', // seats are still being chosen (START first)
  'computer-to-move', // a gesture while a computer seat is to move (its actions come as PLAY)
  'not-to-move', // { seat }: PLAY for a seat that is not to move
  'nothing-selected', // PLACE without a tile, DESELECT with nothing selected
  'nothing-to-undo', // no placement of a person's to take back (or the next player has acted); once the game is over: game-over
  'not-over', // NEXT_GAME before the game is over
  'no-next-game', // NEXT_GAME after a single game or a decided match
  'invalid-setup', // { reason }: SETUP/SET_SEAT/input values that cannot make seats
  'invalid-event', // { reason }: an event's fields are not what it takes
] as const;
export type MachineErrorCode = (typeof MACHINE_ERROR_CODES)[number];
export type MachineError = RuleError | { code: MachineErrorCode; reason?: string; seat?: Seat };

export const DEFAULT_SEATS: readonly SeatPlayer[] = Object.freeze([{ kind: 'human' }, { kind: 'computer', level: 'medium' }]);
export const NO_SELECTION: Selection = Object.freeze({ tile: null, rot: 0 });

const CHANGE_FIELDS = ['seats', 'scoring', 'target', 'tiles', 'undo'] as const;

/**
 * The config with `changes` (from input or SETUP) applied, or why they cannot be. The changes are read
 * once, own fields only (they come from outside: a page, a framework); seats are read by seats.ts.
 */
export function configure(config: SessionConfig, changes: Partial<SessionConfig>): Outcome<SessionConfig> {
  const invalid = (reason: string): Outcome<SessionConfig> => ({ ok: false, error: { code: 'invalid-options', reason } });
  const read = guarded(
    () => readFields(changes, CHANGE_FIELDS, 'setup changes'),
    (reason) => `setup changes: ${reason}`,
  );
  if (typeof read === 'string') return invalid(read.startsWith('setup changes must be') ? 'setup changes must be an object' : read);
  const next: SessionConfig = { ...config };
  if (read.seats !== undefined) {
    const seats = readSeats(read.seats);
    if (!seats.ok) return seats;
    next.seats = seats.value;
  }
  if (read.scoring !== undefined) {
    if (!(SCORINGS as readonly unknown[]).includes(read.scoring)) return invalid('scoring must be standard, simple or kids');
    next.scoring = read.scoring as Scoring;
  }
  if (read.target !== undefined) {
    if (read.target !== null && !isWhole(read.target, 1, Number.MAX_SAFE_INTEGER)) return invalid('target must be a whole number ≥ 1, or null');
    next.target = read.target;
  }
  if (read.tiles !== undefined) {
    const tiles = guarded(
      () => readList(read.tiles, MAX_TILES, 'the tile set'),
      (reason) => `the tile set: ${reason}`,
    );
    const problem = typeof tiles === 'string' ? tiles : tileSetProblem(tiles);
    if (problem) return invalid(problem);
    next.tiles = tiles as Tile[];
  }
  if (read.undo !== undefined) next.undo = read.undo === true;
  // Kids scoring has no points, so no match to a target (setup.ts refuses it too).
  if (next.scoring === 'kids' && next.target !== null) return invalid('kids scoring has no points, so no match to a target score');
  return { ok: true, value: next };
}

/** A new game (the first of a match when the config has a target) for the seats, shuffled with `seed`. */
export function startGame(config: SessionConfig, seed: number): Result {
  const players = config.seats.length;
  const match = config.target === null ? undefined : { target: config.target, totals: config.seats.map(() => 0), game: 1 };
  return newGame({ players, scoring: config.scoring, seed, ...(config.tiles ? { tiles: config.tiles } : {}), ...(match ? { match } : {}) });
}

/** The options `startGame` deals from, for the record. */
export function dealOptions(config: SessionConfig, seed: number): DealOptions {
  return { players: config.seats.length, scoring: config.scoring, seed, ...(config.tiles ? { tiles: [...config.tiles] } : {}) };
}

/** The next game of the match `game` belongs to (same seats, totals carried over). */
export function nextGame(game: GameState, seed: number): Result {
  return nextMatchGame(game, seed);
}

/**
 * A seed for the game after one shuffled with `seed`, when the caller gives none: derived, not random,
 * so a match started from a seed repeats game after game.
 */
export function followingSeed(seed: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + 0x6b43a9b5) >>> 0;
}

/** A seed from the clock and Math.random, for a game started without one. */
export function freshSeed(): number {
  return Math.floor(Math.random() * 2 ** 32) >>> 0;
}

export function seedOr(seed: unknown, fallback: () => number): number {
  return isSeed(seed) ? seed : fallback();
}

/**
 * A game from a position text, record text, record URL form or a state object. A record is replayed to
 * its last action (as a game of `match` when given: a match's game is dealt and ended as such); a
 * position or state keeps its own seats' count (the config's seats are fitted to it). An object is read
 * once into a plain copy before it is checked, so a getter or proxy cannot answer one way to the check
 * and another to the game.
 */
export function loadGame(source: unknown, match?: MatchInfo): Outcome<LoadedGame> {
  if (source && typeof source === 'object') {
    // Read once into a checked copy: nothing of the object handed over is kept.
    const read = readState(source);
    return read.ok ? { ok: true, value: { game: read.state, dealt: null, log: [] } } : read;
  }
  if (typeof source !== 'string') return { ok: false, error: { code: 'invalid-notation', reason: 'a position, a record or a game state' } };
  const text = source.trim();
  // A record names its seed (position text never does); the URL form has `~` and no spaces.
  if (text.includes('|') || /\bseed:/i.test(text) || /^[^\s|]*~/.test(text)) {
    const record = /^[^\s|]*~/.test(text) ? recordFromUrl(text) : parseRecord(text);
    return record.ok ? replayRecord(record.value, match) : record;
  }
  const position = parsePosition(text);
  return position.ok ? { ok: true, value: { game: position.value, dealt: null, log: [] } } : position;
}

/** Plays a record from its deal (a game of `match` when given), keeping what each action did. */
export function replayRecord(record: GameRecord, match?: MatchInfo): Outcome<LoadedGame> {
  const dealt: DealOptions = { ...record.options };
  const start = newGame({ ...dealt, ...(match ? { match } : {}) });
  if (!start.ok) return start;
  let game = start.state;
  const log: LogEntry[] = [];
  for (const [k, action] of record.actions.entries()) {
    const result = apply(game, action);
    if (!result.ok) return { ok: false, error: { ...result.error, move: k + 1 } };
    log.push({ seat: game.toMove, action, events: result.events });
    game = result.state;
  }
  return { ok: true, value: { game, dealt, log } };
}

/** The record of a game dealt from `dealt` and played as `log` says; null for a position (nothing to deal it from). */
export function recordOf(dealt: DealOptions | null, log: readonly LogEntry[]): GameRecord | null {
  return dealt && { options: { ...dealt }, actions: log.map((entry) => entry.action) };
}

/** The config's seats fitted to `players` (a loaded game may have another count): missing seats are people. */
export function fitSeats(seats: readonly SeatPlayer[], players: number): SeatPlayer[] {
  return Array.from({ length: players }, (_, seat) => seats[seat] ?? { kind: 'human' });
}

/** Whether the seat to move in `game` is played by the computer. */
export function computerToMove(config: SessionConfig, game: GameState | null): boolean {
  return !!game && !game.over && config.seats[game.toMove]?.kind === 'computer';
}

/** Whether `game` ended a match (a total reached the target). */
export function matchDecided(game: GameState | null): boolean {
  return !!game && matchStanding(game)?.decided === true;
}

/** Whether NEXT_GAME may start another game: this one is over and its match goes on. */
export function hasNextGame(game: GameState | null): boolean {
  return !!game && game.over && !!game.match && !matchDecided(game);
}

/**
 * What drawing now would cost the seat to move (shown on the Draw button), as the rules' own draw would
 * charge it; null when drawing costs nothing (simple and kids scoring) or is not allowed.
 */
export function drawCost(game: GameState): number | null {
  const drew = tryDraw(game);
  const event = drew.ok ? drew.events.find((e) => e.type === 'drew') : undefined;
  return event?.type === 'drew' && event.penalty !== 0 ? event.penalty : null;
}

/** The tile a SELECT may pick now: one in the mover's rack, and after a draw only the tile just drawn. */
export function selectionProblem(game: GameState, tile: unknown): RuleError | null {
  if (!isTile(tile)) return { code: 'invalid-tile', tile: describe(tile) };
  if (!game.racks[game.toMove].includes(tile)) return { code: 'not-in-rack', tile };
  if (game.drawn !== null && tile !== game.drawn) return { code: 'must-place-drawn', tile, drawn: game.drawn };
  return null;
}

/** The rotation after ROTATE: `to` when given, else turned `by` steps clockwise (default 1; −1 turns back). */
export function rotated(rot: Rotation, event: { by?: unknown; to?: unknown }): Rotation | null {
  if (event.to !== undefined) return isRotation(event.to) ? event.to : null;
  const by = event.by ?? 1;
  if (!Number.isSafeInteger(by)) return null;
  return ((((rot + (by as number)) % 6) + 6) % 6) as Rotation;
}

/** The selection once a turn changes hands or a draw shows a tile: the tile just drawn, else nothing. */
export function selectionAfter(game: GameState): Selection {
  return stage(game) === 'drawn' && game.drawn !== null ? { tile: game.drawn, rot: 0 } : NO_SELECTION;
}
