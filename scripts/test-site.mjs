// End-to-end tests of the built site: `npm run build && node scripts/test-site.mjs`.
//
// Starts `astro preview` (scripts/site-server.mjs), runs the Playwright tests in tests/site/ against
// Debian's Chromium (tests/site/playwright.config.ts), and always stops the server it started.
// Extra arguments go to Playwright, e.g. `node scripts/test-site.mjs tests/site/play.spec.ts -g reload`.
import { spawn } from 'node:child_process';
import { ROOT, startSiteServer } from './site-server.mjs';

let server;
try {
  server = await startSiteServer();
} catch (error) {
  console.error(String(error.message ?? error));
  process.exit(2);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { server.stop(); process.exit(130); });

const started = Date.now();
const code = await new Promise((resolve) => {
  const runner = spawn(process.execPath,
    ['node_modules/@playwright/test/cli.js', 'test', '-c', 'tests/site/playwright.config.ts', ...process.argv.slice(2)],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, SITE_BASE_URL: server.url } });
  runner.on('exit', (c) => resolve(c ?? 1));
});
server.stop();
console.log(`\nSite tests ${code === 0 ? 'PASSED' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s (server ${server.url}).`);
process.exit(code);
