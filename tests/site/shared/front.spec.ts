/**
 * The site's front door (/fr/, /en/): both games side by side, each drawn, each with its way in. Followed by mouse on
 * a desktop and by tap on a phone, every link leads to its page; the header marks no game as the current one. A laptop
 * shows both games' ways in on arrival, a phone the first game's, pressed where they are seen.
 */
import { expect, test } from '@playwright/test';
import { LANGS, t } from '@site/i18n/index.js';
import { SIZES, expectInWindow, pressAsSeen } from './in-window.js';
import { collectErrors } from './site-pages.js';

for (const lang of LANGS) {
  test(`${lang}: the front door shows both games, drawn, and each link leads to its page when clicked`, async ({ page }) => {
    test.setTimeout(60_000); // eight pages opened in turn
    const errors = collectErrors(page);
    await page.goto(`/${lang}/`);
    await expect(page.locator('h1')).toHaveText(t(lang, 'front.title'));
    const hexone = page.getByRole('region', { name: t(lang, 'site.name') });
    const hexadominos = page.getByRole('region', { name: t(lang, 'hd.name') });
    await expect(hexone.locator('.board-static svg[role="img"]')).toBeVisible();
    await expect(hexadominos.locator('.hd-drawing svg[role="img"]')).toBeVisible();
    // Neither game is the page's: the header names both and marks none.
    await expect(page.getByRole('navigation', { name: t(lang, 'nav.label') }).locator('[aria-current]')).toHaveCount(0);

    const links: [typeof hexone, string, string][] = [
      [hexone, t(lang, 'home.cta.learn'), 'hexone/lessons/'],
      [hexone, t(lang, 'home.cta.play'), 'hexone/play/'],
      [hexone, t(lang, 'home.cta.puzzles'), 'hexone/puzzles/'],
      [hexone, t(lang, 'front.hexone.more'), 'hexone/'],
      [hexadominos, t(lang, 'hd.cta.learn'), 'hexadominos/lessons/'],
      [hexadominos, t(lang, 'hd.cta.play'), 'hexadominos/play/'],
      [hexadominos, t(lang, 'hd.cta.rules'), 'hexadominos/rules/'],
      [hexadominos, t(lang, 'home.cta.hexadominos'), 'hexadominos/'],
    ];
    for (const [region, name, path] of links) {
      await page.goto(`/${lang}/`);
      const link = region.getByRole('link', { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      // The play page deals a game on arrival and writes it in the address (?record=…).
      await expect(page).toHaveURL(new RegExp(`/${lang}/${path}(\\?.*)?$`));
    }
    expect(errors).toEqual([]);
  });
}

test('on a phone the two games stack, fit the screen, and a tap on a game’s name opens its home', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/fr/');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const [first, second] = await page.locator('.front-game').evaluateAll((games) => games.map((g) => g.getBoundingClientRect().top));
  expect(second).toBeGreaterThan(first);
  await page.getByRole('heading', { name: 'Hexa-dominos' }).getByRole('link').tap();
  await expect(page).toHaveURL(/\/fr\/hexadominos\/$/);
  await page.goBack();
  await page.getByRole('heading', { name: 'Hexone', exact: true }).getByRole('link').tap();
  await expect(page).toHaveURL(/\/fr\/hexone\/$/);
  await context.close();
});

// The ways in are what the page is for: on a laptop both games' buttons in the first window, on a phone the first
// game's (the second's follow its drawing, a scroll away); pressed where they are, they lead to their pages.
for (const size of SIZES) {
  test(`${size.name}: the games' ways in are in the window on arrival, and pressed where seen they open their pages`, async ({ browser }) => {
    const lang = size.width === 1280 ? 'en' : 'fr';
    const context = await browser.newContext({ viewport: size, hasTouch: size.touch, isMobile: size.touch });
    const page = await context.newPage();
    await page.goto(`/${lang}/`);
    const hexone = page.getByRole('region', { name: t(lang, 'site.name') });
    const hexadominos = page.getByRole('region', { name: t(lang, 'hd.name') });
    const link = (region: typeof hexone, key: Parameters<typeof t>[1]) => region.getByRole('link', { name: t(lang, key), exact: true });
    const ways = {
      'Hexone: learn': link(hexone, 'home.cta.learn'),
      'Hexone: play': link(hexone, 'home.cta.play'),
      'Hexone: puzzles': link(hexone, 'home.cta.puzzles'),
      ...(size.touch
        ? {}
        : {
            'Hexa-dominos: learn': link(hexadominos, 'hd.cta.learn'),
            'Hexa-dominos: play': link(hexadominos, 'hd.cta.play'),
            'Hexa-dominos: daily': link(hexadominos, 'hd.cta.daily'),
            'Hexa-dominos: rules': link(hexadominos, 'hd.cta.rules'),
          }),
    };
    await expectInWindow(page, ways, 'the front door on arrival');
    const press = pressAsSeen(page, size);
    await press(size.touch ? ways['Hexone: learn'] : link(hexadominos, 'hd.cta.learn'));
    await expect(page).toHaveURL(new RegExp(`/${lang}/${size.touch ? 'hexone' : 'hexadominos'}/lessons/$`));
    await context.close();
  });
}
