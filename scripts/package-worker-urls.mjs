// The compiled package keeps each module where its source was (dist/package/components/…,
// dist/package/engine/…), so relative imports still resolve. One kind of reference does not: a worker
// started with `new URL('…/worker.ts', import.meta.url)` names a TypeScript file, which Vite (the site)
// compiles but which is not in the package. After tsc has emitted, the package build points each such
// URL at the compiled `.js` beside it; this module holds that rewrite so it can be tested on its own.

/** `new URL('<relative path>.ts', import.meta.url)`, quotes either way, any spacing. */
const TS_MODULE_URL = /new URL\(\s*(['"])(\.{1,2}\/[^'"]+?)\.ts\1\s*,\s*import\.meta\.url\s*\)/g;

/**
 * Rewrites every `new URL('./x.ts', import.meta.url)` in compiled JavaScript to `./x.js`.
 * Returns the new text and the relative paths it rewrote (as written, with `.js`).
 */
export function rewriteModuleUrls(source) {
  const rewritten = [];
  const text = source.replace(TS_MODULE_URL, (_match, quote, path) => {
    rewritten.push(`${path}.js`);
    return `new URL(${quote}${path}.js${quote}, import.meta.url)`;
  });
  return { text, rewritten };
}

/** What is left pointing at a TypeScript file (a URL form the rewrite does not know): should be nothing. */
export function remainingTsUrls(source) {
  return [...source.matchAll(/new URL\([^)]*\.ts['"][^)]*\)/g)].map((match) => match[0]);
}
