/**
 * `<hexone-board>`: the Hexone board as a custom element (Lit 3), driven by the engine's XState machine.
 *
 * Flow: gesture or method → machine event → pure rules → `applied` / `rejected` / `timeline` → DOM events,
 * announcement, animation → render of the new snapshot. The element never decides a rule: legality,
 * previews and what happened all come from the engine.
 *
 * Importing this module defines nothing; `define.ts` registers the tag.
 */
import { LitElement, type PropertyDeclarations, type PropertyValues, html, nothing } from 'lit';
import { type Actor, createActor } from 'xstate';
import { type Cell, isCell, yName } from '../engine/cells.js';
import { type Loadable, toRecord } from '../engine/history.js';
import { type GameMachineEmitted, type GameMachineEvent, actionEvent, gameMachine } from '../engine/machine.js';
import { formatPosition } from '../engine/notation.js';
import { type GameRecord, formatAction, formatRecord, recordToUrl } from '../engine/record.js';
import { explodableCells, legalPlacements } from '../engine/rules.js';
import { EXITS, type Action, type GameEvent, type GameState, type Player, type RuleError, type Rules } from '../engine/types.js';
import { Animator } from './animator.js';
import { LEVELS, type Level, type TurnChooser, loadBot } from './computer.js';
import { type ChangeReason, fire } from './events.js';
import { ROWS_TOP_DOWN, VIEWBOX } from './geometry.js';
import { type BoardError, type Lang, type Names, defaultNames, describeError, describeEvents, resolveLang, strings } from './i18n.js';
import { keyCommand } from './keyboard.js';
import { type YPreview, previewYs, yAt } from './preview.js';
import { boardTemplate } from './render.js';
import { styles } from './hexone-board.styles.js';

