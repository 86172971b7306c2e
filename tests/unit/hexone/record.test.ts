import { describe, expect, it } from 'vitest';
import { parsePosition } from '@engine/hexone/notation.js';
import { type GameRecord, formatAction, formatRecord, parseAction, parseRecord, recordFromUrl, recordToUrl, replay } from '@engine/hexone/record.js';
import type { RuleError } from '@engine/hexone/types.js';

const EXAMPLE = 'classic b opening | d3 b2 c2 b3 c2 b1 c2 c2>c3';
const EXAMPLE_URL = 'classic.b.opening~d3.b2.c2.b3.c2.b1.c2.c2-c3';

function record(text: string): GameRecord {
  const parsed = parseRecord(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.reason}`);
  return parsed.value;
}
function refusal(result: { ok: boolean; error?: RuleError }): RuleError {
  if (result.ok || !result.error) throw new Error('accepted');
  return result.error;
}

describe('move text', () => {
  it('writes a placement as its cell and an explosion as cell>toward', () => {
    expect(formatAction({ type: 'place', cell: 'b2' })).toBe('b2');
    expect(formatAction({ type: 'explode', cell: 'b2', toward: 'b3' })).toBe('b2>b3');
  });

  it('reads both separators, spaces around and capitals', () => {
    expect(parseAction('b2')).toEqual({ type: 'place', cell: 'b2' });
    expect(parseAction('b2>b3')).toEqual({ type: 'explode', cell: 'b2', toward: 'b3' });
    expect(parseAction('b2-b3')).toEqual({ type: 'explode', cell: 'b2', toward: 'b3' });
    expect(parseAction(' C2>C3 ')).toEqual({ type: 'explode', cell: 'c2', toward: 'c3' });
  });

  it('answers null for anything that is not a move', () => {
    for (const text of ['', 'b', 'b2>', '>b3', 'b2>>b3', 'z9', 'a4', 'b2>a4', 'b2 b3', 'b2>b3>b4']) expect(parseAction(text)).toBeNull();
  });
});

describe('record text', () => {
  it('reads the example of its documentation and replays it to a capture', () => {
    const game = record(EXAMPLE);

    expect(game.moves).toHaveLength(8);
    expect(game.moves[7]).toEqual({ type: 'explode', cell: 'c2', toward: 'c3' });
    const replayed = replay(game);
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    const end = replayed.value.states.at(-1)!;
    expect(end.cells).toEqual({
      b1: { owner: 'b', count: 2 },
      b2: { owner: 'w', count: 1 },
      b3: { owner: 'w', count: 1 },
      c3: { owner: 'b', count: 1 },
      d2: { owner: 'b', count: 1 },
      d3: { owner: 'b', count: 1 },
    });
    expect(end.toMove).toBe('w');
    expect(replayed.value.states).toHaveLength(9);
    expect(replayed.value.events[7]).toContainEqual({ type: 'captured', player: 'b', from: 'w', cell: 'b1', count: 1 });
  });

  it('writes what it reads', () => {
    expect(formatRecord(record(EXAMPLE))).toBe(EXAMPLE);
    expect(formatRecord(record('express tiles b c2:3b d2:1w:gray e5:removed | c2>c3'))).toBe('express tiles b c2:3b d2:1w:gray e5:removed | c2>c3');
  });

  it('reads a position alone as a record with no moves, and writes that back', () => {
    const game = record('long w b2:1b d4:1w');

    expect(game.moves).toEqual([]);
    expect(formatRecord(game)).toBe('long w b2:1b d4:1w |');
    expect(record(formatRecord(game))).toEqual(game);
  });

  it('points at a bad move with its offset', () => {
    const text = 'classic b opening | d3 zz b2';

    expect(refusal(parseRecord(text))).toMatchObject({
      code: 'invalid-notation',
      at: text.indexOf('zz'),
      text: 'zz',
      move: 2,
      reason: expect.stringContaining('not a move'),
    });
  });

  it('names the move written like a move whose cell the board does not have', () => {
    const text = 'classic b opening | d3 b2 c2 b3 c2 b1 d9';
    expect(refusal(parseRecord(text))).toMatchObject({ code: 'unknown-cell', cell: 'd9', text: 'd9', move: 7, at: text.indexOf('d9') });
    expect(refusal(parseRecord('classic b opening | d3 b2>q7'))).toMatchObject({ code: 'unknown-cell', cell: 'q7', text: 'b2>q7', move: 2 });
  });

  it('passes on what is wrong with its position', () => {
    expect(refusal(parseRecord('classic | d3'))).toMatchObject({ code: 'invalid-notation', reason: expect.stringContaining('whose turn') });
  });

  it('refuses non-text without throwing', () => {
    for (const input of [null, undefined, 7, {}]) {
      expect(refusal(parseRecord(input as string)).code).toBe('invalid-notation');
      expect(refusal(recordFromUrl(input as string)).code).toBe('invalid-notation');
    }
  });
});

describe('the URL form', () => {
  it('writes the example with only unreserved characters', () => {
    const url = recordToUrl(record(EXAMPLE));

    expect(url).toBe(EXAMPLE_URL);
    expect(encodeURIComponent(url)).toBe(url);
  });

  it('reads back what it writes, tiles and faces included', () => {
    for (const text of [EXAMPLE, 'express tiles b c2:3b d2:1w:gray e5:removed | c2>c3', 'long w b2:1b d4:1w |']) {
      const game = record(text);
      const url = recordToUrl(game);

      expect(encodeURIComponent(url)).toBe(url);
      expect(recordFromUrl(url)).toEqual({ ok: true, value: game });
    }
  });

  it('reads a percent-encoded copy too', () => {
    expect(recordFromUrl(encodeURIComponent(EXAMPLE_URL).replaceAll('.', '%2E'))).toEqual({ ok: true, value: record(EXAMPLE) });
  });

  it('refuses a link with two ~ and one with a bad move', () => {
    expect(refusal(recordFromUrl(`${EXAMPLE_URL}~d3`))).toMatchObject({ code: 'invalid-notation', text: '~' });
    expect(refusal(recordFromUrl('classic.b.opening~d3.q7'))).toMatchObject({ code: 'unknown-cell', cell: 'q7', text: 'q7', move: 2 });
  });
});

describe('replaying a record', () => {
  it("gives every state from the start, one per move, the start as a copy of the record's", () => {
    const game = record('classic w opening | b2 d4 a1');
    const replayed = replay(game);

    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(replayed.value.states[0]).toEqual(game.start);
    expect(replayed.value.states[0]).not.toBe(game.start);
    expect(replayed.value.states.map((s) => Object.keys(s.cells).length)).toEqual([0, 1, 2, 3]);
    expect(replayed.value.events).toHaveLength(3);
  });

  it('reports the first illegal move, 1-based, with the rule it breaks', () => {
    expect(refusal(replay(record('classic b opening | d3 d3')))).toMatchObject({ code: 'opening-occupied', cell: 'd3', move: 2 });
    expect(refusal(replay(record('classic b opening | d3 b2 c3')))).toMatchObject({ code: 'centre-forbidden', move: 3 });
    expect(refusal(replay(record('classic b opening | d3 b2 c2 c2>c3')))).toMatchObject({ code: 'must-place', move: 4 });
  });

  it('starts from a parsed position as well as from the opening', () => {
    const start = parsePosition('b b2:2b b3:2w e5:1w');
    if (!start.ok) throw new Error('bad start');
    const replayed = replay({
      start: start.value,
      moves: [
        { type: 'place', cell: 'b2' },
        { type: 'explode', cell: 'b2', toward: 'b3' },
      ],
    });

    expect(replayed.ok && replayed.value.states.at(-1)!.phase).toBe('explode');
  });
});
