/** Small helpers the language tables (`i18n-en.ts`, `i18n-fr.ts`) share to build their sentences. */

/** `cells` as "b2, c3" (nothing when there are none). */
export const list = (cells: readonly string[] | undefined): string => (cells ?? []).join(', ');

/** `text` wrapped in `before`/`after` when there is any: the optional parts of a sentence. */
export const opt = (text: string | number | false | null | undefined, before: string, after = ''): string => (text ? `${before}${text}${after}` : '');
