/**
 * The Hexa-dominos game machine (XState 5): seats, the who-starts draw, turns, game over and matches.
 *
 *   route ─▶ seating ─START─▶ starterDraw ─CONTINUE─▶ playing.human.{first,turn,drawn}    ─▶ gameOver ─NEXT_GAME─┐
 *                                                    playing.computer.{first,turn,drawn} ─▶ matchOver            │
 *                                  ▲─────────────────────────────────────────────────────────────────────────────┘
 *
 * `route` is transient: after anything changes the game it picks the state that matches the engine
 * (`stage()`, who sits at the seat to move, whether the match is decided), so the machine never disagrees
 * with the rules. Guards and actions are one-line calls into the pure engine (`rules.ts`, `session.ts`).
 *
 * - `playing.human` takes gestures: SELECT a rack tile, ROTATE it, PLACE it at a cell (tile and rotation
 *   default to the selection), DRAW, PASS. `playing.computer` refuses them (`computer-to-move`): the page
 *   asks the bot (`bot/`) and sends its answer as PLAY { seat, action }, which any turn takes when `seat`
 *   is to move (so a late answer for a seat whose turn was undone is refused).
 * - Undo (a local game, `undo: true` in the config): after a person places a tile, UNDO puts it back in
 *   their rack and gives them the turn again (as it stood just before the placement: after a draw, the
 *   drawn tile stays drawn and its penalty paid, since the tile was seen). The window closes as soon as
 *   anything else happens in the game (the next seat's action, a restart, a load, the next game): a
 *   computer seat that moves at once closes it at once. Computer placements, draws and passes are never
 *   taken back. A placement that ended the game may be taken back too, until NEXT_GAME.
 * - A match (`target` set): a finished game whose totals reach nobody's target waits in `gameOver` for
 *   NEXT_GAME (totals carried over: setup.ts `nextMatchGame`); one that reaches it goes to `matchOver`.
 *
 * Refused events leave the snapshot as it was and are reported through the emitted `rejected` event
 * (`actor.on('rejected', …)`); every applied action emits `applied` with what happened; SETUP, START,
 * UNDO, RESTART, LOAD and NEXT_GAME emit `timeline`. Written as `createMachine(config, implementations)`
 * like Hexone's machine (same named guards and actions, without `setup`'s extra weight).
 */
import { assign, createMachine, emit } from 'xstate';
import type { Axial } from '../shared/hex.js';
import { apply, canPass, draw as tryDraw, pass as tryPass, place as tryPlace, stage } from './rules.js';
import {
  DEFAULT_SEATS, type MachineError, NO_SELECTION, type Selection, type SeatPlayer, type SessionConfig, type UndoPoint,
  computerToMove, configure, fitSeats, followingSeed, freshSeed, hasNextGame, isSeatPlayer, loadGame, matchDecided, nextGame,
  rotated, seedOr, selectionAfter, selectionProblem, startGame,
} from './session.js';
import type { Rotation } from './tiles.js';
import type { Action, GameEvent, GameState, Result, Seat, Tile } from './types.js';

export interface HexadominosContext {
  config: SessionConfig;
  seed: number; // the current game's shuffle (the next game's follows from it unless NEXT_GAME gives one)
  game: GameState | null; // null while seating
  starterShown: boolean; // the who-starts draw has been seen (CONTINUE), or there was none
  selection: Selection; // { tile: '112345', rot: 2 }: what the person to move is about to place
  last: { seat: Seat; action: Action } | null; // the latest action applied
  lastEvents: GameEvent[]; // what it did (empty after undo, restart, load)
  undo: UndoPoint | null; // the placement UNDO would take back
  error: MachineError | null; // why `input.source` did not load (null once START, RESTART or LOAD succeeds)
}

export type HexadominosEvent =
  | { type: 'SETUP'; seats?: SeatPlayer[]; scoring?: SessionConfig['scoring']; target?: number | null; undo?: boolean } // seating only
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
  | { type: 'RESTART'; seed?: number } // a new game (or match) with the same seats
  | { type: 'LOAD'; source: string | GameState }; // position text, record text or URL form, or a state

