/**
 * `<hexone-board>`: the Hexone board as a custom element (Lit 3), driven by the engine's XState machine.
 *
 * Flow: gesture or method → machine event → pure rules → `applied` / `rejected` / `timeline` → DOM events,
 * announcement, animation → render of the new snapshot. The element never decides a rule: legality,
 * previews and what happened all come from the engine.
 *
 * Importing this module defines nothing; `define.ts` registers the tag.
 */
import { LitElement, type PropertyDeclarations, type PropertyValues, html, nothing, render } from 'lit';
import { type Actor, createActor } from 'xstate';
import { type Cell, isCell, yName } from '../../engine/hexone/cells.js';
import { type Loadable, toRecord } from '../../engine/hexone/history.js';
import { type GameMachineEmitted, type GameMachineEvent, actionEvent, gameMachine } from '../../engine/hexone/machine.js';
import { formatPosition } from '../../engine/hexone/notation.js';
import { type GameRecord, formatAction, formatRecord, recordToUrl } from '../../engine/hexone/record.js';
import { explodableCells, legalPlacements } from '../../engine/hexone/rules.js';
import { type Action, type GameEvent, type GameState, type Player, type RuleError, type Rules } from '../../engine/hexone/types.js';
import type { Animator } from './animator.js';
import type { Level, TurnChooser } from './computer.js';
import { type ChangeReason, fire } from './events.js';
import { ROWS_TOP_DOWN, VIEWBOX } from './geometry.js';
import { type BoardError, type Lang, type Names, defaultNames, describeError, describeEvents, loadLang, resolveLang, strings } from './i18n.js';
import { keyCommand } from './keyboard.js';
import { CONFIG, computerSides, isOptionError, optionErrors, ruleErrors, speedOf } from './options.js';
import { type YPreview, previewYs, yAt } from './preview.js';
import { boardTemplate, coins } from './render.js';
import { styles } from './hexone-board.styles.js';

type Snapshot = ReturnType<Actor<typeof gameMachine>['getSnapshot']>;

/**
 * An embeddable, playable Hexone board: classic, Express and Longue rules, tiles edition, undo/redo,
 * animated chains, keyboard and screen-reader play, optional computer opponent.
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
 * @attr {'easy'|'medium'|'hard'} level - The computer's strength (default `medium`).
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
 * @csspart cell - Every cell; state names stack on it: `own-b`, `own-w`, `legal`, `explodable`, `selected`, `target`, `y1`, `y2`, `highlight`, `white`, `gray`, `removed`, `centre`, `peak`.
 * @csspart pawns - A stack of pawns (also `pawns-b` / `pawns-w`).
 * @csspart status - The line saying whose turn it is or who won.
 * @csspart controls - The buttons (undo, redo, Y choice, next).
 * @csspart button - Each button.
 * @csspart error - The inline message shown when an attribute is invalid.
 * @csspart message - Why the last gesture was refused.
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
 * @cssprop [--hexone-tile-gray=#a9adb2] - Gray tiles.
 * @cssprop [--hexone-removed-stroke=#8a8a8a] - Outline where a tile was removed.
 * @cssprop [--hexone-tile-text=#1d1d1f] - Points and coordinates on tiles.
 * @cssprop [--hexone-legal=#1f7a48] - Cells where a pawn may go.
 * @cssprop [--hexone-explodable=#c2381f] - Cells that may explode, the chosen one, messages.
 * @cssprop [--hexone-y1=#1559b0] - First Y of the preview.
 * @cssprop [--hexone-y2=#a3107c] - Second Y of the preview.
 * @cssprop [--hexone-highlight=#d99a00] - Cells named in `highlight`.
 * @cssprop [--hexone-focus=#1a66d6] - Keyboard focus ring.
 * @cssprop [--hexone-text=#1d1d1f] - Text.
 * @cssprop [--hexone-muted=#5b5447] - Coordinates.
 * @cssprop [--hexone-button-bg=#f3efe6] - Buttons.
 * @cssprop [--hexone-font=system-ui, sans-serif] - Font.
 */
