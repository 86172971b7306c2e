/** The embed page: its reference follows the manifest, and the one-file recipe it documents works. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { collectErrors } from './site-pages.js';

const manifest = JSON.parse(readFileSync(new URL('../../../dist/custom-elements.json', import.meta.url), 'utf8'));
const board = manifest.modules.flatMap((m: { declarations?: unknown[] }) => m.declarations ?? [])
  .find((d: { tagName?: string }) => d.tagName === 'hexone-board');

test('the reference tables list every attribute, event, CSS part and custom property of the manifest', async ({ page }) => {
  await page.goto('/fr/embed/');
  const column = (id: string) => page.locator(`table[data-reference="${id}"] tbody tr td:first-child`).allInnerTexts();
  expect(await column('attributes')).toEqual(board.attributes.map((a: { name: string }) => a.name));
  expect(await column('events')).toEqual(board.events.map((a: { name: string }) => a.name));
  expect(await column('css-parts')).toEqual(board.cssParts.map((a: { name: string }) => a.name));
  expect(await column('css-properties')).toEqual(board.cssProperties.map((a: { name: string }) => a.name));
  const methods = await column('methods');
  for (const name of ['place', 'explode', 'undo', 'redo', 'load', 'getRecordUrl', 'whenIdle']) {
    expect(methods.some((m) => m.startsWith(`${name}(`)), name).toBe(true);
  }
});

test('the one-file script served by the site defines a working board on a plain page', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.request.get('/hexone-board.js');
  expect(response.status()).toBe(200);
  await page.goto('/en/rules/'); // a page that does not bundle the element itself
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
  await page.goto('/fr/rules/');
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