export type HexadominosEmitted =
  | { type: 'applied'; seat: Seat; action: Action; events: GameEvent[]; state: GameState }
  | { type: 'rejected'; event: HexadominosEvent['type']; error: MachineError }
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

type GuardName =
  | 'noGame' | 'startIsValid' | 'starterToShow' | 'matchDecided' | 'isOver' | 'computerToMove' | 'isFirst' | 'isDrawn' | 'setupIsValid'
  | 'selectionIsPlayable' | 'rotationIsValid' | 'hasSelection' | 'placementIsLegal' | 'drawIsLegal' | 'passIsLegal' | 'playIsLegal'
  | 'canUndo' | 'hasNextGame' | 'hasGame' | 'seatChangeIsValid' | 'sourceLoads';
type ActionName =
  | 'setup' | 'start' | 'starterSeen' | 'select' | 'rotate' | 'deselect' | 'placeSelection' | 'draw' | 'pass' | 'play' | 'undo'
  | 'nextGame' | 'restart' | 'load' | 'setSeat' | 'emitApplied' | 'emitTimeline' | 'reject';

type Ctx = HexadominosContext;
type Ev<T extends HexadominosEvent['type']> = Extract<HexadominosEvent, { type: T }>;
const ev = <T extends HexadominosEvent['type']>(event: HexadominosEvent) => event as Ev<T>;
const live = (c: Ctx): GameState => c.game as GameState; // in `playing` and `gameOver` there is always a game

/** The placement a PLACE event asks for: its own tile and rotation, else the selection's. */
const placementOf = (c: Ctx, e: Ev<'PLACE'>) => ({ tile: e.tile ?? c.selection.tile, at: e.at, rot: e.rot ?? c.selection.rot });
const placeResult = (c: Ctx, e: HexadominosEvent): Result => {
  const p = placementOf(c, ev<'PLACE'>(e));
  return tryPlace(live(c), p.tile, p.at, p.rot);
};
const playResult = (c: Ctx, e: HexadominosEvent): Result | null =>
  c.game && ev<'PLAY'>(e).seat === c.game.toMove && !c.game.over ? apply(c.game, ev<'PLAY'>(e).action) : null;

const stageRoute = {
  always: [{ guard: 'isFirst', target: 'first' }, { guard: 'isDrawn', target: 'drawn' }, { target: 'turn' }],
} as const;

