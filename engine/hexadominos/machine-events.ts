/**
 * The Hexa-dominos machine's vocabulary (`machine.ts`): its context, the events it takes and emits, what
 * an event asks for (the placement, the new settings, the game to load), and why the machine does not take
 * one (`refusal`). Pure: the machine's guards and actions, and a board's controller, call these.
 */
import type { Axial } from '../shared/hex.js';
import { readEvent } from '../shared/machine-input.js';
import { THREW } from '../shared/untrusted.js';
import { isSeed } from './check.js';
import { apply, draw as tryDraw, pass as tryPass, place as tryPlace } from './rules.js';
import {
  type DealOptions,
  type LogEntry,
  type MachineError,
  type Selection,
  type SeatPlayer,
  type SessionConfig,
  type UndoPoint,
  computerToMove,
  configure,
  fitSeats,
  followingSeed,
  loadGame,
  seedOr,
  selectionProblem,
  startGame,
} from './session.js';
import type { Rotation } from './tiles.js';
import type { Action, GameEvent, GameState, MatchInfo, Result, Seat, Tile } from './types.js';

export interface HexadominosContext {
  config: SessionConfig;
  seed: number; // the current game's shuffle (the next game's follows from it unless NEXT_GAME gives one)
  game: GameState | null; // null while seating
  dealt: DealOptions | null; // what the game was dealt from (null for a position or state): with `log`, its record
  log: LogEntry[]; // this game's actions and what each did, in order (UNDO takes the last back)
  matchGames: number[][]; // final scores of the match's earlier games this machine saw end (the engine keeps only totals)
  starterShown: boolean; // the who-starts draw has been seen (CONTINUE), or there was none
  selection: Selection; // { tile: '112345', rot: 2 }: what the person to move is about to place
  lastEvents: GameEvent[]; // what the latest action did (empty after undo, restart, load)
  undo: UndoPoint | null; // the placement UNDO would take back
  error: MachineError | null; // why `input.source` did not load (null once START, RESTART or LOAD succeeds)
}

/** Settings RESTART may change (the rest stay as they are). */
export interface Settings {
  seats?: SeatPlayer[];
  scoring?: SessionConfig['scoring'];
  target?: number | null;
  tiles?: readonly Tile[];
  undo?: boolean;
}

export type HexadominosEvent =
  | ({ type: 'SETUP' } & Settings) // seating only
  | { type: 'START'; seed?: number } // seating: deal the first game (or match)
  | { type: 'SET_SEAT'; seat: Seat; player: SeatPlayer } // any time: e.g. let the computer finish for a person
  | { type: 'CONTINUE' } // the who-starts draw has been shown
  | { type: 'SELECT'; tile: Tile } // a tile of the mover's rack (after a draw: the drawn one)
  | { type: 'ROTATE'; by?: number; to?: Rotation } // by: +1 clockwise (default), −1 back; or to a rotation
  | { type: 'DESELECT' }
  | { type: 'PLACE'; at: Axial; tile?: Tile; rot?: Rotation } // { type: 'PLACE', at: [1, -1] }: the selection there
  | { type: 'DRAW' }
  | { type: 'PASS' }
  | { type: 'PLAY'; seat: Seat; action: Action } // a computer's (or a record's) action for the seat to move
  | { type: 'UNDO' }
  | { type: 'NEXT_GAME'; seed?: number } // the next game of an undecided match
  | ({ type: 'RESTART'; seed?: number } & Settings) // a new game (or match): the same seats unless given
  | ({ type: 'LOAD'; source: string | GameState; match?: MatchInfo } & Settings); // position text, record text or URL form, or a state; the settings to play it with

export type HexadominosEmitted =
  | { type: 'applied'; seat: Seat; action: Action; events: GameEvent[]; state: GameState }
  | { type: 'timeline'; change: 'setup' | 'start' | 'undo' | 'restart' | 'load' | 'nextGame'; state: GameState | null };

