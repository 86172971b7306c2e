// Astro config for the rules site (site/ → dist/site/).
// dist/ itself also holds the element build (dist/hexone-board.js, dist/custom-elements.json),
// so the site gets its own subfolder: `astro build` empties only its outDir.
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { ELEMENTS, cssTemplates, elementGroup } from './scripts/elements.mjs';

// The standalone elements (built by `npm run build:element` into dist/, vite.config.mjs) are served by the site beside
// its pages, /hexone-board.js with the files it fetches on demand, for the embed page's one-file recipe, and
// /hexadominos-board.js and its parts likewise (its computer's bot and worker included), for the editor's script
// snippets of that game: every file at the top of dist/ that the element builds wrote; and /shared/…, both elements
// built together, for a page that shows both (the embed page's recipe for that).
const DIST = new URL('./dist/', import.meta.url);
const jsIn = (dir) =>
  existsSync(new URL(dir, DIST))
    ? readdirSync(new URL(dir, DIST))
        .filter((name) => name.endsWith('.js'))
        .map((name) => `${dir}${name}`)
    : [];
const standaloneFiles = () => [...jsIn(''), ...jsIn('shared/')];
const standaloneElement = {
  name: 'hexone-standalone-element',
  hooks: {
    'astro:server:setup': ({ server }) => {
      server.middlewares.use((req, res, next) => {
        const name = standaloneFiles().find((n) => req.url === `/${n}`);
        if (!name) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(new URL(name, DIST)));
      });
    },
    'astro:build:done': ({ dir, logger }) => {
      const names = standaloneFiles();
      mkdirSync(new URL('shared/', dir), { recursive: true });
      for (const name of names) copyFileSync(new URL(name, DIST), new URL(name, dir));
      const missing = ELEMENTS.filter((element) => !names.includes(`${element.tag}.js`));
      if (missing.length) logger.warn(`dist/${missing[0].tag}.js is missing: run npm run build:element (npm run build does)`);
    },
  },
};

const hexone = ELEMENTS.find((element) => element.game === 'hexone');
const hexadominos = ELEMENTS.find((element) => element.game === 'hexadominos');
export default defineConfig({
  // The site's public address, for canonical and hreflang links: set SITE_URL when building for a deployment.
  // Without it pages carry none (never a made-up host), and code a visitor copies names the page's own address
  // (site/src/lib/shared/site-address.ts).
  site: process.env.SITE_URL || undefined,
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: './dist/site',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [mdx(), standaloneElement],
  // No syntax colouring: plain code blocks keep their contrast (axe) and ship no inline styles.
  markdown: { syntaxHighlight: false },
  i18n: {
    locales: ['fr', 'en'],
    defaultLocale: 'en',
    // Every page lives under /fr/… or /en/…; `/` is our own language chooser (site/src/pages/index.astro).
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  server: { port: 4321, host: '127.0.0.1' },
  devToolbar: { enabled: false },
  // The element's styles are readable CSS in the source; the site ships them minified, as the standalone file does.
  vite: {
    plugins: [cssTemplates()],
    build: {
      rolldownOptions: {
        output: {
          // The board's own modules and the engine's rules they draw go in one chunk, which every Hexone page
          // loads anyway: left alone, the build splits what the editor also imports (notation, cells) into
          // chunks of their own, which compress worse (about 1.5 KB on every Hexone page). That chunk holds what
          // the board's module loads up front (components/hexone-board/index.ts, which the site imports: the element
          // with both languages; scripts/elements.mjs), so the parts it fetches on demand (animations, the computer)
          // stay apart. Hexa-dominos' board likewise (components/hexadominos-board/index.ts), and what both boards
          // load (Lit, XState, the engines' guard module, the shared controllers) goes in a runtime chunk of its own,
          // as in dist/shared/: in Hexone's chunk, it made every Hexa-dominos page download Hexone's board. Vite's
          // helper for on-demand imports keeps a chunk of its own for the same reason.
          codeSplitting: {
            groups: [
              { name: 'preload-helper', test: /preload-helper/, priority: 30 },
              {
                ...elementGroup({ [hexone.tag]: 'components/hexone-board/index.ts', [hexadominos.tag]: 'components/hexadominos-board/index.ts' }),
                priority: 10,
              },
            ],
          },
        },
      },
    },
  },
});
