// The two elements' bundles, declared once. vite.config.mjs builds them into dist/ (`npm run build:element`),
// astro.config.mjs splits the site's build the same way and serves the standalone files, and the tests measure and
// load what these lines describe. Everything else follows from the sources: the bundler (Vite, on Rolldown) finds the
// modules an element imports on demand (`import('./i18n-fr.js')`) and puts each in a file of its own, and finds each
// computer player's worker (`new Worker(new URL('…/worker.js', import.meta.url))`) and builds it to a file beside.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import minifyLiterals from '@lit-labs/rollup-plugin-minify-html-literals';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The sounds' synthesiser, fetched by either board at the first press with its `sound` on (components/shared/
 * sound-controller.ts): one file of the same name for both, since it imports nothing of either.
 */
const SOUND = { module: 'components/shared/sound.ts', file: 'board-sound.js' };

/**
 * Each element: its entry (registers the tag), the modules it fetches the first time a board needs them, by the
 * name of the file each ships as beside the element (pages that never need one never download it, and one that
 * fails to load degrades the board rather than breaking it), and its computer player's worker.
 */
export const ELEMENTS = [
  {
    game: 'hexone',
    tag: 'hexone-board',
    entry: 'components/hexone-board/define.ts',
    parts: [
      // When a board first speaks French (components/hexone-board/i18n.ts); until then, or if it fails, English.
      { module: 'components/hexone-board/i18n-fr.ts', file: 'hexone-board-fr.js' },
      // With the first animated move (drawing-controller.ts): view-only boards and reduced motion never need it.
      { module: 'components/hexone-board/animator.ts', file: 'hexone-board-animator.js' },
      // With the computer player (computer-controller.ts): how its turn is played on the board…
      { module: 'components/hexone-board/computer-turn.ts', file: 'hexone-board-computer.js' },
      // …and the bot's client, which starts the worker below (its main-thread fallback comes on demand too).
      { module: 'components/hexone-board/bot-client.ts', file: 'hexone-bot.js' },
      SOUND,
    ],
    worker: { module: 'engine/hexone/bot/worker.ts', file: 'hexone-bot-worker.js' },
  },
  {
    game: 'hexadominos',
    tag: 'hexadominos-board',
    entry: 'components/hexadominos-board/define.ts',
    parts: [
      // When a board first speaks French (components/hexadominos-board/i18n.ts).
      { module: 'components/hexadominos-board/i18n-fr.ts', file: 'hexadominos-board-fr.js' },
      // With the first computer turn (components/hexadominos-board/computer.ts).
      { module: 'components/hexadominos-board/bot-client.ts', file: 'hexadominos-bot.js' },
      SOUND,
    ],
    worker: { module: 'engine/hexadominos/bot/worker.ts', file: 'hexadominos-bot-worker.js' },
  },
];

/** dist/shared/: both elements built together, Lit and XState (and what the games share) in one runtime file. */
export const SHARED_DIR = 'shared';
export const SHARED_RUNTIME = 'board-runtime';

const absolute = (file) => resolve(ROOT, file);
const partFiles = new Map(ELEMENTS.flatMap((element) => element.parts.map((part) => [absolute(part.module), part.file])));
const workerFiles = new Map(ELEMENTS.map((element) => [absolute(element.worker.module), element.worker.file]));

/** The declared file of a chunk whose entry is one of the parts, or `undefined` (Rolldown's chunkFileNames). */
export const partFile = (chunk) => partFiles.get(chunk.facadeModuleId ?? '');
/** A worker's file name (Vite's worker.rolldownOptions.output.entryFileNames); a worker nobody declared keeps a hashed name. */
export const workerFile = (chunk) => workerFiles.get(chunk.facadeModuleId ?? '') ?? '[name]-[hash].js';

/**
 * The entries among `entries` (module ids) that reach `id` by walking up its importers in Rolldown's module graph:
 * its static importers only (the entries that load it up front), or with `dynamic` its dynamic importers too (the
 * entries that may load it at all, up front or in a part fetched later).
 */
function entriesReaching(id, context, entries, dynamic) {
  const found = [];
  const seen = new Set([id]);
  for (const queue = [id]; queue.length > 0;) {
    const current = queue.pop();
    if (entries.has(current)) found.push(current);
    const info = context.getModuleInfo(current);
    for (const importer of [...(info?.importers ?? []), ...(dynamic ? (info?.dynamicImporters ?? []) : [])]) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return found;
}

/**
 * Rolldown code-splitting group that puts in each element's file the modules it loads up front (`entries`: chunk
 * name → entry file, relative to the root, as in Vite's `build.lib.entry`). A module that another element may load
 * too, up front or in a part, goes into `shared` instead (Lit, XState, what the games share). Left to itself the
 * bundler would also split out every module that a part fetched on demand shares with the element (the engine's cells
 * and state, which the bot's fallback reads), and the element would import four files before drawing; this way a part
 * imports what it needs from the element's file, which a page has loaded anyway. What only parts use, the bundler
 * splits as it likes.
 */
export function elementGroup(entries, shared = SHARED_RUNTIME) {
  const names = new Map(Object.entries(entries).map(([name, file]) => [absolute(file), name]));
  const ids = new Set(names.keys());
  return {
    debugName: 'element files',
    name: (id, context) => {
      const owners = entriesReaching(id, context, ids, false);
      if (owners.length === 0) return null;
      return owners.length === 1 && entriesReaching(id, context, ids, true).length === 1 ? names.get(owners[0]) : shared;
    },
  };
}

/**
 * The elements' styles are readable CSS in css`…` templates (components/**\/*.styles.ts); Lit ships a template's
 * text as written, so the builds minify it: Lit's own Rollup plugin, with Lightning CSS. Only CSS templates: the
 * html`…` templates are left as written (their spaces between inline elements are text the boards show).
 */
export const cssTemplates = () => minifyLiterals({ include: [`${ROOT}components/**/*.styles.ts`], failOnError: true, options: { shouldMinify: () => false } });
