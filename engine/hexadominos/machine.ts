/**
 * The Hexa-dominos game machine (XState 5): seats, the who-starts draw, turns, game over and matches.
 * The machine is the game's truth: its context holds the game, the log of this game's actions (what each
 * did: the score sheet and the record read it), the undo point and a match's earlier scores.
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
 *   default to the selection), DRAW, PASS. `playing.computer` does not take them: the page asks the bot
 *   (`bot/`) and sends its answer as PLAY { seat, action }, which any turn takes when `seat` is to move
 *   (so a late answer for a seat whose turn was undone is refused).
 * - Undo (a local game, `undo: true` in the config): after a person places a tile, UNDO puts it back in
 *   their rack and gives them the turn again (as it stood just before the placement: after a draw, the
 *   drawn tile stays drawn and its penalty paid, since the tile was seen). The window closes as soon as
 *   anything else happens in the game (the next seat's action, a restart, a load, the next game): a
 *   computer seat that moves at once closes it at once. Computer placements, draws and passes are never
 *   taken back, nor anything once the game (or the match) is decided.
 * - A match (`target` set): a finished game whose totals reach nobody's target waits in `gameOver` for
 *   NEXT_GAME (totals carried over: setup.ts `nextMatchGame`); one that reaches it goes to `matchOver`.
 * - RESTART deals a new game (or match) at any time, with new settings when it carries any; LOAD puts a
 *   position, record or state on the table (a record as a game of a match when it carries `match`).
 *
 * An event the current state does not take changes nothing: there is no catch-all transition, so
 * `snapshot.can(event)` says exactly whether an event would be taken (a board enables its buttons by it),
 * and `refusal(context, event)` says why one is not (the board's controller reports it), whatever the
 * event's fields hold (values of any type, getters or proxies that throw: each event is read once into a
 * plain copy, see `ev` in machine-events.ts; the input too). Every applied
 * action emits `applied` with what happened; START, UNDO, RESTART, LOAD and NEXT_GAME emit `timeline`.
 * Written as `createMachine(config, implementations)` like Hexone's machine (same named guards and
 * actions, without `setup`'s extra weight).
 */
import { assign, createMachine, emit } from 'xstate';
import {
  type Ctx,
  type HexadominosContext,
  type HexadominosEmitted,
  type HexadominosEvent,
  type HexadominosInput,
  ev,
  live,
  loadOf,
  placeResult,
  placementOf,
  playResult,
  readable,
  restartOf,
  seedReadable,
  settingsOf,
} from './machine-events.js';
import { readInput } from '../shared/machine-input.js';
import { apply, canPass, draw as tryDraw, stage } from './rules.js';
import {
  DEFAULT_SEATS,
  type LogEntry,
  NO_SELECTION,
  type Selection,
  type SessionConfig,
  type UndoPoint,
  computerToMove,
  configure,
  dealOptions,
  fitSeats,
  followingSeed,
  freshSeed,
  hasNextGame,
  loadGame,
  matchDecided,
  nextGame,
  rotated,
  seedOr,
  selectionAfter,
  selectionProblem,
  startGame,
} from './session.js';
import { readSeats } from './seats.js';
import type { Action, GameState, Outcome, Seat, Tile } from './types.js';

export type { HexadominosContext, HexadominosEmitted, HexadominosEvent, HexadominosInput, Settings } from './machine-events.js';
export { refusal } from './machine-events.js';

type GuardName =
  | 'noGame'
  | 'startIsValid'
  | 'starterToShow'
  | 'matchDecided'
  | 'isOver'
  | 'computerToMove'
  | 'isFirst'
  | 'isDrawn'
  | 'setupIsValid'
  | 'selectionIsPlayable'
  | 'rotationIsValid'
  | 'hasSelection'
  | 'placementIsLegal'
  | 'drawIsLegal'
  | 'passIsLegal'
  | 'playIsLegal'
  | 'canUndo'
  | 'hasNextGame'
  | 'restartIsValid'
  | 'seatChangeIsValid'
  | 'sourceLoads';
