// The element's styles are written as ordinary, indented CSS in css`…` templates (components/**/*.styles.ts);
// Lit ships a template's text as it is, so both builds minify it: esbuild's CSS minifier, run on the text of
// each template at load time. Used by scripts/element-build-options.mjs (the standalone bundle) and by
// astro.config.mjs (the site's Vite build), so both ship the same CSS.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

/** Files whose css`…` templates are minified. */
export const STYLES_FILE = /[\\/]components[\\/].+\.styles\.ts$/;
const CSS_TEMPLATE = /\bcss`([^`]*)`/g;

/** `source` with the text of each css`…` template minified. A template with `${…}` stops the build (it cannot be parsed alone). */
export async function minifyCssTemplates(source, file = 'a styles file') {
  const templates = [...source.matchAll(CSS_TEMPLATE)];
  let out = '';
  let last = 0;
  for (const match of templates) {
    const text = match[1];
    if (text.includes('${')) throw new Error(`${file}: css\`…\` with \${…} cannot be minified on its own; write plain CSS`);
    const { code } = await transform(text, { loader: 'css', minify: true, logLevel: 'silent' });
    // esbuild keeps custom property values as written; their leading space and the spaces after commas go too.
    const css = shortenInternalProperties(
      code.trim().replace(/(--[\w-]+):\s*([^;}]*)/g, (_, name, value) => `${name}:${value.replace(/,\s+/g, ',')}`),
    );
    out += source.slice(last, match.index) + 'css`' + css.replace(/[`\\]/g, (c) => `\\${c}`) + '`';
    last = match.index + match[0].length;
  }
  return out + source.slice(last);
}

/**
 * Custom properties named `--_…` are internal to the element's styles (a page cannot set them: the readable
 * names are for the source only), so each gets a short name: `--_pawn-colour` → `--_0`. One sheet may set a
 * name that another reads (a side's colours are set with the board's CSS and read by the status line's), so
 * a name gets the same short name in every template of every styles file: the index of the name among all
 * those the styles files use, sorted (the same in every build, whatever order the files load in).
 */
function shortenInternalProperties(css) {
  return css.replace(/--_[\w-]+/g, (name) => `--_${internalIndex(name).toString(36)}`);
}

let internalNames = null;

/** The index of `name` among the `--_…` names of every styles file under components/ (a name found nowhere else comes after them). */
function internalIndex(name) {
  internalNames ??= stylesInternalNames();
  if (!internalNames.includes(name)) internalNames.push(name);
  return internalNames.indexOf(name);
}

function stylesInternalNames() {
  const root = fileURLToPath(new URL('../components/', import.meta.url));
  const names = new Set();
  for (const file of readdirSync(root, { recursive: true })) {
    if (!STYLES_FILE.test(`/components/${file}`)) continue;
    const source = readFileSync(join(root, file), 'utf8');
    for (const [, text] of source.matchAll(CSS_TEMPLATE)) {
      for (const name of text.replace(/\/\*[\s\S]*?\*\//g, '').match(/--_[\w-]+/g) ?? []) names.add(name);
    }
  }
  return [...names].sort();
}

/** esbuild plugin: minifies the css`…` templates of *.styles.ts files as they load. */
export function cssTemplatesEsbuildPlugin() {
  return {
    name: 'hexone-css-templates',
    setup(build) {
      build.onLoad({ filter: STYLES_FILE }, async (args) => {
        const { readFile } = await import('node:fs/promises');
        return { contents: await minifyCssTemplates(await readFile(args.path, 'utf8'), args.path), loader: 'ts' };
      });
    },
  };
}

/** Vite plugin (the site's build): the same minification, on *.styles.ts modules. */
export function cssTemplatesVitePlugin() {
  return {
    name: 'hexone-css-templates',
    enforce: 'pre',
    async transform(code, id) {
      if (!STYLES_FILE.test(id.split('?')[0])) return null;
      return { code: await minifyCssTemplates(code, id), map: null };
    },
  };
}
