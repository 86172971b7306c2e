// The last part of `npm test`, once the site and the elements are built: the element tests (web-test-runner, three
// browsers: scripts/test-browser.mjs) side by side with the package test and then the site tests (Playwright).
//
//   node scripts/test-browsers-side-by-side.mjs            # both lanes at once (what `npm test` runs)
//   TEST_LANES=serial node scripts/test-browsers-side-by-side.mjs   # one after the other, as before
//
// Why side by side: these suites mostly wait (a page loading, an animation, the computer's delay, a browser answering
// WebDriver), not compute. Measured on the 2-core CI machine, the whole of `npm test` used about 27 minutes of CPU in
// 35 minutes of wall time, the site suite alone about half a core (docs/testing.md, "Time"). Run together, the two
// lanes fill the idle cores instead of queueing.
//
// The element lane's output is kept in node_modules/.cache/test-logs/elements.log and printed whole when it ends, so
// the two suites' lines never interleave; the site lane prints live. The exit status is the first failing lane's.
// This file may be started by the system Node (20): it only spawns.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const logDir = fileURLToPath(new URL('../node_modules/.cache/test-logs/', import.meta.url));
const serial = process.env.TEST_LANES === 'serial';

/** Runs `steps` (commands) one after the other; resolves with the first failing exit code, or 0. */
async function lane(name, steps, log) {
  const start = performance.now();
  for (const [command, ...args] of steps) {
    const code = await new Promise((resolve) => {
      const child = spawn(command, args, { cwd: root, stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
      if (log) {
        child.stdout.pipe(log, { end: false });
        child.stderr.pipe(log, { end: false });
      }
      child.on('error', (error) => {
        log?.write(`${command}: ${error.message}\n`);
        resolve(1);
      });
      child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
    });
    if (code !== 0) return { name, code, seconds: (performance.now() - start) / 1000 };
  }
  return { name, code: 0, seconds: (performance.now() - start) / 1000 };
}

const elements = [[process.execPath, 'scripts/test-browser.mjs']];
const site = [
  [process.execPath, 'scripts/test-package.mjs', '--built'],
  [process.execPath, 'node_modules/@playwright/test/cli.js', 'test', '-c', 'tests/site/playwright.config.ts'],
];

let results;
if (serial) {
  results = [await lane('element tests', elements), await lane('package and site tests', site)];
} else {
  mkdirSync(logDir, { recursive: true });
  const logPath = `${logDir}elements.log`;
  const log = createWriteStream(logPath);
  console.log(`Element tests run beside the site tests; their output follows when they end (${logPath}).`);
  const elementLane = lane('element tests', elements, log).then(async (result) => {
    await new Promise((resolve) => log.end(resolve));
    console.log(`\n──── element tests (${result.seconds.toFixed(0)} s) ────\n${readFileSync(logPath, 'utf8')}──── end of element tests ────\n`);
    return result;
  });
  results = await Promise.all([elementLane, lane('package and site tests', site)]);
}
for (const r of results) console.log(`${r.name}: ${r.code === 0 ? 'passed' : `failed (exit ${r.code})`} in ${r.seconds.toFixed(0)} s`);
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