type ActionName =
  | 'setup'
  | 'start'
  | 'starterSeen'
  | 'select'
  | 'rotate'
  | 'deselect'
  | 'placeSelection'
  | 'draw'
  | 'pass'
  | 'play'
  | 'undo'
  | 'nextGame'
  | 'restart'
  | 'load'
  | 'setSeat'
  | 'emitApplied'
  | 'emitTimeline';

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
    context: ({ input }) => initialContext(input),
    initial: 'route',
    // No catch-all: what no state takes is not taken (see `refusal`), so `snapshot.can()` is exact.
    on: {
      SET_SEAT: { guard: 'seatChangeIsValid', target: '.route', actions: 'setSeat' },
      UNDO: { guard: 'canUndo', target: '.route', actions: ['undo', 'emitTimeline'] },
      RESTART: { guard: 'restartIsValid', target: '.route', actions: ['restart', 'emitTimeline'] },
      LOAD: { guard: 'sourceLoads', target: '.route', actions: ['load', 'emitTimeline'] },
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
      startIsValid: ({ context, event }) =>
        seedReadable(event) &&
        startGame(
          context.config,
          seedOr(ev<'START'>(event).seed, () => context.seed),
        ).ok,
      starterToShow: ({ context }) => !context.starterShown,
      matchDecided: ({ context }) => matchDecided(context.game),
      isOver: ({ context }) => context.game?.over === true,
      computerToMove: ({ context }) => computerToMove(context.config, context.game),
      isFirst: ({ context }) => stage(live(context)) === 'first',
      isDrawn: ({ context }) => stage(live(context)) === 'drawn',
      setupIsValid: ({ context, event }) => readable(event) && configure(context.config, settingsOf(event)).ok,
      selectionIsPlayable: ({ context, event }) => readable(event) && selectionProblem(live(context), ev<'SELECT'>(event).tile) === null,
      rotationIsValid: ({ context, event }) => readable(event) && rotated(context.selection.rot, ev<'ROTATE'>(event)) !== null,
      hasSelection: ({ context }) => context.selection.tile !== null,
      placementIsLegal: ({ context, event }) => readable(event) && placeResult(context, event).ok,
      drawIsLegal: ({ context }) => tryDraw(live(context)).ok,
      passIsLegal: ({ context }) => canPass(live(context)),
      playIsLegal: ({ context, event }) => playResult(context, event)?.ok === true,
      canUndo: ({ context }) => context.undo !== null && context.game?.over === false,
      hasNextGame: ({ context, event }) => seedReadable(event) && hasNextGame(context.game),
      restartIsValid: ({ context, event }) => seedReadable(event) && restartOf(context, event).ok,
      seatChangeIsValid: ({ context, event }) =>
        readable(event) &&
        !!context.game &&
        Number.isInteger(ev<'SET_SEAT'>(event).seat) &&
        ev<'SET_SEAT'>(event).seat >= 0 &&
        ev<'SET_SEAT'>(event).seat < context.game.players &&
        readSeats([ev<'SET_SEAT'>(event).player]).ok,
      sourceLoads: ({ context, event }) => readable(event) && loadOf(context, event).ok,
    },
    actions: {
      setup: assign(({ context, event }) => {
        const configured = configure(context.config, settingsOf(event));
        return configured.ok ? { config: configured.value } : {};
      }),
      start: assign(({ context, event }) => {
        const seed = seedOr(ev<'START'>(event).seed, () => context.seed);
        const started = startGame(context.config, seed);
        return started.ok ? { ...fresh(started.state), seed, dealt: dealOptions(context.config, seed) } : {};
      }),
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
        return { game: before, selection, lastEvents: [], undo: null, log: context.log.slice(0, -1) };
      }),
      nextGame: assign(({ context, event }) => {
        const seed = seedOr(ev<'NEXT_GAME'>(event).seed, () => followingSeed(context.seed));
        const game = live(context);
        const next = nextGame(game, seed);
        if (!next.ok) return {};
        // The same tile set, dealt again: a record of the new game replays from these options.
        const dealt = context.dealt ? { ...context.dealt, seed } : null;
        return { ...fresh(next.state), seed, dealt, matchGames: [...context.matchGames, [...game.scores]] };
      }),
      restart: assign(({ context, event }) => {
        const restarted = restartOf(context, event);
        if (!restarted.ok) return {};
        const { config, seed, game } = restarted;
        return { ...fresh(game), config, seed, dealt: dealOptions(config, seed) };
      }),
      load: assign(({ context, event }) => {
        const loaded = loadOf(context, event);
        if (!loaded.ok) return {};
        const { config, game, dealt, log } = loaded;
        return {
          ...fresh(game),
          config,
          seed: game.seed ?? context.seed,
          dealt,
          log,
          lastEvents: log.at(-1)?.events ?? [],
          starterShown: true,
        };
      }),
      setSeat: assign({
        config: ({ context, event }) => {
          const seats = [...context.config.seats];
          const player = readSeats([ev<'SET_SEAT'>(event).player]);
          if (player.ok) seats[ev<'SET_SEAT'>(event).seat] = player.value[0];
          return { ...context.config, seats };
        },
      }),
      emitApplied: emit(({ context }) => {
        const { seat, action, events } = context.log.at(-1) as LogEntry;
        return { type: 'applied' as const, seat, action, events, state: live(context) };
      }),
      emitTimeline: emit(({ context, event }) => ({
        type: 'timeline' as const,
        change: TIMELINE_CHANGE[event.type as keyof typeof TIMELINE_CHANGE],
        state: context.game,
      })),
    },
  },
);

