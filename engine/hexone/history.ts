/**
 * A game's timeline: every state from the start, the moves between them, and a cursor for
 * undo/redo. Pure functions over plain data; the XState machine stores one of these in its context.
 */
import { parsePosition } from './notation.js';
import { type GameRecord, parseRecord, recordFromUrl, replay } from './record.js';
import { apply, fromBoard, newGame, readAction, toBoard } from './rules.js';
import type { Action, GameEvent, GameState, Player, RuleError, Rules } from './types.js';
import { describe, guarded, isRecordLike, ownField } from './untrusted.js';

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
export function play(h: History, given: Action): HistoryResult {
  const action = readAction(given); // a plain copy is what the timeline keeps
  if ('code' in action) return { ok: false, error: action };
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

/**
 * The record up to the current state (what "share this game" should link to). A value that is not a
 * timeline (a cast, data read back from somewhere) gives null rather than an exception.
 */
export function toRecord(h: History): GameRecord;
export function toRecord(h: unknown): GameRecord | null;
export function toRecord(h: unknown): GameRecord | null {
  return guarded(() => {
    if (!isRecordLike(h)) return null;
    const states = ownField(h, 'states');
    const moves = ownField(h, 'moves');
    const cursor = ownField(h, 'cursor');
    if (!Array.isArray(states) || !Array.isArray(moves) || states.length === 0) return null;
    if (typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0 || cursor >= states.length || cursor > moves.length) return null;
    return { start: states[0] as GameState, moves: moves.slice(0, cursor) as Action[] };
  }, () => null);
}

/** A timeline that has played a whole record, cursor at its end (a malformed record or an illegal move is refused). */
export function fromRecord(record: GameRecord): HistoryResult {
  const replayed = replay(record);
  if (!replayed.ok) return replayed;
  const { moves, states, events } = replayed.value;
  return { ok: true, history: { states, moves, events, cursor: states.length - 1 } };
}

/** What can be loaded: position or record text (record text has a `|`), URL form (has a `~`), or objects. */
export type Loadable = string | GameState | GameRecord;

/**
 * A timeline from any value: text, a record object (it has `start` or `moves`) or a state object (it has
 * `cells`). Anything malformed, of any type, is refused with a typed error; nothing of `source` is kept.
 */
export function load(source: Loadable): HistoryResult {
  if (typeof source === 'string') {
    const text = source.trim();
    const parsed = text.includes('~') ? recordFromUrl(text) : text.includes('|') ? parseRecord(text) : null;
    if (parsed) return parsed.ok ? fromRecord(parsed.value) : parsed;
    const position = parsePosition(text);
    return position.ok ? { ok: true, history: startHistory(position.value) } : position;
  }
  const refuse = (reason: string): HistoryResult => ({ ok: false, error: { code: 'invalid-state', reason } });
  return guarded(() => {
    if (!isRecordLike(source)) return refuse(`nothing to load: ${describe(source)}`);
    if (Object.hasOwn(source, 'start') || Object.hasOwn(source, 'moves')) return fromRecord(source as GameRecord);
    if (!Object.hasOwn(source, 'cells')) return refuse('nothing to load: neither a state nor a record');
    const board = toBoard(source as GameState);
    return 'code' in board ? { ok: false, error: board } : { ok: true, history: startHistory(fromBoard(board)) };
  }, (reason) => refuse(`nothing to load: ${reason}`));
}

export function restart(rules: Partial<Rules> = {}, first: Player = 'b'): History {
  return startHistory(newGame(rules, first));
}
