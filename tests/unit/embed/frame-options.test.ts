// The iframe page's reading of its address (site/src/lib/embed/frame-options.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMBED_GAMES, frameMessage, frameSetup, frameUrl } from '@site/lib/embed/frame-options';

describe('frameSetup', () => {
  it('passes a Hexone board its attributes, flags present unless they say no', () => {
    const setup = frameSetup('?position=classic.b.b2-2b&coordinates&readonly=0&tiles=true&theme=dark&events');
    expect(setup).toEqual({
      game: 'hexone',
      tag: 'hexone-board',
      theme: 'dark',
      events: true,
      origin: '*',
      problems: [],
      attributes: [
        ['position', 'classic.b.b2-2b'],
        ['coordinates', ''],
        ['tiles', ''],
      ],
    });
    expect(frameSetup('?coordinates').attributes).toEqual([['coordinates', '']]);
  });

  it('shows Hexa-dominos with its own attributes when asked', () => {
    const setup = frameSetup('?game=hexadominos&players=3&seed=42&exits=express');
    expect(setup.tag).toBe('hexadominos-board');
    expect(setup.attributes).toEqual([
      ['players', '3'],
      ['seed', '42'],
    ]);
    expect(setup.problems).toEqual([{ kind: 'parameter', value: 'exits' }]);
  });

  it('falls back to Hexone and the device theme, and says why, for an unknown game or theme', () => {
    const setup = frameSetup('?game=chess&theme=pink');
    expect([setup.game, setup.theme]).toEqual(['hexone', 'auto']);
    expect(setup.problems).toEqual([
      { kind: 'game', value: 'chess' },
      { kind: 'theme', value: 'pink' },
    ]);
  });

  it('gives a setup for any address, with only known attributes of the chosen game', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string())), (pairs) => {
        const params = new URLSearchParams(pairs);
        const setup = frameSetup(params);
        const spec = EMBED_GAMES[setup.game];
        for (const [name] of setup.attributes) expect([...spec.text, ...spec.flags]).toContain(name);
        expect(new Set(setup.attributes.map(([name]) => name)).size).toBe(setup.attributes.length);
        expect(frameSetup(params.toString())).toEqual(setup);
      }),
    );
  });
});

describe('frameUrl', () => {
  it('writes an address that frameSetup reads back', () => {
    const url = frameUrl(
      'https://hexone.example.org',
      'fr',
      'hexone',
      { position: 'express w b2:2b d4:1w', coordinates: true, readonly: false },
      { theme: 'dark', events: true },
    );
    expect(url).toBe('https://hexone.example.org/fr/embed/frame/?position=express+w+b2%3A2b+d4%3A1w&coordinates&theme=dark&events');
    const setup = frameSetup(new URL(url).search);
    expect(setup.attributes).toEqual([
      ['position', 'express w b2:2b d4:1w'],
      ['coordinates', ''],
    ]);
    expect([setup.theme, setup.events]).toEqual(['dark', true]);
  });

  it('round-trips any text attribute value', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (position, record) => {
        const url = frameUrl('https://x.example', 'en', 'hexone', { position, record });
        const expected = [
          ['position', position],
          ['record', record],
        ].filter(([, v]) => v !== '');
        expect(frameSetup(new URL(url).search).attributes).toEqual(expected);
      }),
    );
  });
});

