/**
 * Helpers shared by the site tests: the list of built pages (crawled from dist/site), and a
 * page-error collector. Importable from H5b's lesson specs too.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export const DIST = fileURLToPath(new URL('../../../dist/site/', import.meta.url));

/**
 * Every built HTML page as a URL path: `/fr/hexone/rules/`, `/404.html`, `/`; without the pages left at Hexone's old
 * addresses, which only send the reader on (`movedPages()`; tests/site/hexone/moved.spec.ts checks them).
 */
export function builtPages(): string[] {
  return allPages().filter((path) => !isMoved(path));
}

/** The pages at Hexone's old addresses (`/fr/rules/` → `/fr/hexone/rules/`), with the address each sends the reader to. */
export function movedPages(): { path: string; target: string }[] {
  return allPages()
    .filter(isMoved)
    .map((path) => ({ path, target: /<meta http-equiv="refresh" content="0;url=([^"]+)"/.exec(pageHtml(path))![1] }));
}

/** The built file of a page path. */
export function pageFile(path: string): string {
  return path.endsWith('/') ? join(DIST, path, 'index.html') : join(DIST, path);
}

const pageHtml = (path: string) => readFileSync(pageFile(path), 'utf8');
const isMoved = (path: string) => pageHtml(path).includes('<meta http-equiv="refresh"');

function allPages(): string[] {
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
