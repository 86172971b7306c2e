/**
 * `<hexadominos-board>`: Hexa-dominos as a custom element (Lit 3), driven by the engine's XState machine.
 *
 * Flow: gesture or method → machine event (GameController) → pure rules → `applied` / `rejected` /
 * `timeline` → DOM events and announcements → render of the new snapshot. Computers play through
 * ComputerController, pan and zoom live in TableViewController, picking and placing a tile in
 * PlacingController; the whole screen is drawn by `layout.ts` from pure modules (spots, render, panels,
 * score-sheet, seats). The element never decides a rule.
 *
 * Importing this module defines nothing; `define.ts` registers the tag.
 */
import { LitElement, type PropertyDeclarations, type PropertyValues } from 'lit';
// The game controller first: the standalone bundle then holds the engine's machine ahead of the element's
// other modules, an order that gzips about 650 bytes smaller (tests/unit/bundle-size.test.ts keeps the budget).
import { GameController } from './game-controller.js';
import type { HexadominosEmitted, HexadominosEvent } from '../../engine/hexadominos/machine.js';
import { formatPosition } from '../../engine/hexadominos/notation.js';
import { formatRecord, recordToUrl } from '../../engine/hexadominos/record.js';
import type { Rotation } from '../../engine/hexadominos/tiles.js';
import type { Action, Axial, GameState, Seat, Tile } from '../../engine/hexadominos/types.js';
import type { ChooseAction } from './computer.js';
import { ComputerController } from './computer-controller.js';
import { type ChangeReason, actionEvents, fire } from './events.js';
import { type BoardError, type Lang, describeError, describeEvents, describeValue, loadLang, resolveLang } from './i18n.js';
import { type RawConfig, delayOf, highlightOf, readConfig, sourceAttribute } from './options.js';
import { type LayoutActions, type LayoutParts, layoutTemplate } from './layout.js';
import { needsScreen, seatNames, viewerSeat } from './seats.js';
import { PlacingController, type PlacingHost } from './placing-controller.js';
import { focusTarget } from './keyboard.js';
import { fitCells } from './spots.js';
import { styles } from './hexadominos-board.styles.js';
import { TableViewController } from './table-view-controller.js';

const CONFIG = ['players', 'seats', 'scoring', 'seed', 'target', 'position', 'record'] as const;
const TIMELINE_REASON: Record<string, ChangeReason> = { start: 'new-game', restart: 'new-game', load: 'load', undo: 'undo', nextGame: 'next-game' };

