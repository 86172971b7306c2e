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
import type { Cell, ErrorCode, GameEvent, Player, RuleError, TileState } from '../../engine/hexone/types.js';
import { en } from './i18n-en.js';

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
/** The display names of the two sides: `{ b: 'Black', w: 'White' }` by default. */
export type Names = Record<Player, string>;

/** Errors the element adds to the engine's: a broken attribute, a computer player that failed. */
export type BoardErrorCode = ErrorCode | 'invalid-attribute' | 'computer-failed';
export interface BoardError extends Omit<RuleError, 'code'> {
  code: BoardErrorCode;
  attribute?: string; // 'exits'
  value?: string; // the attribute's text as given
  expected?: string; // 'classic, express, long'
}

/** What a Y would do, for the preview: counts of each kind of event. */
export interface YSummary { captured: number; lost: number; centre: number; removed: number }

type Params = RuleError & BoardError & { n?: number };
type Say = (e: any, n: Names) => string; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The interface strings of one language (buttons, status line, accessible names). */
export interface Strings {
  board: string;
  undo: string;
  redo: string;
  next: string;
  pass: string;
  mustPass(who: string): string;
  toPlay(who: string): string;
  opening(who: string): string;
  chain(who: string): string;
  chooseY(who: string, cell: string): string;
  wins(who: string, score: number | null): string;
  thinking(who: string): string;
  paused: string;
  y(k: number, toward: string): string;
  summary(s: YSummary): string;
  selected(cell: string): string;
  empty: string;
  centre: string;
  peak: string;
  tile(face: TileState, points: number): string;
  legal: string;
  explodable: string;
  selectedState: string;
  target(k: number): string;
  highlighted: string;
  keys: string;
}

/** One language's table. */
export interface Locale {
  names: Names;
  pawns(n: number): string; // "2 pawns"
  errors: Record<BoardErrorCode, (p: Params) => string>;
  unknownError: string;
  events: Record<GameEvent['type'], Say>;
  lostTotal(n: number): string; // "2 pawns lost."
  centreTotal(n: number): string; // "1 pawn to the centre."
  ui: Strings;
}

const LOCALES: Partial<Record<Lang, Locale>> = { en };
let french: Promise<void> | undefined;

/** Makes `lang` available synchronously (the package entry registers French this way). */
export function registerLang(lang: Lang, locale: Locale): void {
  LOCALES[lang] = locale;
}

/**
 * Fetches the table of `lang` if it is not here yet; null when nothing needs loading. English is built
 * in, so French is the one table ever fetched. A failed fetch (offline) resolves anyway: the board then
 * speaks English rather than not drawing at all, and the next call tries again.
 */
export function loadLang(lang: Lang): Promise<void> | null {
  if (LOCALES[lang]) return null;
  french ??= import('./i18n-fr.js').then(
    (module) => registerLang('fr', module.fr),
    () => {
      french = undefined; // try again next time
    },
  );
  return french;
}

/** `fr-CA` → `fr`; anything else unknown → `en`. */
export function resolveLang(value: string | null | undefined): Lang {
  const base = (value ?? '').toLowerCase().split('-')[0];
  return (LANGS as readonly string[]).includes(base) ? (base as Lang) : 'en';
}

const locale = (lang: Lang | string): Locale => LOCALES[resolveLang(lang)] ?? en;

export function defaultNames(lang: Lang): Names {
  return locale(lang).names;
}

/** One sentence saying what is wrong, in `lang`. Unknown codes get a generic sentence rather than a throw. */
export function describeError(error: RuleError | BoardError, lang: Lang = 'en'): string {
  const l = locale(lang);
  return l.errors[error?.code as BoardErrorCode]?.(error as Params) ?? l.unknownError;
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
      out.push(l.events[e.type](e, names));
    }
  }
  flush();
  return out.join(' ');
}

/** One event's sentence, pawn moves included. */
export function describeEvent(event: GameEvent, lang: Lang = 'en', names: Names = defaultNames(lang)): string {
  return locale(lang).events[event.type]?.(event, names) ?? '';
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
  ].filter(Boolean).join(', ');
}
