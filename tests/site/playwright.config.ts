/**
 * Playwright configuration for the end-to-end tests of the built site.
 * Run through `node scripts/test-site.mjs` (after `npm run build`): it starts `astro preview` and sets
 * SITE_BASE_URL. The browser is Debian's Chromium or HEXONE_CHROMIUM (scripts/browsers.mjs, checked by
 * scripts/test-site.mjs): Playwright's own downloads are never used.
 */
import { defineConfig } from '@playwright/test';
import { browserPaths } from '../../scripts/browsers.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Page checks are independent (each test gets its own browser context and storage): two workers
  // suit a 2-core machine. SITE_TEST_WORKERS=1 on a busy one.
  fullyParallel: true,
  workers: Number(process.env.SITE_TEST_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  outputDir: '../../node_modules/.cache/site-test-results', // not in the repo root
  use: {
    baseURL: process.env.SITE_BASE_URL ?? 'http://127.0.0.1:4321',
    browserName: 'chromium',
    launchOptions: {
      executablePath: browserPaths().chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
        '--disable-component-update', '--no-first-run',
        // tests/site/frame.spec.ts embeds the site from an outer page the test itself serves (page.route), which
        // Chromium counts as a public page and would stop from framing a loopback address.
        '--disable-features=LocalNetworkAccessChecks'],
    },
  },
});
