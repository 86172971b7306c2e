/**
 * Each rule of RULES.md on hand-worked positions. Side values are worked out in the comments:
 * a tile turned `rot` shows its written value k on the side facing (k + rot) mod 6 (0 E … 5 NE).
 */
import { describe, expect, it } from 'vitest';
import {
  type GameState,
  type Result,
  apply,
  bonusFor,
  canDraw,
  canPass,
  draw,
  legalActions,
  legalPlacements,
  pass,
  place,
  scorePlacement,
  stage,
} from '@engine/hexadominos/index.js';
import { RING, accepted, deepFreeze, position } from './helpers.js';

/** Expects a refusal with `code` that leaves the (frozen) state exactly as it was. */
function expectRefused(state: GameState, act: (s: GameState) => Result, code: string): Result {
  const before = structuredClone(state);
  deepFreeze(state);
  const result = act(state);
  expect(result.ok ? 'accepted' : result.error.code).toBe(code);
  expect(state).toEqual(before);
  return result;
}

// 112345 at 0,0 turned 0 shows E1 SE1 SW2 W3 NW4 NE5.
const ONE_TILE = '112345@0,0/0';

describe('the first tile', () => {
  const start = position('standard r0:112345,123345 r1:122345 pile:123445');

  it('goes at 0,0 in any rotation and scores its sum, with no bonus', () => {
    expect(legalPlacements(start, '112345').map((p) => p.rot)).toEqual([0, 1, 2, 3, 4, 5]);
    const result = place(start, '112345', [0, 0], 4);
    const state = accepted(result);
    expect(state.scores).toEqual([16, 0]);
    expect(state.toMove).toBe(1);
    expect(result.ok && result.events.map((e) => e.type)).toEqual(['tilePlaced', 'points', 'turn']);
  });

  it('is refused anywhere but 0,0', () => {
    expectRefused(start, (s) => place(s, '112345', [1, 0], 0), 'first-at-origin');
  });

  it('comes before any draw', () => {
    expectRefused(start, draw, 'draw-before-first');
    expect(stage(start)).toBe('first');
  });
});

describe('matching', () => {
  const state = position(`standard turn:1 scores:16,0 ${ONE_TILE} r0:122345 r1:123345,112234 pile:123445`);

  it('accepts a tile whose shared side shows the same value (one side: no bonus)', () => {
    // 123345 turned 3 shows its 1 to the west, against 112345's east 1.
    const result = place(state, '123345', [1, 0], 3);
    expect(accepted(result).scores).toEqual([16, 18]);
    expect(result.ok && result.events[1]).toEqual({ type: 'sidesMatched', seat: 1, at: [1, 0], sides: [{ direction: 3, neighbour: [0, 0], value: 1 }] });
  });

  it('refuses a side that does not match, naming it', () => {
    // Turned 0, 123345 shows 4 to the west.
    const result = expectRefused(state, (s) => place(s, '123345', [1, 0], 0), 'sides-mismatch');
    expect(!result.ok && result.error.directions).toEqual([3]);
  });

  it('refuses a cell that touches no tile, a taken cell, a tile not in the rack and malformed input', () => {
    expectRefused(state, (s) => place(s, '123345', [2, 0], 3), 'not-touching');
    expectRefused(state, (s) => place(s, '123345', [0, 0], 3), 'occupied');
    expectRefused(state, (s) => place(s, '122345', [1, 0], 3), 'not-in-rack');
    expectRefused(state, (s) => place(s, '123456', [1, 0], 3), 'invalid-tile');
    expectRefused(state, (s) => place(s, '123345', [1, 0.5], 3), 'invalid-cell');
    expectRefused(state, (s) => place(s, '123345', [1, 0], 6), 'invalid-rotation');
    expectRefused(state, (s) => apply(s, { type: 'jump' } as never), 'invalid-action');
  });
});

