// How the standalone <hexone-board> bundle is built, shared by scripts/build-element.mjs (the files in
// dist/) and tests/unit/bundle-size.test.ts (the size budget), so the budget measures what ships.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { minify } from 'terser';
import { cssTemplatesEsbuildPlugin } from './minify-css-templates.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ELEMENT_ENTRY = 'components/hexone-board/define.ts';
export const ELEMENT_FILE = 'hexone-board.js';
export const WORKER_ENTRY = 'engine/hexone/bot/worker.ts';
export const WORKER_FILE = 'hexone-bot-worker.js';
export const BOT_ENTRY = 'components/hexone-board/bot-client.ts';
export const BOT_FILE = 'hexone-bot.js';
/**
 * Parts of the element it fetches the first time it needs them, each built to its own file beside
 * hexone-board.js (the specifier is that of its dynamic import in components/): pages that never need
 * one never download it, and a part that fails to load degrades the board rather than breaking it.
 */
export const ELEMENT_PARTS = [
  // Fetched when a board first speaks French (components/hexone-board/i18n.ts); until then, or if it fails, English.
  { specifier: './i18n-fr.js', entry: 'components/hexone-board/i18n-fr.ts', file: 'hexone-board-fr.js' },
  // Fetched with the first animated move (components/hexone-board/drawing-controller.ts): view-only boards and reduced
  // motion never need it; without it, moves are drawn at once.
  { specifier: './animator.js', entry: 'components/hexone-board/animator.ts', file: 'hexone-board-animator.js' },
  // Fetched with the computer player (components/hexone-board/computer-controller.ts): how its turn is played on
  // the board, and the built-in bot's loader.
  { specifier: './computer-turn.js', entry: 'components/hexone-board/computer-turn.ts', file: 'hexone-board-computer.js' },
];
/**
 * Gzip budget of dist/hexone-board.js (engine + Lit + XState + element), checked by the unit tests.
 * The element was asked to fit in 32 KB with readable source; split by job into reactive controllers
 * and pure modules (issue 11) it measured 33.4 KB (34,244 bytes, was 31.8 KB as one 750-line class); the
 * engine's checks of untrusted input (issue 10: every state, record and value of any type refused without
 * throwing) add about 1.1 KB, for 34.6 KB, and coercing element properties of any JavaScript type (React sets
 * properties) another 0.6 KB, for 35.2 KB. Issue 10's element half (a record read once, rule sets refused,
 * a controlled component's own record not reloaded, a computer turn dropped with its attribute, record
 * errors that name their move, the worker's Trusted Types policy, in the bot's own chunk) adds 0.6 KB, for
 * 35.8 KB. Issue 14 added 2.4 KB: moves drawn over the board (a hint from `showMove`, the other side's last
 * turn), the status line during chains, keys read by position and named for the reader's layout, and the keys'
 * help panel, in both languages, for about 38.2 KB (38.4 KB later). Issue 20's engine half (every export reads its
 * input once into a checked copy, with lengths capped: the timeline helpers, cells and actions included; the
 * machine reads its input and each event once into a plain copy) adds 0.9 KB, for 39.3 KB. The budget is that
 * figure plus a little, so growth is still caught. Lit and XState alone take about 18 KB of it.
 */
export const ELEMENT_GZIP_BUDGET = 39.5 * 1024;
/**
 * Budget of the parts fetched on demand (ELEMENT_PARTS), checked too, so that weight moved out of the
 * main file cannot grow unnoticed: a French page with a playable, animated board against the computer
 * downloads hexone-board.js and all three.
 */
export const PARTS_GZIP_BUDGET = 4.5 * 1024;

/**
 * Each game's computer player: the client module the element fetches on first use (it starts the worker
 * with `new URL('<workerUrl>', import.meta.url)`, which Vite, the site's bundler, understands as is) and
 * the worker's entry, each built to its own file beside the element for the standalone bundle.
 */
export const BOTS = {
  hexone: {
    client: BOT_ENTRY, clientFile: BOT_FILE, worker: WORKER_ENTRY, workerFile: WORKER_FILE,
    workerUrl: '../../engine/hexone/bot/worker.ts',
  },
  hexadominos: {
    client: 'components/hexadominos-board/bot-client.ts', clientFile: 'hexadominos-bot.js',
    worker: 'engine/hexadominos/bot/worker.ts', workerFile: 'hexadominos-bot-worker.js',
    workerUrl: '../../engine/hexadominos/bot/worker.ts',
  },
};
export const HEXADOMINOS_BOT_FILE = BOTS.hexadominos.clientFile;
export const HEXADOMINOS_WORKER_FILE = BOTS.hexadominos.workerFile;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * esbuild plugin: in the bot's client module, point its one worker URL at the worker file built beside the
 * element (e.g. ./hexone-bot-worker.js); stop the build if the client no longer has exactly one.
 */
