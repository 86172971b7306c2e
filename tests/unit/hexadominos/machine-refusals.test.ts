/**
 * What the Hexa-dominos machine says when it does not take an event (`refusal`, which a board words), and what the
 * events it takes carry over (engine/hexadominos/machine-events.ts). Pinned here one by one because mutation testing
 * (docs/mutation.md) found them unpinned: the property test of machine-can.test.ts checks that a refused event has a
 * code the board words, not which code or why; a bad seed's reason, an unreadable event's, LOAD's kids-scoring target
 * and RESTART's seed were changeable without a test failing.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type HexadominosEvent, type HexadominosInput, hexadominosMachine, refusal } from '@engine/hexadominos/machine.js';

const HUMAN = { kind: 'human' } as const;
const POSITION = 'standard turn:0 112345@0,0/0 r0:122345,111234 r1:123345,112234 pile:123445,123455,122455';
const KIDS = 'kids 112345@0,0/0 r0:122345,111234 r1:123345,112234 pile:123445';

function actor(input: HexadominosInput) {
  return createActor(hexadominosMachine, { input }).start();
}
/** The refusal of `event` in `input`'s first snapshot, after checking the machine does not take it. */
function refused(input: HexadominosInput, event: unknown) {
  const snapshot = actor(input).getSnapshot();
  expect(snapshot.can(event as HexadominosEvent), (event as { type: string }).type).toBe(false);
  return refusal(snapshot.context, event as HexadominosEvent);
}

describe('the Hexa-dominos machine says why it does not take an event', () => {
  it('a seed that is no whole number 0 … 2³² − 1, for each event that takes one', () => {
    const reason = (type: string) => `${type}: seed must be a whole number 0 … 2^32 − 1`;
    expect(refused({ seed: 1 }, { type: 'START', seed: 'x' })).toEqual({ code: 'invalid-event', reason: reason('START') });
    expect(refused({ seed: 1, seats: [HUMAN, HUMAN], start: true }, { type: 'RESTART', seed: -1 })).toEqual({
      code: 'invalid-event',
      reason: reason('RESTART'),
    });
    expect(refused({ seed: 1, seats: [HUMAN, HUMAN], start: true }, { type: 'NEXT_GAME', seed: 1.5 })).toEqual({
      code: 'invalid-event',
      reason: reason('NEXT_GAME'),
    });
    // A good seed is no reason: NEXT_GAME before the game is over is refused for that.
    expect(refused({ seed: 1, seats: [HUMAN, HUMAN], start: true }, { type: 'NEXT_GAME', seed: 5 })).toEqual({ code: 'not-over' });
  });

  it('an event whose fields cannot be read, and one whose reading throws', () => {
    const throwing = {
      type: 'SELECT',
      get tile(): string {
        throw new Error('no');
      },
    };
    expect(refused({ source: POSITION, seats: [HUMAN, HUMAN] }, throwing)).toEqual({
      code: 'invalid-event',
      reason: 'SELECT: reading the event threw an exception',
    });
  });

  it('each kind of event at a moment it does not fit', () => {
    const playing: HexadominosInput = { source: POSITION, seats: [HUMAN, HUMAN] };
    expect(refused(playing, { type: 'SETUP', seats: [HUMAN] })).toEqual({
      code: 'invalid-setup',
      reason: 'seats are set before START (RESTART with settings deals a new game)',
    });
    expect(refused(playing, { type: 'START' })).toEqual({ code: 'invalid-event', reason: 'a game is on: RESTART starts another' });
    expect(refused({ seed: 1 }, { type: 'SET_SEAT', seat: 0, player: HUMAN, extra: 1 }).code).toMatch(/^(no-game|invalid-setup)$/);
    expect(refused(playing, { type: 'NEXT_GAME' })).toEqual({ code: 'not-over' });
    expect(refused(playing, { type: 'CONTINUE' })).toEqual({ code: 'invalid-event', reason: 'the who-starts draw is not showing' });
    expect(refused(playing, { type: 'DESELECT' })).toEqual({ code: 'nothing-selected' });
    expect(refused(playing, { type: 'ROTATE', by: 'x' })).toEqual({
      code: 'invalid-event',
      reason: 'ROTATE takes by: a whole number of steps, or to: a rotation 0 to 5',
    });
    expect(refused(playing, { type: 'PLACE', at: [1, 0] })).toEqual({ code: 'nothing-selected' });
    expect(refused(playing, { type: 'HELLO' })).toEqual({ code: 'invalid-event', reason: 'unknown event' });
    expect(refused({ seed: 1 }, { type: 'DRAW' })).toEqual({ code: 'no-game' });
  });
});

describe('what the Hexa-dominos machine carries over when it takes an event', () => {
  it('LOAD of a kids-scoring game keeps no match target (kids scoring has no points), a standard game keeps the one asked', () => {
    const kids = actor({ seed: 1, seats: [HUMAN, HUMAN], target: 300 });
    kids.send({ type: 'LOAD', source: KIDS, target: 200 });
    expect(kids.getSnapshot().context.game?.scoring).toBe('kids');
    expect(kids.getSnapshot().context.config.target).toBeNull();
    const standard = actor({ seed: 1, seats: [HUMAN, HUMAN] });
    standard.send({ type: 'LOAD', source: POSITION, target: 200 });
    expect(standard.getSnapshot().context.config.target).toBe(200);
  });

  it('RESTART with a setting left undefined keeps the config’s, and with no seed deals the seed that follows the last', () => {
    const one = actor({ seed: 7, seats: [HUMAN, HUMAN], scoring: 'simple', start: true });
    const two = actor({ seed: 7, seats: [HUMAN, HUMAN], scoring: 'simple', start: true });
    const first = one.getSnapshot().context.seed;
    one.send({ type: 'RESTART', scoring: undefined });
    two.send({ type: 'RESTART' });
    const [a, b] = [one.getSnapshot().context, two.getSnapshot().context];
    expect(a.config.scoring).toBe('simple');
    expect(a.seed).not.toBe(first);
    // The same game restarted twice over deals the same next game: the seed follows from the last, not from chance.
    expect(a.seed).toBe(b.seed);
    expect(a.game?.racks).toEqual(b.game?.racks);
  });
});
