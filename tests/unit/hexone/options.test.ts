// The board's attributes read as plain text (components/hexone-board/options.ts): what is accepted, what is refused.
import { describe, expect, it } from 'vitest';
import { computerSides, isOptionError, optionErrors, ruleErrors, speedOf } from '../../../components/hexone-board/options.js';

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

  it('refuses bad options one by one, and counts them as options (the game stays playable)', () => {
    expect(optionErrors(none)).toEqual([]);
    expect(optionErrors({ animationSpeed: '1', computer: 'both', level: 'hard', highlight: ' b2  c3 ' })).toEqual([]);
    const errors = optionErrors({ animationSpeed: 'fast', computer: 'x', level: 'expert', highlight: 'b2 z9 q' });
    expect(errors.map((e) => [e.attribute, e.value])).toEqual([
      ['animation-speed', 'fast'], ['computer', 'x'], ['level', 'expert'], ['highlight', 'z9 q'],
    ]);
    expect(errors.every(isOptionError)).toBe(true);
    expect(ruleErrors('turbo', 'b').some(isOptionError)).toBe(false);
    expect(isOptionError({ code: 'invalid-notation', attribute: 'position' })).toBe(false);
  });
});
