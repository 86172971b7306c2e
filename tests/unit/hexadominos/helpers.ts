/** Shared by the Hexa-dominos tests: states from position text, deep freezing, fixed tables. */
import { type GameState, type Result, parsePosition } from '@engine/hexadominos/index.js';

/** The state a position text describes; fails the test with the reason if it does not parse. */
export function position(text: string): GameState {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`${parsed.error.reason} at ${parsed.error.offset} (${parsed.error.text})`);
  return parsed.value;
}

/** Freezes an object and everything in it, so a rule that mutated its input would throw in the test. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The new state of an accepted action; fails the test with the error code if it was refused. */
export function accepted(result: Result): GameState {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.state;
}

/** Six tiles around an empty [0, 0] whose inner sides read 1,1,1,2,3,5 clockwise from east (a shared case's ring). */
export const RING = '114455@1,0/2 111234@0,1/3 112233@-1,1/5 233345@-1,0/0 112235@0,-1/3';
