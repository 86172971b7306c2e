/**
 * The site's pages and their URLs. Every page exists in both languages under the same slug:
 * `/fr/rules/` ↔ `/en/rules/`. The language switch and hreflang alternates rely on that.
 */
import { LANGS, type Lang, type UiKey } from '../i18n';

/** Pages in the header navigation, in order. `slug` is the path after `/<lang>/`. */
export const NAV: readonly { slug: string; key: UiKey }[] = [
  { slug: 'lessons/', key: 'nav.lessons' },
  { slug: 'puzzles/', key: 'nav.puzzles' },
  { slug: 'play/', key: 'nav.play' },
  { slug: 'rules/', key: 'nav.rules' },
  { slug: 'notes/', key: 'nav.notes' },
  { slug: 'embed/', key: 'nav.embed' },
  { slug: 'hexadominos/', key: 'nav.hexadominos' }, // the second game's section: its own lessons, play, rules
];

/** `/fr/` + slug. */
export function pagePath(lang: Lang, slug = ''): string {
  return `/${lang}/${slug.replace(/^\/+/, '')}`;
}

/** Splits a site path into its language and slug: `/fr/rules/` → { lang: 'fr', slug: 'rules/' }. */
export function splitPath(pathname: string): { lang: Lang | null; slug: string } {
  const m = /^\/(fr|en)(?:\/|$)(.*)$/.exec(pathname);
  if (!m) return { lang: null, slug: pathname.replace(/^\/+/, '') };
  return { lang: m[1] as Lang, slug: m[2] };
}

/** The same page in `lang` (keeps the slug; the language switch uses this). */
export function translatePath(pathname: string, lang: Lang): string {
  return pagePath(lang, splitPath(pathname).slug);
}

/** For getStaticPaths in `site/src/pages/[lang]/…`: one page per language. */
export function langPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}
