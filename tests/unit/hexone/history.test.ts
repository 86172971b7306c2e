import { describe, expect, it } from 'vitest';
import {
  type History,
  type HistoryResult,
  canRedo,
  canUndo,
  currentState,
  fromRecord,
  load,
  play,
  redo,
  restart,
  startHistory,
  toRecord,
  undo,
} from '@engine/hexone/history.js';
import { formatPosition } from '@engine/hexone/notation.js';
import { formatRecord, parseRecord } from '@engine/hexone/record.js';
import { newGame } from '@engine/hexone/rules.js';
import type { Cell } from '@engine/hexone/cells.js';
import type { Action } from '@engine/hexone/types.js';

const at = (cell: string): Action => ({ type: 'place', cell: cell as Cell });
function ok(result: HistoryResult): History {
  if (!result.ok) throw new Error(`refused: ${result.error.code} ${result.error.reason ?? ''}`);
  return result.history;
}
function playAll(h: History, cells: string[]): History {
  return cells.reduce((acc, c) => ok(play(acc, at(c))), h);
}

describe('the timeline', () => {
  it('starts with one state and nothing to undo or redo', () => {
    const h = startHistory(newGame());

    expect(h.states).toHaveLength(1);
    expect(canUndo(h)).toBe(false);
    expect(canRedo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });

  it('records each move with its events and moves the cursor forward', () => {
    const h = playAll(startHistory(newGame()), ['d3', 'b2', 'c2']);

    expect(h.cursor).toBe(3);
    expect(h.moves).toEqual([at('d3'), at('b2'), at('c2')]);
    expect(h.events[2][0]).toEqual({ type: 'placed', player: 'b', cell: 'c2', count: 1 });
    expect(currentState(h).cells.c2).toEqual({ owner: 'b', count: 1 });
  });

  it('refuses an illegal move and keeps the timeline as it was', () => {
    const h = playAll(startHistory(newGame()), ['d3']);

    const result = play(h, at('d3'));

    expect(result).toEqual({ ok: false, error: { code: 'opening-occupied', cell: 'd3' } });
    expect(h.cursor).toBe(1);
  });

  it('undoes and redoes any number of moves across turns', () => {
    const h = playAll(startHistory(newGame()), ['d3', 'b2', 'c2', 'b3', 'c2']);

    const back = undo(undo(undo(undo(undo(h)))));
    expect(currentState(back)).toEqual(newGame());
    expect(canUndo(back)).toBe(false);

    const again = redo(redo(redo(redo(redo(back)))));
    expect(currentState(again)).toEqual(currentState(h));
    expect(canRedo(again)).toBe(false);
  });

  it('drops the undone moves when a new move is played', () => {
    const h = playAll(startHistory(newGame()), ['d3', 'b2', 'c2']);

    const branched = ok(play(undo(h), at('d4')));

    expect(branched.moves).toEqual([at('d3'), at('b2'), at('d4')]);
    expect(branched.states).toHaveLength(4);
    expect(branched.events).toHaveLength(3);
    expect(canRedo(branched)).toBe(false);
  });

  it('gives the record up to the cursor, which replays to the current state', () => {
    const h = undo(playAll(startHistory(newGame()), ['d3', 'b2', 'c2']));

    const rec = toRecord(h);

    expect(formatRecord(rec)).toBe('classic b opening | d3 b2');
    expect(currentState(ok(fromRecord(rec)))).toEqual(currentState(h));
  });

  it('restarts with the rules and first player asked for', () => {
    expect(currentState(restart({ exits: 'long', tiles: true }, 'w'))).toEqual(newGame({ exits: 'long', tiles: true }, 'w'));
  });
});

describe('loading', () => {
  it('reads position text as a fresh timeline', () => {
    const h = ok(load('  express w b2:1b d4:1w  '));

    expect(h.states).toHaveLength(1);
    expect(formatPosition(currentState(h))).toBe('express w b2:1b d4:1w');
  });

  it('reads record text and URL form with the cursor at the end, ready to undo', () => {
    for (const source of ['classic b opening | d3 b2 c2', 'classic.b.opening~d3.b2.c2']) {
      const h = ok(load(source));

      expect(h.cursor).toBe(3);
      expect(h.moves).toEqual([at('d3'), at('b2'), at('c2')]);
      expect(canUndo(h)).toBe(true);
    }
  });

  it('reads state and record objects, copying the state it is given', () => {
    const state = newGame({ tiles: true });
    const fromState = ok(load(state));
    expect(currentState(fromState)).toEqual(state);
    expect(currentState(fromState)).not.toBe(state);

    const parsed = parseRecord('classic b opening | d3 b2');
    if (!parsed.ok) throw new Error('bad record');
    expect(ok(load(parsed.value)).cursor).toBe(2);
  });

  it('refuses bad text, illegal records, malformed objects and non-loadables with a typed error', () => {
    expect(load('classic b2:9z')).toMatchObject({ ok: false, error: { code: 'invalid-notation' } });
    expect(load('classic b opening | d3 d3')).toMatchObject({ ok: false, error: { code: 'opening-occupied', move: 2 } });
    expect(load('classic.b.opening~d3.d3')).toMatchObject({ ok: false, error: { code: 'opening-occupied', move: 2 } });
    expect(load({ ...newGame(), phase: 'dance' } as never)).toMatchObject({ ok: false, error: { code: 'invalid-state' } });
    for (const junk of [null, undefined, 42, [], {}]) {
      expect(load(junk as never)).toMatchObject({ ok: false, error: { code: expect.stringMatching(/^invalid-/) } });
    }
  });
});
