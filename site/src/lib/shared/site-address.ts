/**
 * The site's own address, in the two places a page names it.
 *
 * - For search engines (canonical and hreflang links, which must be absolute): only when the build was told
 *   the public address (`SITE_URL`, Astro's `site`). A build that does not know where it will be served
 *   writes none rather than a made-up host: a wrong canonical is worse than none.
 * - In code a visitor copies (a lesson step's `<iframe>`, the embed page's examples): the address the
 *   visitor is on, filled in the browser (components/shared/PageOriginCode.astro, lesson/share.ts); before that, the build's address when known,
 *   else a path from the root, which still works on the site itself.
 *
 *   headLinks(new URL('https://hexone.org'), 'fr', 'rules/')
 *   // { canonical: 'https://hexone.org/fr/hexone/rules/', alternates: [{ hreflang: 'fr', href: … }, { hreflang: 'en', … }, { hreflang: 'x-default', href: 'https://hexone.org/' }] }
 *   headLinks(undefined, 'fr', 'rules/')   // null
 */
import { LANGS, type Lang } from '../../i18n';
import { pagePath } from './routes';

export interface HeadLinks {
  canonical: string;
  alternates: { hreflang: string; href: string }[];
}

/** Canonical and hreflang links of the page `slug` in `lang`; null when the site's address is unknown. */
export function headLinks(site: URL | undefined, lang: Lang | null, slug: string): HeadLinks | null {
  if (!site) return null;
  const at = (path: string) => new URL(path, site).href;
  return {
    canonical: at(lang ? pagePath(lang, slug) : '/'),
    alternates: [...LANGS.map((l) => ({ hreflang: l, href: at(pagePath(l, slug)) })), { hreflang: 'x-default', href: at('/') }],
  };
}

/** The address code on a page starts with before the browser fills in its own: the build's site, else '' (root paths). */
export function buildOrigin(site: URL | undefined): string {
  return site ? site.origin : '';
}
