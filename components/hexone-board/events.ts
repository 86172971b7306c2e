/**
 * The events `<hexone-board>` fires: all bubble out of shadow roots (`composed`) with a typed `detail`.
 * `hexone-move` is the only cancelable one: it comes before a user's gesture is applied.
 */
import type { Cell } from '../../engine/hexone/cells.js';
import type { Action, GameEvent, GameState, Player, RuleError } from '../../engine/hexone/types.js';
import type { BoardError, BoardErrorCode } from './i18n.js';

export interface MoveDetail { action: Action } // { action: { type: 'place', cell: 'b2' } }
export interface PlaceDetail { player: Player; cell: Cell; events: GameEvent[]; state: GameState }
export interface ExplodeDetail { player: Player; cell: Cell; toward: Cell; events: GameEvent[]; state: GameState }
export interface TurnDetail { toMove: Player; state: GameState }
export interface GameOverDetail { winner: Player; score: number | null; state: GameState }
export type ChangeReason = 'move' | 'undo' | 'redo' | 'reset' | 'load';
export interface ChangeDetail { state: GameState; record: string; reason: ChangeReason }
export interface ErrorDetail { code: BoardErrorCode; message: string; error: RuleError | BoardError }

export interface HexoneEventMap {
  'hexone-move': CustomEvent<MoveDetail>;
  'hexone-place': CustomEvent<PlaceDetail>;
  'hexone-explode': CustomEvent<ExplodeDetail>;
  'hexone-turn': CustomEvent<TurnDetail>;
  'hexone-game-over': CustomEvent<GameOverDetail>;
  'hexone-change': CustomEvent<ChangeDetail>;
  'hexone-error': CustomEvent<ErrorDetail>;
}

type DetailOf<K extends keyof HexoneEventMap> = HexoneEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Fires `name` from `target`; returns false when a listener cancelled it. */
export function fire<K extends keyof HexoneEventMap>(target: EventTarget, name: K, detail: DetailOf<K>, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
