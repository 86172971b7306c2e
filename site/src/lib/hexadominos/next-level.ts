/**
 * The play page's "next level" after a game (site/src/components/hexadominos/play/play-page.ts): a person who beat the
 * one computer at the table — alone on top of the scores — is offered the same table with that computer one level up
 * the engine's ladder (LEVELS: easy, medium, hard). Pure: the seats as the board's `seats` attribute writes them.
 */
import { LEVELS, type Level } from '@engine/hexadominos/bot/levels.js';
import { formatSeats, readSeats } from '@engine/hexadominos/seats.js';

/** The seats with the computer one level up, and that level; null unless one person beat one computer below the top. */
export function nextLevelSeats(seats: string, over: boolean, winners: readonly number[]): { seats: string; level: Level } | null {
  const read = readSeats(seats.split(/\s+/).filter(Boolean));
  if (!over || !read.ok) return null;
  const people = read.value.flatMap((seat, k) => (seat.kind === 'human' ? [k] : []));
  const computers = read.value.flatMap((seat, k) => (seat.kind === 'computer' ? [{ k, level: seat.level }] : []));
  if (people.length !== 1 || computers.length !== 1 || winners.length !== 1 || winners[0] !== people[0]) return null;
  const level = LEVELS[LEVELS.indexOf(computers[0].level) + 1];
  if (!level) return null;
  const next = read.value.map((seat) => (seat.kind === 'computer' ? { kind: 'computer' as const, level } : seat));
  return { seats: formatSeats(next), level };
}
