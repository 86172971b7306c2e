// Size budget of the standalone element: dist/hexone-board.js (element + engine + Lit + XState) must stay
// within ELEMENT_GZIP_BUDGET (39.5 KB gzip), and the parts it fetches on demand within theirs; the same for
// <hexadominos-board>, alone and beside <hexone-board> with Lit and XState shared (dist/shared/).
// Built in memory exactly as `npm run build:element` builds them (esbuild, then terser).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BOT_FILE,
  ELEMENT_FILE,
  ELEMENT_GZIP_BUDGET,
  ELEMENT_PARTS,
  HEXADOMINOS_BOT_FILE,
  HEXADOMINOS_FILE,
  HEXADOMINOS_GZIP_BUDGET,
  HEXADOMINOS_PARTS,
  HEXADOMINOS_WORKER_FILE,
  PARTS_GZIP_BUDGET,
  SHARED_HEXADOMINOS_GZIP_BUDGET,
  SHARED_RUNTIME_PREFIX,
  buildSharedElements,
  WORKER_FILE,
  botBuildOptions,
  buildElement,
  buildHexadominosElement,
  formatKB,
  sizes,
  workerBuildOptions,
} from '../../scripts/element-build-options.mjs';

let built: ReturnType<typeof buildElement> | undefined;
/** One in-memory build shared by the tests below (started by the first test that needs it). */
function bundle() {
  built ??= buildElement({ write: false });
  return built;
}
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('the standalone <hexone-board> bundle', () => {
  it('is a single ES module with no static imports left to resolve', async () => {
    const { files, metafile } = await bundle();
    expect(files.map((f) => f.file)).toEqual([ELEMENT_FILE, ...ELEMENT_PARTS.map((part) => part.file)]);
    const [output] = Object.values(metafile.outputs);
    // The only imports left are the files it fetches on demand (see the tests below).
    expect(output.imports.filter((i: { kind: string }) => i.kind !== 'dynamic-import')).toEqual([]);
  });

  it('carries the element, the engine, Lit and XState', async () => {
    const inputs = Object.keys((await bundle()).metafile.inputs);
    for (const part of ['components/hexone-board/hexone-board.ts', 'engine/hexone/rules.ts', 'engine/hexone/machine.ts', 'node_modules/lit-html/', 'node_modules/xstate/']) {
      expect(inputs.some((input) => input.includes(part)), part).toBe(true);
    }
  });

  it('fits in its gzip budget (39.5 KB)', async () => {
    const { raw, gzip } = sizes((await bundle()).files[0].contents);
    console.log(`${ELEMENT_FILE}: ${formatKB(raw)} raw, ${formatKB(gzip)} gzip (budget ${formatKB(ELEMENT_GZIP_BUDGET)})`);
    expect(ELEMENT_GZIP_BUDGET).toBe(39.5 * 1024);
    expect(gzip, `${ELEMENT_FILE} is ${formatKB(gzip)} gzip`).toBeLessThanOrEqual(ELEMENT_GZIP_BUDGET);
  });

  it('fetches French, the animations and the computer\'s turn from files beside it, which stay within their budget', async () => {
    const { files } = await bundle();
    const main = text(files[0].contents);
    let total = 0;
    for (const { file, contents } of files.slice(1)) {
      expect(main, file).toContain(`import("./${file}")`);
      // A part is self-contained: no import of its own that a plain page could not resolve.
      expect(text(contents), file).not.toMatch(/^import|[;}]import[ {]|from"/);
      total += sizes(contents).gzip;
    }
    console.log(`parts: ${files.slice(1).map((f) => `${f.file} ${formatKB(sizes(f.contents).gzip)}`).join(', ')} (budget ${formatKB(PARTS_GZIP_BUDGET)} together)`);
    expect(total).toBeLessThanOrEqual(PARTS_GZIP_BUDGET);
    expect(main).not.toContain('.ts"');
  });

  it('builds its parts with the element\'s own short names for the internal members they share', async () => {
    const { files } = await bundle();
    // An internal `_…` member a part reads (the element's reactive state, say) must have the element file's short name.
    for (const { file, newNames } of files) expect(newNames, file).toEqual([]);
  });

  it('loads the computer player on first use from hexone-bot.js, which starts the worker file', async () => {
    const { files } = await bundle();
    const computer = text(files.find((f) => f.file === 'hexone-board-computer.js')!.contents);
    expect(computer).toContain(`import("./${BOT_FILE}")`);
    const bot = await esbuild.build({ ...botBuildOptions({ write: false }), write: false });
    expect(bot.outputFiles[0].text).toContain(`new URL("./${WORKER_FILE}",import.meta.url)`);
    const worker = await esbuild.build({ ...workerBuildOptions({ write: false }), write: false });
    console.log(`${BOT_FILE}: ${formatKB(sizes(bot.outputFiles[0].contents).gzip)} gzip, ${WORKER_FILE}: ${formatKB(sizes(worker.outputFiles[0].contents).gzip)} gzip`);
    expect(Object.values(bot.metafile.outputs)[0].imports).toEqual([]);
    expect(Object.values(worker.metafile.outputs)[0].imports).toEqual([]);
  });
});

describe('the worker address rewrite', () => {
  const root = mkdtempSync(join(tmpdir(), 'hexone-build-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function project(botClient: string): void {
    mkdirSync(join(root, 'components/hexone-board'), { recursive: true });
    writeFileSync(join(root, 'tsconfig.json'), '{}');
    writeFileSync(join(root, 'components/hexone-board/bot-client.ts'), botClient);
  }

  it('points the worker URL of components/hexone-board/bot-client.ts at hexone-bot-worker.js', async () => {
    project(
      "export function startBot() {\n  return new Worker(new URL('../../engine/hexone/bot/worker.ts', import.meta.url), { type: 'module' });\n}\n",
    );
    const result = await esbuild.build(botBuildOptions({ root, write: false }));
    expect(result.outputFiles![0].text).toMatch(/new URL\("\.\/hexone-bot-worker\.js",import\.meta\.url\)/);
  });

  it('stops the build when the worker URL is missing instead of shipping a page without a computer player', async () => {
    project("export function startBot() {\n  return new Worker('somewhere-else.js');\n}\n");
    await expect(esbuild.build(botBuildOptions({ root, write: false }))).rejects.toThrow(/must contain exactly one/);
  });
});

describe('the standalone <hexadominos-board> bundle', () => {
  let builtHexadominos: ReturnType<typeof buildHexadominosElement> | undefined;
  const hexadominos = () => (builtHexadominos ??= buildHexadominosElement({ write: false }));

  it('is a single ES module that carries the element, the Hexa-dominos engine and machine, Lit and XState', async () => {
    const { files, metafile } = await hexadominos();
    expect(files.map((f) => f.file)).toEqual([HEXADOMINOS_FILE, ...HEXADOMINOS_PARTS.map((part) => part.file)]);
    const [output] = Object.values(metafile.outputs);
    expect(output.imports.filter((i: { kind: string }) => i.kind !== 'dynamic-import')).toEqual([]);
    const inputs = Object.keys(metafile.inputs);
    for (const part of ['components/hexadominos-board/hexadominos-board.ts', 'engine/hexadominos/rules.ts', 'engine/hexadominos/machine.ts', 'node_modules/lit-html/', 'node_modules/xstate/']) {
      expect(inputs.some((input) => input.includes(part)), part).toBe(true);
    }
    // Nothing of the other game's element or engine comes along.
    expect(inputs.filter((input) => input.includes('hexone'))).toEqual([]);
  });

  it('fetches its French from a file beside it, self-contained, named with the element\'s own short names', async () => {
    const { files } = await hexadominos();
    const main = text(files[0].contents);
    for (const { file, contents, newNames } of files.slice(1)) {
      expect(main, file).toContain(`import("./${file}")`);
      expect(text(contents), file).not.toMatch(/^import|[;}]import[ {]|from"/);
      expect(newNames, file).toEqual([]);
    }
  });

  it('loads its computer players on first use from hexadominos-bot.js, which starts the worker file', async () => {
    const { files } = await hexadominos();
    expect(text(files[0].contents)).toContain(`import("./${HEXADOMINOS_BOT_FILE}")`);
    const bot = await esbuild.build({ ...botBuildOptions({ game: 'hexadominos', write: false }), write: false });
    expect(bot.outputFiles[0].text).toContain(`new URL("./${HEXADOMINOS_WORKER_FILE}",import.meta.url)`);
    const worker = await esbuild.build({ ...workerBuildOptions({ game: 'hexadominos', write: false }), write: false });
    // The worker thinks with the engine's bots; the element's file carries none of them.
    expect(Object.keys(worker.metafile.inputs).some((input) => input.includes('engine/hexadominos/bot/hard.ts'))).toBe(true);
    expect(Object.keys((await hexadominos()).metafile.inputs).filter((input) => /bot\/(choose|hard|simulate)/.test(input))).toEqual([]);
    console.log(`${HEXADOMINOS_BOT_FILE}: ${formatKB(sizes(bot.outputFiles[0].contents).gzip)} gzip, ${HEXADOMINOS_WORKER_FILE}: ${formatKB(sizes(worker.outputFiles[0].contents).gzip)} gzip`);
    expect(Object.values(bot.metafile.outputs)[0].imports).toEqual([]);
    expect(Object.values(worker.metafile.outputs)[0].imports).toEqual([]);
  });

  it('fits in its one-file budget (41.5 KB, Lit and XState included)', async () => {
    const { raw, gzip } = sizes((await hexadominos()).files[0].contents);
    console.log(`${HEXADOMINOS_FILE}: ${formatKB(raw)} raw, ${formatKB(gzip)} gzip (budget ${formatKB(HEXADOMINOS_GZIP_BUDGET)})`);
    expect(HEXADOMINOS_GZIP_BUDGET).toBe(41.5 * 1024);
    expect(gzip).toBeLessThanOrEqual(HEXADOMINOS_GZIP_BUDGET);
  });
});

describe('both elements for one page (dist/shared/)', () => {
  let builtShared: ReturnType<typeof buildSharedElements> | undefined;
  const shared = () => (builtShared ??= buildSharedElements({ write: false }));

  it('import Lit and XState from one runtime file, which holds nothing of either game', async () => {
    const { metafile, files } = await shared();
    const outputs = Object.entries(metafile.outputs).map(([path, output]) => ({ file: path.split('/').at(-1)!, output }));
    const runtime = outputs.find((o) => o.file.startsWith(SHARED_RUNTIME_PREFIX))!;
    const inputs = Object.keys(runtime.output.inputs);
    for (const library of ['node_modules/lit-html/', 'node_modules/@lit/reactive-element/', 'node_modules/xstate/']) {
      expect(inputs.some((input) => input.includes(library)), library).toBe(true);
    }
    expect(inputs.filter((input) => /hexone|hexadominos/.test(input))).toEqual([]);
    for (const element of [ELEMENT_FILE, HEXADOMINOS_FILE]) {
      const { output } = outputs.find((o) => o.file === element)!;
      expect(output.imports.filter((i: { kind: string }) => i.kind !== 'dynamic-import').map((i: { path: string }) => i.path.split('/').at(-1)), element).toEqual([runtime.file]);
      expect(Object.keys(output.inputs).filter((input) => input.includes('node_modules/')), `${element} carries no library of its own`).toEqual([]);
    }
    // Every file an element fetches on demand is built beside it, with the elements' short names.
    const names = files.map((f) => f.file);
    for (const { output } of outputs) {
      for (const i of output.imports.filter((i: { kind: string }) => i.kind === 'dynamic-import')) expect(names).toContain(i.path.replace('./', ''));
    }
    for (const { file, newNames } of files) expect(newNames, file).toEqual([]);
  });

  it('keep <hexadominos-board>\'s own file within 32 KB gzip', async () => {
    const { files } = await shared();
    const size = (file: string) => sizes(files.find((f) => f.file === file)!.contents).gzip;
    const runtime = files.find((f) => f.file.startsWith(SHARED_RUNTIME_PREFIX))!;
    console.log(`shared/: ${ELEMENT_FILE} ${formatKB(size(ELEMENT_FILE))}, ${HEXADOMINOS_FILE} ${formatKB(size(HEXADOMINOS_FILE))}, ${runtime.file} ${formatKB(size(runtime.file))} gzip`);
    expect(size(HEXADOMINOS_FILE)).toBeLessThanOrEqual(SHARED_HEXADOMINOS_GZIP_BUDGET);
    // Sharing pays: both boards together weigh less than the two one-file builds.
    expect(size(ELEMENT_FILE) + size(HEXADOMINOS_FILE) + size(runtime.file)).toBeLessThan(ELEMENT_GZIP_BUDGET + HEXADOMINOS_GZIP_BUDGET - 10 * 1024);
  });
});
