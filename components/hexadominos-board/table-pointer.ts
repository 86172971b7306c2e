/**
 * A mouse, a finger or a pen on the table (gesture-controller.ts' share of the table's listeners): a tap or click on a
 * free place, a tap where the picked tile fits in no turn, the wheel that turns the tile held on a place, a mouse's
 * hover that previews the tile, and the pan and pinch the view handles (table-view-controller.ts). Where a tap lands is
 * read from its screen position, not from the element under it: the table captures the pointer to pan, and the
 * previewed tile lies on top of the place it previews. What a tap does is the gestures' (`TableGestures`).
 */
import type { Axial } from '../../engine/hexadominos/types.js';
import { cellKey } from '../../engine/shared/hex.js';
import type { Preview, Spot } from './spots.js';
import type { TableViewController } from './table-view-controller.js';

/** How the person last acted: the guide line says "tap" to a finger, "click" to a mouse. */
export type InputKind = 'mouse' | 'touch' | 'keyboard';

/** What the pointer asks of the gestures (the GestureController). */
export interface TableGestures {
  /** Where the selected tile fits, when the page's user may play. */
  readonly spots: Spot[];
  /** The place under a mouse or pen (a finger has none). */
  hover: string | null;
  input: InputKind;
  /** The free place under a screen point where the selected tile fits, if any. */
  spotKeyAt(x: number, y: number): string | null;
  activateSpot(key: string): void;
  /** A tap on a free place where the picked tile fits in no turn: said, nothing done. */
  refuseNoFitAt(cell: Axial): void;
  preview(): Preview | null;
  turn(by: 1 | -1): void;
}

export class TablePointer {
  #press: number | null = null; // the pointer pressed on the table, while it is down (−1: several)
  #tappedAt = -Infinity; // when the last tap on the table was taken (its click, if any, is then ignored)

  constructor(
    private readonly view: TableViewController,
    private readonly gestures: TableGestures,
  ) {}

  /** A pointer goes down on the table: note what kind (the guide line words taps or clicks), then the view's pan starts. */
  onDown(event: PointerEvent): void {
    this.gestures.input = event.pointerType === 'touch' ? 'touch' : 'mouse';
    if (event.pointerType === 'touch') this.gestures.hover = null;
    // A second finger makes it a pinch, never a tap.
    this.#press = event.button === 0 && this.#press === null ? event.pointerId : -1;
    this.view.onPointerDown(event);
  }

  /**
   * A tap or click on the table lands where the pointer went up, if it did not pan the view. It is taken at
   * `pointerup`, not `click`: WebKit sends no click when the pointer went down on the preview and up on the
   * table that captured it. The click that may follow is then ignored; a click with no pointer before it
   * (a screen reader activating a place) is taken as a tap.
   */
  onUp(event: PointerEvent): void {
    const press = this.#press;
    this.#press = null;
    this.view.onPointerUp(event);
    if (!press || press !== event.pointerId || event.button !== 0 || this.view.dragged) return;
    this.#tappedAt = event.timeStamp;
    const key = this.#tappedSpot(event);
    if (key) this.gestures.activateSpot(key);
    else this.#noFitAt(event);
  }

  onCancel(event: PointerEvent): void {
    this.#press = null;
    this.view.onPointerUp(event);
  }

  onClick(event: MouseEvent): void {
    if (event.timeStamp - this.#tappedAt < 1000 || this.view.dragged) return;
    const key = this.#tappedSpot(event);
    if (key) this.gestures.activateSpot(key);
    else if (event.detail !== 0) this.#noFitAt(event);
  }

  /**
   * The wheel belongs to the page (it scrolls), except when the person clearly asks the table: with Ctrl
   * or ⌘ (and a trackpad's pinch, which browsers send as Ctrl+wheel) it zooms; over the tile they hold on a
   * place it turns that tile.
   */
  onWheel(event: WheelEvent): void {
    if (event.ctrlKey || event.metaKey) return this.view.onWheel(event);
    const cell = this.view.cellAt(event.clientX, event.clientY);
    const preview = this.gestures.preview();
    if (preview && cell && cellKey(cell) === cellKey(preview.at) && event.deltaY !== 0) {
      event.preventDefault();
      this.gestures.turn(event.deltaY > 0 ? 1 : -1);
    }
  }

  onMove(event: PointerEvent): void {
    this.view.onPointerMove(event);
    // A finger has no hover: the preview shows only where it chose.
    if (event.pointerType === 'touch' || this.view.dragged) return;
    const key = this.gestures.spotKeyAt(event.clientX, event.clientY);
    if (key !== this.gestures.hover) this.gestures.hover = key;
  }

  /** The free place a tap on the table lands on: the one under its screen point (or the place itself, activated by assistive technology). */
  #tappedSpot(event: MouseEvent): string | null {
    const own = (event.composedPath()[0] as Element)?.closest?.('[data-spot]')?.getAttribute('data-spot');
    // A screen reader's activation clicks the place element, maybe at no screen point at all.
    if (own && event.detail === 0) return own;
    const cell = this.view.cellAt(event.clientX, event.clientY);
    const key = cell ? cellKey(cell) : null;
    return key && this.gestures.spots.some((s) => s.key === key) ? key : (own ?? null);
  }

  /** A tap that lands on no place where the tile fits: if it is a free place all the same, the gestures say why not. */
  #noFitAt(event: MouseEvent): void {
    const cell = this.view.cellAt(event.clientX, event.clientY);
    if (cell) this.gestures.refuseNoFitAt(cell);
  }
}
