/**
 * Lighthouse on the built site, the `lighthouse` project of playwright.config.ts: it runs after every other site test
 * has passed, on the same `astro preview` server (`npm run test:site`; alone: `npx playwright test -c
 * tests/site/playwright.config.ts --project=lighthouse --no-deps`).
 *
 * The front door, then each game's home, one lesson and play page, in both languages, with Debian's Chromium
 * headless shell (HEXONE_CHROMIUM, default /usr/bin/chromium-headless-shell; scripts/browsers.mjs); LIGHTHOUSE_PAGES=/en/,/fr/hexone/play/ measures
 * those paths instead. Each page must score accessibility, best practices and SEO = 100 and keep its layout still
 * (cumulative layout shift ≤ 0.1), with Lighthouse's default mobile profile and simulated throttling.
 *
 * The performance score is printed with its metrics, not held to a bar: it is made of timings (blocking time, paint
 * times), and on a shared 2-core machine the same page scored 99 alone and 85–93 beside other work, so a bar on it
 * fails by the machine's load, not by the page. What a page makes its visitors download is held instead, byte for
 * byte (tests/site/shared/budget.spec.ts), and the README reports the scores of a run on a quiet machine.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { browserPaths } from '@scripts/browsers.mjs';

/** Categories held to a bar; performance is measured and printed beside them (see above). */
const BARS = { accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const CATEGORIES = ['performance', ...Object.keys(BARS)] as const;
/** Lighthouse's own "good" threshold for cumulative layout shift: a layout measure, not a timing. */
const MAX_LAYOUT_SHIFT = 0.1;
const SITE = fileURLToPath(new URL('../../../dist/site/', import.meta.url));

/** The first lesson (by folder name) of a lessons folder of the built site, if any. */
function firstLesson(folder: string): string | undefined {
  return readdirSync(`${SITE}${folder}`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()[0];
}

function defaultPages(): string[] {
  const lesson = firstLesson('en/hexone/lessons');
  const hdLesson = firstLesson('en/hexadominos/lessons');
  return ['fr', 'en'].flatMap((lang) => [
    `/${lang}/`,
    `/${lang}/hexone/`,
    ...(lesson ? [`/${lang}/hexone/lessons/${lesson}/`] : []),
    `/${lang}/hexone/play/`,
    `/${lang}/hexadominos/`,
    ...(hdLesson ? [`/${lang}/hexadominos/lessons/${hdLesson}/`] : []),
    `/${lang}/hexadominos/play/`,
  ]);
}

const pages = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : defaultPages();

// One Chromium for each worker's pages; the two workers measure two pages side by side (playwright.config.ts), which
// slows each one's timings a little (the performance printed) and nothing the bars hold. A page below the bars does not
// stop the others being measured.
let chrome: chromeLauncher.LaunchedChrome | undefined;
test.beforeAll(async () => {
  chrome = await chromeLauncher.launch({
    chromePath: browserPaths().chromium,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
});
test.afterAll(async () => {
  chrome?.kill();
});

for (const path of pages) {
  test(`${path} scores accessibility, best practices and SEO 100 and keeps its layout still (performance printed)`, async ({ baseURL }) => {
    const result = await lighthouse(`${baseURL}${path}`, {
      port: chrome!.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const { categories, audits } = result!.lhr;
    const scores = Object.fromEntries(CATEGORIES.map((k) => [k, Math.round((categories[k]?.score ?? 0) * 100)]));
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
      .map((id) => audits[id]?.displayValue ?? '?')
      .join(' / ');
    console.log(
      `${path.padEnd(28)} ${Object.values(scores)
        .map((s) => String(s).padEnd(5))
        .join(' ')} (FCP / LCP / TBT / CLS: ${metrics})`,
    );
    const failures = Object.entries(BARS)
      .filter(([category, bar]) => scores[category] < bar)
      .map(([category, bar]) => {
        const failing = categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 1)
          .map((ref) => `${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`);
        return `${category} ${scores[category]} < ${bar}: ${failing.join(', ')}`;
      });
    const shift = audits['cumulative-layout-shift']?.numericValue;
    if (typeof shift !== 'number' || shift > MAX_LAYOUT_SHIFT) failures.push(`cumulative layout shift ${shift} > ${MAX_LAYOUT_SHIFT}`);
    expect(failures, `${path} is below the bars`).toEqual([]);
  });
}
