/**
 * `<hexone-board>`: the Hexone board as a custom element (Lit 3), driven by the engine's XState machine.
 *
 * Flow: gesture or method → machine event (sent by `play.ts` through `game-controller.ts`) → pure rules →
 * a move applied, or the game jumped, or an event refused → DOM events, announcement, drawing
 * (`play.ts`, `drawing-controller.ts`) → render of the new snapshot. The element never decides a rule:
 * legality, previews and where the turn is all come from the engine and its machine.
 *
 * This class keeps the public methods and the element's lifecycle, and wires its jobs together; the properties
 * pages set, with what each means, are its base class's (`properties.ts`). Each job is a module named for it:
 * what the board sends its game and does with each answer (`play.ts`); Lit reactive controllers for the game (`game-controller.ts`), the drawing queue
 * (`drawing-controller.ts`), the computer's turn (`computer-controller.ts`), gestures, buttons and the
 * keys' help (`gesture-controller.ts`), moves drawn on the board (`marks-controller.ts`); the
 * attributes and what the board says, controllers shared with `<hexadominos-board>` (`components/shared/`,
 * the attributes read by `attributes.ts`); who plays each side (`sides.ts`); what is on screen, read from
 * all of them (`view.ts`: the SVG of `render.ts` in the DOM of `layout.ts`, the status line of `status.ts`).
 *
 * Importing this module defines nothing; `define.ts` registers the tag.
 */
import { type PropertyValues, render } from 'lit';
import type { Cell } from '../../engine/hexone/cells.js';
import type { Loadable } from '../../engine/hexone/history.js';
import { formatPosition } from '../../engine/hexone/notation.js';
import { type GameRecord, formatRecord, recordToUrl } from '../../engine/hexone/record.js';
import type { Action, GameState, Player, RuleError, Rules } from '../../engine/hexone/types.js';
import { DEFAULT_LEVEL, type Level, type LevelName, isLevel, levelOf } from '../shared/levels.js';
import { AttributesController } from '../shared/attributes-controller.js';
import { frozenCopy } from '../shared/frozen.js';
import { FedProperties } from '../shared/values.js';
import { VoiceController } from '../shared/voice-controller.js';
import { TEXT_READERS, boardAttributes, coerceProperties } from './attributes.js';
import { ComputerController } from './computer-controller.js';
import { DrawingController } from './drawing-controller.js';
import { GameController } from './game-controller.js';
import { GestureController } from './gesture-controller.js';
import { defaultNames, describeError, loadLang, resolveLang, strings } from './i18n.js';
import type { BoardError, Lang, Names } from './i18n-types.js';
import { MarksController } from './marks-controller.js';
import { botOf, firstPlayerOf, namesOf, rulesOf, speedNow } from './options.js';
import { Play } from './play.js';
import { HexoneBoardProperties } from './properties.js';
import { coins } from './render.js';
import { Sides } from './sides.js';
import { type BoardParts, type BoardText, boardView, choiceNow, previewsNow } from './view.js';
import { styles } from './hexone-board.styles.js';

