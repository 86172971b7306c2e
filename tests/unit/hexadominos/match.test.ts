/**
 * A match to a target (RULES.md, "Target score"): the first seat whose running total (earlier games plus
 * this one) reaches the target wins at once, even mid-game. The move is scored in full, then play stops.
 */
import { describe, expect, it } from 'vitest';
import { type GameState, apply, checkState, draw, legalActions, matchStanding, newGame, nextMatchGame, place } from '@engine/hexadominos/index.js';
import { accepted, deepFreeze, position } from './helpers.js';

/** Two seats, 112345 in the middle; seat 0 holds 122345 (17 points at 1,0 turned 3) and 123345. */
const START = 'standard turn:0 scores:16,0 112345@0,0/0 r0:122345,123345 r1:112234,113345 pile:123445,112334';
const inMatch = (target: number, totals: number[], text = START): GameState => deepFreeze({ ...position(text), match: { target, totals, game: 2 } });

describe('a match to a target', () => {
  it('stops the game the moment a placement brings its player to the target, with that player the only winner', () => {
    const state = inMatch(100, [80, 0]);

    const result = place(state, '122345', [1, 0], 3);

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state).toMatchObject({ over: true, ending: 'target', winners: [0], toMove: 0, scores: [33, 0] });
    expect(result.state.racks[0]).toEqual(['123345']); // the game stopped with tiles left
    expect(result.events.map((e) => e.type)).toEqual(['tilePlaced', 'sidesMatched', 'points', 'matchWon', 'gameOver']);
    expect(result.events).toContainEqual({ type: 'matchWon', seat: 0, total: 113, target: 100 });
    expect(matchStanding(result.state)).toEqual({ totals: [113, 0], decided: true, winners: [0] });
    expect(checkState(result.state)).toBeNull();
  });

  it('refuses every further action once the target is reached', () => {
    const won = accepted(place(inMatch(100, [80, 0]), '122345', [1, 0], 3));

    for (const action of [{ type: 'place', tile: '112234', at: [-1, 0], rot: 2 }, { type: 'draw' }, { type: 'pass' }] as const) {
      const result = apply(won, action);
      expect(result.ok ? 'accepted' : result.error.code).toBe('game-over');
    }
    expect(nextMatchGame(won, 7).ok).toBe(false);
  });

  it('goes on, to the next seat, when the placement falls short of the target', () => {
    const result = accepted(place(inMatch(200, [80, 0]), '122345', [1, 0], 3));

    expect(result).toMatchObject({ over: false, toMove: 1, ending: null, winners: [] });
    expect(matchStanding(result)).toEqual({ totals: [113, 0], decided: false, winners: [] });
  });

  it('is won by the seat that reaches the target first, not by the highest total of the game', () => {
    // Seat 1 needs 10 more; seat 0 would need 1,000. Seat 0 places, then seat 1 reaches it.
    const state = inMatch(105, [0, 95]);
    const afterFirst = accepted(place(state, '122345', [1, 0], 3));
    const result = accepted(place(afterFirst, '112234', [-1, 0], 2));

    expect(result).toMatchObject({ over: true, ending: 'target', winners: [1], scores: [33, 13] });
    expect(matchStanding(result)?.winners).toEqual([1]);
  });

  it('is never reached by a draw: the penalty lowers a total, and the drawn tile placed after it can reach it', () => {
    const state = inMatch(120, [99, 0]);
    const drawn = accepted(draw(state));
    expect(drawn).toMatchObject({ over: false, scores: [11, 0], draws: 1 });

    const result = accepted(place(drawn, '123445', [1, 0], 3));
    expect(result).toMatchObject({ over: true, ending: 'target', winners: [0], scores: [30, 0] });
  });

  it('counts the last tile’s bonus and the racks it collects toward the target, and the game ends by its last tile', () => {
    const text = 'standard turn:0 scores:16,0 112345@0,0/0 r0:122345 r1:112234,113345 pile:123445';
    const result = place(inMatch(140, [60, 0], text), '122345', [1, 0], 3);

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // 16 + 17 + 25 + 13 + 17 = 88 (its tile, the bonus, the two tiles left in seat 1's rack), and 60 + 88 = 148: the match is won by that last tile.
    expect(result.state).toMatchObject({ over: true, ending: 'lastTile', winners: [0], scores: [88, 0] });
    expect(result.events.map((e) => e.type)).toEqual(['tilePlaced', 'sidesMatched', 'points', 'lastTile', 'matchWon', 'gameOver']);
    expect(matchStanding(result.state)).toEqual({ totals: [148, 0], decided: true, winners: [0] });
  });

  it('takes the target as reached when a total lands exactly on it', () => {
    const result = accepted(place(inMatch(113, [80, 0]), '122345', [1, 0], 3));
    expect(result).toMatchObject({ over: true, ending: 'target', winners: [0] });
  });

  it('refuses a state that claims the target ended it when the last mover is short of it, or names another winner', () => {
    const won = accepted(place(inMatch(100, [80, 0]), '122345', [1, 0], 3));

    expect(checkState({ ...won, match: { ...won.match!, target: 500 } })?.reason).toMatch(/at or past the target/);
    expect(checkState({ ...won, winners: [1] })?.reason).toMatch(/won by the last mover alone/);
    const { match: _dropped, ...single } = won;
    expect(checkState(single)?.reason).toMatch(/only a match/);
  });

  it('plays whole seeded matches in which no seat ever passes the target without the game stopping there', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      let state = accepted(newGame({ players: 3, seed, match: { target: 150, totals: [0, 0, 0], game: 1 } }));
      for (let steps = 0; steps < 5000 && !matchStanding(state)?.decided; steps++) {
        if (state.over) {
          state = accepted(nextMatchGame(state, seed * 100 + steps));
          continue;
        }
        // The first legal action (placements come first, then draw, then pass): a plain, repeatable player.
        state = accepted(apply(state, legalActions(state)[0]));
        const totals = matchStanding(state)!.totals;
        const over = totals.filter((total) => total >= 150);
        if (!state.over) expect(over).toEqual([]);
      }
      const standing = matchStanding(state)!;
      expect(standing.decided).toBe(true);
      expect(standing.winners).toEqual([state.toMove]);
      expect(standing.totals.filter((total) => total >= 150)).toHaveLength(1);
    }
  });
});
