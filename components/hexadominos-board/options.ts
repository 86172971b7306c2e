/**
 * What the board's attributes and properties ask for, read and checked with no element state: the
 * seats, scoring, seed, match target, the position or record to start from (and the match it belongs
 * to), the computer's delay, the cells a lesson outlines, the seats' names.
 * Properties may be set to any JavaScript value: each is checked here and a bad one becomes a
 * `BoardError` (the element shows it and fires `hexadominos-error`); nothing here throws.
 */
import { LEVELS } from '../../engine/hexadominos/bot/levels.js';
import { formatRecord, parseRecord, recordFromUrl } from '../../engine/hexadominos/record.js';
import { type SeatPlayer, formatSeats, readSeats } from '../../engine/hexadominos/seats.js';
import { plainCopy } from '../../engine/shared/untrusted.js';
import type { PropertyReaders } from '../shared/values.js';
import { type Axial, type MatchInfo, SCORINGS, type Scoring } from '../../engine/hexadominos/types.js';
import { type BoardError, describeValue } from './i18n.js';
import type { FedTypes } from './properties.js';

/** The properties that describe the game: a change to any of them deals (or loads) the game they describe. */
export const CONFIG = ['players', 'seats', 'scoring', 'seed', 'target', 'position', 'record', 'match'] as const;
/** The properties checked as options (they leave the game as it is). */
export const OPTIONS = ['delay', 'highlight', 'names', 'bot'] as const;

/** The game the attributes describe. */
export interface BoardConfig {
  seats: SeatPlayer[];
  scoring: Scoring;
  seed: number | null; // null: a fresh random seed for each new game
  target: number | null;
  source: string | null; // a record (wins) or a position to start from
  match: MatchInfo | null; // the match a record's game belongs to (its target, the totals before it, its number)
}

/** The raw values, as they were set (strings from attributes, anything from properties; undefined: never set). */
export interface RawConfig {
  players?: unknown;
  seats?: unknown;
  scoring?: unknown;
  seed?: unknown;
  target?: unknown;
  position?: unknown;
  record?: unknown;
  match?: unknown;
}

export const DEFAULT_DELAY = 700;
const SEAT_WORDS = `human, computer, ${LEVELS.map((level) => `computer:${level}`).join(', ')}`;

function invalid(attribute: string, value: unknown, expected: string): BoardError {
  return { code: 'invalid-attribute', attribute, value: describeValue(value), expected };
}

