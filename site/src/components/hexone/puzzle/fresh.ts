/**
 * Fresh puzzles made in the browser (endless mode, daily puzzle): what the page asks the Web
 * Worker for, what comes back, and the daily puzzle's seed and settings from the date alone (the
 * same for everyone on that date, with no server).
 *
 *   dailyRequest(new Date('2026-11-23T20:00Z')) → { kind: 'four', rules: express, seed: 20261123, … }
 *
 * A request is bounded by tries, not by time, so that the same request gives the same puzzle on
 * every device, fast or slow (the daily puzzle depends on it).
 */
import type { Puzzle, PuzzleKind } from '@engine/hexone/solver/puzzle.js';
import type { PuzzleTree } from './judge.js';
import { THEME_KEYS } from './filters.js';

export interface FreshRequest {
  kind: PuzzleKind;
  exits: 'classic' | 'express' | 'long';
  tiles: boolean;
  difficulty: number | null; // 1–5, or any
  theme: string | null; // one of THEME_KEYS, or any
  seed: number; // whole number ≥ 0
}

export type FreshAnswer =
  | { ok: true; puzzle: Puzzle; tree: PuzzleTree; finish: string[]; ms: number; tried: number }
  | { ok: false; reason: 'none-found' | 'bad-request'; ms: number; tried: number };

/** Candidate positions a request may try before giving up (about a minute on a slow phone). */
export const MAX_TRIES = 1500;

const KINDS = ['intro', 'four', 'five'] as const;
const EXITS = ['classic', 'express', 'long'] as const;

/** A request from untrusted values (an address, a form): null when anything is off. */
export function readRequest(value: unknown): FreshRequest | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!(KINDS as readonly unknown[]).includes(v.kind) || !(EXITS as readonly unknown[]).includes(v.exits) || typeof v.tiles !== 'boolean') return null;
  if (v.difficulty !== null && !(Number.isInteger(v.difficulty) && (v.difficulty as number) >= 1 && (v.difficulty as number) <= 5)) return null;
  if (v.theme !== null && !(THEME_KEYS as readonly unknown[]).includes(v.theme)) return null;
  if (!Number.isInteger(v.seed) || (v.seed as number) < 0 || (v.seed as number) > 2 ** 31) return null;
  return {
    kind: v.kind as PuzzleKind,
    exits: v.exits as FreshRequest['exits'],
    tiles: v.tiles,
    difficulty: v.difficulty as number | null,
    theme: v.theme as string | null,
    seed: v.seed as number,
  };
}

/**
 * Why a request that found nothing found nothing, as the key of the page's message: 5-pawn chains
 * with one answer are rare outside Express (measured in the README: about one candidate position in
 * 3,000 in classic, more than a request tries; far fewer in Longue), so the page says so rather
 * than inviting another try.
 */
export function noneReason(r: Pick<FreshRequest, 'kind' | 'exits'>): 'fresh.none' | 'fresh.rareFive' {
  return r.kind === 'five' && r.exits !== 'express' ? 'fresh.rareFive' : 'fresh.none';
}

/** The day's date in UTC as a whole number, 2026-11-23 → 20261123: the same day for everyone at once. */
export function dayNumber(date: Date): number {
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

/**
 * The daily puzzle's request, seeded by the date: the week climbs like a puzzle column does, first
 * steps on Monday and Tuesday, 4-pawn chains midweek, a 5-pawn chain at the weekend; classic rules
 * except for the fives (Express: the only rules where a request finds them, see noneReason).
 */
export function dailyRequest(date: Date): FreshRequest {
  const day = dayNumber(date);
  const weekday = date.getUTCDay(); // 0 Sunday … 6 Saturday
  const kind: PuzzleKind = weekday === 1 || weekday === 2 ? 'intro' : weekday === 0 || weekday === 6 ? 'five' : 'four';
  return { kind, exits: kind === 'five' ? 'express' : 'classic', tiles: false, difficulty: null, theme: null, seed: day };
}
