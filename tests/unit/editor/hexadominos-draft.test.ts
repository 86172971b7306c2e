// The board editor's Hexa-dominos edits (site/src/lib/editor/hexadominos-draft.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPosition, parsePosition } from '@engine/hexadominos/notation';
import { DEFAULT_TILES, type Rotation } from '@engine/hexadominos/tiles';
import {
  emptyHexadominosDraft,
  freeCells,
  hexadominosProblem,
  hexadominosText,
  placeTile,
  readHexadominosDraft,
  readTileList,
  removeTile,
  setOver,
  setPlayers,
  setScore,
  setScoring,
  setTiles,
  setTurn,
  turnTile,
  unusedTiles,
  validHexadominosText,
} from '@site/lib/editor/hexadominos-draft';

const LESSON = 'standard turn:1 scores:16,0 112345@0,0/0 r0:122345,123445 r1:112234 pile:123455,111234';

describe('Hexa-dominos edits', () => {
  it('lays a tile from the box at a cell, turned, and writes it as the engine does', () => {
    const draft = placeTile(emptyHexadominosDraft(2), '112345', [0, 0], 2);
    expect(hexadominosText(draft)).toBe('standard turn:0 scores:0,0 112345@0,0/2 r0:- r1:- pile:-');
    expect(validHexadominosText(draft)).toBe(formatPosition((parsePosition(hexadominosText(draft)) as unknown as { value: never }).value));
    expect(freeCells(draft)).toHaveLength(6);
    expect(freeCells(emptyHexadominosDraft())).toEqual([[0, 0]]);
  });

  it('moves a tile that was elsewhere, and takes off the tile a cell held', () => {
    let draft = setTiles(emptyHexadominosDraft(2), 0, ['112345', '122345']);
    draft = placeTile(draft, '112345', [0, 0], 0);
    expect(draft.racks[0]).toEqual(['122345']);
    draft = placeTile(draft, '122345', [0, 0], 1);
    expect(draft.board).toEqual([{ tile: '122345', at: [0, 0], rot: 1 }]);
    expect(unusedTiles(draft, DEFAULT_TILES)).toContain('112345');
    expect(removeTile(draft, [0, 0]).board).toEqual([]);
    expect(removeTile(draft, [5, 5])).toBe(draft);
  });

  it('turns a tile by sixths of a turn, both ways', () => {
    const draft = placeTile(emptyHexadominosDraft(), '112345', [0, 0], 5);
    expect(turnTile(draft, [0, 0]).board[0].rot).toBe(0);
    expect(turnTile(draft, [0, 0], -1).board[0].rot).toBe(4);
  });

  it('changes players, turn, scores, scoring and the end, refusing values out of range', () => {
    let draft = setTurn(setPlayers(emptyHexadominosDraft(2), 4), 3);
    expect([draft.racks.length, draft.scores, draft.turn]).toEqual([4, [0, 0, 0, 0], 3]);
    draft = setPlayers(draft, 2);
    expect([draft.racks.length, draft.turn]).toEqual([2, 0]);
    expect(setPlayers(draft, 5)).toBe(draft);
    expect(setTurn(draft, 2)).toBe(draft);
    expect(setScore(draft, 1, -12).scores).toEqual([0, -12]);
    expect(setScore(draft, 1, Number.NaN)).toBe(draft);
    expect(setScoring(draft, 'nonsense' as never)).toBe(draft);
    expect(setOver(draft, true).over).toBe(true);
  });

  it('reads tile lists as the position text writes them', () => {
    expect(readTileList(' 112345, 122345 ')).toEqual(['112345', '122345']);
    expect(readTileList('-')).toEqual([]);
    expect(readTileList('')).toEqual([]);
    expect(readTileList('112345,999999')).toBeNull();
  });

  it('explains a side that does not match, a tile in two places and kids’ scores', () => {
    const first = placeTile(emptyHexadominosDraft(), '111234', [0, 0], 0);
    // Side values of 111234 at rot 0: E=1; the tile to its east must show 1 toward the west.
    expect(hexadominosProblem(placeTile(first, '234455', [1, 0], 0))).toEqual({ code: 'sides-mismatch', at: expect.any(String) });
    const twice = { ...first, racks: [['111234'], []] };
    expect(hexadominosProblem(twice)).toEqual({ code: 'tile-twice', tile: '111234' });
    expect(hexadominosProblem(setScore(setScoring(first, 'kids'), 0, 3))).toEqual({ code: 'kids-scores' });
    expect(hexadominosProblem(first)).toBeNull();
  });

  it('reads a lesson’s position and writes it back unchanged', () => {
    const read = readHexadominosDraft(LESSON);
    expect(read.ok && hexadominosText(read.draft)).toBe(LESSON);
    expect(readHexadominosDraft('standard r0:99').ok).toBe(false);
  });
});

describe('Hexa-dominos drafts against the engine', () => {
  const edits = fc.array(
    fc.oneof(
      fc.tuple(fc.constant('place'), fc.constantFrom(...DEFAULT_TILES.slice(0, 12)), fc.integer({ min: 0, max: 5 }), fc.nat(20)),
      fc.tuple(fc.constant('remove'), fc.nat(20)),
      fc.tuple(fc.constant('turn'), fc.nat(20)),
      fc.tuple(fc.constant('players'), fc.integer({ min: 0, max: 5 })),
      fc.tuple(fc.constant('rack'), fc.nat(3), fc.subarray(DEFAULT_TILES.slice(0, 16), { maxLength: 4 })),
      fc.tuple(fc.constant('score'), fc.nat(3), fc.integer({ min: -50, max: 50 })),
      fc.tuple(fc.constant('scoring'), fc.constantFrom('standard', 'simple', 'kids')),
    ),
    { maxLength: 25 },
  );

  it('call valid exactly what the engine accepts, whatever the edits, and read back their valid text', () => {
    fc.assert(
      fc.property(edits, (steps) => {
        let draft = emptyHexadominosDraft(2);
        for (const step of steps) {
          const [kind] = step;
          if (kind === 'place') {
            const cells = freeCells(draft);
            const [, tile, rot, k] = step as [string, string, number, number];
            draft = placeTile(draft, tile, cells[k % cells.length], rot as Rotation);
          } else if (kind === 'remove' || kind === 'turn') {
            const placed = draft.board[step[1] % Math.max(1, draft.board.length)];
            if (placed) draft = kind === 'remove' ? removeTile(draft, placed.at) : turnTile(draft, placed.at);
          } else if (kind === 'players') draft = setPlayers(draft, step[1]);
          else if (kind === 'rack') draft = setTiles(draft, step[1], step[2]);
          else if (kind === 'score') draft = setScore(draft, step[1], step[2]);
          else draft = setScoring(draft, step[1]);
        }
        const problem = hexadominosProblem(draft);
        expect(problem === null).toBe(parsePosition(hexadominosText(draft)).ok);
        expect(problem?.code).not.toBe('engine');
        const text = validHexadominosText(draft);
        if (text) expect(readHexadominosDraft(text).ok && hexadominosText((readHexadominosDraft(text) as unknown as { draft: never }).draft)).toBe(text);
      }),
      { numRuns: 1500 },
    );
  });
});
