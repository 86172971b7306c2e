/**
 * What the Hexa-dominos rules answer besides "allowed or not": the refusal code for each malformed argument of
 * `scorePlacement`, the stage of a turn, the events a pass and a last tile carry, when draw and pass are open, and who
 * wins a blocked game. Written from the survivors of the mutation run of engine/hexadominos/rules.ts
 * (docs/mutation.md): each case here failed under one of them.
 */
import { describe, expect, it } from 'vitest';
import { type GameState, canDraw, canPass, draw, legalActions, pass, place, scorePlacement, stage } from '@engine/hexadominos/index.js';
import { accepted, position } from './helpers.js';

// 112345 at 0,0 turned 0 shows E1 SE1 SW2 W3 NW4 NE5.
const ONE_TILE = '112345@0,0/0';

describe('scorePlacement, given something it cannot read', () => {
  const board = position(`standard ${ONE_TILE} r0:122345 r1:112234`).board;
  const codeOf = (...args: Parameters<typeof scorePlacement>) => {
    const scored = scorePlacement(...args);
    return scored.ok ? 'accepted' : scored.error;
  };

  it('names what is wrong: the tile, the cell, the rotation, the scoring or the table', () => {
    expect(codeOf(board, 'standard', '999999', [1, 0], 3)).toEqual({ code: 'invalid-tile', tile: '"999999"' });
    expect(codeOf(board, 'standard', '123345', [0.5, 0], 3)).toEqual({ code: 'invalid-cell', reason: 'a list is not [q, r] with whole numbers' });
    expect(codeOf(board, 'standard', '123345', [1, 0], 6)).toEqual({ code: 'invalid-rotation', reason: '6 is not a rotation 0 to 5' });
    expect(codeOf(board, 'fancy' as never, '123345', [1, 0], 3)).toEqual({ code: 'invalid-state', reason: 'scoring must be standard, simple or kids' });
    expect(codeOf([{ at: [0, 0], tile: 'nope', rot: 0 }] as never, 'standard', '123345', [1, 0], 3)).toEqual({
      code: 'invalid-state',
      reason: 'board entry 1: "nope" is not a tile',
    });
    // A table that throws when read (a revoked or hostile proxy) is refused the same way, never thrown on.
    const hostile = new Proxy([], {
      get() {
        throw new Error('no reading');
      },
    });
    expect(codeOf(hostile, 'standard', '123345', [1, 0], 3)).toEqual({ code: 'invalid-state', reason: 'board: reading it threw an exception' });
  });

  it('names the cell and the rotation a placement from the rack could not read, as place() too', () => {
    const turn = position(`standard ${ONE_TILE} r0:122345 r1:112234`);
    expect(place(turn, '122345', [0.5, 0], 3)).toEqual({ ok: false, error: { code: 'invalid-cell', reason: 'a list is not [q, r] with whole numbers' } });
    expect(place(turn, '122345', [1, 0], 6)).toEqual({ ok: false, error: { code: 'invalid-rotation', reason: '6 is not a rotation 0 to 5' } });
  });

  it('places the first tile of an empty table only at 0,0', () => {
    expect(codeOf([], 'standard', '123345', [1, 0], 3)).toEqual({ code: 'first-at-origin', at: [1, 0] });
    expect(codeOf([], 'standard', '123345', [0, 1], 3)).toEqual({ code: 'first-at-origin', at: [0, 1] });
    expect(scorePlacement([], 'standard', '123345', [0, 0], 3)).toMatchObject({ ok: true, placement: { at: [0, 0], points: 18, bonus: { kind: 'none' } } });
  });
});

describe('the stage of a turn', () => {
  it('is first, turn, drawn or over, and over for a state it cannot read', () => {
    expect(stage(position('standard r0:112345 r1:122345 pile:123445'))).toBe('first');
    const turn = position(`standard ${ONE_TILE} r0:122345 r1:112234 pile:123445`);
    expect(stage(turn)).toBe('turn');
    expect(stage(accepted(draw(turn)))).toBe('drawn');
    const last = position(`standard turn:1 ${ONE_TILE} r0:122345 r1:123345 pile:123445`);
    expect(stage(accepted(place(last, '123345', [1, 0], 3)))).toBe('over');
    expect(stage({} as GameState)).toBe('over');
  });
});

