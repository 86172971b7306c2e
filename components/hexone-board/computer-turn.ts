/**
 * The computer opponent on the board: asking the bot for a turn, then playing that turn as a person
 * would watch it, the placement and then each explosion of the chain it sets off, one action at a time.
 *
 * - animated: each move waits for its animation;
 * - step mode: the board pauses before each explosion until `step()` (or the Next button);
 * - not animated: the whole turn is drawn once at the end, and a long chain gives the page a turn every
 *   10 ms so it never freezes.
 *
 * A module of its own, loaded with the computer player (the standalone build ships it as
 * hexone-board-computer.js): boards without a computer opponent never download it.
 */
import type { Action, GameState } from '../../engine/hexone/types.js';
import { LEVELS, type Level, type TurnChooser, loadBot } from './computer.js';

/** What the computer needs of the board: its public options, and members internal to the element. */
export interface ComputerBoard {
  readonly state: GameState;
  readonly stepMode: boolean;
  readonly level: string | null;
  readonly bot: TurnChooser | null; // a page's own computer player, if it set one
  _ownBot: TurnChooser | null; // the built-in one, started the first time it is needed
  _thinking: boolean; // shown in the status line
  readonly _animated: boolean; // moves are animated now
  readonly _generation: number; // changes when the game is undone, reloaded or reset: the turn stops
  readonly _queue: Promise<void>; // the animations queued so far
  _frozen: boolean; // while true, the drawing stays where it is
  _shown: GameState; // the position drawn
  _pause(): Promise<void>; // step mode: resolves on step()
  _play(action: Action): void; // sends the move to the machine; throws if it is refused
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The turn the board's computer player chooses from `state` (`level` defaults to medium). */
export async function chooseTurn(board: ComputerBoard, state: GameState, level: string | null): Promise<Action[]> {
  const bot = board.bot ?? (board._ownBot ??= await loadBot());
  return bot.chooseTurn(structuredClone(state), (LEVELS as readonly string[]).includes(level ?? '') ? (level as Level) : 'medium');
}

/** Lets the computer play the side to move from `from`, unless the game moves on while it thinks. */
export async function playComputerTurn(board: ComputerBoard, from: GameState, generation: number): Promise<void> {
  const actions = await chooseTurn(board, from, board.level);
  board._thinking = false;
  if (generation !== board._generation || board.state !== from) return; // the game moved on while it thought
  if (!actions.length) throw new Error('no move');
  await playTurn(board, actions, generation);
}

/** Plays `actions` (a whole turn the bot chose) on `board`; throws if the board refuses one. */
async function playTurn(board: ComputerBoard, actions: readonly Action[], generation: number): Promise<void> {
  const animated = board._animated;
  board._frozen = !animated && !board.stepMode;
  let slice = performance.now();
  try {
    for (const action of actions) {
      if (generation !== board._generation) return;
      if (board.stepMode && action.type === 'explode') {
        await board._queue;
        await board._pause();
        if (generation !== board._generation) return;
      }
      board._play(action);
      if (animated) await board._queue;
      else if (performance.now() - slice > 10) {
        await nextTask();
        slice = performance.now();
      }
    }
  } finally {
    if (board._frozen) {
      board._frozen = false;
      board._shown = board.state;
    }
  }
}