export class HexoneBoard extends LitElement {
  static override styles = styles;
  // Reactive properties declared here rather than with decorators: no decorator code in the bundle.
  // (`attribute: false` on internal state too: the manifest analyzer would list it as attributes otherwise.)
  static override properties: PropertyDeclarations = {
    exits: {},
    tiles: { type: Boolean },
    first: {},
    position: {},
    record: {},
    readonly: { type: Boolean, reflect: true },
    coordinates: { type: Boolean },
    animationSpeed: { attribute: 'animation-speed' },
    stepMode: { type: Boolean, attribute: 'step-mode' },
    highlight: {},
    computer: {},
    level: {},
    names: { attribute: false },
    bot: { attribute: false },
    _langAttribute: { attribute: 'lang' },
    _shown: { state: true, attribute: false },
    _focusCell: { state: true, attribute: false },
    _hoverY: { state: true, attribute: false },
    _message: { state: true, attribute: false },
    _attributeErrors: { state: true, attribute: false },
    _announcement: { state: true, attribute: false },
    _paused: { state: true, attribute: false },
    _thinking: { state: true, attribute: false },
    _busy: { state: true, attribute: false },
  };

  /** Exit rule of a new game: `classic`, `express` or `long`. */
  exits: string | null = null;
  /** Tiles edition for a new game. */
  tiles = false;
  /** Who opens a new game: `b` or `w`. */
  first: string | null = null;
  /** Position text to start from. */
  position: string | null = null;
  /** Record text or URL form to load (wins over `position`). */
  record: string | null = null;
  /** View only: user gestures are ignored. */
  readonly = false;
  /** Show cell names. */
  coordinates = false;
  /** Animation speed multiplier; 0 turns animation off. */
  animationSpeed: string | null = null;
  /** Pause before each explosion of a computer's chain. */
  stepMode = false;
  /** Cells marked for teaching, space-separated. */
  highlight: string | null = null;
  /** Side(s) played by the computer: `b`, `w` or `both`. */
  computer: string | null = null;
  /** The computer's level: `easy`, `medium` (default) or `hard`. */
  level: string | null = null;
  /** Display names of the sides, e.g. `{ b: 'Blue', w: 'Red' }` (defaults: Black/White, Noir/Blanc). */
  names: Partial<Names> | null = null;
  /** A custom computer player (defaults to the built-in bot, loaded when `computer` is first needed). */
  bot: TurnChooser | null = null;

  // Internal state. Reactive state (Lit cannot observe `#` fields) and what the parts loaded on demand
  // read (computer-turn.ts) are named `_…`: the standalone build shortens those names in every file
  // alike, and the manifest leaves them out. Neither is API.
  // `lang` is a global attribute: observed here without shadowing the native `lang` property.
  private _langAttribute: string | null = null;
  private _focusCell: Cell = 'c3';
  private _hoverY: 0 | 1 | null = null;
  private _message = ''; // why the last gesture was refused
  private _attributeErrors: BoardError[] = [];
  private _announcement = '';
  private _paused = false; // step mode: waiting for step()
  private _busy = 0; // animation tasks queued or running
  /** @internal The position drawn (lags the game while a move is animated). */
  _shown: GameState;
  /** @internal The computer is choosing its turn. */
  _thinking = false;
  /** @internal The animations queued so far. */
  _queue: Promise<void> = Promise.resolve();
  /** @internal The built-in computer player, started the first time this board needs one. */
  _ownBot: TurnChooser | null = null;
  /** @internal Bumped by undo/redo/load/reset: queued work from before is dropped. */
  _generation = 0;
  /** @internal While a computer plays a whole turn without animation: draw once at the end. */
  _frozen = false;

  #actor = createActor(gameMachine, { input: {} }).start();
  #emitted: GameMachineEmitted[] | null = null;
  #animator: Animator | null = null; // loaded with the first animated move
  #animatorLoad: Promise<Animator> | null = null;
  #hurrying = false; // a gesture came: moves queued until the drawing catches up are drawn at once
  #configKey = JSON.stringify(CONFIG.map(() => null)); // no attributes: the new game made at construction
  #zig = { zig: false };
  #resume: (() => void) | null = null;
  #pauseWaiters: (() => void)[] = []; // whenIdle() calls waiting while a step is pending
  #computerTurn: Promise<void> | null = null;
  #computerFailedOn: GameState | null = null; // a position the computer found no move for: not asked again

  constructor() {
    super();
    this._shown = this.#game;
    this.#actor.on('*', (e: GameMachineEmitted) => this.#emitted?.push(e));
  }

  // ---------------------------------------------------------------------------------------------
  // Public API

