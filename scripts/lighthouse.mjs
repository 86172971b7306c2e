// Lighthouse on the built site: `npm run build && node scripts/lighthouse.mjs`.
//
// Home, one lesson and the play page, in both languages (Hexone's and Hexa-dominos' section's), with Debian's
// Chromium (HEXONE_CHROMIUM, default /usr/bin/chromium; scripts/browsers.mjs). Prints the four scores per page and
// exits 1 when a page is below the bars:
// performance ≥ 95, accessibility, best practices and SEO = 100. Lighthouse's default mobile profile
// with simulated throttling. Scores on a busy shared machine run low on performance: read the
// printed metrics, and re-run alone before blaming the page.
//   --pages=/en/,/fr/play/   measure these paths instead
// SITE_BASE_URL=http://127.0.0.1:4321 uses a server already running (scripts/test-site.mjs does).
import { readdirSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBrowsers } from './browsers.mjs';
import { ROOT, startSiteServer } from './site-server.mjs';

const BARS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

function defaultPages() {
  const lessons = readdirSync(`${ROOT}dist/site/en/lessons`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  const lesson = lessons[0];
  // Hexa-dominos' section: its home, a lesson and its play page, at the same bars.
  const hdLessons = readdirSync(`${ROOT}dist/site/en/hexadominos/lessons`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  const hdLesson = hdLessons[0];
  return ['fr', 'en'].flatMap((lang) => [
    `/${lang}/`, ...(lesson ? [`/${lang}/lessons/${lesson}/`] : []), `/${lang}/play/`,
    `/${lang}/hexadominos/`, ...(hdLesson ? [`/${lang}/hexadominos/lessons/${hdLesson}/`] : []), `/${lang}/hexadominos/play/`,
  ]);
}

const arg = process.argv.find((a) => a.startsWith('--pages='));
const pages = arg ? arg.slice('--pages='.length).split(',') : defaultPages();

const { chromium } = ensureBrowsers(['chromium']);
const server = process.env.SITE_BASE_URL ? { url: process.env.SITE_BASE_URL, stop() {} } : await startSiteServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromium,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run',
    '--disable-background-networking', '--disable-component-update'],
});
const started = Date.now();
const failures = [];
try {
  console.log('page'.padEnd(28), 'perf  a11y  b.p.  seo   (FCP / LCP / TBT / CLS)');
  for (const path of pages) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port, output: 'json', logLevel: 'error',
      onlyCategories: Object.keys(BARS),
    });
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(Object.keys(BARS).map((k) => [k, Math.round((categories[k]?.score ?? 0) * 100)]));
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
      .map((id) => audits[id]?.displayValue ?? '?').join(' / ');
    console.log(path.padEnd(28), Object.values(scores).map((s) => String(s).padEnd(5)).join(' '), ` (${metrics})`);
    for (const [category, bar] of Object.entries(BARS)) {
      if (scores[category] >= bar) continue;
      const failing = categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 1)
        .map((ref) => `${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`);
      failures.push(`${path} ${category} ${scores[category]} < ${bar}: ${failing.join(', ')}`);
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}
console.log(`\n${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
if (failures.length) {
  console.log(`${failures.length} below the bars:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('All pages meet the bars (performance ≥ 95, accessibility, best practices and SEO = 100).');
