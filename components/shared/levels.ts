/**
 * Hexone's computer levels (the ladder, defined once in engine/hexone/bot/levels.ts) as the element and the site read
 * them: the board's `level` attribute, its `suggest(level)` method, the play page's choice, its address and what it
 * saves. The first computer's names (`easy`, `medium`, `hard`) still work everywhere and mean ladder levels.
 */
import { LEVELS, LEVEL_ALIASES, LEVEL_NAMES, type Level, type LevelName, resolveLevel } from '../../engine/hexone/bot/levels.js';

export { LEVELS, LEVEL_ALIASES, LEVEL_NAMES, type Level, type LevelName, resolveLevel };
/** The level of a board whose `level` is absent (or names no level): the middle of the ladder. */
export const DEFAULT_LEVEL: Level = LEVEL_ALIASES.medium;

/** True when `value` names a level: one of the ladder's, or an older name for one. */
export function isLevel(value: unknown): value is LevelName {
  return resolveLevel(value) !== null;
}

/** The ladder level `value` names, else the default one: `levelOf('hard')` → 'expert', `levelOf(7)` → 'casual'. */
export function levelOf(value: unknown): Level {
  return resolveLevel(value) ?? DEFAULT_LEVEL;
}

/** The level one step up the ladder from `level`, or null at its top (expert): a win's "next level". */
export function levelAbove(level: Level): Level | null {
  return LEVELS[LEVELS.indexOf(level) + 1] ?? null;
}
