/**
 * The computer's turn played on the board as a person would watch it: the placement, then each explosion
 * of the chain it sets off, one action at a time.
 *
 * - animated: each move waits for its animation;
 * - step mode: the board pauses before each explosion until `step()` (or the Next button);
 * - not animated: the whole turn is drawn once at the end, and a long chain gives the page a turn every
 *   10 ms so it never freezes.
 *
 * It reaches the board through a `ComputerPort` only. A module of its own, loaded with the computer
 * player (the standalone build ships it as hexone-board-computer.js), like the built-in bot it starts
 * (`bot-client.ts`, then its worker): boards without a computer opponent never download them.
 */
import type { Action, GameState } from '../../engine/hexone/types.js';
import { LEVELS, type Level } from '../../engine/hexone/bot/levels.js';
import type { TurnChooser } from './computer.js';

/** The ladder's top level, the one that thinks by the clock (tests/unit/hexone/bot-ladder.test.ts checks it is alone). */
const isTimed = (level: Level) => level === LEVELS[LEVELS.length - 1];

/** What the computer's turn needs of the board. */
export interface ComputerPort {
  readonly state: GameState; // the game now
  readonly animated: boolean; // moves are animated now
  readonly stepMode: boolean; // pause before each explosion
  cancelled(): boolean; // true once the game moved on (undo, load, reset, the board left the page)
  play(action: Action): void; // plays a move; throws if the board refuses it
  drawn(): Promise<void>; // resolves when the drawing has caught up with the game
  pause(): Promise<void>; // step mode: resolves on step()
  holdDrawing(hold: boolean): void; // while held, the drawing stays where it is
}

/**
 * How long the board's strongest level (the one that thinks by the clock: `timed` in the ladder) searches (the engine's default is 1 s). Choosing the root turns comes
 * before the clock starts, and the worker's messages after it: with this, a hard move lands within about
 * a second in the browser on a busy machine (measured: README, "Playing the computer").
 */
export const BOARD_HARD_TIME_MS = 800;

/** The built-in bot (a fresh worker per board: boards on one page stay independent). */
export async function loadBot(): Promise<TurnChooser> {
  const { createBotClient } = await import('./bot-client.js');
  const client = createBotClient();
  return {
    // The other levels stop at their own node budgets, the same on every machine.
    chooseTurn: (state, level) => client.chooseTurn(state, level, isTimed(level) ? { timeMs: BOARD_HARD_TIME_MS } : undefined),
    dispose: () => client.dispose(),
  };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Plays `actions` (a whole turn the bot chose) through `port`; throws if the board refuses one. */
export async function playTurn(port: ComputerPort, actions: readonly Action[]): Promise<void> {
  const animated = port.animated;
  const held = !animated && !port.stepMode;
  port.holdDrawing(held);
  let slice = performance.now();
  try {
    for (const action of actions) {
      if (port.cancelled()) return;
      if (port.stepMode && action.type === 'explode') {
        await port.drawn();
        await port.pause();
        if (port.cancelled()) return;
      }
      port.play(action);
      if (animated) await port.drawn();
      else if (performance.now() - slice > 10) {
        await nextTask();
        slice = performance.now();
      }
    }
  } finally {
    if (held) port.holdDrawing(false);
  }
}
