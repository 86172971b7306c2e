/**
 * What the play page keeps between visits (localStorage) and puts in share links.
 * Pure functions of strings, so a corrupted value is a result, never an exception.
 */
import { type Level, levelOf } from '../../../../components/shared/levels.js';

export const STORAGE_KEY = 'hexone:play';
export const SHARE_PARAM = 'game';
/** A shared game against the computer also names its side and level: `?game=…&computer=w&level=hard`. */
export const OPPONENT_PARAMS = ['computer', 'level'] as const;

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

/** Reads a stored value. `null` input (nothing saved) is `{ ok: true, value: null }`. */
export function readSaved(raw: string | null): { ok: true; value: SavedGame | null } | { ok: false } {
  if (raw === null) return { ok: true, value: null };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false };
  }
  if (!data || typeof data !== 'object') return { ok: false };
  const d = data as Record<string, unknown>;
  if (d.v !== 1 || typeof d.record !== 'string' || d.record.length > 20_000) return { ok: false };
  const computer = d.computer === 'b' || d.computer === 'w' ? d.computer : null;
  const level = levelOf(d.level);
  return { ok: true, value: { v: 1, record: d.record, computer, level } };
}

export function writeSaved(game: SavedGame): string {
  return JSON.stringify(game);
}

/**
 * The share link for a game: this page's address with `?game=<record URL form>`, and for a game against the
 * computer its side and level (`&computer=w&level=hard`), so that whoever opens it meets the same opponent.
 */
export function shareLink(pageUrl: string, recordUrl: string, opponent: Opponent = { computer: null, level: 'medium' }): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  // The URL form uses only unreserved characters, so it goes in as is (readable links).
  const against = opponent.computer ? `&computer=${opponent.computer}&level=${opponent.level}` : '';
  return `${url.href}?${SHARE_PARAM}=${recordUrl}${against}`;
}

/** The opponent a share link names: the computer on a side at a level, or two people when it names none. */
export function sharedOpponent(pageUrl: string): Opponent {
  const params = new URL(pageUrl).searchParams;
  const side = params.get('computer');
  return { computer: side === 'b' || side === 'w' ? side : null, level: levelOf(params.get('level')) };
}

/** The shared game in a page address, if any. */
export function sharedGame(pageUrl: string): string | null {
  const value = new URL(pageUrl).searchParams.get(SHARE_PARAM);
  return value && value.trim() ? value.trim() : null;
}
