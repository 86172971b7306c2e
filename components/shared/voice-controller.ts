/**
 * What a board says, as a Lit reactive controller, the same for both elements: the live region's
 * announcements (screen readers) and the message under the board saying why the last gesture was refused
 * (a live region of its own in each layout). Each refusal is also fired as the element's error event
 * (`hexone-error`, `hexadominos-error`: `{ code, message, error }`), worded in the board's language. Apart
 * from the element, as every job of it speaks (moves, refusals, hints, the status after a jump), and the view
 * only shows what is said.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { frozenCopy } from './frozen.js';

export interface VoiceSetup<Problem extends { code: string }> {
  /** The element's error event. */
  event: string;
  /** One sentence saying what is wrong, in the board's language now. */
  describe(error: Problem): string;
}

export class VoiceController<Problem extends { code: string }> implements ReactiveController {
  /** Why the last gesture was refused ('' when nothing was). */
  message = '';
  /** The live region's text. */
  announcement = '';

  #unread = false; // the announcement changed and is not on screen yet

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
    private readonly setup: VoiceSetup<Problem>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostUpdated(): void {
    this.#unread = false;
  }

  /**
   * Reads `text` to screen readers. `after`: it follows what was just announced (a move, then the cell chosen
   * for the person), so while that is not on screen yet the two are read together rather than the first lost.
   */
  announce(text: string, after = false): void {
    const said = after && this.#unread ? `${this.announcement} ${text}` : text;
    this.#unread = true;
    this.#set(this.message, again(said, this.announcement));
  }

  /** Reports `error` as the element's error event; `inline`: also shown under the board (attribute errors show above it). */
  refuse(error: Problem, inline = true): void {
    const message = this.setup.describe(error);
    if (inline) this.#set(again(message, this.message), this.announcement);
    const detail = frozenCopy({ code: error.code, message, error }); // a copy: a listener writing to it changes nothing here
    this.host.dispatchEvent(new CustomEvent(this.setup.event, { detail, bubbles: true, composed: true }));
  }

  /** Something was accepted: the last refusal no longer applies. */
  accepted(): void {
    this.#set('', this.announcement);
  }

  /** Redraws only on a change, as reactive properties would. */
  #set(message: string, announcement: string): void {
    if (message === this.message && announcement === this.announcement) return;
    this.message = message;
    this.announcement = announcement;
    this.host.requestUpdate();
  }
}

/**
 * `text`, told apart from `before` when it is the same words: a live region set to the same text again is not read
 * again, so the same words alternate with and without a trailing no-break space.
 */
function again(text: string, before: string): string {
  return text === before ? `${text}\u00a0` : text;
}
