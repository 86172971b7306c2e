// The npm package's map (package.json), and the worker URLs it ships as written: the package is tsc's output of the
// sources (`npm run build:package`), which keeps each `new URL('…', import.meta.url)` as it is. That the packed
// tarball really installs and runs (Node, Vite, React, Vue) is checked by `npm run test:package`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ELEMENTS } from '@scripts/elements.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as {
  exports: Record<string, string | { types: string; default?: string }>;
  files: string[];
  sideEffects: string[];
};

/** The source file a compiled path comes from: ./dist/package/engine/hexone/index.js → engine/hexone/index.ts. */
const sourceOf = (compiled: string) => compiled.replace(/^\.\/dist\/package\//, '').replace(/\.(d\.ts|js)$/, '.ts');
/** Whether the files list ships `path` (a pattern `dist/hexone-*.js` is shipped when a files entry lies within it). */
function shipped(path: string): boolean {
  const [prefix, wildcard] = path.replace(/^\.\//, '').split('*');
  return pkg.files.some((entry) => (wildcard === undefined ? prefix.startsWith(entry.replace(/\*.*$/, '')) : entry.startsWith(prefix)));
}

describe('the package exports', () => {
  it('point every module entry at compiled JavaScript with its declarations, from an existing source', () => {
    for (const [name, target] of Object.entries(pkg.exports)) {
      if (typeof target === 'string' || !target.default) continue;
      expect(target.default, name).toMatch(/^\.\/dist\/package\/.+\.js$/);
      expect(target.types, name).toBe(target.default.replace(/\.js$/, '.d.ts'));
      expect(existsSync(`${ROOT}/${sourceOf(target.default)}`), `${name}: ${sourceOf(target.default)}`).toBe(true);
    }
  });

  it('name only files that the files list puts in the tarball', () => {
    for (const [name, target] of Object.entries(pkg.exports)) {
      for (const path of typeof target === 'string' ? [target] : Object.values(target)) {
        if (path !== './package.json') expect(shipped(path), `${name}: ${path}`).toBe(true);
      }
    }
  });

  it('give both elements and both engines an entry', () => {
    expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining(['.', './define', './hexadominos-board', './engine', './hexadominos', './jsx']));
  });

  it('declare side effects for the modules that register elements, and none for the engines', () => {
    expect(pkg.sideEffects).toContain('./dist/package/components/*/define.js');
    expect(pkg.sideEffects.filter((entry) => entry.includes('/engine/') && !/\/worker\.[jt]s$/.test(entry))).toEqual([]);
  });

  it('keep the sources the site imports for their effects, or its bundler drops the page scripts', () => {
    // Vite reads this list for the repository's own files too: without these, site/src/scripts/… and the
    // define modules count as pure and a page's `<script>import '…'</script>` builds to nothing.
    expect(pkg.sideEffects).toEqual(expect.arrayContaining(['./site/**', './components/*/define.ts', './components/index.ts']));
  });
});

/** Every `new URL('…', import.meta.url)` in the package's sources (engine/, components/), with the file it is in. */
function moduleUrls(): { file: string; url: string }[] {
  const found: { file: string; url: string }[] = [];
  for (const folder of ['engine', 'components']) {
    for (const file of readdirSync(`${ROOT}/${folder}`, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
      // Comments left out: they may quote the pattern.
      const source = readFileSync(`${ROOT}/${folder}/${file}`, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const m of source.matchAll(/new URL\(\s*(['"`])([^'"`]+)\1\s*,\s*import\.meta\.url\s*\)/g)) found.push({ file: `${folder}/${file}`, url: m[2] });
    }
  }
  return found;
}

describe('the worker URLs the package ships as written', () => {
  it("exist: one per game's computer player", () => {
    const workers = moduleUrls().filter(({ url }) => url.endsWith('/worker.js'));
    expect(workers.map(({ file }) => file).sort()).toEqual(['components/hexadominos-board/bot-client.ts', 'components/hexone-board/bot-client.ts']);
  });

  it('name the compiled .js of a source beside them, as bundlers (and the package) resolve it', () => {
    const urls = moduleUrls();
    expect(urls.length).toBeGreaterThan(0);
    for (const { file, url } of urls) {
      expect(url, file).toMatch(/^\.\.?\/.+\.js$/);
      const source = new URL(url.replace(/\.js$/, '.ts'), `file://${ROOT}/${file}`);
      expect(existsSync(source), `${file}: ${url} has no source`).toBe(true);
    }
  });

  it('ship the standalone files in the tarball: every element, part and worker the builds name', () => {
    for (const element of ELEMENTS) {
      for (const file of [`${element.tag}.js`, ...element.parts.map((part) => part.file), element.worker.file]) {
        expect(shipped(`dist/${file}`), file).toBe(true);
        expect(shipped(`dist/shared/${file}`), `shared/${file}`).toBe(true);
      }
    }
  });
});