function workerUrlPlugin(root, bot) {
  const url = new RegExp(`new URL\\(\\s*(['"])${escapeRegExp(bot.workerUrl)}\\1\\s*,\\s*import\\.meta\\.url\\s*\\)`, 'g');
  const folder = bot.client.slice(0, bot.client.lastIndexOf('/'));
  return {
    name: 'bot-worker-url',
    setup(build) {
      build.onLoad({ filter: new RegExp(`[\\\\/]${bot.client.split('/').map(escapeRegExp).join('[\\\\/]')}$`) }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const matches = source.match(url) ?? [];
        if (matches.length !== 1) {
          return {
            errors: [
              {
                text:
                  `${bot.client} must contain exactly one new URL('${bot.workerUrl}', import.meta.url) ` +
                  `(found ${matches.length}); the standalone build rewrites it to ./${bot.workerFile}`,
              },
            ],
          };
        }
        return {
          contents: source.replace(url, `new URL('./${bot.workerFile}', import.meta.url)`),
          loader: 'ts',
          resolveDir: `${root}/${folder}`,
        };
      });
    },
  };
}

/** Every file the element loads on demand, by the specifier of its dynamic import (the bot too: components/hexone-board/computer-turn.ts). */
export const LAZY_MODULES = {
  ...Object.fromEntries(ELEMENT_PARTS.map((part) => [part.specifier, part.file])),
  './bot-client.js': BOT_FILE,
};

