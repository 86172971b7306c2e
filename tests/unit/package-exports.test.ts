// The embed page's "npm import" recipe: a project that installs this repository as the package
// `hexone` can import 'hexone/define', 'hexone' and 'hexone/engine' through package.json `exports`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the package exports', () => {
  const project = mkdtempSync(join(tmpdir(), 'hexone-consumer-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('let a bundler import the element, its messages and the engine by package name', async () => {
    mkdirSync(join(project, 'node_modules'));
    symlinkSync(ROOT, join(project, 'node_modules', 'hexone'));
    writeFileSync(
      join(project, 'main.js'),
      "import 'hexone/define';\nimport { describeError } from 'hexone';\nimport { newGame, place } from 'hexone/engine';\n" +
        "export const check = [describeError({ code: 'centre-forbidden' }, 'fr'), place(newGame(), 'b2').ok];\n",
    );
    writeFileSync(
      join(project, 'run.mjs'),
      "import { check } from './bundle.mjs';\nprocess.stdout.write(JSON.stringify(check));\n",
    );

    const result = await esbuild.build({
      entryPoints: [join(project, 'main.js')], bundle: true, format: 'esm', write: false, logLevel: 'silent',
    });

    const text = result.outputFiles[0].text;
    expect(text).toContain('customElements.define("hexone-board"');
    // What the imports computed: the French message from 'hexone', a legal placement from 'hexone/engine'.
    // Run in Node, so bundled for Node (Lit's Node build brings the DOM classes the element extends).
    await esbuild.build({
      entryPoints: [join(project, 'main.js')], bundle: true, format: 'esm', platform: 'node', outfile: join(project, 'bundle.mjs'), logLevel: 'silent',
    });
    const run = spawnSync(process.execPath, [join(project, 'run.mjs')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual(['Personne ne pose sur le centre (c3).', true]);
  });
});
