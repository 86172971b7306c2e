/** The site's pure helpers (no browser): saved games, share links, the static board drawing, the manifest reader. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readSaved, reviewLink, shareLink, sharedGame, sharedOpponent, sharedReview, writeSaved } from '@site/lib/hexone/play-storage.js';
import { cellCentre, describe, drawSource, stateFromSource } from '@site/lib/hexone/board-svg.js';
import { elementReference } from '@site/lib/shared/manifest.js';
import { LEVELS } from '@components/shared/levels.js';

test.describe('saved games', () => {
  test('nothing saved reads as no game, and a saved game reads back unchanged', () => {
    expect(readSaved(null)).toEqual({ ok: true, value: null });
    const game = { v: 1, record: 'classic b opening | d3 b2', computer: 'w', level: 'club' } as const;
    expect(readSaved(writeSaved(game))).toEqual({ ok: true, value: game });
  });

  test('every ladder level reads back as itself, and a game saved with an older level name as the level it means', () => {
    for (const level of LEVELS) {
      expect(readSaved(JSON.stringify({ v: 1, record: 'b opening', computer: 'b', level }))).toEqual({
        ok: true,
        value: { v: 1, record: 'b opening', computer: 'b', level },
      });
    }
    for (const [old, level] of [
      ['easy', 'newcomer'],
      ['medium', 'casual'],
      ['hard', 'expert'],
    ] as const) {
      const saved = readSaved(JSON.stringify({ v: 1, record: 'classic b opening | d3 b2', computer: 'w', level: old }));
      expect(saved, old).toEqual({ ok: true, value: { v: 1, record: 'classic b opening | d3 b2', computer: 'w', level } });
    }
  });

  test('corrupted values are refused without throwing', () => {
    for (const raw of ['{', 'null', '42', '"text"', '{"v":2,"record":"x"}', '{"v":1}', `{"v":1,"record":"${'x'.repeat(20_001)}"}`]) {
      expect(readSaved(raw), raw.slice(0, 20)).toEqual({ ok: false });
    }
  });

  test('unknown computer sides and levels fall back to safe values', () => {
    expect(readSaved('{"v":1,"record":"b opening","computer":"x","level":"godlike"}')).toEqual({
      ok: true,
      value: { v: 1, record: 'b opening', computer: null, level: 'casual' },
    });
  });
});

test.describe('share links', () => {
  test('a share link carries the record and reads back', () => {
    const link = shareLink('https://example.org/fr/hexone/play/?old=1#x', 'classic.b.opening~d3.b2.c2-c3');
    expect(link).toBe('https://example.org/fr/hexone/play/?game=classic.b.opening~d3.b2.c2-c3');
    expect(sharedGame(link)).toBe('classic.b.opening~d3.b2.c2-c3');
    expect(sharedGame('https://example.org/fr/hexone/play/')).toBeNull();
    expect(sharedGame('https://example.org/fr/hexone/play/?game=')).toBeNull();
  });

  test('a game against the computer keeps its side and level; a link without them is for two people', () => {
    const link = shareLink('https://example.org/en/hexone/play/', 'classic.b.opening~d3', { computer: 'w', level: 'expert' });
    expect(link).toBe('https://example.org/en/hexone/play/?game=classic.b.opening~d3&computer=w&level=expert');
    expect(sharedGame(link)).toBe('classic.b.opening~d3');
    expect(sharedOpponent(link)).toEqual({ computer: 'w', level: 'expert' });
    expect(sharedOpponent('https://example.org/en/hexone/play/?game=classic.b.opening~d3')).toEqual({ computer: null, level: 'casual' });
    expect(sharedOpponent('https://example.org/en/hexone/play/?game=x&computer=both&level=42')).toEqual({ computer: null, level: 'casual' });
    // Links shared before the ladder name the first computer's levels: each opens the level it now means.
    expect(sharedOpponent('https://example.org/en/hexone/play/?game=x&computer=b&level=hard')).toEqual({ computer: 'b', level: 'expert' });
    expect(sharedOpponent('https://example.org/en/hexone/play/?game=x&computer=w&level=easy')).toEqual({ computer: 'w', level: 'newcomer' });
  });

  test('a review link is the share link asking for the review; a plain share link does not ask', () => {
    const link = reviewLink('https://example.org/en/hexone/play/?game=old', 'classic.b.opening~d3', { computer: 'b', level: 'beginner' });
    expect(link).toBe('https://example.org/en/hexone/play/?game=classic.b.opening~d3&computer=b&level=beginner&review');
    expect(sharedReview(link)).toBe(true);
    expect(sharedGame(link)).toBe('classic.b.opening~d3');
    expect(sharedOpponent(link)).toEqual({ computer: 'b', level: 'beginner' });
    expect(sharedReview(shareLink('https://example.org/en/hexone/play/', 'classic.b.opening~d3'))).toBe(false);
  });
});

test.describe('the static board drawing', () => {
  test('cells sit on the hex grid: rows half a cell apart, the centre in the middle', () => {
    expect(cellCentre('c3')).toEqual({ cx: 0, cy: 0 });
    const e4 = cellCentre('e4');
    expect(e4.cx).toBeCloseTo(0, 5); // e3 e4 e5 is centred above c3
    expect(cellCentre('e3').cx).toBeCloseTo(-cellCentre('e5').cx, 5);
    expect(cellCentre('a1').cy).toBeGreaterThan(0); // row a is at the bottom (SVG y grows downward)
    const width = cellCentre('c4').cx - cellCentre('c3').cx;
    expect(cellCentre('b2').cx - cellCentre('c2').cx).toBeCloseTo(width / 2, 5); // b is half a cell right of c
    expect(cellCentre('d3').cx - cellCentre('c3').cx).toBeCloseTo(-width / 2, 5);
  });

  test('it draws pawns, counts above three, tile faces and an accessible description', () => {
    const { svg, error } = drawSource({ position: 'express tiles b c2:4b d2:1w:gray e5:removed' }, { lang: 'en' });
    expect(error).toBeNull();
    expect(svg.match(/class="pawn pawn-b"/g)).toHaveLength(3); // four pawns drawn as three plus a count
    expect(svg).toContain('>4</text>');
    expect(svg).toContain('tile-gray');
    expect(svg).toContain('tile-removed');
    expect(svg).toMatch(/aria-label="Hexone board: c2 4 Black pawns; d2 1 White pawn, gray tile; e5 tile removed; Black to move\."/);
  });

  test('a record is drawn at its end, and French descriptions use French typography', () => {
    const result = stateFromSource({ record: 'classic b b2:3b b3:1w c2:1w d4:1w | b2>b3' });
    expect(result.ok && result.state.cells.b3).toEqual({ owner: 'b', count: 2 });
    if (result.ok) expect(describe(result.state, 'fr')).toMatch(/^Plateau d’Hexone\u202f: a1 1 pion Noir\u202f; /);
  });

  test('legal placements are outlined and bad notation gives a message instead of a drawing', () => {
    const legal = drawSource({ position: 'classic b c3:1w b2:2b c2:1b d3:1w d4:2w' }, { lang: 'en', legal: true });
    expect(legal.svg.match(/cell[^"]* highlight/g)).toHaveLength(8);
    const bad = drawSource({ position: 'classic b z9:1b' }, { lang: 'fr' });
    expect(bad.svg).toBe('');
    expect(bad.error).toMatch(/^Position illisible\u202f: /);
  });
});

test.describe('the element reference', () => {
  test('it lists public attributes, members, events, parts and custom properties from the manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexone-manifest-'));
    const path = join(dir, 'custom-elements.json');
    writeFileSync(
      path,
      JSON.stringify({
        modules: [
          {
            declarations: [
              {
                tagName: 'hexone-board',
                attributes: [{ name: 'exits', type: { text: 'string' }, default: 'null', description: 'Exit rule.' }],
                members: [
                  { kind: 'field', name: 'state', readonly: true, description: 'Current state.' },
                  { kind: 'field', name: 'secret', privacy: 'private' },
                  { kind: 'method', name: 'place', parameters: [{ name: 'cell', type: { text: 'string' } }], return: { type: { text: 'boolean' } } },
                ],
                events: [{ name: 'hexone-change', type: { text: 'CustomEvent' } }],
                cssParts: [{ name: 'board' }],
                cssProperties: [{ name: '--hexone-b-color', default: '#000' }],
              },
            ],
          },
        ],
      }),
    );
    const ref = elementReference('hexone-board', path)!;
    expect(ref.attributes.map((r) => r.name)).toEqual(['exits']);
    expect(ref.properties.map((r) => r.name)).toEqual(['state']);
    expect(ref.methods.map((r) => `${r.name} → ${r.type}`)).toEqual(['place(cell: string) → boolean']);
    expect(ref.events.map((r) => r.name)).toEqual(['hexone-change']);
    expect(ref.cssParts.map((r) => r.name)).toEqual(['board']);
    expect(ref.cssProperties.map((r) => `${r.name} ${r.default}`)).toEqual(['--hexone-b-color #000']);
    expect(elementReference('hexone-board', join(dir, 'missing.json'))).toBeNull();
  });
});
