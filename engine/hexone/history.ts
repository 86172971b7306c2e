/**
 * A game's timeline: every state from the start, the moves between them, and a cursor for
 * undo/redo. Pure functions over plain data; the XState machine stores one of these in its context.
 */
import { parsePosition } from './notation.js';
import { type GameRecord, parseRecord, recordFromUrl, replay } from './record.js';
import { apply, checkState, newGame } from './rules.js';
import type { Action, GameEvent, GameState, Player, RuleError, Rules } from './types.js';

export interface History {
  states: GameState[]; // states[0] is the start
  moves: Action[]; // moves[k] leads from states[k] to states[k + 1]
  events: GameEvent[][]; // events[k]: what moves[k] did
  cursor: number; // index of the current state; below states.length - 1 after an undo
}

export type HistoryResult = { ok: true; history: History } | { ok: false; error: RuleError };

export function startHistory(start: GameState): History {
  return { states: [start], moves: [], events: [], cursor: 0 };
}

export function currentState(h: History): GameState {
  return h.states[h.cursor];
}

/** Plays `action` from the current state; moves undone before it are dropped (as in any editor). */
export function play(h: History, action: Action): HistoryResult {
  const result = apply(currentState(h), action);
  if (!result.ok) return result;
  const keep = h.cursor + 1;
  return {
    ok: true,
    history: {
      states: [...h.states.slice(0, keep), result.state],
      moves: [...h.moves.slice(0, h.cursor), action],
      events: [...h.events.slice(0, h.cursor), result.events],
      cursor: keep,
    },
  };
}

export const canUndo = (h: History): boolean => h.cursor > 0;
export const canRedo = (h: History): boolean => h.cursor < h.states.length - 1;
export const undo = (h: History): History => (canUndo(h) ? { ...h, cursor: h.cursor - 1 } : h);
export const redo = (h: History): History => (canRedo(h) ? { ...h, cursor: h.cursor + 1 } : h);

/** The record up to the current state (what "share this game" should link to). */
export function toRecord(h: History): GameRecord {
  return { start: h.states[0], moves: h.moves.slice(0, h.cursor) };
}

/** A timeline that has played a whole record, cursor at its end. */
export function fromRecord(record: GameRecord): HistoryResult {
  const replayed = replay(record);
  if (!replayed.ok) return replayed;
  const { states, events } = replayed.value;
  return { ok: true, history: { states, moves: [...record.moves], events, cursor: states.length - 1 } };
}

/** What can be loaded: position or record text (record text has a `|`), URL form (has a `~`), or objects. */
export type Loadable = string | GameState | GameRecord;

export function load(source: Loadable): HistoryResult {
  if (typeof source === 'string') {
    const text = source.trim();
    const parsed = text.includes('~') ? recordFromUrl(text) : text.includes('|') ? parseRecord(text) : null;
    if (parsed) return parsed.ok ? fromRecord(parsed.value) : parsed;
    const position = parsePosition(text);
    return position.ok ? { ok: true, history: startHistory(position.value) } : position;
  }
  if (source && typeof source === 'object' && 'moves' in source && 'start' in source) return fromRecord(source);
  if (source && typeof source === 'object' && 'cells' in source) {
    const error = checkState(source);
    return error ? { ok: false, error } : { ok: true, history: startHistory(structuredClone(source)) };
  }
  return { ok: false, error: { code: 'invalid-state', reason: 'nothing to load' } };
}

export function restart(rules: Partial<Rules> = {}, first: Player = 'b'): History {
  return startHistory(newGame(rules, first));
}
