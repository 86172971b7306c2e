// Browser tests of <hexone-board> (tests/element/**/*.test.ts) in Chromium, Firefox and WebKit.
// Run it through `npm run test:browser`: it builds the elements' bundles (`vite build`, which some tests load), then
// scripts/test-browser.mjs starts WebKitWebDriver under a virtual display and passes its port in WEBKIT_DRIVER_PORT.
// `BROWSERS=chromium,firefox npm run test:browser` picks browsers; default is all three.
// Browsers come from Debian (Playwright cannot download its own here), or from HEXONE_CHROMIUM, HEXONE_FIREFOX,
// HEXONE_MINIBROWSER (scripts/browsers.mjs; see docs/contributing.md, "Browsers").
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import JSON5 from 'json5';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { outcomeOf } from './scripts/browser-crash.mjs';
import { ensureBrowsers } from './scripts/browsers.mjs';

export const ALL_BROWSERS = ['chromium', 'firefox', 'webkit'];

/** Browsers named in BROWSERS (comma-separated), or all of them. Unknown names are an error, not a skip. */
export function selectedBrowsers(env = process.env) {
  const wanted = (env.BROWSERS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (wanted.length === 0) return ALL_BROWSERS;
  const unknown = wanted.filter((name) => !ALL_BROWSERS.includes(name));
  if (unknown.length > 0) {
    throw new Error(`BROWSERS: unknown browser(s) ${unknown.join(', ')}; use ${ALL_BROWSERS.join(', ')}`);
  }
  return [...new Set(wanted)];
}

// Firefox goes through puppeteer (WebDriver BiDi). Use the puppeteer-core that @web/test-runner-chrome
// itself depends on: a second copy at another version would not match its expectations.
const requireHere = createRequire(import.meta.url);
const requireFromChromeLauncher = createRequire(requireHere.resolve('@web/test-runner-chrome'));

// Run through `npm run test:browser`, this was checked (and installed) already; run directly, a missing
// browser stops here with the command to run instead of a launcher's stack trace.
const paths = ensureBrowsers(selectedBrowsers(), { install: false });

const CHROMIUM_FLAGS = ['--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

const launchers = {
  chromium: () =>
    playwrightLauncher({
      product: 'chromium',
      // Playwright cannot download its own browsers here: drive Debian's Chromium headless shell.
      launchOptions: { executablePath: paths.chromium, headless: true, args: CHROMIUM_FLAGS },
    }),
  firefox: () =>
    chromeLauncher({
      puppeteer: requireFromChromeLauncher('puppeteer-core'),
      launchOptions: { browser: 'firefox', executablePath: paths.firefox, headless: true },
    }),
  webkit: () => {
    const port = Number(process.env.WEBKIT_DRIVER_PORT);
    if (!Number.isInteger(port) || port <= 0) {
      throw new Error('WebKit needs a running WebKitWebDriver: run the tests with `npm run test:browser`.');
    }
    return webdriverLauncher({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: paths.miniBrowser,
          args: ['--automation'],
        },
      },
    });
  },
};

/**
 * One line per browser when the run ends: files, tests passed/failed, and the wall time from the start
 * of the run until that browser's last file finished (browsers run side by side, so these overlap).
 */
function browserSummaryReporter() {
  let startTime = 0;
  const finishedAt = new Map();
  return {
    start({ sessions, startTime: start }) {
      startTime = start;
      sessions.on('session-status-updated', (session) => {
        if (session.status === 'FINISHED') finishedAt.set(session.browser.name, Date.now());
      });
    },
    stop({ sessions }) {
      const byBrowser = new Map();
      for (const session of sessions) {
        const row = byBrowser.get(session.browser.name) ?? { files: 0, passed: 0, failed: 0, skipped: 0 };
        row.files += 1;
        countTests(session.testResults, row);
        if (!session.passed && session.errors.length > 0) row.failed += session.errors.length;
        byBrowser.set(session.browser.name, row);
      }
      for (const [name, row] of byBrowser) {
        const seconds = ((finishedAt.get(name) ?? Date.now()) - startTime) / 1000;
        const skipped = row.skipped > 0 ? `, ${row.skipped} skipped` : '';
        const label = name === 'MiniBrowser' ? 'WebKit (MiniBrowser)' : name;
        console.log(`${label}: ${row.files} files, ${row.passed} passed, ${row.failed} failed${skipped} in ${seconds.toFixed(1)} s`);
      }
    },
  };
}

/** For scripts/test-browser.mjs (WTR_OUTCOME names the file): which files failed only because their browser crashed. */
function outcomeReporter() {
  return {
    stop({ sessions }) {
      if (process.env.WTR_OUTCOME) writeFileSync(process.env.WTR_OUTCOME, JSON.stringify(outcomeOf([...sessions])));
    },
  };
}

function countTests(suite, row) {
  if (!suite) return;
  for (const test of suite.tests) {
    if (test.skipped) row.skipped += 1;
    else if (test.passed) row.passed += 1;
    else row.failed += 1;
  }
  for (const child of suite.suites) countTests(child, row);
}

/**
 * `/__no-french__/<page id>/dist/…` serves the standalone build as if its French file were missing (a 404,
 * as on a site that forgot to copy it), counting the requests for it per page id;
 * `/__no-french__/<page id>/count` answers that count (tests/element/hexone/missing-french.test.ts).
 */
