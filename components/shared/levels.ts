/**
 * Hexone's computer levels (defined once, in engine/hexone/bot/levels.ts) as the element and the site read
 * them: the board's `level` attribute, its `suggest(level)` method, the play page's choice and what it saves.
 */
import { LEVELS, type Level } from '../../engine/hexone/bot/levels.js';

export { LEVELS, type Level };
/** The level of a board whose `level` is absent (or not one of LEVELS). */
export const DEFAULT_LEVEL: Level = 'medium';

export function isLevel(value: unknown): value is Level {
  return (LEVELS as readonly unknown[]).includes(value);
}

/** `value` when it names a level, else the default one: `levelOf('hard')` → 'hard', `levelOf(7)` → 'medium'. */
export function levelOf(value: unknown): Level {
  return isLevel(value) ? value : DEFAULT_LEVEL;
}
