/**
 * Game records: a start position and the moves played from it.
 *
 * Move text: a placement is its cell (`b2`); an explosion is the cell and the neighbour naming
 * its Y (`b2>b3`; `b2-b3` is read too, and is what URLs use); `pass` when a side shut in on the
 * centre cannot place (see `mustPass` in board.ts).
 *
 * Record text: `<position text> | <moves>`, e.g. `classic b opening | d3 b2 c2 b3 c2 b1 c2 c2>c3`
 * (b's third pawn on c2 makes three; c2 then explodes along its Y through c3, capturing b1).
 * URL form (only unreserved characters, so it needs no escaping in a query or fragment):
 * position tokens joined by `.` with `:` written `-`, then `~`, then the moves joined by `.`,
 * e.g. `classic.b.opening~d3.b2.c2.b3.c2.b1.c2.c2-c3`.
 */
import { isCell } from './cells.js';
import { formatPosition, parsePosition, type Parsed } from './notation.js';
import { apply, fromBoard, readAction, toBoard } from './rules.js';
import type { Action, GameEvent, GameState, RuleError } from './types.js';
import { MAX_RECORD_MOVES, MAX_RECORD_TEXT, TOO_LONG, TOO_MANY_MOVES } from '../shared/records.js';
import { describe, excerpt, guarded, isPlainObject, ownField, readList } from '../shared/untrusted.js';

export interface GameRecord {
  start: GameState; // where the moves start from
  moves: Action[]; // in order; explosions name their Y by a neighbour
}

/** Move text of an action; '' for anything that is not a well-formed action (never throws). */
export function formatAction(action: Action): string {
  const read = checkedAction(action);
  if ('code' in read) return '';
  if (read.type === 'pass') return 'pass';
  return read.type === 'place' ? read.cell : `${read.cell}>${read.toward}`;
}

/** The action move text names, or null when it names none (including for values that are not text). */
export function parseAction(text: string): Action | null {
  if (typeof text !== 'string') return null;
  const word = text.trim().toLowerCase();
  if (word === 'pass') return { type: 'pass' };
  const m = /^([a-e][1-5])(?:[>-]([a-e][1-5]))?$/.exec(word);
  if (!m || !isCell(m[1]) || (m[2] !== undefined && !isCell(m[2]))) return null;
  return m[2] ? { type: 'explode', cell: m[1], toward: m[2] } : { type: 'place', cell: m[1] };
}

/** Most moves a record may hold (a game takes a few hundred at most): longer lists are refused before they are read. */
export const MAX_MOVES = MAX_RECORD_MOVES;

/**
 * A record read from any value, as a fresh plain copy: its start a well-formed state (`checkState`), its
 * moves a list of well-formed actions on real cells. Whether the moves are legal is `replay`'s question.
 */
export function readRecord(value: unknown): Parsed<GameRecord> {
  const refuse = (error: RuleError): Parsed<GameRecord> => ({ ok: false, error });
  return guarded(
    (): Parsed<GameRecord> => {
      if (!isPlainObject(value)) return refuse({ code: 'invalid-state', reason: `a record must be { start, moves }, not ${describe(value)}` });
      const board = toBoard(ownField(value, 'start') as GameState);
      if ('code' in board) return refuse({ ...board, reason: `start: ${board.reason}` });
      const given = ownField(value, 'moves');
      if (!Array.isArray(given)) return refuse({ code: 'invalid-state', reason: `moves must be a list, not ${describe(given)}` });
      const moves = readList(given, MAX_MOVES, 'moves'); // its length checked before anything is read
      if (typeof moves === 'string') return refuse({ code: 'invalid-state', reason: moves });
      const actions: Action[] = [];
      for (let k = 0; k < moves.length; k++) {
        const action = checkedAction(moves[k]);
        if ('code' in action) return refuse({ ...action, move: k + 1 });
        actions.push(action);
      }
      return { ok: true, value: { start: fromBoard(board), moves: actions } };
    },
    (reason) => refuse({ code: 'invalid-state', reason: `not a record: ${reason}` }),
  );
}

/** Null when `record` is a well-formed record (see `readRecord`), else why not. */
export function checkRecord(record: unknown): RuleError | null {
  const read = readRecord(record);
  return read.ok ? null : read.error;
}

/** An action whose cells are real cell names, as a fresh object, or why not. */
function checkedAction(value: unknown): Action | RuleError {
  const action = readAction(value);
  if ('code' in action || action.type === 'pass') return action;
  if (!isCell(action.cell)) return { code: 'unknown-cell', cell: describe(action.cell) };
  if (action.type === 'explode' && !isCell(action.toward)) return { code: 'unknown-cell', cell: describe(action.toward) };
  return action;
}

