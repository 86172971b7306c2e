/**
 * Hexone's pages moved into its folder (/fr/rules/ → /fr/hexone/rules/). Every old address still leads to its page,
 * and what the address carried comes along: a shared game's query, a puzzle filter, a lesson step's fragment. The
 * reader who follows an old link lands on the page itself; Back leads to where the link was, not to the old address.
 */
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { collectErrors, movedPages, pageFile } from '../shared/site-pages.js';

const moved = movedPages();

test('every old Hexone address, in both languages, sends the reader to the same page under /hexone/', () => {
  const expected = ['lessons/', 'lessons/chains/', 'puzzles/', 'puzzles/daily/', 'puzzles/endless/', 'puzzles/five-01/', 'play/', 'rules/', 'notes/'];
  for (const lang of ['fr', 'en']) for (const path of expected) expect(moved.map((m) => m.path)).toContain(`/${lang}/${path}`);
  const wrong = moved.filter(({ path, target }) => target !== path.replace(/^\/(fr|en)\//, '/$1/hexone/') || !existsSync(pageFile(target)));
  expect(wrong).toEqual([]);
});

/** A page elsewhere with a link to an old address, clicked with the mouse as a reader would. */
async function followOldLink(page: import('@playwright/test').Page, href: string) {
  await page.route('**/elsewhere.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Elsewhere</title><p><a id="old" href="${href}">An old link</a></p>` }),
  );
  await page.goto('/elsewhere.html');
  const box = (await page.locator('#old').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('an old shared game link opens the game on the new play page, and Back returns to the linking page', async ({ page }) => {
  const errors = collectErrors(page);
  await followOldLink(page, '/fr/play/?game=classic.b.opening~c2.c4.c2.c4');
  await page.waitForURL(/\/fr\/hexone\/play\//);
  await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true', null, { timeout: 15_000 });
  await expect(page.locator('#play-message')).toHaveText('Partie ouverte depuis un lien partagé.');
  expect((await page.evaluate(() => document.querySelector('hexone-board')!.getRecord())).trim()).toBe('classic b opening | c2 c4 c2 c4');
  await page.goBack();
  await expect(page).toHaveURL(/\/elsewhere\.html$/);
  expect(errors).toEqual([]);
});

test('an old lesson step link opens that step, and an old puzzle filter keeps its filter', async ({ page }) => {
  const errors = collectErrors(page);
  await followOldLink(page, '/en/lessons/chains/#step-free');
  await page.waitForURL((url) => url.pathname === '/en/hexone/lessons/chains/' && url.hash === '#step-free');
  await expect(page.locator('#step-free')).toBeVisible();

  await page.goto('/fr/puzzles/?theme=centre');
  await page.waitForURL((url) => url.pathname === '/fr/hexone/puzzles/');
  expect(new URL(page.url()).searchParams.get('theme')).toBe('centre');
  await expect(page.locator('select[name="theme"]')).toHaveValue('centre');
  expect(errors).toEqual([]);
});

test('without JavaScript an old address still reaches its page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/rules/');
  await page.waitForURL(/\/en\/hexone\/rules\/$/);
  await expect(page.locator('h1')).toHaveText('The rules on one page');
  await context.close();
});

test('the page at an old address says in its language where the page went, and search engines skip it', async ({ browser }) => {
  // Seen only for an instant; read here with scripts off and the refresh not yet followed.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route('**/fr/notes/', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(/<noscript>.*?<\/noscript>/, '') });
  });
  await page.goto('/fr/notes/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('h1')).toHaveText('Cette page a changé d’adresse');
  await expect(page.locator('main a')).toHaveAttribute('href', '/fr/hexone/notes/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.locator('main a').click();
  await expect(page).toHaveURL(/\/fr\/hexone\/notes\/$/);
  await context.close();
});