  /** The current game state (the game's truth; the drawing may lag it during an animation). */
  get state(): GameState {
    return this.#game;
  }
  /** The rule set in play; setting it starts a new game with those rules. */
  get rules(): Rules {
    return this.#game.rules;
  }
  set rules(rules: Partial<Rules>) {
    this.#send({ type: 'RESTART', rules, first: this.#firstPlayer() }, 'reset');
  }
  /** The game so far (start position and moves up to the current one); setting it loads a record. */
  get gameRecord(): GameRecord {
    return toRecord(this.#snapshot.context.history);
  }
  set gameRecord(record: GameRecord) {
    this.load(record);
  }

  /** The cell chosen to explode, waiting for its Y (null when none). */
  get selected(): Cell | null {
    return this.#snapshot.context.selected;
  }

  /** Places a pawn of the side to move. Returns whether it was applied. */
  place(cell: Cell | string): boolean {
    return this.#send({ type: 'PLACE', cell });
  }
  /** Explodes `cell` along its Y through `toward`. Returns whether it was applied. */
  explode(cell: Cell | string, toward: Cell | string): boolean {
    return this.#send({ type: 'EXPLODE', cell, toward });
  }
  /** Passes (only legal when the side to move cannot place anywhere). Returns whether it was applied. */
  pass(): boolean {
    return this.#send({ type: 'PASS' });
  }
  /** Chooses the cell to explode (shows its Y preview). Returns whether it was accepted. */
  select(cell: Cell | string): boolean {
    return this.#send({ type: 'SELECT', cell });
  }
  /** Takes back one move (against the computer: back to your previous turn). Returns whether anything changed. */
  undo(): boolean {
    return this.#travel('UNDO');
  }
  /** Replays one undone move (against the computer: up to your next turn). */
  redo(): boolean {
    return this.#travel('REDO');
  }
  /** Starts again from the attributes: the `record` or `position` if given, else a new game. */
  reset(): void {
    this.#configure('reset');
  }
  /** Loads position text, record text, the URL form, a GameState or a GameRecord. Returns whether it loaded. */
  load(source: Loadable): boolean {
    const ok = this.#send({ type: 'LOAD', source }, 'load');
    if (ok) this._attributeErrors = this._attributeErrors.filter(isOptionError);
    return ok;
  }
  /** The current position as position text. */
  getPosition(): string {
    return formatPosition(this.#game);
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
  async suggest(level: Level = 'medium'): Promise<Action[]> {
    if (this.#game.phase === 'over') return [];
    try {
      return await (await import('./computer-turn.js')).chooseTurn(this, this.#game, level);
    } catch {
      return [];
    }
  }
  /** In step mode: plays the next explosion of the computer's chain. */
  step(): void {
    const go = this.#resume;
    this.#resume = null;
    this._paused = false;
    go?.();
  }
  /** Resolves when animations and any computer move are done, or when step mode waits for `step()`. */
  async whenIdle(): Promise<void> {
    for (;;) {
      await this.updateComplete; // an update may start work (a new attribute can wake the computer)
      const work = this.#computerTurn ?? (this._busy ? this._queue : null);
      if (!work || this._paused) break;
      await Promise.race([work, new Promise<void>((resolve) => this.#pauseWaiters.push(resolve))]);
    }
    this.#pauseWaiters = [];
  }

  // ---------------------------------------------------------------------------------------------
  // Machine

  get #snapshot(): Snapshot {
    return this.#actor.getSnapshot();
  }
  get #game(): GameState {
    const h = this.#snapshot.context.history;
    return h.states[h.cursor];
  }

  /** Sends one event to the machine; returns what it emitted in answer. */
  #capture(event: GameMachineEvent): GameMachineEmitted[] {
    const emitted: GameMachineEmitted[] = (this.#emitted = []);
    this.#actor.send(event);
    this.#emitted = null;
    return emitted;
  }

  /** Sends one event and handles what the machine emitted; true when it was not refused. */
  #send(event: GameMachineEvent, reason: ChangeReason = 'move'): boolean {
    const before = this.#game;
    let ok = true;
    for (const e of this.#capture(event)) {
      if (e.type === 'rejected') {
        ok = false;
        this.#reportError(e.error);
      } else if (e.type === 'applied') this.#applied(before, e.action, e.events, e.state);
      else this.#changed(reason === 'move' ? (e.change === 'restart' ? 'reset' : e.change) : reason);
    }
    if (ok) this._message = '';
    this.requestUpdate();
    return ok;
  }

  #applied(before: GameState, action: Action, events: GameEvent[], after: GameState): void {
    const player = before.toMove;
    if (action.type === 'place') fire(this, 'hexone-place', { player, cell: action.cell, events, state: after });
    else if (action.type === 'explode') fire(this, 'hexone-explode', { player, cell: action.cell, toward: action.toward, events, state: after });
    for (const e of events) {
      if (e.type === 'turn') fire(this, 'hexone-turn', { toMove: e.toMove, state: after });
      if (e.type === 'won') fire(this, 'hexone-game-over', { winner: e.winner, score: e.score, state: after });
    }
    fire(this, 'hexone-change', { state: after, record: this.getRecord(), reason: 'move' });
    this.#announce(describeEvents(events, this.#boardLang, this.#sideNames));
    this.#animateMove(before, action, events, after);
  }

  #changed(reason: ChangeReason): void {
    this._generation++;
    this.#hurry();
    this.step(); // a paused computer turn is abandoned (its generation is stale)
    if (!this._frozen) this._shown = this.#game;
    fire(this, 'hexone-change', { state: this.#game, record: this.getRecord(), reason });
    this.#announce(this.#statusText());
    this.#afterChange();
  }

  /** Undo/redo; against the computer, as far as the start of one of the user's turns. */
  #travel(type: 'UNDO' | 'REDO'): boolean {
    if (!this.#send({ type })) return false;
    const h = () => this.#snapshot.context.history;
    while (computerSides(this.computer).length && !this.#isUserTurnStart() && (type === 'UNDO' ? h().cursor > 0 : h().cursor < h().states.length - 1)) {
      this.#send({ type });
    }
    return true;
  }

  #isUserTurnStart(): boolean {
    const g = this.#game;
    return !computerSides(this.computer).includes(g.toMove) && (g.phase === 'place' || g.phase === 'opening');
  }

  #reportError(error: RuleError | BoardError, inline = true): void {
    const message = describeError(error, this.#boardLang);
    if (inline) this._message = message;
    fire(this, 'hexone-error', { code: error.code, message, error });
  }

  // ---------------------------------------------------------------------------------------------
  // Attributes

  /** A board speaking a language not loaded yet (French, in the standalone build) waits for its strings. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const strings = loadLang(this.#boardLang);
    return strings ? strings.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.#configKeyNow() !== this.#configKey) this.#configure('load');
    if (changed.has('animationSpeed') || changed.has('computer') || changed.has('level') || changed.has('highlight')) {
      this.#checkOptions();
    }
    // Before rendering (state set here costs no second update): choose a lone explodable cell, wake the computer.
    if (!this.hasUpdated || changed.has('computer') || changed.has('readonly') || changed.has('bot')) this.#afterChange(true);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.#afterChange(); // moved in the page: a computer turn dropped on leaving starts again
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._generation++;
    this.#hurry();
    this.step();
    this._ownBot?.dispose();
    this._ownBot = null;
  }

  /** Applies exits/tiles/first/position/record: load the record or position if given, else a new game. */
  #configure(reason: ChangeReason): void {
    this.#configKey = this.#configKeyNow();
    const exits = this.exits ?? 'classic';
    const first = this.first ?? 'b';
    const errors = ruleErrors(exits, first);
    const rules = { exits: errors.length ? 'classic' : exits, tiles: this.tiles } as Rules;
    const source = this.record ?? this.position;
    let loaded = false;
    if (source !== null && !errors.length) {
      const refused = this.#capture({ type: 'LOAD', source }).find((e) => e.type === 'rejected');
      if (refused) errors.push({ ...refused.error, attribute: this.record !== null ? 'record' : 'position' });
      else loaded = true;
    }
    if (!loaded) this.#actor.send({ type: 'RESTART', rules, first: first === 'w' ? 'w' : 'b' });
    this._attributeErrors = [...errors, ...this._attributeErrors.filter(isOptionError)];
    for (const e of errors) this.#reportError(e, false);
    this.#changed(reason);
  }

  /** Checks the options that do not change the game (speed, computer, level, highlight). */
  #checkOptions(): void {
    const errors = [...this._attributeErrors.filter((e) => !isOptionError(e)), ...optionErrors(this)];
    const fresh = errors.filter((e) => !this._attributeErrors.some((o) => o.attribute === e.attribute && o.value === e.value));
    this._attributeErrors = errors;
    for (const e of fresh) this.#reportError(e, false);
  }

  #configKeyNow(): string {
    return JSON.stringify(CONFIG.map((name) => this[name] || null));
  }

  /** @internal Whether moves are animated now (speed above 0 and no reduced-motion preference). */
  get _animated(): boolean {
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    return !reduced && (speedOf(this.animationSpeed) ?? 1) > 0 && this.isConnected;
  }

  get #boardLang(): Lang {
    return resolveLang(this._langAttribute ?? this.closest('[lang]')?.getAttribute('lang'));
  }
  get #sideNames(): Names {
    return { ...defaultNames(this.#boardLang), ...(this.names ?? {}) };
  }
  #firstPlayer(): Player {
    return this.first === 'w' ? 'w' : 'b';
  }

