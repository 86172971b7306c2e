// `npm run build:element` (`vite build`): the elements' bundles for pages without a bundler, from the declarations in
// scripts/elements.mjs. Three builds (Vite environments), each an ES module library with its parts beside it:
//
//   dist/hexone-board.js, dist/hexadominos-board.js   each element alone, with its engine, Lit and XState in one file,
//                                                     its parts and computer player fetched from beside it on demand
//   dist/shared/                                      both elements for one page: Lit and XState (and what the
//                                                     games share) in one board-runtime-<hash>.js they both import
//
// These files go to pages as they are, not to another bundler: unlike a library for bundlers they are minified in
// full (Vite keeps an ES library's whitespace and annotations for the next bundler's tree-shaking).
import { defineConfig } from 'vite';
import { ELEMENTS, SHARED_DIR, cssTemplates, partFile, elementGroup, workerFile } from './scripts/elements.mjs';

/**
 * One build: `entries` (chunk name → entry file) into `outDir`, which it empties if `empty`; chunks nobody named in
 * scripts/elements.mjs (what only a part imports, such as a bot's main-thread fallback) get `unnamed` (a pattern).
 */
function library({ entries, outDir, empty, unnamed }) {
  return {
    consumer: 'client',
    build: {
      outDir,
      emptyOutDir: empty,
      target: 'es2022',
      lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js` },
      rolldownOptions: {
        // An element's file may gain exports for its parts to import: it has no public exports to keep exact.
        preserveEntrySignatures: 'allow-extension',
        output: {
          minify: true,
          comments: false,
          chunkFileNames: (chunk) => partFile(chunk) ?? unnamed,
          codeSplitting: { groups: [elementGroup(entries)] },
        },
      },
    },
  };
}

export default defineConfig({
  plugins: [cssTemplates()],
  base: './', // the files find each other (the worker too) beside themselves, wherever a page serves them
  logLevel: 'warn',
  // The computer players' workers, found at `new Worker(new URL(…, import.meta.url))`, each built to its declared file.
  worker: { format: 'es', rolldownOptions: { output: { entryFileNames: workerFile, comments: false } } },
  environments: {
    ...Object.fromEntries(
      ELEMENTS.map((element) => [
        element.game,
        // dist/ also holds the site, the package and the manifest: it is not emptied, and these files carry no hash,
        // so each build writes over the last one's.
        library({ entries: { [element.tag]: element.entry }, outDir: 'dist', empty: false, unnamed: `${element.tag}-[name].js` }),
      ]),
    ),
    [SHARED_DIR]: library({
      entries: Object.fromEntries(ELEMENTS.map((element) => [element.tag, element.entry])),
      outDir: `dist/${SHARED_DIR}`,
      empty: true,
      unnamed: '[name]-[hash].js',
    }),
  },
  // `vite build` builds the environments above, in order (not the default client environment: there is no app).
  builder: {
    async buildApp(builder) {
      for (const name of [...ELEMENTS.map((element) => element.game), SHARED_DIR]) await builder.build(builder.environments[name]);
    },
  },
});
