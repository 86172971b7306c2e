/**
 * What the play page keeps between visits (localStorage) and puts in share links.
 * Pure functions of strings, so a corrupted value is a result, never an exception.
 */
import { DEFAULT_LEVEL, type Level, levelOf } from '@components/shared/levels.js';
import { isPlainObject, readSavedJson } from '@components/shared/storage.js';

export const STORAGE_KEY = 'hexone:play';
export const SHARE_PARAM = 'game';
/** A shared game against the computer also names its side and level: `?game=…&computer=w&level=hard`. */
export const OPPONENT_PARAMS = ['computer', 'level'] as const;
/** A shared finished game that opens on its review: `?game=…&review`. */
export const REVIEW_PARAM = 'review';

/** Who plays against whom: the computer's side (none: two people) and its level. */
export interface Opponent {
  computer: 'b' | 'w' | null;
  level: Level;
}

export interface SavedGame {
  v: 1;
  record: string; // record text, e.g. "classic b opening | d3 b2"
  computer: 'b' | 'w' | null; // the side the computer plays, if any
  level: Level;
}

/** Reads a stored value. Nothing saved (`null` or empty) is `{ ok: true, value: null }`. */
export function readSaved(raw: string | null): { ok: true; value: SavedGame | null } | { ok: false } {
  const { value, corrupted } = readSavedJson<SavedGame | undefined>(raw, readGame, () => undefined);
  return corrupted ? { ok: false } : { ok: true, value: value ?? null };
}

/** A saved game of the right shape (unknown sides and levels read as safe values), or null. */
function readGame(data: unknown): SavedGame | null {
  if (!isPlainObject(data)) return null;
  if (data.v !== 1 || typeof data.record !== 'string' || data.record.length > 20_000) return null;
  const computer = data.computer === 'b' || data.computer === 'w' ? data.computer : null;
  return { v: 1, record: data.record, computer, level: levelOf(data.level) };
}

export function writeSaved(game: SavedGame): string {
  return JSON.stringify(game);
}

/**
 * The share link for a game: this page's address with `?game=<record URL form>`, and for a game against the
 * computer its side and level (`&computer=w&level=hard`), so that whoever opens it meets the same opponent.
 */
export function shareLink(pageUrl: string, recordUrl: string, opponent: Opponent = { computer: null, level: DEFAULT_LEVEL }): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  // The URL form uses only unreserved characters, so it goes in as is (readable links).
  const against = opponent.computer ? `&${opponentQuery(opponent)}` : '';
  return `${url.href}?${SHARE_PARAM}=${recordUrl}${against}`;
}

/** The address's words for a computer opponent, `computer=w&level=club` (what `sharedOpponent` and `askedOpponent` read). */
export function opponentQuery(opponent: Opponent): string {
  return `computer=${opponent.computer}&level=${opponent.level}`;
}

/** The opponent a share link names: the computer on a side at a level, or two people when it names none. */
export function sharedOpponent(pageUrl: string): Opponent {
  const params = new URL(pageUrl).searchParams;
  const side = params.get('computer');
  return { computer: side === 'b' || side === 'w' ? side : null, level: levelOf(params.get('level')) };
}

/**
 * The opponent an address asks a new game against, without a game to open (`?computer=w&level=club`: the history's
 * ladder links to its next level so), or null when it names no computer side or comes with a shared game (`?game=`,
 * whose opponent `sharedOpponent` reads).
 */
export function askedOpponent(pageUrl: string): Opponent | null {
  if (sharedGame(pageUrl) !== null) return null;
  const opponent = sharedOpponent(pageUrl);
  return opponent.computer ? opponent : null;
}

/** The link that opens a finished game and reviews it: its share link with `&review`. */
export function reviewLink(pageUrl: string, recordUrl: string, opponent?: Opponent): string {
  return `${shareLink(pageUrl, recordUrl, opponent)}&${REVIEW_PARAM}`;
}

/** True when the page address asks for the shared game's review. */
export function sharedReview(pageUrl: string): boolean {
  return new URL(pageUrl).searchParams.has(REVIEW_PARAM);
}

/** The shared game in a page address, if any. */
export function sharedGame(pageUrl: string): string | null {
  const value = new URL(pageUrl).searchParams.get(SHARE_PARAM);
  return value && value.trim() ? value.trim() : null;
}
