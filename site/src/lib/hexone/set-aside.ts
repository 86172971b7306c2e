/**
 * A game in progress that the address replaces on the play page (a shared game opened, the history's *Play it*): the
 * page keeps it aside and offers it back, rather than dropping it without a word. Only a game worth going back to is
 * kept: moves played and not over.
 */
import { parseRecord, replay } from '@engine/hexone/record.js';
import type { SavedGame } from './play-storage';

/** `saved` when it is a game in progress (a move played, not over), else null. */
export function gameInProgress(saved: SavedGame | null): SavedGame | null {
  if (!saved) return null;
  const read = parseRecord(saved.record);
  if (!read.ok || read.value.moves.length === 0) return null;
  const played = replay(read.value);
  if (!played.ok) return null;
  return played.value.states[played.value.states.length - 1].phase === 'over' ? null : saved;
}

/** The number of moves `game` (one `gameInProgress` kept) has played: what the offer to go back to it says. */
export function movesPlayed(game: SavedGame): number {
  const read = parseRecord(game.record);
  return read.ok ? read.value.moves.length : 0;
}