  // ---------------------------------------------------------------------------------------------
  // Animation queue: the drawing follows the game one action at a time.

  #animateMove(before: GameState, action: Action, events: GameEvent[], after: GameState): void {
    if (this._frozen) return;
    if (!this._animated && !this._busy) {
      this._shown = after;
      this.#afterChange();
      return;
    }
    const generation = this._generation;
    this._busy++;
    this._queue = this._queue
      .then(async () => {
        if (generation !== this._generation) return; // undone, reloaded…: the drawing jumps to the game
        if (!this._animated) {
          this._shown = after;
          return;
        }
        const animator = await this.#loadAnimator();
        animator.speed = this.#hurrying ? 0 : (speedOf(this.animationSpeed) ?? 1);
        await animator.play(before, action, events, after);
      })
      .catch(() => undefined) // an animation that failed (or could not load) must not stop the game
      .finally(() => {
        this._busy--;
        if (!this._busy) {
          this.#hurrying = false;
          this._shown = this.#game;
          this.#afterChange();
        }
      });
  }

  /**
   * The animator, fetched the first time a move is animated: `animator.ts` is a module of its own, so
   * view-only boards and reduced motion never download it. A failed fetch is tried again next move.
   */
  #loadAnimator(): Promise<Animator> {
    this.#animatorLoad ??= import('./animator.js').then(
      ({ Animator }) => {
        const draw = (state: GameState) => {
          this._shown = state;
          return this.updateComplete;
        };
        return (this.#animator = new Animator(() => this.renderRoot ?? null, draw, (count, into) => render(coins(count, true), into)));
      },
      (error: unknown) => {
        this.#animatorLoad = null;
        throw error;
      },
    );
    return this.#animatorLoad;
  }

  /**
   * A gesture, undo or the board leaving the page must never wait for an animation: while the drawing
   * lags the game, what is running finishes now and every move queued until it catches up (the
   * gesture's own included) is drawn at once. On a settled board, the gesture's move is animated.
   */
  #hurry(): void {
    if (!this._busy) return;
    this.#hurrying = true;
    this.#animator?.hurry();
  }

  /** After the game or the drawing settles: auto-choose a lone explodable cell, let the computer play. */
  #afterChange(updating = false): void {
    if (this._busy || this._frozen || !(this.hasUpdated || updating)) return;
    const g = this.#game;
    if (this.#userMayPlay() && g.phase === 'explode' && !this.#snapshot.context.selected) {
      const cells = explodableCells(g);
      if (cells.length === 1) this.#send({ type: 'SELECT', cell: cells[0] });
    }
    this.#maybeComputer();
  }

  // ---------------------------------------------------------------------------------------------
  // Computer

  #maybeComputer(): void {
    const g = this.#game;
    if (this.#computerTurn || g.phase === 'over' || !computerSides(this.computer).includes(g.toMove) || this.#configError) return;
    if (g === this.#computerFailedOn) return;
    const generation = this._generation;
    this._thinking = true;
    this.#computerTurn = import('./computer-turn.js')
      .then(({ playComputerTurn }) => playComputerTurn(this, g, generation))
      .catch((error: unknown) => {
        this.#computerFailedOn = g;
        this.#reportError({ code: 'computer-failed', reason: String((error as Error)?.message ?? error) });
      })
      .finally(() => {
        this._thinking = false;
        this._paused = false;
        this.#computerTurn = null;
        this.#afterChange();
      });
  }

  /** @internal Step mode: pauses until `step()`. */
  _pause(): Promise<void> {
    this._paused = true;
    for (const wake of this.#pauseWaiters.splice(0)) wake();
    return new Promise<void>((resolve) => (this.#resume = resolve));
  }

  /** @internal Plays a computer's move; throws if the board refuses it (the computer then reports a failure). */
  _play(action: Action): void {
    if (!this.#send(actionEvent(action))) throw new Error(`refused move ${formatAction(action)}`);
  }

  // ---------------------------------------------------------------------------------------------
  // Gestures

  get #configError(): boolean {
    return !this._attributeErrors.every(isOptionError);
  }

  #userMayPlay(): boolean {
    return !this.readonly && !this.#configError && !computerSides(this.computer).includes(this.#game.toMove) && this.#game.phase !== 'over';
  }

  /** A user's move: `hexone-move` first (cancelable), then the machine. */
  #userMove(action: Action): boolean {
    if (!fire(this, 'hexone-move', { action }, true)) return false;
    return this.#send(actionEvent(action));
  }

  /** A tap, click, Enter or Space on a cell. */
  #activate(cell: Cell): void {
    if (!this.#userMayPlay() || this._thinking) return;
    this.#hurry();
    const g = this.#game;
    if (g.phase !== 'explode') {
      this.#userMove({ type: 'place', cell });
      return;
    }
    const selected = this.#snapshot.context.selected;
    if (selected === cell) this.#send({ type: 'CANCEL' });
    else if (selected && !explodableCells(g).includes(cell)) {
      const y = yAt(this.#previews(), cell);
      if (y) this.#userMove({ type: 'explode', cell: selected, toward: y.toward });
      else this.#reportError({ code: 'not-on-y', cell: selected, toward: cell });
    } else if (this.#send({ type: 'SELECT', cell })) this.#announce(this.#chooseYText());
  }

  #chooseY(y: 0 | 1): void {
    const selected = this.#snapshot.context.selected;
    if (!selected || !this.#userMayPlay()) return;
    this.#hurry();
    this.#userMove({ type: 'explode', cell: selected, toward: yName(selected, y) });
  }

  #onClick(event: MouseEvent): void {
    const cell = cellOf(event);
    if (!cell) return;
    this._focusCell = cell;
    this.#activate(cell);
  }

  #onPointerOver(event: PointerEvent): void {
    const cell = cellOf(event);
    this._hoverY = (cell && yAt(this.#previews(), cell)?.y) ?? null;
  }

  #onKeyDown(event: KeyboardEvent): void {
    const command = keyCommand(event, this._focusCell, this.#zig);
    if (!command) return;
    event.preventDefault();
    switch (command.type) {
      case 'focus':
        this._focusCell = command.cell;
        this.updateComplete.then(() => this.#cellElement(command.cell)?.focus());
        break;
      case 'activate': this.#activate(this._focusCell); break;
      case 'y': this.#chooseY(command.y); break;
      case 'cancel': if (this.#snapshot.context.selected) this.#send({ type: 'CANCEL' }); break;
      case 'undo': if (!this.readonly) this.undo(); break;
      case 'redo': if (!this.readonly) this.redo(); break;
      case 'next': this.step(); break;
      case 'pass': if (this.#mustPass()) this.#userMove({ type: 'pass' }); break;
    }
  }

  /** The user to move cannot place anywhere (shut in on the centre): their only move is a pass. */
  #mustPass(): boolean {
    return this.#userMayPlay() && this.#game.phase === 'place' && legalPlacements(this.#game).length === 0;
  }

  #cellElement(cell: Cell): SVGGElement | null {
    return this.renderRoot.querySelector(`[data-cell="${cell}"]`);
  }

  // ---------------------------------------------------------------------------------------------
  // Rendering

  #previews(): YPreview[] {
    const selected = this.#snapshot.context.selected;
    return selected && !this._busy ? previewYs(this.#game, selected) : [];
  }

  #announce(text: string): void {
    // Re-setting the same text would not be read again: alternate a trailing no-break space.
    this._announcement = text === this._announcement.trimEnd() ? `${text}\u00a0` : text;
  }

  #chooseYText(): string {
    const s = strings(this.#boardLang);
    const selected = this.#snapshot.context.selected;
    if (!selected) return '';
    return `${s.selected(selected)} ${this.#previews().map((p) => `${s.y(p.y + 1, p.toward)}: ${s.summary(p.summary)}.`).join(' ')}`;
  }

  #statusText(): string {
    const s = strings(this.#boardLang);
    const g = this._busy ? this._shown : this.#game;
    const who = this.#sideNames[g.toMove];
    if (g.phase === 'over' && g.winner) return s.wins(this.#sideNames[g.winner], g.score);
    if (this._thinking) return s.thinking(who);
    if (this._paused) return s.paused;
    if (g.phase === 'opening') return s.opening(who);
    if (!this._busy && this.#mustPass()) return s.mustPass(who);
    if (g.phase === 'explode') {
      const selected = this.#snapshot.context.selected;
      return selected && !this._busy ? s.chooseY(who, selected) : s.chain(who);
    }
    return s.toPlay(who);
  }

  protected override render() {
    const s = strings(this.#boardLang);
    const idle = !this._busy;
    const g = this.#game;
    const interactive = idle && this.#userMayPlay() && !this._thinking;
    const selected = interactive ? this.#snapshot.context.selected : null;
    const previews = selected ? this.#previews() : [];
    const history = this.#snapshot.context.history;
    const canUndo = history.cursor > 0;
    const canRedo = history.cursor < history.states.length - 1;
    const view = {
      state: this._shown,
      lang: this.#boardLang,
      names: this.#sideNames,
      legal: new Set(interactive ? legalPlacements(g) : []),
      explodable: new Set(interactive ? explodableCells(g) : []),
      selected,
      previews,
      hoverY: this._hoverY,
      highlight: new Set((this.highlight ?? '').split(/\s+/).filter(isCell)),
      coordinates: this.coordinates,
      focus: this._focusCell,
    };
    const shown = this._busy ? this._shown : g;
    const button = (name: string, label: unknown, click: () => unknown, disabled = false) =>
      html`<button part="button" class=${name} ?disabled=${disabled} @click=${click}>${label}</button>`;
    return html`${this._attributeErrors.length
        ? html`<p class="error" part="error" role="alert">${this._attributeErrors.map((e) => describeError(e, this.#boardLang)).join(' ')}</p>`
        : nothing}
<div class="frame ${interactive ? 'interactive' : ''} ${this.#configError ? 'disabled' : ''}">
<svg part="board" viewBox=${VIEWBOX} role="grid" aria-label=${s.board} aria-describedby="keys" aria-readonly=${!interactive}
 aria-busy=${!idle} @click=${this.#onClick} @keydown=${this.#onKeyDown} @pointerover=${this.#onPointerOver}
 @pointerleave=${() => (this._hoverY = null)}>${boardTemplate(view, ROWS_TOP_DOWN)}</svg>
</div>
<div class="bar">
<div class="status" part="status">
<span class="swatch ${shown.phase === 'over' && shown.winner ? shown.winner : shown.toMove}" aria-hidden="true"></span>
<span>${this.#statusText()}</span>
</div>
<div class="controls" part="controls">
${previews.map((p) => button(`y${p.y + 1}`, html`${s.y(p.y + 1, p.toward)} <small>(${s.summary(p.summary)})</small>`, () => this.#chooseY(p.y)))}
${this._paused ? button('next', s.next, () => this.step()) : nothing}
${interactive && this.#mustPass() ? button('pass', s.pass, () => this.#userMove({ type: 'pass' })) : nothing}
${this.readonly ? nothing : [button('undo', s.undo, () => this.undo(), !canUndo), button('redo', s.redo, () => this.redo(), !canRedo)]}
</div>
</div>
${this._message ? html`<p class="message" part="message">${this._message}</p>` : nothing}
<p id="keys" class="sr-only">${s.keys}</p>
<div class="sr-only live" role="status" aria-live="polite">${this._announcement}</div>`;
  }
}

/** The cell a pointer event happened on (its `[data-cell]` group), if any. */
function cellOf(event: Event): Cell | null {
  const cell = (event.target as Element).closest?.('[data-cell]')?.getAttribute('data-cell');
  return isCell(cell) ? cell : null;
}

/** Also returned by `HexoneBoard.prototype.state`; re-exported for convenience. */
export type { GameState, Action, Cell, Player };
export type { Names } from './i18n.js';
export type { TurnChooser, Level } from './computer.js';
