/**
 * The computer side of `<hexone-board computer="w" level="medium">`: everything the element knows about
 * bots is this interface and this loader. The bot itself (search in a Web Worker) is `bot-client.ts`,
 * loaded on first use only, so pages without a computer opponent never download it.
 */
import type { Action, GameState } from '../../engine/hexone/types.js';

export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

/** Anything that can choose a whole turn: the placement, then each explosion of the chain it sets off. */
export interface TurnChooser {
  chooseTurn(state: GameState, level: Level): Promise<Action[]>;
  dispose(): void;
}

/** The built-in bot (a fresh worker per board: boards on one page stay independent). */
export async function loadBot(): Promise<TurnChooser> {
  const { createBotClient } = await import('./bot-client.js');
  return createBotClient();
}
