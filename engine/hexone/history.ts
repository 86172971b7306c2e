/**
 * A game's timeline: every state from the start, the moves between them, and a cursor for
 * undo/redo. Pure functions over plain data; the XState machine stores one of these in its context.
 */
import { parsePosition } from './notation.js';
import { type GameRecord, parseRecord, recordFromUrl, replay } from './record.js';
import { apply, fromBoard, newGame, readAction, toBoard } from './rules.js';
import type { Action, GameEvent, GameState, Player, RuleError, Rules } from './types.js';
import { describe, guarded, isPlainObject, ownField, readList } from '../shared/untrusted.js';

export interface History {
  states: GameState[]; // states[0] is the start
  moves: Action[]; // moves[k] leads from states[k] to states[k + 1]
  events: GameEvent[][]; // events[k]: what moves[k] did
  cursor: number; // index of the current state; below states.length - 1 after an undo
}

export type HistoryResult = { ok: true; history: History } | { ok: false; error: RuleError };

/** The longest timeline read from outside (a game takes a few hundred moves at most). */
const MAX_STATES = 10_000;

/**
 * The functions below are public: a page may hand them anything. A timeline this module made (`made`)
 * is used as it is, so its states keep their identity from call to call (the board's drawing compares
 * them). Any other value is read once, own fields only, and rebuilt from its start and its moves, which
 * determine the rest (`readTimeline`); what is not a timeline gets null, false or a refusal.
 */
const made = new WeakSet<object>();
const own = (h: History): History => {
  made.add(h);
  return h;
};
/** A timeline to work on: this module's own, or a checked copy of any other value (null when it is not one). */
const timelineOf = (h: unknown): History | null => (typeof h === 'object' && h !== null && made.has(h) ? (h as History) : readTimeline(h));

/** A timeline starting at `start` (null when it is not a valid state). */
export function startHistory(start: GameState): History;
export function startHistory(start: unknown): History | null;
export function startHistory(start: unknown): History | null {
  const board = toBoard(start as GameState);
  return 'code' in board ? null : own({ states: [fromBoard(board)], moves: [], events: [], cursor: 0 });
}

/** The state at the cursor (null for what is not a timeline). */
export function currentState(h: History): GameState;
export function currentState(h: unknown): GameState | null;
export function currentState(h: unknown): GameState | null {
  const timeline = timelineOf(h);
  return timeline && timeline.states[timeline.cursor];
}

/** Plays `action` from the current state; moves undone before it are dropped (as in any editor). */
export function play(h: History, given: Action): HistoryResult {
  const action = readAction(given); // a plain copy is what the timeline keeps
  if ('code' in action) return { ok: false, error: action };
  const timeline = timelineOf(h);
  if (!timeline) return { ok: false, error: { code: 'invalid-state', reason: 'not a timeline: { states, moves, events, cursor }' } };
  const result = apply(timeline.states[timeline.cursor], action);
  if (!result.ok) return result;
  const keep = timeline.cursor + 1;
  return {
    ok: true,
    history: own({
      states: [...timeline.states.slice(0, keep), result.state],
      moves: [...timeline.moves.slice(0, timeline.cursor), action],
      events: [...timeline.events.slice(0, timeline.cursor), result.events],
      cursor: keep,
    }),
  };
}

export const canUndo = (h: History): boolean => (timelineOf(h)?.cursor ?? 0) > 0;
export const canRedo = (h: History): boolean => {
  const timeline = timelineOf(h);
  return !!timeline && timeline.cursor < timeline.states.length - 1;
};

/** The timeline one move back (itself when there is none; null for what is not a timeline). */
export function undo(h: History): History;
export function undo(h: unknown): History | null;
export function undo(h: unknown): History | null {
  const timeline = timelineOf(h);
  return timeline && (timeline.cursor > 0 ? own({ ...timeline, cursor: timeline.cursor - 1 }) : timeline);
}

/** The timeline one move forward (itself when there is none; null for what is not a timeline). */
export function redo(h: History): History;
export function redo(h: unknown): History | null;
export function redo(h: unknown): History | null {
  const timeline = timelineOf(h);
  return timeline && (timeline.cursor < timeline.states.length - 1 ? own({ ...timeline, cursor: timeline.cursor + 1 }) : timeline);
}

/**
 * A timeline from outside as a checked copy: its start and moves replayed (`fromRecord`), so its states
 * and events cannot disagree with the rules, with its cursor; null when it is not { states, moves, cursor }
 * with as many states as its moves make.
 */
function readTimeline(h: unknown): History | null {
  return guarded(
    () => {
      if (!isPlainObject(h)) return null;
      const states = readList(ownField(h, 'states'), MAX_STATES, 'states');
      const cursor = ownField(h, 'cursor');
      if (typeof states === 'string' || typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0 || cursor >= states.length) return null;
      const rebuilt = fromRecord({ start: states[0] as GameState, moves: ownField(h, 'moves') as Action[] });
      return rebuilt.ok && rebuilt.history.states.length === states.length ? own({ ...rebuilt.history, cursor }) : null;
    },
    () => null,
  );
}

/**
 * The record up to the current state (what "share this game" should link to). A value that is not a
 * timeline (a cast, data read back from somewhere) gives null rather than an exception.
 */
export function toRecord(h: History): GameRecord;
export function toRecord(h: unknown): GameRecord | null;
export function toRecord(h: unknown): GameRecord | null {
  const timeline = timelineOf(h);
  return timeline && { start: timeline.states[0], moves: timeline.moves.slice(0, timeline.cursor) };
}

/** A timeline that has played a whole record, cursor at its end (a malformed record or an illegal move is refused). */
export function fromRecord(record: GameRecord): HistoryResult {
  const replayed = replay(record);
  if (!replayed.ok) return replayed;
  const { moves, states, events } = replayed.value;
  return { ok: true, history: own({ states, moves, events, cursor: states.length - 1 }) };
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
    return position.ok ? { ok: true, history: own({ states: [position.value], moves: [], events: [], cursor: 0 }) } : position;
  }
  const refuse = (reason: string): HistoryResult => ({ ok: false, error: { code: 'invalid-state', reason } });
  return guarded(
    () => {
      if (!isPlainObject(source)) return refuse(`nothing to load: ${describe(source)}`);
      if (Object.hasOwn(source, 'start') || Object.hasOwn(source, 'moves')) return fromRecord(source as GameRecord);
      if (!Object.hasOwn(source, 'cells')) return refuse('nothing to load: neither a state nor a record');
      const board = toBoard(source as GameState);
      return 'code' in board ? { ok: false, error: board } : { ok: true, history: own({ states: [fromBoard(board)], moves: [], events: [], cursor: 0 }) };
    },
    (reason) => refuse(`nothing to load: ${reason}`),
  );
}

export function restart(rules: Partial<Rules> = {}, first: Player = 'b'): History {
  return own({ states: [newGame(rules, first)], moves: [], events: [], cursor: 0 });
}
