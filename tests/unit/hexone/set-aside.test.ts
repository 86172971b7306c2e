/**
 * Which saved game the play page offers back when an address replaces it (site/src/lib/hexone/set-aside.ts): a game
 * in progress only, read and replayed by the engine; anything else (no move, a finished game, unreadable or illegal
 * records) is not offered, and saying so never throws.
 */
import { describe, expect, it } from 'vitest';
import { gameInProgress, movesPlayed } from '@site/lib/hexone/set-aside.js';
import type { SavedGame } from '@site/lib/hexone/play-storage.js';

const saved = (record: string): SavedGame => ({ v: 1, record, computer: 'w', level: 'club' });

describe('the game set aside', () => {
  it('is a game with a move played and not over, kept as saved', () => {
    const game = saved('classic b opening | d3 b2');
    expect(gameInProgress(game)).toBe(game);
    expect(movesPlayed(game)).toBe(2);
  });

  it('is nothing for no saved game, a game with no move, or a finished game', () => {
    expect(gameInProgress(null)).toBeNull();
    expect(gameInProgress(saved('classic b opening'))).toBeNull();
    expect(gameInProgress(saved('classic b opening |'))).toBeNull();
    // Black's explosion sends White's last pawn off: the game is over, nothing to go back to.
    expect(gameInProgress(saved('classic b b2:2b b3:1w | b2 b2>b3'))).toBeNull();
    expect(gameInProgress(saved('classic b b2:2b b3:1w | b2'))).not.toBeNull(); // the same game a move earlier
  });

  it('is nothing for a record that does not read or replay', () => {
    for (const record of ['', 'not a record', 'classic b opening | q9', 'classic b opening | d3 d3 d3 d3', 'x'.repeat(300_000)])
      expect(gameInProgress(saved(record)), record.slice(0, 40)).toBeNull();
  });
});
