import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CELLS, type Cell, yName } from '@engine/hexone/cells.js';
import { parsePosition } from '@engine/hexone/notation.js';
import { previewYs, yThrough } from '@engine/hexone/preview.js';
import { explode } from '@engine/hexone/rules.js';
import type { GameState } from '@engine/hexone/types.js';

const pos = (text: string): GameState => {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};

describe('previewYs', () => {
  it('says where each pawn of both Ys goes, as the rules would play them', () => {
    // c5 is a peak pointing E. Y 0 of c5 = {E (off, radial), NW d5, SW b4}; Y 1 = {NE (off), W c4, SE (off)}.
    const [first, second] = previewYs(pos('classic b c5:3b c3:2w e3:1w'), 'c5');

    expect(first.toward).toBe(yName('c5', 0));
    const byDirection = (a: { direction: string }, b: { direction: string }) => a.direction.localeCompare(b.direction);
    expect([...first.arms].sort(byDirection)).toEqual(
      [
        { direction: 'E', kind: 'toCentre', to: 'c3', over: null },
        { direction: 'NW', kind: 'moved', to: 'd5', over: 'd5' },
        { direction: 'SW', kind: 'moved', to: 'b4', over: 'b4' },
      ].sort(byDirection),
    );
    expect(first.captures).toEqual([{ cell: 'c3', count: 2 }]);
    expect(first.summary).toEqual({ captured: 2, lost: 0, centre: 1, removed: 0 });
    expect(second.summary).toEqual({ captured: 0, lost: 2, centre: 0, removed: 0 });
    expect(second.arms.filter((a) => a.kind === 'lost').map((a) => a.to)).toEqual([null, null]);
  });

  it("sends pawns that land on the centre to the engine's centre, whatever the cell", () => {
    const [first] = previewYs(pos('classic b c5:3b e3:1w'), 'c5');
    expect(first.arms.find((a) => a.kind === 'toCentre')?.to).toBe('c3');
  });

  it('counts the pawn left behind on a gray tile that an explosion removes', () => {
    // c5 (4 pawns, gray tile) keeps one pawn as it explodes; its tile goes, and that pawn with it.
    const previews = previewYs(pos('express tiles b c5:4b:gray e3:1w'), 'c5');
    expect(previews.map((p) => p.summary.removed)).toEqual([1, 1]);
  });

  it('is empty for a cell that cannot explode now', () => {
    expect(previewYs(pos('classic b b2:2b c4:1w'), 'b2')).toEqual([]);
    expect(previewYs(pos('classic b b2:3b c2:4b c4:1w'), 'b2')).toEqual([]); // the fullest cell goes first
  });

  it('agrees with explode for every Y of every cell of random positions', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CELLS), fc.integer({ min: 3, max: 6 }), fc.constantFrom(...CELLS), (cell, count, other) => {
        fc.pre(other !== cell);
        const state = pos(`express b ${cell}:${count}b ${other}:1w`);
        const previews = previewYs(state, cell);
        expect(previews).toHaveLength(2);
        for (const p of previews) {
          const played = explode(state, cell, p.toward);
          expect(played.ok && played.events).toEqual(p.events);
          expect(p.arms).toHaveLength(3);
        }
      }),
    );
  });
});

describe('yThrough', () => {
  const previews = previewYs(pos('classic b c5:3b e3:1w'), 'c5');
  it('names the Y whose arm passes over a tapped cell', () => {
    expect(yThrough(previews, 'd5')?.y).toBe(0);
    expect(yThrough(previews, 'c4')?.y).toBe(1);
  });
  it('names none for a cell on neither Y', () => {
    for (const cell of ['a1', 'c3', 'c5'] as Cell[]) expect(yThrough(previews, cell)).toBeNull();
  });
});
