/**
 * Placing a tile, as a person does it: pick a rack tile, see where it fits, move it to a place (tap,
 * keys or drag and drop), turn it, confirm. A Lit reactive controller holding the gesture's state (the
 * place the tile waits at, the place under the pointer, the keyboard's roving focus) and turning
 * pointer, wheel and key events into machine events through its host. What fits and what it would
 * score comes from `spots.ts` (the engine's answers); nothing here decides a rule.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { HexadominosEvent } from '../../engine/hexadominos/machine.js';
import type { Action, Axial, Tile } from '../../engine/hexadominos/types.js';
import { cellKey } from '../../engine/shared/hex.js';
import type { GameController } from './game-controller.js';
import { type Lang, localeOf, strings } from './i18n.js';
import { type KeyZone, keyCommand } from './keyboard.js';
import { type Preview, type Spot, fittingRotation, previewAt, spotAt, spotsFor } from './spots.js';
import type { TableViewController } from './table-view-controller.js';

/** What the controller asks of its element. */
export interface PlacingHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  send(event: HexadominosEvent): boolean;
  act(action: Action): boolean; // a person's action (cancelable hexadominos-move first)
  announce(text: string): void;
  select(tile: Tile): boolean;
  rotate(by: number): boolean;
  mayPlay(): boolean;
  lang(): Lang;
  rackTiles(): Tile[];
}

export class PlacingController implements ReactiveController {
  #pending: string | null = null; // the place the tile waits at, before confirming
  #hover: string | null = null; // the place under the pointer
  #focusSpot: string | null = null; // the place holding the roving tabindex
  #focusRack = 0;
  #drag: { tile: Tile; x: number; y: number; moved: boolean } | null = null;

  constructor(private readonly host: PlacingHost, private readonly game: GameController, private readonly view: TableViewController) {
    host.addController(this);
  }

