import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type GameRecord,
  formatPosition,
  formatRecord,
  parsePosition,
  parseRecord,
  randomGame,
  recordFromUrl,
  recordToUrl,
  replay,
} from '@engine/hexadominos/index.js';
import { seededRandom } from '@engine/shared/random.js';
import { position } from './helpers.js';

describe('position text', () => {
  it('reads every part of a position', () => {
    const state = position('simple turn:1 scores:16,-5 draws:2 drawn:123445 112345@0,0/0 r0:122345 r1:112234,123445 pile:123455,111234');
    expect(state).toMatchObject({
      players: 2,
      scoring: 'simple',
      toMove: 1,
      scores: [16, -5],
      draws: 2,
      drawn: '123445',
      board: [{ at: [0, 0], tile: '112345', rot: 0 }],
      racks: [['122345'], ['112234', '123445']],
      pile: ['123455', '111234'],
      over: false,
    });
  });

  it('works out how a game written as over ended and who won', () => {
    expect(position('standard over turn:1 scores:10,40 112345@0,0/0 r0:122345 r1:-')).toMatchObject({ ending: 'lastTile', winners: [1] });
    expect(position('kids over 112345@0,0/0 r0:122345 r1:111223,111224')).toMatchObject({ ending: 'blocked', winners: [0] });
  });

  it('refuses malformed text with the offset and text of the word at fault', () => {
    const cases: [string, number, string][] = [
      ['standard r0:112345 bogus', 19, 'bogus'],
      ['r0:112345 112345@0,0/9', 10, '112345@0,0/9'],
      ['r0:123456', 0, 'r0:123456'],
      ['r0:112345 turn:7', 10, 'turn:7'],
      ['r0:112345 r0:122345', 10, 'r0:122345'],
      ['standard simple r0:112345', 9, 'simple'],
    ];
    for (const [text, offset, word] of cases) {
      const parsed = parsePosition(text);
      expect(parsed.ok ? 'parsed' : [parsed.error.code, parsed.error.offset, parsed.error.text]).toEqual(['invalid-notation', offset, word]);
    }
    for (const text of ['', 'r1:112345', 'r0:112345 r1:112345', 'r0:112345 112345@0,0/0', 'r0:112345 r1:122345 turn:2']) {
      expect(parsePosition(text).ok).toBe(false);
    }
  });

  it('writes every state of random games so that it reads back the same (seed and starter aside)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.constantFrom('standard', 'simple', 'kids'), fc.nat(2 ** 31), (players, scoring, seed) => {
        const game = randomGame({ players, scoring, seed }, seededRandom(seed));
        if (!game.ok) throw new Error(game.error.code);
        const replayed = replay(game.value.record);
        if (!replayed.ok) throw new Error(replayed.error.code);
        for (const state of replayed.value.states) {
          const text = formatPosition(state);
          expect(parsePosition(text)).toEqual({ ok: true, value: { ...state, seed: null, starter: null } });
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('game records', () => {
  const record: GameRecord = {
    options: { players: 2, scoring: 'standard', seed: 42 },
    actions: [{ type: 'place', tile: '112345', at: [0, 0], rot: 2 }, { type: 'draw' }, { type: 'pass' }],
  };

  it('write as text and as a URL-safe form', () => {
    expect(formatRecord(record)).toBe('standard players:2 seed:42 | 112345@0,0/2 draw pass');
    expect(recordToUrl(record)).toBe('standard.players-2.seed-42~112345_0_0_2.draw.pass');
    expect(recordToUrl(record)).toMatch(/^[A-Za-z0-9._~-]+$/);
    expect(parseRecord(formatRecord(record))).toEqual({ ok: true, value: record });
    expect(recordFromUrl(recordToUrl(record))).toEqual({ ok: true, value: record });
  });

  it('keep a tile set other than the box', () => {
    const custom: GameRecord = {
      options: { players: 1, scoring: 'kids', seed: 0, tiles: ['111112', '111113', '111114', '111115', '111122', '111123', '111124', '111125', '111133'] },
      actions: [],
    };
    expect(formatRecord(custom)).toBe(`kids players:1 seed:0 tiles:${custom.options.tiles!.join(',')} |`);
    expect(parseRecord(formatRecord(custom))).toEqual({ ok: true, value: custom });
    expect(recordFromUrl(recordToUrl(custom))).toEqual({ ok: true, value: custom });
  });

  it('refuse malformed text, saying where', () => {
    const bad = parseRecord('standard players:2 seed:42 | 112345@0,0/2 jump');
    expect(!bad.ok && [bad.error.offset, bad.error.text]).toEqual([42, 'jump']);
    expect(parseRecord('standard seed:42 |').ok).toBe(false);
    expect(parseRecord('standard players:2 |').ok).toBe(false);
    expect(recordFromUrl('a~b~c').ok).toBe(false);
    expect(recordFromUrl('%E0%A4%A').ok).toBe(false);
  });

  it('replay random games to the same final state, through text and URL', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.constantFrom('standard', 'simple', 'kids'), fc.nat(2 ** 31), (players, scoring, seed) => {
        const game = randomGame({ players, scoring, seed }, seededRandom(seed + 1));
        if (!game.ok) throw new Error(game.error.code);
        for (const read of [parseRecord(formatRecord(game.value.record)), recordFromUrl(recordToUrl(game.value.record))]) {
          const replayed = read.ok ? replay(read.value) : read;
          expect(replayed.ok && replayed.value.states.at(-1)).toEqual(game.value.final);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('say which move a replay refuses', () => {
    const bad = replay({ ...record, actions: [{ type: 'draw' }] });
    expect(!bad.ok && [bad.error.code, bad.error.move]).toEqual(['draw-before-first', 1]);
  });
});