/**
 * An embeddable, playable Hexone board: classic, Express and Longue rules, tiles edition, undo/redo,
 * animated chains, keyboard and screen-reader play, optional computer opponent, moves drawn on the board.
 * What it hands a page is a copy: `state`, `rules`, `gameRecord` and every event's `detail` are deep-frozen
 * copies, so writing to them changes nothing in the game (in strict mode the write throws).
 *
 * @summary The Hexone board, playable or read-only.
 *
 * @attr {'classic'|'express'|'long'} exits - What happens to pawns pushed off the board (default `classic`).
 * @attr {boolean} tiles - Tiles edition: removable outer tiles and a score.
 * @attr {'b'|'w'} first - Who opens a new game (default `b`).
 * @attr {string} position - Position text to start from, e.g. `classic w b2:2b c3:1w d4:2w`.
 * @attr {string} record - A game record (text `… | d3 b2 c2` or URL form `classic.b.opening~d3.b2`); wins over `position`.
 * @attr {boolean} readonly - View only: no moves from the user (methods still work).
 * @attr {boolean} coordinates - Show cell names.
 * @attr {'fr'|'en'} lang - Language of the board (default: the closest `[lang]`, then English).
 * @attr {number} animation-speed - Animation speed multiplier (default 1; `0` turns animation off).
 * @attr {boolean} step-mode - Pause before each explosion of a computer's chain until `step()` or the Next button.
 * @attr {string} highlight - Cells to mark for teaching, e.g. `b2 c3`.
 * @attr {'b'|'w'|'both'} computer - Side(s) the computer plays.
 * @attr {'newcomer'|'beginner'|'casual'|'club'|'expert'|'easy'|'medium'|'hard'} level - The computer's strength, weakest first (default `casual`; the older `easy`, `medium`, `hard` mean `newcomer`, `casual`, `expert`).
 * @attr {boolean} sound - Short synthesised sounds for placing, exploding, capturing and the game's end (default off: a board is silent unless its page asks).
 *
 * @fires {CustomEvent<MoveDetail>} hexone-move - Before a user's move is applied; cancelable (`preventDefault()` refuses it).
 * @fires {CustomEvent<PlaceDetail>} hexone-place - A pawn was placed: `{ player, cell, events, state }`.
 * @fires {CustomEvent<ExplodeDetail>} hexone-explode - A cell exploded: `{ player, cell, toward, events, state }`.
 * @fires {CustomEvent<TurnDetail>} hexone-turn - The turn passed: `{ toMove, state }`.
 * @fires {CustomEvent<GameOverDetail>} hexone-game-over - Someone won: `{ winner, score, state }`.
 * @fires {CustomEvent<ChangeDetail>} hexone-change - The game changed: `{ state, record, reason }` (move, undo, redo, reset, load).
 * @fires {CustomEvent<ErrorDetail>} hexone-error - Something was refused or is malformed: `{ code, message, error }`.
 *
 * @csspart board - The SVG board (role grid).
 * @csspart cell - Every cell; state names stack on it: `own-b`, `own-w`, `legal`, `explodable`, `selected`, `target`, `y1`, `y2`, `highlight`, `white`, `gray`, `removed`, `centre`, `peak`, `exploding` (its explosion is being drawn).
 * @csspart pawns - A stack of pawns (also `pawns-b` / `pawns-w`).
 * @csspart status - The line saying whose turn it is or who won.
 * @csspart controls - The buttons (undo, redo, Y choice, next).
 * @csspart button - Each button.
 * @csspart error - The inline message shown when an attribute is invalid.
 * @csspart message - Why the last gesture was refused.
 * @csspart help - The keys' help panel (the Keys button, or `?`).
 *
 * @cssprop [--hexone-b-color=#20232b] - Pawns of side `b`.
 * @cssprop [--hexone-b-edge=#000000] - Edge of `b` pawns.
 * @cssprop [--hexone-b-text=#ffffff] - Numbers on `b` stacks.
 * @cssprop [--hexone-w-color=#f8f5ec] - Pawns of side `w`.
 * @cssprop [--hexone-w-edge=#5c5849] - Edge of `w` pawns.
 * @cssprop [--hexone-w-text=#20232b] - Numbers on `w` stacks.
 * @cssprop [--hexone-cell-fill=#e6d7b8] - Cells.
 * @cssprop [--hexone-cell-stroke=#6b5a3c] - Cell outlines and peak arrows.
 * @cssprop [--hexone-centre-stroke=#6b5a3c] - The centre's mark.
 * @cssprop [--hexone-tile-white=#fdfcf8] - White tiles (tiles edition).
 * @cssprop [--hexone-tile-gray=#a9adb2] - Gray tiles (dark: #85898f).
 * @cssprop [--hexone-removed-stroke=#8a8a8a] - Outline where a tile was removed.
 * @cssprop [--hexone-tile-text=#1d1d1f] - Points and coordinates on tiles.
 * @cssprop [--hexone-legal=#1f7a48] - Cells where a pawn may go.
 * @cssprop [--hexone-explodable=#c2381f] - Cells that may explode, the chosen one, messages.
 * @cssprop [--hexone-y1=#1559b0] - First Y of the preview.
 * @cssprop [--hexone-y2=#a3107c] - Second Y of the preview.
 * @cssprop [--hexone-highlight=#d99a00] - Cells named in `highlight`.
 * @cssprop [--hexone-hint=#0b6b6b] - A move drawn by `showMove`.
 * @cssprop [--hexone-trail=#5b5447] - The other side's last turn, drawn faintly.
 * @cssprop [--hexone-focus=#1a66d6] - Keyboard focus ring.
 * @cssprop [--hexone-text=#1d1d1f] - Text.
 * @cssprop [--hexone-muted=#5b5447] - Coordinates.
 * @cssprop [--hexone-button-bg=#f3efe6] - Buttons.
 * @cssprop [--hexone-font=system-ui, sans-serif] - Font.
 */
export class HexoneBoard extends HexoneBoardProperties {
  static override styles = styles;
  /** The text properties' values (properties.ts), as set and as read. */
  protected readonly _fed = new FedProperties(this, TEXT_READERS);
  /** The level the computer plays: the last `level` given that names one (absent: the middle of the ladder). */
  #level: Level = DEFAULT_LEVEL;

