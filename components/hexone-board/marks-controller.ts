/**
 * Moves shown over a board (`marks.ts`), as a Lit reactive controller: the hint a page asks for with
 * `showMove` (kept until the next move, a jump or `hideMove`), and the trail of the turn just played,
 * read from the game's timeline whenever the board stands at the start of a turn.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Action, Player, RuleError } from '../../engine/hexone/types.js';
import { type GameController, stageOf } from './game-controller.js';
import type { Strings } from './i18n-types.js';
import { type MoveMarks, hintMarks, lastTurnMarks, readMove } from './marks.js';

export interface MarksHooks {
  /** Reads a sentence to screen readers. */
  announce(text: string): void;
  /** A hint that cannot be shown: says why (the game is left as it was). */
  refuse(error: RuleError): void;
  strings(): Strings;
  /** Whether a turn played by `player` leaves a trail (the other side's turns). */
  trails(player: Player): boolean;
}

/** The sentence read for a hint: "Suggested move: place on c2, then c2 explodes toward d3." */
export function hintText(actions: readonly Action[], strings: Strings): string {
  return strings.hint(actionWords(actions, strings));
}

/** Each action in words: "place on c2", "c2 explodes toward d3", "pass" (a hint, what Undo took back). */
export function actionWords(actions: readonly Action[], strings: Strings): string[] {
  return actions.map((a) =>
    a.type === 'place' ? strings.hintPlace(a.cell) : a.type === 'explode' ? strings.hintExplode(a.cell, a.toward) : strings.pass.toLowerCase(),
  );
}

export class MarksController implements ReactiveController {
  #hint: MoveMarks | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly game: GameController,
    private readonly hooks: MarksHooks,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The hint on the board, if any. */
  get hint(): MoveMarks | null {
    return this.#hint;
  }

  /** Shows `move` played from the current position; false (and the reason reported) when it cannot be played there. */
  show(move: unknown): boolean {
    const actions = readMove(move);
    const marks = 'code' in actions ? actions : hintMarks(this.game.state, actions);
    if ('code' in marks) {
      this.hooks.refuse(marks);
      return false;
    }
    this.#hint = marks;
    this.hooks.announce(hintText(marks.actions, this.hooks.strings()));
    this.host.requestUpdate();
    return true;
  }

  /** Takes the hint off the board (the game moved on, or the page asked). */
  hide(): void {
    if (!this.#hint) return;
    this.#hint = null;
    this.host.requestUpdate();
  }

  /** The trail to draw now: the turn that led to a turn's start, once the drawing has caught up. */
  trail(idle: boolean): MoveMarks | null {
    const snapshot = this.game.snapshot;
    const stage = stageOf(snapshot);
    if (!idle || !(stage === 'opening' || stage === 'placing' || stage === 'shutIn' || stage === 'over')) return null;
    const turn = lastTurnMarks(snapshot.context.history);
    return turn && this.hooks.trails(turn.player) ? turn : null;
  }
}
