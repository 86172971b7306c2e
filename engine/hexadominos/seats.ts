/**
 * Who sits at each seat: one codec for every place a seat is written, so all of them read the same
 * words the same way and refuse the same mistakes.
 *
 *   readSeats('human computer:hard')                                  // the element's `seats` attribute
 *   readSeats('human,hard')                                           // the play page's address (`?seats=`)
 *   readSeats(['human', 'computer:hard'])                             // a list of words (a property)
 *   readSeats([{ kind: 'human' }, { kind: 'computer', level: 'hard' }]) // a list of objects (a property, session.ts)
 *   → { ok: true, value: [{ kind: 'human' }, { kind: 'computer', level: 'hard' }] }
 *
 * A word is `human`, `computer` (at medium), `computer:easy|medium|hard`, or a level alone (`hard`: how
 * the address and the setup form's `seat1=hard` write a computer), in any case; words are separated by
 * spaces or commas. An object is `{ kind: 'human' }` or `{ kind: 'computer', level }` (no level: medium),
 * a plain object read once, own fields only; a list may mix words and objects. There are 1 to 4 seats.
 * Any other value, of any JavaScript type (a getter or a proxy that throws, a sparse list of length
 * 2³² − 1, a class instance), is refused with `invalid-options` and a short English reason; nothing throws.
 *
 * `formatSeats` writes seats back as attribute text (or in the address's shorter form), which
 * `readSeats` reads back to equal seats; `sameSeats` says whether two values read to the same seats, so
 * a board can treat a `seats` value equal to its own as no change (React sets properties again on every
 * render, with a new list each time).
 *
 * Used by the machine and session (`session.ts`: input, SETUP, RESTART, SET_SEAT), the board element's `seats`
 * attribute and property (`components/hexadominos-board/options.ts`) and the play page's address
 * (`site/src/lib/hexadominos/play-settings.ts`).
 */
import { describe, guarded, readFields, readList } from '../shared/untrusted.js';
import { LEVELS, type Level } from './bot/levels.js';
import type { Outcome } from './types.js';

/** Who plays a seat: a person at this screen, or the computer at a level. */
export type SeatPlayer = { kind: 'human' } | { kind: 'computer'; level: Level }; // { kind: 'computer', level: 'hard' }

/** The fewest and most seats a game has. */
export const MIN_SEATS = 1;
export const MAX_SEATS = 4;

/** The level of a computer seat written without one (`computer`, `{ kind: 'computer' }`). */
export const DEFAULT_LEVEL: Level = 'medium';

/** Longer text cannot be 4 seats (the longest word, `computer:medium`, has 15 characters): refused before it is split. */
const MAX_TEXT = 200;
const SEAT_FIELDS = ['kind', 'level'] as const;
const WORDS = `human, computer or computer:${LEVELS.join('|')}`;

/** Seats from text, a list of words, or a list of `{ kind, level }` objects: fresh objects, or why not. */
export function readSeats(value: unknown): Outcome<SeatPlayer[]> {
  const read = guarded(
    () => seatsFrom(value),
    (reason) => `seats: ${reason}`,
  );
  return typeof read === 'string' ? { ok: false, error: { code: 'invalid-options', reason: read } } : { ok: true, value: read };
}

function seatsFrom(value: unknown): SeatPlayer[] | string {
  let items: unknown[];
  if (typeof value === 'string') {
    if (value.length > MAX_TEXT) return `seats are 1 to 4 words, not ${value.length} characters of text`;
    items = value.trim() === '' ? [] : value.trim().split(/[\s,]+/);
  } else if (Array.isArray(value)) {
    const list = readList(value, MAX_SEATS, 'seats');
    if (typeof list === 'string') return `seats must be 1 to 4, not ${describe(value.length)}`;
    items = list;
  } else return `seats must be text or a list, not ${describe(value)}`;
  if (items.length < MIN_SEATS || items.length > MAX_SEATS) return `seats must be 1 to 4, not ${items.length}`;
  const seats: SeatPlayer[] = [];
  for (const [k, item] of items.entries()) {
    const seat = seatFrom(item);
    if (typeof seat === 'string') return `seat ${k + 1}: ${seat}`;
    seats.push(seat);
  }
  return seats;
}

/** One seat from a word or a `{ kind, level }` object, or why not. May throw (a getter): called inside `guarded`. */
function seatFrom(item: unknown): SeatPlayer | string {
  if (typeof item === 'string') {
    const word = item.trim().toLowerCase();
    if (word === 'human') return { kind: 'human' };
    if (isLevel(word)) return { kind: 'computer', level: word };
    const [kind, level, more] = word.split(':');
    if (kind === 'computer' && more === undefined && (level === undefined || isLevel(level))) return { kind: 'computer', level: level ?? DEFAULT_LEVEL };
    return `"${describe(item)}" is not ${WORDS}`;
  }
  const fields = readFields(item, SEAT_FIELDS, 'a seat');
  if (typeof fields === 'string') return `${describe(item)} is not ${WORDS}, nor { kind, level }`;
  if (fields.kind === 'human') return { kind: 'human' };
  if (fields.kind === 'computer' && (fields.level === undefined || isLevel(fields.level))) return { kind: 'computer', level: fields.level ?? DEFAULT_LEVEL };
  return `{ kind: ${describe(fields.kind)}, level: ${describe(fields.level)} } is not { kind: 'human' } nor { kind: 'computer', level: ${LEVELS.join(' | ')} }`;
}

function isLevel(value: unknown): value is Level {
  return (LEVELS as readonly unknown[]).includes(value);
}

/** One seat written as a word: `human`, `computer:hard` (attribute text), or `human`, `hard` (the address's form); '' when it is not a seat. */
export function formatSeat(seat: SeatPlayer, form: 'attribute' | 'address' = 'attribute'): string {
  const read = readSeats([seat]);
  return read.ok ? seatWord(read.value[0], form) : '';
}

function seatWord(seat: SeatPlayer, form: 'attribute' | 'address'): string {
  if (seat.kind === 'human') return 'human';
  return form === 'address' ? seat.level : `computer:${seat.level}`;
}

/**
 * Seats written as text: `human computer:hard` (attribute text: words and spaces), or `human,hard` (the
 * address's form: commas, a level alone for a computer). '' when `seats` do not read (`readSeats`).
 */
export function formatSeats(seats: readonly SeatPlayer[], form: 'attribute' | 'address' = 'attribute'): string {
  const read = readSeats(seats);
  return read.ok ? read.value.map((seat) => seatWord(seat, form)).join(form === 'address' ? ',' : ' ') : '';
}

/**
 * Whether two values read to the same seats, in the same order (`'human computer'` and
 * `[{ kind: 'human' }, { kind: 'computer', level: 'medium' }]` do). False when either does not read.
 */
export function sameSeats(a: unknown, b: unknown): boolean {
  const left = readSeats(a);
  const right = readSeats(b);
  if (!left.ok || !right.ok || left.value.length !== right.value.length) return false;
  return left.value.every((seat, k) => seatWord(seat, 'attribute') === seatWord(right.value[k], 'attribute'));
}
