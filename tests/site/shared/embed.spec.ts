/**
 * The embed page: its reference of both elements follows the manifest (in French on the French page), and the
 * one-file recipes it documents work, each board's on-demand files served beside it.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { collectErrors } from './site-pages.js';

const manifest = JSON.parse(readFileSync(new URL('../../../dist/custom-elements.json', import.meta.url), 'utf8'));
const declaration = (tag: string) =>
  manifest.modules.flatMap((m: { declarations?: unknown[] }) => m.declarations ?? []).find((d: { tagName?: string }) => d.tagName === tag);
const METHODS: Record<string, string[]> = {
  'hexone-board': ['place', 'explode', 'undo', 'redo', 'load', 'getRecordUrl', 'whenIdle'],
  'hexadominos-board': ['place', 'draw', 'pass', 'start', 'undo', 'restart', 'nextGame', 'load', 'getRecord', 'whenIdle'],
};

for (const tag of ['hexone-board', 'hexadominos-board']) {
  test(`the reference tables of <${tag}> list every attribute, event, CSS part and custom property of the manifest, in French on the French page`, async ({
    page,
  }) => {
    await page.goto('/fr/embed/');
    const board = declaration(tag);
    const cells = (id: string, column: number) =>
      page.locator(`section[data-element="${tag}"] table[data-reference="${id}"] tbody tr td:nth-child(${column})`).allInnerTexts();
    expect(await cells('attributes', 1)).toEqual(board.attributes.map((a: { name: string }) => a.name));
    expect(await cells('events', 1)).toEqual(board.events.map((a: { name: string }) => a.name));
    expect(await cells('css-parts', 1)).toEqual(board.cssParts.map((a: { name: string }) => a.name));
    expect(await cells('css-properties', 1)).toEqual(board.cssProperties.map((a: { name: string }) => a.name));
    const methods = await cells('methods', 1);
    for (const name of METHODS[tag])
      expect(
        methods.some((m) => m.startsWith(`${name}(`)),
        name,
      ).toBe(true);
    // The French page's descriptions are French: none is left as the source's English.
    const english = board.events.map((e: { description: string }) => e.description.replace(/`/g, ''));
    for (const text of await cells('events', 3)) expect(english).not.toContain(text);
    expect((await cells('attributes', 4)).join(' ')).not.toMatch(/\b(the|of|and|with)\b/);
  });
}

test('the Vue advice names the two elements: a test on a dash would swallow router-link', async ({ page }) => {
  for (const lang of ['en', 'fr']) {
    await page.goto(`/${lang}/embed/`);
    const code = await page.locator('main').innerText();
    expect(code).toContain("tag === 'hexone-board' || tag === 'hexadominos-board'");
    expect(code).not.toContain("includes('-')");
  }
});

test('the one-file Hexa-dominos script and every file it fetches are served; its computer plays from its worker', async ({ page }) => {
  for (const file of [
    'hexadominos-board.js',
    'hexadominos-board-fr.js',
    'hexadominos-bot.js',
    'hexadominos-bot-worker.js',
    'hexadominos-board-choose.js',
    'shared/hexone-board.js',
    'shared/hexadominos-board.js',
  ]) {
    const response = await page.request.get(`/${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toContain('javascript');
  }
  const errors = collectErrors(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/fr/hexone/rules/');
  await page.evaluate(() => {
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'beforeend',
        '<hexadominos-board id="embedded" lang="fr" seats="computer:easy computer:easy" delay="0" seed="3" skip-starter></hexadominos-board>',
      );
  });
  await page.addScriptTag({ url: '/hexadominos-board.js', type: 'module' });
  await expect
    .poll(() => page.evaluate(() => (document.getElementById('embedded') as HTMLElementTagNameMap['hexadominos-board']).state?.board.length ?? 0), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(2);
  expect(workers.some((url) => url.endsWith('/hexadominos-bot-worker.js'))).toBe(true);
  expect(errors).toEqual([]);
});

test('the one-file script served by the site defines a working board on a plain page', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.request.get('/hexone-board.js');
  expect(response.status()).toBe(200);
  await page.goto('/en/hexone/rules/'); // a page that does not bundle the element itself
  expect(await page.evaluate(() => customElements.get('hexone-board'))).toBeUndefined();
  await page.evaluate(() => {
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<hexone-board id="embedded" position="classic b b2:2b c3:1w"></hexone-board>');
  });
  await page.addScriptTag({ url: '/hexone-board.js', type: 'module' });
  await page.waitForFunction(() => customElements.get('hexone-board') !== undefined);
  const placed = await page.evaluate(async () => {
    const el = document.getElementById('embedded') as HTMLElementTagNameMap['hexone-board'];
    await el.updateComplete;
    return el.place('b2') && el.getRecord();
  });
  expect(placed).toMatch(/\| b2$/);
  expect(errors).toEqual([]);
});

test('the files the one-file script fetches on demand are served beside it, and a French board speaks French', async ({ page }) => {
  for (const file of ['hexone-board-fr.js', 'hexone-board-animator.js', 'hexone-board-computer.js', 'hexone-bot.js', 'hexone-bot-worker.js']) {
    const response = await page.request.get(`/${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toContain('javascript');
  }
  const errors = collectErrors(page);
  await page.goto('/fr/hexone/rules/');
  await page.evaluate(() => {
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<hexone-board id="embedded" lang="fr" position="classic b b2:2b c3:1w"></hexone-board>');
  });
  await page.addScriptTag({ url: '/hexone-board.js', type: 'module' });
  await expect(page.locator('#embedded [part="status"]')).toHaveText(/À Noir de jouer/);
  expect(errors).toEqual([]);
});

test('the event log example shows what the board reports', async ({ page }) => {
  await page.goto('/en/embed/');
  await page.waitForFunction(() => customElements.get('hexone-board') !== undefined);
  await page.locator('#events-board [data-cell="b3"]').click();
  await expect(page.locator('#event-log li').first()).toContainText('hexone-');
  await expect(page.locator('#event-log')).toContainText('hexone-place');
});
