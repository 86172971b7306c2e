/** The status line: whose turn and at what stage, or who won, from the machine's snapshot (never re-derived from the rules). */
import { matchStanding } from '../../engine/hexadominos/setup.js';
import type { Snapshot } from './game-controller.js';
import type { Strings } from './i18n.js';

export function statusText(s: Strings, snapshot: Snapshot, names: readonly string[], computerBusy: boolean): string {
  const game = snapshot.context.game;
  if (!game) return '';
  if (game.over) {
    const standing = matchStanding(game);
    return standing?.decided ? s.matchWins(standing.winners.map((seat) => names[seat])) : s.wins(game.winners.map((seat) => names[seat]));
  }
  const who = names[game.toMove];
  if (snapshot.matches('starterDraw')) return s.starterTitle;
  if (snapshot.matches('playing.computer') && computerBusy) return s.thinking(who);
  if (game.board.length === 0) return s.first(who);
  if (game.draws > 0) return s.afterDraw(who, game.draws);
  return s.toPlay(who);
}
