/**
 * The hard player's reading of the table: what the others' actions say about their racks (infer.ts),
 * the racks it samples from that reading, a two-sided spot denied to the next seat, and its imagined
 * turns scoring as the rules do.
 */
import { describe, expect, it } from 'vitest';
import { HARD_SETTINGS, type SeenAction, chooseAction, weighMoves } from '@engine/hexadominos/bot/index.js';
import { sampleWeighted, unseenTiles } from '@engine/hexadominos/bot/hidden.js';
import { rackLikelihoods } from '@engine/hexadominos/bot/infer.js';
import { Playout } from '@engine/hexadominos/bot/playout.js';
import { type Action, type GameState, type SeatView, apply, draw, legalPlacements, newGame, place, viewFor } from '@engine/hexadominos/index.js';
import { CODE_OF, TILE_OF } from '@engine/hexadominos/tile-codes.js';
import { seededRandom } from '@engine/shared/random.js';
import { accepted, position } from './helpers.js';

const view = (state: GameState, seat = state.toMove): SeatView => {
  const seen = viewFor(state, seat);
  if (!seen.ok) throw new Error(seen.error.reason);
  return seen.value;
};

/** Plays `actions` from `state`, keeping the table's record of them. */
function played(state: GameState, actions: [number, Action][]): { state: GameState; history: SeenAction[] } {
  const history: SeenAction[] = [];
  for (const [seat, action] of actions) {
    state = accepted(apply(state, action));
    history.push({ seat, action });
  }
  return { state, history };
}

// 111112 at 0,0 shows 1 on five sides and 2 on one: any tile with a 1 or a 2 fits next to it.
const LONE = 'standard turn:0 r0:111112,111223 r1:334455,112345,123445 pile:223345,122334,345555';

describe("reading the others' racks", () => {
  it('after a draw, rates every tile that would have fitted at `lapse`: here all but those without a 1 or a 2', () => {
    const { state, history } = played(position(LONE), [
      [0, { type: 'place', tile: '111112', at: [0, 0], rot: 0 }],
      [1, { type: 'draw' }],
      [1, { type: 'place', tile: '223345', at: [1, -1], rot: 2 }], // the drawn tile, its 2 against 111112's NE 2
    ]);
    const seen = view(state, 0);
    const unseen = unseenTiles(seen);
    const weights = rackLikelihoods(seen, history, unseen, 0.1)!;

    expect(weights[0]).toBeNull(); // its own seat
    for (const [k, tile] of unseen.entries()) expect(weights[1]![k]).toBeCloseTo(/[12]/.test(tile) ? 0.1 : 1, 9);
    // Samples follow: 334455 (the one unseen tile of the box without a 1 or a 2) goes to seat 1's 3-tile
    // rack in about 38 % of them, against 5 % by chance.
    const random = seededRandom(3);
    const dealt = Array.from({ length: 400 }, () => sampleWeighted(seen, unseen, weights, random).racks[1].includes('334455'));
    expect(dealt.filter(Boolean).length).toBeGreaterThan(100);
  });

  it('after a pass with the pile empty (the rules allow it only when nothing fits), rules those tiles out entirely', () => {
    const start = position('standard turn:0 r0:111112,111223 r1:334455,345555');
    const { state, history } = played(start, [
      [0, { type: 'place', tile: '111112', at: [0, 0], rot: 0 }],
      [1, { type: 'pass' }],
    ]);
    const seen = view(state, 0);
    const unseen = unseenTiles(seen);
    const weights = rackLikelihoods(seen, history, unseen, 0.1)!;

    for (const [k, tile] of unseen.entries()) expect(weights[1]![k]).toBe(/[12]/.test(tile) ? 0 : 1);
  });

  it("reads nothing from a history that is not this game's, or is garbage", () => {
    const { state, history } = played(position(LONE), [
      [0, { type: 'place', tile: '111112', at: [0, 0], rot: 0 }],
      [1, { type: 'draw' }],
    ]);
    const seen = view(state, 0);
    const unseen = unseenTiles(seen);
    const moved = [{ seat: 0, action: { type: 'place', tile: '111112', at: [1, 0], rot: 0 } }, ...history.slice(1)];
    for (const bad of [
      moved,
      history.slice(1),
      [...history, { seat: 7, action: { type: 'draw' } }],
      null,
      'draw',
      [{}],
      new Proxy([], {
        get() {
          throw new Error('hostile');
        },
      }),
    ]) {
      expect(rackLikelihoods(seen, bad, unseen, 0.1)).toBeNull();
    }
  });

  it('believes a greedy player (medium): its real tiles keep their chance, the others lose most of theirs', () => {
    const readings = readOpponent('medium');
    expect(Math.min(...readings.real)).toBeGreaterThan(0.5);
    expect(mean(readings.others)).toBeLessThan(0.6);
    expect(mean(readings.real)).toBeGreaterThan(2 * mean(readings.others));
  });

  it('doubts a player that keeps tiles for later (hard): its real tiles are not ruled out by the placements it passed up', () => {
    const readings = readOpponent('hard');
    expect(mean(readings.real)).toBeGreaterThan(0.8);
  });
});

const mean = (xs: number[]) => xs.reduce((t, x) => t + x, 0) / xs.length;

