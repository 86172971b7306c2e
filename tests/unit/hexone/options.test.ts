// The board's attributes read as plain text (components/hexone-board/options.ts): what is accepted, what is refused.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeError, excerpt } from '@components/hexone-board/i18n.js';
import {
  botOf,
  computerSides,
  highlightCells,
  invalid,
  isOptionError,
  namesOf,
  optionErrors,
  ruleErrors,
  rulesOf,
  speedOf,
  textOf,
} from '@components/hexone-board/options.js';
import { flagOf } from '@components/shared/values.js';
import { LEVELS } from '@components/shared/levels.js';

const none = { animationSpeed: null, computer: null, level: null, highlight: null };

describe('the board attributes', () => {
  it('takes the rule sets and openers it knows, and names what it expected otherwise', () => {
    expect(ruleErrors('express', 'w')).toEqual([]);
    expect(ruleErrors('turbo', 'x')).toEqual([
      { code: 'invalid-attribute', attribute: 'exits', value: 'turbo', expected: 'classic, express, long' },
      { code: 'invalid-attribute', attribute: 'first', value: 'x', expected: 'b, w' },
    ]);
  });

  it('reads the animation speed: 1 by default, 0 for off, nothing negative or not a number', () => {
    expect([null, '', ' ', '0', '2.5'].map(speedOf)).toEqual([1, 1, 1, 0, 2.5]);
    expect(['-1', 'fast', 'Infinity'].map(speedOf)).toEqual([null, null, null]);
  });

  it('reads which sides the computer plays', () => {
    expect(['b', 'w', 'both', '', null, 'x'].map(computerSides)).toEqual([['b'], ['w'], ['b', 'w'], [], [], []]);
  });

  it('takes every level of the ladder and the older names, and lists them all when refusing another', () => {
    for (const level of [...LEVELS, 'easy', 'medium', 'hard']) expect(optionErrors({ ...none, level }), level).toEqual([]);
    const [error] = optionErrors({ ...none, level: 'Expert' });
    expect(error).toEqual({
      code: 'invalid-attribute',
      attribute: 'level',
      value: 'Expert',
      expected: 'newcomer, beginner, casual, club, expert, easy, medium, hard',
    });
  });

  it('refuses bad options one by one, and counts them as options (the game stays playable)', () => {
    expect(optionErrors(none)).toEqual([]);
    expect(optionErrors({ animationSpeed: '1', computer: 'both', level: 'hard', highlight: ' b2  c3 ' })).toEqual([]);
    const errors = optionErrors({ animationSpeed: 'fast', computer: 'x', level: 'grandmaster', highlight: 'b2 z9 q' });
    expect(errors.map((e) => [e.attribute, e.value])).toEqual([
      ['animation-speed', 'fast'],
      ['computer', 'x'],
      ['level', 'grandmaster'],
      ['highlight', 'z9 q'],
    ]);
    expect(errors.every(isOptionError)).toBe(true);
    expect(ruleErrors('turbo', 'b').some(isOptionError)).toBe(false);
    expect(isOptionError({ code: 'invalid-notation', attribute: 'position' })).toBe(false);
  });
});

describe('property values of any JavaScript type', () => {
  it('reads numbers, booleans and lists of names as the attribute text they stand for', () => {
    expect([0, 2.5, 10n, true, ['b2', 'c3'], [], null, undefined, 'd4'].map(textOf)).toEqual(['0', '2.5', '10', 'true', 'b2 c3', '', null, null, 'd4']);
    expect(speedOf(0)).toBe(0);
    expect(speedOf(1.5)).toBe(1.5);
    expect([...highlightCells(['b2', 'c3', 'z9'])]).toEqual(['b2', 'c3']);
    expect(computerSides(['both'])).toEqual(['b', 'w']);
  });

  it('describes values that stand for no text without throwing, and every check refuses them', () => {
    const odd = [{}, Object.create(null), () => 1, Symbol('s'), [{}], [Symbol('x')], new Date(0)];
    expect(odd.map(textOf)).toEqual(['[object]', '[object]', '[function]', 'Symbol(s)', '[array]', '[array]', '[object]']);
    for (const value of odd) {
      const text = textOf(value);
      const errors = optionErrors({ animationSpeed: text, computer: text, level: text, highlight: text });
      expect(errors.map((e) => e.attribute)).toEqual(['animation-speed', 'computer', 'level', 'highlight']);
    }
  });

  it('reads flags as HTML reads a boolean attribute, with the text "false" as off', () => {
    expect([true, '', 'yes', 'true', 1, -2].map(flagOf)).toEqual([true, true, true, true, true, true]);
    expect([false, 'false', ' FALSE ', 0, Number.NaN, null, undefined, [], {}].map(flagOf)).toEqual(Array(9).fill(false));
  });

  it('never throws on generated values of any type', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true, withDate: true }), (value) => {
        const text = textOf(value);
        expect(text === null || typeof text === 'string').toBe(true);
        expect(typeof flagOf(value)).toBe('boolean');
        speedOf(value);
        highlightCells(value);
        computerSides(value);
        optionErrors({ animationSpeed: text, computer: text, level: text, highlight: text });
      }),
    );
  });
});

describe('error messages about a long value', () => {
  it('show only its first 40 characters, in both languages', () => {
    const error = invalid('highlight', 'x'.repeat(100_000), 'a1 … e5');
    for (const lang of ['en', 'fr'] as const) {
      const message = describeError(error, lang);
      expect(message).toContain(`${'x'.repeat(40)}…`);
      expect(message).not.toContain('x'.repeat(41));
      expect(message.length).toBeLessThan(200);
    }
    expect(excerpt('short')).toBe('short');
    expect(excerpt('😀'.repeat(50))).toBe(`${'😀'.repeat(40)}…`);
  });

  it('reads a rule set given as a property: settings left out keep their defaults, anything malformed is refused', () => {
    expect(rulesOf({})).toEqual({ exits: 'classic', tiles: false });
    expect(rulesOf({ exits: 'express' })).toEqual({ exits: 'express', tiles: false });
    expect(rulesOf({ tiles: true, exits: 'long' })).toEqual({ exits: 'long', tiles: true });
    const throwing = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('trap');
        },
      },
    );
    for (const bad of [null, undefined, 'express', ['long'], { exits: 'bogus' }, { tiles: 'yes' }, throwing, 42]) {
      expect(rulesOf(bad), String(typeof bad)).toMatchObject({ code: 'invalid-attribute', attribute: 'rules' });
    }
  });

  it('reads names and bot from objects whose fields throw without throwing: names from own fields only, read once', () => {
    const throwing = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
      },
    );
    expect(namesOf(throwing)).toEqual({}); // no own field: no names given, the defaults
    expect(
      namesOf(
        Object.defineProperty({}, 'b', {
          enumerable: true,
          get: () => {
            throw new Error('getter');
          },
        }),
      ),
    ).toBeNull();
    // Built on another object: not plain data for the one guard module (engine/shared/untrusted.ts), refused; its inherited field never read.
    expect(namesOf(Object.create({ b: 'inherited' }))).toBeNull();
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(namesOf(revoked.proxy)).toBeNull();
    expect(botOf(throwing)).toBeNull();
    expect(namesOf({ b: 'Bleu' })).toEqual({ b: 'Bleu' });
  });
});
