/**
 * Every built page (crawled from dist/site): accessibility (axe; sampled in the generated families), no errors, html
 * lang, alternates, both languages present, no raw dictionary keys, and the language switch keeping the page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { dictionaries } from '@site/i18n/index.js';
import { DIST, builtPages, collectErrors, pageFile } from './site-pages.js';

const pages = builtPages();
const localized = pages.filter((p) => /^\/(fr|en)\//.test(p));
const KEYS = Object.keys(dictionaries.fr);
/** The iframe page: part of other pages, so no site chrome (no language switch, no alternates; noindex). */
const CHROMELESS = /^\/(fr|en)\/embed\/frame\/$/;

test('the build has pages in both languages', () => {
  expect(localized.filter((p) => p.startsWith('/fr/')).length).toBeGreaterThanOrEqual(6);
  expect(pages).toContain('/');
  expect(pages).toContain('/404.html');
});

test('every French page has its English counterpart and the other way round', () => {
  const missing: string[] = [];
  for (const page of localized) {
    const other = page.startsWith('/fr/') ? page.replace('/fr/', '/en/') : page.replace('/en/', '/fr/');
    if (!existsSync(pageFile(other))) missing.push(`${page} → ${other}`);
  }
  expect(missing).toEqual([]);
});

/**
 * Language, canonical URL, alternates, description and one h1: what search engines and the switch rely on.
 * Canonical and alternates are absolute, so a page has them only when the build knew the site's address
 * (SITE_URL): then all of them, else none (lib/shared/site-address.ts).
 */
async function checkHead(page: import('@playwright/test').Page, path: string) {
  const lang = path.slice(1, 3);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`));
  const canonicals = await page.locator('link[rel="canonical"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
  if (process.env.SITE_URL) {
    const slug = path.slice(4);
    expect(alternates.sort()).toEqual([`en /en/${slug}`, `fr /fr/${slug}`, 'x-default /'].sort());
    expect(canonicals.map((c) => new URL(c).pathname)).toEqual([path]);
    expect(new URL(canonicals[0]).origin).toBe(new URL(process.env.SITE_URL).origin);
  } else {
    expect(alternates).toEqual([]);
    expect(canonicals).toEqual([]);
  }
  expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(40);
  await expect(page.locator('h1')).toHaveCount(1);
}

// Generated families: 120 puzzle pages and 52 embedded lesson steps per language, each the same template filled with
// other data. Axe judges markup, and the markup of a family is its template, so axe runs on a sample of each (the
// first and last page of every puzzle set, the first step of every embedded lesson), with every other check made in
// the browser; the rest of each family is read as built (below). Axe and two page loads on each of the 344 pages took
// about 15 minutes of a CI run.
const FAMILY = /^\/(fr|en)\/(hexone\/puzzles\/(?<set>[a-z]+)-\d+|embed\/lesson\/(?<lesson>[^/]+)\/[^/]+)\/$/;
const familyOf = (path: string) => {
  const m = FAMILY.exec(path);
  return m ? `${path.slice(1, 3)} ${m.groups!.set ?? m.groups!.lesson} ${m.groups!.set ? 'puzzle' : 'lesson'}` : null;
};
const sampled = new Set<string>();
{
  const byFamily = new Map<string, string[]>();
  for (const path of pages) {
    const family = familyOf(path);
    if (family) byFamily.set(family, [...(byFamily.get(family) ?? []), path]);
  }
  for (const [family, members] of byFamily) {
    sampled.add(members[0]);
    if (family.endsWith('puzzle')) sampled.add(members[members.length - 1]);
  }
}
const full = pages.filter((p) => !familyOf(p) || sampled.has(p));
const rest = pages.filter((p) => familyOf(p) && !sampled.has(p));

test('the generated families are sampled: every puzzle set and every embedded lesson, in both languages', () => {
  const families = new Set(pages.map(familyOf).filter(Boolean));
  expect(families.size).toBeGreaterThanOrEqual(2 * (3 + 13));
  for (const family of families)
    expect(
      full.some((p) => familyOf(p) === family),
      family!,
    ).toBe(true);
  expect(full.length + rest.length).toBe(pages.length);
});

for (const path of full) {
  test(`${path} passes axe, throws nothing, shows no raw keys, declares its language and switches to the other`, async ({ page }) => {
    const errors = collectErrors(page);
    // `?choose` keeps the root language chooser from following the browser's language.
    await page.goto(path === '/' ? '/?choose' : path);
    await page.waitForLoadState('load');
    if (await page.locator('hexone-board').count()) {
      await page.waitForFunction(() => customElements.get('hexone-board') !== undefined, null, { timeout: 10_000 });
    }
    // Legacy mode runs axe in the page itself: the default opens an extra blank page per check (slow), which
    // only matters for cross-origin frames, and the site has none.
    const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    const violations = results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
    expect(violations, `${path}: axe violations`).toEqual([]);

    const text = await page.locator('body').innerText();
    const leakedKeys = KEYS.filter((key) => text.includes(key));
    expect(leakedKeys, `${path}: dictionary keys rendered as text`).toEqual([]);
    // Outside code examples, where `{record}` is JSX, not a message's placeholder left unfilled.
    let prose = text;
    for (const code of await page.locator('pre').allInnerTexts()) prose = prose.replace(code, '');
    expect(prose.match(/\{[a-z]\w*\}/gi) ?? [], `${path}: unfilled placeholders`).toEqual([]);
    if (localized.includes(path) && !CHROMELESS.test(path)) {
      await checkHead(page, path);
      // The language switch keeps the page (and what follows the path: a lesson step's #anchor, ?game=…).
      const other = path.startsWith('/fr/') ? path.replace('/fr/', '/en/') : path.replace('/en/', '/fr/');
      await page.locator('[data-lang-switch]').click();
      await expect(page).toHaveURL(new RegExp(`${other}([?#].*)?$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other.slice(1, 3));
    }
    expect(errors, `${path}: errors`).toEqual([]);
  });
}

