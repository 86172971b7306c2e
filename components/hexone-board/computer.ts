/**
 * The computer side of `<hexone-board computer="w" level="medium">`: everything the element knows about
 * bots is this interface. The built-in bot (search in a Web Worker) is `bot-client.ts`, started by
 * `computer-turn.ts` on first use only, so pages without a computer opponent never download it.
 */
import type { Action, GameState } from '../../engine/hexone/types.js';
import type { Level, LevelName } from '../shared/levels.js';

export type { Level, LevelName };

/**
 * Anything that can choose a whole turn: the placement, then each explosion of the chain it sets off. It is asked
 * with a ladder level (an older name the board was given arrives as the level it means: `hard` as `expert`).
 */
export interface TurnChooser {
  chooseTurn(state: GameState, level: Level): Promise<Action[]>;
  dispose(): void;
}
