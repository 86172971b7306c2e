/**
 * The history in localStorage, reached so that play never breaks: a storage that is blocked (reading it throws),
 * full (writing throws QuotaExceededError) or holding something that does not read (hand-edited, another
 * version, a huge array) gives an empty history flagged `corrupted`, or a write that says false; never an exception.
 * Play pages call `keepGame`, the puzzles `keepRating`; the history page reads, replaces and forgets.
 */
import { type StorageLike, readStored, writeStored } from '@components/shared/storage.js';
import { HISTORY_KEY, type FinishedGame, type History, type RatingPoint, emptyHistory, parseHistory, serializeHistory, withGame, withPoint } from './record.js';

export interface LoadedHistory {
  history: History;
  corrupted: boolean; // something was stored under the key and could not be read: the page says so once
}

/** The stored history; nothing stored (or a storage that cannot be read) is an empty one. */
export function loadHistory(storage: StorageLike | null): LoadedHistory {
  const text = readStored(storage, HISTORY_KEY);
  if (text === null || text === '') return { history: emptyHistory(), corrupted: false };
  const read = parseHistory(text);
  return read.ok ? { history: read.history, corrupted: false } : { history: emptyHistory(), corrupted: true };
}

/**
 * Writes `history`; when the storage is full, tries again with the older half of its games dropped (the newest
 * matter most), then gives up: false means it could not be kept, and the page goes on without it.
 */
export function saveHistory(storage: StorageLike | null, history: History): boolean {
  if (writeStored(storage, HISTORY_KEY, serializeHistory(history))) return true;
  const half = { games: history.games.slice(Math.ceil(history.games.length / 2)), rating: history.rating.slice(Math.ceil(history.rating.length / 2)) };
  return history.games.length > 1 && writeStored(storage, HISTORY_KEY, serializeHistory(half));
}

/** A finished game added to the stored history (unreadable stored data is replaced: the game is kept). */
export function keepGame(storage: StorageLike | null, game: FinishedGame): boolean {
  return saveHistory(storage, withGame(loadHistory(storage).history, game));
}

/** A rating point added to the stored history. */
export function keepRating(storage: StorageLike | null, point: RatingPoint): boolean {
  return saveHistory(storage, withPoint(loadHistory(storage).history, point));
}

/** Forgets it all: the stored history emptied. */
export function forgetHistory(storage: StorageLike | null): boolean {
  return writeStored(storage, HISTORY_KEY, serializeHistory(emptyHistory()));
}
