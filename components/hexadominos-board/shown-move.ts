/**
 * A placement a page draws on the table without playing it (`showMove`): the better move of a game review, a
 * hint. It is checked against the table it is shown on (the place free and touching, every shared side agreeing),
 * and drawn only while that game state is the board's: any move, load or undo makes a new state, and the drawing
 * goes with the position it was about.
 */
import { parsePlacedTile } from '../../engine/hexadominos/notation.js';
import { readAction, scorePlacement } from '../../engine/hexadominos/rules.js';
import type { GameState, PlacedTile } from '../../engine/hexadominos/types.js';

export class ShownMove {
  #shown: { state: GameState; placed: PlacedTile } | null = null;

  /** Shows `move` on `state`'s table; false (and nothing shown) when it is not a placement that fits there. */
  show(state: GameState | null, move: unknown): boolean {
    const placed = readMove(move);
    const fits = !!state && !!placed && scorePlacement(state.board, state.scoring, placed.tile, placed.at, placed.rot).ok;
    this.#shown = fits ? { state, placed } : null;
    return fits;
  }

  /** Takes the move off the table; whether one was shown. */
  hide(): boolean {
    const was = this.#shown !== null;
    this.#shown = null;
    return was;
  }

  /** The placement to draw on `state`, when it was shown on that very state. */
  on(state: GameState | null): PlacedTile | null {
    return this.#shown && this.#shown.state === state ? this.#shown.placed : null;
  }
}

/**
 * `112345@1,0/3` (the record's words), or a placement action `{ type: 'place', tile, at, rot }` (what a review's
 * `best.action` is), read once into a fresh object (its tile, cell and rotation are checked by `scorePlacement`);
 * null for anything else, hostile objects included.
 */
function readMove(move: unknown): PlacedTile | null {
  if (typeof move === 'string') return parsePlacedTile(move.trim());
  try {
    const action = readAction(move);
    return typeof action === 'string' || action.type !== 'place' ? null : { tile: action.tile, at: action.at, rot: action.rot };
  } catch {
    return null; // a getter that throws
  }
}
