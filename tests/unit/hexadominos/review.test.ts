/**
 * Hexa-dominos' game review (engine/hexadominos/review.ts) on records built from a known deal, with the
 * answers worked out here from the rack and the rules' own numbers (a first tile scores its sum in standard
 * scoring; a draw costs DRAW_PENALTY). Advice is switched off where it is not the subject: it is the slow part.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  DRAW_PENALTY,
  type GameRecord,
  type GameState,
  formatRecord,
  legalPlacements,
  newGame,
  randomGame,
  recordToUrl,
  replay,
  reviewGame,
  tileSum,
  viewFor,
  viewLegalActions,
} from '@engine/hexadominos/index.js';
import { seededRandom } from '@engine/shared/random.js';
import { anyRecipe, build } from '../hostile.js';

const OPTIONS = { players: 2, scoring: 'standard', seed: 42 } as const;
const NO_ADVICE = { advice: false };

function start(): GameState {
  const game = newGame(OPTIONS);
  if (!game.ok) throw new Error('no game');
  return game.state;
}

function reviewed(actions: Action[], options: object = NO_ADVICE) {
  const r = reviewGame({ options: { ...OPTIONS }, actions }, options);
  if (!r.ok) throw new Error(`review refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

const firstTile = (tile: string): Action => ({ type: 'place', tile, at: [0, 0], rot: 0 });

describe('reviewGame (Hexa-dominos) on a known deal', () => {
  it('the smallest first tile loses exactly the difference to the biggest, and names the biggest as best', () => {
    const state = start();
    const rack = state.racks[state.toMove];
    const sums = rack.map(tileSum);
    const smallest = rack[sums.indexOf(Math.min(...sums))];
    const biggest = Math.max(...sums);
    const [t] = reviewed([firstTile(smallest)]).turns;
    expect(t.seat).toBe(state.toMove);
    expect(t.points).toBe(Math.min(...sums));
    expect(t.bestPoints).toBe(biggest);
    expect(t.pointsLost).toBe(biggest - Math.min(...sums));
    expect(t.pointsLost).toBeGreaterThan(0);
    expect(tileSum((t.best!.action as { tile: string }).tile)).toBe(biggest);
  });

  it('the best lay loses 0, at the first tile and at the next turn', () => {
    const state = start();
    const best = legalPlacements(state).reduce((a, b) => (b.points > a.points ? b : a));
    const first: Action = { type: 'place', tile: best.tile, at: best.at, rot: best.rot };
    const after = replay({ options: { ...OPTIONS }, actions: [first] });
    if (!after.ok) throw new Error('replay');
    const next = legalPlacements(after.value.states[1]).reduce((a, b) => (b.points > a.points ? b : a));
    const second: Action = { type: 'place', tile: next.tile, at: next.at, rot: next.rot };
    const turns = reviewed([first, second]).turns;
    expect(turns.map((t) => t.pointsLost)).toEqual([0, 0]);
    expect(turns[1].points).toBe(next.points);
    expect(turns[1].seat).toBe(after.value.states[1].toMove);
  });

  it('judges a draw: a placement was there, so the draw lost its penalty and the best placement', () => {
    const state = start();
    const first = legalPlacements(state)[0];
    const actions: Action[] = [{ type: 'place', tile: first.tile, at: first.at, rot: first.rot }, { type: 'draw' }];
    const after = replay({ options: { ...OPTIONS }, actions: actions.slice(0, 1) });
    if (!after.ok) throw new Error('replay');
    const open = legalPlacements(after.value.states[1]);
    const [, draw] = reviewed(actions).turns;
    expect(draw.action).toEqual({ type: 'draw' });
    expect(draw.points).toBe(-DRAW_PENALTY);
    expect(draw.placementAvailable).toBe(open.length > 0);
    const best = open.length ? Math.max(...open.map((p) => p.points)) : -DRAW_PENALTY;
    expect(draw.bestPoints).toBe(best);
    expect(draw.pointsLost).toBe(best + DRAW_PENALTY);
  });

  it('judges each seat from its own view: the best placement comes from its own rack (or the tile it drew)', () => {
    const played = randomGame({ players: 3, scoring: 'standard', seed: 7 }, seededRandom(5));
    if (!played.ok) throw new Error('no game');
    const r = reviewGame(played.value.record, NO_ADVICE);
    const states = replay(played.value.record);
    if (!r.ok || !states.ok) throw new Error('refused');
    for (const t of r.value.turns) {
      const state = states.value.states[t.move - 1];
      const view = viewFor(state, t.seat);
      if (!view.ok) throw new Error('view');
      if (t.best) expect(view.value.drawn ?? view.value.rack).toContain((t.best.action as { tile: string }).tile);
      expect(t.pointsLost).toBeGreaterThanOrEqual(0);
    }
  });

  it('advises with the hard player: its advice is an action the seat could play', () => {
    const played = randomGame({ players: 2, scoring: 'simple', seed: 3 }, seededRandom(9));
    if (!played.ok) throw new Error('no game');
    const actions = played.value.record.actions.slice(0, 6);
    const record: GameRecord = { options: played.value.record.options, actions };
    const r = reviewGame(record, { samples: 2 });
    const states = replay(record);
    if (!r.ok || !states.ok) throw new Error('refused');
    for (const t of r.value.turns) {
      const view = viewFor(states.value.states[t.move - 1], t.seat);
      if (!view.ok) throw new Error('view');
      expect(viewLegalActions(view.value)).toContainEqual(t.advice!.action);
    }
  });

  it('sums each seat: points made, best available, points left and an efficiency', () => {
    const state = start();
    const rack = state.racks[state.toMove];
    const sums = rack.map(tileSum);
    const r = reviewed([firstTile(rack[sums.indexOf(Math.min(...sums))])]);
    const mine = r.seats[state.toMove];
    expect(mine.points).toBe(Math.min(...sums));
    expect(mine.pointsLost).toBe(Math.max(...sums) - Math.min(...sums));
    expect(mine.efficiency).toBeCloseTo(Math.min(...sums) / Math.max(...sums), 3);
    expect(r.seats[1 - state.toMove]).toEqual({ seat: 1 - state.toMove, points: 0, bestPoints: 0, pointsLost: 0, efficiency: null });
  });

  it('reads text, the URL form and the object alike; refuses an illegal action, saying which', () => {
    const played = randomGame({ players: 2, scoring: 'standard', seed: 4 }, seededRandom(2));
    if (!played.ok) throw new Error('no game');
    const object = reviewGame(played.value.record, NO_ADVICE);
    expect(reviewGame(formatRecord(played.value.record), NO_ADVICE)).toEqual(object);
    expect(reviewGame(recordToUrl(played.value.record), NO_ADVICE)).toEqual(object);
    const illegal = reviewGame({ options: { ...OPTIONS }, actions: [{ type: 'draw' }] }, NO_ADVICE);
    expect(illegal.ok).toBe(false);
    if (!illegal.ok) expect(illegal.error).toMatchObject({ code: 'draw-before-first', move: 1 });
    expect(reviewGame('nonsense').ok).toBe(false);
  });

  it('reports progress after each action', () => {
    const seen: number[] = [];
    const state = start();
    reviewed([firstTile(state.racks[state.toMove][0])], { advice: false, onProgress: (done: number) => seen.push(done) });
    expect(seen).toEqual([1]);
  });
});

describe('reviewGame (Hexa-dominos) properties', () => {
  it('on random games, the best points are the best legal placement of the moment, and points lost the gap to them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 2 ** 31 }), (players, seed) => {
        const played = randomGame({ players, scoring: 'standard', seed }, seededRandom(seed));
        const states = played.ok && replay(played.value.record);
        if (!played.ok || !states || !states.ok) throw new Error('no game');
        const r = reviewGame(played.value.record, NO_ADVICE);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        for (const t of r.value.turns) {
          // The engine's own list for the seat to move (the whole state): the review must find the same from the view.
          const open = legalPlacements(states.value.states[t.move - 1]).map((p) => p.points);
          expect(t.bestPoints).toBe(open.length ? Math.max(...open) : t.points);
          expect(t.pointsLost).toBe(t.bestPoints - t.points);
          expect(t.pointsLost).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('never throws on any value, hostile ones included, and answers plain data', () => {
    const game = start();
    const samples = [game, { options: { ...OPTIONS }, actions: [] }, 'standard players:2 seed:1 |', 'standard.players-2.seed-1~', { advice: false }, [1]];
    fc.assert(
      fc.property(anyRecipe(samples.length), anyRecipe(samples.length), (record, options) => {
        let answer: unknown;
        expect(() => (answer = reviewGame(build(record, samples) as never, build(options, samples) as never))).not.toThrow();
        expect(() => structuredClone(answer)).not.toThrow();
        expect(typeof (answer as { ok: unknown }).ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});
