import { describe, expect, it } from 'vitest';
import { formatPosition, parsePosition } from '@engine/hexone/notation.js';
import { newGame, place } from '@engine/hexone/rules.js';
import type { GameState, RuleError } from '@engine/hexone/types.js';

function parsed(text: string): GameState {
  const result = parsePosition(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.reason}`);
  return result.value;
}
function refusal(text: unknown): RuleError {
  const result = parsePosition(text as string);
  if (result.ok) throw new Error(`${String(text)} was accepted`);
  return result.error;
}

describe('position text', () => {
  it('reads the examples of its documentation', () => {
    expect(parsed('classic b opening')).toEqual(newGame({ exits: 'classic' }, 'b'));

    const placing = parsed('w b2:2b c3:1w d4:2w');
    expect(placing).toMatchObject({ rules: { exits: 'classic', tiles: false }, phase: 'place', toMove: 'w' });
    expect(placing.cells).toEqual({ b2: { owner: 'b', count: 2 }, c3: { owner: 'w', count: 1 }, d4: { owner: 'w', count: 2 } });

    const chain = parsed('express tiles b c2:3b d2:1w:gray e5:removed');
    expect(chain).toMatchObject({ rules: { exits: 'express', tiles: true }, phase: 'explode', toMove: 'b' });
    expect(chain.tiles).toMatchObject({ d2: 'gray', e5: 'removed', a1: 'white' });
    expect(chain.cells).toEqual({ c2: { owner: 'b', count: 3 }, d2: { owner: 'w', count: 1 } });
  });

  it('reads tokens in any order and in any case', () => {
    expect(parsed('D4:2W b2:1B W long TILES')).toEqual(parsed('long tiles w b2:1b d4:2w'));
  });

  it('derives the phase: opening when said or empty, over when a side is empty, explode on a 3, else place', () => {
    expect(parsed('b').phase).toBe('opening');
    expect(parsed('w opening b2:1b').phase).toBe('opening');
    expect(parsed('b b2:1b d4:1w').phase).toBe('place');
    expect(parsed('b b2:3b d4:1w').phase).toBe('explode');
    expect(parsed('w b2:2b')).toMatchObject({ phase: 'over', winner: 'b', score: null });
  });

  it('gives a finished tiles game its winner and score', () => {
    expect(parsed('tiles b d4:1w a1:gray')).toMatchObject({ phase: 'over', winner: 'w', score: 47 });
  });

  it('writes canonical text: exit rule, tiles, side, opening, then cells in a1 … e5 order', () => {
    expect(formatPosition(parsed('d4:2w b2:1b w'))).toBe('classic w b2:1b d4:2w');
    expect(formatPosition(parsed('e5:removed express b c2:3b tiles d2:1w:gray'))).toBe('express tiles b c2:3b d2:1w:gray e5:removed');
    expect(formatPosition(newGame({ exits: 'long' }, 'w'))).toBe('long w opening');
  });

  it('reads back what it writes, for positions reached in play', () => {
    let state = newGame({ exits: 'express', tiles: true }, 'w');
    for (const cell of ['b2', 'd4', 'a1', 'd5']) {
      state = (place(state, cell) as { state: GameState }).state;
      expect(parsed(formatPosition(state))).toEqual(state);
    }
  });
});

describe('malformed position text', () => {
  const cases: [string, string, number, string][] = [
    // text, what the reason mentions, offset, token
    ['classic express b', 'two exit rules', 8, 'express'],
    ['b w', 'twice', 2, 'w'],
    ['b z9:1b', 'not a cell', 2, 'z9:1b'],
    ['b b2:1b b2:1b', 'twice', 8, 'b2:1b'],
    ['b b2', 'say what is on b2', 2, 'b2'],
    ['b b2:0b', 'neither pawns', 2, 'b2:0b'],
    ['b b2:1x', 'neither pawns', 2, 'b2:1x'],
    ['b b2:1b:1w', 'two stacks', 2, 'b2:1b:1w'],
    ['tiles b c3:gray', 'not an outer tile', 8, 'c3:gray'],
    ['tiles b a1:1b:removed d4:1w', 'removed tile holds no pawns', 8, 'a1:1b:removed'],
    ['classic b2:1b d4:1w', 'whose turn', 0, ''],
    ['b a1:gray b2:1b d4:1w', 'tiles', 0, ''],
    ['b opening b2:1w d4:1b', 'opening', 0, ''],
    ['b opening a1:1w', 'first ring', 0, ''],
    ['w b2:3b d4:1w', 'mid-chain', 0, ''],
  ];
  for (const [text, reason, at, token] of cases) {
    it(`refuses "${text}" saying ${reason}, at offset ${at}`, () => {
      const error = refusal(text);

      expect(error.code).toBe('invalid-notation');
      expect(error.reason).toContain(reason);
      expect(error.at).toBe(at);
      expect(error.text).toBe(token);
    });
  }

  it('refuses non-text without throwing', () => {
    for (const input of [42, null, undefined, {}, ['b'], true]) expect(refusal(input)).toMatchObject({ code: 'invalid-notation' });
  });
});