export const hexadominosMachine = createMachine(
  {
    types: {} as {
      context: HexadominosContext;
      events: HexadominosEvent;
      emitted: HexadominosEmitted;
      input: HexadominosInput | undefined;
      guards: { type: GuardName };
      actions: { type: ActionName };
    },
    id: 'hexadominos',
    context: ({ input }) => initialContext(input ?? {}),
    initial: 'route',
    on: {
      // Anything the current state does not take (no transition there, or its guard fails: XState then
      // looks at the parent states, up to here) is refused, with the reason.
      SETUP: { actions: 'reject' }, START: { actions: 'reject' }, CONTINUE: { actions: 'reject' },
      SELECT: { actions: 'reject' }, ROTATE: { actions: 'reject' }, DESELECT: { actions: 'reject' },
      PLACE: { actions: 'reject' }, DRAW: { actions: 'reject' }, PASS: { actions: 'reject' }, PLAY: { actions: 'reject' },
      NEXT_GAME: { actions: 'reject' },
      SET_SEAT: [{ guard: 'seatChangeIsValid', target: '.route', actions: 'setSeat' }, { actions: 'reject' }],
      UNDO: [{ guard: 'canUndo', target: '.route', actions: ['undo', 'emitTimeline'] }, { actions: 'reject' }],
      RESTART: [{ guard: 'hasGame', target: '.route', actions: ['restart', 'emitTimeline'] }, { actions: 'reject' }],
      LOAD: [{ guard: 'sourceLoads', target: '.route', actions: ['load', 'emitTimeline'] }, { actions: 'reject' }],
    },
    states: {
      route: {
        always: [
          { guard: 'noGame', target: 'seating' },
          { guard: 'starterToShow', target: 'starterDraw' },
          { guard: 'matchDecided', target: 'matchOver' },
          { guard: 'isOver', target: 'gameOver' },
          { guard: 'computerToMove', target: 'playing.computer' },
          { target: 'playing.human' },
        ],
      },
      seating: {
        on: {
          SETUP: { guard: 'setupIsValid', actions: ['setup', 'emitTimeline'] },
          START: { guard: 'startIsValid', target: 'route', actions: ['start', 'emitTimeline'] },
        },
      },
      starterDraw: { on: { CONTINUE: { target: 'route', actions: 'starterSeen' } } },
      playing: {
        initial: 'human', // never entered bare: route names the child
        on: { PLAY: { guard: 'playIsLegal', target: '#hexadominos.route', actions: ['play', 'emitApplied'] } },
        states: {
          human: {
            initial: 'route',
            states: { route: stageRoute, first: {}, turn: {}, drawn: {} },
            on: {
              SELECT: { guard: 'selectionIsPlayable', actions: 'select' },
              ROTATE: { guard: 'rotationIsValid', actions: 'rotate' },
              DESELECT: { guard: 'hasSelection', actions: 'deselect' },
              PLACE: { guard: 'placementIsLegal', target: '#hexadominos.route', actions: ['placeSelection', 'emitApplied'] },
              DRAW: { guard: 'drawIsLegal', target: '#hexadominos.route', actions: ['draw', 'emitApplied'] },
              PASS: { guard: 'passIsLegal', target: '#hexadominos.route', actions: ['pass', 'emitApplied'] },
            },
          },
          computer: { initial: 'route', states: { route: stageRoute, first: {}, turn: {}, drawn: {} } },
        },
      },
      gameOver: { on: { NEXT_GAME: { guard: 'hasNextGame', target: 'route', actions: ['nextGame', 'emitTimeline'] } } },
      matchOver: {},
    },
  },
  {
    guards: {
      noGame: ({ context }) => context.game === null,
      startIsValid: ({ context, event }) => startGame(context.config, seedOr(ev<'START'>(event).seed, () => context.seed)).ok,
      starterToShow: ({ context }) => !context.starterShown,
      matchDecided: ({ context }) => matchDecided(context.game),
      isOver: ({ context }) => context.game?.over === true,
      computerToMove: ({ context }) => computerToMove(context.config, context.game),
      isFirst: ({ context }) => stage(live(context)) === 'first',
      isDrawn: ({ context }) => stage(live(context)) === 'drawn',
      setupIsValid: ({ context, event }) => configure(context.config, event as Partial<SessionConfig>).ok,
      selectionIsPlayable: ({ context, event }) => selectionProblem(live(context), ev<'SELECT'>(event).tile) === null,
      rotationIsValid: ({ context, event }) => rotated(context.selection.rot, ev<'ROTATE'>(event)) !== null,
      hasSelection: ({ context }) => context.selection.tile !== null,
      placementIsLegal: ({ context, event }) => placeResult(context, event).ok,
      drawIsLegal: ({ context }) => tryDraw(live(context)).ok,
      passIsLegal: ({ context }) => canPass(live(context)),
      playIsLegal: ({ context, event }) => playResult(context, event)?.ok === true,
      canUndo: ({ context }) => context.undo !== null,
      hasNextGame: ({ context }) => hasNextGame(context.game),
      hasGame: ({ context }) => context.game !== null,
      seatChangeIsValid: ({ context, event }) =>
        !!context.game && Number.isInteger(ev<'SET_SEAT'>(event).seat) && ev<'SET_SEAT'>(event).seat >= 0
        && ev<'SET_SEAT'>(event).seat < context.game.players && isSeatPlayer(ev<'SET_SEAT'>(event).player),
      sourceLoads: ({ event }) => loadGame(ev<'LOAD'>(event).source).ok,
    },
    actions: {
      setup: assign(({ context, event }) => {
        const configured = configure(context.config, event as Partial<SessionConfig>);
        return configured.ok ? { config: configured.value } : {};
      }),
      start: assign(({ context, event }) => begin(context.config, seedOr(ev<'START'>(event).seed, () => context.seed))),
      starterSeen: assign({ starterShown: true }),
      select: assign({ selection: ({ event }) => ({ tile: ev<'SELECT'>(event).tile, rot: 0 }) }),
      rotate: assign({ selection: ({ context, event }) => ({ ...context.selection, rot: rotated(context.selection.rot, ev<'ROTATE'>(event)) ?? 0 }) }),
      deselect: assign({ selection: NO_SELECTION }),
      placeSelection: assign(({ context, event }) => {
        const p = placementOf(context, ev<'PLACE'>(event));
        return advance(context, { type: 'place', tile: p.tile as Tile, at: p.at, rot: p.rot });
      }),
      draw: assign(({ context }) => advance(context, { type: 'draw' })),
      pass: assign(({ context }) => advance(context, { type: 'pass' })),
      play: assign(({ context, event }) => advance(context, ev<'PLAY'>(event).action)),
      undo: assign(({ context }) => {
        const { before, action } = context.undo as UndoPoint;
        const selection: Selection = action.type === 'place' ? { tile: action.tile, rot: action.rot } : NO_SELECTION;
        return { game: before, selection, last: null, lastEvents: [], undo: null };
      }),
      nextGame: assign(({ context, event }) => {
        const seed = seedOr(ev<'NEXT_GAME'>(event).seed, () => followingSeed(context.seed));
        const next = nextGame(live(context), seed);
        return next.ok ? { ...fresh(next.state), seed } : {};
      }),
      restart: assign(({ context, event }) => {
        const config = { ...context.config, seats: fitSeats(context.config.seats, live(context).players) };
        return { ...begin(config, seedOr(ev<'RESTART'>(event).seed, () => followingSeed(context.seed))), config };
      }),
      load: assign(({ context, event }) => {
        const loaded = loadGame(ev<'LOAD'>(event).source);
        if (!loaded.ok) return {};
        const config = { ...context.config, seats: fitSeats(context.config.seats, loaded.value.players), scoring: loaded.value.scoring };
        return { ...fresh(loaded.value), config, seed: loaded.value.seed ?? context.seed, starterShown: true };
      }),
      setSeat: assign({
        config: ({ context, event }) => {
          const seats = [...context.config.seats];
          seats[ev<'SET_SEAT'>(event).seat] = { ...ev<'SET_SEAT'>(event).player };
          return { ...context.config, seats };
        },
      }),
      emitApplied: emit(({ context }) => ({
        type: 'applied' as const, seat: context.last!.seat, action: context.last!.action, events: context.lastEvents, state: live(context),
      })),
      emitTimeline: emit(({ context, event }) => ({
        type: 'timeline' as const,
        change: TIMELINE_CHANGE[event.type as keyof typeof TIMELINE_CHANGE],
        state: context.game,
      })),
      reject: emit(({ context, event }) => ({ type: 'rejected' as const, event: event.type, error: whyRefused(context, event) })),
    },
  },
);

