/**
 * The board's side of its game: what it sends and what it does with each answer. Every event a person or the
 * page sends goes through `send` (the public methods, the person's gestures, the lone cell chosen for them):
 * a refusal is said by the game controller's listener, an acceptance clears the last refusal. The computer's
 * moves do not: its turn sends them to the game controller itself, as a refused one is the computer's failure,
 * said as such (computer-controller.ts). What the game answers, to both, comes back here (`applied`, `jumped`: the game controller's listener) and becomes DOM events
 * (`events.ts`), an announcement, the drawing of the move, work dropped when the game it was for is gone;
 * once the game and its drawing settle, `afterChange` lets the next one play.
 *
 * Apart from the element, which keeps its API and lifecycle and calls in here; the rules stay in the engine
 * and its machine, the words in `i18n.ts` and `view.ts`.
 */
import { actionEvent } from '../../engine/hexone/machine.js';
import type { Action } from '../../engine/hexone/types.js';
import { type ChangeReason, fire, fireMoveEvents } from './events.js';
import type { AppliedMove, GameController } from './game-controller.js';
import { describeEvents, strings } from './i18n.js';
import { actionWords } from './marks-controller.js';
import type { Lang, Names } from './i18n-types.js';
import { type BoardParts, choiceNow, statusNow } from './view.js';

/** What the play reads of the element: its events go out from it, and whether it has drawn once yet. */
export interface PlayHost extends EventTarget {
  readonly hasUpdated: boolean;
  getRecord(): string;
}

/** The board's language and the sides' names in it, read when words are needed (a page may change them any time). */
export interface PlayText {
  lang(): Lang;
  names(): Names;
}

export class Play {
  readonly #host: PlayHost;
  readonly #parts: BoardParts;
  readonly #text: PlayText;

  constructor(host: PlayHost, parts: BoardParts, text: PlayText) {
    this.#host = host;
    this.#parts = parts;
    this.#text = text;
  }

  /** Sends one event to the game; true unless it was refused. */
  send(event: Parameters<GameController['send']>[0], reason: ChangeReason = 'move'): boolean {
    const accepted = this.#parts.game.send(event, reason);
    if (accepted) this.#parts.voice.accepted();
    return accepted;
  }

  /** Undo/redo; against the computer, straight to the start of one of the person's turns. */
  travel(direction: 'UNDO' | 'REDO'): boolean {
    const { game, sides, voice } = this.#parts;
    const before = game.record.moves;
    const travelled = game.travel(direction, sides.travelStop());
    if (!travelled) return false;
    voice.accepted();
    // What was taken back (or played again), then where the game is: "Undone: c2 explodes toward d3. Black to play".
    const after = game.record.moves;
    const text = strings(this.#text.lang());
    const words = actionWords(direction === 'UNDO' ? before.slice(after.length) : after.slice(before.length), text);
    const said = direction === 'UNDO' ? text.undone(words) : text.redone(words);
    voice.announce(`${said} ${statusNow(this.#parts, { lang: this.#text.lang(), names: this.#text.names() })}`);
    return true;
  }

  /** A user's move: `hexone-move` first (cancelable), then the machine. */
  userMove(action: Action): boolean {
    if (!fire(this.#host, 'hexone-move', { action }, true)) return false;
    return this.send(actionEvent(action));
  }

  /** The machine applied a move: its DOM events and words go out, and the drawing follows it. */
  applied(move: AppliedMove): void {
    const { marks, voice, drawing } = this.#parts;
    marks.hide(); // a hint is about the position before
    fireMoveEvents(this.#host, move, this.#host.getRecord());
    voice.announce(describeEvents(move.events, this.#text.lang(), this.#text.names()));
    drawing.draw(move);
  }

  /** The game jumped (undo, redo, reset, load): nothing to draw; what was under way is for a game that is gone. */
  jumped(reason: ChangeReason): void {
    const { computer, marks, drawing, game, voice } = this.#parts;
    computer.cancel(); // a turn the computer was choosing or playing is for a game that is gone
    marks.hide();
    drawing.jump();
    fire(this.#host, 'hexone-change', { state: game.state, record: this.#host.getRecord(), reason });
    voice.announce(statusNow(this.#parts, { lang: this.#text.lang(), names: this.#text.names() }));
    this.afterChange();
  }

  /**
   * After the game or the drawing settles: choose a lone explodable cell, let the computer play. `updating`: called
   * from the element's first update, before it has drawn.
   */
  afterChange(updating = false): void {
    const { drawing, sides, game, voice, computer } = this.#parts;
    if (drawing.pending || drawing.frozen || !(this.#host.hasUpdated || updating)) return;
    if (sides.personMayPlay && game.stage === 'choosingCell') {
      const cells = game.cellsTaking('SELECT');
      // Chosen for the person: said as if they had chosen it (its Ys and where they go), after the move's own words.
      if (cells.length === 1 && this.send({ type: 'SELECT', cell: cells[0] })) voice.announce(choiceNow(this.#parts, this.#text.lang()), true);
    }
    computer.playIfItsTurn();
  }
}
