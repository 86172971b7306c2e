/**
 * The game machine (XState 5): the phases of a turn, undo/redo, restart and loading.
 *
 *   route ─▶ opening.first ─▶ opening.second ─▶ placing ⇄ chain.choosingCell ⇄ chain.choosingY
 *                                                   └──────────────▶ over ◀──────────┘
 *
 * `placing.shutIn` is the side to move that cannot place anywhere (its only pawns on a surrounded
 * centre): its one move is PASS. Everywhere else placing is `placing.free`. A board reads where the turn
 * is from the snapshot (`matches({ placing: 'shutIn' })`) rather than working it out from the state.
 *
 * `route` is transient: after anything changes the game, it picks the state that matches the
 * engine's phase, so the machine can never disagree with the rules. Guards and actions are
 * one-line calls into the pure engine (`history.ts`, `rules.ts`).
 *
 * An event the current state does not take changes nothing: there is no catch-all transition, so
 * `snapshot.can(event)` says exactly whether an event would be taken (a board enables its buttons and
 * accepts a gesture by it), and `refusal(context, event)` says why one is not, with the engine's code (the
 * board's controller reports it, in the board's language), whatever the event's fields hold. Every applied
 * move emits `applied` with what happened; UNDO, REDO, RESTART and LOAD emit `timeline`. The same contract
 * as Hexa-dominos' machine (`engine/hexadominos/machine.ts`).
 *
 * Written as `createMachine(config, implementations)` rather than `setup({…}).createMachine(config)`:
 * the same named guards and actions, typed the same way (`types.guards`, `types.actions`), but `setup`
 * also brings every action creator XState has (0.8 KB gzip), which the element's 32 KB budget cannot spare.
 */
import { assign, createMachine, emit } from 'xstate';
import type { Cell } from './cells.js';
import { type History, type Loadable, canRedo, canUndo, currentState, load, play, redo, restart, undo } from './history.js';
import { explodableCells, explode as tryExplode, pass as tryPass, place as tryPlace, rulesOrDefaults } from './rules.js';
import type { Action, GameEvent, GameState, Player, RuleError, Rules } from './types.js';
import { readEvent, readInput } from '../shared/machine-input.js';
import { THREW } from '../shared/untrusted.js';

export interface GameContext {
  history: History;
  selected: Cell | null; // the explodable cell chosen, waiting for its Y
  lastEvents: GameEvent[]; // what the latest forward move did (empty after undo/load)
  error: RuleError | null; // why `input.source` did not load (null once RESTART or LOAD succeeds)
}

export type GameMachineEvent =
  | { type: 'PLACE'; cell: string } // { type: 'PLACE', cell: 'b2' }
  | { type: 'SELECT'; cell: string } // choose which explodable cell to fire
  | { type: 'EXPLODE'; toward: string; cell?: string } // cell defaults to the selected one
  | { type: 'PASS' } // only legal for a side shut in on the centre
  | { type: 'CANCEL' } // drop the selection
  | { type: 'UNDO' }
  | { type: 'REDO' }
  | { type: 'RESTART'; rules?: Partial<Rules>; first?: Player }
  | { type: 'LOAD'; source: Loadable }; // position text, record text, URL form, or objects

export type GameMachineEmitted =
  | { type: 'applied'; action: Action; events: GameEvent[]; state: GameState }
  | { type: 'timeline'; change: 'undo' | 'redo' | 'restart' | 'load'; state: GameState };

export interface GameMachineInput {
  rules?: Partial<Rules>; // { exits: 'express', tiles: true }
  first?: Player; // who opens a new game
  source?: Loadable; // start from a position or record instead (invalid: a new game, and `error` set)
}

const game = (c: GameContext) => currentState(c.history);
/**
 * The event's fields, read once into a plain copy before any guard or action looks at them (getters and
 * proxies from a page must not throw inside the machine, nor answer differently the second time):
 * `engine/shared/machine-input.ts`. An event that cannot be read is refused (`readable`).
 */
const ev = <E extends GameMachineEvent>(event: E) => readEvent(event) as E & { unreadable?: string };
const readable = (event: GameMachineEvent) => ev(event).unreadable === undefined;
/** The explosion an EXPLODE event asks for, with the selected cell filled in. */
const explosionOf = (c: GameContext, e: { toward: string; cell?: string }) => ({ cell: e.cell ?? c.selected ?? '', toward: e.toward });
const errorOf = (r: { ok: boolean; error?: RuleError }): RuleError => r.error ?? { code: 'invalid-state', reason: 'unknown' };