/** A tag's attributes as written in the built file (Astro writes them double-quoted). */
const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].slice(1).map((m) => [m[1], m[2] ?? '']));
const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => attributes(m[0]));
const textOf = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[e]!);

// The rest of each family, read as built: what its template filled in from the page's data (its language, head,
// strings and switch). Their scripts are the sample's, and the data they run on (every puzzle, every lesson step) is
// played through the engine by the unit tests (tests/unit/hexone/puzzles.test.ts, lessons-*.test.ts).
test(`the other ${rest.length} pages of the generated families declare their language, head and switch, and show no raw keys`, () => {
  const problems: string[] = [];
  for (const path of rest) {
    const html = readFileSync(pageFile(path), 'utf8');
    const lang = path.slice(1, 3);
    const other = `/${lang === 'fr' ? 'en' : 'fr'}/${path.slice(4)}`;
    const say = (what: string) => problems.push(`${path}: ${what}`);
    if (tags(html, 'html')[0]?.lang !== lang) say('html lang');
    const text = textOf(html);
    const keys = KEYS.filter((key) => text.includes(key));
    if (keys.length) say(`raw keys ${keys.join(', ')}`);
    const placeholders = textOf(html.replace(/<pre\b[\s\S]*?<\/pre>/g, ' ')).match(/\{[a-z]\w*\}/gi);
    if (placeholders) say(`unfilled ${placeholders.join(' ')}`);
    const alternates = tags(html, 'link')
      .filter((l) => l.rel === 'alternate' && l.hreflang)
      .map((l) => `${l.hreflang} ${new URL(l.href).pathname}`)
      .sort();
    const canonicals = tags(html, 'link').filter((l) => l.rel === 'canonical');
    if (process.env.SITE_URL) {
      const slug = path.slice(4);
      if (alternates.join() !== [`en /en/${slug}`, `fr /fr/${slug}`, 'x-default /'].sort().join()) say(`alternates ${alternates.join()}`);
      if (canonicals.length !== 1 || new URL(canonicals[0].href).pathname !== path) say('canonical');
    } else if (alternates.length || canonicals.length) say('alternates or canonical without SITE_URL');
    if ((tags(html, 'meta').find((m) => m.name === 'description')?.content.length ?? 0) <= 40) say('description');
    if (tags(html, 'h1').length !== 1) say('h1 count');
    const switches = tags(html, 'a').filter((a) => 'data-lang-switch' in a);
    if (switches.length !== 1 || switches[0].href !== other) say(`switch ${switches.map((a) => a.href).join()}`);
  }
  expect(problems).toEqual([]);
});

