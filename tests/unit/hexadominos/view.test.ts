import { describe, expect, it } from 'vitest';
import { draw, legalActions, newGame, viewEvents, viewFor, viewLegalActions, viewPlacements } from '@engine/hexadominos/index.js';
import { accepted, position } from './helpers.js';

describe('a seat’s view', () => {
  const state = position('standard turn:1 scores:16,3 112345@0,0/0 r0:122345,111155 r1:123345,112234 pile:123445,123455');

  it('holds its own rack, the others’ sizes, the pile’s size, the table, scores and turn', () => {
    const view = viewFor(state, 0);
    expect(view.ok && view.value).toMatchObject({
      seat: 0,
      rack: ['122345', '111155'],
      rackSizes: [2, 2],
      pileSize: 2,
      scores: [16, 3],
      toMove: 1,
      stage: 'turn',
      board: [{ at: [0, 0], tile: '112345', rot: 0 }],
    });
    expect(JSON.stringify(view)).not.toMatch(/123345|112234|123445|123455/);
  });

  it('shows the tile drawn only to the player who drew it', () => {
    const result = draw(state);
    const drawn = accepted(result);
    const mine = viewFor(drawn, 1);
    const theirs = viewFor(drawn, 0);
    expect(mine.ok && mine.value.drawn).toBe('123445');
    expect(theirs.ok && theirs.value.drawn).toBeNull();
    expect(result.ok && viewEvents(result.events, 0)[0]).toMatchObject({ type: 'drew', seat: 1, tile: null, penalty: 5 });
    expect(result.ok && viewEvents(result.events, 1)[0]).toMatchObject({ type: 'drew', seat: 1, tile: '123445' });
  });

  it('gives the seat to move the same actions as the full state, and other seats none', () => {
    for (const s of [state, accepted(draw(state))]) {
      const mine = viewFor(s, 1);
      expect(mine.ok && viewLegalActions(mine.value)).toEqual(legalActions(s));
      const theirs = viewFor(s, 0);
      expect(theirs.ok && [viewLegalActions(theirs.value), viewPlacements(theirs.value)]).toEqual([[], []]);
    }
  });

  it('keeps the who-starts draw until the first tile is down, then only who started', () => {
    const game = accepted(newGame({ players: 2, seed: 4 }));
    const before = viewFor(game, 0);
    expect(before.ok && before.value.starter).toEqual(game.starter);
    expect(before.ok && JSON.stringify(before.value)).not.toContain('"seed"');
    const refused = viewFor(game, 2);
    expect(refused.ok ? 'view' : refused.error.code).toBe('invalid-options');
  });
});
