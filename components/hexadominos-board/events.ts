/**
 * The events `<hexadominos-board>` fires: all bubble out of shadow roots (`composed`) with a typed
 * `detail`. `hexadominos-move` is the only cancelable one: it comes before a person's action is applied.
 *
 * Hexa-dominos hides information: each rack from the other seats, the pile's order from everyone. An event
 * reaches any listener on the page (analytics, a third-party script, a frame relaying it to its parent), so a
 * detail carries what the viewing seat may see — `view` (engine/hexadominos/view.ts `viewFor`: its own rack,
 * the others' tile counts, the pile's size), events with other seats' drawn tiles hidden — and no record (its
 * seed deals every rack, and the next game's). A page that may see everything opts in with the `full-state`
 * attribute: details then also carry `state` (the whole GameState) and `record`. Each detail is a deep-frozen
 * copy (`../shared/frozen.ts`): a listener that writes to it changes nothing in the game.
 */
import type { Action, Axial, Ending, GameEvent, GameState, RuleError, Rotation, Seat, Tile } from '../../engine/hexadominos/types.js';
import { type SeatView, viewEvents, viewFor } from '../../engine/hexadominos/view.js';
import type { BoardError, BoardErrorCode } from './i18n.js';
import { frozenCopy } from '../shared/frozen.js';

/** What every detail says of the game: the viewing seat's view, and with `full-state` the whole state. */
export interface GameSeen {
  view: SeatView;
  state?: GameState; // only with `full-state`
}
export interface MoveDetail {
  seat: Seat;
  action: Action;
} // { seat: 0, action: { type: 'draw' } }
export interface PlaceDetail extends GameSeen {
  seat: Seat;
  tile: Tile;
  at: Axial;
  rot: Rotation;
  points: number;
  events: GameEvent[];
}
export interface DrawDetail extends GameSeen {
  seat: Seat;
  tile: Tile | null;
  draw: number;
  penalty: number;
} // tile: null unless the viewing seat drew it; draw: 1–3 this turn
export interface PassDetail extends GameSeen {
  seat: Seat;
}
export interface TurnDetail extends GameSeen {
  toMove: Seat;
}
export interface GameOverDetail extends GameSeen {
  ending: Ending;
  winners: Seat[];
  scores: number[];
}
export type ChangeReason = 'move' | 'undo' | 'new-game' | 'load' | 'next-game';
export interface ChangeDetail extends GameSeen {
  record: string;
  reason: ChangeReason;
} // record: '' without `full-state`
export interface ErrorDetail {
  code: BoardErrorCode;
  message: string;
  error: RuleError | BoardError;
}

export interface HexadominosEventMap {
  'hexadominos-move': CustomEvent<MoveDetail>;
  'hexadominos-place': CustomEvent<PlaceDetail>;
  'hexadominos-draw': CustomEvent<DrawDetail>;
  'hexadominos-pass': CustomEvent<PassDetail>;
  'hexadominos-turn': CustomEvent<TurnDetail>;
  'hexadominos-game-over': CustomEvent<GameOverDetail>;
  'hexadominos-change': CustomEvent<ChangeDetail>;
  'hexadominos-error': CustomEvent<ErrorDetail>;
}

type DetailOf<K extends keyof HexadominosEventMap> = HexadominosEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Fires `name` from `target` with a frozen copy of `detail`; returns false when a listener cancelled it. */
export function fire<K extends keyof HexadominosEventMap>(target: EventTarget, name: K, detail: DetailOf<K>, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail: frozenCopy(detail), bubbles: true, composed: true, cancelable }));
}

/** Who the details are written for: the seat whose view they carry, and whether the page opted in to everything. */
export interface Audience {
  viewer: Seat;
  full: boolean;
}

/** What `audience` may be told of `state` (the board's own game, which always has a view). */
export function seen(state: GameState, { viewer, full }: Audience): GameSeen {
  const view = viewFor(state, viewer);
  return { view: (view as { value: SeatView }).value, ...(full ? { state } : {}) };
}

/** The DOM events an applied action gives, in order: place, draw or pass, then turn or game over. */
export function actionEvents(target: EventTarget, seat: Seat, events: readonly GameEvent[], state: GameState, audience: Audience): void {
  const told = seen(state, audience);
  const shown = audience.full ? [...events] : viewEvents(events, audience.viewer);
  for (const e of shown) {
    if (e.type === 'tilePlaced') {
      const points = shown.find((p) => p.type === 'points');
      fire(target, 'hexadominos-place', {
        seat,
        tile: e.tile,
        at: e.at,
        rot: e.rot,
        points: points?.type === 'points' ? points.points : 0,
        events: shown,
        ...told,
      });
    } else if (e.type === 'drew') fire(target, 'hexadominos-draw', { seat, tile: e.tile, draw: e.draw, penalty: e.penalty, ...told });
    else if (e.type === 'passed') fire(target, 'hexadominos-pass', { seat, ...told });
    else if (e.type === 'turn') fire(target, 'hexadominos-turn', { toMove: e.toMove, ...told });
    else if (e.type === 'gameOver') fire(target, 'hexadominos-game-over', { ending: e.ending, winners: e.winners, scores: e.scores, ...told });
  }
}