// Link previews: what a chat app or social site shows for a shared address (site/src/lib/shared/link-preview.ts).
// Not the pages made to be framed (the embed frame, embedded lessons) nor the not-found page, which nobody shares.
test('every page to share carries its link preview: title, description, and a picture that exists, described', () => {
  const problems: string[] = [];
  for (const path of pages.filter((p) => !CHROMELESS.test(p) && !/^\/(fr|en)\/embed\/lesson\//.test(p) && p !== '/404.html')) {
    const html = readFileSync(pageFile(path), 'utf8');
    const og = Object.fromEntries(
      tags(html, 'meta')
        .filter((m) => m.property?.startsWith('og:'))
        .map((m) => [m.property, m.content]),
    );
    const say = (what: string) => problems.push(`${path}: ${what}`);
    if (!og['og:title'] || og['og:title'] !== textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')) say('og:title is not the title');
    if (og['og:description'] !== tags(html, 'meta').find((m) => m.name === 'description')?.content) say('og:description');
    const image = og['og:image'] ? new URL(og['og:image'], 'http://site.test/').pathname : '';
    if (!/^\/og\/[\w-]+\.png$/.test(image) || !existsSync(join(DIST, image))) say(`og:image ${og['og:image']}`);
    if ((og['og:image:alt']?.length ?? 0) < 20) say('og:image:alt');
    if (!tags(html, 'meta').some((m) => m.name === 'twitter:card' && m.content === 'summary_large_image')) say('twitter:card');
  }
  expect(problems).toEqual([]);
  // A puzzle's page shows its own position, the same picture in both languages.
  const picture = (path: string) => tags(readFileSync(pageFile(path), 'utf8'), 'meta').find((m) => m.property === 'og:image')?.content;
  expect(picture('/en/hexone/puzzles/four-01/')).toBe('/og/puzzle-four-01.png');
  expect(picture('/fr/hexone/puzzles/four-01/')).toBe(picture('/en/hexone/puzzles/four-01/'));
  expect(picture('/fr/hexadominos/')).toBe('/og/hexadominos.png');
});

test('the root page follows a French browser and offers both languages without JavaScript', async ({ browser }) => {
  const french = await browser.newContext({ locale: 'fr-FR' });
  const page = await french.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr\/$/);
  await french.close();

  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const still = await noScript.newPage();
  await still.goto('/');
  await expect(still.locator('a[href="/fr/"]')).toBeVisible();
  await expect(still.locator('a[href="/en/"]')).toBeVisible();
  await noScript.close();
});

test('without JavaScript the prose reads and boards show their static drawing', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/hexone/rules/');
  await expect(page.locator('h2').first()).toBeVisible();
  expect(await page.locator('.board-static svg[role="img"]').count()).toBeGreaterThan(10);
  await expect(page.locator('.board-static svg').first()).toBeVisible();
  await page.goto('/fr/hexone/');
  await expect(page.locator('.board-static svg')).toBeVisible();
  await expect(page.locator('.board-static svg')).toHaveAttribute('aria-label', /Plateau d’Hexone/);
  await context.close();
});

test('an unknown address gets the bilingual not-found page', async ({ page }) => {
  const response = await page.goto('/en/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page.locator('[lang="fr"] h2')).toHaveText('Page introuvable');
});
