/**
 * What both language tables read from the engine's events. Its own module, imported by value from
 * `i18n-en.ts` and `i18n-fr.ts` alone: the French file is built on its own (fetched on demand) and must not
 * pull `i18n.ts`, which carries the English table.
 */
import type { GameEvent } from '../../engine/hexadominos/types.js';

/** How many sides the placement among `events` shared (0 when it shared none, or for another action). */
export function sharedOf(events: readonly GameEvent[]): number {
  const matched = events.find((e) => e.type === 'sidesMatched');
  return matched?.type === 'sidesMatched' ? matched.sides.length : 0;
}
