/**
 * Both boards on one page under a strict Content Security Policy, as the embed page documents it: no inline
 * script or style (`style-src 'self'`), Trusted Types required (`require-trusted-types-for 'script'`, the
 * policies `lit-html hexone-board hexadominos-board`), workers from the site only. The page is served by the
 * test with that header, on the site's own origin, and loads the files the site serves for pages with both
 * boards (/shared/…). Computers play on both: each thinks in its worker, started through a TrustedScriptURL,
 * and the page sees no violation at all. Then the same page with the Hexa-dominos bot's files missing: the board
 * says why its computer cannot play, and never stays on "thinking".
 */
import { type Page, expect, test } from '@playwright/test';
import { collectErrors } from './site-pages.js';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "worker-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html hexone-board hexadominos-board',
].join('; ');

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Both boards under a strict CSP</title>
<link rel="icon" href="data:,"><script type="module" src="/csp-both-boards.js"></script></head><body><main>
<hexone-board computer="both" level="easy" animation-speed="0"></hexone-board>
<hexadominos-board seats="computer:easy computer:easy" delay="0" seed="4" skip-starter></hexadominos-board>
</main></body></html>`;

// An external module (script-src 'self' allows no inline script): it watches for violations and workers first.
const SCRIPT = `window.violations = [];
document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sample));
window.workers = [];
const NativeWorker = Worker;
window.Worker = class extends NativeWorker {
  constructor(url, options) {
    super(url, options);
    workers.push({ url: String(url), trusted: typeof TrustedScriptURL === 'function' && url instanceof TrustedScriptURL });
  }
};
await import('/shared/hexone-board.js');
await import('/shared/hexadominos-board.js');
window.ready = true;`;

interface Watched {
  violations: string[];
  workers: { url: string; trusted: boolean }[];
  ready?: boolean;
}

async function openStrictPage(page: Page): Promise<void> {
  const base = test.info().project.use.baseURL!;
  await page.route(`${base}/csp-both-boards.html`, (route) =>
    route.fulfill({ contentType: 'text/html', headers: { 'Content-Security-Policy': CSP }, body: PAGE }),
  );
  await page.route(`${base}/csp-both-boards.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: SCRIPT }));
  await page.goto(`${base}/csp-both-boards.html`);
  await page.waitForFunction(() => (window as unknown as Watched).ready === true);
}

const watched = (page: Page) =>
  page.evaluate(() => ({ violations: (window as unknown as Watched).violations, workers: (window as unknown as Watched).workers }));

test('both boards play their computers in workers under a strict CSP with Trusted Types: no violation', async ({ page }) => {
  const errors = collectErrors(page);
  await openStrictPage(page);
  await expect
    .poll(() => page.locator('hexadominos-board').evaluate((b) => (b as HTMLElementTagNameMap['hexadominos-board']).state?.board.length ?? 0), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(3);
  await expect
    .poll(
      () =>
        page
          .locator('hexone-board')
          .evaluate((b) => (b as HTMLElementTagNameMap['hexone-board']).getRecord().split('|')[1]?.trim().split(/\s+/).filter(Boolean).length ?? 0),
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(3);
  // The end of a game (its tally's lines coming in turn) and a hint drawn over the Hexone board: styled without inline styles.
  await page.locator('hexone-board').evaluate(async (b) => {
    const board = b as HTMLElementTagNameMap['hexone-board'];
    board.removeAttribute('computer');
    await board.whenIdle();
    board.load('classic b b2:2b d4:1w');
    board.showMove('b2 b2>b3');
  });
  await expect(page.locator('hexone-board .marks.hint .mark-step').first()).toBeAttached();
  await page
    .locator('hexadominos-board')
    .evaluate((b) => (b as HTMLElementTagNameMap['hexadominos-board']).load('standard turn:0 112345@0,0/0 r0:123345 r1:112234 pile:123445'));
  await expect(page.locator('hexadominos-board [part~="end"] li').first()).toBeVisible({ timeout: 20_000 });
  const { workers, violations } = await watched(page);
  expect(violations).toEqual([]);
  expect(workers.map((w) => w.url.replace(/.*\//, '').replace(/-[\w-]{8}\.js$/, '.js')).sort()).toEqual(['hexadominos-bot-worker.js', 'hexone-bot-worker.js']);
  expect(workers.every((w) => w.trusted)).toBe(true);
  await expect(page.locator('hexadominos-board [part~="status"]')).not.toContainText('thinking');
  expect(errors).toEqual([]);
});

test('a Hexa-dominos board whose bot files cannot be loaded says so in its language, and stops "thinking"', async ({ page }) => {
  await page.route(/hexadominos-bot\.js$/, (route) => route.abort());
  await openStrictPage(page);
  await expect(page.locator('hexadominos-board [part~="message"]')).toContainText('could not be loaded', { timeout: 20_000 });
  await expect(page.locator('hexadominos-board [part~="status"]')).not.toContainText('thinking');
  expect((await watched(page)).violations).toEqual([]);
});
