/**
 * Properties over thousands of random games (1–4 players, every scoring), checked at every step
 * without trusting the engine's own checks: sides read with the tile geometry alone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TILES,
  type GameEvent,
  allTiles,
  type GameState,
  SCORINGS,
  randomGame,
  replay,
  sideValue,
  viewEvents,
  viewFor,
} from '@engine/hexadominos/index.js';
import { cellKey, neighbour, opposite } from '@engine/shared/hex.js';
import { seededRandom } from '@engine/shared/random.js';

const GAMES_PER_SETTING = 200; // × 4 player counts × 3 scorings = 2,400 games

function everySharedSideMatches(state: GameState): boolean {
  const byCell = new Map(state.board.map((placed) => [cellKey(placed.at), placed]));
  return state.board.every((placed) =>
    ([0, 1, 2, 3, 4, 5] as const).every((d) => {
      const other = byCell.get(cellKey(neighbour(placed.at, d)));
      return !other || sideValue(placed.tile, placed.rot, d) === sideValue(other.tile, other.rot, opposite(d));
    }),
  );
}

function scoreChanges(events: readonly GameEvent[], players: number): number[] {
  const totals = Array<number>(players).fill(0);
  for (const event of events) {
    if (event.type === 'points' || event.type === 'lastTile') totals[event.seat] += event.points;
    if (event.type === 'drew') totals[event.seat] -= event.penalty;
    if (event.type === 'blocked') event.adjustments.forEach((points, seat) => (totals[seat] += points));
  }
  return totals;
}

/** A seat's view and its events, as JSON, must not hold one tile of another rack. */
function expectNoOtherRack(state: GameState, events: readonly GameEvent[]): void {
  for (let seat = 0; seat < state.players; seat++) {
    const view = viewFor(state, seat);
    const seen = JSON.stringify([view, viewEvents(events, seat)]);
    for (const [other, rack] of state.racks.entries()) {
      if (other !== seat) for (const tile of rack) expect(seen).not.toContain(`"${tile}"`);
    }
    expect(seen).not.toContain(`"seed"`);
  }
}

describe.each(SCORINGS)('random %s games', (scoring) => {
  it.each([1, 2, 3, 4])('with %i player(s) keep sides matched, tiles conserved, scores equal to their events, views private and records exact', (players) => {
    for (let game = 0; game < GAMES_PER_SETTING; game++) {
      const seed = game * 4 + players;
      const played = randomGame({ players, scoring, seed }, seededRandom(seed ^ 0x9e3779b9));
      if (!played.ok) throw new Error(played.error.code);
      const replayed = replay(played.value.record);
      if (!replayed.ok) throw new Error(replayed.error.code);
      const { states, events } = replayed.value;
      expect(states.at(-1)).toEqual(played.value.final);
      for (const [step, state] of states.entries()) {
        expect(everySharedSideMatches(state)).toBe(true);
        const all = [...state.board.map((p) => p.tile), ...state.racks.flat(), ...state.pile];
        expect(all).toHaveLength(DEFAULT_TILES.length);
        expect(new Set(all)).toEqual(new Set(DEFAULT_TILES));
        // Views are checked in every fourth game (all seats, every step): they cost more than the rest.
        if (game % 4 === 0) expectNoOtherRack(state, events[step]);
      }
      expect(played.value.final.scores).toEqual(scoreChanges(events.flat(), players));
      if (scoring === 'kids') expect(played.value.final.scores.every((score) => score === 0)).toBe(true);
    }
  });
});

describe('random games', () => {
  it('reach both endings, the last tile and the blocked table', () => {
    const endings = new Set<string | null>();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(2 ** 31), (players, seed) => {
        // Tiles of 1s, 2s and 3s never touch tiles of 4s and 5s: a table started by one family blocks the other.
        const tiles = allTiles().filter((tile) => /^[123]+$/.test(tile) || /^[45]+$/.test(tile));
        const played = randomGame({ players, scoring: 'standard', seed, tiles }, seededRandom(seed));
        if (played.ok) endings.add(played.value.final.ending);
      }),
      { numRuns: 100 },
    );
    expect(endings).toEqual(new Set(['lastTile', 'blocked']));
  });
});