describe('frameMessage', () => {
  const detail = {
    seat: 1,
    tile: '112345',
    draw: 1,
    penalty: 5,
    record: 'standard players:2 seed:4 | draw',
    view: { seat: 1, rack: ['112345', '122345'], drawn: '112345', rackSizes: [9, 2], pileSize: 40, scores: [0, -5] },
    state: { racks: [['111111'], ['112345', '122345']], pile: ['123456'] },
  };

  it('sends what anyone at the table may see of a Hexa-dominos event: no rack, drawn tile, state or record', () => {
    const sent = frameMessage('hexadominos-draw', detail).detail as Record<string, unknown>;
    expect(sent).toEqual({
      seat: 1,
      tile: null,
      draw: 1,
      penalty: 5,
      record: '',
      view: { seat: 1, drawn: null, rackSizes: [9, 2], pileSize: 40, scores: [0, -5] },
    });
    const placed = frameMessage('hexadominos-place', {
      seat: 0,
      events: [
        { type: 'drew', seat: 0, tile: '112345' },
        { type: 'turn', toMove: 1 },
      ],
      view: detail.view,
    });
    expect(JSON.stringify(placed)).not.toContain('112345');
  });

  it("sends no rack tile in a refusal: the error's tile and drawn tile, and the message quoting them, are hidden", () => {
    const refused = {
      code: 'must-place-drawn',
      message: 'After drawing, only the tile just drawn (122345) may be laid.',
      error: { code: 'must-place-drawn', tile: '112345', drawn: '122345' },
    };
    expect(frameMessage('hexadominos-error', refused).detail).toEqual({
      code: 'must-place-drawn',
      message: 'After drawing, only the tile just drawn (…) may be laid.',
      error: { code: 'must-place-drawn', tile: null, drawn: null },
    });
    const mismatch = {
      code: 'sides-mismatch',
      message: 'The left side does not match.',
      error: { code: 'sides-mismatch', tile: '112345', at: [1, 0], rot: 2, directions: [3] },
    };
    expect(frameMessage('hexadominos-error', mismatch).detail).toEqual({ ...mismatch, error: { ...mismatch.error, tile: null } });
  });

  it('keeps the tiles that lie face up: the one placed, the table, the who-starts draw', () => {
    const placed = {
      seat: 0,
      tile: '111111',
      at: [0, 0],
      rot: 0,
      events: [{ type: 'tilePlaced', seat: 0, tile: '111111', at: [0, 0], rot: 0 }],
      view: {
        seat: 1,
        rack: ['112345'],
        board: [{ tile: '111111', at: [0, 0], rot: 0 }],
        starter: { rounds: [[{ seat: 0, tile: '123456', sum: 21 }]], starter: 0 },
      },
    };
    const sent = frameMessage('hexadominos-place', placed).detail;
    const { rack: _rack, ...view } = placed.view;
    expect(sent).toEqual({ ...placed, view });
  });

  it('hides every rack tile whatever field of whatever detail carries it', () => {
    const rackTile = '112345';
    // Any detail shape: the rack tile under any of the fields that may carry a tile, at any depth.
    const carrier = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom<unknown>(1, 'x', null, true),
        fc.record({ tile: fc.constant(rackTile) }),
        fc.record({ drawn: fc.constant(rackTile) }),
        fc.record({ rack: fc.constant([rackTile]) }),
        fc.record({ state: fc.constant({ racks: [[rackTile]], pile: [rackTile] }) }),
        fc.record({ record: fc.constant(`standard seed:1 | ${rackTile}@0,0`) }),
        fc.dictionary(fc.constantFrom('view', 'error', 'events', 'detail', 'x'), tie('node'), { maxKeys: 3 }),
        fc.array(tie('node'), { maxLength: 3 }),
      ),
    }));
    fc.assert(
      fc.property(fc.constantFrom(...EMBED_GAMES.hexadominos.events), carrier.node, fc.boolean(), (type, detail, withMessage) => {
        const wrapped = withMessage ? { message: `${rackTile} is ${[...rackTile].join(' ')}`, error: { tile: rackTile }, nested: detail } : { nested: detail };
        expect(JSON.stringify(frameMessage(type, wrapped).detail)).not.toContain(rackTile);
      }),
    );
  });

  it("sends the viewing seat's own view only to the origin the address names", () => {
    expect(frameMessage('hexadominos-draw', detail, 'viewer').detail).toEqual(detail);
    expect(frameSetup('?game=hexadominos&events&origin=https://blog.example').origin).toBe('https://blog.example');
    expect(frameSetup('?events').origin).toBe('*');
    const bad = frameSetup('?events&origin=javascript:alert(1)');
    expect([bad.origin, bad.problems]).toEqual(['*', [{ kind: 'origin', value: 'javascript:alert(1)' }]]);
  });

  it('copies the detail as plain data, and sends null for what is not data', () => {
    expect(frameMessage('hexone-place', { cell: 'b2', fn: () => 1 })).toEqual({ source: 'hexone-frame', type: 'hexone-place', detail: { cell: 'b2' } });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(frameMessage('x', cyclic).detail).toBeNull();
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => frameMessage('x', value)).not.toThrow();
      }),
    );
  });
});