describe('bonuses', () => {
  it('add 10 for two shared sides', () => {
    // 123345 turned 3 at 1,0 shows SW 5. At 0,1: 112345's SE 1 faces NW, 123345's SW 5 faces NE.
    // 111155 turned 1 shows NW 1, NE 5 (and E 5, SE 1, SW 1, W 1): 14 + 10.
    const state = position(`standard ${ONE_TILE} 123345@1,0/3 r0:111155,122345 r1:112234 pile:123445`);
    const result = place(state, '111155', [0, 1], 1);
    expect(accepted(result).scores[0]).toBe(24);
    expect(result.ok && result.events.find((e) => e.type === 'points')).toMatchObject({ base: 14, bonus: { kind: 'sides', points: 10 }, points: 24 });
  });

  it('are the highest one that applies, never added up', () => {
    expect([2, 3, 4, 5].map((n) => bonusFor(n, 0, 'standard').points)).toEqual([10, 20, 30, 40]);
    expect(bonusFor(6, 1, 'standard')).toEqual({ kind: 'flower', points: 60 });
    expect(bonusFor(4, 2, 'standard')).toEqual({ kind: 'flowers', points: 70 });
    expect(bonusFor(1, 0, 'standard')).toEqual({ kind: 'none', points: 0 });
    expect([bonusFor(3, 0, 'simple'), bonusFor(6, 1, 'simple'), bonusFor(2, 3, 'simple')].map((b) => b.points)).toEqual([1, 1, 2]);
    expect(bonusFor(6, 2, 'kids').points).toBe(0);
  });

  it('give 60 for a tile closing its own flower (six shared sides, not 40 + 60)', () => {
    const state = position(`standard ${RING} 222345@1,-1/3 r0:111235,111245 r1:111223`);
    const result = place(state, '111235', [0, 0], 0);
    expect(accepted(result).scores[0]).toBe(13 + 60);
    expect(result.ok && result.events.find((e) => e.type === 'flowers')).toEqual({ type: 'flowers', seat: 0, cells: [[0, 0]] });
  });

  it('give 60 for a neighbour the tile surrounds, over its three shared sides', () => {
    const state = position(`standard 111235@0,0/0 ${RING} r0:222345,111245 r1:111223`);
    const result = place(state, '222345', [1, -1], 3);
    expect(accepted(result).scores[0]).toBe(18 + 60);
    expect(result.ok && result.events.find((e) => e.type === 'flowers')).toEqual({ type: 'flowers', seat: 0, cells: [[0, 0]] });
  });

  it('score 1, plus 1 for a bridge, in simple scoring', () => {
    const state = position(`simple ${ONE_TILE} 123345@1,0/3 r0:111155,122345 r1:112234 pile:123445`);
    expect(accepted(place(state, '111155', [0, 1], 1)).scores[0]).toBe(2);
  });
});

describe('drawing', () => {
  const state = position(`standard scores:10,0 ${ONE_TILE} r0:122345 r1:112234 pile:123445,123455,122455,111234`);

  it('costs 5 and leaves only the tile drawn to place', () => {
    const once = accepted(draw(state));
    expect(once.scores[0]).toBe(5);
    expect(once.racks[0]).toEqual(['122345', '123445']);
    expect(once.drawn).toBe('123445');
    expect(stage(once)).toBe('drawn');
    expect(new Set(legalPlacements(once).map((p) => p.tile))).toEqual(new Set(['123445']));
    expectRefused(once, (s) => place(s, '122345', [-1, 0], 3), 'must-place-drawn');
    expectRefused(once, pass, 'cannot-pass');
  });

  it('costs 25 for three draws, then the player places the third tile or passes, keeping the others', () => {
    const third = accepted(draw(accepted(draw(accepted(draw(state))))));
    expect(third.scores[0]).toBe(10 - 25);
    expectRefused(third, draw, 'draw-limit');
    expect(canPass(third)).toBe(true);
    const passed = accepted(pass(third));
    expect(passed.racks[0]).toHaveLength(4);
    expect([passed.toMove, passed.draws, passed.drawn]).toEqual([1, 0, null]);
  });

  it('lets the player pass once the pile runs out during the turn', () => {
    const last = position(`standard ${ONE_TILE} r0:122345 r1:112234 pile:455555`);
    const drawn = accepted(draw(last)); // 455555 fits nowhere next to 112345's 1 2 3 4 5 sides? it shows 4 and 5 only
    expect(drawn.pile).toEqual([]);
    expect(canPass(drawn)).toBe(true);
    expect(canDraw(drawn)).toBe(false);
    expectRefused(drawn, draw, 'pile-empty');
  });

  it('costs nothing in simple and kids scoring', () => {
    for (const scoring of ['simple', 'kids']) {
      const s = position(`${scoring} ${ONE_TILE} r0:122345 r1:112234 pile:123445`);
      expect(accepted(draw(s)).scores).toEqual([0, 0]);
    }
  });
});

