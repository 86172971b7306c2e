/**
 * The seat codec (engine/hexadominos/seats.ts): the three spellings of a seat read to the same seats,
 * seats written back read to equal seats (round trips as properties), equality ignores the spelling, and
 * any other value, of any JavaScript type, is refused with a reason and never throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVELS } from '@engine/hexadominos/bot/levels.js';
import { type SeatPlayer, formatSeat, formatSeats, readSeats, sameSeats } from '@engine/hexadominos/index.js';
import { anything, badRecipe, build } from '../hostile.js';

const seat: fc.Arbitrary<SeatPlayer> = fc.oneof(
  fc.constant({ kind: 'human' as const }),
  fc.constantFrom(...LEVELS).map((level) => ({ kind: 'computer' as const, level })),
);
const seats = fc.array(seat, { minLength: 1, maxLength: 4 });

/** One seat in any of the spellings the codec reads, with random case and separators for words. */
const spelled = (s: SeatPlayer): fc.Arbitrary<unknown> => {
  const words = s.kind === 'human' ? ['human'] : [`computer:${s.level}`, s.level, ...(s.level === 'medium' ? ['computer'] : [])];
  const objects: unknown[] =
    s.kind === 'human' ? [{ kind: 'human' }] : [{ kind: 'computer', level: s.level }, ...(s.level === 'medium' ? [{ kind: 'computer' }] : [])];
  const cased = fc.constantFrom(...words).chain((word) => fc.boolean().map((upper) => (upper ? word.toUpperCase() : word)));
  return fc.oneof(cased, fc.constantFrom(...objects));
};

const read = (value: unknown): SeatPlayer[] => {
  const result = readSeats(value);
  if (!result.ok) throw new Error(result.error.reason);
  return result.value;
};

describe('readSeats', () => {
  it('reads the three spellings of the same seats alike', () => {
    const expected = [{ kind: 'human' }, { kind: 'computer', level: 'hard' }, { kind: 'computer', level: 'medium' }];
    expect(read('human computer:hard computer')).toEqual(expected); // the element's attribute
    expect(read('human,hard,medium')).toEqual(expected); // the play page's address
    expect(read(['human', 'Computer:HARD', 'computer'])).toEqual(expected); // a list of words
    expect(read([{ kind: 'human' }, { kind: 'computer', level: 'hard' }, { kind: 'computer' }])).toEqual(expected); // objects
    expect(read('  human ,  computer:hard\tcomputer ')).toEqual(expected);
  });

  it('reads any mix of spellings of 1 to 4 seats (property)', () => {
    fc.assert(
      fc.property(
        seats.chain((list) => fc.tuple(fc.constant(list), fc.tuple(...list.map(spelled)))),
        ([list, spellings]) => {
          expect(read(spellings)).toEqual(list);
        },
      ),
    );
  });

  it('answers fresh objects: nothing of the value given is kept', () => {
    const given = [{ kind: 'computer', level: 'easy' }];
    const seatsRead = read(given);
    expect(seatsRead[0]).not.toBe(given[0]);
    given[0].level = 'hard';
    expect(seatsRead).toEqual([{ kind: 'computer', level: 'easy' }]);
  });

  it('refuses what is not 1 to 4 seats, saying which seat and why', () => {
    const refused: [unknown, RegExp][] = [
      ['', /1 to 4, not 0/],
      ['human human human human human', /1 to 4, not 5/],
      [[], /1 to 4, not 0/],
      ['human robot', /seat 2: "robot" is not human, computer or computer:easy\|medium\|hard/],
      ['computer:expert', /seat 1/],
      ['human:hard', /seat 1/],
      ['computer:hard:x', /seat 1/],
      [['human', 7], /seat 2/],
      [[{ kind: 'computer', level: 'expert' }], /seat 1: \{ kind: computer, level: expert \}/],
      [[{ kind: 'robot' }], /seat 1/],
      [[Object.create({ kind: 'human' })], /seat 1/], // inherited fields are not read
      [
        [
          new (class Seat {
            kind = 'human';
          })(),
        ],
        /seat 1/,
      ], // nor class instances
      [new Array(2 ** 32 - 1), /1 to 4, not 4294967295/],
      ['human '.repeat(1000), /not 6000 characters/],
      [null, /text or a list, not null/],
      [42, /text or a list/],
      [{ kind: 'human' }, /text or a list, not an object/],
    ];
    for (const [value, reason] of refused) {
      expect(readSeats(value), String(reason)).toEqual({ ok: false, error: { code: 'invalid-options', reason: expect.stringMatching(reason) } });
    }
  });

  it('refuses values of every type and hostile ones without throwing (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anything,
          badRecipe(2).map((recipe) => ({ recipe })),
        ),
        (value) => {
          const given = value && typeof value === 'object' && 'recipe' in value ? build(value.recipe as never, ['human', [{ kind: 'human' }]]) : value;
          const result = readSeats(given);
          if (!result.ok) expect(result.error).toEqual({ code: 'invalid-options', reason: expect.any(String) });
          else expect(result.value.length).toBeGreaterThanOrEqual(1); // fast-check made seats by chance: still seats
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('formatSeats and sameSeats', () => {
  it('write seats that read back to the same seats, in both forms (property)', () => {
    fc.assert(
      fc.property(seats, (list) => {
        expect(read(formatSeats(list))).toEqual(list);
        expect(read(formatSeats(list, 'address'))).toEqual(list);
        expect(formatSeats(read(formatSeats(list)))).toBe(formatSeats(list));
      }),
    );
  });

  it('write attribute text with words and spaces, the address with commas and levels alone', () => {
    const list: SeatPlayer[] = [{ kind: 'human' }, { kind: 'computer', level: 'hard' }];
    expect(formatSeats(list)).toBe('human computer:hard');
    expect(formatSeats(list, 'address')).toBe('human,hard');
    expect(formatSeat(list[1])).toBe('computer:hard');
    expect(formatSeats([{ kind: 'robot' }] as never)).toBe('');
  });

  it('call two spellings of the same seats equal, and different seats not (property)', () => {
    fc.assert(
      fc.property(seats, seats, (a, b) => {
        expect(sameSeats(a, formatSeats(a))).toBe(true);
        expect(
          sameSeats(
            formatSeats(a, 'address'),
            a.map((s) => ({ ...s })),
          ),
        ).toBe(true);
        expect(sameSeats(a, b)).toBe(formatSeats(a) === formatSeats(b));
      }),
    );
  });

  it('call nothing equal that does not read as seats', () => {
    expect(sameSeats('human robot', 'human robot')).toBe(false);
    expect(sameSeats(null, null)).toBe(false);
    expect(sameSeats('human', 'human computer')).toBe(false);
  });
});