const frenchRequests = new Map();
async function missingFrench(context, next) {
  const match = /^\/__no-french__\/([\w-]+)(\/.*)$/.exec(context.path);
  if (!match) return next();
  const [, page, rest] = match;
  if (rest === '/count') {
    context.body = String(frenchRequests.get(page) ?? 0);
    return undefined;
  }
  if (rest.endsWith('-fr.js')) {
    frenchRequests.set(page, (frenchRequests.get(page) ?? 0) + 1);
    context.status = 404;
    return undefined;
  }
  context.path = rest;
  return next();
}

/**
 * `/__trusted-types__/page.html`: a page that enforces Trusted Types (the CSP docs/elements.md documents for the
 * element), with one standalone board playing against the computer. It records CSP violations and the
 * workers started, for tests/element/hexone/trusted-types.test.ts to read through its iframe.
 * `?policies=lit-html` serves it with only those policy names allowed.
 */
const trustedTypesCsp = (policies = 'lit-html hexone-board') => `require-trusted-types-for 'script'; trusted-types ${policies}`;
const TRUSTED_TYPES_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Trusted Types</title><link rel="icon" href="data:,"></head>
<body><script type="module">
  window.violations = [];
  document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sample));
  window.workers = [];
  const NativeWorker = Worker;
  window.Worker = class extends NativeWorker {
    constructor(url, options) {
      super(url, options);
      workers.push({ url: String(url), trusted: typeof TrustedScriptURL === 'function' && url instanceof TrustedScriptURL });
    }
  };
  await import('/dist/hexone-board.js');
  const board = document.createElement('hexone-board');
  board.setAttribute('lang', 'en');
  board.setAttribute('animation-speed', '0');
  board.setAttribute('computer', 'w');
  board.setAttribute('level', 'easy');
  document.body.append(board);
  window.board = board;
</script></body></html>`;
async function trustedTypesPage(context, next) {
  if (context.path !== '/__trusted-types__/page.html') return next();
  const policies = context.query.policies;
  context.set('Content-Security-Policy', trustedTypesCsp(typeof policies === 'string' && /^[\w -]+$/.test(policies) ? policies : undefined));
  context.type = 'html';
  context.body = TRUSTED_TYPES_PAGE;
  return undefined;
}

/**
 * The sources name compiled files, as TypeScript wants: `new URL('../../engine/hexone/bot/worker.js', import.meta.url)`
 * starts the computer's worker, and the npm package (tsc's output) ships it so. The esbuild plugin maps `.js` to `.ts`
 * in imports only; a worker URL is fetched as written, so a request for a `.js` that does not exist is served from
 * the `.ts` beside it, as Vite (the site, the standalone build) resolves it.
 */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
async function typescriptForJs(context, next) {
  const source = context.path.replace(/\.js$/, '.ts');
  if (source !== context.path && !existsSync(join(ROOT, context.path)) && existsSync(join(ROOT, source))) context.path = source;
  return next();
}

/**
 * The tests import through tsconfig.json's aliases (`@engine/hexone/index.js`, `@components/hexone-board/define.js`), which
 * TypeScript, Vite and Playwright read from there; esbuild's plugin does not resolve them. This one (the dev server's
 * own resolveImport hook) turns an alias into its file's address under rootDir, the `.ts` beside a `.js` that does not
 * exist, as esbuild's plugin does for relative imports.
 */
function tsconfigPaths() {
  const { paths } = JSON5.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')).compilerOptions;
  const aliases = Object.entries(paths).map(([alias, [target]]) => [alias.replace(/\*$/, ''), target.replace(/^\.\//, '').replace(/\*$/, '')]);
  return {
    name: 'tsconfig-paths',
    resolveImport({ source }) {
      const found = aliases.find(([alias]) => source.startsWith(alias));
      if (!found) return undefined;
      const file = found[1] + source.slice(found[0].length);
      const ts = file.replace(/\.js$/, '.ts');
      return `/${ts !== file && !existsSync(join(ROOT, file)) && existsSync(join(ROOT, ts)) ? ts : file}`;
    },
  };
}

export default {
  rootDir: '.',
  middleware: [missingFrench, trustedTypesPage, typescriptForJs],
  files: ['tests/element/**/*.test.ts'],
  // Lit's development build: its warnings (e.g. updates scheduled after an update) show up in test logs.
  nodeResolve: true,
  // …except the banner it prints on every page load.
  filterBrowserLogs: ({ args }) => !String(args[0] ?? '').startsWith('Lit is in dev mode'),
  // Same TypeScript settings as the rest of the repo (tsconfig.json: no define semantics for class fields).
  plugins: [tsconfigPaths(), esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'es2022' })],
  browsers: selectedBrowsers().map((name) => launchers[name]()),
  // Two shared cores: one test file at a time per browser (the three browsers still run side by side).
  // With one session the WebDriver launcher also opens each file in its own window instead of iframes,
  // so focus and keyboard tests behave as on a real page.
  concurrency: 1,
  concurrentBrowsers: 3,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  // A whole file's time. The fuzz files (hundreds of generated values, storms of real clicks) take about a minute in
  // WebKit's MiniBrowser on an idle machine and passed 120 s when the two cores were shared with other work.
  testsFinishTimeout: 300_000,
  // Per test; generous because three browsers share two cores (a whole game by clicks took 27 s in WebKit under that
  // load, so the long tests raise their own).
  testFramework: { config: { timeout: 40_000 } },
  // Quiet: failures (with browser logs) from the default reporter, then one summary line per browser.
  // WTR_PROGRESS=1 shows the live progress bar (which file each browser is on) when hunting a stuck test.
  reporters: [defaultReporter({ reportTestResults: true, reportTestProgress: process.env.WTR_PROGRESS === '1' }), browserSummaryReporter(), outcomeReporter()],
};
