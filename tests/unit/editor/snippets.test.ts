// What the editor copies (site/src/lib/editor/snippets.ts) and its address (site/src/lib/editor/address.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editorAddress, editorPath } from '@site/lib/editor/address';
import { editorSnippets } from '@site/lib/editor/snippets';
import { frameSetup } from '@site/lib/embed/frame-options';
import { dictionaries } from '@site/i18n/index.js';

const ORIGIN = 'https://hexone.example.org';
const frameQuery = (iframe: string) => new URL(/src="([^"]+)"/.exec(iframe)![1].replace(/&amp;/g, '&')).search;

describe('editor snippets', () => {
  it('writes a Hexone board with its position, options and language, for a page, for React and in a frame', () => {
    const s = editorSnippets({
      game: 'hexone',
      position: 'express w b2:2b',
      lang: 'fr',
      origin: ORIGIN,
      frameTitle: 'Plateau',
      readonly: true,
      coordinates: true,
    });
    expect(s.text).toBe('express w b2:2b');
    expect(s.script).toBe(
      `<script type="module" src="${ORIGIN}/hexone-board.js"></script>\n<hexone-board position="express w b2:2b" readonly coordinates lang="fr"></hexone-board>`,
    );
    expect(s.jsx).toContain("import 'hexone/define';");
    expect(s.jsx).toContain('<hexone-board\n  position="express w b2:2b"\n  readonly');
    expect(s.iframe).toContain(`src="${ORIGIN}/fr/embed/frame/?`);
    expect(s.iframe).toContain('title="Plateau"');
    // The frame page reads its address back into the same attributes.
    expect(frameSetup(frameQuery(s.iframe)).attributes).toEqual([
      ['position', 'express w b2:2b'],
      ['readonly', ''],
      ['coordinates', ''],
    ]);
  });

  it('gives a Hexa-dominos table one person per rack of the position, and no cell names', () => {
    const s = editorSnippets({
      game: 'hexadominos',
      position: 'standard turn:0 scores:0,0,0 r0:- r1:- r2:- pile:-',
      lang: 'en',
      origin: ORIGIN,
      frameTitle: 'Board',
      players: 3,
      coordinates: true,
    });
    expect(s.script).toContain(`src="${ORIGIN}/hexadominos-board.js"`);
    expect(s.script).toContain('<hexadominos-board seats="human human human" position="standard');
    expect(s.script).not.toContain('coordinates');
    expect(s.jsx).toContain("import 'hexone/hexadominos-board';");
    const setup = frameSetup(frameQuery(s.iframe));
    expect(setup.game).toBe('hexadominos');
    expect(setup.attributes).toContainEqual(['seats', 'human human human']);
    expect(setup.problems).toEqual([]);
  });

  it.each(['en', 'fr'] as const)('%s: the script snippet opens with a comment saying the sentence the page says about CORS', (lang) => {
    const cors = dictionaries[lang]['editor.host.cors'];
    // The page's note under the snippet says the same sentence (then that the iframe works anywhere).
    expect(dictionaries[lang]['editor.host.script'].startsWith(`${cors} `)).toBe(true);
    expect(cors).toContain('Access-Control-Allow-Origin');
    for (const game of ['hexone', 'hexadominos'] as const) {
      const s = editorSnippets({ game, position: 'classic b', lang, origin: ORIGIN, frameTitle: 'Board', hostNote: cors });
      const [first, ...rest] = s.script.split('\n');
      expect(first).toBe(`<!-- ${cors} -->`);
      expect(rest[0]).toMatch(/^<script type="module" src=/);
      // Only the script snippet is fetched with CORS: the others say nothing of it.
      for (const other of [s.jsx, s.iframe]) expect(other).not.toContain(cors);
    }
  });

  it('never lets the host note end its comment early', () => {
    const { script } = editorSnippets({ game: 'hexone', position: 'classic b', lang: 'en', origin: ORIGIN, frameTitle: 'Board', hostNote: 'a --> b' });
    expect(script.split('\n')[0]).toBe('<!-- a - -> b -->');
  });

  it('never lets a value end its attribute early, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (position) => {
        const { script } = editorSnippets({ game: 'hexone', position, lang: 'en', origin: ORIGIN, frameTitle: 'Board' });
        const value = /position="([^"]*)"/.exec(script)![1];
        expect(
          value
            .replace(/&quot;/g, '"')
            .replace(/&lt;/g, '<')
            .replace(/&amp;/g, '&'),
        ).toBe(position);
      }),
    );
  });
});

describe('editor address', () => {
  it('opens a game and a position given by a link, Hexone by default', () => {
    expect(editorPath('fr', 'hexone', 'express w b2:2b')).toBe('/fr/editor/?position=express+w+b2%3A2b');
    expect(editorPath('en', 'hexadominos')).toBe('/en/editor/?game=hexadominos');
    expect(editorAddress('?game=chess')).toEqual({ game: 'hexone', position: null });
  });

  it('reads back any position and game it wrote', () => {
    fc.assert(
      fc.property(fc.constantFrom('hexone', 'hexadominos' as const), fc.string({ minLength: 1 }), (game, position) => {
        expect(editorAddress(new URL(editorPath('en', game, position), ORIGIN).search)).toEqual({ game, position });
      }),
    );
  });
});
