/**
 * Every string `<hexadominos-board>` shows or announces, in French and English, exported so that the
 * site words errors and moves exactly as the board does:
 *
 *   describeError({ code: 'pile-empty' }, 'fr')            // "La pioche est vide."
 *   describeEvents(result.events, 'en', names)             // "Player 1 lays 1 1 2 3 4 5 east of 1 2 2 3 4 5. 16 points…"
 *
 * One table per language (`i18n-en.ts`, `i18n-fr.ts`). English is always here; French is a module of its
 * own, fetched the first time a board speaks French (`loadLang`), as `<hexone-board>` does, so English
 * pages never download it. The package entry registers French up front.
 */
import type { GameEvent, PlacedTile, RuleError, Seat } from '../../engine/hexadominos/types.js';
import { localeTables } from '../shared/locales.js';
import { en } from './i18n-en.js';
import type { BoardError, Lang, Locale, Names, Say, Strings } from './i18n-types.js';

export const LANGS = ['en', 'fr'] as const satisfies readonly Lang[];
export type { BoardError, BoardErrorCode, Clash, Coordinates, Lang, Locale, Names, Say, Strings, Verb } from './i18n-types.js';

const LOCALES = localeTables<Lang, Locale>(en, () => import('./i18n-fr.js'));

/** Makes `lang` available synchronously (the package entry registers French this way). */
export const registerLang = LOCALES.register;

/** Fetches the table of `lang` if it is not here yet, once per page; null when nothing needs loading (components/shared/locales.ts). */
export const loadLang = LOCALES.load;

/** `fr-CA` → `fr`; anything else → `en`. */
export function resolveLang(value: unknown): Lang {
  const base = (typeof value === 'string' ? value : '').toLowerCase().split('-')[0];
  return (LANGS as readonly string[]).includes(base) ? (base as Lang) : 'en';
}

const locale = (lang: Lang): Locale => LOCALES.get(lang);

export function strings(lang: Lang): Strings {
  return locale(lang).ui;
}

export function localeOf(lang: Lang): Locale {
  return locale(lang);
}

/** One sentence saying what is wrong, in `lang`; unknown codes get a generic sentence rather than a throw. */
export function describeError(error: RuleError | BoardError, lang: Lang = 'en'): string {
  const l = locale(lang);
  return l.errors[error?.code]?.(error) ?? l.unknownError;
}

/**
 * What an action did, as sentences (for the live region). `viewer` sees the tile they drew; others do not. `table`: the
 * tiles on the table before the action, which name the place of a tile laid ("east of 1 1 2 3 4 5").
 */
export function describeEvents(events: readonly GameEvent[], lang: Lang, names: Names, viewer: Seat | null = null, table: readonly PlacedTile[] = []): string {
  const l = locale(lang);
  return events
    .map((event) => (l.events[event.type] as Say | undefined)?.(event, names, viewer, events, table) ?? '')
    .filter(Boolean)
    .join(' ');
}

/** A value's name for messages, whatever its type (never throws: symbols, cyclic objects, revoked proxies…). */
export function describeValue(value: unknown): string {
  try {
    if (typeof value === 'string') return value.length > 40 ? `${value.slice(0, 40)}…` : value;
    if (typeof value === 'symbol' || typeof value === 'function' || typeof value === 'bigint') return String(value.toString()).slice(0, 40);
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
  } catch {
    return typeof value; // cyclic objects, revoked proxies, getters that throw
  }
}
