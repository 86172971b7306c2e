/**
 * One site, two games: every built page names the game it belongs to. Each Hexa-dominos page's title ends with
 * "· Hexa-dominos" (unless it holds the name already), its meta description names Hexa-dominos, its footer says "Hexa-dominos: …" and its header shows
 * the Hexa-dominos menu; Hexone's pages say Hexone in each place; the front door, the embed page and the editor (both
 * games' tools) name both in their footer. Each game's menu reaches the embed page and the editor (opened on that game,
 * with that game's menu), by mouse (the front door's Hexa-dominos card reaching its rules: front.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LANGS, t, type Lang } from '@site/i18n/index.js';
import { builtPages, pageFile } from './site-pages.js';

/** What a built page says of itself, read from its HTML as the browser gets it. */
function namesOf(path: string) {
  const html = readFileSync(pageFile(path), 'utf8');
  const text = (pattern: RegExp) => (pattern.exec(html)?.[1] ?? '').replace(/&#39;|&amp;/g, (m) => (m === '&amp;' ? '&' : "'"));
  return {
    title: text(/<title>([^<]*)<\/title>/),
    description: text(/<meta name="description" content="([^"]*)"/),
    footer: text(/<footer class="site-footer"[^>]*>\s*<div class="inner"[^>]*>\s*<p[^>]*>([^<]*)<\/p>/),
    // The menus in the header, each with whether it shows before any script runs.
    menus: [...html.matchAll(/<nav class="site-nav"[^>]*aria-label="([^"]*)"[^>]*data-game-nav="([^"]*)"([^>]*)>/g)].map((m) => ({
      label: m[1],
      game: m[2],
      hidden: /\shidden/.test(m[3]),
    })),
    links: [...html.matchAll(/<nav class="site-nav"[^>]*data-game-nav="([^"]*)"[^>]*>([\s\S]*?)<\/nav>/g)].map((m) => ({
      game: m[1],
      hrefs: [...m[2].matchAll(/href="([^"]*)"/g)].map((h) => h[1].replace(/&amp;/g, '&')),
    })),
  };
}

const pagesOf = (lang: Lang, section: string) => builtPages().filter((path) => path.startsWith(`/${lang}/${section}/`));

for (const lang of LANGS) {
  const dominos = t(lang, 'nav.hexadominos');

  test(`${lang}: every Hexa-dominos page names Hexa-dominos in its title, description, footer and menu`, () => {
    const pages = pagesOf(lang, 'hexadominos');
    expect(pages.length, 'home, lessons, play, rules, notes').toBeGreaterThan(5);
    for (const path of pages) {
      const page = namesOf(path);
      // "… · Hexa-dominos", unless the page's own title holds the name already ("Learn Hexa-dominos").
      expect(page.title, path).toContain(dominos);
      expect(page.title, path).not.toContain('Hexone');
      expect(page.description, path).toContain(dominos);
      expect(page.footer, path).toBe(t(lang, 'hd.footer.text'));
      expect(page.menus, path).toEqual([{ label: t(lang, 'hd.nav.label'), game: 'hexadominos', hidden: false }]);
      expect(page.links[0].hrefs, path).toEqual(expect.arrayContaining([`/${lang}/embed/?game=hexadominos`, `/${lang}/editor/?game=hexadominos`]));
    }
  });

  test(`${lang}: every Hexone page names Hexone, and its menu reaches the embed page and the editor`, () => {
    const pages = pagesOf(lang, 'hexone');
    expect(pages.length).toBeGreaterThan(10);
    for (const path of pages) {
      const page = namesOf(path);
      expect(page.title, path).toMatch(/Hexone/);
      expect(page.title, path).not.toContain(dominos);
      expect(page.footer, path).toBe(t(lang, 'footer.text'));
      expect(page.menus, path).toEqual([{ label: t(lang, 'nav.sections'), game: 'hexone', hidden: false }]);
      expect(page.links[0].hrefs, path).toEqual(expect.arrayContaining([`/${lang}/embed/`, `/${lang}/editor/`]));
    }
  });

  test(`${lang}: the front door, the embed page and the editor name both games in their footer; the last two hold both menus, Hexone's shown`, () => {
    for (const path of [`/${lang}/`, `/${lang}/embed/`, `/${lang}/editor/`]) {
      const page = namesOf(path);
      expect(page.footer, path).toBe(t(lang, 'footer.site'));
      expect(page.footer, path).toContain('Hexone');
      expect(page.footer, path).toContain(dominos);
    }
    for (const path of [`/${lang}/embed/`, `/${lang}/editor/`])
      expect(
        namesOf(path).menus.map((m) => `${m.game}${m.hidden ? ' hidden' : ''}`),
        path,
      ).toEqual(['hexone', 'hexadominos hidden']);
  });

  test(`${lang}: the Hexa-dominos menu reaches its embed page and the editor on Hexa-dominos, by mouse, each showing that menu`, async ({ page }) => {
    const menu = page.locator('.site-header nav[data-game-nav="hexadominos"]');
    const click = async (name: string) => {
      const link = menu.getByRole('link', { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    await page.goto(`/${lang}/hexadominos/rules/`);
    await click(t(lang, 'nav.embed'));
    await expect(page).toHaveURL(new RegExp(`/${lang}/embed/\\?game=hexadominos$`));
    await expect(menu).toBeVisible();
    await expect(page.locator('.site-header nav[data-game-nav="hexone"]')).toBeHidden();
    await click(t(lang, 'nav.editor'));
    await expect(page).toHaveURL(new RegExp(`/${lang}/editor/\\?game=hexadominos$`));
    await expect(page.locator('input[name="game"][value="hexadominos"]')).toBeChecked();
    await expect(menu).toBeVisible();
    await expect(page.locator('.editor-work[data-panel="hexadominos"]')).toBeVisible();
  });
}