type GuardName =
  | 'isOpening'
  | 'isFirstOpeningPawn'
  | 'isPlacing'
  | 'isChain'
  | 'passIsLegal'
  | 'placementIsLegal'
  | 'explosionIsLegal'
  | 'selectionIsExplodable'
  | 'canUndo'
  | 'canRedo'
  | 'sourceLoads'
  | 'eventIsReadable';
type ActionName =
  'playPlacement' | 'playPass' | 'playExplosion' | 'emitApplied' | 'select' | 'clearSelection' | 'undo' | 'redo' | 'restart' | 'load' | 'emitTimeline';

export const gameMachine = createMachine(
  {
    types: {} as {
      context: GameContext;
      events: GameMachineEvent;
      emitted: GameMachineEmitted;
      input: GameMachineInput;
      guards: { type: GuardName };
      actions: { type: ActionName };
    },
    id: 'hexone',
    context: ({ input: given }) => {
      // Read once into a plain copy, like an event; an input that cannot be read starts a new game, with the reason.
      const read = readInput<GameMachineInput>(given);
      const input = typeof read === 'string' ? {} : read;
      const loaded = input.source !== undefined ? load(input.source) : null;
      const history = loaded?.ok ? loaded.history : restart(input.rules, input.first);
      const error: RuleError | null = typeof read === 'string' ? { code: 'invalid-state', reason: read } : loaded && !loaded.ok ? loaded.error : null;
      return { history, selected: null, lastEvents: [], error };
    },
    initial: 'route',
    // No catch-all: what no state takes is not taken (see `refusal`), so `snapshot.can()` is exact.
    on: {
      UNDO: { guard: 'canUndo', target: '.route', actions: ['undo', 'emitTimeline'] },
      REDO: { guard: 'canRedo', target: '.route', actions: ['redo', 'emitTimeline'] },
      RESTART: { guard: 'eventIsReadable', target: '.route', actions: ['restart', 'emitTimeline'] },
      LOAD: { guard: 'sourceLoads', target: '.route', actions: ['load', 'emitTimeline'] },
    },
    states: {
      route: {
        always: [
          { guard: 'isOpening', target: 'opening' },
          { guard: 'isPlacing', target: 'placing' },
          { guard: 'isChain', target: 'chain' },
          { target: 'over' },
        ],
      },
      opening: {
        initial: 'route',
        states: {
          route: { always: [{ guard: 'isFirstOpeningPawn', target: 'first' }, { target: 'second' }] },
          first: {},
          second: {},
        },
        on: { PLACE: { guard: 'placementIsLegal', target: 'route', actions: ['playPlacement', 'emitApplied'] } },
      },
      placing: {
        initial: 'route',
        states: {
          route: { always: [{ guard: 'passIsLegal', target: 'shutIn' }, { target: 'free' }] },
          free: {},
          shutIn: {},
        },
        on: {
          PLACE: { guard: 'placementIsLegal', target: 'route', actions: ['playPlacement', 'emitApplied'] },
          PASS: { guard: 'passIsLegal', target: 'route', actions: ['playPass', 'emitApplied'] },
        },
      },
      chain: {
        initial: 'choosingCell',
        states: {
          choosingCell: {
            on: { SELECT: { guard: 'selectionIsExplodable', target: 'choosingY', actions: 'select' } },
          },
          choosingY: {
            on: {
              SELECT: { guard: 'selectionIsExplodable', target: 'choosingY', reenter: true, actions: 'select' },
              CANCEL: { target: 'choosingCell', actions: 'clearSelection' },
            },
          },
        },
        on: { EXPLODE: { guard: 'explosionIsLegal', target: 'route', actions: ['playExplosion', 'clearSelection', 'emitApplied'] } },
      },
      over: {},
    },
  },
  {
    guards: {
      isOpening: ({ context }) => game(context).phase === 'opening',
      isFirstOpeningPawn: ({ context }) => Object.keys(game(context).cells).length === 0,
      isPlacing: ({ context }) => game(context).phase === 'place',
      isChain: ({ context }) => game(context).phase === 'explode',
      passIsLegal: ({ context }) => tryPass(game(context)).ok,
      placementIsLegal: ({ context, event }) => event.type === 'PLACE' && readable(event) && tryPlace(game(context), ev(event).cell).ok,
      explosionIsLegal: ({ context, event }) =>
        event.type === 'EXPLODE' && readable(event) && tryExplode(game(context), explosionOf(context, ev(event)).cell, ev(event).toward).ok,
      selectionIsExplodable: ({ context, event }) =>
        event.type === 'SELECT' && readable(event) && (explodableCells(game(context)) as string[]).includes(ev(event).cell),
      canUndo: ({ context }) => canUndo(context.history),
      canRedo: ({ context }) => canRedo(context.history),
      sourceLoads: ({ event }) => event.type === 'LOAD' && readable(event) && load(ev(event).source).ok,
      eventIsReadable: ({ event }) => readable(event),
    },
    actions: {
      playPlacement: assign(({ context, event }) => forward(context, { type: 'place', cell: (ev(event) as { cell: Cell }).cell })),
      playPass: assign(({ context }) => forward(context, { type: 'pass' })),
      playExplosion: assign(({ context, event }) => {
        const { cell, toward } = explosionOf(context, ev(event) as { toward: string; cell?: string });
        return forward(context, { type: 'explode', cell: cell as Cell, toward: toward as Cell });
      }),
      emitApplied: emit(({ context }) => ({
        type: 'applied' as const,
        action: context.history.moves[context.history.cursor - 1],
        events: context.lastEvents,
        state: game(context),
      })),
      select: assign({ selected: ({ event }) => (ev(event) as { cell: Cell }).cell }),
      clearSelection: assign({ selected: null }),
      undo: assign({ history: ({ context }) => undo(context.history), selected: null, lastEvents: [] }),
      redo: assign(({ context }) => {
        const history = redo(context.history);
        return { history, selected: null, lastEvents: history.events[history.cursor - 1] ?? [] };
      }),
      restart: assign(({ context, event }) => {
        const e = ev(event) as { rules?: Partial<Rules>; first?: Player };
        // Settings not given, or not understood, keep the current game's (restart never throws on odd values).
        return { history: restart(rulesOrDefaults(e.rules, game(context).rules), e.first ?? 'b'), selected: null, lastEvents: [], error: null };
      }),
      load: assign(({ event }) => {
        const loaded = load((ev(event) as { source: Loadable }).source);
        return loaded.ok ? { history: loaded.history, selected: null, lastEvents: [], error: null } : {};
      }),
      emitTimeline: emit(({ context, event }) => ({
        type: 'timeline' as const,
        change: event.type.toLowerCase() as 'undo' | 'redo' | 'restart' | 'load',
        state: game(context),
      })),
    },
  },
);

