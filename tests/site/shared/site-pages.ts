/**
 * Helpers shared by the site tests: the list of built pages (crawled from dist/site), and a
 * page-error collector. Importable from H5b's lesson specs too.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export const DIST = fileURLToPath(new URL('../../../dist/site/', import.meta.url));

/** Every built HTML page as a URL path: `/fr/rules/`, `/404.html`, `/`. */
export function builtPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_astro') walk(full);
      } else if (name.endsWith('.html')) {
        const rel = '/' + relative(DIST, full).split('\\').join('/');
        pages.push(rel.endsWith('/index.html') || rel === '/index.html' ? rel.slice(0, -'index.html'.length) : rel);
      }
    }
  };
  walk(DIST);
  return pages.sort();
}

/** Records uncaught page errors and console errors; assert `errors` is empty at the end. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}