/** esbuild plugin: those dynamic imports stay dynamic and point at the files built beside the bundle. */
function lazyModulesPlugin(modules = LAZY_MODULES) {
  return {
    name: 'hexone-lazy-modules',
    setup(build) {
      build.onResolve({ filter: /^\.\/[\w-]+\.js$/ }, (args) =>
        args.kind === 'dynamic-import' && modules[args.path] ? { path: `./${modules[args.path]}`, external: true } : undefined,
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
 * esbuild options for dist/hexone-board.js: components/hexone-board/define.ts with the engine, Lit and XState in one
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
    ...MANGLE,
    plugins: [lazyModulesPlugin(), cssTemplatesEsbuildPlugin()],
  };
}

/**
 * Lit's, XState's and the element's internal members are named `_…` (Lit's own builds mangle them the
 * same way), so they are shortened. Only the element's parts read them from outside this file, and they
 * are built with the same names (`mangleCache`); `__…` names (globals such as `__xstate__` that dev tools
 * look for) are kept. The element's public API has no `_` names.
 */
const MANGLE = { mangleProps: /^_[^_]/, reserveProps: /^__/ };

/** esbuild options for one of ELEMENT_PARTS, with the mangled names of the element's build. */
export function partBuildOptions(part, { root = ROOT, outdir = 'dist', write = true, mangleCache = {} } = {}) {
  return {
    ...COMMON,
    ...MANGLE,
    mangleCache,
    absWorkingDir: root,
    entryPoints: [part.entry],
    outfile: `${outdir}/${part.file}`,
    write,
    metafile: true,
    plugins: [lazyModulesPlugin()],
  };
}

/**
 * esbuild options for a game's bot client, dist/hexone-bot.js or dist/hexadominos-bot.js (`game`): the
 * computer player's client (worker first, main-thread fallback).
 */
export function botBuildOptions({ root = ROOT, outdir = 'dist', write = true, game = 'hexone' } = {}) {
  const bot = BOTS[game];
  return {
    ...COMMON,
    absWorkingDir: root,
    entryPoints: [bot.client],
    outfile: `${outdir}/${bot.clientFile}`,
    write,
    metafile: true,
    plugins: [workerUrlPlugin(root, bot)],
  };
}

/** esbuild options for a game's module worker (dist/hexone-bot-worker.js, …), in which the computer player thinks. */
export function workerBuildOptions({ root = ROOT, outdir = 'dist', write = true, game = 'hexone' } = {}) {
  const bot = BOTS[game];
  return {
    ...COMMON,
    absWorkingDir: root,
    entryPoints: [bot.worker],
    outfile: `${outdir}/${bot.workerFile}`,
    write,
    metafile: true,
  };
}

/**
 * Terser after esbuild: esbuild bundles and strips types; terser's second look (two compress passes)
 * saves about 3 % more, which is what lets the element meet its gzip budget.
 */
const TERSER = { module: true, ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } };

/**
 * Builds with `options` (one of the functions above), then minifies each output with terser, and writes
 * the files unless `options.write` is false. Returns esbuild's metafile and the final files
 * `{ path, contents, text }`: what the size budget measures is exactly what ships.
 */
export async function build(options) {
  const result = await esbuild.build({ ...options, write: false });
  const mangleCache = result.mangleCache;
  const files = [];
  for (const file of result.outputFiles) {
    const { code } = await minify(file.text, TERSER);
    const contents = new TextEncoder().encode(code);
    files.push({ path: file.path, contents, text: code });
    if (options.write !== false) {
      mkdirSync(dirname(file.path), { recursive: true });
      writeFileSync(file.path, contents);
    }
  }
  return { metafile: result.metafile, outputFiles: files, mangleCache };
}

/**
 * dist/hexone-board.js and its parts (ELEMENT_PARTS), built as they ship: `[{ file, contents, newNames }]`,
 * the element first, plus the element's metafile. `newNames` lists the `_` members a part names otherwise
 * than the element's file does (there should be none). `write: false` keeps them in memory (the size tests).
 */
export async function buildElement({ root = ROOT, outdir = 'dist', write = true } = {}) {
  const element = await build({ ...elementBuildOptions({ root, outdir, write }), mangleCache: {} });
  const files = [{ file: ELEMENT_FILE, contents: element.outputFiles[0].contents, newNames: [] }];
  for (const part of ELEMENT_PARTS) {
    const built = await build(partBuildOptions(part, { root, outdir, write, mangleCache: element.mangleCache }));
    // `_` members a part names differently from the element's file (or that file lacks): they would miss.
    const newNames = Object.keys(built.mangleCache).filter((name) => built.mangleCache[name] !== element.mangleCache[name]);
    files.push({ file: part.file, contents: built.outputFiles[0].contents, newNames });
  }
  return { metafile: element.metafile, files };
}

/** Raw and gzip (level 9, as a server would send it) sizes of some bytes. */
export function sizes(bytes) {
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export function formatKB(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

// ---------------------------------------------------------------------------------------------------
// The standalone <hexadominos-board>, built the same way: esbuild then terser, internal `_` members
// shortened, French fetched on demand from a file beside it.

export const HEXADOMINOS_ENTRY = 'components/hexadominos-board/define.ts';
export const HEXADOMINOS_FILE = 'hexadominos-board.js';
/** Parts of <hexadominos-board> fetched on first use (specifier of the dynamic import in components/hexadominos-board/). */
export const HEXADOMINOS_PARTS = [
  // Fetched when a board first speaks French (components/hexadominos-board/i18n.ts); until then, or if it fails, English.
  { specifier: './i18n-fr.js', entry: 'components/hexadominos-board/i18n-fr.ts', file: 'hexadominos-board-fr.js' },
];
/**
 * Gzip budget of the one-file dist/hexadominos-board.js (element + Hexa-dominos engine and machine + Lit +
 * XState). The element was asked to fit in 32 KB with Lit and XState shared with <hexone-board>: that is
 * dist/shared/hexadominos-board.js (SHARED_HEXADOMINOS_GZIP_BUDGET, 24.9 KB measured). Alone, with its own
 * Lit and XState (about 16 KB of it), it measured 41.2 KB; the budget is that plus a little, so growth is
 * still caught. Loading the end-of-game panel, score sheet, privacy screen and who-starts draw on demand
 * was measured to save only 1.0 KB, not worth a panel that appears late.
 */
export const HEXADOMINOS_GZIP_BUDGET = 41.5 * 1024;

/**
 * dist/hexadominos-board.js and its parts, as they ship: `[{ file, contents, newNames }]`, the element
 * first, plus the element's metafile (as `buildElement` gives them for <hexone-board>).
 */
export async function buildHexadominosElement({ root = ROOT, outdir = 'dist', write = true } = {}) {
  const lazy = {
    ...Object.fromEntries(HEXADOMINOS_PARTS.map((part) => [part.specifier, part.file])),
    './bot-client.js': HEXADOMINOS_BOT_FILE, // components/hexadominos-board/computer.ts, with the first computer turn
  };
  const options = (entry, file, mangleCache) => ({
    ...COMMON, ...MANGLE, mangleCache, absWorkingDir: root, entryPoints: [entry], outfile: `${outdir}/${file}`, write, metafile: true,
    plugins: [lazyModulesPlugin(lazy)],
  });
  const element = await build(options(HEXADOMINOS_ENTRY, HEXADOMINOS_FILE, {}));
  const files = [{ file: HEXADOMINOS_FILE, contents: element.outputFiles[0].contents, newNames: [] }];
  for (const part of HEXADOMINOS_PARTS) {
    const built = await build(options(part.entry, part.file, element.mangleCache));
    const newNames = Object.keys(built.mangleCache).filter((name) => built.mangleCache[name] !== element.mangleCache[name]);
    files.push({ file: part.file, contents: built.outputFiles[0].contents, newNames });
  }
  return { metafile: element.metafile, files };
}

// ---------------------------------------------------------------------------------------------------
// Both elements for a page that shows both: dist/shared/hexone-board.js and dist/shared/hexadominos-board.js
// import Lit and XState from one chunk beside them (board-runtime-<hash>.js), so the page downloads and
// runs them once. Each element's own file then weighs only its game. Same recipe otherwise (esbuild then
// terser, `_` members shortened, the same parts and bots fetched on demand from beside them); the
// one-file builds above stay for pages with one board.

export const SHARED_DIR = 'shared';
export const SHARED_RUNTIME_PREFIX = 'board-runtime-';
/** Gzip budget of dist/shared/hexadominos-board.js: the 32 KB the element was asked to fit in, Lit and XState shared. */
export const SHARED_HEXADOMINOS_GZIP_BUDGET = 32 * 1024;

/** Each element's dynamic imports, by the folder of the module that makes them (both name './i18n-fr.js' and './bot-client.js'). */
const LAZY_BY_FOLDER = {
  'hexone-board': LAZY_MODULES,
  'hexadominos-board': {
    ...Object.fromEntries(HEXADOMINOS_PARTS.map((part) => [part.specifier, part.file])),
    './bot-client.js': HEXADOMINOS_BOT_FILE,
  },
};

function lazyByFolderPlugin() {
  return {
    name: 'lazy-modules-by-element',
    setup(build) {
      build.onResolve({ filter: /^\.\/[\w-]+\.js$/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const folder = args.importer.split(/[\\/]/).at(-2);
        const file = LAZY_BY_FOLDER[folder]?.[args.path];
        return file ? { path: `./${file}`, external: true } : undefined;
      });
    },
  };
}

/**
 * dist/shared/: both elements, the runtime chunk, and every file they fetch on demand, as they ship:
 * `{ files: [{ file, contents, newNames }], metafile }` (elements first, then the chunk, then the rest).
 */
export async function buildSharedElements({ root = ROOT, outdir = 'dist', write = true } = {}) {
  const dir = `${outdir}/${SHARED_DIR}`;
  const elements = await build({
    ...COMMON, ...MANGLE, mangleCache: {}, absWorkingDir: root, write, metafile: true,
    entryPoints: { 'hexone-board': ELEMENT_ENTRY, 'hexadominos-board': HEXADOMINOS_ENTRY },
    outdir: dir, splitting: true, chunkNames: `${SHARED_RUNTIME_PREFIX}[hash]`,
    plugins: [lazyByFolderPlugin(), cssTemplatesEsbuildPlugin()],
  });
  const name = (path) => path.split(/[\\/]/).at(-1);
  const files = elements.outputFiles
    .map((file) => ({ file: name(file.path), contents: file.contents, newNames: [] }))
    .sort((a, b) => Number(a.file.startsWith(SHARED_RUNTIME_PREFIX)) - Number(b.file.startsWith(SHARED_RUNTIME_PREFIX)));
  for (const part of [...ELEMENT_PARTS, ...HEXADOMINOS_PARTS]) {
    const built = await build(partBuildOptions(part, { root, outdir: dir, write, mangleCache: elements.mangleCache }));
    const newNames = Object.keys(built.mangleCache).filter((key) => built.mangleCache[key] !== elements.mangleCache[key]);
    files.push({ file: part.file, contents: built.outputFiles[0].contents, newNames });
  }
  for (const game of Object.keys(BOTS)) {
    for (const options of [botBuildOptions({ root, outdir: dir, write, game }), workerBuildOptions({ root, outdir: dir, write, game })]) {
      const built = await build(options);
      files.push({ file: name(built.outputFiles[0].path), contents: built.outputFiles[0].contents, newNames: [] });
    }
  }
  return { files, metafile: elements.metafile };
}
