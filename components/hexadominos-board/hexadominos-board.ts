/**
 * `<hexadominos-board>`: Hexa-dominos as a custom element (Lit 3), driven by the engine's XState machine.
 *
 * Flow: gesture or method → machine event (sent by `play.ts` through `game-controller.ts`) → pure rules →
 * an action applied, the game jumped, or the event refused → DOM events, announcements (`play.ts`,
 * `voice-controller.ts`) → render of the new snapshot (`view.ts`). The element never decides a rule:
 * legality, the draw's cost and what the buttons allow come from the engine and its machine (`snapshot.can(…)`).
 *
 * This class keeps the public methods and the element's lifecycle, and wires its jobs together (the properties
 * pages set, with what each means, are its base class's: `properties.ts`), each job in a module named for it: what the board sends its game and does with each answer
 * (`play.ts`); Lit reactive controllers for the game (`game-controller.ts`), the attributes
 * (`components/shared/attributes-controller.ts`, reading them with `options.ts`), what the board says
 * (`components/shared/voice-controller.ts`), the computers (`computer-controller.ts`), pan and zoom
 * (`table-view-controller.ts`), picking and placing a tile by pointer and keys (`gesture-controller.ts`); who sits where (`seats.ts`).
 *
 * Importing this module defines nothing; `define.ts` registers the tag.
 */
import type { PropertyValues } from 'lit';
// The base class (and Lit with it), the game controller and the play first: the standalone bundle then holds Lit and the
// engine's machine ahead of the element's other modules, an order that gzips smaller (tests/unit/bundle-size.test.ts).
import { HexadominosBoardProperties } from './properties.js';
import { GameController } from './game-controller.js';
import { Play } from './play.js';
import { formatPosition } from '../../engine/hexadominos/notation.js';
import { formatRecord, recordToUrl } from '../../engine/hexadominos/record.js';
import type { Rotation } from '../../engine/hexadominos/tiles.js';
import type { Action, Axial, GameState, MatchInfo, Seat, Tile } from '../../engine/hexadominos/types.js';
import { AttributesController } from '../shared/attributes-controller.js';
import { frozenCopy } from '../shared/frozen.js';
import { FedProperties, flagOf } from '../shared/values.js';
import { VoiceController } from '../shared/voice-controller.js';
import { ComputerController } from './computer-controller.js';
import { type BoardError, type Lang, describeError, loadLang, resolveLang } from './i18n.js';
import { boardAttributes } from './attributes.js';
import { FED_READERS, delayOf, highlightOf, namesOf } from './options.js';
import { type BoardActions, type BoardParts, boardView } from './view.js';
import { Seats } from './seats.js';
import { ShownMove } from './shown-move.js';
import { GestureController } from './gesture-controller.js';
import { HandOffController } from './hand-off.js';
import { focusTarget } from './keyboard.js';
import { fitCells } from './spots.js';
import { styles } from './hexadominos-board.styles.js';
import { TableViewController } from './table-view-controller.js';

