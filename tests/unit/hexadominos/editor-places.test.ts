/** The editor's Hexa-dominos panel offers only the places where the chosen tile fits (site/src/lib/editor/hexadominos-draft.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyHexadominosDraft, fittingCells, freeCells, hexadominosProblem, placeTile } from '@site/lib/editor/hexadominos-draft.js';
import { DEFAULT_TILES, type Rotation } from '@engine/hexadominos/tiles.js';
import { cellKey } from '@engine/shared/hex.js';

describe('the places the editor offers for a tile', () => {
  it('are the free cells where it fits, each with the rotations that fit: laying it there never makes sides disagree', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...DEFAULT_TILES), fc.nat(50), fc.nat(5)), { minLength: 1, maxLength: 12 }),
        fc.constantFrom(...DEFAULT_TILES),
        (laid, tile) => {
          let draft = emptyHexadominosDraft(2);
          // A valid table built as the panel would: each tile on a place offered for it.
          for (const [t, k, r] of laid) {
            const offered = fittingCells(draft, t);
            if (!offered.length) continue;
            const { at, rotations } = offered[k % offered.length];
            draft = placeTile(draft, t, at, rotations[r % rotations.length]);
          }
          expect(hexadominosProblem(draft)).toBe(null);
          const offered = fittingCells(draft, tile);
          // Laying a tile moves it: its own cell, if it is down already, is free for it.
          const free = new Set(freeCells({ ...draft, board: draft.board.filter((p) => p.tile !== tile) }).map(cellKey));
          for (const { at, rotations } of offered) {
            expect(free.has(cellKey(at)), cellKey(at)).toBe(true);
            for (const rot of [0, 1, 2, 3, 4, 5] as Rotation[]) {
              const problem = hexadominosProblem(placeTile(draft, tile, at, rot));
              expect(problem?.code === 'sides-mismatch', `${tile} at ${cellKey(at)} turned ${rot}`).toBe(!rotations.includes(rot));
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('leave out every place where it fits no way, and are empty for a tile that fits nowhere', () => {
    let draft = placeTile(emptyHexadominosDraft(1), '111112', [0, 0], 0);
    expect(fittingCells(draft, '334455')).toEqual([]);
    expect(
      fittingCells(draft, '112345')
        .map((c) => cellKey(c.at))
        .sort(),
    ).toEqual(freeCells(draft).map(cellKey).sort());
    draft = emptyHexadominosDraft(1);
    expect(fittingCells(draft, '112345')).toEqual([{ at: [0, 0], rotations: [0, 1, 2, 3, 4, 5] }]);
    expect(fittingCells(draft, 'nope')).toEqual([]);
  });
});
