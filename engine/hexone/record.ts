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
import { type Cell, isCell } from './cells.js';
import { formatPosition, parsePosition, type Parsed } from './notation.js';
import { apply } from './rules.js';
import type { Action, GameEvent, GameState } from './types.js';

export interface GameRecord {
  start: GameState; // where the moves start from
  moves: Action[]; // in order; explosions name their Y by a neighbour
}

export function formatAction(action: Action): string {
  if (action.type === 'pass') return 'pass';
  return action.type === 'place' ? action.cell : `${action.cell}>${action.toward}`;
}

export function parseAction(text: string): Action | null {
  if (typeof text === 'string' && text.trim().toLowerCase() === 'pass') return { type: 'pass' };
  const m = /^([a-e][1-5])(?:[>-]([a-e][1-5]))?$/.exec(text.trim().toLowerCase());
  if (!m || !isCell(m[1]) || (m[2] !== undefined && !isCell(m[2]))) return null;
  return m[2] ? { type: 'explode', cell: m[1], toward: m[2] as Cell } : { type: 'place', cell: m[1] };
}

export function formatRecord(record: GameRecord): string {
  return `${formatPosition(record.start)} | ${record.moves.map(formatAction).join(' ')}`.trimEnd();
}

/** Reads record text. The moves are read, not played: `replay` checks them against the rules. */
export function parseRecord(text: string): Parsed<GameRecord> {
  if (typeof text !== 'string') return notation('a record must be text', 0, '');
  const bar = text.indexOf('|');
  const positionText = bar < 0 ? text : text.slice(0, bar);
  const position = parsePosition(positionText);
  if (!position.ok) return position;
  const moves: Action[] = [];
  if (bar >= 0) {
    for (const m of text.slice(bar + 1).matchAll(/\S+/g)) {
      const action = parseAction(m[0]);
      if (!action) return notation(`"${m[0]}" is not a move (like b2, or b2>b3 for an explosion)`, bar + 1 + (m.index ?? 0), m[0]);
      moves.push(action);
    }
  }
  return { ok: true, value: { start: position.value, moves } };
}

export function recordToUrl(record: GameRecord): string {
  const position = formatPosition(record.start).split(' ').map((t) => t.replaceAll(':', '-')).join('.');
  return `${position}~${record.moves.map((a) => formatAction(a).replace('>', '-')).join('.')}`;
}

export function recordFromUrl(text: string): Parsed<GameRecord> {
  if (typeof text !== 'string') return notation('a record must be text', 0, '');
  let decoded = text;
  try { decoded = decodeURIComponent(text); } catch { /* keep as is: the parser reports what is wrong */ }
  const [position = '', moves = ''] = decoded.split('~');
  if (decoded.split('~').length > 2) return notation('a shared game has one "~"', decoded.lastIndexOf('~'), '~');
  const positionText = position.split('.').map((t) => t.replace(/^([a-e][1-5])-/, '$1:').replaceAll('-', ':')).join(' ');
  return parseRecord(`${positionText} | ${moves.split('.').join(' ')}`);
}

export interface Replay {
  states: GameState[]; // states[0] is the start; states[k] follows move k
  events: GameEvent[][]; // events[k - 1]: what move k did
}

/** Plays a record's moves from its start; refuses at the first illegal move, saying which (1-based). */
export function replay(record: GameRecord): Parsed<Replay> {
  const states = [record.start];
  const events: GameEvent[][] = [];
  for (const [k, move] of record.moves.entries()) {
    const result = apply(states[states.length - 1], move);
    if (!result.ok) return { ok: false, error: { ...result.error, move: k + 1 } };
    states.push(result.state);
    events.push(result.events);
  }
  return { ok: true, value: { states, events } };
}

function notation(reason: string, at: number, text: string): Parsed<GameRecord> {
  return { ok: false, error: { code: 'invalid-notation', reason, at, text } };
}