/**
 * A playable Hexa-dominos table for 1 to 4 seats, people or computers, on one device. What it hands a page is
 * a copy: `state` and every event's `detail` are deep-frozen copies, so writing to them changes nothing in the
 * game (in strict mode the write throws).
 *
 * @summary The Hexa-dominos board: table, racks, scores.
 *
 * @attr {string} players - Number of seats, 1–4 (default 2; must agree with `seats` when both are given).
 * @attr {string} seats - Who plays each seat: `human`, `computer` or `computer:easy|medium|hard` (a level alone, `hard`, is a computer too), separated by spaces or commas, e.g. `human computer:hard` (default: a person, then computers).
 * @attr {'standard'|'simple'|'kids'} scoring - Scoring rules (default `standard`).
 * @attr {string} seed - The shuffle (whole number 0 … 2^32 − 1): the same seed deals the same game (default: random).
 * @attr {string} target - Play a match to this total (e.g. `500`); absent: a single game.
 * @attr {string} position - Position text to start from (engine notation).
 * @attr {string} record - A game record (text or URL form) to load; wins over `position`. Handed back the record the board sent (`hexadominos-change`), it changes nothing.
 * @attr {boolean} readonly - View only: no moves from the page's user, computers wait (methods still work).
 * @attr {'fr'|'en'} lang - Language (default: the closest `[lang]`, then English).
 * @attr {string} delay - The computer's pause before each action, in ms (default 700).
 * @attr {boolean} skip-starter - The who-starts draw is not shown: play begins at once (the draw still decides who starts; `start()` closes it from code).
 * @attr {boolean} full-state - Events also carry the whole game, `state` and `record` (every rack and the pile's order); without it they carry the viewing seat's `view` only.
 * @attr {string} highlight - Free places or tiles to outline, as `q,r` cells separated by spaces (a lesson's "outlined place"), e.g. `1,0 -1,1`.
 * @attr {boolean} sound - Short synthesised sounds for placing, a flower and the game's end (default off: a board is silent unless its page asks).
 *
 * @fires {CustomEvent<MoveDetail>} hexadominos-move - Before a person's action is applied; cancelable.
 * @fires {CustomEvent<PlaceDetail>} hexadominos-place - A tile was placed: `{ seat, tile, at, rot, points, events, view }`.
 * @fires {CustomEvent<DrawDetail>} hexadominos-draw - A tile was drawn: `{ seat, tile, draw, penalty, view }` (`tile` only to the seat that drew it).
 * @fires {CustomEvent<PassDetail>} hexadominos-pass - A seat passed: `{ seat, view }`.
 * @fires {CustomEvent<TurnDetail>} hexadominos-turn - The turn passed: `{ toMove, view }`.
 * @fires {CustomEvent<GameOverDetail>} hexadominos-game-over - The game ended: `{ ending, winners, scores, view }`.
 * @fires {CustomEvent<ChangeDetail>} hexadominos-change - The game changed: `{ view, record, reason }` (move, undo, new-game, load, next-game; `record` '' without `full-state`).
 * @fires {CustomEvent<ErrorDetail>} hexadominos-error - Something was refused or is malformed: `{ code, message, error }`.
 *
 * @csspart table - The SVG table.
 * @csspart tile - A tile on the table.
 * @csspart spot - A free place where the selected tile fits.
 * @csspart outline - A cell outlined by `highlight`.
 * @csspart shown-move - A placement drawn by `showMove`.
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
 * @cssprop [--hexadominos-shown=#ffffff] - The dashed rim of a placement drawn by `showMove`.
 * @cssprop [--hexadominos-match=#1f7a48] - A matching side.
 * @cssprop [--hexadominos-clash=#c2381f] - A side that does not match.
 * @cssprop [--hexadominos-flower=#ffcc33] - Flowers.
 * @cssprop [--hexadominos-focus=#1a66d6] - Focus ring.
 * @cssprop [--hexadominos-text=#1d1d1f] - Text.
 * @cssprop [--hexadominos-bg=#fffdf8] - Panels.
 * @cssprop [--hexadominos-muted=#5b5447] - Secondary text and outlines.
 * @cssprop [--hexadominos-font=system-ui, sans-serif] - Font.
 */
export class HexadominosBoard extends HexadominosBoardProperties {
  static override styles = styles;
  /** The fed properties' values (properties.ts), as set and as read. */
  protected readonly _fed = new FedProperties(this, FED_READERS);
  #outlined: Axial[] = [];
  readonly #shown = new ShownMove();