describe('passing', () => {
  it('is refused while the pile has tiles', () => {
    const state = position(`standard ${ONE_TILE} r0:122345 r1:112234 pile:123445`);
    const result = expectRefused(state, pass, 'cannot-pass');
    expect(!result.ok && result.error.reason).toBe('pile-not-empty');
  });

  it('is refused with the pile empty when a rack tile fits', () => {
    const state = position(`standard ${ONE_TILE} r0:122345 r1:112234`);
    const result = expectRefused(state, pass, 'cannot-pass');
    expect(!result.ok && result.error.reason).toBe('can-place');
  });

  it('is the only action with the pile empty and nothing that fits', () => {
    // 444555 shows only 4s and 5s; seat 0 holds 1s, 2s and 3s; seat 1 holds a 4 and a 5.
    const state = position('standard 444555@0,0/0 r0:112233 r1:123345,112234');
    expect(legalActions(state)).toEqual([{ type: 'pass' }]);
    const passed = accepted(pass(state));
    expect([passed.over, passed.toMove]).toEqual([false, 1]);
  });
});

describe('the end of the game', () => {
  it('comes with the last tile: +25 and the sum of the other racks', () => {
    const state = position(`standard turn:1 scores:5,6,7 ${ONE_TILE} r0:122345 r1:123345 r2:112234 pile:123445`);
    const result = place(state, '123345', [1, 0], 3);
    const over = accepted(result);
    expect(over.scores).toEqual([5, 6 + 18 + 25 + 17 + 13, 7]);
    expect([over.over, over.ending, over.winners]).toEqual([true, 'lastTile', [1]]);
    expect(result.ok && result.events.slice(-2).map((e) => e.type)).toEqual(['lastTile', 'gameOver']);
    expectRefused(over, draw, 'game-over');
  });

  it('gives 5 for the last tile in simple scoring, nothing from the racks', () => {
    const state = position(`simple turn:1 ${ONE_TILE} r0:122345 r1:123345 pile:123445`);
    expect(accepted(place(state, '123345', [1, 0], 3)).scores).toEqual([0, 6]);
  });

  it('comes when the pile is empty and nobody can place: each subtracts their own rack', () => {
    const state = position('standard scores:40,30 444555@0,0/0 r0:112233 r1:111223,112223');
    const result = pass(state);
    const over = accepted(result);
    expect(over.scores).toEqual([40 - 12, 30 - 10 - 11]);
    expect([over.ending, over.winners]).toEqual(['blocked', [0]]);
    expect(result.ok && result.events).toContainEqual({ type: 'blocked', adjustments: [-12, -21], tilesLeft: [1, 2], scores: [28, 9] });
  });

  it('lets tied players share the win', () => {
    const state = position('standard scores:22,21 444555@0,0/0 r0:112233 r1:111233');
    expect(accepted(pass(state)).winners).toEqual([0, 1]);
  });

  it('goes in kids scoring to the first out, or when blocked to the fewest tiles (ties share)', () => {
    const out = position(`kids turn:1 ${ONE_TILE} r0:122345 r1:123345 pile:123445`);
    expect(accepted(place(out, '123345', [1, 0], 3))).toMatchObject({ scores: [0, 0], winners: [1] });
    const blocked = position('kids 444555@0,0/0 r0:112233 r1:111223,112223 r2:111123');
    expect(accepted(pass(blocked))).toMatchObject({ scores: [0, 0, 0], winners: [0, 2], ending: 'blocked' });
  });

  it('subtracts nothing when blocked in simple scoring', () => {
    const state = position('simple scores:3,4 444555@0,0/0 r0:112233 r1:111223');
    expect(accepted(pass(state)).scores).toEqual([3, 4]);
  });
});

describe('legal placements', () => {
  it('carry the sides each would share and the points it would score', () => {
    const state = position(`standard ${ONE_TILE} 123345@1,0/3 r0:111155,122345 r1:112234 pile:123445`);
    const preview = legalPlacements(state, '111155').find((p) => p.at[0] === 0 && p.at[1] === 1 && p.rot === 1);
    expect(preview).toMatchObject({ base: 14, bonus: { kind: 'sides', points: 10 }, points: 24, flowers: [] });
    expect(preview?.sides.map((s) => s.value)).toEqual([1, 5]);
    expect(scorePlacement(state.board, 'standard', '111155', [0, 1], 1)).toEqual({ ok: true, placement: preview });
  });

  it('cover the whole rack, and list draw and pass among the actions when allowed', () => {
    const state = position(`standard ${ONE_TILE} r0:111155,122345 r1:112234 pile:123445`);
    const tiles = new Set(legalPlacements(state).map((p) => p.tile));
    expect(tiles).toEqual(new Set(['111155', '122345']));
    expect(legalActions(state).slice(-1)).toEqual([{ type: 'draw' }]);
  });

  it('are empty for a finished game or a malformed state', () => {
    expect(legalPlacements({} as GameState)).toEqual([]);
    expect(legalPlacements(null as unknown as GameState)).toEqual([]);
  });
});
