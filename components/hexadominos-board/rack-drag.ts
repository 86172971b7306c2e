/**
 * Drag and drop from the rack, with a mouse, a finger or a pen: pressing a tile and moving past a few pixels picks
 * it and drags it; releasing over a free place puts it there (as a tap would), to be laid with a second tap or
 * Place. Released anywhere else, the tile stays picked. The gesture controller owns one and says what picking,
 * passing over and dropping do; this module only follows the pointer, on the window (a drag leaves the rack).
 */
import type { Tile } from '../../engine/hexadominos/types.js';

/** Screen distance (CSS px) past which a press on a rack tile is a drag rather than a tap. */
const DRAG_THRESHOLD = 6;

export interface DragHooks {
  pick(tile: Tile): boolean; // the drag has begun: pick the tile (false: it may not be picked, the drag stops)
  over(x: number, y: number): void; // the tile passes over this screen point
  drop(x: number, y: number): void; // the tile is released at this screen point
}

export class RackDrag {
  #drag: { tile: Tile; x: number; y: number; moved: boolean; id: number } | null = null;
  #justDragged = false; // the click that follows a drag from the rack is not a tap on the tile

  constructor(private readonly hooks: DragHooks) {}

  /** Whether a tile is being dragged (pressed and moved past the threshold). */
  get moving(): boolean {
    return this.#drag?.moved === true;
  }

  /** Whether this click on a rack tile ends a drag (and is no tap): answered once. */
  takeDropClick(): boolean {
    const was = this.#justDragged;
    this.#justDragged = false;
    return was;
  }

  /** A press on a rack tile (main button): follows that pointer until it goes up or is cancelled. */
  down(event: PointerEvent, tile: Tile): void {
    const id = event.pointerId;
    this.#drag = { tile, x: event.clientX, y: event.clientY, moved: false, id };
    const move = (e: PointerEvent) => {
      const drag = this.#drag;
      if (!drag || e.pointerId !== id) return;
      if (!drag.moved && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) <= DRAG_THRESHOLD) return;
      if (!drag.moved) {
        drag.moved = true;
        if (!this.hooks.pick(tile)) return void stop();
      }
      this.hooks.over(e.clientX, e.clientY);
    };
    const up = (e: PointerEvent) => {
      if (e.pointerId !== id) return;
      const drag = this.#drag;
      stop();
      if (!drag?.moved) return;
      this.#justDragged = true;
      setTimeout(() => (this.#justDragged = false)); // the click of this release, if any, comes before
      this.hooks.drop(e.clientX, e.clientY);
    };
    const stop = () => {
      this.#drag = null;
      removeEventListener('pointermove', move);
      removeEventListener('pointerup', up);
      removeEventListener('pointercancel', up);
    };
    addEventListener('pointermove', move);
    addEventListener('pointerup', up);
    addEventListener('pointercancel', up);
  }
}
