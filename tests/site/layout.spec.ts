/**
 * Page layout measured in a real browser: the play board fills the space it has (desktop, phone, 200 % zoom)
 * with its buttons in reach, and the phone header leaves the screen to the page.
 */
import { expect, test, type Page } from '@playwright/test';

async function openPlay(page: Page, lang = 'en') {
  await page.goto(`/${lang}/play/`);
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

// 683×384 is what a 1366×768 window shows at 200 % zoom (CSS pixels halve).
for (const [name, width, height, minBoard] of [
  ['a 1366×768 window', 1366, 768, 560],
  ['a 390×844 phone', 390, 844, 350],
  ['200 % zoom (683×384 CSS pixels)', 683, 384, 240],
] as const) {
  test(`the play board fills ${name}, within the screen height, undo and redo in reach`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openPlay(page);
    const box = await boardBox(page);
    expect(box.width).toBeGreaterThanOrEqual(minBoard);
    expect(box.width).toBeLessThanOrEqual(width);
    expect(box.height).toBeLessThanOrEqual(height); // the board and its buttons fit on one screen
    await page.locator('#game').evaluate((board) => board.scrollIntoView({ block: 'end' }));
    for (const name of ['Undo', 'Redo']) await expect(page.locator('#game').getByRole('button', { name })).toBeInViewport({ ratio: 0.95 }) // whole, give or take a subpixel;
  });
}

for (const path of ['/fr/', '/en/play/', '/fr/lessons/chains/']) {
  test(`on a 390×844 phone the header of ${path} takes under 12 % of the screen and every section stays reachable`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const height = await page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().height);
    expect(height / 844).toBeLessThan(0.12);
    // The sections scroll sideways in one row: each link can be brought into view and followed.
    const links = page.locator('.site-nav a');
    for (const link of await links.all()) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
    }
  });
}

for (const path of ['/en/lessons/chains/#step-free', '/fr/hexadominos/lessons/drawing/#step-three-draws']) {
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
