/**
 * The computer player's levels, the ladder, defined once: their names weakest first (`LEVELS`), how each one plays
 * (`LEVEL_PLAY`, read by choose.ts) and the older names that still mean one of them (`LEVEL_ALIASES`). Apart from
 * the bot itself so the element, the site and the machine can name them without loading any bot code (as
 * Hexa-dominos' engine/hexadominos/bot/levels.ts). Each level wins 60–90 % of its games against the one below:
 * docs/computer-players.md, measured by `npm run match -- --ladder`.
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

/**
 * How a level plays (values in hundredths of a pawn, as evaluate.ts):
 * - `newcomer`: what a person in their first game does. It sees its own turn only, never the reply: it likes to
 *   spread lone pawns over empty cells and sometimes stacks; it notices what a turn captures only `sight` of the
 *   time (else it misses the capture and plays by shape alone); chains are played greedily.
 * - `glance`: one turn ahead (each whole turn, chains searched, valued as the position it leaves), the reply
 *   unseen, with up to `noise` added to each value.
 * - `search`: the alpha-beta search of search.ts, `depth` turns at most, within `nodes` boards (`timed`: the
 *   element gives it a clock instead, ~1 s, and matches the nodes that second gives on the reference machine);
 *   `noise` > 0 scores every turn and adds up to that much to each value before choosing; with chance `lapse` a
 *   turn it does not look at the reply at all and plays as `glance` with that noise (a lapse of attention).
 */
export type LevelPlay =
  | { kind: 'newcomer'; sight: number }
  | { kind: 'glance'; noise: number }
  | { kind: 'search'; depth: number; nodes: number; noise: number; lapse?: number; timed?: true };

export const LEVEL_PLAY: { readonly [L in Level]: LevelPlay } = {
  newcomer: { kind: 'newcomer', sight: 0.75 },
  beginner: { kind: 'glance', noise: 60 },
  casual: { kind: 'search', depth: 1, nodes: 2_000, noise: 0, lapse: 0.3 },
  club: { kind: 'search', depth: 2, nodes: 2_000, noise: 0, lapse: 0.25 },
  expert: { kind: 'search', depth: 12, nodes: 300_000, noise: 0, timed: true },
};
