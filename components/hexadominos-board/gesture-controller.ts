/**
 * Placing a tile, as a person does it, the same with a mouse, a finger, a pen or keys: pick a rack tile,
 * choose a free place (the tile waits there, turned to fit), turn it if need be, then pick the place again
 * (or press Place) to lay it. Dragging a rack tile onto a place does the choosing in one gesture.
 *
 * A Lit reactive controller holding the gesture's state (the place the tile waits at, the place under a
 * mouse or pen, the keyboard's roving focus) and turning key events, a rack tile's drag (rack-drag.ts) and the
 * table's pointer and wheel events (table-pointer.ts) into machine events through its host. What fits and what it
 * would score comes from `spots.ts` (the engine's answers); nothing here decides a rule.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { HexadominosEvent } from '../../engine/hexadominos/machine.js';
import type { Action, Axial, Tile } from '../../engine/hexadominos/types.js';
import { cellKey, sameCell } from '../../engine/shared/hex.js';
import { sideValues, tileSum } from '../../engine/hexadominos/tiles.js';
import type { GameController } from './game-controller.js';
import { type KeyZone, keyCommand } from './keyboard.js';
import { type BoardError, type Lang, strings } from './i18n.js';
import { type Preview, type Spot, fittingRotation, freePlaces, needsAt, previewAt, previewWords, spotAt, spotsFor } from './spots.js';
import type { TableViewController } from './table-view-controller.js';
import { RackDrag } from './rack-drag.js';
import { type InputKind, TablePointer } from './table-pointer.js';

/** The element the controller serves (as Hexone's gesture controller: the element itself). */
export interface GestureHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** What the gestures need to do on their board. */
export interface GestureHooks {
  send(event: HexadominosEvent): boolean;
  act(action: Action): boolean; // a person's action (cancelable hexadominos-move first)
  announce(text: string): void;
  /** Says why a gesture did nothing: under the board and to screen readers (the refusal's live region), once. */
  refuse(error: BoardError): void;
  /** Opens or closes the keys' help; true when it is now open. */
  toggleKeys(): boolean;
  select(tile: Tile): boolean;
  rotate(by: number): boolean;
  mayPlay(): boolean;
  lang(): Lang;
  rackTiles(): Tile[];
  /** After a placement: where the keyboard goes next (the rack, else the end of the game, else the table). */
  focusNext(): void;
}

/** A touch screen with no mouse (a phone, a tablet), read once when the board is made. */
function coarsePointer(): boolean {
  try {
    return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  } catch {
    return false;
  }
}

