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
import type { Puzzle, PuzzleKind } from '../../../../../engine/hexone/solver/puzzle.js';
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
  return { kind: v.kind as PuzzleKind, exits: v.exits as FreshRequest['exits'], tiles: v.tiles, difficulty: v.difficulty as number | null, theme: v.theme as string | null, seed: v.seed as number };
}

/** The day's date in UTC as a whole number, 2026-11-23 → 20261123: the same day for everyone at once. */
export function dayNumber(date: Date): number {
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

/**
 * The daily puzzle's request: a 4-pawn chain most days and a 5-pawn one at the weekend, Express or
 * classic in turn (kinds and rule sets that generate within seconds), seeded by the date.
 */
export function dailyRequest(date: Date): FreshRequest {
  const day = dayNumber(date);
  const weekday = date.getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  return { kind: weekend ? 'five' : 'four', exits: weekend || day % 2 === 0 ? 'express' : 'classic', tiles: false, difficulty: null, theme: null, seed: day };
}
