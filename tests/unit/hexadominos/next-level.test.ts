/**
 * The play page's next level (site/src/lib/hexadominos/next-level.ts): offered only to one person who beat the one
 * computer at the table, below the strongest level; the seats it answers are the same table, that computer one level up.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LEVELS } from '@engine/hexadominos/bot/levels.js';
import { nextLevelSeats } from '@site/lib/hexadominos/next-level.js';

describe('the next level after a game', () => {
  it('moves the one computer up one level when the one person won alone, in either seat', () => {
    expect(nextLevelSeats('human computer:easy', true, [0])).toEqual({ seats: 'human computer:medium', level: 'medium' });
    expect(nextLevelSeats('computer:medium human', true, [1])).toEqual({ seats: 'computer:hard human', level: 'hard' });
  });

  it('offers nothing at the top, after a loss or a shared win, before the end, or at a table that is not one person against one computer', () => {
    expect(nextLevelSeats(`human computer:${LEVELS.at(-1)}`, true, [0])).toBeNull();
    expect(nextLevelSeats('human computer:easy', true, [1])).toBeNull();
    expect(nextLevelSeats('human computer:easy', true, [0, 1])).toBeNull();
    expect(nextLevelSeats('human computer:easy', false, [])).toBeNull();
    expect(nextLevelSeats('human human', true, [0])).toBeNull();
    expect(nextLevelSeats('human computer:easy computer:easy', true, [0])).toBeNull();
    expect(nextLevelSeats('human human computer:easy', true, [0])).toBeNull();
  });

  it('answers null, never throws, for seats text that does not read', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.array(fc.integer({ min: -1, max: 4 }), { maxLength: 3 }), (seats, over, winners) => {
        const next = nextLevelSeats(seats, over, winners);
        if (next) expect(LEVELS).toContain(next.level);
      }),
    );
    expect(nextLevelSeats('human robot', true, [0])).toBeNull();
  });
});