/**
 * A playable Hexa-dominos table for 1 to 4 seats, people or computers, on one device.
 *
 * @summary The Hexa-dominos board: table, racks, scores.
 *
 * @attr {string} players - Number of seats, 1–4 (default 2; must agree with `seats` when both are given).
 * @attr {string} seats - Who plays each seat: `human`, `computer` or `computer:easy|medium|hard`, e.g. `human computer:hard` (default: a person, then computers).
 * @attr {'standard'|'simple'|'kids'} scoring - Scoring rules (default `standard`).
 * @attr {string} seed - The shuffle (whole number 0 … 2^32 − 1): the same seed deals the same game (default: random).
 * @attr {string} target - Play a match to this total (e.g. `500`); absent: a single game.
 * @attr {string} position - Position text to start from (engine notation).
 * @attr {string} record - A game record (text or URL form) to load; wins over `position`.
 * @attr {boolean} readonly - View only: no moves from the page's user, computers wait (methods still work).
 * @attr {'fr'|'en'} lang - Language (default: the closest `[lang]`, then English).
 * @attr {string} delay - The computer's pause before each action, in ms (default 700).
 * @attr {string} highlight - Free places or tiles to outline, as `q,r` cells separated by spaces (a lesson's "outlined place"), e.g. `1,0 -1,1`.
 *
 * @fires {CustomEvent<MoveDetail>} hexadominos-move - Before a person's action is applied; cancelable.
 * @fires {CustomEvent<PlaceDetail>} hexadominos-place - A tile was placed: `{ seat, tile, at, rot, points, events, state }`.
 * @fires {CustomEvent<DrawDetail>} hexadominos-draw - A tile was drawn: `{ seat, tile, draw, penalty, state }`.
 * @fires {CustomEvent<PassDetail>} hexadominos-pass - A seat passed.
 * @fires {CustomEvent<TurnDetail>} hexadominos-turn - The turn passed: `{ toMove, state }`.
 * @fires {CustomEvent<GameOverDetail>} hexadominos-game-over - The game ended: `{ ending, winners, scores, state }`.
 * @fires {CustomEvent<ChangeDetail>} hexadominos-change - The game changed: `{ state, record, reason }` (move, undo, new-game, load, next-game).
 * @fires {CustomEvent<ErrorDetail>} hexadominos-error - Something was refused or is malformed: `{ code, message, error }`.
 *
 * @csspart table - The SVG table.
 * @csspart tile - A tile on the table.
 * @csspart spot - A free place where the selected tile fits.
 * @csspart outline - A cell outlined by `highlight`.
 * @csspart ghost - The tile previewed at a place.
 * @csspart badge - The last placement's points.
 * @csspart flower - A flower just made.
 * @csspart seats - The seats list.
 * @csspart seat - One seat (also `seat-to-move`).
 * @csspart pile - The pile's size.
 * @csspart rack - The rack.
 * @csspart rack-tile - A tile of the rack (also `selected`).
 * @csspart controls - The buttons.
 * @csspart button - Each button.
 * @csspart status - Whose turn.
 * @csspart preview - What the previewed tile would score.
 * @csspart guide - What to do now, in a sentence.
 * @csspart view-controls - The zoom and fit buttons.
 * @csspart keys - The keyboard help (shown on request).
 * @csspart match - A match's running totals, game by game.
 * @csspart starter - The who-starts draw.
 * @csspart screen - The privacy screen.
 * @csspart end - The end-of-game tally.
 * @csspart score-sheet - The score sheet.
 * @csspart error - An attribute error.
 * @csspart message - Why the last action was refused.
 *
 * @cssprop [--hexadominos-table=#2f6b4f] - Table cloth.
 * @cssprop [--hexadominos-tile=#fbf7ec] - Tile face.
 * @cssprop [--hexadominos-tile-edge=#3b3325] - Tile outline.
 * @cssprop [--hexadominos-number=#1d1d1f] - Numbers.
 * @cssprop [--hexadominos-v1=#f4c9c0] - Wedge behind a 1; `--hexadominos-v2` … `--hexadominos-v5` likewise (#f6e2a8, #cde8c6, #c7ddf2, #e2d2f0).
 * @cssprop [--hexadominos-spot=#ffe27a] - Free places.
 * @cssprop [--hexadominos-outline=#ffffff] - Cells outlined by `highlight`.
 * @cssprop [--hexadominos-match=#1f7a48] - A matching side.
 * @cssprop [--hexadominos-clash=#c2381f] - A side that does not match.
 * @cssprop [--hexadominos-flower=#ffcc33] - Flowers.
 * @cssprop [--hexadominos-focus=#1a66d6] - Focus ring.
 * @cssprop [--hexadominos-text=#1d1d1f] - Text.
 * @cssprop [--hexadominos-bg=#fffdf8] - Panels.
 * @cssprop [--hexadominos-muted=#5b5447] - Secondary text and outlines.
 * @cssprop [--hexadominos-font=system-ui, sans-serif] - Font.
 */
export class HexadominosBoard extends LitElement {
  static override styles = styles;
  static override properties: PropertyDeclarations = {
    players: {}, seats: {}, scoring: {}, seed: {}, target: {}, position: {}, record: {},
    readonly: { type: Boolean, reflect: true },
    delay: {},
    highlight: {},
    names: { attribute: false },
    bot: { attribute: false },
    _langAttribute: { attribute: 'lang' },
    _message: { state: true, attribute: false },
    _errors: { state: true, attribute: false },
    _announcement: { state: true, attribute: false },
    _shownTo: { state: true, attribute: false },
  };

