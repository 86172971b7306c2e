/**
 * The computer opponent of a board, as a Lit reactive controller: when the side to move is the
 * computer's, it asks the bot for a whole turn, then plays it through a small port (`computer-turn.ts`,
 * fetched with the first computer turn). A turn under way is dropped the moment the game jumps (undo,
 * load, reset) or the board leaves the page: nothing of it is played, and the board is free at once.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { actionEvent } from '../../engine/hexone/machine.js';
import type { Action, GameState } from '../../engine/hexone/types.js';
import { Failure, failureOf, withTimeout } from '../shared/computer-failure.js';
import { levelOf } from '../shared/levels.js';
import type { TurnChooser } from './computer.js';
import type { ComputerPort } from './computer-turn.js';
import type { DrawingController } from './drawing-controller.js';
import type { GameController } from './game-controller.js';
import type { BoardError } from './i18n-types.js';

/** What the computer needs to know of its board. */
export interface ComputerHooks {
  options(): {
    bot: TurnChooser | null; // a page's own computer player, if it set one
    level: string | null; // the level the computer plays (the board's last `level` that names one)
    stepMode: boolean;
  };
  /** Whether the computer should play the side to move now (its side, a game not over, a valid board). */
  toMove(): boolean;
  /** The computer's turn ended (played or failed). */
  done(): void;
  reportError(error: BoardError): void;
}

/** How the computer's turn is played, fetched with the first one; its file missing is the computer's failure, said as such. */
const turnModule = () =>
  import('./computer-turn.js').catch(() => {
    throw new Failure('missing');
  });

export class ComputerController implements ReactiveController {
  /** The computer is choosing its turn (shown in the status line; the person's gestures wait). */
  thinking = false;
  /** The turn under way: resolves when it is played, dropped or failed. */
  turn: Promise<void> | null = null;
  #ownBot: Promise<TurnChooser> | null = null; // the built-in bot, loaded the first time this board needs one
  #failedOn: GameState | null = null; // a position the computer found no move for: not asked again
  #token: object | null = null; // the turn under way; replaced or cleared when it is dropped

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly game: GameController,
    private readonly drawing: DrawingController,
    private readonly hooks: ComputerHooks,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.cancel();
    // Also a bot still loading: it stops its worker once loaded (a board removed just after it was added).
    const bot = this.#ownBot;
    this.#ownBot = null;
    void bot?.then(
      (loaded) => loaded.dispose(),
      () => undefined,
    );
  }

  /**
   * Resolves when the drawing and any computer turn are done, or when step mode waits for `step()`: the
   * board's `whenIdle()`. Here because the two wait on each other: a computer turn waits for the drawing.
   */
  async whenIdle(): Promise<void> {
    for (;;) {
      await this.host.updateComplete; // an update may start work (a new attribute can wake the computer)
      const work = this.turn ?? (this.drawing.pending ? this.drawing.queue : null);
      if (!work || this.drawing.paused) break;
      await Promise.race([work, this.drawing.nextPause()]);
    }
    this.drawing.forgetPauseWatchers();
  }

  /** Starts the computer's turn if it is the computer's to play and none is under way. */
  playIfItsTurn(): void {
    const from = this.game.state;
    if (this.turn || from === this.#failedOn || !this.hooks.toMove()) return;
    const token = (this.#token = {});
    const port = this.#port(token);
    this.#setThinking(true);
    this.turn = Promise.all([turnModule(), this.chooseTurn(from, this.hooks.options().level)])
      .then(async ([{ playTurn }, actions]) => {
        if (port.cancelled() || this.game.state !== from) return; // the game moved on while it thought
        this.#setThinking(false);
        if (!Array.isArray(actions) || !actions.length) throw new Failure('no-move');
        await playTurn(port, actions);
      })
      .catch((error: unknown) => {
        if (port.cancelled()) return;
        this.#failedOn = from;
        this.hooks.reportError({ code: 'computer-failed', reason: failureOf(error) }); // worded in the board's language
      })
      .finally(() => {
        if (this.#token !== token) return; // dropped: the board has moved on without it
        this.#token = null;
        this.turn = null;
        this.#setThinking(false);
        this.drawing.step(); // a pause of step mode ends with the turn
        this.hooks.done();
      });
  }

  /**
   * The side to move is no longer the computer's (its `computer` attribute was removed or changed while it
   * thought or played): its turn is dropped, nothing of it arrives later, and the person plays that side.
   */
  stopUnlessItsTurn(): void {
    if (!this.turn || this.hooks.toMove()) return;
    this.cancel();
    this.drawing.step(); // a pause of step mode ends with the turn
    this.hooks.done();
  }

  /** Drops the turn under way, if any: the board is free at once, and whatever the bot answers is ignored. */
  cancel(): void {
    this.#token = null;
    this.turn = null;
    this.#setThinking(false);
  }

  /** The turn the board's computer player chooses from `state` (`level`: any name of a level; else the middle one). */
  async chooseTurn(state: GameState, level: string | null): Promise<Action[]> {
    const own = this.hooks.options().bot;
    if (own) return withTimeout(Promise.resolve(own.chooseTurn(structuredClone(state), levelOf(level))));
    // Kept as a promise from the first call on, so that leaving the page while it loads still disposes of it.
    // A bot that failed to load is tried again next time (the failure is reported meanwhile).
    const loading = (this.#ownBot ??= turnModule()
      .then(({ loadBot }) => loadBot())
      .catch(() => {
        if (this.#ownBot === loading) this.#ownBot = null;
        throw new Failure('missing');
      }));
    const bot = await loading;
    return bot.chooseTurn(structuredClone(state), levelOf(level));
  }

  #setThinking(thinking: boolean): void {
    if (thinking === this.thinking) return;
    this.thinking = thinking;
    this.host.requestUpdate();
  }

  /** The board as the turn `token` sees it: cancelled once the game jumps or the turn is dropped. */
  #port(token: object): ComputerPort {
    const { game, drawing, hooks } = this;
    const generation = game.generation;
    return {
      get state() {
        return game.state;
      },
      get animated() {
        return drawing.animated;
      },
      get stepMode() {
        return hooks.options().stepMode;
      },
      cancelled: () => generation !== game.generation || this.#token !== token,
      play(action) {
        if (!game.send(actionEvent(action))) throw new Failure('refused');
      },
      drawn: () => drawing.queue,
      pause: () => drawing.pause(),
      holdDrawing: (hold) => drawing.freeze(hold),
    };
  }
}
