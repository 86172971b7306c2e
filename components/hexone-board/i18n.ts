/**
 * Every string `<hexone-board>` shows or announces, in French and English, exported so the site can
 * word errors and moves exactly as the board does:
 *
 *   describeError({ code: 'centre-forbidden', cell: 'c3' }, 'fr')   // "Personne ne pose sur le centre (c3)."
 *   describeEvents(result.events, 'en')                              // "Black places on b2. White to play."
 *
 * The words live in one table per language (`i18n-en.ts`, `i18n-fr.ts`). English is always here; French
 * is a module of its own, fetched the first time a board needs it (`loadLang`), the way Lit's localize
 * runtime loads its locales: English pages never download it, and the element waits for it before
 * drawing a French board. The package entry (`index.ts`) registers French up front, so that these
 * helpers answer in French at once for code that imports them. Until French has arrived, it falls back
 * to English. Colour names come from `names`, so a page can call the sides "Blue" and "Red".
 */
import type { Cell, GameEvent, Player, RuleError, TileState } from '../../engine/hexone/types.js';
import { localeTables } from '../shared/locales.js';
import { en } from './i18n-en.js';
import { type BoardError, type BoardErrorCode, type ErrorParams, LANGS, type Lang, type Locale, type Names, type Strings } from './i18n-types.js';

export { LANGS };
export type { BoardError, BoardErrorCode, Lang, Locale, Names, Strings };

const LOCALES = localeTables<Lang, Locale>(en, () => import('./i18n-fr.js'));

/** Makes `lang` available synchronously (the package entry registers French this way). */
export const registerLang = LOCALES.register;

/** Fetches the table of `lang` if it is not here yet, once per page; null when nothing needs loading (components/shared/locales.ts). */
export const loadLang = LOCALES.load;

/** `fr-CA` → `fr`; anything else unknown → `en`. */
export function resolveLang(value: string | null | undefined): Lang {
  const base = (value ?? '').toLowerCase().split('-')[0];
  return (LANGS as readonly string[]).includes(base) ? (base as Lang) : 'en';
}

const locale = (lang: Lang | string): Locale => LOCALES.get(resolveLang(lang));

export function defaultNames(lang: Lang): Names {
  return locale(lang).names;
}

/** One sentence saying what is wrong, in `lang`. Unknown codes get a generic sentence rather than a throw. */
export function describeError(error: RuleError | BoardError, lang: Lang = 'en'): string {
  const l = locale(lang);
  const value = (error as { value?: unknown } | null)?.value;
  const params = typeof value === 'string' ? { ...error, value: excerpt(value) } : error;
  const sentence = l.errors[error?.code]?.(params as ErrorParams) ?? l.unknownError;
  // A record refused at one of its moves says which: "Move 7: "d9" is not a cell of the board…".
  const move = (error as { move?: unknown } | null)?.move;
  return typeof move === 'number' && Number.isInteger(move) && move > 0 ? `${l.atMove(move)}${sentence}` : sentence;
}

/** The start of a long bad value: a pasted 100 KB record must not fill the message (or widen the page). */
export function excerpt(text: string, length = 40): string {
  const chars = Array.from(text); // whole characters: an emoji is never cut in half
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : text;
}

/** The sentence of `event` in the table `l` ('' for an event type it does not know). */
function sentence(l: Locale, event: GameEvent, names: Names): string {
  const say = l.events[event.type] as ((e: GameEvent, n: Names) => string) | undefined;
  return say?.(event, names) ?? '';
}

/** One sentence per event; pawn-by-pawn `moved` lines are summed up so announcements stay short. */
export function describeEvents(events: readonly GameEvent[], lang: Lang = 'en', names: Names = defaultNames(lang)): string {
  const l = locale(lang);
  const out: string[] = [];
  let lost = 0;
  let centre = 0;
  const flush = () => {
    if (lost) out.push(l.lostTotal(lost));
    if (centre) out.push(l.centreTotal(centre));
    lost = centre = 0;
  };
  for (const e of events) {
    if (e.type === 'moved') continue; // where pawns went is in `exploded` (the Y) and `captured`
    if (e.type === 'lost') lost++;
    else if (e.type === 'toCentre') centre++;
    else {
      if (e.type !== 'captured') flush();
      out.push(sentence(l, e, names));
    }
  }
  flush();
  return out.join(' ');
}

/** One event's sentence, pawn moves included. */
export function describeEvent(event: GameEvent, lang: Lang = 'en', names: Names = defaultNames(lang)): string {
  return sentence(locale(lang), event, names);
}

/** The interface strings of one language. */
export function strings(lang: Lang): Strings {
  return locale(lang).ui;
}

/** The accessible name of a cell: "b2, 2 pawns, Black, playable". */
export function describeCell(
  cell: Cell,
  facts: { owner?: Player; count?: number; tile?: TileState; points?: number; centre?: boolean; peak?: boolean; states: string[] },
  lang: Lang,
  names: Names,
): string {
  const l = locale(lang);
  const s = l.ui;
  return [
    cell,
    facts.centre && s.centre,
    facts.peak && s.peak,
    facts.count && facts.owner ? `${l.pawns(facts.count)}, ${names[facts.owner]}` : s.empty,
    facts.tile && s.tile(facts.tile, facts.points ?? 0),
    ...facts.states,
  ]
    .filter(Boolean)
    .join(', ');
}
