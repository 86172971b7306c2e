/** The play page's settings in its address: read back what was written; anything else gives the defaults and a reason, never a throw. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, SEAT_CHOICES, readSettings, writeSettings } from '@site/lib/hexadominos/play-settings.js';

describe('play settings', () => {
  it('read four seats of which three computers, a scoring and a target', () => {
    const { config, problem } = readSettings('?seats=human,easy,medium,hard&scoring=simple&target=500');
    expect(problem).toBeNull();
    expect(config).toMatchObject({
      seats: [{ kind: 'human' }, { kind: 'computer', level: 'easy' }, { kind: 'computer', level: 'medium' }, { kind: 'computer', level: 'hard' }],
      scoring: 'simple',
      target: 500,
    });
  });

  it('read the setup form’s fields, one per seat, leaving out empty seats', () => {
    const { config, problem } = readSettings('?seat0=human&seat1=none&seat2=hard&seat3=easy&scoring=standard&target=0');
    expect(problem).toBeNull();
    expect(config.seats).toEqual([{ kind: 'human' }, { kind: 'computer', level: 'hard' }, { kind: 'computer', level: 'easy' }]);
    expect(config.target).toBeNull();
  });

  it("read seats with the engine's seat codec: the board attribute's words and any case too", () => {
    expect(readSettings('?seats=Human,computer:hard,computer').config.seats).toEqual([
      { kind: 'human' },
      { kind: 'computer', level: 'hard' },
      { kind: 'computer', level: 'medium' },
    ]);
    expect(writeSettings(readSettings('?seats=human,computer:easy').config)).toContain('seats=human%2Ceasy');
  });

  it('give the defaults, without a problem, to an address with no settings', () => {
    expect(readSettings('')).toEqual({ config: DEFAULT_CONFIG, problem: null });
    expect(readSettings('?game=abc')).toEqual({ config: DEFAULT_CONFIG, problem: null });
  });

  it('name what could not be read and keep the defaults', () => {
    expect(readSettings('?seats=human,wizard')).toEqual({ config: DEFAULT_CONFIG, problem: 'seats: wizard' });
    expect(readSettings('?scoring=golf').problem).toBe('scoring: golf');
    expect(readSettings('?target=-5').problem).toBe('target: -5');
    expect(readSettings('?seats=human,human,human,human,human').problem).toMatch(/1 to 4/);
    expect(readSettings('?scoring=kids&target=100').problem).toMatch(/kids/);
  });

  it('read back every configuration it writes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SEAT_CHOICES), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('standard', 'simple', 'kids'),
        fc.option(fc.integer({ min: 1, max: 999_999 })),
        (seats, scoring, target) => {
          const query = `?seats=${seats.join(',')}&scoring=${scoring}${target !== null && scoring !== 'kids' ? `&target=${target}` : ''}`;
          const { config, problem } = readSettings(query);
          expect(problem).toBeNull();
          expect(readSettings(writeSettings(config))).toEqual({ config, problem: null });
        },
      ),
    );
  });

  it('answer any value of any type without throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const { config } = readSettings(value as string);
        expect(config.seats.length).toBeGreaterThanOrEqual(1);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => readSettings(`?seats=${text}&scoring=${text}&target=${text}`)).not.toThrow();
      }),
    );
  });
});