/** The machine event that plays `action` (how a record's moves or a computer's turn are sent). */
export function actionEvent(action: Action): GameMachineEvent {
  if (action.type === 'place') return { type: 'PLACE', cell: action.cell };
  if (action.type === 'explode') return { type: 'EXPLODE', cell: action.cell, toward: action.toward };
  return { type: 'PASS' };
}

function forward(context: GameContext, action: Action): Partial<GameContext> {
  const played = play(context.history, action);
  if (!played.ok) return {}; // unreachable: guarded by the same engine call
  return { history: played.history, lastEvents: played.history.events[played.history.cursor - 1] };
}

/**
 * Why the machine in `context` does not take `event` (`snapshot.can(event)` is false): the engine's reason
 * for a move, the machine's for the rest, as a code every board words in its languages. A board reports it;
 * the machine only ignores.
 */
export function refusal(context: GameContext, sent: GameMachineEvent): RuleError {
  if (typeof sent !== 'object' || sent === null) return { code: 'invalid-state', reason: 'an event is an object' };
  const state = game(context);
  const event = ev(sent);
  if (event.unreadable !== undefined) {
    return { code: 'invalid-state', reason: `${event.type}: ${event.unreadable === THREW ? 'reading the event threw an exception' : event.unreadable}` };
  }
  switch (event.type) {
    case 'PLACE':
      return errorOf(tryPlace(state, event.cell));
    case 'EXPLODE': {
      const e = explosionOf(context, event);
      if (e.cell) return errorOf(tryExplode(state, e.cell, e.toward));
      // No cell given nor selected: say what the phase expects instead.
      return state.phase === 'explode'
        ? { code: 'not-explodable', explodable: explodableCells(state) }
        : { code: state.phase === 'over' ? 'game-over' : 'must-place' };
    }
    case 'SELECT':
      return state.phase === 'explode'
        ? { code: 'not-explodable', cell: event.cell, explodable: explodableCells(state) }
        : { code: state.phase === 'over' ? 'game-over' : 'must-place', cell: event.cell };
    case 'PASS':
      return errorOf(tryPass(state));
    case 'CANCEL':
      return { code: 'nothing-selected' };
    case 'UNDO':
      return { code: 'nothing-to-undo' };
    case 'REDO':
      return { code: 'nothing-to-redo' };
    case 'LOAD': {
      const l = load(event.source);
      return l.ok ? { code: 'invalid-state', reason: 'unknown' } : l.error;
    }
    default:
      return { code: 'invalid-state', reason: 'unknown event' };
  }
}
