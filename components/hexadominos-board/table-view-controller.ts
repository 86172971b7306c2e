/**
 * The view of the table (pan and zoom): a Lit reactive controller holding the view's centre and zoom,
 * turning drags, pinches, the wheel and keys into view changes. It fits the table after every change
 * until the person pans or zooms by hand; "fit the table" turns that back on. When the whole table does not
 * fit at a readable size (a phone, a big table) and none of a picked tile's places shows, the tile brings its
 * places into view: as many of them (with the tiles around) as fit readably, nearest the table's middle first.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type Axial, neighbours, pixelToAxial } from '../../engine/shared/hex.js';
import { DEFAULT_VIEW, TILE_SIZE, VIEW_WIDTH, type View, cellCentre, clampZoom, fitView, fitsReadably, inView, panBy, showCell, zoomAt } from './geometry.js';

/** Screen distance (CSS px) past which a press is a drag rather than a tap. */
const DRAG_THRESHOLD = 6;
/** View units an arrow key moves the table. */
export const PAN_STEP = 80;

export class TableViewController implements ReactiveController {
  view: View = { ...DEFAULT_VIEW };
  /** Fit the table after every change (off once the person pans or zooms by hand). */
  autoFit = true;
  /**
   * "Fit the table" asked: every tile and free place shows, however small (the automatic fit keeps numbers readable
   * and may cut a big table on a phone), until the person zooms or pans again.
   */
  #whole = false;
  /** Whether the last press moved far enough to be a drag (its click is then not a tap). */
  dragged = false;
  #pointers = new Map<number, { x: number; y: number }>();
  #start: { x: number; y: number } | null = null;
  #resize: ResizeObserver | null = null;
  #observed: Element | null = null;
  #fittedWidth = 0; // the table's width (CSS px) when the view was last fitted

  constructor(
    private readonly host: ReactiveControllerHost & Element,
    private readonly svg: () => SVGSVGElement | null,
    private readonly cells: () => Axial[],
    private readonly places: () => Axial[] = () => [],
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    this.#fittedWidth = this.#width();
    if (this.autoFit) this.view = this.#whole ? fitView(this.cells()) : fitView(this.#cellsToFit(this.#fittedWidth), this.#fittedWidth);
  }

  /**
   * The first render fits the table at the board's width (the table spans it, unless the page pads the board or
   * restyles the table), and a render may change the table's width: the view is fitted again at the table's real
   * width before it is seen. The ResizeObserver does it: its first notification, and one after each change of size,
   * comes after layout and before paint, and the update it asks for runs before that paint. Asking for it here
   * instead would render every board twice at start, an update scheduled by the update before (which Lit's
   * development build warns about). Without ResizeObserver, it is asked here.
   */
  hostUpdated(): void {
    const svg = this.svg();
    if (typeof ResizeObserver !== 'function') {
      if (this.#stale()) this.host.requestUpdate();
    } else if (svg && svg !== this.#observed) {
      this.#resize ??= new ResizeObserver(() => this.#stale() && this.host.requestUpdate());
      this.#resize.disconnect();
      this.#resize.observe(svg);
      this.#observed = svg;
    }
  }

  hostDisconnected(): void {
    this.#resize?.disconnect();
    this.#observed = null;
  }

  /**
   * The whole table when it fits readably, or when one of the picked tile's places shows on it anyway; else
   * those places and the tiles around them, as many as fit readably together, nearest the table's middle first.
   */
  #cellsToFit(width: number): Axial[] {
    const all = this.cells();
    const places = this.places();
    if (!places.length || fitsReadably(all, width)) return all;
    // Some place already shows on the table as fitted: the view stays (it does not move under a finger dragging the tile).
    const whole = fitView(all, width);
    if (places.some((place) => inView(whole, place))) return all;
    const around = (cells: readonly Axial[]) => cells.flatMap((cell) => [cell, ...neighbours(cell)]);
    // Nearest the middle of the whole table (the view before the pick): the same places whatever the view shows now.
    const distance = (cell: Axial) => Math.hypot(cellCentre(cell).x - whole.x, cellCentre(cell).y - whole.y);
    const shown: Axial[] = [];
    for (const place of [...places].sort((a, b) => distance(a) - distance(b))) {
      if (!shown.length || fitsReadably(around([...shown, place]), width)) shown.push(place);
    }
    return around(shown);
  }

  /** Fitted again after every change, numbers kept readable (a new game). */
  fit(): void {
    this.autoFit = true;
    this.#whole = false;
    this.host.requestUpdate();
  }

  /** Every tile and free place in view, however small they get (the person asked: "Fit the table", or 0). */
  fitWhole(): void {
    this.fit();
    this.#whole = true;
  }

  /** Whether one finger pans the table (the person zoomed or panned it by hand) rather than scrolling the page. */
  get panning(): boolean {
    return !this.autoFit;
  }

