/**
 * What a board says, as a Lit reactive controller, the same for both elements: the live region's
 * announcements (screen readers) and the message under the board saying why the last gesture was refused.
 * Each refusal is also fired as the element's error event (`hexone-error`, `hexadominos-error`:
 * `{ code, message, error }`), worded in the board's language. Apart from the element, as every job of it
 * speaks (moves, refusals, the status after a jump), and the view only shows what is said.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

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

  constructor(
    private readonly host: ReactiveControllerHost & EventTarget,
    private readonly setup: VoiceSetup<Problem>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Reads `text` to screen readers. */
  announce(text: string): void {
    // Re-setting the same text would not be read again: alternate a trailing no-break space.
    this.#set(this.message, text === this.announcement.trimEnd() ? `${text}\u00a0` : text);
  }

  /** Reports `error` as the element's error event; `inline`: also shown under the board (attribute errors show above it). */
  refuse(error: Problem, inline = true): void {
    const message = this.setup.describe(error);
    if (inline) this.#set(message, this.announcement);
    this.host.dispatchEvent(new CustomEvent(this.setup.event, { detail: { code: error.code, message, error }, bubbles: true, composed: true }));
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
