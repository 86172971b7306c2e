/**
 * The privacy screen's hand-off, made so that no tap meant for the last move can skip it. The tap that lays a tile
 * (on the table, or on Place) raises the screen at once, and a touch's click comes after its pointerup: without care,
 * that click lands on "I am player N: show my tiles" where it has just appeared, and the next player's rack shows in
 * front of the one who played. So the button takes only a press that began after the screen showed (a pointerdown on
 * it; a keyboard's or a screen reader's click, which has no pointer, is taken as it is), and it sits in the half of the
 * table away from where the last tap landed (where its pointer went up: a tap acts there, on the table or on Place).
 * On a phone the table is short and "away" may be a few pixels, and a finger's touch adjustment gives the button a tap
 * that landed up to ~20 px outside it (the pointerdown keeps the finger's own point): only a press on the button itself
 * counts.
 *
 * A Lit reactive controller: it notes where each pointer goes up on the element and, while the element renders, when
 * the screen went up.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class HandOffController implements ReactiveController {
  #since: number | null = null; // when the screen went up (the time of the render that showed it), else null
  #armed: number | null = null; // the pointer pressed on the button since then
  #lastTap: { x: number; y: number } | null = null; // where the last pointer went up on the element (client px)
  #side: 'start' | 'end' = 'end'; // where the button sits on the screen: the table's top half or its bottom half

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly table: () => Element | null,
    private readonly up: () => boolean,
  ) {
    host.addController(this);
  }

  readonly #note = (event: PointerEvent) => (this.#lastTap = { x: event.clientX, y: event.clientY });

  hostConnected(): void {
    this.host.addEventListener('pointerup', this.#note, { capture: true });
  }

  hostDisconnected(): void {
    this.host.removeEventListener('pointerup', this.#note, { capture: true });
  }

  /** Before each render: the screen just went up, so from now on presses count, and the button goes away from the last tap. */
  hostUpdate(): void {
    if (!this.up()) {
      this.#since = null;
      this.#armed = null;
      return;
    }
    if (this.#since !== null) return;
    this.#since = performance.now();
    const rect = this.table()?.getBoundingClientRect();
    // A tap in the table's lower half, or below the table (Place): the button goes to the top; else to the bottom.
    this.#side = rect && this.#lastTap && this.#lastTap.y > rect.top + rect.height / 2 ? 'start' : 'end';
  }

  /** Where the button sits, as a class of the screen. */
  get side(): 'start' | 'end' {
    return this.#side;
  }

  /** A press on the button: it counts if it began after the screen went up, on the button itself. */
  press(event: PointerEvent): void {
    const box = (event.currentTarget as Element).getBoundingClientRect();
    const onIt = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    this.#armed = this.#since !== null && event.timeStamp >= this.#since && onIt ? event.pointerId : null;
  }

  /** The button's click: `reveal` runs for a press that counts, or for a click no pointer made (Enter, Space, a screen reader). */
  click(event: MouseEvent, reveal: () => void): void {
    const byPointer = event.detail > 0;
    if (byPointer && this.#armed === null) return;
    this.#armed = null;
    reveal();
  }
}
