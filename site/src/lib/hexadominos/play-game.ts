/**
 * The Hexa-dominos play page's game outside the board: what is kept in localStorage (the record and the
 * seats that play it, and in a match the totals before this game and its number), the share link (the record
 * in the address, `?record=…&seats=…&target=500&totals=120,80&game=3`: a reload or a copied link resumes the
 * match where it was, not a single game), and the move list
 * read from a record (who did what and what it scored, and the record of every earlier position, to step back read-only).
 * Pure apart from the storage it is handed; nothing here throws.
 */
import { formatAction, formatRecord, parseRecord, recordFromUrl, replay, type GameRecord } from '@engine/hexadominos/record.js';
import { formatSeats, readSeats } from '@engine/hexadominos/seats.js';
import type { Action, Scoring, Seat } from '@engine/hexadominos/types.js';
import { isPlainObject, readSavedJson } from '@components/shared/storage.js';

export const GAME_KEY = 'hexadominos.play.v1';

/** A kept game: the record text and the seats attribute that plays it ("human computer:hard …"); in a match, where it stands. */
export interface KeptGame {
  record: string;
  seats: string;
  target: number | null;
  match?: MatchPoint; // a game of a match: the totals before it and its number (the first game has none to keep)
}

/** Where a match stands before the game on the board (the engine's MatchInfo without its target, kept apart). */
export interface MatchPoint {
  totals: number[];
  game: number;
}

/** The match a kept game belongs to, as the board takes it (`board.match`), or null for a single game. */
export function matchOf(game: KeptGame): { target: number; totals: number[]; game: number } | null {
  return game.target !== null && game.match ? { target: game.target, totals: [...game.match.totals], game: game.match.game } : null;
}

/** A match point read from stored or address values; null when it is not one for `players` seats. */
function readMatchPoint(totals: unknown, game: unknown, players: number): MatchPoint | null {
  const list = typeof totals === 'string' ? totals.split(',').map((n) => (/^-?\d{1,9}$/.test(n) ? Number(n) : NaN)) : totals;
  if (!Array.isArray(list) || list.length !== players || !list.every((n) => Number.isSafeInteger(n))) return null;
  const number = typeof game === 'string' && /^\d{1,6}$/.test(game) ? Number(game) : game;
  return Number.isSafeInteger(number) && (number as number) >= 1 ? { totals: list as number[], game: number as number } : null;
}

/** Seats text read with the engine's one seat codec (engine/hexadominos/seats.ts), written back as attribute text; null when it does not read. */
function seatsText(value: unknown): string | null {
  const read = readSeats(value);
  return read.ok ? formatSeats(read.value) : null;
}

/** Reads a kept game; `corrupted` when there was something that could not be read. */
export function parseKeptGame(text: string | null): { game: KeptGame | null; corrupted: boolean } {
  const { value, corrupted } = readSavedJson<KeptGame | undefined>(text, readKeptGame, () => undefined);
  return { game: value ?? null, corrupted };
}

/** A kept game of the right shape whose record reads, or null. */
function readKeptGame(data: unknown): KeptGame | null {
  if (!isPlainObject(data)) return null;
  const { record, target = null, match } = data;
  const seats = typeof data.seats === 'string' ? seatsText(data.seats) : null;
  if (typeof record !== 'string' || seats === null) return null;
  if (target !== null && !(Number.isInteger(target) && (target as number) > 0)) return null;
  const parsed = parseRecord(record);
  if (!parsed.ok) return null;
  const point = isPlainObject(match) ? readMatchPoint(match.totals, match.game, parsed.value.options.players) : null;
  return { record, seats, target: target as number | null, ...(point && target !== null ? { match: point } : {}) };
}

/** The query of a share link: the record in URL form, the seats, and a match's target and where it stands. */
export function shareQuery(recordUrl: string, seats: string, target: number | null, match?: MatchPoint): string {
  const params = new URLSearchParams({ record: recordUrl, seats: seats.replace(/ /g, ',') });
  if (target !== null) params.set('target', String(target));
  if (target !== null && match) {
    params.set('totals', match.totals.join(','));
    params.set('game', String(match.game));
  }
  return params.toString();
}

/** A share link's game (null when the address holds none, or one that does not read). */
export function readShared(query: string): { game: KeptGame | null; bad: boolean } {
  const params = new URLSearchParams(query);
  const url = params.get('record');
  if (url === null) return { game: null, bad: false };
  const parsed = recordFromUrl(url);
  const seats = seatsText(params.get('seats') ?? '');
  const targetText = params.get('target');
  const target = targetText && /^\d{1,6}$/.test(targetText) && Number(targetText) > 0 ? Number(targetText) : null;
  if (!parsed.ok || seats === null || seats.split(' ').length !== parsed.value.options.players) return { game: null, bad: true };
  const game: KeptGame = { record: formatRecord(parsed.value), seats, target };
  if (target === null || !params.has('totals')) return { game, bad: false };
  const match = readMatchPoint(params.get('totals'), params.get('game'), parsed.value.options.players);
  return match ? { game: { ...game, match }, bad: false } : { game: null, bad: true };
}

/** One line of the move list: who, what, and the record of the position after it (to view it). */
export interface MoveEntry {
  seat: Seat;
  action: Action;
  word: string; // the action in record words: "112345@1,0/3", "draw", "pass"
  record: string; // the record up to and including this move
  points: number; // what it did to the mover's score: +26 for a placement (last-tile bonus included), −5 for a draw
  scoring: Scoring;
}

/** The record of a game's start, before its first move ('' when it does not read). */
export function startRecord(recordText: string): string {
  const parsed = parseRecord(recordText);
  return parsed.ok ? formatRecord({ options: parsed.value.options, actions: [] }) : '';
}

/** The moves of a record, in order ([] when it does not read). */
export function moveList(recordText: string): MoveEntry[] {
  const parsed = parseRecord(recordText);
  if (!parsed.ok) return [];
  const played = replay(parsed.value);
  if (!played.ok) return [];
  const record: GameRecord = parsed.value;
  return record.actions.map((action, k) => ({
    seat: played.value.states[k].toMove,
    action,
    word: formatAction(action),
    record: formatRecord({ options: record.options, actions: record.actions.slice(0, k + 1) }),
    points: played.value.states[k + 1].scores[played.value.states[k].toMove] - played.value.states[k].scores[played.value.states[k].toMove],
    scoring: played.value.states[k].scoring,
  }));
}