  readonly #voice = new VoiceController<BoardError>(this, { event: 'hexadominos-error', describe: (error) => describeError(error, this.#lang) });
  readonly #game = new GameController(this, {
    applied: (applied) => this.#play.applied(applied),
    jumped: (change) => this.#play.jumped(change),
    refused: (error) => this.#voice.refuse(error),
  });
  readonly #attributes = new AttributesController(
    this,
    boardAttributes({ raw: () => ({ ...this._fed.raw, match: this.match, bot: this.bot }), getRecord: () => this.getRecord() }, this.#game, (error) =>
      this.#voice.refuse(error, false),
    ),
  );
  readonly #seats = new Seats(this, this.#game, { lang: () => this.#lang, names: () => namesOf(this.names) ?? [] });
  #view = new TableViewController(
    this,
    () => this.renderRoot?.querySelector?.('svg.table') ?? null,
    () => fitCells(this.#game.game),
    () => (this.#gestures?.spots ?? []).map((spot) => spot.at),
  );
  #gestures = new GestureController(this, this.#game, this.#view, {
    send: (event) => this.#play.send(event),
    act: (action) => this.#play.act(action),
    announce: (text) => this.#voice.announce(text),
    refuse: (error) => this.#voice.refuse(error),
    toggleKeys: () => {
      const help = this.renderRoot.querySelector?.<HTMLDetailsElement>('details.keys');
      if (help) help.open = !help.open;
      return help?.open === true;
    },
    select: (tile) => this.select(tile),
    rotate: (by) => this.rotate(by),
    mayPlay: () => this.#seats.mayPlay,
    lang: () => this.#lang,
    rackTiles: () => this.#seats.rack,
    focusNext: () => this.#focusNext(),
  });
  #computer = new ComputerController(this, this.#game, {
    active: () => this.isConnected && !this.readonly,
    delay: () => delayOf(this.delay) ?? 700,
    play: (seat, action) => this.#game.send({ type: 'PLAY', seat, action }, () => undefined), // a refusal is said as the computer's failure
    failed: (reason) => this.#voice.refuse({ code: 'computer-failed', reason }),
  });
  #handOff = new HandOffController(
    this,
    () => this.renderRoot?.querySelector?.('svg.table') ?? null,
    () => this.#seats.screenUp,
  );
  /** The controllers, as the view reads them (view.ts). */
  readonly #parts: BoardParts = { game: this.#game, computer: this.#computer, gestures: this.#gestures, view: this.#view, handOff: this.#handOff };
  /** What the board sends its game and does with each answer (play.ts). */
  readonly #play = new Play(
    this,
    { ...this.#parts, voice: this.#voice, attributes: this.#attributes, seats: this.#seats },
    () => this.#lang,
    () => this.matches(':focus-within') && this.#focusNext(),
  );

  // ---------------------------------------------------------------------------------------------
  // Public API

  /**
   * The game on the board (null only if no game could be dealt), as a deep-frozen copy: writing to it
   * (`state.racks[1].pop()`, `state.scores[1] = 500`) changes nothing in the game (in strict mode it throws).
   * The same copy until the game changes.
   */
  get state(): GameState | null {
    return frozenCopy(this.#game.game);
  }
  /** Places `tile` of the seat to move at `at` ([q, r]) turned `rot` (default: the selection's). Returns whether it was applied. */
  place(tile: Tile, at: Axial, rot?: Rotation): boolean {
    return this.#play.send({ type: 'PLACE', tile, at, ...(rot !== undefined ? { rot } : {}) });
  }
  /** The seat to move draws a tile (standard scoring: −5, the third −15). */
  draw(): boolean {
    return this.#play.send({ type: 'DRAW' });
  }
  /** The seat to move passes (only when the rules allow). */
  pass(): boolean {
    return this.#play.send({ type: 'PASS' });
  }
  /** Picks a rack tile of the seat to move (shows where it fits). */
  select(tile: Tile): boolean {
    this.#gestures.pending = null;
    return this.#play.send({ type: 'SELECT', tile });
  }
  /** Turns the selected tile `by` steps clockwise (−1: back). */
  rotate(by = 1): boolean {
    return this.#play.send({ type: 'ROTATE', by });
  }
  /** Closes the who-starts draw, as its Start button does: play begins. Returns whether it was showing. */
  start(): boolean {
    return this.#play.send({ type: 'CONTINUE' });
  }
  /** Takes back a person's last placement, until the next seat acts; never once the game (or the match) is decided. */
  undo(): boolean {
    return this.#play.send({ type: 'UNDO' });
  }
  /** Deals a new game with the same seats (`seed` to choose the shuffle). */
  restart(seed?: number): boolean {
    return this.#play.replaced(this.#play.send({ type: 'RESTART', ...(seed !== undefined ? { seed } : {}) }));
  }
  /** Deals the next game of a match once this one is over. */
  nextGame(): boolean {
    return this.#play.send({ type: 'NEXT_GAME' });
  }
  /**
   * Loads position text, record text or URL form, or a GameState (read once, as plain data); a record as
   * a game of `match` when given (`{ target, totals, game }`). Returns whether it loaded.
   */
  load(source: string | GameState, match?: MatchInfo): boolean {
    return this.#play.replaced(this.#play.send({ type: 'LOAD', source, ...(match !== undefined ? { match } : {}) }));
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
  /**
   * Draws a placement on the table without playing it (dashed, named for screen readers): a review's better move,
   * a hint. `move` is record words (`'112345@1,0/3'`) or `{ type: 'place', tile, at, rot }`; it must fit the table
   * shown (any tile: racks are not looked at). Kept until the game changes (a move, a load, undo) or `hideMove()`.
   * Returns whether it is drawn.
   */
  showMove(move: string | Extract<Action, { type: 'place' }>): boolean {
    const shown = this.#shown.show(this.#game.game, move);
    this.requestUpdate();
    return shown;
  }
  /** Takes a move drawn by `showMove` off the table. */
  hideMove(): void {
    if (this.#shown.hide()) this.requestUpdate();
  }
  /** Resolves once no computer action is pending and the board has drawn. */
  whenIdle(): Promise<void> {
    return this.#computer.whenIdle();
  }

  // ---------------------------------------------------------------------------------------------
  // Lifecycle

  /** A board speaking a language not loaded yet (French, in the standalone build) waits for its words before it deals or speaks. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const loading = loadLang(this.#lang);
    return loading ? loading.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues): void {
    // Frameworks set properties to any value (`readonly="false"`): flags are read as HTML reads them.
    [this.readonly, this.skipStarter, this.fullState, this.sound] = [
      flagOf(this.readonly),
      flagOf(this.skipStarter),
      flagOf(this.fullState),
      flagOf(this.sound),
    ];
    // The sounds come with the first `sound` set (components/shared/sound.ts); a file that fails to load is silence.
    if (changed.has('sound') && this.sound)
      import('../shared/sound.js').then(
        (sound) => sound.listen(this),
        () => undefined,
      );
    this.#attributes.update(changed);
    if (changed.has('bot')) this.#computer.chooser = typeof this.bot === 'function' ? this.bot : null;
    if (changed.has('highlight')) this.#outlined = highlightOf(this.highlight) ?? [];
    // Nobody can press Start on a view-only board; a page may skip the draw.
    if ((this.readonly || this.skipStarter) && this.#game.snapshot.matches('starterDraw')) this.#game.send({ type: 'CONTINUE' });
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
    let preventScroll = false; // read once, whatever was passed (the browser's focus() throws on a string)
    try {
      preventScroll = typeof options === 'object' && options !== null && options.preventScroll === true;
    } catch {
      /* a hostile object: the default */
    }
    const target = focusTarget(this.renderRoot);
    if (target) target.focus({ preventScroll });
    else super.focus({ preventScroll });
  }

  get #lang(): Lang {
    return resolveLang(this._langAttribute ?? this.closest?.('[lang]')?.getAttribute('lang'));
  }
  // ---------------------------------------------------------------------------------------------
  // Rendering

  protected override render() {
    const seats = this.#seats;
    return boardView(
      this.#parts,
      {
        lang: this.#lang,
        names: seats.names,
        viewer: seats.viewer,
        rack: seats.rack,
        mayPlay: seats.mayPlay,
        rackHidden: seats.rackHidden,
        screen: seats.screenUp,
        readonly: this.readonly,
        outlined: this.#outlined,
        shown: this.#shown.on(this.#game.game),
        errors: this.#attributes.errors,
        message: this.#voice.message,
        announcement: this.#voice.announcement,
      },
      this.#actions,
    );
  }

  // Bound once: the template keeps the same listeners from one render to the next.
  // A button that goes away with its press hands the keyboard on (focusNext): it would fall to the page.
  readonly #actions: BoardActions = {
    start: () => this.start() && this.#focusNext(),
    act: (action) => this.#play.act(action),
    undo: () => this.undo(),
    nextGame: () => this.nextGame() && this.#focusNext(),
    reveal: (seat) => {
      this.#seats.reveal(seat);
      this.#focusNext();
    },
  };
}

export type { Action, GameState, Seat, Tile };
