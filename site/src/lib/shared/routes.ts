/**
 * The site's pages and their URLs. Every page exists in both languages under the same slug:
 * `/fr/hexone/rules/` ↔ `/en/hexone/rules/`. The language switch and hreflang alternates rely on that.
 * Each game's pages live under its own folder (`hexone/`, `hexadominos/`), as its files do in `site/src/pages/[lang]/`;
 * the site's front door (`''`), the embed page, the editor and the glossary are the site's own.
 */
import { LANGS, type Lang, type UiKey } from '../../i18n';

export type GameId = 'hexone' | 'hexadominos';

/**
 * The header's navigation: the two games, then the sections of the game the page belongs to, each game's
 * in the same order (lessons, puzzles, play, rules, notes), then the site's tools that serve both games (the
 * embed page, the editor opened on that game, the history of games played here). Each game names its own pages: `footer` and `title` are what
 * its pages' footers say and their titles end with.
 * `home` and every `slug` are paths after `/<lang>/`.
 */
export const GAMES: readonly {
  id: GameId;
  home: string;
  name: UiKey;
  label: UiKey;
  footer: UiKey;
  sections: readonly { slug: string; key: UiKey }[];
}[] = [
  {
    id: 'hexone',
    home: 'hexone/',
    name: 'site.name',
    label: 'nav.sections',
    footer: 'footer.text',
    sections: [
      { slug: 'hexone/lessons/', key: 'nav.lessons' },
      { slug: 'hexone/puzzles/', key: 'nav.puzzles' },
      { slug: 'hexone/play/', key: 'nav.play' },
      { slug: 'hexone/rules/', key: 'nav.rules' },
      { slug: 'hexone/notes/', key: 'nav.notes' },
      { slug: 'embed/', key: 'nav.embed' },
      { slug: 'editor/', key: 'nav.editor' },
      { slug: 'history/', key: 'history.nav' },
    ],
  },
  {
    id: 'hexadominos',
    home: 'hexadominos/',
    name: 'nav.hexadominos',
    label: 'hd.nav.label',
    footer: 'hd.footer.text',
    sections: [
      { slug: 'hexadominos/lessons/', key: 'hd.nav.lessons' },
      { slug: 'hexadominos/play/', key: 'hd.nav.play' },
      { slug: 'hexadominos/rules/', key: 'hd.nav.rules' },
      { slug: 'hexadominos/notes/', key: 'hd.nav.notes' },
      { slug: 'embed/?game=hexadominos', key: 'nav.embed' },
      { slug: 'editor/?game=hexadominos', key: 'nav.editor' },
      { slug: 'history/', key: 'history.nav' },
    ],
  },
];

/** The site's own pages that serve both games (the embed page, the editor): their header shows the menu of the game asked for (`?game=`). */
export function servesBoth(slug: string): boolean {
  return /^(embed|editor)\/?$/.test(slug);
}

/** The game a page belongs to: Hexa-dominos' section, else Hexone (the site's own pages, front door, embed page, editor, glossary, sit with it). */
export function gameOf(slug: string): GameId {
  return slug.startsWith('hexadominos/') || slug === 'hexadominos' ? 'hexadominos' : 'hexone';
}

/** `aria-current` of a link to `target` seen from the page `slug`: the page itself, a page under it, or none (what follows `?` or `#` in `target` aside). */
export function currentOf(slug: string, target: string): 'page' | 'true' | undefined {
  const path = target.split(/[?#]/)[0];
  if (slug === path) return 'page';
  return path && slug.startsWith(path) ? 'true' : undefined;
}

/** `/fr/` + slug. */
export function pagePath(lang: Lang, slug = ''): string {
  return `/${lang}/${slug.replace(/^\/+/, '')}`;
}

/** Splits a site path into its language and slug: `/fr/hexone/rules/` → { lang: 'fr', slug: 'hexone/rules/' }. */
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