type Snapshot = ReturnType<Actor<typeof gameMachine>['getSnapshot']>;
const CONFIG = ['exits', 'tiles', 'first', 'position', 'record'] as const;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** An error about an option (speed, computer, level, highlight): unlike the others, it leaves the game playable. */
const isOptionError = (e: BoardError) => e.code === 'invalid-attribute' && !CONFIG.includes(e.attribute as never);

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
    langAttribute: { attribute: 'lang' },
    shown: { state: true, attribute: false },
    focusCell: { state: true, attribute: false },
    hoverY: { state: true, attribute: false },
    message: { state: true, attribute: false },
    attributeErrors: { state: true, attribute: false },
    announcement: { state: true, attribute: false },
    paused: { state: true, attribute: false },
    thinking: { state: true, attribute: false },
    busy: { state: true, attribute: false },
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
  // `lang` is a global attribute: observed here without shadowing the native `lang` property.
  private langAttribute: string | null = null;

  private shown: GameState;
  private focusCell: Cell = 'c3';
  private hoverY: 0 | 1 | null = null;
  private message = ''; // why the last gesture was refused
  private attributeErrors: BoardError[] = [];
  private announcement = '';
  private paused = false;
  private thinking = false;
  private busy = 0; // animation tasks queued or running

  #actor = createActor(gameMachine, { input: {} }).start();
  #emitted: GameMachineEmitted[] | null = null;
  #animator = new Animator(() => this.renderRoot ?? null);
  #queue: Promise<void> = Promise.resolve();
  #generation = 0; // bumped by undo/redo/load/reset: queued work from before is dropped
  #frozen = false; // while a computer plays a whole turn without animation: draw once at the end
  #configKey = JSON.stringify(CONFIG.map(() => null)); // no attributes: the new game made at construction
  #zig = { zig: false };
  #resume: (() => void) | null = null;
  #pauseWaiters: (() => void)[] = []; // whenIdle() calls waiting while a step is pending
  #computerTurn: Promise<void> | null = null;
  #ownBot: TurnChooser | null = null;
  #computerFailedOn: GameState | null = null; // a position the computer found no move for: not asked again

  constructor() {
    super();
    this.shown = this.#game;
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
    if (ok) this.attributeErrors = this.attributeErrors.filter(isOptionError);
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
      const bot = this.bot ?? (this.#ownBot ??= await loadBot());
      return await bot.chooseTurn(structuredClone(this.#game), (LEVELS as readonly string[]).includes(level) ? level : 'medium');
    } catch {
      return [];
    }
  }
  /** In step mode: plays the next explosion of the computer's chain. */
  step(): void {
    const go = this.#resume;
    this.#resume = null;
    this.paused = false;
    go?.();
  }
  /** Resolves when animations and any computer move are done, or when step mode waits for `step()`. */
  async whenIdle(): Promise<void> {
    for (;;) {
      await this.updateComplete; // an update may start work (a new attribute can wake the computer)
      const work = this.#computerTurn ?? (this.busy ? this.#queue : null);
      if (!work || this.paused) break;
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
    if (ok) this.message = '';
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
    this.#generation++;
    this.#animator.hurry();
    this.step(); // a paused computer turn is abandoned (its generation is stale)
    if (!this.#frozen) this.shown = this.#game;
    fire(this, 'hexone-change', { state: this.#game, record: this.getRecord(), reason });
    this.#announce(this.#statusText());
    this.#afterChange();
  }

  /** Undo/redo; against the computer, as far as the start of one of the user's turns. */
  #travel(type: 'UNDO' | 'REDO'): boolean {
    if (!this.#send({ type })) return false;
    const h = () => this.#snapshot.context.history;
    while (this.#computerSides().length && !this.#isUserTurnStart() && (type === 'UNDO' ? h().cursor > 0 : h().cursor < h().states.length - 1)) {
      this.#send({ type });
    }
    return true;
  }

  #isUserTurnStart(): boolean {
    const g = this.#game;
    return !this.#computerSides().includes(g.toMove) && (g.phase === 'place' || g.phase === 'opening');
  }

  #reportError(error: RuleError | BoardError, inline = true): void {
    const message = describeError(error, this.#boardLang);
    if (inline) this.message = message;
    fire(this, 'hexone-error', { code: error.code, message, error });
  }

  // ---------------------------------------------------------------------------------------------
  // Attributes

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
    this.#generation++;
    this.#animator.hurry();
    this.step();
    this.#ownBot?.dispose();
    this.#ownBot = null;
  }

  /** Applies exits/tiles/first/position/record: load the record or position if given, else a new game. */
  #configure(reason: ChangeReason): void {
    this.#configKey = this.#configKeyNow();
    const errors: BoardError[] = [];
    const exits = this.exits ?? 'classic';
    if (!(EXITS as readonly string[]).includes(exits)) errors.push(invalid('exits', exits, EXITS.join(', ')));
    const first = this.first ?? 'b';
    if (first !== 'b' && first !== 'w') errors.push(invalid('first', first, 'b, w'));
    const rules = { exits: errors.length ? 'classic' : exits, tiles: this.tiles } as Rules;
    const source = this.record ?? this.position;
    let loaded = false;
    if (source !== null && !errors.length) {
      const refused = this.#capture({ type: 'LOAD', source }).find((e) => e.type === 'rejected');
      if (refused) errors.push({ ...refused.error, attribute: this.record !== null ? 'record' : 'position' });
      else loaded = true;
    }
    if (!loaded) this.#actor.send({ type: 'RESTART', rules, first: first === 'w' ? 'w' : 'b' });
    this.attributeErrors = [...errors, ...this.attributeErrors.filter(isOptionError)];
    for (const e of errors) this.#reportError(e, false);
    this.#changed(reason);
  }

  /** Checks the options that do not change the game (speed, computer, level, highlight). */
  #checkOptions(): void {
    const errors = this.attributeErrors.filter((e) => !isOptionError(e));
    const speed = this.#speed();
    if (speed === null) errors.push(invalid('animation-speed', this.animationSpeed ?? '', '0, 0.5, 1, 2…'));
    if (this.computer !== null && !['b', 'w', 'both', ''].includes(this.computer)) errors.push(invalid('computer', this.computer, 'b, w, both'));
    if (this.level !== null && !(LEVELS as readonly string[]).includes(this.level)) errors.push(invalid('level', this.level, LEVELS.join(', ')));
    const bad = (this.highlight ?? '').split(/\s+/).filter((c) => c && !isCell(c));
    if (bad.length) errors.push(invalid('highlight', bad.join(' '), 'a1 … e5'));
    const fresh = errors.filter((e) => !this.attributeErrors.some((o) => o.attribute === e.attribute && o.value === e.value));
    this.attributeErrors = errors;
    for (const e of fresh) this.#reportError(e, false);
  }

  #configKeyNow(): string {
    return JSON.stringify(CONFIG.map((name) => this[name] || null));
  }

  #speed(): number | null {
    if (this.animationSpeed === null || this.animationSpeed.trim() === '') return 1;
    const n = Number(this.animationSpeed);
    return Number.isFinite(n) && n >= 0 ? n : null;
  }

  /** Whether moves are animated now (speed above 0 and no reduced-motion preference). */
  get #animated(): boolean {
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    return !reduced && (this.#speed() ?? 1) > 0 && this.isConnected;
  }

  get #boardLang(): Lang {
    return resolveLang(this.langAttribute ?? this.closest('[lang]')?.getAttribute('lang'));
  }
  get #sideNames(): Names {
    return { ...defaultNames(this.#boardLang), ...(this.names ?? {}) };
  }
  #firstPlayer(): Player {
    return this.first === 'w' ? 'w' : 'b';
  }
  #computerSides(): Player[] {
    if (this.computer === 'both') return ['b', 'w'];
    return this.computer === 'b' || this.computer === 'w' ? [this.computer] : [];
  }

  // ---------------------------------------------------------------------------------------------
  // Animation queue: the drawing follows the game one action at a time.

  #animateMove(before: GameState, action: Action, events: GameEvent[], after: GameState): void {
    if (this.#frozen) return;
    if (!this.#animated && !this.busy) {
      this.shown = after;
      this.#afterChange();
      return;
    }
    this.#enqueue(async () => {
      this.#animator.speed = this.#speed() ?? 1;
      if (!this.#animated) {
        this.shown = after;
        return;
      }
      if (action.type === 'pass') {
        this.shown = after;
        await this.updateComplete;
        return;
      }
      if (action.type === 'place') {
        this.shown = after;
        await this.updateComplete;
        await this.#animator.pop(action.cell);
        return;
      }
      const exploded = events.find((e) => e.type === 'exploded');
      const mid = structuredClone(before);
      if (exploded?.remaining) mid.cells[action.cell] = { owner: before.toMove, count: exploded.remaining };
      else delete mid.cells[action.cell];
      this.shown = mid;
      await this.updateComplete;
      await this.#animator.fly(action.cell, before.toMove, events);
      this.shown = after;
      await this.updateComplete;
      await this.#animator.settle(events);
    });
  }

  #enqueue(task: () => Promise<void>): void {
    const generation = this.#generation;
    this.busy++;
    this.#queue = this.#queue
      .then(() => (generation === this.#generation ? task() : undefined))
      .catch(() => undefined) // an animation that failed must not stop the game
      .finally(() => {
        this.busy--;
        if (!this.busy) {
          this.#animator.calm();
          this.shown = this.#game;
          this.#afterChange();
        }
      });
  }

  /** After the game or the drawing settles: auto-choose a lone explodable cell, let the computer play. */
  #afterChange(updating = false): void {
    if (this.busy || this.#frozen || !(this.hasUpdated || updating)) return;
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
    if (this.#computerTurn || g.phase === 'over' || !this.#computerSides().includes(g.toMove) || this.#configError) return;
    if (g === this.#computerFailedOn) return;
    const generation = this.#generation;
    this.thinking = true;
    this.#computerTurn = this.#playComputer(g, generation)
      .catch((error: unknown) => {
        this.#computerFailedOn = g;
        this.#reportError({ code: 'computer-failed', reason: String((error as Error)?.message ?? error) });
      })
      .finally(() => {
        this.thinking = false;
        this.paused = false;
        this.#computerTurn = null;
        this.#afterChange();
      });
  }

  async #playComputer(from: GameState, generation: number): Promise<void> {
    const bot = this.bot ?? (this.#ownBot ??= await loadBot());
    const level = (LEVELS as readonly string[]).includes(this.level ?? '') ? (this.level as Level) : 'medium';
    const actions = await bot.chooseTurn(structuredClone(from), level);
    this.thinking = false;
    if (generation !== this.#generation || this.#game !== from) return; // the game moved on while it thought
    if (!actions.length) throw new Error('no move');
    const animated = this.#animated;
    this.#frozen = !animated && !this.stepMode;
    let slice = performance.now();
    try {
      for (const action of actions) {
        if (generation !== this.#generation) return;
        if (this.stepMode && action.type === 'explode') {
          await this.#queue;
          this.paused = true;
          for (const wake of this.#pauseWaiters.splice(0)) wake();
          await new Promise<void>((resolve) => (this.#resume = resolve));
          if (generation !== this.#generation) return;
        }
        if (!this.#send(actionEvent(action))) {
          throw new Error(`refused move ${formatAction(action)}`);
        }
        if (animated) await this.#queue;
        else if (performance.now() - slice > 10) {
          // Long chains without animation: give the page a turn every 10 ms so it never freezes.
          await nextTask();
          slice = performance.now();
        }
      }
    } finally {
      if (this.#frozen) {
        this.#frozen = false;
        this.shown = this.#game;
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Gestures

  get #configError(): boolean {
    return !this.attributeErrors.every(isOptionError);
  }

  #userMayPlay(): boolean {
    return !this.readonly && !this.#configError && !this.#computerSides().includes(this.#game.toMove) && this.#game.phase !== 'over';
  }

  /** A user's move: `hexone-move` first (cancelable), then the machine. */
  #userMove(action: Action): boolean {
    if (!fire(this, 'hexone-move', { action }, true)) return false;
    return this.#send(actionEvent(action));
  }

  /** A tap, click, Enter or Space on a cell. */
  #activate(cell: Cell): void {
    if (!this.#userMayPlay() || this.thinking) return;
    this.#animator.hurry();
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
    this.#animator.hurry();
    this.#userMove({ type: 'explode', cell: selected, toward: yName(selected, y) });
  }

  #onClick(event: MouseEvent): void {
    const cell = (event.target as Element).closest?.('[data-cell]')?.getAttribute('data-cell');
    if (!isCell(cell)) return;
    this.focusCell = cell;
    this.#activate(cell);
  }

  #onPointerOver(event: PointerEvent): void {
    const cell = (event.target as Element).closest?.('[data-cell]')?.getAttribute('data-cell');
    const y = isCell(cell) ? yAt(this.#previews(), cell) : null;
    this.hoverY = y ? y.y : null;
  }

  #onKeyDown(event: KeyboardEvent): void {
    const command = keyCommand(event, this.focusCell, this.#zig);
    if (!command) return;
    event.preventDefault();
    switch (command.type) {
      case 'focus':
        this.focusCell = command.cell;
        this.updateComplete.then(() => this.#cellElement(command.cell)?.focus());
        break;
      case 'activate': this.#activate(this.focusCell); break;
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
    return selected && !this.busy ? previewYs(this.#game, selected) : [];
  }

  #announce(text: string): void {
    // Re-setting the same text would not be read again: alternate a trailing no-break space.
    this.announcement = text === this.announcement.trimEnd() ? `${text}\u00a0` : text;
  }

  #chooseYText(): string {
    const s = strings(this.#boardLang);
    const selected = this.#snapshot.context.selected;
    if (!selected) return '';
    return `${s.selected(selected)} ${this.#previews().map((p) => `${s.y(p.y + 1, p.toward)}: ${s.summary(p.summary)}.`).join(' ')}`;
  }

  #statusText(): string {
    const s = strings(this.#boardLang);
    const g = this.busy ? this.shown : this.#game;
    const who = this.#sideNames[g.toMove];
    if (g.phase === 'over' && g.winner) return s.wins(this.#sideNames[g.winner], g.score);
    if (this.thinking) return s.thinking(who);
    if (this.paused) return s.paused;
    if (g.phase === 'opening') return s.opening(who);
    if (!this.busy && this.#mustPass()) return s.mustPass(who);
    if (g.phase === 'explode') {
      const selected = this.#snapshot.context.selected;
      return selected && !this.busy ? s.chooseY(who, selected) : s.chain(who);
    }
    return s.toPlay(who);
  }

  protected override render() {
    const s = strings(this.#boardLang);
    const idle = !this.busy;
    const g = this.#game;
    const interactive = idle && this.#userMayPlay() && !this.thinking;
    const selected = interactive ? this.#snapshot.context.selected : null;
    const previews = selected ? this.#previews() : [];
    const history = this.#snapshot.context.history;
    const canUndo = history.cursor > 0;
    const canRedo = history.cursor < history.states.length - 1;
    const view = {
      state: this.shown,
      lang: this.#boardLang,
      names: this.#sideNames,
      legal: new Set(interactive ? legalPlacements(g) : []),
      explodable: new Set(interactive ? explodableCells(g) : []),
      selected,
      previews,
      hoverY: this.hoverY,
      highlight: new Set((this.highlight ?? '').split(/\s+/).filter(isCell)),
      coordinates: this.coordinates,
      focus: this.focusCell,
    };
    const shown = this.busy ? this.shown : g;
    const button = (name: string, label: unknown, click: () => unknown, disabled = false) =>
      html`<button part="button" class=${name} ?disabled=${disabled} @click=${click}>${label}</button>`;
    return html`${this.attributeErrors.length
        ? html`<p class="error" part="error" role="alert">${this.attributeErrors.map((e) => describeError(e, this.#boardLang)).join(' ')}</p>`
        : nothing}
<div class="frame ${interactive ? 'interactive' : ''} ${this.#configError ? 'disabled' : ''}">
<svg part="board" viewBox=${VIEWBOX} role="grid" aria-label=${s.board} aria-describedby="keys" aria-readonly=${!interactive}
 aria-busy=${!idle} @click=${this.#onClick} @keydown=${this.#onKeyDown} @pointerover=${this.#onPointerOver}
 @pointerleave=${() => (this.hoverY = null)}>${boardTemplate(view, ROWS_TOP_DOWN)}</svg>
</div>
<div class="bar">
<div class="status" part="status">
<span class="swatch ${shown.phase === 'over' && shown.winner ? shown.winner : shown.toMove}" aria-hidden="true"></span>
<span>${this.#statusText()}</span>
</div>
<div class="controls" part="controls">
${previews.map((p) => button(`y${p.y + 1}`, html`${s.y(p.y + 1, p.toward)} <small>(${s.summary(p.summary)})</small>`, () => this.#chooseY(p.y)))}
${this.paused ? button('next', s.next, () => this.step()) : nothing}
${interactive && this.#mustPass() ? button('pass', s.pass, () => this.#userMove({ type: 'pass' })) : nothing}
${this.readonly ? nothing : [button('undo', s.undo, () => this.undo(), !canUndo), button('redo', s.redo, () => this.redo(), !canRedo)]}
</div>
</div>
${this.message ? html`<p class="message" part="message">${this.message}</p>` : nothing}
<p id="keys" class="sr-only">${s.keys}</p>
<div class="sr-only live" role="status" aria-live="polite">${this.announcement}</div>`;
  }
}

function invalid(attribute: string, value: string, expected: string): BoardError {
  return { code: 'invalid-attribute', attribute, value, expected };
}

/** Also returned by `HexoneBoard.prototype.state`; re-exported for convenience. */
export type { GameState, Action, Cell, Player };
export type { Names } from './i18n.js';
export type { TurnChooser, Level } from './computer.js';
