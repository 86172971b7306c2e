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
import type { Action, GameState } from '../../engine/hexadominos/types.js';
import type { LogEntry } from '../../engine/hexadominos/session.js';
import type { AttributesController } from '../shared/attributes-controller.js';
import type { VoiceController } from '../shared/voice-controller.js';
import { type Audience, type ChangeReason, actionEvents, fire, seen } from './events.js';
import type { Applied, GameController, TimelineChange } from './game-controller.js';
import { type BoardError, type Lang, describeEvents, strings } from './i18n.js';
import { placeName } from './place-words.js';
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
  #logBefore: readonly LogEntry[] = []; // the log before the event being sent: an undo says what it took back

  /** `keepFocus`: a new game shows the who-starts draw, a modal dialog: the keyboard goes to it if it was in the board. */
  constructor(
    host: PlayHost,
    parts: PlayParts,
    lang: () => Lang,
    private readonly keepFocus: () => void = () => undefined,
  ) {
    this.#host = host;
    this.#parts = parts;
    this.#lang = lang;
  }

  /** Sends one event to the game; true unless it was refused. */
  send(event: Parameters<GameController['send']>[0]): boolean {
    this.#logBefore = this.#parts.game.log;
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
    voice.announce(describeEvents(events, this.#lang(), seats.names, seats.viewer, state.board));
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
    const game = this.#parts.game.game;
    if (game) this.#parts.voice.announce(this.#jumpWords(change, game));
    if (game?.starter && change !== 'undo' && change !== 'load') this.keepFocus();
    const reason = CHANGE_REASON[change];
    if (reason) this.#changed(reason);
  }

  /**
   * What a jump says, so that the live region never keeps the last game's words: an undo, what it took back; a new
   * deal, who starts and why; a position loaded (a lesson's step, again or the next), whose turn it is.
   */
  #jumpWords(change: TimelineChange, game: GameState): string {
    const s = strings(this.#lang());
    const names = this.#parts.seats.names;
    if (change === 'undo') {
      const undone = this.#logBefore.slice(this.#parts.game.log.length);
      return s.undone(
        undone.map(({ seat, action }) =>
          action.type === 'place'
            ? s.undoneLay(names[seat], action.tile, placeName(s.placeWords, game.board, action.at))
            : action.type === 'draw'
              ? s.undoneDraw(names[seat])
              : s.undonePass(names[seat]),
        ),
      );
    }
    if (game.over) return '';
    const starter = game.starter;
    const drew = starter?.rounds[starter.rounds.length - 1]?.find((e) => e.seat === starter.starter) ?? null;
    if (change === 'load') return `${s.toPlay(names[game.toMove])}.`;
    return s.gameStart(names[game.toMove], drew?.tile ?? null, drew?.sum ?? 0);
  }

  /** `audience`: who the event is written for (default: the seat whose rack shows; all of it with `full-state`). */
  #changed(reason: ChangeReason, audience: Audience = { viewer: this.#parts.seats.viewer, full: this.#host.fullState }): void {
    const state = this.#parts.game.game;
    if (state) fire(this.#host, 'hexadominos-change', { ...seen(state, audience), record: this.#host.fullState ? this.#host.getRecord() : '', reason });
    this.#parts.computer.cancel();
  }
}
