// Astro config for the rules site (site/ → dist/site/).
// dist/ itself also holds the element build (dist/hexone-board.js, dist/custom-elements.json),
// so the site gets its own subfolder: `astro build` empties only its outDir.
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { BOT_FILE, ELEMENT_FILE, ELEMENT_PARTS, HEXADOMINOS_FILE, HEXADOMINOS_PARTS, WORKER_FILE } from './scripts/element-build-options.mjs';
import { cssTemplatesVitePlugin } from './scripts/minify-css-templates.mjs';

// The standalone element (built by `npm run build:element` into dist/) is served by the site at
// /hexone-board.js, with the files it fetches on demand beside it, for the embed page's one-file recipe;
// /hexadominos-board.js and its French likewise, for the editor's script snippets of that game.
const STANDALONE = [
  ELEMENT_FILE, ...ELEMENT_PARTS.map((part) => part.file), BOT_FILE, WORKER_FILE,
  HEXADOMINOS_FILE, ...HEXADOMINOS_PARTS.map((part) => part.file),
];
const standaloneElement = {
  name: 'hexone-standalone-element',
  hooks: {
    'astro:server:setup': ({ server }) => {
      server.middlewares.use((req, res, next) => {
        const name = STANDALONE.find((n) => req.url === `/${n}`);
        const file = name && new URL(`./dist/${name}`, import.meta.url);
        if (!file || !existsSync(file)) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(file));
      });
    },
    'astro:build:done': ({ dir, logger }) => {
      for (const name of STANDALONE) {
        const from = new URL(`./dist/${name}`, import.meta.url);
        if (existsSync(from)) copyFileSync(from, new URL(name, dir));
        else logger.warn(`dist/${name} is missing: run npm run build:element (npm run build does)`);
      }
    },
  },
};

export default defineConfig({
  // The site's public address, for canonical and hreflang links: set SITE_URL when building for a deployment.
  // Without it pages carry none (never a made-up host), and code a visitor copies names the page's own address
  // (site/src/lib/site-address.ts).
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
    plugins: [cssTemplatesVitePlugin()],
    build: {
      rolldownOptions: {
        output: {
          // The board's own modules and the engine's rules they draw go in one chunk, which every Hexone page
          // loads anyway: left alone, the build splits what the editor also imports (notation, cells) into
          // chunks of their own, which compress worse (about 1.5 KB on every Hexone page). Parts fetched on
          // demand (animations, the computer, French) stay apart. Lit and XState, shared by both games'
          // boards, keep a chunk of their own, and so does Vite's helper for on-demand imports, or Hexa-dominos
          // pages would load Hexone's board to get it.
          codeSplitting: {
            groups: [
              { name: 'preload-helper', test: /preload-helper/, priority: 30 },
              { name: 'board-runtime', test: /[\\/]node_modules[\\/](lit|lit-html|lit-element|@lit|xstate)[\\/]/, priority: 20 },
              {
                name: 'hexone-board',
                test: /[\\/](engine[\\/]hexone[\\/](?!solver|bot)[^\\/]+|components[\\/]hexone-board[\\/](?!animator|computer-turn|bot-client|i18n-fr)[^\\/]+)\.ts$/,
                priority: 10,
              },
            ],
          },
        },
      },
    },
  },
});
