/**
 * The site's table drawing (site/src/lib/hexadominos/table-markup.ts, named by table-svg.ts) as the editor draws its free places: each
 * place given a tile to show is a group named by its cell (`data-at`, what a click on it lays the tile at), holding the
 * place's outline and the tile turned as given; places without one stay bare outlines, named by nothing.
 */
import { describe, expect, it } from 'vitest';
import { axialToPixel } from '@engine/shared/hex.js';
import type { Axial } from '@engine/shared/hex.js';
import type { Rotation } from '@engine/hexadominos/types.js';
import { drawTable } from '@site/lib/hexadominos/table-svg.js';
import { tileSvg } from '@site/lib/hexadominos/table-markup.js';

const board = [{ tile: '112345', at: [0, 0] as Axial, rot: 0 as Rotation }];

describe('the drawn table with the places of a tile', () => {
  it('names each place shown with a tile by its cell and draws that tile there, turned as given', () => {
    const ghosts = [
      { at: [1, 0] as Axial, tile: '123455', rot: 2 as Rotation },
      { at: [0, 1] as Axial, tile: '123455', rot: 5 as Rotation },
    ];
    const svg = drawTable(
      { board, racks: [] },
      {
        lang: 'en',
        spots: [
          [1, 0],
          [0, 1],
          [-1, 0],
        ],
        ghosts,
        label: 'table',
      },
    );
    const groups = [...svg.matchAll(/<g class="hd-place" data-at="([^"]+)">(<polygon class="hd-spot"[^>]*\/>)(.*?)<\/g><\/g>/g)];
    expect(groups.map((g) => g[1])).toEqual(['1,0', '0,1']);
    for (const [k, { at, tile, rot }] of ghosts.entries()) {
      const { x, y } = axialToPixel(at, 40);
      expect(`${groups[k][3]}</g>`).toBe(tileSvg(tile, rot, Math.round(x * 100) / 100, Math.round(y * 100) / 100, 'hd-ghost'));
    }
    // The place with no tile to show is an outline alone; the tile laid is drawn once, not as a place.
    expect(svg.match(/<polygon class="hd-spot"/g)).toHaveLength(3);
    expect(svg.match(/data-at=/g)).toHaveLength(2);
  });

  it('draws no named place without tiles to show', () => {
    const svg = drawTable({ board, racks: [] }, { lang: 'fr', spots: true, label: 'table' });
    expect(svg).not.toContain('data-at');
    expect(svg).not.toContain('hd-ghost');
  });
});
