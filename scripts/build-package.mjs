// `npm run build:package` (after build:element): the npm package's JavaScript and declarations.
//
//   dist/package/engine/…, dist/package/components/…   tsc -p tsconfig.package.json: one .js + .d.ts per source,
//                                                      in the sources' folders (package.json `exports` name them)
//   then: worker URLs pointed at the compiled .js (scripts/package-worker-urls.mjs), and a check that every
//   `exports` target and `types` entry exists, so `npm pack` never ships a map to missing files.
//
// `npm pack` runs this first (the `prepack` script), so a tarball is never built from stale output.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remainingTsUrls, rewriteModuleUrls } from './package-worker-urls.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'dist/package');
/** Files whose worker URL must be rewritten: the build fails if one of them no longer has it. */
const EXPECTED_WORKER_URLS = ['components/hexone-board/bot-client.js', 'components/hexadominos-board/bot-client.js'];

function fail(message) {
  console.error(`build:package: ${message}`);
  process.exit(1);
}

function* javascriptFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* javascriptFiles(path);
    else if (entry.name.endsWith('.js')) yield path;
  }
}

/** Every file path an `exports` entry names (conditions nested or not). */
function exportTargets(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(exportTargets);
  return [];
}

const started = Date.now();
rmSync(OUT, { recursive: true, force: true });
// `tsc` from node_modules/.bin (npm scripts put it first on PATH), so the project's TypeScript emits.
const tsc = spawnSync('tsc', ['-p', 'tsconfig.package.json'], { cwd: ROOT, encoding: 'utf8', shell: process.platform === 'win32' });
if (tsc.status !== 0) fail(`tsc failed\n${tsc.stdout}${tsc.stderr}${tsc.error ?? ''}`);

const rewrittenIn = [];
for (const file of javascriptFiles(OUT)) {
  const source = readFileSync(file, 'utf8');
  const { text, rewritten } = rewriteModuleUrls(source);
  for (const target of rewritten) {
    if (!existsSync(resolve(dirname(file), target))) fail(`${relative(OUT, file)} points at ${target}, which was not emitted`);
  }
  const left = remainingTsUrls(text);
  if (left.length) fail(`${relative(OUT, file)} still points at TypeScript: ${left.join(', ')}`);
  if (rewritten.length) {
    writeFileSync(file, text);
    rewrittenIn.push(relative(OUT, file));
  }
}
for (const file of EXPECTED_WORKER_URLS) {
  if (!rewrittenIn.includes(file)) fail(`expected a worker URL to rewrite in ${file} (has the worker moved? update EXPECTED_WORKER_URLS)`);
}

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const missing = exportTargets(pkg.exports).filter((target) => !target.includes('*') && !existsSync(join(ROOT, target)));
if (missing.length) fail(`package.json exports name files that do not exist: ${missing.join(', ')}`);

console.log(`dist/package: compiled with declarations, worker URLs rewritten in ${rewrittenIn.join(', ')} (${Date.now() - started} ms)`);
