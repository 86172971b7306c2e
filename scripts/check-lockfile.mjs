// `npm run check:lockfile`: package-lock.json must be the lockfile npm writes, whichever Node runs npm here — the
// machine's (Node 20, as `.ci/run` and a first `npm start` install) or the project's (Node 24 from the `node` dev
// dependency, first on PATH inside `npm run` and `npx`). When the two disagreed, every `npm install` rewrote the
// lockfile (docs/toolchain.md, "The lockfile").
//
// For each Node, a copy of package.json and the lockfile in a temporary folder gets
// `npm install --package-lock-only`: npm resolves the tree and writes the lockfile without installing anything (no
// node_modules, no scripts), from its cache when it can. The check fails when a copy comes back different, and
// prints which Node changed what.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LOCK = readFileSync(join(ROOT, 'package-lock.json'), 'utf8');

/** Each Node npm may run under: the machine's and the project's, when present. */
const nodes = [['/usr/bin/node', '/usr/local/bin/node'].find((path) => existsSync(path)), join(ROOT, 'node_modules/.bin/node')].filter(
  (path) => path && existsSync(path),
);

/** The dependency paths whose entries differ between two lockfiles. */
function changedEntries(before, after) {
  const a = JSON.parse(before).packages;
  const b = JSON.parse(after).packages;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}

let failed = false;
for (const node of nodes) {
  const folder = mkdtempSync(join(tmpdir(), 'hexone-lockfile-'));
  try {
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(ROOT, file), join(folder, file));
    const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
    // npm's own script runs under the first `node` on PATH: put the chosen one first.
    const env = { ...process.env, PATH: `${join(node, '..')}${delimiter}${process.env.PATH}` };
    const npm = spawnSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: folder,
      env,
      encoding: 'utf8',
    });
    if (npm.status !== 0) {
      console.error(`npm under Node ${version} failed (${npm.status}):\n${npm.stderr}`);
      failed = true;
      continue;
    }
    const changed = changedEntries(LOCK, readFileSync(join(folder, 'package-lock.json'), 'utf8'));
    if (changed.length > 0) {
      console.error(`npm under Node ${version} rewrites package-lock.json: ${changed.join(', ')}`);
      failed = true;
    } else {
      console.log(`npm under Node ${version} leaves package-lock.json as it is`);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
if (nodes.length < 2) console.log('(only one Node here: the other was not checked)');
process.exit(failed ? 1 : 0);
