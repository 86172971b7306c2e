/**
 * Every built page (crawled from dist/site): accessibility (axe), no errors, html lang, alternates,
 * both languages present, no raw dictionary keys, and the language switch keeping the page.
 */
import { existsSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { dictionaries } from '@site/i18n/index.js';
import { builtPages, collectErrors, pageFile } from './site-pages.js';

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

// One test per page (each page load is costly on a shared machine): axe, errors, strings, head.
for (const path of pages) {
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
    expect(violations, 'axe violations').toEqual([]);

    const text = await page.locator('body').innerText();
    const leakedKeys = KEYS.filter((key) => text.includes(key));
    expect(leakedKeys, 'dictionary keys rendered as text').toEqual([]);
    // Outside code examples, where `{record}` is JSX, not a message's placeholder left unfilled.
    let prose = text;
    for (const code of await page.locator('pre').allInnerTexts()) prose = prose.replace(code, '');
    expect(prose.match(/\{[a-z]\w*\}/gi) ?? [], 'unfilled placeholders').toEqual([]);
    if (localized.includes(path) && !CHROMELESS.test(path)) {
      await checkHead(page, path);
      // The language switch keeps the page (and what follows the path: a lesson step's #anchor, ?game=…).
      const other = path.startsWith('/fr/') ? path.replace('/fr/', '/en/') : path.replace('/en/', '/fr/');
      await page.locator('[data-lang-switch]').click();
      await expect(page).toHaveURL(new RegExp(`${other}([?#].*)?$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other.slice(1, 3));
    }
    expect(errors).toEqual([]);
  });
}

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
