/**
 * What the board's attributes say, read and checked as plain text, with no element state: the rule set
 * and start (`exits`, `first`; `position` and `record` are checked by the engine when loaded), and the
 * options that leave the game alone (`animation-speed`, `computer`, `level`, `highlight`).
 * A broken value becomes a `BoardError` the element shows and reports; it never throws.
 */
import { type Cell, isCell } from '../../engine/hexone/cells.js';
import { EXITS, type Player } from '../../engine/hexone/types.js';
import { LEVELS, isLevel } from '../shared/levels.js';
import type { BoardError } from './i18n-types.js';

/** The attributes that decide the game itself: a change to any of them starts it again. */
export const CONFIG = ['exits', 'tiles', 'first', 'position', 'record'] as const;

export function invalid(attribute: string, value: string, expected: string): BoardError {
  return { code: 'invalid-attribute', attribute, value, expected };
}

/** An error about an option (speed, computer, level, highlight): unlike the others, it leaves the game playable. */
export const isOptionError = (e: BoardError): boolean => e.code === 'invalid-attribute' && !CONFIG.includes(e.attribute as never);

/** What is wrong with `exits` and `first` (absent: classic, b). */
export function ruleErrors(exits: string, first: string): BoardError[] {
  const errors: BoardError[] = [];
  if (!(EXITS as readonly string[]).includes(exits)) errors.push(invalid('exits', exits, EXITS.join(', ')));
  if (first !== 'b' && first !== 'w') errors.push(invalid('first', first, 'b, w'));
  return errors;
}

/** The animation speed multiplier: 1 when absent or blank, null when not a number ≥ 0. */
export function speedOf(text: string | null): number | null {
  if (text === null || text.trim() === '') return 1;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Who opens a new game: `w`, else `b`. */
export function firstPlayerOf(first: string | null): Player {
  return first === 'w' ? 'w' : 'b';
}

/** The cells named in `highlight` ("b2 c3"); names that are not cells are left out (and reported by optionErrors). */
export function highlightCells(text: string | null): Set<Cell> {
  return new Set((text ?? '').split(/\s+/).filter(isCell));
}

/** The sides the computer plays: `b`, `w`, `both`; anything else, none. */
export function computerSides(computer: string | null): Player[] {
  if (computer === 'both') return ['b', 'w'];
  return computer === 'b' || computer === 'w' ? [computer] : [];
}

/** What is wrong with the options that leave the game alone. */
export function optionErrors(o: { animationSpeed: string | null; computer: string | null; level: string | null; highlight: string | null }): BoardError[] {
  const errors: BoardError[] = [];
  if (speedOf(o.animationSpeed) === null) errors.push(invalid('animation-speed', o.animationSpeed ?? '', '0, 0.5, 1, 2…'));
  if (o.computer !== null && !['b', 'w', 'both', ''].includes(o.computer)) errors.push(invalid('computer', o.computer, 'b, w, both'));
  if (o.level !== null && !isLevel(o.level)) errors.push(invalid('level', o.level, LEVELS.join(', ')));
  const bad = (o.highlight ?? '').split(/\s+/).filter((c) => c && !isCell(c));
  if (bad.length) errors.push(invalid('highlight', bad.join(' '), 'a1 … e5'));
  return errors;
}
