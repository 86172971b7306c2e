/**
 * Which puzzles to show and which comes next: filters by kind (intro, 4-pawn, 5-pawn), rule set
 * (`express`, `classic+tiles`…) and theme (`centre`, `capture`…, measured by the solver), optionally
 * only those not solved yet, or only my misses ("replay my misses"). Filters travel in the index
 * page's address (`?kind=four&rules=express&theme=centre&unsolved=1`) so a filtered list can be shared.
 */
export const ALL = 'all';
export const KINDS = ['intro', 'four', 'five'] as const;
export type Kind = (typeof KINDS)[number];

export interface Filter {
  kind: Kind | typeof ALL;
  rules: string; // 'all', or a rule set key: 'express', 'classic+tiles'
  unsolved: boolean; // hide the puzzles already solved (cleanly or with help)
  theme: string; // 'all', or one of THEMES (engine/hexone/solver/themes.ts)
  missed: boolean; // only the puzzles missed, solved since or not, but never cleanly
}

export const THEME_KEYS = ['win', 'capture', 'take', 'four', 'five', 'centre', 'peakReturn', 'exit', 'tileRemoval', 'longChain'] as const;

/** What the lists need to know of a puzzle. */
export interface PuzzleMeta {
  id: string; // "four-01"
  kind: Kind;
  rules: string; // rule set key, see rulesKey
  themes: string[]; // ['capture', 'centre']
}

/**
 * Rule sets in the order the lessons teach them: classic first, the other exits (lesson "variants"),
 * then the tiles edition (lesson "tiles"), so that no puzzle asks for rules before they are taught.
 */
export const RULES_ORDER = ['classic', 'long', 'express', 'classic+tiles', 'long+tiles', 'express+tiles'] as const;

interface Sortable {
  id: string;
  kind: Kind;
  difficulty: number;
  rules: { exits: string; tiles: boolean };
}

/** The order the site offers puzzles in: intro, then 4-pawn, then 5-pawn; within a kind, by rule set as taught, easier first, then by id. */
export function siteOrder(a: Sortable, b: Sortable): number {
  const rank = (p: Sortable) => RULES_ORDER.indexOf(rulesKey(p.rules) as (typeof RULES_ORDER)[number]);
  return KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || rank(a) - rank(b) || a.difficulty - b.difficulty || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** `{ exits: 'express', tiles: true }` → `express+tiles`. */
export function rulesKey(rules: { exits: string; tiles: boolean }): string {
  return `${rules.exits}${rules.tiles ? '+tiles' : ''}`;
}

/** Outcomes that mean the puzzle was solved in the end (see progress.ts), with or without help or a miss first. */
export function isSolved(outcome: string | undefined): boolean {
  return outcome === 'solved' || outcome === 'helped' || outcome === 'retried';
}

/** A miss to replay: missed (or solved only after a miss), and not solved cleanly since. */
export function isMiss(outcome: string | undefined): boolean {
  return outcome === 'failed' || outcome === 'retried';
}

export function matches(meta: PuzzleMeta, filter: Filter, results: Record<string, string> = {}): boolean {
  if (filter.theme !== ALL && !meta.themes.includes(filter.theme)) return false;
  if (filter.missed && !isMiss(results[meta.id])) return false;
  if (filter.kind !== ALL && meta.kind !== filter.kind) return false;
  if (filter.rules !== ALL && meta.rules !== filter.rules) return false;
  if (filter.unsolved && isSolved(results[meta.id])) return false;
  return true;
}

/** A filter from an address's query string; what it does not say (or says wrongly) comes from `base`. */
export function filterFromQuery(search: string, base: Filter, ruleSets: readonly string[]): Filter {
  const q = new URLSearchParams(search);
  const kind = q.get('kind');
  const rules = q.get('rules');
  const unsolved = q.get('unsolved');
  const theme = q.get('theme');
  const missed = q.get('missed');
  return {
    kind: kind === ALL || (KINDS as readonly string[]).includes(kind ?? '') ? (kind as Filter['kind']) : base.kind,
    rules: rules === ALL || ruleSets.includes(rules ?? '') ? rules! : base.rules,
    unsolved: unsolved === null ? base.unsolved : unsolved === '1',
    theme: theme === ALL || (THEME_KEYS as readonly string[]).includes(theme ?? '') ? theme! : base.theme,
    missed: missed === null ? base.missed : missed === '1',
  };
}

/** The query string for a filter (`''` for the default one). */
export function filterToQuery(filter: Filter): string {
  const q = new URLSearchParams();
  if (filter.kind !== ALL) q.set('kind', filter.kind);
  if (filter.rules !== ALL) q.set('rules', filter.rules);
  if (filter.theme && filter.theme !== ALL) q.set('theme', filter.theme);
  if (filter.unsolved) q.set('unsolved', '1');
  if (filter.missed) q.set('missed', '1');
  const text = q.toString();
  return text ? `?${text}` : '';
}

/**
 * The puzzle to offer after `current`: the next one in the list (wrapping round) that matches the
 * filter and is not solved yet; failing that, the next matching one; then the next unsolved one
 * anywhere; then simply the next. Null when the list holds nothing else.
 */
export function nextPuzzle(list: readonly PuzzleMeta[], current: string | null, filter: Filter, results: Record<string, string>): PuzzleMeta | null {
  const at = list.findIndex((p) => p.id === current);
  const order = [...list.slice(at + 1), ...list.slice(0, Math.max(at, 0))].filter((p) => p.id !== current);
  const open = (p: PuzzleMeta) => !isSolved(results[p.id]);
  // Replaying misses: the next miss, solved since or not (a clean solve takes it off the list).
  if (filter.missed) {
    const miss = order.find((p) => matches(p, filter, results));
    if (miss) return miss;
  }
  const loose = { ...filter, unsolved: false, missed: false };
  return order.find((p) => matches(p, loose) && open(p)) ?? order.find((p) => matches(p, loose)) ?? order.find(open) ?? order[0] ?? null;
}
