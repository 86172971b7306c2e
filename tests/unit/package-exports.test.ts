// The npm package's map (package.json) and the package build's worker-URL rewrite. That the packed tarball
// really installs and runs (Node, Vite, React, Vue) is checked by `npm run test:package`.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remainingTsUrls, rewriteModuleUrls } from '../../scripts/package-worker-urls.mjs';

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

describe('the worker URL rewrite of the package build', () => {
  it('points a worker URL at the compiled JavaScript', () => {
    const compiled = "worker = new Worker(new URL('../../engine/hexone/bot/worker.ts', import.meta.url), { type: 'module' });";
    const { text, rewritten } = rewriteModuleUrls(compiled);
    expect(text).toBe("worker = new Worker(new URL('../../engine/hexone/bot/worker.js', import.meta.url), { type: 'module' });");
    expect(rewritten).toEqual(['../../engine/hexone/bot/worker.js']);
    expect(remainingTsUrls(text)).toEqual([]);
  });

  it('rewrites double quotes and spacing too, and reports a URL form it cannot rewrite', () => {
    expect(rewriteModuleUrls('new URL( "./w.ts" ,import.meta.url )').text).toBe('new URL("./w.js", import.meta.url)');
    expect(remainingTsUrls("new URL('https://x.example/w.ts')")).toHaveLength(1);
  });

  it('leaves any other text unchanged', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      fc.pre(!text.includes('new URL('));
      expect(rewriteModuleUrls(text)).toEqual({ text, rewritten: [] });
    }));
  });
});
