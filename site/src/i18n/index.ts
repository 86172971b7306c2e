/**
 * The site's interface strings: one typed dictionary per language, dotted keys.
 *
 *   import { t, LANGS, type Lang } from '.';
 *   t('fr', 'nav.play') // "Jouer"
 *
 * `en` is typed `Record<UiKey, string>` from the French keys, so a key missing in either language
 * is a type error (`npm run typecheck`); tests/site/shared/i18n.spec.ts checks the same at run time and that
 * no value is empty. Placeholders are `{name}`: t('en', 'play.turn', { player: 'Black' }); counts use
 * `{count, plural, one {…} other {…}}` and each language's plural rules (format.ts).
 * Prose (lessons, rules) lives in MDX per language; only short interface strings belong here.
 */
import { fr } from './fr';
import { en } from './en';
import { format } from './format';

export const LANGS = ['fr', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export type UiKey = keyof typeof fr;

export const dictionaries: Record<Lang, Record<UiKey, string>> = { fr, en };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The string for `key` in `lang`, with `{name}` placeholders filled from `values`. */
export function t(lang: Lang, key: UiKey, values: Record<string, string | number | undefined> = {}): string {
  return format(lang, dictionaries[lang][key] ?? dictionaries.en[key] ?? key, values);
}

/** The other language (for the switch: there are exactly two). */
export function otherLang(lang: Lang): Lang {
  return lang === 'fr' ? 'en' : 'fr';
}

/** A `t` bound to one language, for templates: `const tr = translator(lang); tr('nav.play')`. */
export function translator(lang: Lang) {
  return (key: UiKey, values?: Record<string, string | number | undefined>) => t(lang, key, values);
}
