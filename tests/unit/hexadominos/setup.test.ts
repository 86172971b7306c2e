import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TILES,
  type GameState,
  STARTER_ROUND_LIMIT,
  allTiles,
  checkState,
  matchStanding,
  newGame,
  nextMatchGame,
  tileSum,
} from '@engine/hexadominos/index.js';
import { accepted } from './helpers.js';

describe('a new game', () => {
  it('deals 9 tiles each to 1 or 2 players and 7 each to 3 or 4, the rest making the pile', () => {
    for (const [players, size] of [
      [1, 9],
      [2, 9],
      [3, 7],
      [4, 7],
    ]) {
      const state = accepted(newGame({ players, scoring: 'standard', seed: 7 }));
      expect(state.racks.map((rack) => rack.length)).toEqual(Array(players).fill(size));
      expect(state.pile).toHaveLength(63 - players * size);
      expect(new Set([...state.racks.flat(), ...state.pile])).toEqual(new Set(DEFAULT_TILES));
      expect(checkState(state)).toBeNull();
    }
  });

  it('follows from its seed alone', () => {
    const a = newGame({ players: 3, scoring: 'simple', seed: 12345 });
    expect(newGame({ players: 3, scoring: 'simple', seed: 12345 })).toEqual(a);
    expect(accepted(newGame({ players: 3, scoring: 'simple', seed: 12346 })).racks).not.toEqual(accepted(a).racks);
  });

  it('deals the same game from a tile set given in any order', () => {
    const tiles = DEFAULT_TILES.slice(0, 30);
    const a = accepted(newGame({ players: 2, seed: 3, tiles }));
    expect(accepted(newGame({ players: 2, seed: 3, tiles: [...tiles].reverse() }))).toEqual(a);
    expect(a.pile).toHaveLength(12);
  });

  it('lets the highest draw start, tied seats alone drawing again, and records every round', () => {
    let sawRedraw = false;
    for (let seed = 0; seed < 200; seed++) {
      const result = newGame({ players: 4, seed });
      const state = accepted(result);
      const { rounds, starter } = state.starter!;
      let contenders = [0, 1, 2, 3];
      for (const round of rounds) {
        expect(round.map((entry) => entry.seat)).toEqual(contenders);
        for (const entry of round) expect(entry.sum).toBe(tileSum(entry.tile));
        const best = Math.max(...round.map((entry) => entry.sum));
        contenders = round.filter((entry) => entry.sum === best).map((entry) => entry.seat);
      }
      expect(contenders).toEqual([starter]);
      expect(state.toMove).toBe(starter);
      if (rounds.length > 1) sawRedraw = true;
      // The tiles drawn only looked: they are still in the pile, and every rack is whole.
      expect(rounds.flat().every((entry) => state.pile.includes(entry.tile))).toBe(true);
      expect(result.ok && result.events.map((e) => e.type)).toEqual(['starterDraw', 'dealt', 'turn']);
    }
    expect(sawRedraw).toBe(true);
  });

  it('has no starter draw in the solo game', () => {
    const result = newGame({ players: 1, seed: 1 });
    expect(accepted(result)).toMatchObject({ toMove: 0, starter: null });
    expect(result.ok && result.events.map((e) => e.type)).toEqual(['dealt', 'turn']);
  });

  it('ends a who-starts draw that keeps tying with the first tied seat', () => {
    // Twenty tiles, seventeen of them summing to 18: when the two left in the pile both do, every round ties.
    const tiles = [...allTiles().filter((tile) => tileSum(tile) === 18), '111112', '111113', '111114'];
    const games = Array.from({ length: 40 }, (_, seed) => accepted(newGame({ players: 2, seed, tiles })));
    const stuck = games.filter((game) => game.pile.every((tile) => tileSum(tile) === 18));
    expect(stuck.length).toBeGreaterThan(0);
    for (const game of stuck) {
      expect(game.starter).toMatchObject({ starter: 0 });
      expect(game.starter!.rounds).toHaveLength(STARTER_ROUND_LIMIT);
    }
  });

  it('refuses options that cannot start a game, saying why', () => {
    const bad = [
      undefined,
      null,
      'two',
      { players: 0, seed: 1 },
      { players: 5, seed: 1 },
      { players: 2 },
      { players: 2, seed: -1 },
      { players: 2, seed: 1.5 },
      { players: 2, seed: 1, scoring: 'chess' },
      { players: 2, seed: 1, tiles: ['112345'] },
      { players: 2, seed: 1, tiles: [...DEFAULT_TILES.slice(0, 20), '112345'] },
      { players: 2, seed: 1, tiles: 'box' },
      { players: 2, seed: 1, scoring: 'kids', match: { target: 500, totals: [0, 0], game: 1 } },
      { players: 2, seed: 1, match: { target: 500, totals: [0], game: 1 } },
    ];
    for (const options of bad) {
      const result = newGame(options as never);
      expect(result.ok ? 'accepted' : result.error.code).toBe('invalid-options');
    }
  });
});

describe('a match to a target score', () => {
  const finished = (state: GameState, scores: number[]): GameState => ({ ...state, scores, over: true, ending: 'blocked', winners: [0] });

  it('adds up the games and goes on until a total reaches the target', () => {
    const first = accepted(newGame({ players: 2, seed: 1, match: { target: 100, totals: [0, 0], game: 1 } }));
    const ended = finished(first, [60, 40]);
    expect(matchStanding(ended)).toEqual({ totals: [60, 40], decided: false, winners: [] });
    const second = accepted(nextMatchGame(ended, 2));
    expect(second.match).toEqual({ target: 100, totals: [60, 40], game: 2 });
    expect(new Set([...second.racks.flat(), ...second.pile])).toEqual(new Set(DEFAULT_TILES));
    const decided = finished(second, [30, 70]);
    expect(matchStanding(decided)).toEqual({ totals: [90, 110], decided: true, winners: [1] });
    expect(nextMatchGame(decided, 3).ok).toBe(false);
  });

  it('has no standing for a single game', () => {
    expect(matchStanding(accepted(newGame({ players: 2, seed: 1 })))).toBeNull();
    expect(matchStanding(42 as never)).toBeNull();
  });
});
