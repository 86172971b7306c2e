// `npm run build:element`: the standalone <hexone-board> for plain HTML pages.
//
//   dist/hexone-board.js        components/hexone-board/define.ts + engine + Lit + XState, one minified ES module
//   dist/hexone-board-fr.js, -animator.js, -computer.js
//                               parts of the element fetched on first use (ELEMENT_PARTS in element-build-options.mjs):
//                               French, animations, how a computer's turn is played
//   dist/hexone-bot.js          the computer player's client, loaded by the element on first use only
//   dist/hexone-bot-worker.js   the computer player's module worker (when components/hexone-board/bot-client.ts exists)
//   dist/hexadominos-board.js   components/hexadominos-board/define.ts + Hexa-dominos engine + Lit + XState, one module
//   dist/hexadominos-board-fr.js  its French, fetched on first use (HEXADOMINOS_PARTS)
//   dist/hexadominos-bot.js, dist/hexadominos-bot-worker.js
//                               its computer players' client (fetched with the first computer turn) and worker
//   dist/shared/                both elements for a page that shows both: hexone-board.js and hexadominos-board.js
//                               import Lit and XState from one board-runtime-<hash>.js beside them; with their
//                               parts and bots (buildSharedElements)
//   dist/custom-elements.json   Custom Elements Manifest (attributes, properties, events) for editors and docs
//
// Options: --bundle-only (skip the manifest; used before the browser tests), --quiet (no size table).
// May be started by the system Node (20): esbuild runs anywhere, the manifest analyzer is spawned with
// the Node 24 from node_modules.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import {
  ELEMENT_ENTRY,
  ELEMENT_GZIP_BUDGET,
  BOTS,
  ROOT,
  botBuildOptions,
  build,
  buildElement,
  buildHexadominosElement,
  HEXADOMINOS_FILE,
  HEXADOMINOS_GZIP_BUDGET,
  SHARED_DIR,
  SHARED_HEXADOMINOS_GZIP_BUDGET,
  buildSharedElements,
  formatKB,
  sizes,
  workerBuildOptions,
} from './element-build-options.mjs';

const args = new Set(process.argv.slice(2));
const bundleOnly = args.has('--bundle-only');
const quiet = args.has('--quiet');

function fail(message) {
  console.error(`build:element: ${message}`);
  process.exit(1);
}

/** Runs `make` (a build function) and stops with esbuild's own messages (file, line, column) if it fails. */
async function bundle(make) {
  try {
    return await make();
  } catch (error) {
    // esbuild's own messages name file, line and column.
    const messages = error.errors ?? [{ text: error.message }];
    const formatted = await esbuild.formatMessages(messages, { kind: 'error', color: process.stderr.isTTY });
    fail(`esbuild failed\n${formatted.join('\n')}`);
  }
}

function writeManifest() {
  const localNode = fileURLToPath(new URL('../node_modules/.bin/node', import.meta.url));
  const cem = fileURLToPath(new URL('../node_modules/@custom-elements-manifest/analyzer/cem.js', import.meta.url));
  const result = spawnSync(
    existsSync(localNode) ? localNode : process.execPath,
    [cem, 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (result.status !== 0) fail(`custom elements manifest failed\n${result.stdout}${result.stderr}`);
  const manifest = JSON.parse(readFileSync(`${ROOT}/dist/custom-elements.json`, 'utf8'));
  const declared = manifest.modules.flatMap((module) => module.declarations ?? []);
  for (const tag of ['hexone-board', 'hexadominos-board']) {
    if (!declared.some((declaration) => declaration.tagName === tag)) fail(`dist/custom-elements.json does not declare <${tag}>`);
  }
}

mkdirSync(`${ROOT}/dist`, { recursive: true });

const outputs = [];
const element = await bundle(buildElement);
for (const { file, contents } of element.files) outputs.push([`dist/${file}`, contents]);
const hexadominos = await bundle(buildHexadominosElement);
for (const { file, contents } of hexadominos.files) outputs.push([`dist/${file}`, contents]);
for (const game of Object.keys(BOTS)) {
  await bundle(() => build(botBuildOptions({ game })));
  outputs.push([`dist/${BOTS[game].clientFile}`, readFileSync(`${ROOT}/dist/${BOTS[game].clientFile}`)]);
  await bundle(() => build(workerBuildOptions({ game })));
  outputs.push([`dist/${BOTS[game].workerFile}`, readFileSync(`${ROOT}/dist/${BOTS[game].workerFile}`)]);
}
rmSync(`${ROOT}/dist/${SHARED_DIR}`, { recursive: true, force: true }); // the runtime chunk's name changes with its content
const shared = await bundle(buildSharedElements);
for (const { file, contents } of shared.files) outputs.push([`dist/${SHARED_DIR}/${file}`, contents]);
if (!bundleOnly) {
  writeManifest();
  outputs.push(['dist/custom-elements.json', readFileSync(`${ROOT}/dist/custom-elements.json`)]);
}

if (!quiet) {
  for (const [file, bytes] of outputs) {
    const { raw, gzip } = sizes(bytes);
    console.log(`${file.padEnd(42)} ${formatKB(raw).padStart(9)} raw ${formatKB(gzip).padStart(9)} gzip`);
  }
  const inputs = Object.keys(element.metafile.inputs).length;
  const over = sizes(outputs[0][1]).gzip > ELEMENT_GZIP_BUDGET ? ' — OVER BUDGET (tests/unit/bundle-size.test.ts fails)' : '';
  console.log(`(${inputs} modules bundled; gzip budget for hexone-board.js: ${formatKB(ELEMENT_GZIP_BUDGET)}${over})`);
  const hexadominosGzip = sizes(hexadominos.files[0].contents).gzip;
  const hexadominosOver = hexadominosGzip > HEXADOMINOS_GZIP_BUDGET ? ' — OVER BUDGET' : '';
  console.log(`(gzip budget for ${HEXADOMINOS_FILE}: ${formatKB(HEXADOMINOS_GZIP_BUDGET)}${hexadominosOver})`);
  const sharedGzip = sizes(shared.files.find((f) => f.file === HEXADOMINOS_FILE).contents).gzip;
  const sharedOver = sharedGzip > SHARED_HEXADOMINOS_GZIP_BUDGET ? ' — OVER BUDGET' : '';
  console.log(`(gzip budget for ${SHARED_DIR}/${HEXADOMINOS_FILE}, Lit and XState in the runtime beside it: ${formatKB(SHARED_HEXADOMINOS_GZIP_BUDGET)}${sharedOver})`);
}