const TIMELINE_CHANGE = { SETUP: 'setup', START: 'start', UNDO: 'undo', RESTART: 'restart', LOAD: 'load', NEXT_GAME: 'nextGame' } as const;

/** The machine event that plays `action` for `seat` (how a computer's answer or a record's moves are sent). */
export function actionEvent(seat: Seat, action: Action): HexadominosEvent {
  return { type: 'PLAY', seat, action };
}

function initialContext(input: HexadominosInput): HexadominosContext {
  const base = configure({ seats: [...DEFAULT_SEATS], scoring: 'standard', target: null, undo: true }, {
    ...(input.seats !== undefined ? { seats: input.seats } : {}),
    ...(input.scoring !== undefined ? { scoring: input.scoring } : {}),
    ...(input.target !== undefined ? { target: input.target } : {}),
    ...(input.tiles !== undefined ? { tiles: input.tiles } : {}),
    ...(input.undo !== undefined ? { undo: input.undo } : {}),
  });
  const config: SessionConfig = base.ok ? base.value : { seats: [...DEFAULT_SEATS], scoring: 'standard', target: null, undo: true };
  const seed = seedOr(input.seed, freshSeed);
  const idle: HexadominosContext = {
    config, seed, game: null, starterShown: false, selection: NO_SELECTION, last: null, lastEvents: [], undo: null,
    error: base.ok ? null : { code: 'invalid-setup', reason: base.error.reason },
  };
  if (input.source !== undefined) {
    const loaded = loadGame(input.source);
    if (!loaded.ok) return { ...idle, error: loaded.error };
    return { ...idle, ...fresh(loaded.value), config: { ...config, seats: fitSeats(config.seats, loaded.value.players) }, starterShown: true };
  }
  return input.start ? { ...idle, ...begin(config, seed) } : idle;
}

