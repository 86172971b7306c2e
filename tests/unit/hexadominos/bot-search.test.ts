/**
 * The hard player's search: the race to the last tile projected where a look-ahead stops (race.ts), the
 * progressive pruning of its candidate moves, and, with pruning at work, a choice made from the seat's
 * view alone (the hidden tiles dealt otherwise change nothing).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HARD_SETTINGS, chooseAction, chooseActionReport, weighMoves } from '@engine/hexadominos/bot/index.js';
import { projectRace } from '@engine/hexadominos/bot/race.js';
import { Playout } from '@engine/hexadominos/bot/playout.js';
import { CODE_OF } from '@engine/hexadominos/tile-codes.js';
import { type GameState, type SeatView, apply, newGame, viewFor } from '@engine/hexadominos/index.js';
import { shuffle } from '@engine/hexadominos/setup.js';
import { seededRandom } from '@engine/shared/random.js';
import { position } from './helpers.js';

const view = (state: GameState, seat = state.toMove): SeatView => {
  const seen = viewFor(state, seat);
  if (!seen.ok) throw new Error(seen.error.reason);
  return seen.value;
};

/** A state `actions` medium moves into seeded game `seed`. */
function midGame(players: number, seed: number, actions: number): GameState {
  const started = newGame({ players, seed });
  if (!started.ok) throw new Error('no game');
  let state = started.state;
  for (let n = 0; n < actions && !state.over; n++) {
    const result = apply(state, chooseAction(view(state), 'medium', { seed: n })!);
    if (!result.ok) throw new Error('refused');
    state = result.state;
  }
  return state;
}

describe('the race to the last tile, projected', () => {
  // Sums: 112345 16, 111234 12, 223345 19, 113345 17 | 123345 18, 122345 17, 111155 14.
  const racks = [
    ['112345', '111234', '223345'],
    ['123345', '122345', '111155'],
  ];

  it('with racks of the same size, the seat to move goes out first and collects what the other has left (its lowest tile)', () => {
    // Seat 0 places its three (16 + 12 + 19, +12 each), then +25 and seat 1's last 14; seat 1 places 18 and 17.
    expect(projectRace([100, 90], racks, 0, 'standard')).toEqual([100 + 47 + 36 + 25 + 14, 90 + 35 + 24]);
  });

  it('a rack one tile longer (a turn spent drawing) hands the race to the other seat', () => {
    const drew = [[...racks[0], '113345'], racks[1]];
    // Seat 1 goes out on the sixth turn from now; seat 0 has placed 19, 17, 16 by then and keeps 12.
    expect(projectRace([100, 90], drew, 0, 'standard')).toEqual([100 + 52 + 36, 90 + 49 + 36 + 25 + 12]);
  });

  it('counts turns from the seat to move, round the table', () => {
    const four = [
      ['111234', '112345'],
      ['122345', '111155'],
      ['123345', '223345'],
      ['113345', '111155'],
    ];
    // Seat 2 moves first and goes out on its second turn; seats 3, 0 and 1 each place once before.
    const projected = projectRace([0, 0, 0, 0], four, 2, 'standard');
    expect(projected[2]).toBe(18 + 19 + 24 + 25 + 12 + 14 + 14);
    expect([projected[3], projected[0], projected[1]]).toEqual([17 + 12, 16 + 12, 17 + 12]);
  });

  it('in simple scoring counts a point and the average bonus a tile and 5 for the last, nothing from the racks; in kids scoring, tiles left', () => {
    const simple = projectRace([100, 90], racks, 0, 'simple');
    expect(simple[0]).toBeCloseTo(100 + 3 * 1.6 + 5);
    expect(simple[1]).toBeCloseTo(90 + 2 * 1.6);
    expect(projectRace([0, 0], racks, 1, 'kids')).toEqual([-10, -0]);
  });
});

describe("the hard player's search", () => {
  it('imagines a draw as a draw: the rack is not tried first, the drawn tile is placed and the rack keeps its size', () => {
    const codes = (tiles: string[]) => tiles.map((tile) => CODE_OF.get(tile)!);
    const sim = Playout.on([{ at: [0, 0], tile: '112345', rot: 0 }], 2, 'standard')!;
    sim.deal([codes(['111155', '122345']), []], codes(['123445']), [16, 0]);

    const mark = sim.mark();
    expect(sim.greedyTurn(0, null)).toBe(true);
    expect(sim.racks[0].length).toBe(1);
    expect(sim.pileSize).toBe(1);
    sim.undo(mark);
    expect(sim.greedyTurn(0, null, 0, true)).toBe(true);
    expect([...sim.racks[0]].sort()).toEqual(codes(['111155', '122345']).sort()); // 123445 drawn and placed
    expect(sim.pileSize).toBe(0);
    expect(sim.scores[0]).toBe(16 - 5 + 19);
    sim.undo(mark);
    expect(sim.grid.placedCount).toBe(1);
    expect(sim.scores).toEqual([16, 0]);
  });

  it('with one finalist, plays the move its screening deals rank first, having dealt every sample asked', () => {
    const seen = view(midGame(2, 21, 5));
    const screened = chooseActionReport(seen, 'hard', { seed: 8, samples: 3, hard: { screen: 3 } });
    const pruned = chooseActionReport(seen, 'hard', { seed: 8, samples: 10, hard: { screen: 3, finalists: 1 } });

    expect(pruned.action).toEqual(screened.action);
    expect(pruned.samples).toBe(10);
    expect(pruned.weighed.length).toBe(screened.weighed.length); // the pruned moves are reported too
    expect(pruned.weighed.slice(1)).toEqual(screened.weighed.slice(1)); // with their screening values
  });

  it("decides from the seat's view alone: the hidden tiles dealt again into the other racks and the pile change nothing", () => {
    for (const players of [2, 4]) {
      const state = midGame(players, 30 + players, 3 * players);
      const seat = state.toMove;
      const options = { seed: 4, samples: 9, hard: { screen: 3, finalists: 3 } };
      const expected = chooseActionReport(view(state), 'hard', options);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (redeal) => {
          const hidden = shuffle([...state.racks.filter((_, s) => s !== seat).flat(), ...state.pile], seededRandom(redeal));
          const racks = state.racks.map((rack, s) => (s === seat ? rack : hidden.splice(0, rack.length)));
          const other: GameState = { ...state, racks, pile: hidden };

          expect(view(other)).toEqual(view(state));
          expect(chooseActionReport(view(other), 'hard', options)).toEqual(expected);
        }),
        { numRuns: 4 },
      );
    }
  });

  it('places its last tile (the game is won) rather than draw', () => {
    const state = position('standard 112345@0,0/0 r0:111155 r1:112234,223345,113345 pile:123445,122335');

    expect(chooseAction(view(state), 'hard', { seed: 2, samples: 4 })).toEqual(expect.objectContaining({ type: 'place', tile: '111155' }));
  });

  it("over the real hidden tiles, values a move by the race it leaves: placing beats drawing by more than the draw's 5 points", () => {
    const state = midGame(2, 12, 4);
    const seen = view(state);
    const real = () => ({ racks: state.racks, pile: state.pile });
    const choice = weighMoves(seen, { ...HARD_SETTINGS, samples: 1 }, real, () => false)!;
    const draw = choice.weighed.find((w) => w.action.type === 'draw')!;
    const place = choice.weighed.find((w) => w.action.type === 'place')!;

    expect(choice.action.type).toBe('place');
    // A draw that keeps the rack's size loses the race to the last tile: 25 and more, not just the penalty.
    expect(place.value - draw.value).toBeGreaterThan(25);
  });
});
