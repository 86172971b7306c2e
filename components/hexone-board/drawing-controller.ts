/**
 * The drawing queue of a board, as a Lit reactive controller: the position drawn follows the game one
 * move at a time, each move animated (the animator is fetched with the first animated move) or drawn at
 * once, and step mode holds the drawing before each explosion of a computer's chain until `step()`.
 *
 * The drawing may lag the game: `shown` is the position on screen and `shownSnapshot` the machine
 * snapshot it belongs to (the status line describes what is drawn, not what is already decided).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { currentState } from '../../engine/hexone/history.js';
import type { GameState } from '../../engine/hexone/types.js';
import type { Animator, DrawStack } from './animator.js';
import type { AppliedMove, GameController, GameSnapshot } from './game-controller.js';

/** The board that owns the drawing: where it draws. */
export interface DrawingHost extends ReactiveControllerHost {
  readonly renderRoot: ParentNode;
}

/** What the drawing needs to know of its board. */
export interface DrawingHooks {
  /** The speed multiplier now: 0 draws every move at once (no animation, or reduced motion). */
  speed(): number;
  /** How the board draws a stack of coins, for the pawns in flight. */
  drawStack: DrawStack;
  /** The drawing caught up with the game. */
  settled(): void;
}

export class DrawingController implements ReactiveController {
  /** The snapshot whose position is drawn (or being animated). */
  shownSnapshot: GameSnapshot;
  /** The position on screen (an animation draws positions in between too). */
  shown: GameState;
  /** Moves queued or being animated. */
  pending = 0;
  /** The animations queued so far: resolves when the last one has been drawn. */
  queue: Promise<void> = Promise.resolve();
  /** Step mode: the drawing waits for `step()` before the next explosion. */
  paused = false;
  /** While a computer plays a whole turn without animation, nothing is drawn until it ends. */
  frozen = false;
  #animator: Animator | null = null;
  #animatorLoad: Promise<Animator> | null = null;
  #animating: AppliedMove | null = null; // the move the animator is drawing
  #hurrying = false; // a gesture came: moves queued until the drawing catches up are drawn at once
  #resume: (() => void) | null = null;
  #pauseWatchers: (() => void)[] = []; // whenIdle() calls waiting while a step is pending

  constructor(
    private readonly host: DrawingHost,
    private readonly game: GameController,
    private readonly hooks: DrawingHooks,
  ) {
    host.addController(this);
    this.shownSnapshot = game.snapshot;
    this.shown = game.state;
  }

  /** A board leaving the page never waits for an animation, nor for a step. */
  hostDisconnected(): void {
    this.hurry();
    this.step();
  }

  /** The move the animator is drawing now, if any (the status line says what it does). */
  get animating(): AppliedMove | null {
    return this.#animating;
  }

  /** Whether moves are animated now. */
  get animated(): boolean {
    return this.hooks.speed() > 0;
  }

  /** Draws `move`: animated after the moves queued before it, or at once when animation is off. */
  draw(move: AppliedMove): void {
    if (this.frozen) return;
    if (!this.animated && !this.pending) {
      this.#show(move.after);
      this.hooks.settled();
      return;
    }
    const generation = this.game.generation;
    const after = currentState(move.after.context.history);
    this.pending++;
    this.queue = this.queue
      .then(async () => {
        if (generation !== this.game.generation) return; // undone, reloaded…: the drawing jumps to the game
        if (!this.animated) return this.#show(move.after);
        const animator = await this.#loadAnimator();
        animator.speed = this.#hurrying ? 0 : this.hooks.speed();
        this.shownSnapshot = move.before;
        this.#animating = move;
        await animator.play(currentState(move.before.context.history), move.action, move.events, after);
      })
      .catch(() => undefined) // an animation that failed (or could not load) must not stop the game
      .finally(() => {
        this.#animating = null;
        this.pending--;
        if (this.pending) return;
        this.#hurrying = false;
        this.#show(this.game.snapshot);
        this.hooks.settled();
      });
  }

  /** The game jumped (undo, reload…): queued moves are dropped, the new position drawn at once. */
  jump(): void {
    this.hurry();
    this.step(); // a paused computer turn is abandoned (it checks the game's generation)
    if (!this.frozen) this.#show(this.game.snapshot);
  }

  /**
   * A gesture or undo must never wait for an animation: while the drawing lags the game, what is running
   * finishes now and every move queued until it catches up (the gesture's own included) is drawn at once.
   * On a settled board, the gesture's move is animated.
   */
  hurry(): void {
    if (!this.pending) return;
    this.#hurrying = true;
    this.#animator?.hurry();
  }

  /** Holds the drawing where it is (a computer's turn played without animation), or lets it catch up. */
  freeze(frozen: boolean): void {
    this.frozen = frozen;
    if (!frozen) this.#show(this.game.snapshot);
  }

  /** Step mode: waits until `step()`. */
  pause(): Promise<void> {
    this.paused = true;
    this.host.requestUpdate();
    for (const wake of this.#pauseWatchers.splice(0)) wake();
    return new Promise<void>((resolve) => (this.#resume = resolve));
  }

  /** Ends the pause of step mode, if any. */
  step(): void {
    const resume = this.#resume;
    this.#resume = null;
    if (this.paused) this.host.requestUpdate();
    this.paused = false;
    resume?.();
  }

  /** Resolves at the next pause of step mode (for whenIdle()). */
  nextPause(): Promise<void> {
    return new Promise<void>((resolve) => this.#pauseWatchers.push(resolve));
  }

  /** Forgets the whenIdle() calls still waiting for a pause. */
  forgetPauseWatchers(): void {
    this.#pauseWatchers = [];
  }

  #show(snapshot: GameSnapshot): void {
    this.shownSnapshot = snapshot;
    this.shown = currentState(snapshot.context.history);
    this.host.requestUpdate();
  }

  /**
   * The animator, fetched the first time a move is animated: `animator.ts` is a module of its own, so
   * view-only boards and reduced motion never download it. A failed fetch is tried again next move.
   */
  #loadAnimator(): Promise<Animator> {
    this.#animatorLoad ??= import('./animator.js').then(
      ({ Animator }) => {
        const draw = (state: GameState) => {
          // The status keeps describing the move being drawn until it has landed: a placed pawn still dropping
          // in, or captures still settling, are the mover's turn, not yet the next player's.
          this.shown = state;
          this.host.requestUpdate();
          return this.host.updateComplete;
        };
        return (this.#animator = new Animator(() => this.host.renderRoot ?? null, draw, this.hooks.drawStack));
      },
      (error: unknown) => {
        this.#animatorLoad = null;
        throw error;
      },
    );
    return this.#animatorLoad;
  }
}
