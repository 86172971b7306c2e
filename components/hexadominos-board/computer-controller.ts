/**
 * The computer's seats: when the machine waits in `playing.computer`, this controller waits `delay` ms
 * (so people can follow each action), asks the chooser for one action from that seat's view only (never
 * the whole game), and sends it as PLAY. A turn of several actions (draw, then place or pass) is played
 * one action at a time. Anything that changes the game meanwhile (undo, a new game) drops the pending
 * action. Leaving the page drops it too and stops the built-in bot's worker; coming back (a board moved in
 * the page, or removed and added again) resumes the computers where they were.
 *
 * A computer that cannot play says why, in the board's language (`hexadominos-error`, code
 * `computer-failed`): its files could not be loaded, a page's own player threw, answered nothing or a
 * refused action, or took longer than `CHOOSER_TIMEOUT_MS` (components/shared/computer-failure.ts). The status never stays on "thinking": that
 * position is not asked again until the game changes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Level } from '../../engine/hexadominos/bot/levels.js';
import type { Action, GameState, Seat } from '../../engine/hexadominos/types.js';
import { type SeatView, viewFor } from '../../engine/hexadominos/view.js';
import { type ComputerFailure, Failure, failureOf, withTimeout } from '../shared/computer-failure.js';
import { type BuiltInBot, type ChooseAction, loadBot } from './computer.js';
import type { GameController } from './game-controller.js';

export interface ComputerHost {
  active(): boolean; // false while readonly or disconnected
  delay(): number;
  play(seat: Seat, action: Action): boolean; // false when the machine refused it
  failed(reason: ComputerFailure): void;
}

export class ComputerController implements ReactiveController {
  /** A page's own player (the element's `bot` property); null: the built-in one. */
  chooser: ChooseAction | null = null;
  #builtIn: Promise<BuiltInBot> | null = null; // started the first time this board needs it
  #timer: ReturnType<typeof setTimeout> | null = null;
  #thinking: Promise<void> | null = null;
  #failedOn: GameState | null = null; // a position the computer could not play: not asked again
  #away = 0; // how many times the board left the page: an answer asked for before it left is dropped
  #waiters: (() => void)[] = [];

  constructor(
    private readonly host: ReactiveControllerHost & { readonly isUpdatePending: boolean },
    private readonly game: GameController,
    private readonly board: ComputerHost,
  ) {
    host.addController(this);
  }

  /** Whether a computer's action is pending. */
  get busy(): boolean {
    return this.#timer !== null || this.#thinking !== null;
  }

  hostConnected(): void {
    // Back in the page (moved, or removed and added again): the computer to move resumes after the update.
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    this.check();
  }

  hostDisconnected(): void {
    this.#away++;
    this.cancel();
    const builtIn = this.#builtIn;
    this.#builtIn = null;
    void builtIn?.then(
      (bot) => bot.dispose(),
      () => undefined,
    );
  }

  /** Schedules the computer's next action if a computer seat is to move. */
  check(): void {
    if (this.busy) return;
    const game = this.game.game;
    if (!game || !this.board.active() || !this.game.snapshot.matches('playing.computer') || game === this.#failedOn) {
      this.#wake();
      return;
    }
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#thinking = this.#play(game).finally(() => {
        this.#thinking = null;
        this.host.requestUpdate(); // the status leaves "thinking", and the next turn is checked after the update
        this.#wake();
      });
      this.host.requestUpdate();
    }, this.board.delay());
  }

  /** Drops a pending action (the game changed under it). */
  cancel(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#wake();
  }

  /**
   * Resolves once no computer action is pending and the board has drawn: the board's `whenIdle()`. Here because
   * the two wake each other: an update may start a computer's action, and an action asks for an update.
   */
  async whenIdle(): Promise<void> {
    do {
      await this.host.updateComplete;
      await this.#settled();
    } while (this.busy || this.host.isUpdatePending);
  }

  /** Resolves once no computer action is pending (at once if none is). */
  #settled(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  async #play(game: GameState): Promise<void> {
    const seat = game.toMove;
    const player = this.game.snapshot.context.config.seats[seat];
    const view = viewFor(game, seat);
    const away = this.#away;
    let action: Action | null = null;
    let failure: ComputerFailure = 'no-move';
    try {
      if (view.ok) action = await this.#choose(view.value, player?.kind === 'computer' ? player.level : 'medium');
    } catch (error) {
      failure = failureOf(error);
    }
    // The game moved on meanwhile, or the board left (its worker stopped: the question is asked again on its return).
    if (this.game.game !== game || !this.board.active() || away !== this.#away) return;
    if (action && this.board.play(seat, action)) return;
    this.#failedOn = game;
    this.board.failed(action ? 'refused' : failure);
  }

  async #choose(view: SeatView, level: Level): Promise<Action | null> {
    if (this.chooser) return withTimeout(Promise.resolve(this.chooser(view, level)));
    // A bot that failed to load is tried again next time (the failure is reported meanwhile).
    const bot = await (this.#builtIn ??= loadBot().catch(() => {
      this.#builtIn = null;
      throw new Failure('missing');
    }));
    // What the table saw of this game (the log holds each action and its seat; a draw's tile is not in it).
    const history = this.game.log.map(({ seat, action }) => ({ seat, action }));
    return bot.chooseAction(view, level, { history });
  }

  #wake(): void {
    if (this.busy) return;
    for (const wake of this.#waiters.splice(0)) wake();
  }
}
