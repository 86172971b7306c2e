/**
 * The Hexa-dominos computer players: legal actions only, decided from one seat's view (never another rack
 * or the pile's order), the same seed giving the same action, medium's greed and hard's look ahead on
 * hand-made positions, and garbage in answered with null.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVELS, chooseAction, chooseActionReport } from '@engine/hexadominos/bot/index.js';
import { sampleHidden, unseenTiles } from '@engine/hexadominos/bot/hidden.js';
import { type GameState, type SeatView, apply, formatAction, newGame, viewFor, viewLegalActions } from '@engine/hexadominos/index.js';
import { seededRandom } from '@engine/shared/random.js';
import { RING, position } from './helpers.js';

const view = (state: GameState, seat = state.toMove): SeatView => {
  const seen = viewFor(state, seat);
  if (!seen.ok) throw new Error(seen.error.reason);
  return seen.value;
};
const HARD_FAST = { samples: 3, hard: { replies: 3 } };

describe('the computer players', () => {
  it('play only legal actions, one at a time, through whole games at every level and player count', () => {
    for (const [k, players] of [2, 3, 4].entries()) {
      const started = newGame({ players, seed: 40 + k });
      if (!started.ok) throw new Error('no game');
      let state = started.state;
      for (let n = 0; !state.over && n < 400; n++) {
        const seen = view(state);
        const level = LEVELS[(state.toMove + k) % 3];
        const action = chooseAction(seen, level, { seed: n, ...HARD_FAST });

        expect(viewLegalActions(seen).map(formatAction)).toContain(formatAction(action!));
        const result = apply(state, action!);
        expect(result.ok).toBe(true);
        if (result.ok) state = result.state;
      }
      expect(state.over).toBe(true);
    }
  });

  it("decide from the seat's view alone: other racks and the pile's order do not change the action", () => {
    // Same table, same own rack, same sizes; the hidden tiles are dealt differently.
    const a = position('standard turn:0 112345@0,0/0 r0:111155,122345,111234 r1:112234,223345 pile:123445,113345,122335');
    const b = position('standard turn:0 112345@0,0/0 r0:111155,122345,111234 r1:122335,113345 pile:223345,123445,112234');
    expect(view(a)).toEqual(view(b));

    for (const level of LEVELS) {
      const options = { seed: 5, samples: 8 };
      expect(chooseActionReport(view(a), level, options)).toEqual(chooseActionReport(view(b), level, options));
    }
  });

  it('give the same action for the same seed (hard: the same values for every move weighed)', () => {
    const started = newGame({ players: 3, seed: 77 });
    if (!started.ok) throw new Error('no game');
    let state = started.state;
    for (let n = 0; n < 6; n++) state = (apply(state, chooseAction(view(state), 'medium', { seed: n })!) as { state: GameState }).state;
    const seen = view(state);

    for (const level of LEVELS) {
      const once = chooseActionReport(seen, level, { seed: 12, samples: 6 });
      expect(chooseActionReport(structuredClone(seen), level, { seed: 12, samples: 6 })).toEqual(once);
    }
    expect(chooseActionReport(seen, 'hard', { seed: 12, samples: 6 }).samples).toBe(6);
  });

  it('medium takes the placement that scores most now (two shared sides: 14 + 10 beats a lone 17)', () => {
    // 111155 turned 1 at 0,1 touches 112345's SE 1 and 123345's SW 5: 24 points; 122345 anywhere: 17.
    const state = position('standard 112345@0,0/0 123345@1,0/3 r0:111155,122345,111234 r1:112234 pile:123445');

    expect(chooseAction(view(state), 'medium', { seed: 1 })).toEqual({ type: 'place', tile: '111155', at: [0, 1], rot: 1 });
  });

  it('medium and easy draw only when nothing fits, and pass only when nothing else is allowed', () => {
    // The lone 111112 shows only 1s and a 2 all round; 334455 has neither.
    const stuck = position('standard 111112@0,0/0 r0:334455 r1:112234 pile:123445');
    const emptyPile = position('standard 111112@0,0/0 r0:334455 r1:112234');
    for (const level of ['easy', 'medium'] as const) {
      expect(chooseAction(view(stuck), level, { seed: 1 })).toEqual({ type: 'draw' });
      expect(chooseAction(view(emptyPile), level, { seed: 1 })).toEqual({ type: 'pass' });
    }
  });

  it('hard closes a flower for 60 when it has the tile', () => {
    const state = position(`standard ${RING} 222345@1,-1/3 r0:111235,111245 r1:111223 pile:123445,113345`);

    expect(chooseAction(view(state), 'hard', { seed: 3, samples: 8 })).toEqual({ type: 'place', tile: '111235', at: [0, 0], rot: 0 });
  });

  it('answer null, without throwing, when the seat is not to move, the game is over or the input is garbage', () => {
    const state = position('standard 112345@0,0/0 r0:111155 r1:112234 pile:123445');
    expect(chooseAction(view(state, 1), 'medium')).toBeNull();
    const garbage = fc.anything({ withBigInt: true, withMap: true, withNullPrototype: true });
    fc.assert(
      fc.property(garbage, garbage, garbage, (v, level, options) => {
        expect(chooseAction(v as SeatView, level as 'hard', options as never)).toBeNull();
        expect(chooseAction(view(state), level as 'hard', options as never) === null || LEVELS.includes(level as 'hard')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('hard stops sampling when its time is up, after at least one deal', () => {
    const started = newGame({ players: 2, seed: 9 });
    if (!started.ok) throw new Error('no game');
    const first = apply(started.state, chooseAction(view(started.state), 'medium', { seed: 1 })!);
    if (!first.ok) throw new Error('refused');
    let clock = 0;
    const now = () => (clock += 400); // every look at the clock: 400 ms later

    const report = chooseActionReport(view(first.state), 'hard', { seed: 1, timeMs: 1000, now });

    expect(report.samples).toBeGreaterThanOrEqual(1);
    expect(report.samples).toBeLessThan(4);
  });

  it("deal the unseen tiles into racks of the sizes seen and a pile of its size, never the seat's own tiles", () => {
    const state = position('standard 112345@0,0/0 r0:111155,122345 r1:112234,223345,113345 r2:122335 pile:123445,111234');
    const seen = view(state, 0);
    const unseen = unseenTiles(seen, ['112345', '111155', '122345', '112234', '223345', '113345', '122335', '123445', '111234']);

    const deal = sampleHidden(seen, unseen, seededRandom(4));

    expect(unseen.sort()).toEqual(['111234', '112234', '113345', '122335', '123445', '223345']);
    expect(deal.racks.map((rack) => rack.length)).toEqual([2, 3, 1]);
    expect(deal.racks[0]).toEqual(['111155', '122345']);
    expect([...deal.racks[1], ...deal.racks[2], ...deal.pile].sort()).toEqual(unseen);
  });
});