const absent = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A whole number from a number or a string of digits (with a sign when `signed`); null when it is neither. */
function wholeOf(value: unknown, min: number, max: number, signed = false): number | null {
  const digits = signed ? /^\s*[-−]?\d+\s*$/ : /^\s*\d+\s*$/;
  const n = typeof value === 'number' ? value : typeof value === 'string' && digits.test(value) ? Number(value.replace('−', '-')) : NaN;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

/** The default seats for `players`: a person, then computers at medium. */
export function defaultSeats(players: number): SeatPlayer[] {
  return Array.from({ length: players }, (_, seat) => (seat === 0 ? { kind: 'human' } : { kind: 'computer', level: 'medium' }));
}

/** The config the raw values describe, or what is wrong with them. */
export function readConfig(raw: RawConfig): { config: BoardConfig | null; errors: BoardError[] } {
  const errors: BoardError[] = [];
  const players = absent(raw.players) ? null : wholeOf(raw.players, 1, 4);
  if (!absent(raw.players) && players === null) errors.push(invalid('players', raw.players, '1, 2, 3, 4'));
  // The engine's seat codec (engine/hexadominos/seats.ts), as the play page's address and the machine read seats.
  const read = absent(raw.seats) ? null : readSeats(raw.seats);
  let seats = read?.ok ? read.value : null;
  if (!absent(raw.seats) && seats === null) errors.push(invalid('seats', raw.seats, `1 to 4 of ${SEAT_WORDS}`));
  if (seats && players !== null && seats.length !== players) errors.push(invalid('players', raw.players, `${seats.length} (as many as seats)`));
  seats ??= defaultSeats(players ?? 2);
  const scoring = absent(raw.scoring) ? 'standard' : (SCORINGS as readonly unknown[]).includes(raw.scoring) ? (raw.scoring as Scoring) : null;
  if (scoring === null) errors.push(invalid('scoring', raw.scoring, SCORINGS.join(', ')));
  const seed = absent(raw.seed) ? null : wholeOf(raw.seed, 0, 2 ** 32 - 1);
  if (!absent(raw.seed) && seed === null) errors.push(invalid('seed', raw.seed, '0 … 4294967295'));
  const target = absent(raw.target) ? null : wholeOf(raw.target, 1, Number.MAX_SAFE_INTEGER);
  if (!absent(raw.target) && target === null) errors.push(invalid('target', raw.target, '100, 500…'));
  if (scoring === 'kids' && target !== null) errors.push(invalid('target', raw.target, 'none with kids scoring'));
  let source: string | null = null;
  for (const name of ['position', 'record'] as const) {
    const value = raw[name];
    if (absent(value)) continue;
    if (typeof value !== 'string') errors.push(invalid(name, value, name === 'record' ? 'record text' : 'position text'));
    else source = name === 'record' || source === null ? value : source;
  }
  const match = absent(raw.match) ? null : matchOf(raw.match);
  if (!absent(raw.match) && match === null) errors.push(invalid('match', raw.match, '{ target: 500, totals: [120, 80], game: 3 }'));
  if (errors.length) return { config: null, errors };
  return { config: { seats, scoring: scoring!, seed, target, source, match }, errors };
}

/** A whole number in range as it was given (a number or its text), else null. */
const whole =
  (min: number, max: number) =>
  (value: unknown): number | string | null =>
    wholeOf(value, min, max) === null ? null : (value as number | string);

/** Text (or a list read once into a plain copy) that `valid` accepts, else null. */
const listOrText =
  <T>(valid: (value: unknown) => boolean) =>
  (value: unknown): T | null => {
    const copy = typeof value === 'string' ? value : plainCopy(value);
    return !absent(copy) && valid(copy) ? (copy as T) : null;
  };

/**
 * What each property's getter gives of the value set: the value itself when it is one the property takes (lists as
 * a plain copy, read once), else null. The board's checks read the value as it was set, and name it when it is wrong.
 */
export const FED_READERS: PropertyReaders<FedTypes> = {
  players: whole(1, 4),
  seats: listOrText((copy) => readSeats(copy).ok),
  scoring: (value) => ((SCORINGS as readonly unknown[]).includes(value) ? (value as Scoring) : null),
  seed: whole(0, 2 ** 32 - 1),
  target: whole(1, Number.MAX_SAFE_INTEGER),
  position: (value) => (typeof value === 'string' ? value : null),
  record: (value) => (typeof value === 'string' ? value : null),
  delay: whole(0, 60_000),
  highlight: listOrText((copy) => highlightOf(copy) !== null),
  names: (value) => (absent(value) ? null : namesOf(value)),
};

/** A match's standing before a game, `{ target, totals, game }` (read once, as plain data); null when it is not one. */
function matchOf(value: unknown): MatchInfo | null {
  const copy = plainCopy(value) as Partial<MatchInfo> | undefined;
  if (!copy || typeof copy !== 'object' || Array.isArray(copy)) return null;
  const { target, totals, game } = copy;
  const whole = (n: unknown, min: number) => typeof n === 'number' && Number.isSafeInteger(n) && n >= min;
  if (!whole(target, 1) || !whole(game, 1) || !Array.isArray(totals) || totals.length < 1 || totals.length > 4 || !totals.every((n) => whole(n, -1e9)))
    return null;
  return { target: target as number, totals: [...totals] as number[], game: game as number };
}

/** The key of a config: equal keys describe the same game (the board then deals nothing new). */
export function configKey(config: BoardConfig): string {
  const seats = formatSeats(config.seats);
  return JSON.stringify([seats, config.scoring, config.seed, config.target, config.source?.trim() ?? null, config.match]);
}

/** Display names of the seats: a list of up to 4 texts (`null` or '' for a seat's default), read once; null when it is not one. */
export function namesOf(value: unknown): (string | null)[] | null {
  if (absent(value)) return [];
  const copy = plainCopy(value);
  if (!Array.isArray(copy) || copy.length > 4 || !copy.every((name) => name === null || (typeof name === 'string' && name.length <= 200))) return null;
  return copy as (string | null)[];
}

/** The computer's pause before each of its actions, in ms: a whole number ≥ 0 (default 700); null when bad. */
export function delayOf(value: unknown): number | null {
  if (absent(value)) return DEFAULT_DELAY;
  return wholeOf(value, 0, 60_000);
}

/** What is wrong with the options, each named by its attribute. */
export function optionErrors(raw: { delay?: unknown; highlight?: unknown; names?: unknown; bot?: unknown }): BoardError[] {
  const errors: BoardError[] = [];
  if (delayOf(raw.delay) === null) errors.push(invalid('delay', raw.delay, '0, 300, 700…'));
  if (highlightOf(raw.highlight) === null) errors.push(invalid('highlight', raw.highlight, '1,0 -1,1'));
  if (namesOf(raw.names) === null) errors.push(invalid('names', raw.names, "['Anna', 'Ben']"));
  if (raw.bot != null && typeof raw.bot !== 'function') errors.push(invalid('bot', raw.bot, '(view, level) => action'));
  return errors;
}

/** A record text or URL form as the board writes records ('' when it is not one), to compare two spellings. */
export function canonicalRecord(text: string): string {
  const trimmed = text.trim();
  const read = /^[^\s|]*~/.test(trimmed) ? recordFromUrl(trimmed) : parseRecord(trimmed);
  return read.ok ? formatRecord(read.value) : '';
}

/** The attribute a source comes from, for error messages. */
export function sourceAttribute(raw: RawConfig): 'record' | 'position' {
  return absent(raw.record) ? 'position' : 'record';
}

/** Cells to outline from `"1,0 -1,1"` (or a list of [q, r]); [] when absent, null when it is not such a list. */
export function highlightOf(value: unknown): Axial[] | null {
  if (absent(value)) return [];
  const copy = typeof value === 'string' ? value.trim().split(/\s+/) : plainCopy(value);
  if (!Array.isArray(copy) || copy.length > 200) return null;
  const items: unknown[] = copy;
  const cells = items.map((item): Axial | null => {
    const pair = typeof item === 'string' ? item.split(',') : Array.isArray(item) ? item : [];
    if (pair.length !== 2) return null;
    const [q, r] = pair.map((n) => wholeOf(n, -1e6, 1e6, true));
    return q === null || r === null ? null : [q, r];
  });
  return cells.every((cell): cell is Axial => cell !== null) ? cells : null;
}