/** Seat 1 played at `level` against hard; from seat 0's view mid-game, the weights of the tiles it really holds and of the rest. */
function readOpponent(level: 'medium' | 'hard'): { real: number[]; others: number[] } {
  const real: number[] = [];
  const others: number[] = [];
  for (const seed of [3, 8, 13]) {
    const started = newGame({ players: 2, seed });
    if (!started.ok) throw new Error('no game');
    let state = started.state;
    const history: SeenAction[] = [];
    while (!state.over && state.board.length < 12) {
      const seat = state.toMove;
      const action = chooseAction(view(state), seat === 0 ? 'hard' : level, { seed: history.length, samples: 8, history })!;
      state = accepted(apply(state, action));
      history.push({ seat, action });
    }
    const seen = view(state, 0);
    const unseen = unseenTiles(seen);
    const weights = rackLikelihoods(seen, history, unseen, HARD_SETTINGS.lapse)!;
    unseen.forEach((tile, k) => (state.racks[1].includes(tile) ? real : others).push(weights[1]![k]));
  }
  return { real, others };
}

describe('the hard player', () => {
  it('denies the next seat a two-sided spot: of two placements worth 22, the one that leaves it no shared-sides bonus', () => {
    // 224455 scores 22 at 1,-1 turned 3 and at -1,1 turned 5; the second opens a spot seat 1's 234455 fills for +10.
    const state = position('standard turn:0 112445@0,0/0 r0:224455,124445 r1:234455,122355 pile:124555,122335,114455');
    const nextBonus = (placed: GameState) => Math.max(0, ...legalPlacements(placed).map((p) => p.bonus.points));
    const denying = accepted(place(state, '224455', [1, -1], 3));
    const opening = accepted(place(state, '224455', [-1, 1], 5));
    expect([nextBonus(denying), nextBonus(opening)]).toEqual([0, 10]);

    const real = () => ({ racks: state.racks, pile: state.pile });
    const choice = weighMoves(view(state), { ...HARD_SETTINGS, samples: 1 }, real, () => false);

    expect(choice?.action).toEqual({ type: 'place', tile: '224455', at: [1, -1], rot: 3 });
  });

  it("imagines turns that score as the rules score them: medium's greedy turns replayed through the engine end level", () => {
    for (const [players, seed] of [
      [2, 5],
      [3, 6],
      [4, 7],
    ]) {
      const started = newGame({ players, seed });
      if (!started.ok) throw new Error('no game');
      let state = started.state;
      const sim = Playout.on([], players, 'standard')!;
      sim.deal(
        state.racks.map((rack) => rack.map((tile) => CODE_OF.get(tile)!)),
        state.pile.map((tile) => CODE_OF.get(tile)!),
        state.scores,
      );
      for (let turn = 0; turn < 400 && !state.over; turn++) {
        const seat = state.toMove;
        const drawnBefore = sim.pileNext;
        const placedBefore = sim.grid.placedCount;
        sim.greedyTurn(seat, null);
        for (let k = drawnBefore; k < sim.pileNext; k++) state = accepted(draw(state));
        if (sim.grid.placedCount > placedBefore) {
          const cell = sim.grid.placed[sim.grid.placedCount - 1];
          const tile = TILE_OF[sim.grid.code[cell]];
          const at = [sim.grid.qOf(cell), sim.grid.rOf(cell)] as const;
          state = accepted(place(state, tile, state.board.length === 0 ? [0, 0] : at, sim.grid.rot[cell]));
        } else state = accepted(apply(state, { type: 'pass' }));
        if (state.ending === 'blocked') sim.block();
        expect(sim.scores).toEqual(state.scores);
        expect(sim.racks.map((rack) => rack.length)).toEqual(state.racks.map((rack) => rack.length));
      }
      expect(state.over).toBe(true);
      expect(sim.over).toBe(true);
    }
  });
});

describe('the hard player on input from outside', () => {
  const state = position('standard 112345@0,0/0 123345@1,0/3 r0:111155,122345,111234 r1:112234 pile:123445');

  it('ignores settings out of range, of the wrong type or behind throwing getters, and still answers a legal move', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('hostile');
        },
        has() {
          throw new Error('hostile');
        },
      },
    );
    for (const hard of [{ depth: NaN, samples: -1, replies: 'x', lapse: 7 }, { depth: 1e9, field: -1 }, hostile, 'depth=9', null]) {
      const action = chooseAction(view(state), 'hard', { seed: 1, samples: 2, hard: hard as never });
      expect(
        legalPlacements(state).some(
          (p) => action?.type === 'place' && p.tile === action.tile && p.at[0] === action.at[0] && p.at[1] === action.at[1] && p.rot === action.rot,
        ),
      ).toBe(true);
    }
  });

  it('on a table spread too wide to search (written by hand), plays its best-scoring placement', () => {
    const wide = position('standard 112345@0,0/0 123345@1,0/3 113345@900,-900/0 r0:111155,122345 r1:112234 pile:123445');
    const best = [...legalPlacements(wide)].sort((a, b) => b.points - a.points)[0];
    expect(chooseAction(view(wide), 'hard', { seed: 1, samples: 4 })).toEqual({ type: 'place', tile: best.tile, at: best.at, rot: best.rot });
  });
});