  /** Number of seats, 1–4. */
  players: unknown = null;
  /** Who plays each seat: `"human computer:hard"` or a list of `{ kind, level }`. */
  seats: unknown = null;
  /** `standard`, `simple` or `kids`. */
  scoring: unknown = null;
  /** The shuffle's seed. */
  seed: unknown = null;
  /** A match to this total. */
  target: unknown = null;
  /** Position text to start from. */
  position: unknown = null;
  /** Record text or URL form to load (wins over `position`). */
  record: unknown = null;
  /** View only. */
  readonly = false;
  /** The computer's pause before each action, ms. */
  delay: unknown = null;
  /** Cells to outline: `"1,0 -1,1"` or a list of [q, r]. */
  highlight: unknown = null;
  /** Display names of the seats, e.g. `['Anna', 'Ben']` (default Player 1…, Joueur 1…). */
  names: unknown = null;
  /** A custom computer player `(view, level) => action` (default: the built-in one). */
  bot: ChooseAction | null = null;

  private _langAttribute: string | null = null;
  private _message = '';
  private _errors: BoardError[] = [];
  private _announcement = '';
  private _shownTo: Seat | null = null; // the person whose rack was last revealed (privacy screen)
  #outlined: Axial[] = [];
  #lastPerson: Seat | null = null;
  #langLoad: Promise<void> = Promise.resolve(); // French, fetched on first use

