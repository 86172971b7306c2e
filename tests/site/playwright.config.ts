/**
 * Playwright configuration for the end-to-end tests of the built site: `npm run test:site` (which builds first), or
 * `npx playwright test -c tests/site/playwright.config.ts [files…]` after `npm run build`.
 *
 * Playwright starts `astro preview` itself (webServer) and stops it when the run ends. The server picks its own port
 * (the next free one from 4321, so runs side by side do not collide) and prints its address, which Playwright reads
 * into SITE_BASE_URL before the tests start. The specs are by game, as the site is: `hexone/`, `hexadominos/` and
 * `shared/` (what both games' pages share), one project each; then `lighthouse` (shared/lighthouse.spec.ts: the scores
 * of a few pages), on the same server once the other projects have passed, two pages at a time. Naming spec files runs those alone
 * (Lighthouse included only if named); `--project=lighthouse --no-deps` runs Lighthouse alone.
 * The browser is Debian's Chromium headless shell or HEXONE_CHROMIUM (scripts/browsers.mjs): Playwright's own downloads are never used.
 */
import { defineConfig } from '@playwright/test';
import { ensureBrowsers } from '@scripts/browsers.mjs';

// Run through `npm run test:site`, Chromium was checked (and installed) already; run directly, a missing browser
// stops here with the command to install it instead of a launcher's stack trace.
const { chromium } = ensureBrowsers(['chromium'], { install: false });

export default defineConfig({
  testDir: '.',
  // Page checks are independent (each test gets its own browser context and storage): two workers suit a 2-core
  // machine (four, beside the element tests, starved both: docs/contributing.md, "Test suite"). SITE_TEST_WORKERS=1
  // on a busy one.
  fullyParallel: true,
  workers: Number(process.env.SITE_TEST_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  outputDir: '../../node_modules/.cache/site-test-results', // not in the repo root
  webServer: {
    // Node directly (not `npm run preview`), so that stopping it stops astro; --ignore-lock lets it run beside
    // another preview of this checkout (a developer's own).
    command: 'node node_modules/astro/bin/astro.mjs preview --ignore-lock --host 127.0.0.1 --port 4321',
    cwd: '../..',
    wait: { stdout: /Local\s+(?<site_base_url>http:\/\/[\d.]+:\d+)/ },
    timeout: 30_000,
  },
  use: {
    // Read in the workers, which start after the server has told its address.
    baseURL: process.env.SITE_BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        // tests/site/shared/frame.spec.ts embeds the site from an outer page the test itself serves (page.route), which
        // Chromium counts as a public page and would stop from framing a loopback address.
        '--disable-features=LocalNetworkAccessChecks',
      ],
    },
  },
  // One project per folder, as the site is laid out: each game's pages, and what both games share (every page's checks,
  // the embed, the editor, dark mode, layout, budgets). `--project=hexadominos` runs one game's tests alone.
  projects: [
    { name: 'hexone', testDir: './hexone' },
    { name: 'hexadominos', testDir: './hexadominos' },
    { name: 'shared', testDir: './shared', testIgnore: 'lighthouse.spec.ts' },
    // Once the others have passed, two pages at a time (one Chromium per worker): the bars it holds (accessibility,
    // best practices, SEO, layout shift) do not depend on the machine's load; the performance it prints does a little.
    {
      name: 'lighthouse',
      testDir: './shared',
      testMatch: 'lighthouse.spec.ts',
      dependencies: ['hexone', 'hexadominos', 'shared'],
      timeout: 120_000,
    },
  ],
});
