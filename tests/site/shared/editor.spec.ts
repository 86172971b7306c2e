/**
 * The board editor (/fr/editor/, /en/editor/) on the built site: a position set up by clicks (and by keys
 * alone) is copied as a script + element snippet and as an iframe snippet, and a page made of that snippet
 * (served by the test, with the site's own element files) shows the same position; typed text that the
 * engine refuses is explained and changes nothing; invalid edits are explained and the snippets refused;
 * lessons and puzzles open the editor with their position; axe finds nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { dictionaries, LANGS } from '@site/i18n/index.js';
import { collectErrors } from './site-pages.js';

const editorWords = (lang: 'fr' | 'en') => (key: string) => dictionaries[lang][`editor.${key}` as keyof (typeof dictionaries)['fr']];

async function open(page: Page, lang: 'fr' | 'en', query = '') {
  await page.goto(`/${lang}/editor/${query}`);
  await expect(page.locator('[data-editor]')).toBeVisible();
}

/** The position the live board of `tag` shows, as its own getPosition() writes it. */
const boardPosition = (page: Page, tag: string) =>
  page.locator(`[data-preview] ${tag}`).evaluate((board) => (board as unknown as { getPosition(): string }).getPosition());

/** Copies snippet `kind` with its button (its confirmation shows) and answers its text. */
async function copySnippet(page: Page, kind: string, lang: 'fr' | 'en'): Promise<string> {
  await page.locator(`[data-copy="${kind}"]`).click();
  await expect(page.locator(`[data-copied="${kind}"]`)).toHaveText(
    new RegExp(`${editorWords(lang)('copied')}|${editorWords(lang)('copySelected').slice(0, 10)}`),
  );
  return page.locator(`[data-snippet="${kind}"]`).inputValue();
}