const TIMELINE_CHANGE = { SETUP: 'setup', START: 'start', UNDO: 'undo', RESTART: 'restart', LOAD: 'load', NEXT_GAME: 'nextGame' } as const;

/** The machine event that plays `action` for `seat` (how a computer's answer or a record's moves are sent). */
export function actionEvent(seat: Seat, action: Action): HexadominosEvent {
  return { type: 'PLAY', seat, action };
}

/**
 * The context the actor starts with. The input comes from the page: it is read once into a plain copy
 * like an event (`../shared/machine-input.ts`); one that cannot be read starts the machine as if none was given,
 * with the reason in `error`.
 */
function initialContext(given: HexadominosInput | undefined): HexadominosContext {
  const read = readInput<HexadominosInput>(given);
  const input: HexadominosInput = typeof read === 'string' ? {} : read;
  const base: Outcome<SessionConfig> =
    typeof read === 'string'
      ? { ok: false, error: { code: 'invalid-options', reason: read } }
      : configure({ seats: [...DEFAULT_SEATS], scoring: 'standard', target: null, undo: true }, input); // configure reads only its own fields
  const config: SessionConfig = base.ok ? base.value : { seats: [...DEFAULT_SEATS], scoring: 'standard', target: null, undo: true };
  const seed = seedOr(input.seed, freshSeed);
  const idle: HexadominosContext = {
    config,
    seed,
    game: null,
    dealt: null,
    log: [],
    matchGames: [],
    starterShown: false,
    selection: NO_SELECTION,
    lastEvents: [],
    undo: null,
    error: base.ok ? null : { code: 'invalid-setup', reason: base.error.reason },
  };
  if (input.source !== undefined) {
    const loaded = loadGame(input.source);
    if (!loaded.ok) return { ...idle, error: loaded.error };
    const { game, dealt, log } = loaded.value;
    return { ...idle, ...fresh(game), dealt, log, config: { ...config, seats: fitSeats(config.seats, game.players) }, starterShown: true };
  }
  if (!input.start) return idle;
  const started = startGame(config, seed);
  return started.ok ? { ...idle, ...fresh(started.state), dealt: dealOptions(config, seed) } : { ...idle, error: started.error };
}

/** The context fields of a game just dealt or loaded (its log and record options are the caller's). */
function fresh(game: GameState): Partial<HexadominosContext> {
  return {
    game,
    starterShown: game.starter === null || game.board.length > 0,
    selection: NO_SELECTION,
    log: [],
    matchGames: [],
    lastEvents: [],
    undo: null,
    error: null,
  };
}

/**
 * The context after `action` by the seat to move (the guard has checked it), logged: a person's placement
 * opens the undo window, unless it ended the game.
 */
function advance(context: Ctx, action: Action): Partial<HexadominosContext> {
  const before = live(context);
  const result = apply(before, action);
  if (!result.ok) return {}; // unreachable: guarded by the same engine call
  const seat = before.toMove;
  const undoable = action.type === 'place' && context.config.undo && context.config.seats[seat]?.kind === 'human' && !result.state.over;
  return {
    game: result.state,
    selection: selectionAfter(result.state),
    lastEvents: result.events,
    log: [...context.log, { seat, action, events: result.events }],
    undo: undoable ? { before, seat, action } : null,
  };
}
