/**
 * Who sits where, seen from the screen: whose rack is face up, when the privacy screen must hide it
 * (several people sharing one device), and the seats' display names. Pure functions of the seats.
 */
import type { SeatPlayer } from '../../engine/hexadominos/session.js';
import type { Seat } from '../../engine/hexadominos/types.js';
import { type Lang, localeOf } from './i18n.js';

const isPerson = (seats: readonly SeatPlayer[], seat: Seat | null) => seat !== null && seats[seat]?.kind === 'human';

/**
 * The seat whose rack is shown face up: the seat to move when a person plays it; while a computer
 * plays, the person who played last (else the first person); with no person at all, the seat to move
 * (watching computers play, everything may be seen).
 */
export function viewerSeat(seats: readonly SeatPlayer[], toMove: Seat, lastPerson: Seat | null): Seat {
  if (isPerson(seats, toMove)) return toMove;
  if (isPerson(seats, lastPerson)) return lastPerson!;
  const first = seats.findIndex((seat) => seat.kind === 'human');
  return first >= 0 ? first : toMove;
}

/** Whether the device must be handed over before `seat`'s rack shows: two or more people, and it last showed another's (or none yet). */
export function needsScreen(seats: readonly SeatPlayer[], seat: Seat, shownTo: Seat | null): boolean {
  const people = seats.filter((s) => s.kind === 'human').length;
  return people >= 2 && isPerson(seats, seat) && shownTo !== seat;
}

/** Display names: those given (a list of strings), else "Player 1"…, computers marked with their level. */
export function seatNames(seats: readonly SeatPlayer[], lang: Lang, given: unknown): string[] {
  const l = localeOf(lang);
  const names = Array.isArray(given) ? given : [];
  return seats.map((seat, k) => {
    const name = typeof names[k] === 'string' && names[k].trim() ? names[k].trim() : l.seat(k + 1);
    return seat.kind === 'computer' ? l.computer(name, seat.level) : name;
  });
}
