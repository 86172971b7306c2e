/**
 * The board's side of its game: what it sends and what it does with each answer. Every event a person or the
 * page sends goes through `send` (the public methods, a person's gestures and buttons): a refusal is said by
 * the game controller's listener, an acceptance clears the last refusal. The computer's actions do not: its
 * controller sends them to the game controller itself, as a refusal of one is the computer's failure, said as
 * such (computer-controller.ts), not a person's refused gesture. What the game answers, to both, comes back
 * here (`applied`, `jumped`: the game controller's listener) and becomes DOM events (`events.ts`, written
 * for the viewing seat unless the page asked for `full-state`), an announcement, the gestures and seats
 * brought up to date, and a computer's pending action dropped.
 *
 * Apart from the element, which keeps its API and lifecycle and calls in here; the rules stay in the engine
 * and its machine, the words in `i18n.ts`.
 */
import type { Action } from '../../engine/hexadominos/types.js';
import type { AttributesController } from '../shared/attributes-controller.js';
import type { VoiceController } from '../shared/voice-controller.js';
import { type Audience, type ChangeReason, actionEvents, fire, seen } from './events.js';
import type { Applied, GameController, TimelineChange } from './game-controller.js';
import { type BoardError, type Lang, describeEvents } from './i18n.js';
import type { Seats } from './seats.js';
import type { BoardParts } from './view.js';

/** The `hexadominos-change` reason of each way the game can jump (`setup`: the board's first deal, said by no event). */
const CHANGE_REASON: Record<TimelineChange, ChangeReason | null> = {
  setup: null,
  start: 'new-game',
  restart: 'new-game',
  load: 'load',
  undo: 'undo',
  nextGame: 'next-game',
};

/** What the play reads of the element: its events go out from it, written for the audience its `full-state` names. */
export interface PlayHost extends EventTarget {
  readonly fullState: boolean;
  getRecord(): string;
}

/** The element's controllers the play works with: those the view reads, and what the board says, its attributes, its seats. */
export interface PlayParts extends BoardParts {
  voice: VoiceController<BoardError>;
  attributes: Pick<AttributesController<unknown, BoardError>, 'replaced'>;
  seats: Seats;
}

export class Play {
  readonly #host: PlayHost;
  readonly #parts: PlayParts;
  readonly #lang: () => Lang;

  constructor(host: PlayHost, parts: PlayParts, lang: () => Lang) {
    this.#host = host;
    this.#parts = parts;
    this.#lang = lang;
  }

  /** Sends one event to the game; true unless it was refused. */
  send(event: Parameters<GameController['send']>[0]): boolean {
    const accepted = this.#parts.game.send(event);
    if (accepted) this.#parts.voice.accepted();
    return accepted;
  }

  /** A method replaced the game: the attributes' errors about the game they described no longer apply. */
  replaced(accepted: boolean): boolean {
    if (accepted) this.#parts.attributes.replaced();
    return accepted;
  }

  /** A person's action: `hexadominos-move` first (cancelable), then the machine. */
  act(action: Action): boolean {
    const game = this.#parts.game.game;
    if (!game || !fire(this.#host, 'hexadominos-move', { seat: game.toMove, action }, true)) return false;
    return this.send(
      action.type === 'place' ? { type: 'PLACE', tile: action.tile, at: action.at, rot: action.rot } : { type: action.type === 'draw' ? 'DRAW' : 'PASS' },
    );
  }

  /** The machine applied an action: its DOM events and words go out, written for the seats that may see them. */
  applied({ seat, events, state }: Applied): void {
    const { gestures, seats, voice } = this.#parts;
    gestures.reset();
    seats.acted(seat);
    const audience = { viewer: seats.witness(seat), full: this.#host.fullState };
    actionEvents(this.#host, seat, events, state, audience);
    voice.announce(describeEvents(events, this.#lang(), seats.names, seats.viewer));
    this.#changed('move', audience);
  }

  /** The game jumped (a new game, a load, an undo, the next game): the gestures start over, a computer's pending action is dropped. */
  jumped(change: TimelineChange): void {
    this.#parts.gestures.reset();
    if (change !== 'undo') {
      // Another game: nobody has been shown a rack of it yet, and the table is fitted to it.
      this.#parts.seats.reset();
      this.#parts.view.fit();
    }
    const reason = CHANGE_REASON[change];
    if (reason) this.#changed(reason);
  }

  /** `audience`: who the event is written for (default: the seat whose rack shows; all of it with `full-state`). */
  #changed(reason: ChangeReason, audience: Audience = { viewer: this.#parts.seats.viewer, full: this.#host.fullState }): void {
    const state = this.#parts.game.game;
    if (state) fire(this.#host, 'hexadominos-change', { ...seen(state, audience), record: this.#host.fullState ? this.#host.getRecord() : '', reason });
    this.#parts.computer.cancel();
  }
}
