// End-to-end tests of the built site: `npm run build && node scripts/test-site.mjs`.
//
// Starts `astro preview` on a free port (4321–4329) serving dist/site, runs the Playwright tests in
// tests/site/ against Debian's Chromium, and always stops the server it started (by its own pid).
// Extra arguments go to Playwright, e.g. `node scripts/test-site.mjs tests/site/play.spec.ts`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(`${root}dist/site/en/index.html`)) {
  console.error('dist/site is missing: run `npm run build` first (npm run test:site does both).');
  process.exit(2);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

async function freePort() {
  for (let port = 4321; port <= 4329; port++) if (await portIsFree(port)) return port;
  throw new Error('no free port in 4321–4329');
}

async function waitForServer(url, server, ms = 20_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`astro preview exited with code ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`astro preview did not answer at ${url} within ${ms / 1000} s`);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
// Started with node directly: killing an `npm run preview` pid would leave astro running.
const server = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'preview', '--ignore-lock', '--port', String(port), '--host', '127.0.0.1'], {
  cwd: root, stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
server.stdout.on('data', (d) => { serverLog += d; });
server.stderr.on('data', (d) => { serverLog += d; });

const stop = () => { if (server.exitCode === null) server.kill('SIGTERM'); };
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { stop(); process.exit(130); });

let code = 1;
try {
  await waitForServer(`${baseUrl}/en/`, server);
  const started = Date.now();
  code = await new Promise((resolve) => {
    const runner = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'tests/site/playwright.config.ts', ...process.argv.slice(2)], {
      cwd: root, stdio: 'inherit', env: { ...process.env, SITE_BASE_URL: baseUrl },
    });
    runner.on('exit', (c) => resolve(c ?? 1));
  });
  console.log(`\nSite tests ${code === 0 ? 'PASSED' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s (server ${baseUrl}).`);
} catch (error) {
  console.error(String(error));
  console.error(serverLog);
} finally {
  stop();
}
process.exit(code);
