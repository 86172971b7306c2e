/**
 * The computer player's levels, the ladder, defined once: their names weakest first (`LEVELS`) and the older names
 * that still mean one of them (`LEVEL_ALIASES`). Apart from the bot itself so the element, the site and the machine
 * can name them without loading any bot code (as Hexa-dominos' engine/hexadominos/bot/levels.ts); how each one
 * plays is `LEVEL_PLAY` in choose.ts, typed by `Level` so that no level goes without it. Each level wins 60–90 % of
 * its games against the one below: docs/computer-players.md, measured by `npm run match -- --ladder`.
 */
export const LEVELS = ['newcomer', 'beginner', 'casual', 'club', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * The names of the first three-level computer, still read everywhere a level is (the board's `level`, the play
 * page's address, saved games): easy was mostly random, medium looked one turn ahead, hard searched for a second.
 */
export const LEVEL_ALIASES = { easy: 'newcomer', medium: 'casual', hard: 'expert' } as const satisfies Record<string, Level>;
export type LevelAlias = keyof typeof LEVEL_ALIASES;
/** Any name a level answers to. */
export type LevelName = Level | LevelAlias;

/** The level a name stands for (a ladder name, or an older one), or null for anything else. */
export function resolveLevel(value: unknown): Level | null {
  if (typeof value !== 'string') return null;
  if ((LEVELS as readonly string[]).includes(value)) return value as Level;
  return Object.hasOwn(LEVEL_ALIASES, value) ? LEVEL_ALIASES[value as LevelAlias] : null;
}

/** Every name the `level` attribute takes, ladder first: for messages that list them. */
export const LEVEL_NAMES: readonly LevelName[] = [...LEVELS, ...(Object.keys(LEVEL_ALIASES) as LevelAlias[])];
