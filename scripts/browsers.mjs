// Where the test browsers are, and what to do when they are missing: one place for every script that
// launches one (scripts/test-browser.mjs, web-test-runner.config.mjs, tests/site/playwright.config.ts,
// tests/site/shared/lighthouse.spec.ts).
//
// Paths come from environment variables, with Debian's paths as defaults, so the tests also run with a
// developer's own browsers:
//   HEXONE_CHROMIUM        /usr/bin/chromium-headless-shell
//   HEXONE_FIREFOX         /usr/bin/firefox-esr
//   HEXONE_WEBKIT_DRIVER   /usr/bin/WebKitWebDriver
//   HEXONE_MINIBROWSER     /usr/lib/<arch>-linux-gnu/webkit2gtk-4.1/MiniBrowser
//   HEXONE_XVFB            /usr/bin/Xvfb (MiniBrowser has no headless mode: it runs on a virtual display)
//
// When a default path is missing, `ensureBrowsers` installs the Debian packages if it can (root and
// apt-get), else stops at once with the exact command to run: never a launcher's stack trace.
// Plain JavaScript, so the system Node (20) can run it before anything else.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const MULTIARCH = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' }[process.arch] ?? `${process.arch}-linux-gnu`;

/** Each program a browser run needs: its variable, Debian default path and the package that brings it. */
export const PROGRAMS = {
  // Chromium's headless shell, the build Playwright itself runs headless tests in: the whole site suite takes half
  // the time it takes in the full browser's headless mode (docs/contributing.md, "Test suite"), with the same results.
  chromium: { variable: 'HEXONE_CHROMIUM', path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' },
  firefox: { variable: 'HEXONE_FIREFOX', path: '/usr/bin/firefox-esr', debianPackage: 'firefox-esr' },
  webkitDriver: { variable: 'HEXONE_WEBKIT_DRIVER', path: '/usr/bin/WebKitWebDriver', debianPackage: 'webkit2gtk-driver' },
  // MiniBrowser comes with libwebkit2gtk-4.1-0, a dependency of webkit2gtk-driver.
  miniBrowser: { variable: 'HEXONE_MINIBROWSER', path: `/usr/lib/${MULTIARCH}/webkit2gtk-4.1/MiniBrowser`, debianPackage: 'webkit2gtk-driver' },
  xvfb: { variable: 'HEXONE_XVFB', path: '/usr/bin/Xvfb', debianPackage: 'xvfb' },
};

/** The programs each browser of the tests needs. */
export const NEEDS = {
  chromium: ['chromium'],
  firefox: ['firefox'],
  webkit: ['webkitDriver', 'miniBrowser', 'xvfb'],
};

/** Every package the full test run needs (what `npm test`'s first step installs when missing, and the README names). */
export const ALL_PACKAGES = ['chromium-headless-shell', 'firefox-esr', 'webkit2gtk-driver', 'xvfb'];

/** The path of each program: its environment variable when set, else the Debian default. */
export function browserPaths(env = process.env) {
  return Object.fromEntries(Object.entries(PROGRAMS).map(([name, p]) => [name, env[p.variable] || p.path]));
}

/** The command that installs `packages` (with sudo when not root). */
export function installCommand(packages, { isRoot }) {
  const sudo = isRoot ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(' ')}`;
}

/**
 * What to do for the browsers `browsers` (names of NEEDS), given the facts of the machine. Pure: the
 * facts are passed in, so every branch is tested without touching the machine.
 *   facts: { env, exists(path) → boolean, isRoot, hasAptGet }
 * Answers { action: 'ready', paths } · { action: 'install', packages, command } · { action: 'stop', message }.
 */
export function decideBrowsers(browsers, { env, exists, isRoot, hasAptGet }) {
  const paths = browserPaths(env);
  const programs = [...new Set(browsers.flatMap((browser) => NEEDS[browser] ?? []))];
  const missing = programs.filter((name) => !exists(paths[name]));
  if (missing.length === 0) return { action: 'ready', paths };

  // A path the user set is theirs to fix: installing Debian's package would not put anything there.
  const chosen = missing.filter((name) => env[PROGRAMS[name].variable]);
  if (chosen.length > 0) {
    const lines = chosen.map((name) => `  ${PROGRAMS[name].variable}=${paths[name]}: no such program`);
    return {
      action: 'stop',
      message: `Browser tests: a browser path set in the environment does not exist:\n${lines.join('\n')}\nFix the variable, or unset it to use Debian's ${chosen.map((n) => PROGRAMS[n].debianPackage).join(', ')}.`,
    };
  }
  const packages = [...new Set(missing.map((name) => PROGRAMS[name].debianPackage))];
  const command = installCommand(packages, { isRoot });
  if (isRoot && hasAptGet) return { action: 'install', packages, command };
  const what = missing.map((name) => `  ${paths[name]} (Debian package ${PROGRAMS[name].debianPackage}; or set ${PROGRAMS[name].variable})`);
  const how = hasAptGet
    ? `Install them with:\n  ${command}`
    : `This machine has no apt-get: install ${packages.join(', ')} your own way, or point the variables above at your browsers.`;
  return { action: 'stop', message: `Browser tests need programs that are missing:\n${what.join('\n')}\n${how}` };
}

/** True when `path` is an executable file (what a launcher will need). */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(program, env = process.env) {
  return (env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutable(join(dir, program)));
}

/** The facts `decideBrowsers` needs, read from this machine. */
export function machineFacts(env = process.env) {
  return { env, exists: isExecutable, isRoot: process.getuid?.() === 0, hasAptGet: onPath('apt-get', env) };
}

/**
 * Makes sure the programs for `browsers` are there: installs Debian's packages when it can, else prints
 * what to run and exits (status 2). Returns the paths. `install: false` only checks (for configs).
 */
export function ensureBrowsers(browsers, { install = true, facts = machineFacts() } = {}) {
  let decision = decideBrowsers(browsers, facts);
  if (decision.action === 'install' && install) {
    const { command, packages } = decision;
    console.log(`Browser tests: installing ${packages.join(', ')} (${command})`);
    const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const updated = spawnSync('apt-get', ['update'], { stdio: 'inherit', env: aptEnv }).status === 0;
    if (updated) spawnSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env: aptEnv });
    decision = decideBrowsers(browsers, facts);
    if (decision.action !== 'ready') {
      decision = { action: 'stop', message: `Browser tests: \`${command}\` did not bring every program needed (see its output above).` };
    }
  } else if (decision.action === 'install') {
    decision = { action: 'stop', message: `Browser tests need ${decision.packages.join(', ')}. Install them with:\n  ${decision.command}` };
  }
  if (decision.action === 'ready') return decision.paths;
  console.error(decision.message);
  process.exit(2);
}

// `node scripts/browsers.mjs [chromium|firefox|webkit …]`: checks (and installs when it can) before a run;
// `npm test` starts with it, so a missing browser stops the run in its first second, not after the unit tests.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const named = process.argv.slice(2);
  const browsers =
    named.length > 0
      ? named
      : (process.env.BROWSERS || 'chromium,firefox,webkit')
          .split(',')
          .map((b) => b.trim().toLowerCase())
          .filter(Boolean);
  const unknown = browsers.filter((b) => !(b in NEEDS));
  if (unknown.length > 0) {
    console.error(`browsers: unknown ${unknown.join(', ')}; choose among ${Object.keys(NEEDS).join(', ')}`);
    process.exit(2);
  }
  ensureBrowsers(browsers);
  console.log(`Browsers ready: ${browsers.join(', ')}`);
}
