// What the rules tests share (rules.test.ts, rules-tiles-and-refusals.test.ts): positions written as text,
// cells as compact strings, a result that must be accepted, and a state frozen to catch any mutation.
import { parsePosition } from '@engine/hexone/notation.js';
import type { GameEvent, GameState, Result } from '@engine/hexone/types.js';

export function pos(text: string): GameState {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`test position does not parse: ${text}: ${parsed.error.reason}`);
  return parsed.value;
}
/** The cells as compact strings, { b2: '2b' }, for readable expectations. */
export function cellsOf(state: GameState): Record<string, string> {
  return Object.fromEntries(Object.entries(state.cells).map(([c, s]) => [c, `${s.count}${s.owner}`]));
}
export function ok(result: Result): { state: GameState; events: GameEvent[] } {
  if (!result.ok) throw new Error(`refused: ${result.error.code} ${result.error.reason ?? ''}`);
  return result;
}
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
