// End-to-end tests of the built site: `npm run build && node scripts/test-site.mjs`.
//
// Starts `astro preview` (scripts/site-server.mjs), runs the Playwright tests in tests/site/ against
// Debian's Chromium or HEXONE_CHROMIUM (tests/site/playwright.config.ts), and always stops the server it started.
// Then, on a full run, Lighthouse (scripts/lighthouse.mjs) on the same server: about 1.5 minutes.
// Extra arguments go to Playwright and skip Lighthouse, e.g. `node scripts/test-site.mjs tests/site/play.spec.ts`;
// `--no-lighthouse` alone runs every Playwright test without it.
import { spawn } from 'node:child_process';
import { ensureBrowsers } from './browsers.mjs';
import { ROOT, startSiteServer } from './site-server.mjs';

// Chromium (HEXONE_CHROMIUM, Debian's by default) is installed when possible, else the run stops with the command.
ensureBrowsers(['chromium']);
let server;
try {
  server = await startSiteServer();
} catch (error) {
  console.error(String(error.message ?? error));
  process.exit(2);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { server.stop(); process.exit(130); });

const args = process.argv.slice(2).filter((a) => a !== '--no-lighthouse');
const withLighthouse = process.argv.length === 2;
const run = (script, scriptArgs) => new Promise((resolve) => {
  const child = spawn(process.execPath, [script, ...scriptArgs],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, SITE_BASE_URL: server.url } });
  child.on('exit', (c) => resolve(c ?? 1));
});

let started = Date.now();
const playwright = await run('node_modules/@playwright/test/cli.js', ['test', '-c', 'tests/site/playwright.config.ts', ...args]);
const summary = [`Playwright ${playwright === 0 ? 'passed' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`];
let lighthouse = 0;
if (withLighthouse) {
  started = Date.now();
  console.log('\nLighthouse (home, a lesson, play; fr and en):');
  lighthouse = await run('scripts/lighthouse.mjs', []);
  summary.push(`Lighthouse ${lighthouse === 0 ? 'passed' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
server.stop();
console.log(`\nSite tests: ${summary.join(', ')}.`);
process.exit(playwright || lighthouse);