describe('draw and pass', () => {
  it('are open when the rules allow them, and closed once the game is over', () => {
    const turn = position(`standard ${ONE_TILE} r0:122345 r1:112234 pile:123445`);
    expect([canDraw(turn), canPass(turn)]).toEqual([true, false]);
    const stuck = position('standard 444555@0,0/0 r0:112233 r1:123345,112234');
    expect([canDraw(stuck), canPass(stuck)]).toEqual([false, true]);
    const over = accepted(place(position(`standard turn:1 ${ONE_TILE} r0:122345 r1:123345 pile:123445`), '123345', [1, 0], 3));
    expect([canDraw(over), canPass(over)]).toEqual([false, false]);
    const blocked = accepted(pass(position('standard 444555@0,0/0 r0:112233 r1:111223')));
    expect([blocked.ending, canPass(blocked)]).toEqual(['blocked', false]);
    expect([canDraw({} as GameState), canPass({} as GameState)]).toEqual([false, false]);
  });

  it('after a draw, offer only the tile drawn among the placements', () => {
    const drawn = accepted(draw(position(`standard ${ONE_TILE} r0:122345 r1:112234 pile:123445,111234`)));
    const tiles = new Set(legalActions(drawn).flatMap((action) => (action.type === 'place' ? [action.tile] : [])));
    expect(tiles).toEqual(new Set(['123445']));
  });

  it('refuse a pass on the first turn because the first tile always fits, not because of the pile', () => {
    const first = pass(position('standard r0:112345 r1:122345 pile:123445'));
    expect(!first.ok && first.error).toEqual({ code: 'cannot-pass', reason: 'can-place' });
  });

  it('after three draws that fit nowhere, a pass gives the turn on while the pile still has tiles', () => {
    // 444555 shows only 4s and 5s; no tile in the racks or the pile has one.
    let state = position('standard 444555@0,0/0 r0:112233 r1:111223 pile:111222,111233,112223,111123');
    for (let k = 0; k < 3; k++) state = accepted(draw(state));
    const passed = accepted(pass(state));
    expect([passed.over, passed.toMove, passed.pile.length]).toEqual([false, 1, 1]);
  });

  it('a pass says who passed, then whose turn it is', () => {
    const result = pass(position('standard 444555@0,0/0 r0:112233 r1:123345,112234'));
    expect(result.ok && result.events).toEqual([
      { type: 'passed', seat: 0 },
      { type: 'turn', toMove: 1 },
    ]);
  });
});

describe('the end of a game', () => {
  it('tells the last tile’s bonus and the points taken from the other racks apart, and their sum', () => {
    // Seat 1 goes out with 123345 (18 points); the racks left hold 122345 (17) and 112234 (13).
    const result = place(position(`standard turn:1 scores:5,6,7 ${ONE_TILE} r0:122345 r1:123345 r2:112234 pile:123445`), '123345', [1, 0], 3);
    expect(result.ok && result.events.find((event) => event.type === 'lastTile')).toEqual({
      type: 'lastTile',
      seat: 1,
      bonus: 25,
      fromRacks: 30,
      points: 55,
      score: 6 + 18 + 55,
    });
  });

  it('blocked, goes to the highest score even when another seat has fewer tiles left (standard scoring)', () => {
    // Nothing on either rack shows a 4 or a 5. Seat 0: 40 − 12 − 9 = 19 with two tiles left; seat 1: 10 − 9 = 1 with one.
    const result = pass(position('standard scores:40,10 444555@0,0/0 r0:112233,111123 r1:111222'));
    const over = accepted(result);
    expect([over.ending, over.winners, over.scores]).toEqual(['blocked', [0], [19, 1]]);
    expect(result.ok && result.events.at(-1)).toEqual({ type: 'gameOver', ending: 'blocked', winners: [0], scores: [19, 1] });
  });
});
