// `npm run test:browser`: the element's browser tests (tests/element/) in Chromium, Firefox and WebKit, after
// `vite build` (package.json: some tests load the built files, as a page would).
//
//   BROWSERS=chromium,firefox npm run test:browser              # some browsers only
//   npm run test:browser -- --files tests/element/hexone/foo.test.ts   # extra arguments go to web-test-runner
//   WTR_PROGRESS=1 npm run test:browser                          # live progress (which file is running)
//   TEST_BROWSER_TIMEOUT_S=900 npm run test:browser              # whole-run limit, default 600 s
//
// Why a script at all: web-test-runner launches Chromium and Firefox itself, but WebKit here is Debian's WebKitGTK
// MiniBrowser, which has no headless mode and is launched only by a WebKitWebDriver that must already be running
// (Playwright's own WebKit cannot be downloaded on these machines, and web-test-runner's WebDriver launcher starts
// neither a driver nor a display). So this script, and only for that:
// 1. for WebKit, starts a virtual X display (Xvfb picks a free display number, like `xvfb-run -a`) and
//    WebKitWebDriver on a free port, which it passes to web-test-runner.config.mjs in WEBKIT_DRIVER_PORT;
// 2. runs web-test-runner with web-test-runner.config.mjs and exits with its status;
// 3. stops the driver, its browser and the display however the run ends, including a run that hangs
//    (a page stuck in a loop can block WebDriver for good): past the time limit everything is stopped
//    and the run fails.
//
// Each process started here leads its own process group, so that stopping it also stops what it started
// (MiniBrowser and its web processes under the driver). Xvfb and the driver are started directly rather
// than through `xvfb-run`, so that they stay children of this process and are reaped here.
// This file may be started by the system Node (20): it only spawns, and runs web-test-runner with the
// Node 24 from node_modules.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { filesToRunAgain } from './browser-crash.mjs';
import { ensureBrowsers } from './browsers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ALL_BROWSERS = ['chromium', 'firefox', 'webkit'];
const localNode = fileURLToPath(new URL('../node_modules/.bin/node', import.meta.url));
const node = existsSync(localNode) ? localNode : process.execPath;
const wtrBin = fileURLToPath(new URL('../node_modules/@web/test-runner/dist/bin.js', import.meta.url));
const RUN_LIMIT_MS = Number(process.env.TEST_BROWSER_TIMEOUT_S || 600) * 1000;

/** Helper processes (display, driver), stopped in reverse order on every way out. */
const helpers = [];
/** The web-test-runner process while it runs: signals sent to us are passed on to it. */
let runner = null;

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Signals a child's whole process group (it was spawned detached, so it leads one). */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

/** SIGTERM to the group, SIGKILL to whatever is left after `graceMs`; resolves once the leader is gone. */
function stopGroup(child, graceMs) {
  signalGroup(child, 'SIGTERM');
  return new Promise((resolve) => {
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    const done = () => {
      clearTimeout(timer);
      signalGroup(child, 'SIGKILL'); // stragglers of the group (e.g. browser helper processes)
      resolve();
    };
    if (exited(child)) done();
    else child.once('exit', done);
  });
}

async function stopHelpers() {
  while (helpers.length > 0) await stopGroup(helpers.pop(), 5_000);
}

// Last resort if the process ends some other way (e.g. an uncaught error): no waiting possible here.
process.on('exit', () => {
  for (const child of [...helpers, runner]) if (child) signalGroup(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (runner && !exited(runner)) {
      runner.kill(signal); // web-test-runner closes its browsers; main() goes on when it exits
    } else {
      stopHelpers().finally(() => process.exit(1));
    }
  });
}

