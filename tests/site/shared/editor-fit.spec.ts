/**
 * The board editor in one window: at 1280 × 800, 1366 × 768 (by mouse) and on a 390 × 844 phone (by touch), what an
 * edit needs — the instruction, the tools (Hexone) or the tile, its rotation and the free places (Hexa-dominos), the
 * cells, the buttons, and on a laptop the position text, its verdict and the live board — lies inside the window, on
 * arrival on a laptop and once a phone has scrolled down to the editor, and stays there while a person edits by
 * pressing what they see (the presses are aimed at the middle of each part as it is on screen, never scrolled to).
 */
import { type Locator, type Page, expect, test } from '@playwright/test';
import { SIZES, type Size, expectInWindow, pressAsSeen } from './in-window.js';
import { collectErrors } from './site-pages.js';

// French at the larger laptop and on the phone (its words are the longer ones), English at the other laptop.
const CASES = SIZES.map((size) => ({ size, lang: size.width === 1280 ? 'en' : 'fr' }) as const);

async function openAt(page: Page, size: Size, lang: string, query: string) {
  await page.setViewportSize(size);
  await page.goto(`/${lang}/editor/${query}`);
  await expect(page.locator('[data-editor]')).toBeVisible();
  // A phone opens at the title: the person scrolls down to the panel's instruction, once.
  if (size.touch) await page.locator('.editor-work:not([hidden]) .editor-how').evaluate((how) => how.scrollIntoView({ block: 'start' }));
}

/** The parts of the side column (the position text, its verdict, the live board) that a laptop shows beside the panel. */
const resultParts = (page: Page, board: Locator): Record<string, Locator> => ({
  'position text': page.locator('textarea[data-text]'),
  verdict: page.locator('[data-problem]'),
  'live board': board,
});

for (const { size, lang } of CASES) {
  const laptop = !size.touch;
  test.describe(`${size.name}, ${lang}`, () => {
    test.use({ hasTouch: size.touch, isMobile: size.touch });

    test('Hexone: the tools, the cells, the buttons (and on a laptop the text and the live board) stay in the window while editing', async ({ page }) => {
      const errors = collectErrors(page);
      await openAt(page, size, lang, '');
      const press = pressAsSeen(page, size);
      const panel = page.locator('.editor-work[data-panel="hexone"]');
      const cell = (name: string) => panel.locator(`button.hx-cell[data-cell="${name}"]`);
      const parts: Record<string, Locator> = {
        instruction: panel.locator('.editor-how'),
        tools: panel.locator('.editor-tools'),
        'cells e3…a3': panel.locator('.hx-grid'),
        ...Object.fromEntries(['undo', 'clear', 'start', 'flip', 'swap'].map((action) => [action, panel.locator(`[data-action="${action}"]`)])),
        ...(laptop ? resultParts(page, page.locator('[data-preview] hexone-board [part~="board"]')) : {}),
      };
      await expectInWindow(page, parts, 'on arrival');
      const scrolled = await page.evaluate(() => window.scrollY);

      // Two Black pawns on c2 with the tool the editor starts with, then a White one on d4 with the tool picked by a press.
      await press(cell('c2'));
      await press(cell('c2'));
      await press(panel.locator('label', { has: page.locator('input[value="add-w"]') }));
      await expect(panel.locator('input[value="add-w"]')).toBeChecked();
      await press(cell('d4'));
      const text = page.locator('textarea[data-text]');
      await expect(text).toHaveValue('classic b c2:2b d4:1w');
      await expect(page.locator('[data-problem]')).toHaveAttribute('data-state', 'valid');
      // The live board shows what the text says.
      await expect
        .poll(() => page.locator('[data-preview] hexone-board').evaluate((board) => (board as unknown as { getPosition(): string }).getPosition()))
        .toBe('classic b c2:2b d4:1w');
      await expectInWindow(page, parts, 'after three cells');
      await press(panel.locator('[data-action="undo"]'));
      await expect(text).toHaveValue('classic b c2:2b');
      await expectInWindow(page, parts, 'after Undo');
      // Nothing the person did moved the page.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(errors).toEqual([]);
    });

    test('Hexa-dominos: the tiles, the rotation, the free places drawn on the table, the buttons (and on a laptop the text and the live table) stay in the window while laying tiles', async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await openAt(page, size, lang, '?game=hexadominos');
      const press = pressAsSeen(page, size);
      const panel = page.locator('.editor-work[data-panel="hexadominos"]');
      // The free places drawn on the table (the list under it is the keyboard's and screen readers' way).
      const places = panel.locator('[data-hd="map"] .hd-place');
      const parts: Record<string, Locator> = {
        instruction: panel.locator('.editor-how'),
        tiles: panel.locator('[data-hd="tile"]'),
        rotation: panel.locator('[aria-labelledby="hd-rotation"]'),
        'drawn table': panel.locator('[data-hd="map"] svg'),
        undo: panel.locator('[data-action="undo"]'),
        clear: panel.locator('[data-action="clear"]'),
        ...(laptop ? resultParts(page, page.locator('[data-preview] hexadominos-board [part~="table"]')) : {}),
      };
      await expectInWindow(page, parts, 'on arrival');
      const scrolled = await page.evaluate(() => window.scrollY);
      const tile = (values: string) => panel.locator('.hd-tile-choice', { has: page.locator(`input[value="${values}"]`) });
      const text = page.locator('textarea[data-text]');

      // The first tile in the middle of the table, then two more, each on the first free place drawn (tiles of the
      // picker's first two rows, in view without scrolling it); each laid as the list's first place says.
      for (const [k, values] of ['111234', '112233', '112345'].entries()) {
        await press(tile(values));
        await expect(panel.locator('input[name="hd-tile"]:checked')).toHaveValue(values);
        if (k === 1) {
          await press(panel.locator('[aria-labelledby="hd-rotation"] label', { has: page.locator('input[value="3"]') }));
          await expect(panel.locator('input[name="hd-rot"]:checked')).toHaveValue('3');
        }
        const before = await text.inputValue();
        const first = panel.locator('[data-hd="places"] button').first();
        const laid = `${values}@${await first.getAttribute('data-at')}/${await first.getAttribute('data-rot')}`;
        await expect(places.first()).toHaveAttribute('data-at', (await first.getAttribute('data-at'))!);
        await press(places.first());
        await expect(text).not.toHaveValue(before);
        await expect(text).toHaveValue(new RegExp(laid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        await expectInWindow(page, parts, `after laying ${values}`);
      }
      await expect(page.locator('[data-problem]')).toHaveAttribute('data-state', 'valid');
      await expect(page.locator('[data-preview] hexadominos-board [part~="tile"]')).toHaveCount(3);
      await press(panel.locator('[data-action="undo"]'));
      await expect(page.locator('[data-preview] hexadominos-board [part~="tile"]')).toHaveCount(2);
      await expectInWindow(page, parts, 'after Undo');
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(errors).toEqual([]);
    });
  });
}