  readonly #voice = new VoiceController<RuleError | BoardError>(this, { event: 'hexone-error', describe: (error) => describeError(error, this.#lang) });
  readonly #game = new GameController(this, {
    applied: (move) => this.#play.applied(move),
    jumped: (reason) => this.#play.jumped(reason),
    refused: (error) => this.#voice.refuse(error),
  });
  readonly #drawing = new DrawingController(this, this.#game, {
    speed: () => speedNow(this.animationSpeed, this.isConnected),
    drawStack: (count, into) => render(coins(count, true), into),
    settled: () => this.#play.afterChange(),
  });
  readonly #computer = new ComputerController(this, this.#game, this.#drawing, {
    options: () => ({ bot: botOf(this.bot), level: this.#level, stepMode: this.stepMode }),
    toMove: () => this.#sides.computerToMove,
    done: () => this.#play.afterChange(),
    reportError: (error) => this.#voice.refuse(error),
  });
  readonly #attributes = new AttributesController(
    this,
    boardAttributes(this, this.#game, (error) => this.#voice.refuse(error, false)),
  );
  readonly #sides = new Sides(this, this.#game, this.#attributes);
  readonly #gestures = new GestureController(this, this.#game, this.#drawing, {
    mayPlay: () => this.#sides.personMayPlay && !this.#computer.thinking,
    sides: this.#sides,
    readonly: () => this.readonly,
    previews: () => previewsNow(this.#game, this.#drawing),
    send: (event) => this.#play.send(event),
    move: (action) => this.#play.userMove(action),
    refuse: (error) => this.#voice.refuse(error),
    chosen: () => this.#voice.announce(choiceNow(this.#parts, this.#lang)),
    kept: (cell) => this.#voice.announce(strings(this.#lang).kept(cell)),
    helpToggled: (open) => this.#voice.announce(open ? strings(this.#lang).helpShown : strings(this.#lang).helpHidden),
    bothLand: (cell, to) => this.#voice.announce(strings(this.#lang).bothLand(cell, to)),
    step: () => this.step(),
    undo: () => this.undo(),
    redo: () => this.redo(),
  });
  readonly #marks = new MarksController(this, this.#game, {
    announce: (text) => this.#voice.announce(text),
    refuse: (error) => this.#voice.refuse(error),
    strings: () => strings(this.#lang),
    trails: (player) => this.#sides.trails(player),
  });
  /** The controllers, as the view reads them to draw (view.ts). */
  readonly #parts: BoardParts = {
    game: this.#game,
    drawing: this.#drawing,
    computer: this.#computer,
    gestures: this.#gestures,
    marks: this.#marks,
    attributes: this.#attributes,
    sides: this.#sides,
    voice: this.#voice,
  };
  /** What the board sends its game and does with each answer (play.ts). */
  readonly #play = new Play(this, this.#parts, { lang: () => this.#lang, names: () => this.#sideNames });

  // ---------------------------------------------------------------------------------------------
  // Public API

  /**
   * The current game state (the game's truth; the drawing may lag it during an animation), as a deep-frozen
   * copy: writing to it (`state.phase = 'over'`) changes nothing in the game (in strict mode it throws).
   * The same copy until the game changes.
   */
  get state(): GameState {
    return frozenCopy(this.#game.state);
  }
  /** The rule set in play (a frozen copy); setting it starts a new game with those rules. */
  get rules(): Rules {
    return frozenCopy(this.#game.state.rules);
  }
  set rules(value: Partial<Rules>) {
    const rules = rulesOf(value);
    if ('code' in rules) this.#voice.refuse(rules);
    else this.#play.send({ type: 'RESTART', rules, first: firstPlayerOf(this.first) }, 'reset');
  }
  /** The game so far (start position and moves up to the current one), a frozen copy; setting it loads a record. */
  get gameRecord(): GameRecord {
    return frozenCopy(this.#game.record);
  }
  set gameRecord(record: GameRecord) {
    this.load(record);
  }

  /** The cell chosen to explode, waiting for its Y (null when none). */
  get selected(): Cell | null {
    return this.#game.selected;
  }

  /** Places a pawn of the side to move. Returns whether it was applied. */
  place(cell: Cell | string): boolean {
    return this.#play.send({ type: 'PLACE', cell });
  }
  /** Explodes `cell` along its Y through `toward`. Returns whether it was applied. */
  explode(cell: Cell | string, toward: Cell | string): boolean {
    return this.#play.send({ type: 'EXPLODE', cell, toward });
  }
  /** Passes (only legal when the side to move cannot place anywhere). Returns whether it was applied. */
  pass(): boolean {
    return this.#play.send({ type: 'PASS' });
  }
  /** Chooses the cell to explode (shows its Y preview). Returns whether it was accepted. */
  select(cell: Cell | string): boolean {
    return this.#play.send({ type: 'SELECT', cell });
  }
  /** Takes back one move (against the computer: back to your previous turn). Returns whether anything changed. */
  undo(): boolean {
    return this.#play.travel('UNDO');
  }
  /** Replays one undone move (against the computer: up to your next turn). */
  redo(): boolean {
    return this.#play.travel('REDO');
  }
  /** Starts again from the attributes: the `record` or `position` if given, else a new game. */
  reset(): void {
    this.#attributes.configure();
  }
  /** Loads position text, record text, the URL form, a GameState or a GameRecord. Returns whether it loaded. */
  load(source: Loadable): boolean {
    const loaded = this.#game.load(source); // read once there; refused through the voice
    if (loaded) {
      this.#voice.accepted();
      this.#attributes.replaced();
    }
    return loaded;
  }
  /** The current position as position text. */
  getPosition(): string {
    return formatPosition(this.#game.state);
  }
  /** The game as record text. */
  getRecord(): string {
    return formatRecord(this.gameRecord);
  }
  /** The game in URL form (safe in a query string or fragment). */
  getRecordUrl(): string {
    return recordToUrl(this.gameRecord);
  }
  /**
   * The turn the computer would play for the side to move (placement, then chain choices), without
   * playing it: a "suggest a move" hint. Uses the same bot as `computer`; resolves [] when there is nothing to play.
   */
  suggest(level: LevelName = DEFAULT_LEVEL): Promise<Action[]> {
    return this.#game.stage === 'over' ? Promise.resolve([]) : this.#computer.chooseTurn(this.#game.state, level).catch(() => []);
  }
  /**
   * Draws a move on the board without playing it: the cell, then each explosion's arrows, numbered in
   * play order, and reads it to screen readers. `move` is move text (`"c2 c2>d3"`), an action, or a list
   * of either (what `suggest()` resolves), played from the current position. The drawing stays until the
   * next move, undo, load, or `hideMove()`. Returns false, and reports why, when it is not legal here.
   */
  showMove(move: string | Action | readonly (string | Action)[]): boolean {
    return this.#marks.show(move);
  }
  /** Takes a move drawn by `showMove` off the board. */
  hideMove(): void {
    this.#marks.hide();
  }
  /** In step mode: plays the next explosion of the computer's chain. */
  step(): void {
    this.#drawing.step();
  }
  /** Puts keyboard focus on the board: on its cell in the tab order (where the keyboard left off). */
  override focus(): void {
    this.#gestures.focusTo(this.#gestures.focusCell);
  }
  /** Resolves when animations and any computer move are done, or when step mode waits for `step()`. */
  whenIdle(): Promise<void> {
    return this.#computer.whenIdle();
  }

  // ---------------------------------------------------------------------------------------------
  // Lifecycle, language

  /** A board speaking a language not loaded yet (French, in the standalone build) waits for its strings. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const loading = loadLang(this.#lang);
    return loading ? loading.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    coerceProperties(this, changed);
    this.#attributes.update(changed);
    // A level that names none is refused (shown and reported) and changes nothing: the computer keeps the last one.
    if (changed.has('level') && (this.level === null || isLevel(this.level))) this.#level = levelOf(this.level);
    // The sounds come with the first `sound` set (components/shared/sound.ts); a file that fails to load is silence.
    if (changed.has('sound') && this.sound)
      import('../shared/sound.js').then(
        (sound) => sound.listen(this),
        () => undefined,
      );
    if (changed.has('computer')) this.#computer.stopUnlessItsTurn();
    // Before rendering (state set here costs no second update): choose a lone explodable cell, wake the computer.
    if (!this.hasUpdated || changed.has('computer') || changed.has('readonly') || changed.has('bot')) this.#play.afterChange(true);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.#play.afterChange(); // moved in the page: a computer turn dropped on leaving starts again
  }

  get #lang(): Lang {
    return resolveLang(this._langAttribute ?? this.closest('[lang]')?.getAttribute('lang'));
  }
  get #sideNames(): Names {
    return { ...defaultNames(this.#lang), ...namesOf(this.names) };
  }

  // ---------------------------------------------------------------------------------------------
  // Rendering (what is drawn comes from view.ts)

  /** The board's language and the sides' names in it (defaults filled in). */
  #text(): BoardText {
    return { lang: this.#lang, names: this.#sideNames };
  }

  protected override render() {
    return boardView(this.#parts, this, this.#text(), this.#gestures.actions);
  }
}

/** Also returned by `HexoneBoard.prototype.state`; re-exported for convenience. */
export type { GameState, Action, Cell, Player };
export type { Names } from './i18n-types.js';
export type { TurnChooser, Level, LevelName } from './computer.js';
