/**
 * Page layout measured in a real browser: the play board fills the space it has (desktop, phone, 200 % zoom)
 * with its buttons in reach, and the phone header says which game the page is in and leaves the screen to the page.
 */
import { expect, test, type Page } from '@playwright/test';

async function openPlay(page: Page, lang = 'en') {
  await page.goto(`/${lang}/hexone/play/`);
  await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true', null, { timeout: 15_000 });
}

/** The board drawing's width and the whole element's height (status line and buttons included), in CSS pixels. */
async function boardBox(page: Page) {
  return page.evaluate(() => {
    const board = document.querySelector('#game')!;
    const svg = board.shadowRoot!.querySelector('svg')!.getBoundingClientRect();
    const whole = board.getBoundingClientRect();
    return { width: svg.width, height: whole.height };
  });
}

// 683×384 is what a 1366×768 window shows at 200 % zoom (CSS pixels halve). On a laptop the board leaves room for the
// header and title above it, so that its status line and buttons show as the page opens (issue 29; fit.spec.ts checks
// that): 440 px wide at 1366×768; at 200 % zoom it keeps its 12rem floor (207 px) and the page scrolls.
for (const [name, width, height, minBoard] of [
  ['a 1366×768 window', 1366, 768, 420],
  ['a 390×844 phone', 390, 844, 350],
  ['200 % zoom (683×384 CSS pixels)', 683, 384, 200],
] as const) {
  test(`the play board fills ${name}, within the screen height, undo and redo in reach`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openPlay(page);
    const box = await boardBox(page);
    expect(box.width).toBeGreaterThanOrEqual(minBoard);
    expect(box.width).toBeLessThanOrEqual(width);
    expect(box.height).toBeLessThanOrEqual(height); // the board and its buttons fit on one screen
    await page.locator('#game').evaluate((board) => board.scrollIntoView({ block: 'end' }));
    for (const name of ['Undo', 'Redo']) await expect(page.locator('#game').getByRole('button', { name })).toBeInViewport({ ratio: 0.95 }); // whole, give or take a subpixel;
  });
}

const HEADER_PAGES = [
  { path: '/fr/hexone/', game: 'Hexone' },
  { path: '/en/hexone/play/', game: 'Hexone' },
  { path: '/fr/hexone/lessons/chains/', game: 'Hexone' },
  { path: '/fr/hexadominos/', game: 'Hexa-dominos' },
  { path: '/en/hexadominos/rules/', game: 'Hexa-dominos' },
  { path: '/fr/hexadominos/lessons/reading/', game: 'Hexa-dominos' },
];
for (const { path, game } of HEADER_PAGES) {
  test(`on a 390×844 phone the header of ${path} says the game (${game}), shows both games and every section without sideways scrolling, in under 12 % of the screen`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(path);
    const header = page.locator('.site-header');
    const height = await header.evaluate((el) => el.getBoundingClientRect().height);
    expect(height / 844).toBeLessThan(0.12);
    // Nothing wider than the screen: no row to scroll sideways, in the header or the page.
    expect(await header.evaluate((el) => [...el.querySelectorAll('*')].filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.className))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Both games and every section of this one are on screen as the page opens, without scrolling anything.
    const links = header.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(6);
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
    const games = page.getByRole('navigation', { name: /jeux|games/i });
    await expect(games.getByRole('link')).toHaveText(['Hexone', 'Hexa-dominos']);
    // The page's game is the one marked, and the page shows one row of sections: that game's.
    await expect(games.locator('[aria-current]')).toHaveText(game);
    await expect(page.locator('.hd-section-nav')).toHaveCount(0);
    expect(await page.getByRole('link', { name: /^(Jouer|Play)$/ }).count()).toBe(1);
    // A tap on the other game goes there, and that page names it.
    const other = game === 'Hexone' ? 'Hexa-dominos' : 'Hexone';
    await games.getByRole('link', { name: other }).tap();
    await expect(games.locator('[aria-current]')).toHaveText(other);
    await context.close();
  });
}

for (const path of ['/en/hexone/lessons/chains/#step-free', '/fr/hexadominos/lessons/drawing/#step-three-draws']) {
  test(`a link to a lesson step (${path}) opens the page at its title, showing that step`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300); // the browser's own fragment scroll, if any, has happened by now
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await page.waitForTimeout(300); // and it stays there
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await expect(page.locator('h1')).toBeInViewport();
    const id = path.split('#')[1];
    await expect(page.locator(`#${id}`)).toBeVisible(); // the step linked to is the one shown
    expect(new URL(page.url()).hash).toBe(`#${id}`);
  });
}
