/**
 * The play page's game summary (site/src/lib/hexone/game-summary.ts): counts and players read from the record's
 * words, the move list's records, and the tiles score taken apart, checked against the engine on random games.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPosition } from '@engine/hexone/notation.js';
import { formatRecord, parseRecord, recordFromUrl, replay } from '@engine/hexone/record.js';
import { apply, legalActions, newGame, tilesScore as engineScore } from '@engine/hexone/rules.js';
import type { Action, GameState } from '@engine/hexone/types.js';
import { summarise } from '@site/lib/hexone/game-summary.js';

/** A random game (seeded by fast-check's choices) of at most `length` moves, as record text. */
/** The summary of record text (or URL form), with the final state the engine replays it to. */
function summaryOf(text: string) {
  const parsed = text.includes('~') ? recordFromUrl(text) : parseRecord(text.includes('|') ? text : `${text} |`);
  if (!parsed.ok) throw new Error(parsed.error.code);
  const played = replay(parsed.value);
  if (!played.ok) throw new Error(played.error.code);
  return summarise(formatRecord(parsed.value), played.value.states.at(-1)!);
}

function randomGame(choices: number[], tiles: boolean, exits: 'classic' | 'express' | 'long'): string {
  let state: GameState = newGame({ exits, tiles }, 'b');
  const moves: Action[] = [];
  for (const choice of choices) {
    if (state.phase === 'over') break;
    const actions = legalActions(state);
    const action = actions[choice % actions.length];
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.code);
    moves.push(action);
    state = result.state;
  }
  return formatRecord({ start: newGame({ exits, tiles }, 'b'), moves });
}

describe('game summary', () => {
  it('counts the turns, explosions and the longest chain of a won game', () => {
    const summary = summaryOf('classic.b.b2-2b.b3-1w~b2.b2-b3')!;
    expect(summary.winner).toBe('b');
    expect(summary.turns).toBe(1);
    expect(summary.explosions).toBe(1);
    expect(summary.longestChain).toBe(1);
    expect(summary.moves.map((m) => [m.player, m.kind, m.word, m.turn])).toEqual([
      ['b', 'place', 'b2', 1],
      ['b', 'explode', 'b2>b3', 1],
    ]);
    expect(summary.moves[1].record).toBe('classic b b2:2b b3:1w | b2 b2>b3');
  });

  it('gives every placement its own turn and a chain’s explosions to the turn that set it off', () => {
    const summary = summaryOf('classic b opening | d3 b2 c2 b3 c2 b1 c2 c2>c3')!;
    expect(summary.turns).toBe(7);
    expect(summary.moves.at(-1)).toMatchObject({ player: 'b', kind: 'explode', turn: 7 });
    expect(summary.winner).toBeNull();
  });

  it('takes a fresh tiles board apart as 7 + 12 white × 3 + 6 peaks = 49', () => {
    expect(summaryOf('express tiles b opening')!.score).toEqual({ centre: 7, white: 12, gray: 0, removed: 0, peaks: 6, total: 49 });
    expect(summaryOf('classic b opening')!.score).toBeNull();
  });

  it('agrees with the engine on random games: counts, move records, the score', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 120 }), fc.boolean(), fc.constantFrom('classic', 'express', 'long'), (choices, tiles, exits) => {
        const text = randomGame(choices, tiles, exits);
        const summary = summaryOf(text)!;
        expect(summary).not.toBeNull();
        const explodes = summary.moves.filter((m) => m.kind === 'explode').length;
        expect(summary.explosions).toBe(explodes);
        expect(summary.turns).toBe(summary.moves.length - explodes);
        expect(summary.longestChain).toBeLessThanOrEqual(summary.explosions);
        if (summary.explosions) expect(summary.longestChain).toBeGreaterThan(0);
        // Who played each move, as the engine says, and each entry's record replays to the position after it.
        const played = replay(parse(text));
        if (!played.ok) throw new Error('replay');
        summary.moves.forEach((move, k) => {
          expect(move.player).toBe(played.value.states[k].toMove);
          expect(move.kind).toBe(played.value.moves[k].type);
          const upTo = replay(parse(move.record));
          expect(upTo.ok && formatPosition(upTo.value.states.at(-1)!)).toBe(formatPosition(played.value.states[k + 1]));
        });
        if (tiles) expect(summary.score!.total).toBe(engineScore(summary.final));
        if (summary.final.phase === 'over' && tiles) expect(summary.score!.total).toBe(summary.final.score);
      }),
      { numRuns: 150 },
    );
  });

  it('gives null, never an exception, for text that is not a record and values of any type', () => {
    const state = newGame();
    for (const bad of ['', 'nonsense', 'classic opening | c3', 'classic b opening | zz', 'classic b opening | c3 >']) expect(summarise(bad, state)).toBeNull();
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (value, final) => {
        expect(() => summarise(value as string, final as GameState)).not.toThrow();
      }),
    );
  });
});

function parse(text: string) {
  const parsed = parseRecord(text);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.value;
}