export interface HexadominosInput {
  seats?: SeatPlayer[]; // default: a person, then the computer at medium
  scoring?: SessionConfig['scoring']; // 'standard' unless said
  target?: number | null; // a match to this total; null (default) for a single game
  tiles?: readonly Tile[];
  undo?: boolean; // default true (a local game)
  seed?: number; // the first game's shuffle (default: random)
  start?: boolean; // deal at once instead of waiting in `seating` for START (default false)
  source?: string | GameState; // start from a position or record instead (invalid: seating, and `error` set)
}

export type Ctx = HexadominosContext;
export type Ev<T extends HexadominosEvent['type']> = Extract<HexadominosEvent, { type: T }>;
/** The event's fields, read once into a plain copy (`../shared/machine-input.ts`): guards and actions see the same values. */
export const ev = <T extends HexadominosEvent['type']>(event: HexadominosEvent) => readEvent(event) as Ev<T> & { unreadable?: string };
/** Whether the event's fields could be read (else every guard refuses it). */
export const readable = (event: HexadominosEvent) => ev(event).unreadable === undefined;
/** START, RESTART and NEXT_GAME take a seed, or none (then one follows from the last): anything else is refused. */
export const seedReadable = (event: HexadominosEvent) => readable(event) && (ev<'START'>(event).seed === undefined || isSeed(ev<'START'>(event).seed));
export const live = (c: Ctx): GameState => c.game as GameState; // in `playing` and `gameOver` there is always a game

/** The placement a PLACE event asks for: its own tile and rotation, else the selection's. */
export const placementOf = (c: Ctx, e: Ev<'PLACE'>) => ({ tile: e.tile ?? c.selection.tile, at: e.at, rot: e.rot ?? c.selection.rot });
export const placeResult = (c: Ctx, e: HexadominosEvent): Result => {
  const p = placementOf(c, ev<'PLACE'>(e));
  return tryPlace(live(c), p.tile, p.at, p.rot);
};
export const playResult = (c: Ctx, e: HexadominosEvent): Result | null =>
  c.game && ev<'PLAY'>(e).seat === c.game.toMove && !c.game.over ? apply(c.game, ev<'PLAY'>(e).action) : null;
/** The settings an event carries (SETUP, RESTART), as `configure` takes them. */
export const settingsOf = (e: HexadominosEvent): Partial<SessionConfig> => {
  const { seats, scoring, target, tiles, undo } = ev(e) as Settings;
  const given = { seats, scoring, target, tiles, undo };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
};
/** What RESTART would deal: the config with the event's settings, the seed, and the new game (or why not). */
export function restartOf(c: Ctx, e: HexadominosEvent) {
  const configured = configure(c.config, settingsOf(e));
  if (!configured.ok) return { ok: false as const, error: { code: 'invalid-setup' as const, reason: configured.error.reason } };
  const config =
    configured.value.seats === c.config.seats && c.game ? { ...configured.value, seats: fitSeats(c.config.seats, live(c).players) } : configured.value;
  const seed = seedOr(ev<'RESTART'>(e).seed, () => (c.game ? followingSeed(c.seed) : c.seed));
  const started = startGame(config, seed);
  return started.ok ? { ok: true as const, config, seed, game: started.state } : started;
}
/** What LOAD would load, with the settings to play it (the event's, else the config's; the seats fitted to the game's count). */
export function loadOf(c: Ctx, e: HexadominosEvent) {
  const { source, match } = ev<'LOAD'>(e);
  const loaded = loadGame(source, match);
  if (!loaded.ok) return loaded;
  const { game } = loaded.value;
  // The game's own scoring, and its match's target (none in kids scoring, which has no points).
  const target = game.match?.target ?? (game.scoring === 'kids' ? null : settingsOf(e).target);
  const configured = configure({ ...c.config, scoring: game.scoring, target: game.scoring === 'kids' ? null : c.config.target }, { ...settingsOf(e), target });
  if (!configured.ok) return { ok: false as const, error: { code: 'invalid-setup' as const, reason: configured.error.reason } };
  const config = { ...configured.value, seats: fitSeats(configured.value.seats, game.players) };
  return { ok: true as const, config, ...loaded.value };
}

