/**
 * The rules of shared/RULES.md for the tiles edition (tiles turned and removed, points), and what the rules
 * refuse: illegal actions with their reasons, and bad input of any shape. Play itself: rules.test.ts.
 * Geometry used below: Y 0 of a cell is {E, NW, SW}, Y 1 is {NE, W, SE}; for b2 that is {b3, c2, a1} and {c3, b1, a2}.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  checkState,
  explodableCells,
  explode,
  legalActions,
  legalPlacements,
  newGame,
  pawnCounts,
  place,
  readAction,
  tilePoints,
  tilesScore,
} from '@engine/hexone/rules.js';
import type { GameState, Result } from '@engine/hexone/types.js';
import { cellsOf, deepFreeze, ok, pos } from './rules-helpers.js';

describe('the tiles edition', () => {
  it('turns a white outer tile gray after an explosion on it', () => {
    const { state, events } = ok(explode(pos('classic tiles b a2:3b c3:1w'), 'a2', 'a3'));

    expect(state.tiles.a2).toBe('gray');
    expect(cellsOf(state)).toEqual({ a3: '1b', b2: '1b', c3: '1w' });
    expect(events.filter((e) => e.type === 'tileFlipped')).toEqual([{ type: 'tileFlipped', cell: 'a2', to: 'gray' }]);
  });

  it('removes a gray tile after an explosion on it, with the pawns left on it', () => {
    const { state, events } = ok(explode(pos('classic tiles b a2:4b:gray c3:1w'), 'a2', 'a3'));

    expect(state.tiles.a2).toBe('removed');
    expect(cellsOf(state)).toEqual({ a3: '1b', b2: '1b', c3: '1w' });
    expect(events.slice(-3)).toEqual([
      { type: 'tileFlipped', cell: 'a2', to: 'removed' },
      { type: 'removedWithTile', player: 'b', cell: 'a2', count: 1 },
      { type: 'turn', toMove: 'w' },
    ]);
  });

  it('never changes the first ring or the centre', () => {
    const { state } = ok(explode(pos('classic tiles b b2:3b e5:1w'), 'b2', 'b3'));

    expect(Object.values(state.tiles).every((t) => t === 'white')).toBe(true);
  });

  it('forbids placing on a removed tile', () => {
    const state = pos('classic tiles b b2:1b e5:1w a1:removed');

    expect(place(state, 'a1')).toEqual({ ok: false, error: { code: 'tile-removed', cell: 'a1' } });
    expect(legalPlacements(state)).not.toContain('a1');
  });

  it('loses a pawn sent to a removed tile in classic, naming the tile', () => {
    // b3: Y 1 = {NE c4, W b2, SE a3}; a3 is gone.
    const { state, events } = ok(explode(pos('classic tiles b b3:3b a3:removed e5:1w'), 'b3', 'c4'));

    expect(cellsOf(state)).toEqual({ b2: '1b', c4: '1b', e5: '1w' });
    expect(events).toContainEqual({ type: 'lost', player: 'b', from: 'b3', direction: 'SE', to: 'a3' });
  });

  it('does not give a first-ring cell the peak exception toward a removed peak (classic)', () => {
    // c4: Y 0 = {E c5, NW d4, SW b3}; the peak c5 is gone, so that pawn is lost, not sent to the centre.
    const { state, events } = ok(explode(pos('classic tiles b c4:3b c5:removed e3:1w'), 'c4', 'd4'));

    expect(cellsOf(state)).toEqual({ b3: '1b', d4: '1b', e3: '1w' });
    expect(events).toContainEqual({ type: 'lost', player: 'b', from: 'c4', direction: 'E', to: 'c5' });
  });

  it('sends a pawn bound for a removed tile to the centre in express', () => {
    const { state, events } = ok(explode(pos('express tiles b c4:3b c5:removed e3:1w'), 'c4', 'd4'));

    expect(cellsOf(state)).toEqual({ b3: '1b', c3: '1b', d4: '1b', e3: '1w' });
    expect(events).toContainEqual({ type: 'toCentre', player: 'b', from: 'c4', direction: 'E' });
  });

  it('makes the opponent win when the mover loses their last pawns with a removed tile', () => {
    // long: a1's Y 0 = {E a2 (removed), NW b1 (removed), SW (off)}: all three lost, the 4th goes with the tile.
    const { state, events } = ok(explode(pos('long tiles b a1:4b:gray a2:removed b1:removed c3:1w'), 'a1', 'a2'));

    expect(state.phase).toBe('over');
    expect(state.winner).toBe('w');
    expect(state.toMove).toBe('w');
    expect(cellsOf(state)).toEqual({ c3: '1w' });
    // 7 + white peaks a3 c1 c5 e3 e5 (5 × 4) + white b4 d2 d5 e4 (4 × 3).
    expect(state.score).toBe(39);
    expect(events.map((e) => e.type)).toEqual(['exploded', 'lost', 'lost', 'lost', 'tileFlipped', 'removedWithTile', 'won']);
    expect(events.at(-1)).toEqual({ type: 'won', winner: 'w', score: 39 });
  });

  it('scores the rulebook example at 36', () => {
    // White: arrows a1 a3 c1, plain a2 b1 b4 d2. Gray: arrows c5 e3, plain d5. Removed: arrow e5, plain e4.
    const state = pos('classic tiles b b2:1b d4:1w c5:gray e3:gray d5:gray e5:removed e4:removed');

    expect(tilesScore(state)).toBe(36);
  });

  it('tells what one tile is worth: white 3, gray 1, one more on a peak, nothing removed or inside', () => {
    expect(tilePoints('a2', 'white')).toBe(3);
    expect(tilePoints('a2', 'gray')).toBe(1);
    expect(tilePoints('a1', 'white')).toBe(4); // a peak, with its arrow
    expect(tilePoints('e5', 'gray')).toBe(2);
    expect(tilePoints('e5', 'removed')).toBe(0);
    expect(tilePoints('b2', 'white')).toBeUndefined(); // the first ring has no tile
    expect(tilePoints('c3', 'white')).toBeUndefined();
  });

  it('scores 49 with all twelve tiles white', () => {
    expect(tilesScore(newGame({ tiles: true }))).toBe(49);
  });

  it('gives the winner the score of the tiles left when the game ends', () => {
    const { state } = ok(explode(pos('classic tiles b a2:3b a3:1w'), 'a2', 'a3'));

    expect(state.winner).toBe('b');
    expect(state.score).toBe(49 - 2); // a2 turned gray: 3 → 1
  });
});

describe('refused actions', () => {
  const cases: [string, GameState, () => Result, string][] = [];
  const placing = deepFreeze(pos('b b2:1b d4:1w'));
  const chain = deepFreeze(pos('b b2:4b d4:3b e5:1w'));
  const opening = deepFreeze(newGame({}, 'b'));
  cases.push(['an opening pawn off the first ring', opening, () => place(opening, 'a1'), 'opening-first-ring']);
  cases.push(['the centre', placing, () => place(placing, 'c3'), 'centre-forbidden']);
  cases.push(['an opponent cell', placing, () => place(placing, 'd4'), 'opponent-cell']);
  cases.push(['a lone cell', placing, () => place(placing, 'e5'), 'not-connected']);
  cases.push(['an unknown cell', placing, () => place(placing, 'z9'), 'unknown-cell']);
  cases.push(['a placement mid-chain', chain, () => place(chain, 'b2'), 'must-explode']);
  cases.push(['a cell that is not the fullest', chain, () => explode(chain, 'd4', 'd5'), 'not-explodable']);
  cases.push(['a Y named by a far cell', chain, () => explode(chain, 'b2', 'e5'), 'not-on-y']);

  for (const [what, state, act, code] of cases) {
    it(`answer ${code} for ${what} and leave the state untouched`, () => {
      const before = structuredClone(state);

      const result = act();

      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe(code);
      expect(state).toEqual(before);
    });
  }

  it('never change the state they are given, even accepted ones', () => {
    const state = deepFreeze(pos('b b2:3b b3:2w e5:1w'));
    const before = structuredClone(state);

    ok(explode(state, 'b2', 'b3'));

    expect(state).toEqual(before);
  });
});

describe('bad input', () => {
  const garbage: unknown[] = [
    null,
    undefined,
    0,
    'classic b',
    [],
    {},
    { rules: null },
    { rules: { exits: 'turbo', tiles: false }, phase: 'place', toMove: 'b', cells: {}, tiles: {} },
    { rules: { exits: 'classic', tiles: false }, phase: 'place', toMove: 'x', cells: {}, tiles: {} },
    { rules: { exits: 'classic', tiles: false }, phase: 'dance', toMove: 'b', cells: {}, tiles: {} },
    { rules: { exits: 'classic', tiles: false }, phase: 'place', toMove: 'b', cells: 'abc', tiles: {} },
    { rules: { exits: 'classic', tiles: false }, phase: 'place', toMove: 'b', cells: { z9: { owner: 'b', count: 1 } }, tiles: {} },
    { rules: { exits: 'classic', tiles: false }, phase: 'place', toMove: 'b', cells: { b2: { owner: 'q', count: 1 } }, tiles: {} },
    { rules: { exits: 'classic', tiles: false }, phase: 'place', toMove: 'b', cells: { b2: { owner: 'b', count: 1.5 } }, tiles: {} },
    { rules: { exits: 'classic', tiles: false }, phase: 'place', toMove: 'b', cells: { b2: null, d4: 7 }, tiles: {} },
    { rules: { exits: 'classic', tiles: true }, phase: 'place', toMove: 'b', cells: { b2: { owner: 'b', count: 1 } }, tiles: { b2: 'gray' } },
  ];

  it('gets invalid-state from every rule function, which never throws', () => {
    for (const state of garbage) {
      const s = state as GameState;
      for (const result of [place(s, 'b2'), explode(s, 'b2', 'b3'), apply(s, { type: 'place', cell: 'b2' })]) {
        expect(result).toMatchObject({ ok: false, error: { code: 'invalid-state', reason: expect.any(String) } });
      }
      expect(checkState(s)).toMatchObject({ code: 'invalid-state' });
      expect(legalPlacements(s)).toEqual([]);
      expect(explodableCells(s)).toEqual([]);
      expect(() => legalActions(s)).not.toThrow();
      expect(() => pawnCounts(s)).not.toThrow();
      expect(() => tilesScore(s)).not.toThrow();
    }
  });

  it('refuses states whose phase contradicts their cells', () => {
    const contradictions = [
      'a placing phase with a cell of 3',
      'an explode phase with no cell of 3',
      'an opening with two pawns',
      'a finished game without a winner',
    ];
    const base = { rules: { exits: 'classic', tiles: false }, toMove: 'b', tiles: {}, score: null };
    const states = [
      { ...base, phase: 'place', cells: { b2: { owner: 'b', count: 3 }, d4: { owner: 'w', count: 1 } }, winner: null },
      { ...base, phase: 'explode', cells: { b2: { owner: 'b', count: 2 }, d4: { owner: 'w', count: 1 } }, winner: null },
      { ...base, phase: 'opening', cells: { b2: { owner: 'b', count: 1 }, d4: { owner: 'w', count: 1 } }, winner: null },
      { ...base, phase: 'over', cells: { b2: { owner: 'b', count: 1 } }, winner: null },
    ];
    states.forEach((state, k) => {
      expect(checkState(state as GameState), contradictions[k]).toMatchObject({ code: 'invalid-state' });
    });
  });

  it('refuses non-string and unknown cell names and unknown actions without throwing', () => {
    const state = pos('b b2:1b d4:1w');
    for (const cell of [undefined, null, 42, {}, 'B2 ', 'c6', '']) {
      expect(place(state, cell as string)).toMatchObject({ ok: false, error: { code: 'unknown-cell' } });
      expect(explode(pos('b b2:3b e5:1w'), 'b2', cell as string)).toMatchObject({ ok: false, error: { code: 'unknown-cell' } });
    }
    for (const action of [null, undefined, {}, { type: 'jump', cell: 'b2' }, 'b2']) {
      expect(apply(state, action as never)).toMatchObject({ ok: false, error: { code: 'invalid-state' } });
    }
  });

  it('counts the pawns of the stacks it can read and no others (an unknown owner, a count that is no finite number)', () => {
    const cells = {
      b2: { owner: 'b', count: 2 },
      c3: { owner: 'q', count: 5 },
      d4: { owner: 'w', count: '3' },
      a1: { owner: 'w', count: Infinity },
      b3: { owner: 'w', count: Number.NaN },
      e5: null,
      c2: 7,
      a2: { owner: 'w', count: 1 },
    };
    expect(pawnCounts({ ...pos('b b2:1b d4:1w'), cells } as unknown as GameState)).toEqual({ b: 2, w: 1 });
    // A stack that throws when read: the count falls back to none at all (rather than throwing to the page).
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no');
        },
        getOwnPropertyDescriptor: () => {
          throw new Error('no');
        },
      },
    );
    expect(pawnCounts({ ...pos('b b2:1b d4:1w'), cells: { b2: { owner: 'b', count: 1 }, c3: hostile } } as unknown as GameState)).toEqual({ b: 0, w: 0 });
  });

  it('scores 0 for tiles with a face that is no tile face, and scores the faces it can read otherwise', () => {
    const tiles = newGame({ tiles: true }).tiles;
    expect(tilesScore({ ...newGame({ tiles: true }), tiles: { ...tiles, a1: 'pink' } } as unknown as GameState)).toBe(0);
    expect(tilesScore({ ...newGame({ tiles: true }), tiles: { ...tiles, a1: 'gray' } } as unknown as GameState)).toBe(tilesScore(newGame({ tiles: true })) - 2);
  });

  it('says what was not an action in its refusal: the value, or the type it named', () => {
    expect(readAction(42)).toEqual({ code: 'invalid-state', reason: 'unknown action: 42' });
    expect(readAction({ type: 'jump', cell: 'b2' })).toEqual({ code: 'invalid-state', reason: 'unknown action: type jump' });
    expect(readAction([])).toEqual({ code: 'invalid-state', reason: 'unknown action: a list' });
    expect(readAction({ type: 'place', cell: 3 })).toEqual({ code: 'unknown-cell', cell: '3' });
    expect(readAction({ type: 'pass', cell: 'b2' })).toEqual({ type: 'pass' });
  });
});
