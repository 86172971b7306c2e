// The board editor's Hexone edits (site/src/lib/editor/hexone-draft.ts): each operation, the problems it
// explains, and that its checks agree with the engine's on every draft.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CELLS, OUTER } from '@engine/hexone/cells';
import { formatPosition, parsePosition } from '@engine/hexone/notation';
import {
  type HexoneDraft,
  HEXONE_TOOLS,
  applyTool,
  clearDraft,
  draftProblem,
  draftText,
  flipDraft,
  readDraft,
  setOpening,
  setRules,
  setSide,
  setStack,
  startDraft,
  swapColours,
  validText,
} from '@site/lib/editor/hexone-draft';

const empty = (): HexoneDraft => clearDraft(startDraft({ exits: 'classic', tiles: false }));

describe('Hexone edits', () => {
  it('adds pawns of one side, starts a new stack for the other side, takes them off one by one', () => {
    let draft = applyTool(applyTool(empty(), 'b2', 'add-b'), 'b2', 'add-b');
    expect(draft.cells.b2).toEqual({ owner: 'b', count: 2 });
    draft = applyTool(draft, 'b2', 'add-w');
    expect(draft.cells.b2).toEqual({ owner: 'w', count: 1 });
    draft = applyTool(applyTool(draft, 'b2', 'add-w'), 'b2', 'remove-one');
    expect(draft.cells.b2).toEqual({ owner: 'w', count: 1 });
    expect(applyTool(draft, 'b2', 'remove-one').cells.b2).toBeUndefined();
    expect(applyTool(applyTool(draft, 'd4', 'add-b'), 'd4', 'empty').cells.d4).toBeUndefined();
  });

  it('sets tile faces only on outer cells of the tiles edition, and drops them when the edition is left', () => {
    expect(applyTool(empty(), 'a1', 'gray')).toEqual(empty()); // no tiles edition: nothing changes
    const tiles = setRules(empty(), { tiles: true });
    expect(applyTool(tiles, 'c3', 'gray')).toBe(tiles); // the centre is no tile
    const gray = applyTool(tiles, 'a1', 'gray');
    expect(draftText(gray)).toBe('classic tiles b a1:gray');
    expect(applyTool(gray, 'a1', 'white').faces).toEqual({});
    expect(setRules(gray, { tiles: false }).faces).toEqual({});
  });

  it('writes the engine’s canonical text for a valid draft', () => {
    let draft = setSide(setRules(empty(), { exits: 'express' }), 'w');
    for (const [cell, tool] of [
      ['b2', 'add-b'],
      ['b2', 'add-b'],
      ['c3', 'add-w'],
      ['d4', 'add-w'],
    ] as const)
      draft = applyTool(draft, cell, tool);
    expect(validText(draft)).toBe('express w b2:2b c3:1w d4:1w');
    expect(validText(draft)).toBe(formatPosition((parsePosition('w express d4:1w c3:1w b2:2b') as unknown as { value: never }).value));
  });

  it('explains each kind of invalid position by its cell or count', () => {
    const base = setSide(empty(), 'b');
    expect(draftProblem(setStack(setStack(base, 'a1', 'b', 30), 'a2', 'w', 10))).toEqual({ code: 'too-many-pawns', total: 40 });
    expect(draftProblem(applyTool(applyTool(setRules(base, { tiles: true }), 'a1', 'removed'), 'a1', 'add-b'))).toEqual({
      code: 'pawns-on-removed',
      cell: 'a1',
    });
    const opening = setOpening(base, true);
    expect(draftProblem(applyTool(applyTool(opening, 'b2', 'add-w'), 'b3', 'add-w'))).toEqual({ code: 'opening-count', total: 2 });
    expect(draftProblem(applyTool(opening, 'a1', 'add-w'))).toEqual({ code: 'opening-ring', cell: 'a1' });
    expect(draftProblem(applyTool(opening, 'b2', 'add-b'))).toEqual({ code: 'opening-own', cell: 'b2' });
    expect(draftProblem(applyTool(opening, 'b2', 'add-w'))).toBeNull();
    const chain = setStack(setStack(base, 'b2', 'w', 3), 'd4', 'b', 1);
    expect(draftProblem(chain)).toEqual({ code: 'full-not-mover', cell: 'b2' });
    expect(validText(chain)).toBe('');
    expect(draftProblem(setSide(chain, 'w'))).toBeNull();
  });

  it('turns the board half a turn and swaps colours, each undone by doing it again', () => {
    const draft = setStack(setStack(setRules(empty(), { tiles: true }), 'a1', 'b', 2), 'b3', 'w', 1);
    const gray = applyTool(draft, 'a2', 'gray');
    expect(flipDraft(gray).cells).toEqual({ e5: { owner: 'b', count: 2 }, d3: { owner: 'w', count: 1 } });
    expect(flipDraft(gray).faces).toEqual({ e4: 'gray' });
    expect(flipDraft(flipDraft(gray))).toEqual(gray);
    expect(swapColours(gray).cells.a1).toEqual({ owner: 'w', count: 2 });
    expect(swapColours(gray).toMove).toBe('w');
    expect(swapColours(swapColours(gray))).toEqual(gray);
  });

  it('reads typed text through the engine, and refuses what it refuses with its typed error', () => {
    const read = readDraft('W b2:2B express d4:1w');
    expect(read.ok && read.text).toBe('express w b2:2b d4:1w');
    expect(read.ok && read.draft.cells.b2).toEqual({ owner: 'b', count: 2 });
    const bad = readDraft('classic b z9:1b');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.code).toBe('invalid-notation');
  });
});

/** Any draft the editor can reach: a few of everything, at random (including invalid ones). */
const drafts = fc.record({
  exits: fc.constantFrom('classic', 'express', 'long'),
  tiles: fc.boolean(),
  toMove: fc.constantFrom('b', 'w'),
  opening: fc.boolean(),
  cells: fc.dictionary(fc.constantFrom(...CELLS), fc.record({ owner: fc.constantFrom('b', 'w'), count: fc.integer({ min: 1, max: 6 }) }), { maxKeys: 19 }),
  faces: fc.dictionary(fc.constantFrom(...OUTER), fc.constantFrom('gray', 'removed'), { maxKeys: 12 }),
}) as fc.Arbitrary<HexoneDraft>;

describe('Hexone drafts against the engine', () => {
  it('explain every invalid draft themselves, and call valid exactly what the engine accepts', () => {
    fc.assert(
      fc.property(drafts, (draft) => {
        const problem = draftProblem(draft);
        expect(problem?.code).not.toBe('engine');
        expect(problem === null).toBe(parsePosition(draftText(draft)).ok);
        expect(validText(draft) !== '').toBe(problem === null);
      }),
      { numRuns: 3000 },
    );
  });

  it('read back their own valid text unchanged', () => {
    fc.assert(
      fc.property(drafts, (draft) => {
        const text = validText(draft);
        if (!text) return;
        const read = readDraft(text);
        expect(read.ok && validText(read.draft)).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });

  it('survive any sequence of clicks without throwing, each tool on any cell', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...CELLS), fc.constantFrom(...HEXONE_TOOLS)), { maxLength: 60 }), (clicks) => {
        let draft = setRules(empty(), { tiles: true });
        for (const [cell, tool] of clicks) draft = applyTool(draft, cell, tool);
        expect(typeof draftText(draft)).toBe('string');
      }),
    );
  });

  it('read any typed text without throwing, accepting exactly what the engine accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('classic b', 'tiles w a1:gray', 'b b2:1w opening')), (text) => {
        expect(readDraft(text).ok).toBe(parsePosition(text).ok);
      }),
    );
  });
});
