/**
 * The site's address: no page names a made-up host (in links, head or code to copy), and code a visitor
 * copies names the address they are on, so that pasted in another page it shows the board.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST } from './site-pages.js';

/** Every file of the build that a browser reads as text. */
function builtTextFiles(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return builtTextFiles(full);
    return /\.(html|js|css|txt|xml|json)$/.test(name) ? [full] : [];
  });
}

test('no built page, script or file names a placeholder host', () => {
  const files = builtTextFiles();
  expect(files.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(300);
  const found = files.filter((file) => /\bexample\.(org|com)\b/.test(readFileSync(file, 'utf8')));
  expect(found.map((f) => f.slice(DIST.length))).toEqual([]);
});

test("a lesson step's frame code names the address the page was opened at", async ({ page, baseURL }) => {
  await page.goto('/fr/hexone/lessons/explosion/#step-first-y');
  const step = page.locator('[data-step="first-y"]');
  await step.locator('summary').filter({ hasText: 'Intégrer' }).click();
  const code = await step.locator('[data-snippet]').inputValue();
  expect(code.startsWith(`<iframe src="${baseURL}/fr/embed/lesson/explosion/first-y/" title="Leçon d’Hexone «\u202fL’explosion`)).toBe(true);
});

test("the embed page's frame examples name the address the page was opened at", async ({ page, baseURL }) => {
  for (const lang of ['fr', 'en']) {
    await page.goto(`/${lang}/embed/`);
    // The prose's recipes (a Hexone board, a Hexa-dominos table) and the live example's code.
    const codes = page.locator('pre code').filter({ hasText: '<iframe' });
    await expect(codes).toHaveCount(3);
    for (const code of await codes.all()) await expect(code).toContainText(`<iframe src="${baseURL}/${lang}/embed/frame/?`);
    await expect(codes.filter({ hasText: 'game=hexadominos' })).toHaveCount(1);
  }
});

test("the editor's snippets name the address the page was opened at", async ({ page, baseURL }) => {
  await page.goto('/en/editor/?position=classic+b+b2%3A1w');
  const iframe = page.locator('[data-snippet="iframe"]');
  await expect(iframe).toHaveValue(new RegExp(`src="${baseURL}/en/embed/frame/\\?`));
  await expect(page.locator('[data-snippet="script"]')).toHaveValue(new RegExp(`src="${baseURL}/hexone-board.js"`));
});
