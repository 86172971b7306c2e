/**
 * The computer side of `<hexadominos-board seats="human computer:hard">`: everything the element knows
 * about bots is this type. The built-in players are the engine's (engine/hexadominos/bot/: easy, medium,
 * hard), thinking in a Web Worker through `bot-client.ts`, which is fetched with the first computer turn:
 * boards without a computer seat never download it.
 */
import type { Level } from '../../engine/hexadominos/bot/levels.js';
import type { RequestOptions } from '../../engine/hexadominos/bot/protocol.js';
import type { Action } from '../../engine/hexadominos/types.js';
import type { SeatView } from '../../engine/hexadominos/view.js';

/** One action for the seat whose view it is given (a page's own player, through the `bot` property). */
export type ChooseAction = (view: SeatView, level: Level) => Action | null | Promise<Action | null>;

/**
 * A built-in computer player: the engine's bots in a fresh worker (boards on one page stay independent).
 * `options.history`: the game's actions so far, as everyone at the table saw them (never a tile another
 * seat drew), from which the hard level reads what the others hold.
 */
export interface BuiltInBot {
  chooseAction(view: SeatView, level: Level, options?: RequestOptions): Promise<Action | null>;
  dispose(): void;
}

export async function loadBot(): Promise<BuiltInBot> {
  const { createBotClient } = await import('./bot-client.js');
  return createBotClient();
}