  /**
   * A touch moving on the table: with two fingers, the table's pinch and pan, not the page's (the browser would scroll
   * the page under `touch-action: pan-x pan-y`); one finger is left to the page until the person zooms in.
   */
  onTouchMove(event: TouchEvent): void {
    if (event.touches.length >= 2 && event.cancelable) event.preventDefault();
  }

  zoom(factor: number, fx = 0.5, fy = 0.5): void {
    this.#set(zoomAt(this.view, factor, fx, fy, this.#width()));
  }

  pan(dx: number, dy: number): void {
    this.#set(panBy(this.view, dx, dy));
  }

  /** Brings `at` into view (keyboard focus on a place off screen). */
  show(at: Axial): void {
    const next = showCell(this.view, at);
    if (next !== this.view) this.#set(next);
  }

  /** The cell under a screen point. */
  cellAt(clientX: number, clientY: number): Axial | null {
    const svg = this.svg();
    const rect = svg?.getBoundingClientRect();
    if (!rect || !rect.width) return null;
    // The SVG keeps the view's aspect ratio (CSS aspect-ratio), so one scale serves both axes.
    const scale = VIEW_WIDTH / this.view.zoom / rect.width;
    const x = this.view.x + (clientX - rect.left - rect.width / 2) * scale;
    const y = this.view.y + (clientY - rect.top - rect.height / 2) * scale;
    return pixelToAxial(x, y, TILE_SIZE);
  }

  onPointerDown(event: PointerEvent): void {
    if (event.button !== 0) return;
    this.#pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (this.#pointers.size === 1) {
      this.#start = { x: event.clientX, y: event.clientY };
      this.dragged = false;
    }
    try {
      (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    } catch {
      // A pointer already lifted (or one a script made up) cannot be captured: the gesture works without.
    }
  }

  onPointerMove(event: PointerEvent): void {
    const last = this.#pointers.get(event.pointerId);
    if (!last) return;
    const now = { x: event.clientX, y: event.clientY };
    const rect = this.svg()?.getBoundingClientRect();
    const unitsPerPx = rect?.width ? VIEW_WIDTH / rect.width : 1;
    if (this.#pointers.size === 2) {
      // Pinch: zoom by the change of distance between the two fingers, about their midpoint.
      const other = [...this.#pointers.entries()].find(([id]) => id !== event.pointerId)![1];
      const before = Math.hypot(last.x - other.x, last.y - other.y);
      const after = Math.hypot(now.x - other.x, now.y - other.y);
      if (before > 0 && rect?.width)
        this.zoom(after / before, ((now.x + other.x) / 2 - rect.left) / rect.width, ((now.y + other.y) / 2 - rect.top) / rect.height);
      // Two fingers moving together pan the table by the move of their midpoint (half this finger's move).
      this.pan(((now.x - last.x) / 2) * unitsPerPx, ((now.y - last.y) / 2) * unitsPerPx);
      this.dragged = true;
    } else if (this.#start && (this.dragged || Math.hypot(now.x - this.#start.x, now.y - this.#start.y) > DRAG_THRESHOLD)) {
      this.dragged = true;
      // One finger on a table not zoomed by hand is the page's scroll (touch-action lets the browser take it): no pan.
      if (event.pointerType !== 'touch' || this.panning) this.pan((now.x - last.x) * unitsPerPx, (now.y - last.y) * unitsPerPx);
    }
    this.#pointers.set(event.pointerId, now);
  }

  onPointerUp(event: PointerEvent): void {
    this.#pointers.delete(event.pointerId);
    if (!this.#pointers.size) this.#start = null;
  }

  /** The wheel zooms about the pointer. */
  onWheel(event: WheelEvent): void {
    const rect = this.svg()?.getBoundingClientRect();
    if (!rect?.width) return;
    event.preventDefault();
    this.zoom(event.deltaY < 0 ? 1.15 : 1 / 1.15, (event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.height);
  }

  /** Arrow keys pan, + and − zoom, 0 fits. Returns whether the key was used. */
  onKey(key: string): boolean {
    const moves: Record<string, [number, number]> = { ArrowLeft: [PAN_STEP, 0], ArrowRight: [-PAN_STEP, 0], ArrowUp: [0, PAN_STEP], ArrowDown: [0, -PAN_STEP] };
    if (moves[key]) this.pan(...moves[key]);
    else if (key === '+' || key === '=') this.zoom(1.25);
    else if (key === '-' || key === '_') this.zoom(0.8);
    else if (key === '0') this.fitWhole();
    else return false;
    return true;
  }

  #set(view: View): void {
    this.autoFit = false;
    this.#whole = false;
    this.view = { ...view, zoom: clampZoom(view.zoom, this.#width()) };
    this.host.requestUpdate();
  }

  /** Whether the view is to be fitted again: fitted automatically, at a width the table no longer has. */
  #stale(): boolean {
    return this.autoFit && this.#width() !== this.#fittedWidth;
  }

  /** The table's width in CSS px; before the first render (no table yet), the board's. */
  #width(): number {
    return (this.svg() ?? this.host).getBoundingClientRect().width;
  }
}
