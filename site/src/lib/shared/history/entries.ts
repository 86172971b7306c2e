/**
 * A finished game as the history keeps it, made from what each play page knows when its game ends (its board's
 * record and state, its opponent, the query of its share link). Pure: the pages pass the time (`at`) and the mode;
 * another page that plays a game (Hexa-dominos' daily deal) sets `mode: 'daily'` and its game lands in the same list.
 */
import type { FinishedGame, GameOutcome } from './record.js';

export interface HexoneEnd {
  record: string;
  query: string; // the share link's query: `game=…` (and `&computer=w&level=hard` against the computer)
  exits: string;
  tiles: boolean;
  winner: 'b' | 'w';
  computer: 'b' | 'w' | null; // the computer's side; null: two people at one screen
  level: string;
  at: number;
  mode?: string;
}

/** A finished Hexone game: against the computer, its level and the person's result; between two people, who won. */
export function hexoneGame(end: HexoneEnd): FinishedGame {
  const you = end.computer === null ? null : end.computer === 'b' ? 'w' : 'b';
  return {
    game: 'hexone',
    at: end.at,
    mode: end.mode ?? 'play',
    rules: `${end.exits}${end.tiles ? '+tiles' : ''}`,
    // The play page gives the ladder's name (levelOf: an older name, `hard`, as the level it means). No import of
    // Hexone's levels here: the Hexa-dominos play page loads this module, and would pull in Hexone's board chunk.
    level: end.computer === null ? null : end.level,
    you,
    outcome: you === null ? null : end.winner === you ? 'win' : 'loss',
    winner: end.winner,
    scores: null,
    record: end.record,
    query: end.query,
  };
}

export interface HexadominosEnd {
  record: string;
  query: string; // the share link's query: `record=…&seats=…` (and a match's target and totals)
  seats: string; // the board's seats attribute: "human computer:hard"
  scoring: string;
  scores: readonly number[];
  winners: readonly number[]; // seats sharing the win, 0-based
  levels: readonly string[]; // the engine's LEVELS, weakest first: the strongest computer at the table is the level kept
  at: number;
  mode?: string;
}

/**
 * A finished Hexa-dominos game, or null when no person sat at the table (computers only: nobody's game). One person
 * against computers: their seat, their result (a shared win is a tie) and the strongest computer's level; several
 * people at one screen: who won, no result of one's own.
 */
export function hexadominosGame(end: HexadominosEnd): FinishedGame | null {
  const seats = end.seats.trim().split(/[\s,]+/);
  const people = seats.flatMap((seat, k) => (seat === 'human' ? [k] : []));
  if (!people.length) return null;
  const computers = seats.filter((seat) => seat !== 'human').map((seat) => seat.split(':')[1] ?? 'medium');
  const strongest = computers.length ? computers.reduce((a, b) => (end.levels.indexOf(b) > end.levels.indexOf(a) ? b : a)) : null;
  const alone = people.length === 1 && computers.length > 0;
  const mine = alone ? people[0] : null;
  let outcome: GameOutcome = null;
  if (mine !== null) outcome = !end.winners.includes(mine) ? 'loss' : end.winners.length > 1 ? 'draw' : 'win';
  return {
    game: 'hexadominos',
    at: end.at,
    mode: end.mode ?? 'play',
    rules: end.scoring,
    level: alone ? strongest : null,
    you: mine === null ? null : String(mine + 1),
    outcome,
    winner: end.winners.map((seat) => seat + 1).join(','),
    scores: [...end.scores],
    record: end.record,
    query: end.query,
  };
}