  #game = new GameController(this);
  #view: TableViewController = new TableViewController(this, () => this.renderRoot?.querySelector?.('svg.table') ?? null, () => fitCells(this.#game.game),
    () => (this.#placing?.spots ?? []).map((spot) => spot.at));
  #placing = new PlacingController(this.#placingHost(), this.#game, this.#view);
  #computer = new ComputerController(this, this.#game, {
    active: () => this.isConnected && !this.readonly,
    delay: () => delayOf(this.delay) ?? 700,
    play: (seat, action) => this.#handle(this.#game.send({ type: 'PLAY', seat, action })),
    failed: (reason) => this.#report({ code: 'computer-failed', reason }),
  });

  // ---------------------------------------------------------------------------------------------
  // Public API

  /** The game on the board (null only if no game could be dealt). */
  get state(): GameState | null {
    return this.#game.game;
  }
  /** Places `tile` of the seat to move at `at` ([q, r]) turned `rot` (default: the selection's). Returns whether it was applied. */
  place(tile: Tile, at: Axial, rot?: Rotation): boolean {
    return this.#send({ type: 'PLACE', tile, at, ...(rot !== undefined ? { rot } : {}) });
  }
  /** The seat to move draws a tile (standard scoring: −5, the third −15). */
  draw(): boolean {
    return this.#send({ type: 'DRAW' });
  }
  /** The seat to move passes (only when the rules allow). */
  pass(): boolean {
    return this.#send({ type: 'PASS' });
  }
  /** Picks a rack tile of the seat to move (shows where it fits). */
  select(tile: Tile): boolean {
    this.#placing.pending = null;
    return this.#send({ type: 'SELECT', tile });
  }
  /** Turns the selected tile `by` steps clockwise (−1: back). */
  rotate(by = 1): boolean {
    return this.#send({ type: 'ROTATE', by });
  }
  /** Takes back a person's last placement, until the next seat acts; never once the game (or the match) is decided. */
  undo(): boolean {
    if (this.#game.game?.over) {
      this.#report({ code: 'game-over' });
      return false;
    }
    return this.#send({ type: 'UNDO' });
  }
  /** Deals a new game with the same seats (`seed` to choose the shuffle). */
  restart(seed?: number): boolean {
    return this.#send({ type: 'RESTART', ...(seed !== undefined ? { seed } : {}) });
  }
  /** Deals the next game of a match once this one is over. */
  nextGame(): boolean {
    return this.#send({ type: 'NEXT_GAME' });
  }
  /** Loads position text, record text or URL form, or a GameState. Returns whether it loaded. */
  load(source: string | GameState): boolean {
    return this.#send({ type: 'LOAD', source });
  }
  /** The position as position text ('' with no game). */
  getPosition(): string {
    return this.#game.game ? formatPosition(this.#game.game) : '';
  }
  /** The game as record text ('' for a position written by hand: it has no seed). */
  getRecord(): string {
    const record = this.#game.record();
    return record ? formatRecord(record) : '';
  }
  /** The record in URL form. */
  getRecordUrl(): string {
    const record = this.#game.record();
    return record ? recordToUrl(record) : '';
  }
  /** Resolves once no computer action is pending and the board has drawn. */
  async whenIdle(): Promise<void> {
    do {
      await this.#langLoad;
      await this.updateComplete;
      await this.#computer.settled();
    } while (this.#computer.busy || this.isUpdatePending);
  }

  // ---------------------------------------------------------------------------------------------
  // Lifecycle

  protected override willUpdate(changed: PropertyValues): void {
    if (!this.hasUpdated || changed.has('_langAttribute')) {
      const waiting = loadLang(this.#lang);
      if (waiting) this.#langLoad = waiting.then(() => this.requestUpdate());
    }
    if (!this.hasUpdated || CONFIG.some((name) => changed.has(name))) this.#configure();
    if (changed.has('delay') && delayOf(this.delay) === null) this.#report({ code: 'invalid-attribute', attribute: 'delay', value: String(this.delay), expected: '0, 300, 700…' }, true);
    if (changed.has('bot')) this.#computer.chooser = typeof this.bot === 'function' ? this.bot : null;
    if (changed.has('highlight')) {
      const cells = highlightOf(this.highlight);
      if (cells === null) this.#report({ code: 'invalid-attribute', attribute: 'highlight', value: describeValue(this.highlight), expected: '1,0 -1,1' }, true);
      this.#outlined = cells ?? [];
    }
    // Nobody can press Start on a view-only board.
    if (this.readonly && this.#game.snapshot.matches('starterDraw')) this.#game.send({ type: 'CONTINUE' });
  }

  #configure(): void {
    const raw = Object.fromEntries(CONFIG.map((name) => [name, this[name]])) as unknown as RawConfig;
    const { config, errors } = readConfig(raw);
    if (!config) {
      this._errors = errors;
      errors.forEach((e) => this.#report(e, true));
      return;
    }
    this.#computer.cancel();
    const emitted = this.#game.configure(config);
    const refused = emitted.find((e) => e.type === 'rejected');
    if (refused?.type === 'rejected') {
      const error = { ...refused.error, attribute: sourceAttribute(raw) } as BoardError;
      this._errors = [error];
      this.#report(error, true);
      return;
    }
    this._errors = [];
    this.#placing.reset();
    this._shownTo = null;
    this.#lastPerson = null;
    this.#view.fit();
    this.#handle(emitted);
  }

  // ---------------------------------------------------------------------------------------------
  // Sending to the machine and reporting what happened

  #send(event: HexadominosEvent): boolean {
    return this.#handle(this.#game.send(event));
  }

  /** A person's action: `hexadominos-move` first (cancelable), then the machine. */
  #act(action: Action): boolean {
    const game = this.#game.game;
    if (!game || !fire(this, 'hexadominos-move', { seat: game.toMove, action }, true)) return false;
    return this.#send(action.type === 'place' ? { type: 'PLACE', tile: action.tile, at: action.at, rot: action.rot } : { type: action.type === 'draw' ? 'DRAW' : 'PASS' });
  }

  /** Turns what the machine emitted into DOM events, announcements and messages. Returns whether it accepted. */
  #handle(emitted: HexadominosEmitted[]): boolean {
    let ok = true;
    for (const e of emitted) {
      if (e.type === 'rejected') {
        ok = false;
        this.#report(e.error);
      } else if (e.type === 'applied') {
        this._message = '';
        this.#placing.reset();
        if (this.#seats[e.seat]?.kind === 'human') this.#lastPerson = e.seat;
        actionEvents(this, e.seat, e.action, e.events, e.state);
        this.#announce(describeEvents(e.events, this.#lang, this.#names, this.#viewer));
        this.#changed('move');
      } else if (e.type === 'timeline' && TIMELINE_REASON[e.change]) {
        this.#placing.reset();
        this.#changed(TIMELINE_REASON[e.change]);
      }
    }
    this.requestUpdate();
    return ok;
  }

  #changed(reason: ChangeReason): void {
    const state = this.#game.game;
    if (state) fire(this, 'hexadominos-change', { state, record: this.getRecord(), reason });
    this.#computer.cancel();
  }

  #report(error: BoardError | { code: string }, attribute = false): void {
    const message = describeError(error as BoardError, this.#lang);
    if (!attribute) this._message = message;
    fire(this, 'hexadominos-error', { code: (error as BoardError).code, message, error: error as BoardError });
  }

  /** What the placing controller may ask of the board (its private parts, lent through one object). */
  #placingHost(): PlacingHost {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the getters below run with the returned object as `this`
    const board = this;
    return {
      addController: (controller) => board.addController(controller),
      removeController: (controller) => board.removeController(controller),
      requestUpdate: () => board.requestUpdate(),
      get updateComplete() { return board.updateComplete; },
      get renderRoot() { return board.renderRoot; },
      send: (event) => board.#send(event),
      act: (action) => board.#act(action),
      announce: (text) => board.#announce(text),
      select: (tile) => board.select(tile),
      rotate: (by) => board.rotate(by),
      mayPlay: () => board.#mayPlay,
      lang: () => board.#lang,
      rackTiles: () => board.#rackTiles(),
      focusNext: () => board.#focusNext(),
    };
  }

  /** Once drawn, the keyboard goes where the person acts next (what had it is gone: a button pressed away, a place filled). */
  #focusNext(): void {
    void this.updateComplete.then(() => this.focus());
  }

  /**
   * Puts the keyboard where the person acts next: the who-starts draw's button, the privacy screen's, the
   * picked (else the first) rack tile, the end of the game; else the table. Pages call it after starting a
   * game (`board.focus()`), and the board after anything that removes the focused part.
   */
  override focus(options?: FocusOptions): void {
    const target = focusTarget(this.renderRoot);
    if (target) target.focus(options);
    else super.focus(options);
  }

  #announce(text: string): void {
    // The same text twice would not be read again: alternate a trailing no-break space.
    this._announcement = text === this._announcement.trimEnd() ? `${text}\u00a0` : text;
  }

  // ---------------------------------------------------------------------------------------------
  // What the screen shows

  get #lang(): Lang {
    return resolveLang(this._langAttribute ?? this.closest?.('[lang]')?.getAttribute('lang'));
  }
  get #seats() {
    return this.#game.snapshot.context.config.seats;
  }
  get #names(): string[] {
    return seatNames(this.#seats, this.#lang, this.names);
  }
  get #viewer(): Seat {
    return viewerSeat(this.#seats, this.#game.game?.toMove ?? 0, this.#lastPerson);
  }
  /** Whether the rack must stay hidden until the person to play says they hold the device (see seats.ts). */
  get #rackHidden(): boolean {
    const game = this.#game.game;
    return !!game && !game.over && !this.readonly && needsScreen(this.#seats, this.#viewer, this._shownTo);
  }
  /** The privacy screen covers the table once play starts (the who-starts draw shows first). */
  get #screenUp(): boolean {
    return this.#rackHidden && this.#game.snapshot.matches('playing');
  }
  /** Whether the page's user may act now: a person's turn, not view-only, the rack not hidden. */
  get #mayPlay(): boolean {
    return !this.readonly && this.#game.snapshot.matches('playing.human') && !this.#screenUp;
  }
  #rackTiles(): Tile[] {
    return this.#game.game?.racks[this.#viewer] ?? [];
  }

  // ---------------------------------------------------------------------------------------------
  // Rendering

  protected override render() {
    return layoutTemplate(this.#parts, {
      lang: this.#lang,
      names: this.#names,
      viewer: this.#viewer,
      rack: this.#rackTiles(),
      mayPlay: this.#mayPlay,
      rackHidden: this.#rackHidden,
      screen: this.#screenUp,
      readonly: this.readonly,
      outlined: this.#outlined,
      errors: this._errors,
      message: this._message,
      announcement: this._announcement,
    }, this.#layoutActions);
  }

  /** The controllers, as the layout reads them (layout.ts). */
  readonly #parts: LayoutParts = { game: this.#game, computer: this.#computer, placing: this.#placing, view: this.#view };
  // Bound once: the template keeps the same listeners from one render to the next.
  // A button that goes away with its press hands the keyboard on (focusNext): it would fall to the page.
  readonly #layoutActions: LayoutActions = {
    start: () => this.#send({ type: 'CONTINUE' }) && this.#focusNext(),
    act: (action) => this.#act(action),
    undo: () => this.undo(),
    nextGame: () => this.nextGame() && this.#focusNext(),
    reveal: (seat) => {
      this._shownTo = seat;
      this.#focusNext();
    },
  };
}

export type { Action, GameState, Seat, Tile };
