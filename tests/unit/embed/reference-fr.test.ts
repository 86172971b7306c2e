// The French embed page is in French all through: every attribute, property, method, event, CSS part and custom
// property of both elements in the manifest (generated here in memory, as `npm run build:element` writes it) has
// its French sentence, with French typography; and none is left over from an API that is gone.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error The analyzer ships no type declarations.
import { cli } from '@custom-elements-manifest/analyzer/cli.js';
import { type ElementReference, referenceFrom } from '@site/lib/shared/manifest.js';
import { REFERENCE_FR, describeFr } from '@site/lib/embed/reference-fr.js';
import { frenchTypographyProblems } from '../french-typography.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const SECTIONS = ['attributes', 'properties', 'methods', 'events', 'cssParts', 'cssProperties'] as const;

describe("the embed page's reference in French", () => {
  it('has a French sentence for every entry of both elements, and none for entries that do not exist', async () => {
    const manifest = await cli({ argv: ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'], cwd: root, noWrite: true });
    const keys = new Set<string>();
    for (const tag of ['hexone-board', 'hexadominos-board']) {
      const reference = referenceFrom(manifest, tag) as ElementReference;
      for (const section of SECTIONS) {
        for (const row of reference[section]) {
          const bare = row.name.replace(/\(.*$/s, '');
          keys.add(`${tag}|${section}|${bare}`);
          expect(describeFr(tag, section, row.name), `${tag} ${section} ${bare}`).toBeTruthy();
        }
      }
    }
    expect(Object.keys(REFERENCE_FR).filter((key) => !keys.has(key))).toEqual([]);
  }, 60_000);

  it('writes French typography: narrow no-break spaces before : ; ! ? and typographic apostrophes', () => {
    // Code spans are code: `{ b: 'Bleu' }` keeps its colon as JavaScript writes it.
    const texts = Object.entries(REFERENCE_FR).map(([where, text]) => ({ where, text: text.replace(/`[^`]*`/g, 'JavaScript') })); // a proper name to the checker
    expect(frenchTypographyProblems(texts)).toEqual([]);
  });
});