/** Serves a page whose body is `snippet`, on the site's origin (so the snippet's script address is the built file), and opens it. */
async function pageOfSnippet(page: Page, snippet: string) {
  const url = new URL('/snippet-page-for-tests.html', test.info().project.use.baseURL).href;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Snippet</title></head><body><main>${snippet}</main></body></html>`,
    }),
  );
  await page.goto(url);
}

async function tool(page: Page, name: string) {
  await page.locator(`input[name="hx-tool"][value="${name}"]`).check();
}

for (const lang of LANGS) {
  const say = editorWords(lang);

  test(`${lang}: a Hexone position set by clicks reaches a page through the script snippet and the iframe snippet`, async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, lang);
    await page.locator('[data-panel="hexone"] [data-action="clear"]').click();
    await page.locator('[data-hx="exits"]').selectOption('express');
    await tool(page, 'add-b');
    for (const cell of ['b2', 'b2', 'c2']) await page.locator(`button.hx-cell[data-cell="${cell}"]`).click();
    await tool(page, 'add-w');
    for (const cell of ['d3', 'd4', 'd4']) await page.locator(`button.hx-cell[data-cell="${cell}"]`).click();
    await page.locator('input[name="hx-side"][value="w"]').check();
    const expected = 'express w b2:2b c2:1b d3:1w d4:2w';
    await expect(page.locator('textarea[data-text]')).toHaveValue(expected);
    await expect(page.locator('[data-problem]')).toHaveText(say('valid'));
    await expect(page.locator('button.hx-cell[data-cell="d4"]')).toHaveAttribute('aria-label', new RegExp(`^d4, 2 .*${say('side.w')}`));
    await expect.poll(() => boardPosition(page, 'hexone-board')).toBe(expected);
    expect(await copySnippet(page, 'text', lang)).toBe(expected);
    const script = await copySnippet(page, 'script', lang);
    const iframe = await copySnippet(page, 'iframe', lang);
    // What the page says under the script snippet about CORS travels with the copied code, as its first line.
    const cors = say('host.cors');
    await expect(page.locator('[data-host-note="script"]')).toContainText(cors);
    expect(script.split('\n')[0]).toBe(`<!-- ${cors} -->`);
    expect(errors).toEqual([]);

    await pageOfSnippet(page, script);
    await expect.poll(() => page.locator('hexone-board').evaluate((b) => (b as unknown as { getPosition(): string }).getPosition())).toBe(expected);
    await expect(page.locator('hexone-board')).toHaveAttribute('lang', lang);

    await pageOfSnippet(page, iframe);
    const framed = page.frameLocator('iframe').locator('hexone-board');
    await expect.poll(() => framed.evaluate((b) => (b as unknown as { getPosition(): string }).getPosition())).toBe(expected);
    await expect(framed).toHaveAttribute('readonly', '');
  });

  test(`${lang}: a Hexa-dominos position set by clicks reaches a page through the script snippet and the iframe snippet`, async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, lang);
    await page.locator('input[name="game"][value="hexadominos"]').check();
    await page.locator('.hd-tile-choice:has(input[value="112345"])').click();
    await page.locator('input[name="hd-rot"][value="2"]').check();
    await page.locator('[data-hd="places"] button[data-at="0,0"]').click();
    await page.locator('.hd-tile-choice:has(input[value="122345"])').click();
    await page.locator('input[name="hd-rot"][value="0"]').check();
    await page.locator('[data-hd="places"] button').first().click();
    await page.locator('[data-hd="table"] button[data-do="turn"]').last().click(); // turned until it fits, or explained
    await page.locator('#hd-rack-0').fill('123445,111234');
    await page.locator('#hd-rack-0').press('Tab');
    await page.locator('#hd-rack-1').fill('112234');
    await page.locator('#hd-rack-1').press('Tab');
    await page.locator('[data-hd="turn"]').selectOption('1');
    // Turn the second tile until its shared side matches the first (the editor says which side does not).
    for (let k = 0; k < 6 && !(await page.locator('[data-problem]').textContent())?.startsWith(say('valid')); k++) {
      await page.locator('[data-hd="table"] button[data-do="turn"]').last().click();
    }
    await expect(page.locator('[data-problem]')).toHaveText(say('valid'));
    const expected = await page.locator('textarea[data-text]').inputValue();
    expect(expected).toMatch(/^standard turn:1 scores:0,0 112345@0,0\/2 122345@-?\d,-?\d\/\d r0:123445,111234 r1:112234 pile:-$/);
    await expect.poll(() => boardPosition(page, 'hexadominos-board')).toBe(expected);
    const script = await copySnippet(page, 'script', lang);
    const iframe = await copySnippet(page, 'iframe', lang);
    expect(errors).toEqual([]);

    await pageOfSnippet(page, script);
    await expect.poll(() => page.locator('hexadominos-board').evaluate((b) => (b as unknown as { getPosition(): string }).getPosition())).toBe(expected);
    await pageOfSnippet(page, iframe);
    const framed = page.frameLocator('iframe').locator('hexadominos-board');
    await expect.poll(() => framed.evaluate((b) => (b as unknown as { getPosition(): string }).getPosition())).toBe(expected);
  });

  test(`${lang}: typed text is read both ways, and text the engine refuses is explained and changes nothing`, async ({ page }) => {
    await open(page, lang);
    const text = page.locator('textarea[data-text]');
    await text.fill('long w c3:1b d4:2w');
    await expect(page.locator('button.hx-cell[data-cell="d4"]')).toHaveAttribute('aria-label', new RegExp(`2 .*${say('side.w')}`));
    await expect.poll(() => boardPosition(page, 'hexone-board')).toBe('long w c3:1b d4:2w');
    await text.fill('long w c3:1b d4:2w z9:1b');
    await expect(page.locator('[data-problem]')).toContainText(say('unreadable').split('{why}')[0]);
    await expect(page.locator('[data-problem]')).toContainText('z9');
    await expect(page.locator('[data-copy="script"]')).toBeDisabled();
    expect(await boardPosition(page, 'hexone-board')).toBe('long w c3:1b d4:2w');
    await expect(page.locator('button.hx-cell[data-cell="d4"]')).toHaveAttribute('aria-label', new RegExp(`2 .*${say('side.w')}`));
    // An edit goes on from the last good position, and rewrites the field.
    await tool(page, 'add-w');
    await page.locator('button.hx-cell[data-cell="e4"]').click();
    await expect(text).toHaveValue('long w c3:1b d4:2w e4:1w');
  });

  test(`${lang}: an invalid edit is explained next to the board and the snippets are refused until it is fixed`, async ({ page }) => {
    await open(page, lang);
    await page.locator('[data-panel="hexone"] [data-action="clear"]').click();
    await tool(page, 'add-w');
    for (let k = 0; k < 3; k++) await page.locator('button.hx-cell[data-cell="b2"]').click();
    await tool(page, 'add-b');
    await page.locator('button.hx-cell[data-cell="d4"]').click();
    const problem = page.locator('[data-problem]');
    await expect(problem).toHaveAttribute('data-state', 'invalid');
    await expect(problem).toContainText('b2');
    await expect(problem).toHaveAttribute('aria-live', 'polite');
    await expect(page.locator('[data-snippets-invalid]')).toBeVisible();
    await expect(page.locator('[data-copy="iframe"]')).toBeDisabled();
    await expect(page.locator('[data-snippet="script"]')).toHaveValue('');
    await page.locator('[data-panel="hexone"] [data-action="undo"]').click(); // back to a position without d4
    await page.locator('input[name="hx-side"][value="w"]').check(); // w has the full cell: w is mid-chain
    await page.locator('button.hx-cell[data-cell="d4"]').click();
    await expect(problem).toHaveAttribute('data-state', 'valid');
    await expect(page.locator('[data-copy="iframe"]')).toBeEnabled();
    expect(await page.locator('[data-snippet="text"]').inputValue()).toBe('classic w b2:3w d4:1b');
  });

  test(`${lang}: keyboard alone picks a tool, edits cells and undoes`, async ({ page }) => {
    await open(page, lang);
    await page.locator('[data-panel="hexone"] [data-action="clear"]').focus();
    await page.keyboard.press('Enter');
    await page.locator('input[name="hx-tool"]:checked').focus();
    await page.keyboard.press('ArrowRight'); // add-b → add-w
    await expect(page.locator('input[name="hx-tool"][value="add-w"]')).toBeChecked();
    await page.keyboard.press('Tab'); // the first cell, a1
    await expect(page.locator('button.hx-cell[data-cell="a1"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // a2
    await page.keyboard.press('Space');
    await expect(page.locator('textarea[data-text]')).toHaveValue('classic b a1:1w a2:2w');
    await expect(page.locator('button.hx-cell[data-cell="a2"]')).toHaveAttribute('aria-label', new RegExp(`^a2, 2 .*${say('side.w')}`));
    await page.locator('[data-panel="hexone"] [data-action="undo"]').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('textarea[data-text]')).toHaveValue('classic b a1:1w a2:1w');
  });

  test(`${lang}: on a fresh editor the first obvious edit (b2, b2, c4 by mouse) is a position, and every Copy button works`, async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, lang);
    // Opening is not ticked: an opening would refuse a second pawn.
    await expect(page.locator('[data-hx="opening"]')).not.toBeChecked();
    for (const cell of ['b2', 'b2', 'c4']) {
      await page.locator(`button.hx-cell[data-cell="${cell}"]`).scrollIntoViewIfNeeded();
      const box = (await page.locator(`button.hx-cell[data-cell="${cell}"]`).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    }
    await expect(page.locator('textarea[data-text]')).toHaveValue('classic b b2:2b c4:1b');
    await expect(page.locator('[data-problem]')).toHaveAttribute('data-state', 'valid');
    await expect(page.locator('[data-snippets-invalid]')).toBeHidden();
    for (const kind of ['text', 'script', 'jsx', 'iframe']) await expect(page.locator(`[data-copy="${kind}"]`)).toBeEnabled();
    expect(await copySnippet(page, 'text', lang)).toBe('classic b b2:2b c4:1b');
    expect(errors).toEqual([]);
  });

  test(`${lang}: the script snippet says its files' host must send CORS headers; the iframe snippet says it works anywhere`, async ({ page }) => {
    await open(page, lang);
    const script = page.locator('[data-host-note="script"]');
    await expect(script).toHaveText(say('host.script'));
    await expect(script).toContainText('CORS');
    await expect(script).toContainText('Access-Control-Allow-Origin');
    await expect(page.locator('[data-snippet="script"]')).toHaveAttribute('aria-describedby', 'snippet-script-host');
    await expect(page.locator('[data-host-note="iframe"]')).toHaveText(say('host.iframe'));
    await expect(page.locator('[data-snippet="iframe"]')).toHaveAttribute('aria-describedby', 'snippet-iframe-host');
  });

  test(`${lang}: in Hexa-dominos mode the header shows Hexa-dominos' menu, and its tiles are chosen from drawn pictures by click or arrow keys`, async ({
    page,
  }) => {
    const hexoneMenu = page.locator('.site-header nav[data-game-nav="hexone"]');
    const dominosMenu = page.locator('.site-header nav[data-game-nav="hexadominos"]');
    await open(page, lang);
    await expect(hexoneMenu).toBeVisible();
    await expect(dominosMenu).toBeHidden();
    await page.locator('input[name="game"][value="hexadominos"]').click();
    await expect(dominosMenu).toBeVisible();
    await expect(hexoneMenu).toBeHidden();
    await expect(dominosMenu).toHaveAttribute('aria-label', dictionaries[lang]['hd.nav.label']);
    // An address that asks for the game shows its menu from the start.
    await open(page, lang, '?game=hexadominos');
    await expect(dominosMenu).toBeVisible();
    await expect(hexoneMenu).toBeHidden();
    // 63 tiles, each drawn (an SVG picture with its values as its name), one radio button each.
    const choices = page.locator('[data-hd="tile"] .hd-tile-choice');
    await expect(choices).toHaveCount(63);
    await expect(choices.first().locator('svg polygon.hd-wedge')).toHaveCount(6);
    const name = (values: string) => `${lang === 'fr' ? 'Tuile' : 'Tile'} ${[...values].join(' ')}`;
    await expect(page.getByRole('radio', { name: name('112345') })).toHaveCount(1);
    const choice = choices.filter({ has: page.locator('input[value="122345"]') });
    await choice.scrollIntoViewIfNeeded();
    const box = (await choice.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const chosen = page.locator('input[name="hd-tile"]:checked');
    await expect(chosen).toHaveValue('122345');
    await expect(chosen).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const next = await chosen.inputValue();
    expect(next).not.toBe('122345');
    await expect(page.getByRole('radio', { name: name(next), checked: true })).toBeFocused();
  });

  test(`${lang}: on a 390 × 844 phone, taps make the first edit (b2, b2, c4) and pick a drawn Hexa-dominos tile`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const tap = async (target: ReturnType<Page['locator']>) => {
      await target.scrollIntoViewIfNeeded();
      const box = (await target.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    };
    await open(page, lang);
    for (const cell of ['b2', 'b2', 'c4']) await tap(page.locator(`button.hx-cell[data-cell="${cell}"]`));
    await expect(page.locator('textarea[data-text]')).toHaveValue('classic b b2:2b c4:1b');
    await expect(page.locator('[data-copy="script"]')).toBeEnabled();
    await tap(page.locator('input[name="game"][value="hexadominos"]'));
    await tap(page.locator('.hd-tile-choice:has(input[value="133455"])'));
    await expect(page.locator('input[name="hd-tile"]:checked')).toHaveValue('133455');
    await context.close();
  });

  test(`${lang}: the editor has no axe violations, valid or not, for both games`, async ({ page }) => {
    test.setTimeout(120_000);
    const violations = async () =>
      // Legacy mode runs axe in the page itself (the default opens a blank page per check, slow; no cross-origin frames here).
      (await new AxeBuilder({ page }).setLegacyMode(true).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    await open(page, lang, '?position=express+tiles+b+c2%3A3b+d2%3A1w%3Agray+e5%3Aremoved');
    await expect(page.locator('textarea[data-text]')).toHaveValue('express tiles b c2:3b d2:1w:gray e5:removed');
    await expect(page.locator('[data-preview] hexone-board')).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.locator('textarea[data-text]').fill('nonsense');
    await expect(page.locator('[data-problem]')).toHaveAttribute('data-state', 'invalid');
    expect(await violations()).toEqual([]);
    await page.locator('input[name="game"][value="hexadominos"]').check();
    await expect(page.locator('[data-preview] hexadominos-board')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}

test('a lesson step opens the editor with its position', async ({ page }) => {
  await page.goto('/en/hexone/lessons/board/');
  const link = page.locator('[data-step="centre"] [data-editor-link]');
  await page.locator('[data-step="centre"] .lesson-share summary').click();
  await link.click();
  await expect(page).toHaveURL(/\/en\/editor\/\?position=/);
  await expect(page.locator('textarea[data-text]')).toHaveValue('classic b opening');
});

test('a puzzle opens the editor with its position, in its language', async ({ page }) => {
  await page.goto('/fr/hexone/puzzles/intro-01/');
  await page.locator('[data-editor-link]').click();
  await expect(page).toHaveURL(/\/fr\/editor\/\?position=/);
  await expect(page.locator('textarea[data-text]')).toHaveValue('long w c3:1b d4:2w e3:2w e4:1w');
  await expect.poll(() => boardPosition(page, 'hexone-board')).toBe('long w c3:1b d4:2w e3:2w e4:1w');
});

test('a Hexa-dominos lesson step opens the editor on that game with its position', async ({ page }) => {
  await page.goto('/en/hexadominos/lessons/reading/');
  const href = await page.locator('[data-editor-link]').first().getAttribute('href');
  await page.goto(href!);
  await expect(page.locator('input[name="game"][value="hexadominos"]')).toBeChecked();
  const position = new URL(href!, 'http://x').searchParams.get('position')!;
  expect(position.split(/\s+/).length).toBeGreaterThan(2);
  // The editor starts from its own empty table, then reads the address: wait for the lesson's rack in the text,
  // then for the board to show that same position (both read again on every try).
  const rack = position.split(/\s+/).find((word) => word.startsWith('r0:'))!;
  const text = page.locator('textarea[data-text]');
  await expect(text).toHaveValue(new RegExp(`(^|\\s)${rack}(\\s|$)`));
  await expect.poll(async () => (await boardPosition(page, 'hexadominos-board')) === (await text.inputValue())).toBe(true);
});
