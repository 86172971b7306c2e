import { describe, expect, it } from 'vitest';
import { CHAIN_CAP, LEVELS, type Level, chooseTurn, chooseTurnReport } from '@engine/hexone/bot/index.js';
import { parsePosition } from '@engine/hexone/notation.js';
import { type Random, seededRandom } from '@engine/shared/random.js';
import { apply, legalActions, newGame } from '@engine/hexone/rules.js';
import { type Action, EXITS, type GameState } from '@engine/hexone/types.js';

const RULE_SETS = EXITS.flatMap((exits) => [false, true].map((tiles) => ({ exits, tiles })));
/** A small node budget keeps the strongest level quick in tests; legality does not depend on depth. */
const SMALL = { maxNodes: 4000 };

function position(text: string): GameState {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`bad test position ${text}: ${parsed.error.reason}`);
  return parsed.value;
}

/** Random legal play from a new game for a random number of actions: any phase, mid-chain included. */
function randomPosition(rules: GameState['rules'], random: Random): GameState {
  let state = newGame(rules, random() < 0.5 ? 'b' : 'w');
  const length = Math.floor(random() * 60);
  for (let k = 0; k < length && state.phase !== 'over'; k++) {
    const actions = legalActions(state);
    const result = apply(state, actions[Math.floor(random() * actions.length)]);
    if (!result.ok) throw new Error(`random legal action refused: ${result.error.code}`);
    state = result.state;
  }
  return state;
}

/** Applies the actions in order; fails the test on the first refused one. Returns the final state. */
function playAll(state: GameState, actions: Action[]): GameState {
  for (const [k, action] of actions.entries()) {
    const result = apply(state, action);
    expect(result.ok, `action ${k + 1} (${JSON.stringify(action)}) is legal`).toBe(true);
    if (!result.ok) break;
    state = result.state;
  }
  return state;
}