/** Record text; '' for anything that is not a well-formed record (`checkRecord` says why). Never throws. */
export function formatRecord(given: GameRecord): string {
  const record = readRecord(given);
  if (!record.ok) return '';
  return `${formatPosition(record.value.start)} | ${record.value.moves.map(formatAction).join(' ')}`.trimEnd();
}

/** Reads record text. The moves are read, not played: `replay` checks them against the rules. */
export function parseRecord(text: string): Parsed<GameRecord> {
  if (typeof text !== 'string') return notation('a record must be text', 0, '');
  if (text.length > MAX_RECORD_TEXT) return notation(TOO_LONG, 0, ''); // refused at its start: nothing of it was read
  const bar = text.indexOf('|');
  const positionText = bar < 0 ? text : text.slice(0, bar);
  const position = parsePosition(positionText);
  if (!position.ok) return position;
  const moves: Action[] = [];
  if (bar >= 0) {
    for (const m of text.slice(bar + 1).matchAll(/\S+/g)) {
      const at = bar + 1 + (m.index ?? 0);
      if (moves.length === MAX_RECORD_MOVES) return notation(TOO_MANY_MOVES, at, m[0]);
      const action = parseAction(m[0]);
      if (!action) return unreadableMove(m[0], at, moves.length + 1);
      moves.push(action);
    }
  }
  return { ok: true, value: { start: position.value, moves } };
}

/** URL form of a record; '' for anything that is not a well-formed record. Never throws. */
export function recordToUrl(given: GameRecord): string {
  const read = readRecord(given);
  if (!read.ok) return '';
  const record = read.value;
  const position = formatPosition(record.start)
    .split(' ')
    .map((t) => t.replaceAll(':', '-'))
    .join('.');
  return `${position}~${record.moves.map((a) => formatAction(a).replace('>', '-')).join('.')}`;
}

export function recordFromUrl(text: string): Parsed<GameRecord> {
  if (typeof text !== 'string') return notation('a record must be text', 0, '');
  if (text.length > 3 * MAX_RECORD_TEXT) return notation(TOO_LONG, 0, ''); // percent-escapes take 3 characters each
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    /* keep as is: the parser reports what is wrong */
  }
  const [position = '', moves = ''] = decoded.split('~');
  if (decoded.split('~').length > 2) return notation('a shared game has one "~"', decoded.lastIndexOf('~'), '~');
  const positionText = position
    .split('.')
    .map((t) => t.replace(/^([a-e][1-5])-/, '$1:').replaceAll('-', ':'))
    .join(' ');
  return parseRecord(`${positionText} | ${moves.split('.').join(' ')}`);
}

export interface Replay {
  moves: Action[]; // the record's moves, as fresh plain objects
  states: GameState[]; // states[0] is the start; states[k] follows move k
  events: GameEvent[][]; // events[k - 1]: what move k did
}

/**
 * Plays a record's moves from its start; refuses a malformed record (see `readRecord`), and the first
 * illegal move, saying which (1-based). The states are fresh copies: nothing of `given` is kept.
 */
export function replay(given: GameRecord): Parsed<Replay> {
  const read = readRecord(given);
  if (!read.ok) return read;
  const record = read.value;
  const states = [record.start];
  const events: GameEvent[][] = [];
  for (const [k, move] of record.moves.entries()) {
    const result = apply(states[states.length - 1], move);
    if (!result.ok) return { ok: false, error: { ...result.error, move: k + 1 } };
    states.push(result.state);
    events.push(result.events);
  }
  return { ok: true, value: { moves: record.moves, states, events } };
}

/**
 * Why move number `move` of a record, `token`, cannot be read: a move written like one that names a cell
 * the board does not have (`d9`, `b2>q7`) is an unknown cell, anything else unreadable text.
 */
function unreadableMove(token: string, at: number, move: number): Parsed<GameRecord> {
  const shaped = /^([a-z]\d+)(?:[>-]([a-z]\d+))?$/i.exec(token);
  const wrong = shaped ? [shaped[1], shaped[2]].find((name) => name !== undefined && !isCell(name.toLowerCase())) : undefined;
  if (wrong) return { ok: false, error: { code: 'unknown-cell', cell: excerpt(wrong), at, text: excerpt(token), move } };
  const refused = notation(`"${excerpt(token)}" is not a move (like b2, or b2>b3 for an explosion)`, at, token);
  return refused.ok ? refused : { ok: false, error: { ...refused.error, move } };
}

function notation(reason: string, at: number, text: string): Parsed<GameRecord> {
  return { ok: false, error: { code: 'invalid-notation', reason, at, text: excerpt(text) } };
}
