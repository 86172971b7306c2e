/**
 * What the board's attributes say, read and checked as plain text, with no element state: the rule set
 * and start (`exits`, `first`; `position` and `record` are checked by the engine when loaded), and the
 * options that leave the game alone (`animation-speed`, `computer`, `level`, `highlight`).
 * A broken value becomes a `BoardError` the element shows and reports; it never throws.
 */
import { type Cell, isCell } from '../../engine/hexone/cells.js';
import { DEFAULT_RULES, readRules } from '../../engine/hexone/rules.js';
import { EXITS, type Player, type Rules } from '../../engine/hexone/types.js';
import { isRecordLike, plainCopy } from '../../engine/shared/untrusted.js';
import { LEVEL_NAMES, isLevel } from '../shared/levels.js';
import type { TurnChooser } from './computer.js';
import type { BoardError, Names } from './i18n-types.js';

/** The attributes that decide the game itself: a change to any of them starts it again. */
export const CONFIG = ['exits', 'tiles', 'first', 'position', 'record'] as const;

export function invalid(attribute: string, value: string, expected: string): BoardError {
  return { code: 'invalid-attribute', attribute, value, expected };
}

/** An error about an option (speed, computer, level, highlight): unlike the others, it leaves the game playable. */
export const isOptionError = (e: BoardError): boolean => e.code === 'invalid-attribute' && !CONFIG.includes(e.attribute as never);

/**
 * A property value read as the attribute text it stands for. Frameworks set properties, not attributes
 * (React 19: `animationSpeed={0}`, `highlight={['b2', 'c3']}`), so any JavaScript value may arrive:
 * numbers and booleans become their text, a list of names becomes the space-separated list, and anything
 * else becomes a short description that every check then refuses (so the user sees what was given).
 */
export function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  const list = plainCopy(value); // read once: a proxy, a getter or 2³² − 1 holes give undefined, never a throw
  if (Array.isArray(list) && list.every((item) => typeof item === 'string' || typeof item === 'number')) return list.join(' ');
  return describeValue(value);
}

/** A short, never-throwing description of any value (String() throws on objects without a prototype, Array.isArray on a revoked proxy). */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'symbol') return value.description === undefined ? 'Symbol()' : `Symbol(${value.description})`;
  if (typeof value === 'function') return '[function]';
  if (typeof value === 'object' && value !== null) return safely(() => (Array.isArray(value) ? '[array]' : '[object]'), '[object]');
  return String(value);
}

/** What is wrong with `exits` and `first` (absent: classic, b). */
export function ruleErrors(exits: string, first: string): BoardError[] {
  const errors: BoardError[] = [];
  if (!(EXITS as readonly string[]).includes(exits)) errors.push(invalid('exits', exits, EXITS.join(', ')));
  if (first !== 'b' && first !== 'w') errors.push(invalid('first', first, 'b, w'));
  return errors;
}

/** The animation speed multiplier: 1 when absent or blank, null when not a number ≥ 0. */
export function speedOf(value: unknown): number | null {
  const text = textOf(value);
  if (text === null || text.trim() === '') return 1;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** The animation speed now: 0 without animation (speed 0, reduced motion, or a board off the page). */
export function speedNow(value: unknown, connected: boolean): number {
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced || !connected ? 0 : (speedOf(value) ?? 1);
}

/** Who opens a new game: `w`, else `b`. */
export function firstPlayerOf(first: unknown): Player {
  return first === 'w' ? 'w' : 'b';
}

/** The cells named in `highlight` ("b2 c3"); names that are not cells are left out (and reported by optionErrors). */
export function highlightCells(value: unknown): Set<Cell> {
  return new Set((textOf(value) ?? '').split(/\s+/).filter(isCell));
}

/** The sides the computer plays: `b`, `w`, `both`; anything else, none. */
export function computerSides(value: unknown): Player[] {
  const computer = textOf(value);
  if (computer === 'both') return ['b', 'w'];
  return computer === 'b' || computer === 'w' ? [computer] : [];
}

/** The attributes that leave the game alone. */
export interface OptionAttributes {
  animationSpeed: string | null;
  computer: string | null;
  level: string | null;
  highlight: string | null;
}

/** What is wrong with the options that leave the game alone. */
export function optionErrors(o: OptionAttributes): BoardError[] {
  const errors: BoardError[] = [];
  if (speedOf(o.animationSpeed) === null) errors.push(invalid('animation-speed', o.animationSpeed ?? '', '0, 0.5, 1, 2…'));
  if (o.computer !== null && !['b', 'w', 'both', ''].includes(o.computer)) errors.push(invalid('computer', o.computer, 'b, w, both'));
  if (o.level !== null && !isLevel(o.level)) errors.push(invalid('level', o.level, LEVEL_NAMES.join(', ')));
  const bad = (o.highlight ?? '').split(/\s+/).filter((c) => c && !isCell(c));
  if (bad.length) errors.push(invalid('highlight', bad.join(' '), 'a1 … e5'));
  return errors;
}

/** `read()`, or `fallback` when reading the value throws (a proxy, a getter that throws). */
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** The display names in `names` (an object whose `b` and `w` are text); null when it is not such an object. */
export function namesOf(value: unknown): Partial<Names> | null {
  const names = plainCopy(value); // read once: a proxy or a getter answers nothing, and is refused
  if (typeof names !== 'object' || names === null || Array.isArray(names)) return null;
  const given = { b: (names as Record<string, unknown>).b, w: (names as Record<string, unknown>).w };
  const sides = (['b', 'w'] as const).filter((side) => given[side] !== undefined);
  return sides.every((side) => typeof given[side] === 'string') ? Object.fromEntries(sides.map((side) => [side, given[side]])) : null;
}

/** The custom computer player in `bot` (an object with a `chooseTurn` method); null when it is not one. */
export function botOf(value: unknown): TurnChooser | null {
  const chooser = value as { chooseTurn?: unknown } | null;
  return safely(() => (typeof chooser === 'object' && chooser !== null && typeof chooser.chooseTurn === 'function' ? (chooser as TurnChooser) : null), null);
}

/**
 * The rule set a page gives the `rules` property: settings it leaves out keep their defaults (classic,
 * no tiles), and anything else malformed is refused (rather than quietly played as classic rules), so
 * the page hears what it got wrong. The engine's `readRules` does the checking.
 */
export function rulesOf(value: unknown): Rules | BoardError {
  // isRecordLike: Array.isArray throws on a revoked proxy, which is refused like any other non-object.
  const given = isRecordLike(value) ? safely(() => ({ ...DEFAULT_RULES, ...value }), null) : null;
  const rules = given ? readRules(given) : null;
  return rules && !('code' in rules) ? rules : invalid('rules', describeValue(value), `{ exits: ${EXITS.join(' | ')}, tiles: true | false }`);
}
