/**
 * The events `<hexadominos-board>` fires: all bubble out of shadow roots (`composed`) with a typed
 * `detail`. `hexadominos-move` is the only cancelable one: it comes before a person's action is applied.
 */
import type { Action, Axial, Ending, GameEvent, GameState, RuleError, Rotation, Seat, Tile } from '../../engine/hexadominos/types.js';
import type { BoardError, BoardErrorCode } from './i18n.js';

export interface MoveDetail { seat: Seat; action: Action } // { seat: 0, action: { type: 'draw' } }
export interface PlaceDetail { seat: Seat; tile: Tile; at: Axial; rot: Rotation; points: number; events: GameEvent[]; state: GameState }
export interface DrawDetail { seat: Seat; tile: Tile | null; draw: number; penalty: number; state: GameState } // draw: 1–3 this turn
export interface PassDetail { seat: Seat; state: GameState }
export interface TurnDetail { toMove: Seat; state: GameState }
export interface GameOverDetail { ending: Ending; winners: Seat[]; scores: number[]; state: GameState }
export type ChangeReason = 'move' | 'undo' | 'new-game' | 'load' | 'next-game';
export interface ChangeDetail { state: GameState; record: string; reason: ChangeReason }
export interface ErrorDetail { code: BoardErrorCode; message: string; error: RuleError | BoardError }

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

/** Fires `name` from `target`; returns false when a listener cancelled it. */
export function fire<K extends keyof HexadominosEventMap>(target: EventTarget, name: K, detail: DetailOf<K>, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}

/** The DOM events an applied action gives, in order: place, draw or pass, then turn or game over. */
export function actionEvents(target: EventTarget, seat: Seat, action: Action, events: readonly GameEvent[], state: GameState): void {
  for (const e of events) {
    if (e.type === 'tilePlaced') {
      const points = events.find((p) => p.type === 'points');
      fire(target, 'hexadominos-place', { seat, tile: e.tile, at: e.at, rot: e.rot, points: points?.type === 'points' ? points.points : 0, events: [...events], state });
    } else if (e.type === 'drew') fire(target, 'hexadominos-draw', { seat, tile: e.tile, draw: e.draw, penalty: e.penalty, state });
    else if (e.type === 'passed') fire(target, 'hexadominos-pass', { seat, state });
    else if (e.type === 'turn') fire(target, 'hexadominos-turn', { toMove: e.toMove, state });
    else if (e.type === 'gameOver') fire(target, 'hexadominos-game-over', { ending: e.ending, winners: e.winners, scores: e.scores, state });
  }
  void action;
}