/**
 * Why the machine in `context` does not take `event` (`snapshot.can(event)` is false): the engine's
 * reason for a game action, the machine's for the rest. A board reports it; the machine only ignores.
 */
export function refusal(context: Ctx, sent: HexadominosEvent): MachineError {
  const game = context.game;
  const invalid = (reason: string): MachineError => ({ code: 'invalid-event', reason });
  const event = ev(sent);
  if (event.unreadable !== undefined)
    return invalid(`${event.type}: ${event.unreadable === THREW ? 'reading the event threw an exception' : event.unreadable}`);
  const seed = (event as { seed?: unknown }).seed;
  if ((event.type === 'START' || event.type === 'RESTART' || event.type === 'NEXT_GAME') && seed !== undefined && !isSeed(seed)) {
    return invalid(`${event.type}: seed must be a whole number 0 … 2^32 − 1`);
  }
  switch (event?.type) {
    case 'SETUP': {
      if (game) return { code: 'invalid-setup', reason: 'seats are set before START (RESTART with settings deals a new game)' };
      const configured = configure(context.config, settingsOf(sent));
      return configured.ok ? invalid('unknown') : { code: 'invalid-setup', reason: configured.error.reason };
    }
    case 'START': {
      if (game) return invalid('a game is on: RESTART starts another');
      const started = startGame(
        context.config,
        seedOr(event.seed, () => context.seed),
      );
      return started.ok ? invalid('unknown') : { code: 'invalid-setup', reason: started.error.reason };
    }
    case 'SET_SEAT':
      return game ? { code: 'invalid-setup', reason: `seat must be 0 to ${game.players - 1}, player a human or computer at a level` } : { code: 'no-game' };
    case 'UNDO':
      return game?.over ? { code: 'game-over' } : { code: 'nothing-to-undo' };
    case 'RESTART': {
      const restarted = restartOf(context, sent);
      return restarted.ok
        ? invalid('unknown')
        : restarted.error.code === 'invalid-options'
          ? { code: 'invalid-setup', reason: restarted.error.reason }
          : restarted.error;
    }
    case 'LOAD': {
      const loaded = loadOf(context, sent);
      return loaded.ok ? invalid('unknown') : loaded.error;
    }
    case 'NEXT_GAME':
      return !game ? { code: 'no-game' } : !game.over ? { code: 'not-over' } : { code: 'no-next-game' };
    default:
      break;
  }
  if (!game) return { code: 'no-game' };
  if (game.over) return { code: 'game-over' };
  if (event?.type === 'CONTINUE') return invalid('the who-starts draw is not showing');
  if (!context.starterShown) return invalid('the who-starts draw is showing: CONTINUE first');
  if (event?.type === 'PLAY') {
    if (event.seat !== game.toMove) return { code: 'not-to-move', seat: event.seat };
    const played = apply(game, event.action);
    return played.ok ? invalid('unknown') : played.error;
  }
  if (computerToMove(context.config, game)) return { code: 'computer-to-move', seat: game.toMove };
  switch (event?.type) {
    case 'SELECT':
      return selectionProblem(game, event.tile) ?? invalid('unknown');
    case 'ROTATE':
      return invalid('ROTATE takes by: a whole number of steps, or to: a rotation 0 to 5');
    case 'DESELECT':
      return { code: 'nothing-selected' };
    case 'PLACE': {
      if (placementOf(context, event).tile === null) return { code: 'nothing-selected' };
      const placed = placeResult(context, sent);
      return placed.ok ? invalid('unknown') : placed.error;
    }
    case 'DRAW': {
      const drew = tryDraw(game);
      return drew.ok ? invalid('unknown') : drew.error;
    }
    case 'PASS': {
      const passed = tryPass(game);
      return passed.ok ? invalid('unknown') : passed.error;
    }
    default:
      return invalid('unknown event');
  }
}
