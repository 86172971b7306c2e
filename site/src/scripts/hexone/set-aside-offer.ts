/**
 * The play page's offer to go back to a game in progress that the address replaced (a shared game opened, the
 * history's *Play it*): one button beside the page's title, naming the moves the game has. Pressed, the page swaps
 * the two games (the one on the board, if in progress, becomes the one offered), so that no game in progress is lost
 * by a click. A game started by the page (the form, a rematch, the next level) ends the offer.
 */
import { type SavedGame } from '../../lib/hexone/play-storage';
import { movesPlayed } from '../../lib/hexone/set-aside';
import type { Say } from '../../i18n/format';

export class SetAsideOffer {
  #game: SavedGame | null = null;

  /** `resume` puts `game` on the board and answers the game it replaced (a game in progress, or null). */
  constructor(
    private readonly box: HTMLElement,
    private readonly button: HTMLButtonElement,
    private readonly say: Say,
    resume: (game: SavedGame) => SavedGame | null,
  ) {
    button.addEventListener('click', () => {
      if (this.#game) this.offer(resume(this.#game));
    });
  }

  /** Offers `game` back (null: no offer). */
  offer(game: SavedGame | null): void {
    this.#game = game;
    this.box.hidden = !game;
    if (game) this.button.textContent = this.say('play.setAside.resume', { count: movesPlayed(game) });
  }
}
