/**
 * The computer's seats: when the machine waits in `playing.computer`, this controller waits `delay` ms
 * (so people can follow each action), asks the chooser for one action from that seat's view only (never
 * the whole game), and sends it as PLAY. A turn of several actions (draw, then place or pass) is played
 * one action at a time. Anything that changes the game meanwhile (undo, a new game, leaving the page)
 * drops the pending action; leaving the page also stops the built-in bot's worker.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Level } from '../../engine/hexadominos/bot/levels.js';
import type { Action, GameState, Seat } from '../../engine/hexadominos/types.js';
import { type SeatView, viewFor } from '../../engine/hexadominos/view.js';
import { type BuiltInBot, type ChooseAction, loadBot } from './computer.js';
import type { GameController } from './game-controller.js';

export interface ComputerHost {
  active(): boolean; // false while readonly or disconnected
  delay(): number;
  play(seat: Seat, action: Action): boolean; // false when the machine refused it
  failed(reason: string): void;
}

export class ComputerController implements ReactiveController {
  /** A page's own player (the element's `bot` property); null: the built-in one. */
  chooser: ChooseAction | null = null;
  #builtIn: Promise<BuiltInBot> | null = null; // started the first time this board needs it
  #timer: ReturnType<typeof setTimeout> | null = null;
  #thinking: Promise<void> | null = null;
  #failedOn: GameState | null = null; // a position the computer found nothing for: not asked again
  #waiters: (() => void)[] = [];

  constructor(host: ReactiveControllerHost, private readonly game: GameController, private readonly board: ComputerHost) {
    host.addController(this);
  }

  /** Whether a computer's action is pending. */
  get busy(): boolean {
    return this.#timer !== null || this.#thinking !== null;
  }

  hostUpdated(): void {
    this.check();
  }

  hostDisconnected(): void {
    this.cancel();
    const builtIn = this.#builtIn;
    this.#builtIn = null;
    void builtIn?.then((bot) => bot.dispose(), () => undefined);
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
        this.check();
      });
    }, this.board.delay());
  }

  /** Drops a pending action (the game changed under it). */
  cancel(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#wake();
  }

  /** Resolves once no computer action is pending (at once if none is). */
  settled(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  async #play(game: GameState): Promise<void> {
    const seat = game.toMove;
    const player = this.game.snapshot.context.config.seats[seat];
    const view = viewFor(game, seat);
    let action: Action | null = null;
    let reason = 'no move found';
    try {
      if (view.ok) action = await this.#choose(view.value, player?.kind === 'computer' ? player.level : ('medium'));
    } catch (error) {
      reason = String((error as Error)?.message ?? error);
    }
    if (this.game.game !== game || !this.board.active()) return; // the game moved on meanwhile
    if (!action || !this.board.play(seat, action)) {
      this.#failedOn = game;
      this.board.failed(action ? 'refused move' : reason);
    }
  }

  async #choose(view: SeatView, level: Level): Promise<Action | null> {
    if (this.chooser) return this.chooser(view, level);
    // A bot that failed to load is tried again next time (the failure is reported meanwhile).
    const bot = await (this.#builtIn ??= loadBot().catch((error: unknown) => {
      this.#builtIn = null;
      throw error;
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
