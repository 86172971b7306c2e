/**
 * A board's language tables, the same for both elements: English built in, French a module of its own,
 * fetched the first time a board needs it, the way Lit's localize runtime loads its locales (English pages
 * never download it). Each game passes its own `import('./i18n-fr.js')`, which bundlers split by that literal.
 */

export interface LocaleTables<Lang extends string, Locale> {
  /** Makes `lang` available synchronously (the package entry registers French this way). */
  register: (lang: Lang, locale: Locale) => void;
  /**
   * Fetches the table of `lang` if it is not here yet; null when nothing needs loading. French is the one table
   * ever fetched, once per page. A failed fetch (a site that did not copy the file, offline) resolves anyway and
   * is not tried again on this page: its boards speak English rather than not drawing at all, or asking the
   * server again with every board and every update.
   */
  load: (lang: Lang) => Promise<void> | null;
  /** The table of `lang`, English until it has arrived. */
  get: (lang: Lang) => Locale;
}

export function localeTables<Lang extends string, Locale>(en: Locale, fetchFrench: () => Promise<{ fr: Locale }>): LocaleTables<Lang, Locale> {
  const locales = new Map<string, Locale>([['en', en]]);
  let french: Promise<void> | undefined;
  let frenchMissing = false;
  const register = (lang: Lang, locale: Locale) => void locales.set(lang, locale);
  return {
    register,
    load: (lang) => {
      if (locales.has(lang) || frenchMissing) return null;
      french ??= fetchFrench().then(
        (module) => register('fr' as Lang, module.fr),
        () => {
          frenchMissing = true;
        },
      );
      return french;
    },
    get: (lang) => locales.get(lang) ?? en,
  };
}