  get pending(): string | null { return this.#pending; }
  set pending(key: string | null) { this.#set(() => (this.#pending = key)); }
  get hover(): string | null { return this.#hover; }
  set hover(key: string | null) { if (key !== this.#hover) this.#set(() => (this.#hover = key)); }
  get focusSpot(): string | null { return this.#focusSpot; }
  set focusSpot(key: string | null) { this.#set(() => (this.#focusSpot = key)); }
  get focusRack(): number { return this.#focusRack; }
  set focusRack(k: number) { this.#set(() => (this.#focusRack = k)); }

  /** Forgets the gesture under way (the turn moved on, the game changed). */
  reset(): void {
    this.#pending = this.#hover = this.#focusSpot = null;
    this.host.requestUpdate();
  }

  /** Where the selected tile fits, when the page's user may play. */
  get spots(): Spot[] {
    const game = this.game.game;
    return game && this.host.mayPlay() ? spotsFor(game, this.game.snapshot.context.selection.tile) : [];
  }

  hostUpdate(): void {
    // Keep the roving tabindex on something that exists.
    const spots = this.spots;
    if (!spots.some((spot) => spot.key === this.#focusSpot)) this.#focusSpot = spots[0]?.key ?? null;
    const rack = this.host.rackTiles();
    if (this.#focusRack >= rack.length) this.#focusRack = Math.max(0, rack.length - 1);
  }

  #set(change: () => unknown): void {
    change();
    this.host.requestUpdate();
  }

  /** A rack tile tapped or pressed: select it (again: drop it). From the keyboard, focus moves on to the first place where it fits. */
  pick(tile: Tile, byKeyboard = false): void {
    const selection = this.game.snapshot.context.selection;
    if (selection.tile === tile) {
      this.pending = null;
      if (this.game.game?.drawn !== tile) this.host.send({ type: 'DESELECT' });
      return;
    }
    if (!this.host.select(tile)) return;
    const s = localeOf(this.host.lang());
    const count = this.spots.length;
    this.host.announce(`${s.ui.tileName(tile)}, ${s.ui.selected}. ${count ? s.ui.fits : s.errors['not-touching']({ code: 'not-touching' })} (${count})`);
    if (byKeyboard && count) this.#focus('[data-spot][tabindex="0"]');
  }

  #focus(selector: string): void {
    this.host.updateComplete.then(() => this.host.renderRoot.querySelector<HTMLElement | SVGElement>(selector)?.focus());
  }

  turn(by: 1 | -1): void {
    if (!this.host.mayPlay() || !this.game.snapshot.context.selection.tile) return;
    if (this.host.rotate(by)) this.#announcePreview();
  }

  /** A tap, click or Enter on a free place: the tile goes there (turned to fit); on the place it already waits at: place it. */
  activateSpot(key: string): void {
    if (!this.host.mayPlay()) return;
    if (this.pending === key) return void this.confirm();
    const spot = this.spots.find((s) => s.key === key);
    if (!spot) return;
    this.pending = key;
    this.focusSpot = key;
    const rot = this.game.snapshot.context.selection.rot;
    const turned = fittingRotation(spot, rot);
    if (turned !== rot) this.host.send({ type: 'ROTATE', to: turned });
    this.#announcePreview();
  }

  confirm(): void {
    const spot = spotAt(this.spots, this.#pendingCell());
    const { tile, rot } = this.game.snapshot.context.selection;
    const fromPlace = (this.host.renderRoot as ShadowRoot).activeElement?.hasAttribute('data-spot');
    // The focused place disappears with the placement: the keyboard goes back to the rack.
    if (spot && tile && this.host.act({ type: 'place', tile, at: spot.at, rot }) && fromPlace) this.#focus('.rack-tile[tabindex="0"]');
  }

  #pendingCell(): Axial | null {
    return this.spots.find((s) => s.key === this.pending)?.at ?? null;
  }

  /** The tile shown at the place it waits at, else under the pointer, else at the focused place. */
  preview(): Preview | null {
    const game = this.game.game;
    const { tile, rot } = this.game.snapshot.context.selection;
    const key = this.pending ?? this.hover ?? this.focusSpot;
    const spot = this.spots.find((s) => s.key === key);
    return game && tile && spot ? previewAt(game, tile, spot.at, rot) : null;
  }

  previewText(): string {
    const p = this.preview();
    const s = strings(this.host.lang());
    if (!p) return '';
    if (!p.placement) return s.noFit;
    return this.game.game?.scoring === 'kids' ? s.fits : s.preview(p.placement.base, p.placement.bonus, p.placement.points);
  }

  #announcePreview(): void {
    this.host.updateComplete.then(() => this.host.announce(this.previewText()));
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
    if (command.type === 'rotate') return this.turn(command.by);
    if (command.type === 'cancel') {
      if (this.pending) this.pending = null;
      else if (this.game.snapshot.context.selection.tile && !this.game.game?.drawn) this.host.send({ type: 'DESELECT' });
      return;
    }
    const items = zone === 'rack' ? this.host.rackTiles().map(String) : this.spots.map((s) => s.key);
    const current = zone === 'rack' ? this.focusRack : Math.max(0, items.indexOf(this.focusSpot ?? ''));
    if (command.type === 'activate') return this.activateSpot(items[current]);
    const next = command.type === 'edge' ? (command.last ? items.length - 1 : 0) : (current + command.by + items.length) % items.length;
    if (zone === 'rack') this.focusRack = next;
    else {
      this.focusSpot = items[next];
      const spot = this.spots[next];
      if (spot) this.view.show(spot.at);
      this.#announcePreview();
    }
    this.#focus(zone === 'rack' ? '.rack-tile[tabindex="0"]' : '[data-spot][tabindex="0"]');
  }


  onTableClick(event: MouseEvent): void {
    if (this.view.dragged) return;
    const key = (event.composedPath()[0] as Element)?.closest?.('[data-spot], .ghost')?.getAttribute('data-spot');
    if (key) this.activateSpot(key);
    else if ((event.composedPath()[0] as Element)?.closest?.('.ghost')) this.confirm();
  }

  onTableWheel(event: WheelEvent): void {
    const cell = this.view.cellAt(event.clientX, event.clientY);
    const preview = this.preview();
    if (preview && cell && cellKey(cell) === cellKey(preview.at)) {
      event.preventDefault();
      this.turn(event.deltaY > 0 ? 1 : -1);
    } else this.view.onWheel(event);
  }

  onTableMove(event: PointerEvent): void {
    this.view.onPointerMove(event);
    const cell = this.view.cellAt(event.clientX, event.clientY);
    const key = cell && this.spots.some((s) => s.key === cellKey(cell)) ? cellKey(cell) : null;
    if (key !== this.hover) this.hover = key;
  }

  /** Drag and drop from the rack: pressing a tile starts it; releasing over a free place puts it there (as a tap would). */
  onRackDown(event: PointerEvent, tile: Tile): void {
    this.#drag = { tile, x: event.clientX, y: event.clientY, moved: false };
    const move = (e: PointerEvent) => {
      if (!this.#drag) return;
      this.#drag.moved ||= Math.hypot(e.clientX - this.#drag.x, e.clientY - this.#drag.y) > 6;
      if (!this.#drag.moved) return;
      if (this.game.snapshot.context.selection.tile !== tile) this.host.select(tile);
      const cell = this.view.cellAt(e.clientX, e.clientY);
      this.hover = cell && this.spots.some((s) => s.key === cellKey(cell)) ? cellKey(cell) : null;
    };
    const up = (e: PointerEvent) => {
      removeEventListener('pointermove', move);
      removeEventListener('pointerup', up);
      const drag = this.#drag;
      this.#drag = null;
      if (!drag?.moved) return;
      const cell = this.view.cellAt(e.clientX, e.clientY);
      if (cell) this.activateSpot(cellKey(cell));
    };
    addEventListener('pointermove', move);
    addEventListener('pointerup', up);
  }
}
