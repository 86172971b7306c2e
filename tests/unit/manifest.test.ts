// dist/custom-elements.json lists the element's API for editors and the embed page: what a page may use,
// nothing internal. Generated here (in memory) by the analyzer and config `npm run build:element` uses.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error The analyzer ships no type declarations.
import { cli } from '@custom-elements-manifest/analyzer/cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Member {
  name: string;
  kind: string;
  privacy?: string;
}
interface Declaration {
  tagName?: string;
  members?: Member[];
}

let analysed: Promise<Declaration[]> | undefined;
/** Every declaration of the manifest, analysed once. */
function declarations(): Promise<Declaration[]> {
  analysed ??= (async () => {
    const manifest = (await cli({ argv: ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'], cwd: root, noWrite: true })) as {
      modules: { declarations?: Declaration[] }[];
    };
    return manifest.modules.flatMap((module) => module.declarations ?? []);
  })();
  return analysed;
}
const boardDeclaration = async () => (await declarations()).find((d) => d.tagName === 'hexone-board')!;

describe('the custom elements manifest of <hexone-board>', () => {
  it('lists the public members, and leaves out #private, private and _internal ones', async () => {
    const members = (await boardDeclaration()).members!;
    const names = members.map((m) => m.name);
    for (const name of ['state', 'rules', 'place', 'explode', 'undo', 'redo', 'load', 'whenIdle', 'exits', 'computer']) expect(names).toContain(name);
    const internal = members.filter((m) => m.name.startsWith('#') || m.name.startsWith('_') || m.privacy === 'private');
    expect(internal.map((m) => m.name)).toEqual([]);
  }, 30_000);

  it('documents `sound` on both elements: the attribute, and the property with what it does', async () => {
    for (const tag of ['hexone-board', 'hexadominos-board']) {
      const declaration = (await declarations()).find((d) => d.tagName === tag) as Declaration & { attributes?: { name: string }[] };
      const sound: (Member & { description?: string }) | undefined = declaration.members!.find((m) => m.name === 'sound');
      expect(sound?.description, tag).toMatch(/Web Audio.*silent unless its page asks/s);
      expect(
        declaration.attributes?.map((a) => a.name),
        tag,
      ).toContain('sound');
    }
  }, 30_000);

  it('declares both elements by their tags (editors and the embed page read them from it)', async () => {
    const tags = (await declarations()).map((d) => d.tagName).filter(Boolean);
    expect(tags).toEqual(expect.arrayContaining(['hexone-board', 'hexadominos-board']));
  }, 30_000);
});