/** The context fields of a game just dealt or loaded. */
function fresh(game: GameState): Partial<HexadominosContext> {
  return { game, starterShown: game.starter === null || game.board.length > 0, selection: NO_SELECTION, last: null, lastEvents: [], undo: null, error: null };
}

/** A new game (or match) for the config, or the config's problem. */
function begin(config: SessionConfig, seed: number): Partial<HexadominosContext> {
  const started = startGame(config, seed);
  return started.ok ? { ...fresh(started.state), seed } : { error: started.error };
}

/** The context after `action` by the seat to move (the guard has checked it): a person's placement opens the undo window. */
function advance(context: Ctx, action: Action): Partial<HexadominosContext> {
  const before = live(context);
  const result = apply(before, action);
  if (!result.ok) return {}; // unreachable: guarded by the same engine call
  const seat = before.toMove;
  const undoable = action.type === 'place' && context.config.undo && context.config.seats[seat]?.kind === 'human';
  return {
    game: result.state, selection: selectionAfter(result.state), last: { seat, action }, lastEvents: result.events,
    undo: undoable ? { before, seat, action } : null,
  };
}

/** The reason an event is refused: the engine's for a game action, the machine's for the rest. */
function whyRefused(context: Ctx, event: HexadominosEvent): MachineError {
  const game = context.game;
  const invalid = (reason: string): MachineError => ({ code: 'invalid-event', reason });
  switch (event.type) {
    case 'SETUP': {
      if (game) return { code: 'invalid-setup', reason: 'seats are set before START (SET_SEAT changes one during a game)' };
      const configured = configure(context.config, event);
      return configured.ok ? invalid('unknown') : { code: 'invalid-setup', reason: configured.error.reason };
    }
    case 'START': {
      if (game) return invalid('a game is on: RESTART starts another');
      const started = startGame(context.config, seedOr(event.seed, () => context.seed));
      return started.ok ? invalid('unknown') : { code: 'invalid-setup', reason: started.error.reason };
    }
    case 'SET_SEAT': return game ? { code: 'invalid-setup', reason: `seat must be 0 to ${game.players - 1}, player a human or computer at a level` } : { code: 'no-game' };
    case 'UNDO': return { code: 'nothing-to-undo' };
    case 'RESTART': return { code: 'no-game' };
    case 'LOAD': { const loaded = loadGame(event.source); return loaded.ok ? invalid('unknown') : loaded.error; }
    case 'NEXT_GAME': return !game ? { code: 'no-game' } : !game.over ? { code: 'not-over' } : { code: 'no-next-game' };
    default: break;
  }
  if (!game) return { code: 'no-game' };
  if (game.over) return { code: 'game-over' };
  if (event.type === 'CONTINUE') return invalid('the who-starts draw is not showing');
  if (!context.starterShown) return invalid('the who-starts draw is showing: CONTINUE first');
  if (event.type === 'PLAY') {
    if (event.seat !== game.toMove) return { code: 'not-to-move', seat: event.seat };
    const played = apply(game, event.action);
    return played.ok ? invalid('unknown') : played.error;
  }
  if (computerToMove(context.config, game)) return { code: 'computer-to-move', seat: game.toMove };
  switch (event.type) {
    case 'SELECT': return selectionProblem(game, event.tile) ?? invalid('unknown');
    case 'ROTATE': return invalid('ROTATE takes by: a whole number of steps, or to: a rotation 0 to 5');
    case 'DESELECT': return { code: 'nothing-selected' };
    case 'PLACE': {
      if (placementOf(context, event).tile === null) return { code: 'nothing-selected' };
      const placed = placeResult(context, event);
      return placed.ok ? invalid('unknown') : placed.error;
    }
    case 'DRAW': { const drew = tryDraw(game); return drew.ok ? invalid('unknown') : drew.error; }
    case 'PASS': { const passed = tryPass(game); return passed.ok ? invalid('unknown') : passed.error; }
    default: return invalid('unknown event');
  }
}
