/**
 * The computer's ladder (engine/hexone/bot/levels.ts): its levels weakest first, each turn decided by the seed and
 * a node budget (only the strongest thinks by the clock), the older names still meaning levels, and the first level
 * making a newcomer's mistakes rather than random ones. How strong each level is: `npm run match -- --ladder`.
 */
import { describe, expect, it } from 'vitest';
import { LEVELS, LEVEL_ALIASES, LEVEL_NAMES, chooseTurn, chooseTurnReport, resolveLevel } from '@engine/hexone/bot/index.js';
import { LEVEL_PLAY } from '@engine/hexone/bot/choose.js';
import { parsePosition } from '@engine/hexone/notation.js';
import { seededRandom } from '@engine/shared/random.js';
import { apply, legalActions, newGame } from '@engine/hexone/rules.js';
import type { Action, GameState } from '@engine/hexone/types.js';

function position(text: string): GameState {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`bad test position ${text}: ${parsed.error.reason}`);
  return parsed.value;
}

function playAll(state: GameState, actions: Action[]): GameState {
  for (const action of actions) {
    const result = apply(state, action);
    if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.error.code}`);
    state = result.state;
  }
  return state;
}

const pawns = (s: GameState, side: 'b' | 'w') => Object.values(s.cells).reduce((t, c) => t + (c && c.owner === side ? c.count : 0), 0);

/** Positions along a seeded game between two middle levels, every third turn, none finished. */
function midgames(count: number): GameState[] {
  const out: GameState[] = [];
  let state = newGame({ exits: 'classic', tiles: false }, 'b');
  for (let turn = 0; out.length < count && state.phase !== 'over'; turn++) {
    if (turn >= 2 && turn % 3 === 0) out.push(state);
    state = playAll(state, chooseTurn(state, turn % 2 ? 'casual' : 'beginner', { seed: turn }));
  }
  return out;
}

describe('the ladder', () => {
  it('has at least five levels, each with its way of playing, the strongest alone on the clock', () => {
    expect(LEVELS.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(LEVEL_PLAY)).toEqual([...LEVELS]);
    const timed = LEVELS.filter((level) => {
      const play = LEVEL_PLAY[level];
      return play.kind === 'search' && play.timed === true;
    });
    expect(timed).toEqual([LEVELS[LEVELS.length - 1]]);
    expect(LEVEL_PLAY[LEVELS[0]].kind).toBe('newcomer');
  });

  it('gives every level the same turn for the same seed, whatever the clock says, except the timed one', () => {
    // A clock that jumps an hour at every reading: a level that read it would stop at once and answer differently.
    let t = 0;
    const jumpy = () => (t += 3_600_000);
    for (const state of midgames(6)) {
      for (const level of LEVELS.slice(0, -1)) {
        const calm = chooseTurnReport(state, level, { seed: 11 });
        const rushed = chooseTurnReport(state, level, { seed: 11, now: jumpy });
        expect(rushed, level).toEqual(calm);
        expect(calm.actions.length).toBeGreaterThan(0);
        const play = LEVEL_PLAY[level];
        // The budget is counted in boards and checked every 256 of them: the search stops soon after it.
        if (play.kind === 'search') expect(calm.nodes, level).toBeLessThan(play.nodes + 2_000 + 300);
      }
    }
  });

  it('varies its turns with the seed below the top, as people vary', () => {
    const [state] = midgames(1);
    for (const level of ['newcomer', 'beginner'] as const) {
      const turns = new Set(Array.from({ length: 20 }, (_, seed) => JSON.stringify(chooseTurn(state, level, { seed }))));
      expect(turns.size, level).toBeGreaterThan(1);
    }
  });
});

describe('the older level names', () => {
  it('still name levels: easy the newcomer, medium the middle level, hard the strongest', () => {
    expect(LEVEL_ALIASES).toEqual({ easy: 'newcomer', medium: 'casual', hard: 'expert' });
    expect(LEVELS[Math.floor(LEVELS.length / 2)]).toBe(resolveLevel('medium'));
    expect(resolveLevel('hard')).toBe(LEVELS[LEVELS.length - 1]);
    for (const level of LEVELS) expect(resolveLevel(level)).toBe(level);
    for (const bad of ['Hard', 'godlike', '', 3, null, undefined, 'toString', '__proto__']) expect(resolveLevel(bad), String(bad)).toBeNull();
    expect(LEVEL_NAMES).toEqual([...LEVELS, 'easy', 'medium', 'hard']);
  });

  it('play exactly as the levels they stand for', () => {
    for (const state of midgames(4)) {
      for (const [old, level] of Object.entries(LEVEL_ALIASES)) {
        expect(chooseTurn(state, old as keyof typeof LEVEL_ALIASES, { seed: 3, maxNodes: 3000 }), old).toEqual(
          chooseTurn(state, level, { seed: 3, maxNodes: 3000 }),
        );
      }
    }
  });
});

describe("the newcomer's mistakes", () => {
  // b fires its loaded c2 along d3, c1, b2: the lone white pawn on d3 is taken (three pawns up), e5 stays.
  const capture = position('classic b c2:2b a1:1b d3:1w e5:1w');
  const gained = (level: (typeof LEVELS)[number], seed: number) => pawns(playAll(capture, chooseTurn(capture, level, { seed })), 'b') - pawns(capture, 'b');

  it('sees a capture in front of it only some of the time; the next level up always takes it', () => {
    const seeds = Array.from({ length: 60 }, (_, seed) => seed);
    const taken = seeds.filter((seed) => gained('newcomer', seed) > 1).length;
    expect(taken, 'captures taken of 60').toBeGreaterThan(30);
    expect(taken, 'captures missed of 60').toBeLessThan(57);
    expect(seeds.every((seed) => gained('beginner', seed) > 1)).toBe(true);
  });

  it('spreads lone pawns over empty cells far more often than a random placement would', () => {
    let empty = 0;
    let placements = 0;
    let randomShare = 0;
    const random = seededRandom(5);
    for (const state of midgames(8)) {
      const places = legalActions(state).filter((a) => a.type === 'place');
      if (!places.length) continue;
      randomShare += places.filter((a) => a.type === 'place' && !state.cells[a.cell]).length / places.length;
      for (let k = 0; k < 10; k++) {
        const [first] = chooseTurn(state, 'newcomer', { seed: Math.floor(random() * 1e9) });
        if (first.type !== 'place') continue;
        placements++;
        if (!state.cells[first.cell]) empty++;
      }
    }
    expect(placements).toBeGreaterThan(40);
    expect(empty / placements).toBeGreaterThan(Math.min(0.95, (randomShare / 8) * 1.2));
  });

  it('puts a lone pawn where the reply captures it, which the strongest level never does', () => {
    // w's loaded c2 fires along d3, c1, b2 (or c3, d2, b1): a b pawn placed on the empty d3, beside b's d4, is taken.
    const exposed = position('classic b d4:1b c2:2w a3:1w');
    const captured = (level: 'newcomer' | 'expert', seed: number) => {
      const after = playAll(exposed, chooseTurn(exposed, level, { seed, maxNodes: 5_000 }));
      const reply = playAll(after, [
        { type: 'place', cell: 'c2' },
        { type: 'explode', cell: 'c2', toward: 'd3' },
      ]);
      return pawns(reply, 'b') < pawns(after, 'b');
    };
    const seeds = Array.from({ length: 40 }, (_, seed) => seed);
    expect(seeds.filter((seed) => captured('newcomer', seed)).length).toBeGreaterThan(2);
    expect(seeds.slice(0, 10).filter((seed) => captured('expert', seed)).length).toBe(0);
  });
});