function browsersWanted() {
  const wanted = (process.env.BROWSERS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = wanted.filter((name) => !ALL_BROWSERS.includes(name));
  if (unknown.length > 0) throw new Error(`BROWSERS: unknown ${unknown.join(', ')}; choose among ${ALL_BROWSERS.join(', ')}`);
  return wanted.length > 0 ? [...new Set(wanted)] : ALL_BROWSERS;
}

/**
 * Runs a command with inherited output; resolves with its exit status. Past `limitMs` it is stopped
 * (with everything it started) and the status is 1.
 */
function run(command, args, { env = process.env, limitMs = RUN_LIMIT_MS } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env, detached: true });
    runner = child;
    const watchdog = setTimeout(() => {
      console.error(`test:browser: no result after ${limitMs / 1000} s; stopping the browsers (WTR_PROGRESS=1 shows where it hangs)`);
      stopGroup(child, 15_000);
    }, limitMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(watchdog);
      runner = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** A port nobody listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function startHelper(command, args, options) {
  const child = spawn(command, args, { cwd: root, detached: true, ...options });
  helpers.push(child);
  return new Promise((resolve, reject) => {
    child.once('spawn', () => resolve(child));
    child.once('error', (error) => reject(new Error(`cannot start ${command}: ${error.message}`)));
  });
}

/** Starts Xvfb on a display number it picks itself; resolves with ":N". */
async function startDisplay(xvfbPath) {
  // -displayfd 3: Xvfb writes the display number to fd 3 once it accepts connections.
  const xvfb = await startHelper(xvfbPath, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  xvfb.stderr.on('data', (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start within 15 s\n${errors}`)), 15_000);
    xvfb.stdio[3].on('data', (chunk) => {
      text += chunk;
      const match = /^(\d+)\n/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(`:${match[1]}`);
      }
    });
    xvfb.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (status ${code})\n${errors}`));
    });
  });
}

async function waitForDriver(port, driver, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(driver)) throw new Error(`WebKitWebDriver exited early (status ${driver.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within ${timeoutMs / 1000} s`);
}

/** Starts the display and WebKitWebDriver; resolves with the driver's port. */
async function startWebKit(paths) {
  const display = await startDisplay(paths.xvfb);
  const port = await freePort();
  const driver = await startHelper(paths.webkitDriver, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DISPLAY: display },
  });
  await waitForDriver(port, driver);
  return port;
}

async function main() {
  const browsers = browsersWanted();
  // Missing browsers are installed here when possible, else the run stops with the command to type
  // (scripts/browsers.mjs); paths come from HEXONE_* variables, Debian's by default.
  const paths = ensureBrowsers(browsers);
  const env = { ...process.env, BROWSERS: browsers.join(',') };
  if (browsers.includes('webkit')) env.WEBKIT_DRIVER_PORT = String(await startWebKit(paths));

  const outcomeDir = mkdtempSync(join(tmpdir(), 'wtr-outcome-'));
  env.WTR_OUTCOME = join(outcomeDir, 'outcome.json');
  try {
    const began = Date.now();
    let status = await run(node, [wtrBin, '--config', 'web-test-runner.config.mjs', ...process.argv.slice(2)], { env });
    if (status !== 0) status = await rerunDisconnected(env, status);
    console.log(`web-test-runner (${browsers.join(', ')}): ${((Date.now() - began) / 1000).toFixed(1)} s`);
    return status;
  } finally {
    rmSync(outcomeDir, { recursive: true, force: true });
  }
}

/**
 * A browser that crashes under a file fails that file without any test having failed, and may first leave a test of
 * another file waiting until it times out (scripts/browser-crash.mjs). When those are the only failures of the run,
 * each such file runs once more, alone, in its browser; the run passes only if they all pass then. Any other failure is
 * never run again.
 */
async function rerunDisconnected(env, status) {
  let outcome;
  try {
    outcome = JSON.parse(readFileSync(env.WTR_OUTCOME, 'utf8'));
  } catch {
    return status; // the run ended before its reporters did
  }
  const again = filesToRunAgain(outcome);
  if (again.length === 0) return status;
  let rerunStatus = 0;
  for (const { browser, file, reason } of again) {
    const why =
      reason === 'timed out'
        ? 'its tests only timed out, in a browser that crashed in this run'
        : `${browser} disconnected under it (the browser crashed; no test failed)`;
    console.log(`test:browser: ${file} in ${browser}: ${why}: running that file once more`);
    const fileStatus = await run(node, [wtrBin, '--config', 'web-test-runner.config.mjs', '--files', file], {
      env: { ...env, BROWSERS: browser, WTR_OUTCOME: '' },
    });
    if (fileStatus !== 0) rerunStatus = fileStatus;
  }
  return rerunStatus;
}

let status = 1;
try {
  status = await main();
} catch (error) {
  console.error(`test:browser: ${error.message}`);
} finally {
  await stopHelpers();
}
process.exit(status);