describe('chooseTurn', () => {
  for (const rules of RULE_SETS) {
    it(`plays only legal, complete turns at every level in ${rules.exits}${rules.tiles ? ' with tiles' : ''}`, () => {
      const random = seededRandom(rules.exits.length * 31 + (rules.tiles ? 7 : 0));
      let checked = 0;
      for (let n = 0; n < 25; n++) {
        const state = randomPosition(rules, random);
        if (state.phase === 'over') continue;
        for (const level of LEVELS) {
          const actions = chooseTurn(state, level, { seed: n, ...SMALL });
          expect(actions.length).toBeGreaterThan(0);
          // A turn starts with a placement unless the position is mid-chain (or the side is shut in and
          // passes); everything after explodes.
          const shutIn = legalActions(state)[0].type === 'pass';
          expect(actions[0].type).toBe(state.phase === 'explode' ? 'explode' : shutIn ? 'pass' : 'place');
          expect(actions.slice(1).every((a) => a.type === 'explode')).toBe(true);
          const after = playAll(state, actions);
          const explosions = actions.filter((a) => a.type === 'explode').length;
          const finished = after.phase === 'over' || after.toMove !== state.toMove;
          const capped = after.phase === 'explode' && explosions === CHAIN_CAP;
          expect(finished || capped, `${level} finished its turn`).toBe(true);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(30);
    });
  }

  it('gives the same turn for the same seed and position', () => {
    const random = seededRandom(99);
    for (let n = 0; n < 10; n++) {
      const state = randomPosition({ exits: 'classic', tiles: n % 2 === 0 }, random);
      if (state.phase === 'over') continue;
      for (const level of LEVELS) {
        expect(chooseTurn(state, level, { seed: 5, ...SMALL })).toEqual(chooseTurn(state, level, { seed: 5, ...SMALL }));
      }
    }
  });

  it('answers nothing for a finished game, a malformed state or an unknown level', () => {
    const over = position('classic w c2:2w');
    expect(over.phase).toBe('over');
    expect(chooseTurn(over, 'expert', SMALL)).toEqual([]);
    expect(chooseTurn({ ...newGame(), toMove: 'x' } as unknown as GameState, 'casual')).toEqual([]);
    expect(chooseTurn(newGame(), 'brilliant' as Level)).toEqual([]);
  });

  it('takes an immediate win when one exists', () => {
    // b fires c2 along its Y through d3: the pawns land on d3, c1 and b2 and take all of w's pawns.
    // The other Y (c3, d2, b1) and every other placement leave w on the board.
    const state = position('classic b c2:2b a3:2b d3:1w b2:2w');
    // Every level but the newcomer, who notices what a turn captures only some of the time (bot-ladder.test.ts).
    for (const level of LEVELS.filter((l) => l !== 'newcomer')) {
      for (let seed = 0; seed < 5; seed++) {
        const after = playAll(state, chooseTurn(state, level, { seed, ...SMALL }));
        expect(after.winner, `${level} with seed ${seed}`).toBe('b');
      }
    }
  });

  it('avoids a placement that lets the opponent win at once', () => {
    // w's loaded c2 fires along one Y: d3, c1, b2 or c3, d2, b1. All of b's pawns sit on the first
    // one, so adding a pawn to d3 or b2 loses at once; a pawn anywhere else survives w's explosion.
    const state = position('classic b d3:1b b2:1b c2:2w a3:1w');
    expect(canWinNow(playAll(state, [{ type: 'place', cell: 'd3' }])), 'the trap is real').toBe(true);
    // The levels that always look at the reply (casual and club sometimes do not: their lapses).
    for (const level of ['expert'] as const) {
      for (let seed = 0; seed < 5; seed++) {
        const actions = chooseTurn(state, level, { seed, ...SMALL });
        const after = playAll(state, actions);
        expect(canWinNow(after), `${level} (seed ${seed}) played ${JSON.stringify(actions)}`).toBe(false);
      }
    }
  });

  it('answers a chain longer than the cap in pieces, the next call going on with it', () => {
    // b is mid-chain on d3 with loaded cells all around: every way to play it takes more than two explosions.
    const state = position('classic b c3:2b c4:2b d3:3b d4:2b e4:2b d5:2b a1:1w a2:1w');
    for (const level of LEVELS) {
      const piece = chooseTurn(state, level, { seed: 1, chainCap: 2, ...SMALL });
      expect(piece.map((a) => a.type)).toEqual(['explode', 'explode']);
      const middle = playAll(state, piece);
      expect([middle.phase, middle.toMove]).toEqual(['explode', 'b']);
      const rest = chooseTurn(middle, level, { seed: 1, ...SMALL });
      expect(rest.length).toBeGreaterThan(0);
      const after = playAll(middle, rest);
      expect(after.phase === 'over' || after.toMove === 'w', `${level} finished the chain`).toBe(true);
    }
  });

  it('passes when shut in on the centre', () => {
    const shutIn = position('classic w c3:1w b2:1b b3:1b c2:1b c4:1b d3:1b d4:1b');
    for (const level of LEVELS) expect(chooseTurn(shutIn, level, { seed: 1, ...SMALL })).toEqual([{ type: 'pass' }]);
  });

  it('searches through the passes of a shut-in opponent and wins', () => {
    // w only holds the centre, surrounded: it passes until b loads a first-ring cell and fires into c3.
    let state = position('classic b c3:1w b2:1b b3:1b c2:1b c4:1b d3:1b d4:1b');
    const report = chooseTurnReport(state, 'expert', { seed: 1, ...SMALL });
    expect(report.value, 'expert sees the forced win').toBeGreaterThan(100_000);
    for (let turn = 0; turn < 6 && state.phase !== 'over'; turn++) {
      state = playAll(state, chooseTurn(state, 'expert', { seed: turn, ...SMALL }));
    }
    expect(state.winner).toBe('b');
  });

  it('stops searching when the injected clock says time is up', () => {
    const state = randomPosition({ exits: 'classic', tiles: false }, seededRandom(3));
    let calls = 0;
    // Every reading of the clock moves it on by 1 ms: a 5 ms budget allows only a few checks.
    const now = () => calls++;
    const report = chooseTurnReport({ ...state }, 'expert', { seed: 1, timeMs: 5, now });
    expect(report.actions.length).toBeGreaterThan(0);
    expect(calls).toBeLessThanOrEqual(8);
    const unlimited = chooseTurnReport(state, 'expert', { seed: 1, maxNodes: 200_000 });
    expect(report.nodes).toBeLessThan(unlimited.nodes);
    playAll(state, report.actions);
  });

  it('searches deeper with a bigger node budget', () => {
    const state = position('classic b c2:2b b3:1b d4:2w c4:1w');
    const small = chooseTurnReport(state, 'expert', { seed: 1, maxNodes: 2000 });
    const large = chooseTurnReport(state, 'expert', { seed: 1, maxNodes: 200_000 });
    expect(large.depth).toBeGreaterThan(small.depth);
    expect(large.nodes).toBeGreaterThan(small.nodes);
  });
});

/** Whether the side to move can win this turn: every placement, then every chain choice (depth-bounded). */
function canWinNow(state: GameState, explosionsLeft = 8): boolean {
  const mover = state.toMove;
  for (const action of legalActions(state)) {
    const result = apply(state, action);
    if (!result.ok) continue;
    if (result.state.winner === mover) return true;
    if (result.state.phase === 'explode' && explosionsLeft > 0 && canWinNow(result.state, explosionsLeft - 1)) return true;
  }
  return false;
}
