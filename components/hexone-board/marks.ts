/**
 * Moves drawn over the board as numbered steps, from plain data: a hint (`showMove`: a suggestion, a
 * puzzle's move, a "try it") and the trail of the turn just played (what the other side did). A step is
 * one action with where its pawns went, read from the engine's events, so the drawing never re-derives
 * a rule: a hint is played on a copy of the position with the engine's `apply` to learn them.
 */
import { type Cell, type Direction } from '../../engine/hexone/cells.js';
import type { History } from '../../engine/hexone/history.js';
import { parseAction } from '../../engine/hexone/record.js';
import { apply, readAction } from '../../engine/hexone/rules.js';
import type { Action, GameEvent, GameState, Player, RuleError } from '../../engine/hexone/types.js';

/** Where one pawn of an explosion went: a neighbour, off the board, or off and back to the centre. */
export interface MarkArm {
  kind: 'moved' | 'toCentre' | 'lost';
  direction: Direction;
  to: Cell | null; // the neighbour (moved), the removed tile it fell on (lost), else null
}

/** One numbered step: a placement (no arms) or an explosion (three arms). A pass draws nothing. */
export interface MarkStep {
  n: number; // 1-based, in play order
  cell: Cell;
  explosion: boolean;
  toward: Cell | null; // the explosion's Y, named by a cell on it
  arms: MarkArm[];
}

/** Marks of a turn: who played it and its steps. */
export interface MoveMarks {
  player: Player;
  actions: Action[];
  steps: MarkStep[];
}

/** The steps of `actions` played in order, from the engine's events of each. */
function stepsOf(played: readonly { action: Action; events: readonly GameEvent[] }[]): MarkStep[] {
  const steps: MarkStep[] = [];
  for (const { action, events } of played) {
    if (action.type === 'pass') continue;
    const arms: MarkArm[] = [];
    for (const e of events) {
      if (e.type === 'moved') arms.push({ kind: 'moved', direction: e.direction, to: e.to });
      else if (e.type === 'toCentre') arms.push({ kind: 'toCentre', direction: e.direction, to: null });
      else if (e.type === 'lost') arms.push({ kind: 'lost', direction: e.direction, to: e.to });
    }
    const explosion = action.type === 'explode';
    steps.push({ n: steps.length + 1, cell: action.cell, explosion, toward: explosion ? action.toward : null, arms });
  }
  return steps;
}

/**
 * The actions a hint names, from any value: move text (`"c2 c2>d3"`, words split by spaces or commas),
 * one action object, or a list of either. An error (never a throw) for anything else.
 */
export function readMove(value: unknown): Action[] | RuleError {
  const bad = (text: string): RuleError => ({ code: 'invalid-notation', reason: 'not a move', text: text.slice(0, 40) });
  const items: unknown[] = typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : Array.isArray(value) ? [...value] : [value];
  if (!items.length) return bad(typeof value === 'string' ? value : '');
  const actions: Action[] = [];
  for (const item of items) {
    const action = typeof item === 'string' ? parseAction(item) : readAction(item);
    if (!action || 'code' in action) return bad(typeof item === 'string' ? item : typeof item);
    actions.push(action);
  }
  return actions;
}

/** The marks of `actions` played from `state`, or the engine's reason when one of them is illegal there. */
export function hintMarks(state: GameState, actions: readonly Action[]): MoveMarks | RuleError {
  const played: { action: Action; events: GameEvent[] }[] = [];
  let now = state;
  for (const action of actions) {
    const result = apply(now, action);
    if (!result.ok) return result.error;
    played.push({ action, events: result.events });
    now = result.state;
  }
  return { player: state.toMove, actions: [...actions], steps: stepsOf(played) };
}

/**
 * The turn that led to the current state of `history`: its placement (or pass) and the explosions after
 * it, or null when the cursor is at the start. Only meaningful when the current state starts a turn.
 */
export function lastTurnMarks(history: History): MoveMarks | null {
  const end = history.cursor;
  let start = end;
  while (start > 0 && history.moves[start - 1].type === 'explode') start--;
  if (start === 0) return null;
  start--; // the placement (or pass) that opened the turn
  const played = history.moves.slice(start, end).map((action, k) => ({ action, events: history.events[start + k] }));
  return { player: history.states[start].toMove, actions: played.map((p) => p.action), steps: stepsOf(played) };
}

/** How many explosions of the current turn come before `history`'s cursor (0 before the first). */
export function explosionsSoFar(history: History): number {
  let count = 0;
  for (let k = history.cursor - 1; k >= 0 && history.moves[k].type === 'explode'; k--) count++;
  return count;
}
