/**
 * The Hexa-dominos play page's game outside the board: what is kept in localStorage (the record and the
 * seats that play it), the share link (the record in the address, `?record=…&seats=…`), and the move list
 * read from a record (who did what and what it scored, and the record of every earlier position, to step back read-only).
 * Pure apart from the storage it is handed; nothing here throws.
 */
import { formatAction, formatRecord, parseRecord, recordFromUrl, replay, type GameRecord } from '@engine/hexadominos/record.js';
import type { Action, Scoring, Seat } from '@engine/hexadominos/types.js';
import { isPlainObject, readSavedJson } from '@components/shared/storage.js';

export const GAME_KEY = 'hexadominos.play.v1';

/** A kept game: the record text and the seats attribute that plays it ("human computer:hard …"). */
export interface KeptGame {
  record: string;
  seats: string;
  target: number | null;
}

const SEATS = /^(human|computer(:(easy|medium|hard))?)( (human|computer(:(easy|medium|hard))?)){0,3}$/;

/** Reads a kept game; `corrupted` when there was something that could not be read. */
export function parseKeptGame(text: string | null): { game: KeptGame | null; corrupted: boolean } {
  const { value, corrupted } = readSavedJson<KeptGame | undefined>(text, readKeptGame, () => undefined);
  return { game: value ?? null, corrupted };
}

/** A kept game of the right shape whose record reads, or null. */
function readKeptGame(data: unknown): KeptGame | null {
  if (!isPlainObject(data)) return null;
  const { record, seats, target = null } = data;
  if (typeof record !== 'string' || typeof seats !== 'string' || !SEATS.test(seats)) return null;
  if (target !== null && !(Number.isInteger(target) && (target as number) > 0)) return null;
  if (!parseRecord(record).ok) return null;
  return { record, seats, target: target as number | null };
}

/** The query of a share link: the record in URL form and the seats. */
export function shareQuery(recordUrl: string, seats: string, target: number | null): string {
  const params = new URLSearchParams({ record: recordUrl, seats: seats.replace(/ /g, ',') });
  if (target !== null) params.set('target', String(target));
  return params.toString();
}

/** A share link's game (null when the address holds none, or one that does not read). */
export function readShared(query: string): { game: KeptGame | null; bad: boolean } {
  const params = new URLSearchParams(query);
  const url = params.get('record');
  if (url === null) return { game: null, bad: false };
  const parsed = recordFromUrl(url);
  const seats = (params.get('seats') ?? '').replace(/,/g, ' ');
  const targetText = params.get('target');
  const target = targetText && /^\d{1,6}$/.test(targetText) && Number(targetText) > 0 ? Number(targetText) : null;
  if (!parsed.ok || !SEATS.test(seats) || seats.split(' ').length !== parsed.value.options.players) return { game: null, bad: true };
  return { game: { record: formatRecord(parsed.value), seats, target }, bad: false };
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
