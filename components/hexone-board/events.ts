/**
 * The events `<hexone-board>` fires: all bubble out of shadow roots (`composed`) with a typed `detail`.
 * `hexone-move` is the only cancelable one: it comes before a user's gesture is applied. Each detail is a
 * deep-frozen copy (`../shared/frozen.ts`): a listener that writes to it changes nothing in the game.
 */
import type { Cell } from '../../engine/hexone/cells.js';
import type { Action, GameEvent, GameState, Player, RuleError } from '../../engine/hexone/types.js';
import { type History, currentState } from '../../engine/hexone/history.js';
import { frozenCopy } from '../shared/frozen.js';

// This module's types are the package's public event types: they import nothing of the machine's (XState's
// types fail to compile under a consumer's `exactOptionalPropertyTypes`), so these two are written out here.
/** Why the game changed, as `hexone-change` says it (game-controller.ts sends the same reasons). */
export type ChangeReason = 'move' | 'undo' | 'redo' | 'reset' | 'load';
/** What the events of a move read of it: game-controller.ts's AppliedMove, whose snapshots hold the game's history. */
interface AppliedMove {
  action: Action;
  events: GameEvent[];
  player: Player;
  after: { context: { history: History } };
}
import type { BoardError, BoardErrorCode } from './i18n-types.js';

export interface MoveDetail {
  action: Action;
} // { action: { type: 'place', cell: 'b2' } }
export interface PlaceDetail {
  player: Player;
  cell: Cell;
  events: GameEvent[];
  state: GameState;
}
export interface ExplodeDetail {
  player: Player;
  cell: Cell;
  toward: Cell;
  events: GameEvent[];
  state: GameState;
}
export interface TurnDetail {
  toMove: Player;
  state: GameState;
}
export interface GameOverDetail {
  winner: Player;
  score: number | null;
  state: GameState;
}
export interface ChangeDetail {
  state: GameState;
  record: string;
  reason: ChangeReason;
}
export interface ErrorDetail {
  code: BoardErrorCode;
  message: string;
  error: RuleError | BoardError;
}

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

/** Fires `name` from `target` with a frozen copy of `detail`; returns false when a listener cancelled it. */
export function fire<K extends keyof HexoneEventMap>(target: EventTarget, name: K, detail: DetailOf<K>, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail: frozenCopy(detail), bubbles: true, composed: true, cancelable }));
}

/** The events of one applied move: `hexone-place` or `hexone-explode`, then `hexone-turn` / `hexone-game-over`, then `hexone-change`. */
export function fireMoveEvents(target: EventTarget, { action, events, player, after }: AppliedMove, record: string): void {
  const state = currentState(after.context.history);
  if (action.type === 'place') fire(target, 'hexone-place', { player, cell: action.cell, events, state });
  else if (action.type === 'explode') fire(target, 'hexone-explode', { player, cell: action.cell, toward: action.toward, events, state });
  for (const e of events) {
    if (e.type === 'turn') fire(target, 'hexone-turn', { toMove: e.toMove, state });
    if (e.type === 'won') fire(target, 'hexone-game-over', { winner: e.winner, score: e.score, state });
  }
  fire(target, 'hexone-change', { state, record, reason: 'move' });
}
