/**
 * The words of the history page for what a kept game holds, from the page's strings (the site's dictionary, keys
 * as in site/src/i18n). A level or rule set the dictionary has no label for (a level added since, a file from
 * another version) shows its raw name rather than nothing.
 */
import type { FinishedGame, HistoryGame } from './record.js';

export type Strings = Readonly<Record<string, string>>;

/** A computer level's name in the page's language: Hexone's play choice ("Easy"), Hexa-dominos' seat ("Computer, easy"); else the raw name. */
export function levelName(s: Strings, game: HistoryGame, level: string): string {
  return (game === 'hexone' ? s[`play.level.${level}`] : s[`hd.play.seat.${level}`]) ?? level;
}

/** The rules a game was played with: Hexone's exits (and tiles edition), Hexa-dominos' scoring; else the raw word. */
export function rulesName(s: Strings, game: FinishedGame): string {
  if (game.game === 'hexadominos') return s[`hd.play.scoring.${game.rules}`] ?? game.rules;
  const [exits, tiles] = game.rules.split('+');
  const name = s[`play.exits.${exits}`] ?? exits;
  return tiles === 'tiles' ? (s['history.rules.tiles'] ?? '{rules}').replace('{rules}', name) : name;
}
