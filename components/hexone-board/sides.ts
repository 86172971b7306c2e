/**
 * Who plays each side of a board: the computer (the `computer` attribute) or the person at the page, and
 * what follows from it in one place: whether the person may move now, whether the computer should, where
 * undo and redo stop, and which turns leave a trail. Read from the element's attributes and the game each
 * time it is asked (nothing is kept), so a changed `computer` or `readonly` counts at once.
 */
import { PLAYERS, type Player } from '../../engine/hexone/types.js';
import { type GameController, type GameSnapshot, isTurnStart } from './game-controller.js';
import { computerSides } from './options.js';

/** The element's attributes that decide who plays. */
export interface SidesHost {
  computer: string | null;
  readonly: boolean;
}

export class Sides {
  readonly #host: SidesHost;
  readonly #game: GameController;
  readonly #attributes: { readonly gameErrors: readonly unknown[] };

  constructor(host: SidesHost, game: GameController, attributes: { readonly gameErrors: readonly unknown[] }) {
    this.#host = host;
    this.#game = game;
    this.#attributes = attributes;
  }

  /** The side to move is the person's, and the board takes their moves. */
  get personMayPlay(): boolean {
    return !this.#host.readonly && this.#playable && !computerSides(this.#host.computer).includes(this.#game.state.toMove);
  }

  /** The side to move is the computer's. */
  get computerToMove(): boolean {
    return this.#playable && computerSides(this.#host.computer).includes(this.#game.state.toMove);
  }

  /** The person to move is shut in (the machine's `placing.shutIn`): their one move is a pass. */
  get personMustPass(): boolean {
    return this.personMayPlay && this.#game.stage === 'shutIn';
  }

  /** Where undo and redo stop: against the computer, at the start of one of the person's turns; else at every move. */
  travelStop(): (snapshot: GameSnapshot) => boolean {
    const computer = computerSides(this.#host.computer);
    const person = PLAYERS.filter((player) => !computer.includes(player));
    return (snapshot) => !computer.length || isTurnStart(snapshot, person);
  }

  /** Whether a turn played by `player` leaves a trail: the other side's turns, the computer's, or in a game between two people, every turn. */
  trails(player: Player): boolean {
    const computer = computerSides(this.#host.computer);
    return computer.length ? computer.includes(player) : !this.#host.readonly;
  }

  /** There is a game to play: not over, and the attributes describe one. */
  get #playable(): boolean {
    return this.#attributes.gameErrors.length === 0 && this.#game.stage !== 'over';
  }
}
