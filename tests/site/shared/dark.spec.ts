/**
 * Dark mode: the whole site follows the reader's colour preference (every page type checked for contrast with
 * axe in both schemes), and the header's switch (as the device / light / dark) is kept in the browser and
 * reaches the boards.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from './site-pages.js';

// One page of each kind (layout, prose, lesson, puzzle, play, embed, the second game's pages, the frame, 404).
const PAGE_TYPES = [
  '/?choose',
  '/en/',
  '/fr/hexone/',
  '/fr/hexone/lessons/',
  '/en/hexone/lessons/chains/',
  '/fr/hexone/puzzles/',
  '/en/hexone/puzzles/five-01/',
  '/en/hexone/puzzles/endless/',
  '/fr/hexone/puzzles/daily/',
  '/en/hexone/play/',
  '/fr/hexone/rules/',
  '/en/hexone/notes/',
  '/fr/glossary/',
  '/en/embed/',
  '/fr/editor/',
  '/fr/embed/lesson/board/1/',
  '/en/hexadominos/',
  '/fr/hexadominos/play/',
  '/en/hexadominos/lessons/drawing/',
  '/fr/hexadominos/lessons/matching/', // tiles drawn in the text (Tile.astro)
  '/en/embed/frame/?record=classic.b.opening~d3',
  '/404.html',
];

/** Relative luminance of a CSS rgb() colour (WCAG). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

async function contrastViolations(page: Page): Promise<string[]> {
  if (await page.locator('hexone-board').count()) await page.waitForFunction(() => customElements.get('hexone-board') !== undefined);
  await page.waitForLoadState('load');
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').at(-1)?.trim()}`));
}

// Dark mode: each page kind paints a dark background, and axe's contrast check passes on it.
for (const path of PAGE_TYPES) {
  test(`${path} in dark mode follows the preference and passes axe's contrast check`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(path);
    // The frame is transparent (its host page shows through); every other page paints its own background.
    if (!path.includes('/frame/')) expect(luminance(await pageBackground(page))).toBeLessThan(0.05);
    expect(await contrastViolations(page)).toEqual([]);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });
}

// Light mode is what every page's full axe check runs in already (pages.spec.ts, contrast included): here, that each
// page kind follows a light preference with a light background, the pages in turn in one context.
test('every page kind in light mode follows the preference with a light background', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  for (const path of PAGE_TYPES.filter((p) => !p.includes('/frame/'))) {
    await page.goto(path);
    expect(luminance(await pageBackground(page)), path).toBeGreaterThan(0.8);
  }
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  await context.close();
});

test('every page declares both schemes, and the boards take the page’s', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/en/hexone/play/');
  await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light dark');
  expect(await page.locator('#game').evaluate((board) => getComputedStyle(board).colorScheme)).toBe('light dark');
  await context.close();
});

test('the colours switch (device, light, dark) is kept across pages and reloads, and reaches the boards', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/fr/hexone/play/');
  await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true');
  const colours = page.getByRole('combobox', { name: 'Couleurs' });
  await expect(colours).toHaveValue('system');
  await colours.selectOption({ label: 'Sombres' });
  expect(luminance(await pageBackground(page))).toBeLessThan(0.05);
  expect(await page.locator('#game').evaluate((board) => getComputedStyle(board).colorScheme)).toBe('dark');
  expect(await contrastViolations(page)).toEqual([]);

  await page.goto('/en/hexone/rules/');
  await expect(page.getByRole('combobox', { name: 'Colours' })).toHaveValue('dark');
  expect(luminance(await pageBackground(page))).toBeLessThan(0.05);
  await page.getByRole('combobox', { name: 'Colours' }).selectOption('light');
  await page.reload();
  expect(luminance(await pageBackground(page))).toBeGreaterThan(0.8);
  await page.getByRole('combobox', { name: 'Colours' }).selectOption('system');
  expect(await page.evaluate(() => localStorage.getItem('hexone.theme'))).toBe('system');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
  expect(errors).toEqual([]);
  await context.close();
});

test('a kept choice that is not a scheme is read as "as the device"', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  await context.addInitScript(() => localStorage.setItem('hexone.theme', '{"x":1}'));
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/en/');
  await expect(page.getByRole('combobox', { name: 'Colours' })).toHaveValue('system');
  expect(luminance(await pageBackground(page))).toBeLessThan(0.05);
  expect(errors).toEqual([]);
  await context.close();
});
