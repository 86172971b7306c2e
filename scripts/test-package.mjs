// `npm run test:package`: the npm package tried the way users get it, from the packed tarball.
//
//   1. `npm pack` (its prepack builds the package) into an empty temporary folder, and a check that the tarball holds
//      every file package.json's `exports` names; with `--built` (`npm test`, which has just run `npm run build`),
//      only the package's compiled modules are made (`build:package:modules`) and the standalone files are packed as
//      they are, instead of building them a second time;
//   2. a project there installs the tarball, with Vite, React 19, Vue and their Vite plugins from the registry;
//   3. plain Node imports the engines (hexone/engine, hexone/hexadominos) and the element entry, and plays moves;
//   4. the React page's TypeScript is checked against the package's JSX types (hexone/jsx);
//   5. Vite builds three pages (no framework, React, Vue) and the tests' Chromium loads each: the boards draw,
//      take clicks, report their events to the framework, and the computer plays from its worker file.
//
// The apps' sources are in tests/package/. Prints each step with its time; always removes the temporary folder
// (KEEP_PACKAGE_TEST=1 keeps it to look inside). About a minute and a half here, most of it `npm install`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPages } from '../tests/package/check-pages.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APP = join(ROOT, 'tests/package/app');
const started = Date.now();
const temp = mkdtempSync(join(tmpdir(), 'hexone-package-'));
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs one step: prints its name, runs `work`, prints how long it took; stops the whole check on failure. */
async function step(name, work) {
  const since = Date.now();
  process.stdout.write(`• ${name} … `);
  try {
    const note = await work();
    console.log(`ok (${seconds(since)})${note ? ` — ${note}` : ''}`);
  } catch (error) {
    console.log(`FAILED (${seconds(since)})`);
    throw error;
  }
}

/** Every file path an `exports` entry names (conditions nested or not). */
function exportTargets(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(exportTargets);
  return [];
}

/** Runs a command; throws with its output when it fails. */
function run(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.error})\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** `--built`: the standalone files and the manifest are fresh in dist/ (npm test built them); compile only the modules. */
const BUILT = process.argv.includes('--built');

let code = 0;
try {
  console.log(`Package test in ${temp}`);
  let tarball;
  await step(
    `npm pack (${BUILT ? 'the modules compiled, the standalone files as built' : 'builds the package first'}), which holds every file \`exports\` names`,
    () => {
      if (BUILT) run('npm', ['run', '--silent', 'build:package:modules'], ROOT);
      const pack = ['pack', '--pack-destination', temp, '--json', '--loglevel=error', ...(BUILT ? ['--ignore-scripts'] : [])];
      const [packed] = JSON.parse(run('npm', pack, ROOT));
      tarball = packed?.filename;
      if (!tarball || !readdirSync(temp).includes(tarball)) throw new Error('npm pack wrote no tarball');
      const files = new Set(packed.files.map((file) => `./${file.path}`));
      const missing = exportTargets(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).exports).filter(
        (target) => !target.includes('*') && !files.has(target),
      );
      if (missing.length) throw new Error(`package.json exports name files the tarball lacks: ${missing.join(', ')}`);
      return `${tarball}, ${files.size} files`;
    },
  );

  const project = join(temp, 'app');
  cpSync(APP, project, { recursive: true });
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify(
      {
        name: 'hexone-package-check',
        private: true,
        type: 'module',
        dependencies: {
          hexone: `file:../${tarball}`,
          react: '^19',
          'react-dom': '^19',
          vue: '^3.5',
        },
        devDependencies: {
          vite: '^8',
          '@vitejs/plugin-react': '^6',
          '@vitejs/plugin-vue': '^6',
          '@types/react': '^19',
          '@types/react-dom': '^19',
        },
      },
      null,
      2,
    ),
  );
  await step('npm install (the tarball, Vite, React, Vue)', () => {
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], project);
  });

  await step('plain Node imports the engines and plays', () => run(process.execPath, ['node-check.mjs'], project).trim());

  // package.json's `engines` promises consumers Node 20 and later (only the development tools need 22.12+): the
  // machine's own Node, when it is older than the one npm scripts run, checks that promise.
  const systemNode = ['/usr/bin/node', '/usr/local/bin/node'].find((path) => existsSync(path));
  if (systemNode) {
    await step(`the same under the system's Node (${run(systemNode, ['--version'], project).trim()}), which \`engines\` accepts`, () =>
      run(systemNode, ['node-check.mjs'], project).trim(),
    );
  }

  await step('the React page typechecks against hexone/jsx', () => {
    run(join(ROOT, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], project);
  });

  await step('the Vue types (hexone/vue) give both elements their props, and refuse wrong ones', () => {
    run(join(ROOT, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.vue.json'], project);
  });

  await step('vite build (three pages)', () => {
    run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], project);
  });

  await step('Chromium loads the built pages', () => checkPages(join(project, 'dist')));
} catch (error) {
  console.error(`\n${error.stack ?? error}`);
  code = 1;
} finally {
  if (process.env.KEEP_PACKAGE_TEST) console.log(`(kept ${temp})`);
  else rmSync(temp, { recursive: true, force: true });
}
console.log(`\nPackage test ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}.`);
process.exit(code);