export class GestureController implements ReactiveController {
  #pending: string | null = null; // the place the tile waits at, before laying it
  #hover: string | null = null; // the place under a mouse or pen (never a finger: it has no hover)
  #focusSpot: string | null = null; // the place holding the roving tabindex
  #spotFocused = false; // whether a place has the keyboard focus (the preview then shows there)
  #focusRack = 0;
  readonly #rackDrag = new RackDrag({
    pick: (tile) => {
      if (this.game.snapshot.context.selection.tile !== tile && !this.hooks.select(tile)) return false;
      this.pending = null;
      return true;
    },
    over: (x, y) => (this.hover = this.spotKeyAt(x, y)),
    drop: (x, y) => {
      this.hover = null;
      const key = this.spotKeyAt(x, y);
      if (key) this.activateSpot(key);
    },
  });
  /** Taps, clicks, the wheel and a mouse's hover on the table (table-pointer.ts). */
  readonly #pointer: TablePointer;
  /** How the person last acted (a pointer's type, or keys); before any gesture, what the screen is: "Tap" from the first render on a touch screen. */
  input: InputKind = coarsePointer() ? 'touch' : 'mouse';
  /**
   * The table's listeners, made once: the view binds these same functions on every render rather than ten new
   * closures per update (Lit keeps one DOM listener per binding either way; this spares the garbage).
   */
  readonly tableListeners = {
    keydown: (e: KeyboardEvent) => this.onKeyDown(e),
    click: (e: MouseEvent) => this.#pointer.onClick(e),
    wheel: (e: WheelEvent) => this.#pointer.onWheel(e),
    pointerdown: (e: PointerEvent) => this.#pointer.onDown(e),
    pointermove: (e: PointerEvent) => this.#pointer.onMove(e),
    pointerup: (e: PointerEvent) => this.#pointer.onUp(e),
    pointercancel: (e: PointerEvent) => this.#pointer.onCancel(e),
    pointerleave: () => (this.hover = null),
    focusin: (e: FocusEvent) => this.onFocusIn(e),
    focusout: () => this.onFocusOut(),
  };

  constructor(
    private readonly host: GestureHost,
    private readonly game: GameController,
    private readonly view: TableViewController,
    private readonly hooks: GestureHooks,
  ) {
    this.#pointer = new TablePointer(view, this);
    host.addController(this);
  }

  get pending(): string | null {
    return this.#pending;
  }
  set pending(key: string | null) {
    this.#set(() => (this.#pending = key));
  }
  get hover(): string | null {
    return this.#hover;
  }
  set hover(key: string | null) {
    if (key !== this.#hover) this.#set(() => (this.#hover = key));
  }
  get focusSpot(): string | null {
    return this.#focusSpot;
  }
  set focusSpot(key: string | null) {
    this.#set(() => (this.#focusSpot = key));
  }
  get focusRack(): number {
    return this.#focusRack;
  }
  set focusRack(k: number) {
    this.#set(() => (this.#focusRack = k));
  }
  /** Whether a tile is being dragged from the rack. */
  get dragging(): boolean {
    return this.#rackDrag.moving;
  }

  /** Forgets the gesture under way (the turn moved on, the game changed). */
  reset(): void {
    this.#pending = this.#hover = this.#focusSpot = null;
    this.host.requestUpdate();
  }

  /** Where the selected tile fits, when the page's user may play. */
  get spots(): Spot[] {
    const game = this.game.game;
    return game && this.hooks.mayPlay() ? spotsFor(game, this.game.snapshot.context.selection.tile) : [];
  }

  hostUpdate(): void {
    // Keep the roving tabindex on something that exists.
    const spots = this.spots;
    if (!spots.some((spot) => spot.key === this.#focusSpot)) {
      this.#focusSpot = spots[0]?.key ?? null;
      // The focused place, if any, goes with this render and the keyboard with it: this render already shows no place
      // focused, so the focusout Chromium sends while removing the place changes nothing (and asks for no second render).
      this.#spotFocused = false;
    }
    if (!spots.some((spot) => spot.key === this.#pending)) this.#pending = null;
    const rack = this.hooks.rackTiles();
    if (this.#focusRack >= rack.length) this.#focusRack = Math.max(0, rack.length - 1);
  }

  #set(change: () => unknown): void {
    change();
    this.host.requestUpdate();
  }

  /** A rack tile tapped or pressed: pick it (again: put it back). From the keyboard, focus moves on to the first place where it fits. */
  pick(tile: Tile, byKeyboard = false): void {
    if (this.#rackDrag.takeDropClick()) return;
    if (byKeyboard) this.input = 'keyboard';
    const selection = this.game.snapshot.context.selection;
    if (selection.tile === tile) {
      this.pending = null;
      if (this.game.game?.drawn !== tile && this.hooks.send({ type: 'DESELECT' })) this.hooks.announce(strings(this.hooks.lang()).putBack(tile));
      return;
    }
    if (!this.hooks.select(tile)) return;
    this.pending = null;
    this.hooks.announce(strings(this.hooks.lang()).picked(tile, tileSum(tile), this.spots.length));
    if (byKeyboard && this.spots.length) this.#focus('[data-spot][tabindex="0"]');
  }

  /** A greyed rack tile pressed: after a draw, only the tile drawn may be laid; the board says so rather than nothing. */
  refuseTile(tile: Tile): void {
    const drawn = this.game.game?.drawn;
    if (this.hooks.mayPlay() && drawn && drawn !== tile) this.hooks.refuse({ code: 'must-place-drawn', drawn });
  }

  #focus(selector: string): void {
    void this.host.updateComplete.then(() => this.host.renderRoot.querySelector<HTMLElement | SVGElement>(selector)?.focus());
  }

  /** Turns the picked tile; every turn is announced with its sides and whether it fits where it waits. */
  turn(by: 1 | -1): void {
    if (!this.hooks.mayPlay() || !this.game.snapshot.context.selection.tile) return;
    if (this.hooks.rotate(by)) this.#announceTurn();
  }

  /** A tap, click or Enter on a free place: the tile goes there (turned to fit); on the place it already waits at: lay it. */
  activateSpot(key: string): void {
    if (!this.hooks.mayPlay()) return;
    if (this.pending === key) return void this.confirm();
    const spot = this.spots.find((s) => s.key === key);
    if (!spot) return;
    this.pending = key;
    this.focusSpot = key;
    const rot = this.game.snapshot.context.selection.rot;
    const turned = fittingRotation(spot, rot);
    if (turned !== rot) this.hooks.send({ type: 'ROTATE', to: turned });
    this.#announceTurn();
  }

  /** Lays the tile where it waits (Place, or the waiting place picked again). */
  confirm(): void {
    const spot = spotAt(this.spots, this.#pendingCell());
    const { tile, rot } = this.game.snapshot.context.selection;
    const fromKeyboard = this.input === 'keyboard' || this.#spotFocused;
    // The focused place disappears with the placement: the keyboard moves on (focusNext).
    if (spot && tile && this.hooks.act({ type: 'place', tile, at: spot.at, rot }) && fromKeyboard) this.hooks.focusNext();
  }

  /**
   * Escape, in one press: the tile leaves the place it waits at (if any), goes back to the rack unpicked (not the
   * tile just drawn: it must be laid or the turn passed), and the keyboard returns to it there.
   */
  cancel(zone: KeyZone): void {
    const tile = this.game.snapshot.context.selection.tile;
    this.pending = null;
    // The tile just drawn must be laid or the turn passed: it stays picked, and the keyboard goes back to it.
    if (tile && !this.game.game?.drawn && this.hooks.send({ type: 'DESELECT' })) this.hooks.announce(strings(this.hooks.lang()).putBack(tile));
    if (zone !== 'rack' && tile) {
      const k = this.hooks.rackTiles().indexOf(tile);
      if (k >= 0) this.focusRack = k;
      this.#focus('.rack-tile[tabindex="0"]');
    }
  }

  #pendingCell(): Axial | null {
    return this.spots.find((s) => s.key === this.pending)?.at ?? null;
  }

  /**
   * The tile shown on the table: at the place it waits at, else under the mouse or pen, else at the place
   * holding the keyboard focus. Never by itself: a finger sees it only where it chose.
   */
  preview(): Preview | null {
    const game = this.game.game;
    const { tile, rot } = this.game.snapshot.context.selection;
    const key = this.pending ?? this.hover ?? (this.#spotFocused ? this.focusSpot : null);
    const spot = this.spots.find((s) => s.key === key);
    return game && tile && spot ? previewAt(game, tile, spot.at, rot) : null;
  }

  /** What the tile shown on the table would do there (spots.ts, `previewWords`); '' when none is shown. */
  previewText(): string {
    const game = this.game.game;
    return game ? previewWords(game, this.preview(), strings(this.hooks.lang())) : '';
  }

  /** Said after every turn and every move to a place: the sides in order, and whether it fits there (each time, even unchanged). */
  #announceTurn(): void {
    void this.host.updateComplete.then(() => {
      const { tile, rot } = this.game.snapshot.context.selection;
      if (!tile) return;
      const s = strings(this.hooks.lang());
      const where = this.preview();
      this.hooks.announce([s.sides(sideValues(tile, rot)), where ? this.previewText() : ''].filter(Boolean).join(' '));
    });
  }

  #zone(event: Event): KeyZone {
    const target = event.composedPath()[0] as Element;
    if (target?.closest?.('.rack')) return 'rack';
    if (target?.closest?.('[data-spot]')) return 'spot';
    return target?.matches?.('svg.table') ? 'table' : 'other';
  }

  onKeyDown(event: KeyboardEvent): void {
    const zone = this.#zone(event);
    if (zone === 'table' && this.view.onKey(event.key)) return void event.preventDefault();
    const command = keyCommand(event, zone);
    if (!command) return;
    event.preventDefault();
    this.input = 'keyboard';
    if (command.type === 'rotate') return this.turn(command.by);
    if (command.type === 'cancel') return this.cancel(zone);
    if (command.type === 'help')
      return void this.hooks.announce(this.hooks.toggleKeys() ? strings(this.hooks.lang()).keys : strings(this.hooks.lang()).keysClosed);
    const items = zone === 'rack' ? this.hooks.rackTiles().map(String) : this.spots.map((s) => s.key);
    const current = zone === 'rack' ? this.focusRack : Math.max(0, items.indexOf(this.focusSpot ?? ''));
    if (command.type === 'activate') return this.activateSpot(items[current]);
    const next = command.type === 'edge' ? (command.last ? items.length - 1 : 0) : (current + command.by + items.length) % items.length;
    if (zone === 'rack') this.focusRack = next;
    else {
      this.focusSpot = items[next];
      const spot = this.spots[next];
      if (spot) this.view.show(spot.at);
      if (!this.pending) this.#announceTurn();
    }
    this.#focus(zone === 'rack' ? '.rack-tile[tabindex="0"]' : '[data-spot][tabindex="0"]');
  }

  /** The keyboard reached or left a free place: the preview follows it there. */
  onFocusIn(event: FocusEvent): void {
    const spot = (event.composedPath()[0] as Element)?.closest?.('[data-spot]');
    if (spot) this.focusSpot = spot.getAttribute('data-spot');
    this.#set(() => (this.#spotFocused = !!spot));
  }

  onFocusOut(): void {
    // Only a change asks for an update: one asked during a render would render again at once.
    if (this.#spotFocused) this.#set(() => (this.#spotFocused = false));
  }

  /** A press on a rack tile: perhaps the start of a drag to the table (rack-drag.ts). */
  onRackDown(event: PointerEvent, tile: Tile): void {
    if (event.button !== 0) return;
    this.input = event.pointerType === 'touch' ? 'touch' : 'mouse';
    this.#rackDrag.down(event, tile);
  }

  /** The free place where the selected tile fits under a screen point, if any. */
  spotKeyAt(x: number, y: number): string | null {
    const cell = this.view.cellAt(x, y);
    return cell && this.spots.some((s) => s.key === cellKey(cell)) ? cellKey(cell) : null;
  }

  /**
   * A tap or click on a free place of the table where the picked tile fits in no turn does nothing but say so (the
   * places offered are those where it fits): which tile, and what the place asks.
   */
  refuseNoFitAt(cell: Axial): void {
    const game = this.game.game;
    const tile = this.game.snapshot.context.selection.tile;
    if (!game || !tile || !this.hooks.mayPlay() || !freePlaces(game).some((c) => sameCell(c, cell))) return;
    this.hooks.refuse({ code: 'no-fit-here', tile, at: cell, needs: needsAt(game, cell) });
  }
}
