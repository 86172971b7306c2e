/**
 * The board's attributes, applied as a Lit reactive controller: those that describe the game (`exits`,
 * `tiles`, `first`, `position`, `record`) start it again when they change; the others (`animation-speed`,
 * `computer`, `level`, `highlight`) are checked. Whatever is wrong becomes a `BoardError` the board shows
 * and reports (once per wrong value); nothing throws. The checks themselves are pure (`options.ts`).
 */
import type { PropertyValues, ReactiveController, ReactiveControllerHost } from 'lit';
import { load, toRecord } from '../../engine/hexone/history.js';
import { formatRecord } from '../../engine/hexone/record.js';
import type { Rules } from '../../engine/hexone/types.js';
import type { ChangeReason } from './events.js';
import type { GameController } from './game-controller.js';
import type { BoardError } from './i18n-types.js';
import { CONFIG, type OptionAttributes, botOf, describeValue, firstPlayerOf, flagOf, invalid, isOptionError, namesOf, optionErrors, ruleErrors, textOf } from './options.js';

/** The properties that stand for text attributes, and those that stand for boolean attributes. */
const TEXT = ['exits', 'first', 'position', 'record', 'animationSpeed', 'highlight', 'computer', 'level'] as const;
const FLAGS = ['tiles', 'readonly', 'coordinates', 'stepMode'] as const;

/** The element's attribute properties. */
export interface AttributesHost extends ReactiveControllerHost, OptionAttributes {
  exits: string | null;
  tiles: boolean;
  first: string | null;
  position: string | null;
  record: string | null;
  readonly: boolean;
  coordinates: boolean;
  stepMode: boolean;
  names: unknown;
  bot: unknown;
}

export class AttributesController implements ReactiveController {
  /** What is wrong with the attributes now (shown above the board). */
  errors: BoardError[] = [];
  /** Refused `names` or `bot` (dropped for the defaults, shown until a good value comes). */
  #shapeErrors: BoardError[] = [];
  #configKey = JSON.stringify(CONFIG.map(() => null)); // no attributes: the new game made at construction

  constructor(
    private readonly host: AttributesHost,
    private readonly game: GameController,
    private readonly report: (error: BoardError) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** An attribute error leaves no game to play (a wrong option leaves the game playable). */
  get blocking(): boolean {
    return !this.errors.every(isOptionError);
  }

  /** Before each update: a changed game attribute starts the game again; changed options are checked. */
  update(changed: PropertyValues): void {
    this.#coerce(changed);
    if (changed.has('names') || changed.has('bot')) this.#checkShapes();
    if (this.#configKeyNow() !== this.#configKey) {
      if (this.#recordShownAlready()) this.#configKey = this.#configKeyNow();
      else this.configure('load');
    }
    const options = ['animationSpeed', 'computer', 'level', 'highlight', 'names', 'bot'];
    if (options.some((name) => changed.has(name))) this.#checkOptions();
  }

  /** Starts the game the attributes describe: the record or position if given and readable, else a new game. */
  configure(reason: ChangeReason): void {
    const { host } = this;
    this.#configKey = this.#configKeyNow();
    const exits = host.exits ?? 'classic';
    const first = host.first ?? 'b';
    const errors = ruleErrors(exits, first);
    const rules = { exits: errors.length ? 'classic' : exits, tiles: host.tiles } as Rules;
    const refused = this.game.configure(errors.length ? null : (host.record ?? host.position), rules, firstPlayerOf(first));
    if (refused) errors.push({ ...refused, attribute: host.record !== null ? 'record' : 'position' });
    this.#setErrors([...errors, ...this.errors.filter(isOptionError)]);
    for (const error of errors) this.report(error);
    this.game.jumped(reason);
  }

  /** A game was loaded by `load()`: the game attributes' errors no longer apply. */
  loaded(): void {
    this.#setErrors(this.errors.filter(isOptionError));
  }

  /**
   * Properties set from script may hold any JavaScript value: each is brought back to its type before
   * anything reads it (text, flag), so a wrong value never breaks the board and a good one recovers it.
   */
  #coerce(changed: PropertyValues): void {
    const host = this.host as unknown as Record<string, unknown>;
    for (const name of TEXT) if (changed.has(name) && typeof host[name] !== 'string' && host[name] !== null) host[name] = textOf(host[name]);
    for (const name of FLAGS) if (changed.has(name) && typeof host[name] !== 'boolean') host[name] = flagOf(host[name]);
  }

  /** `names` or `bot` of the wrong shape are refused: shown, and the board uses its defaults meanwhile. */
  #checkShapes(): void {
    const { names, bot } = this.host;
    this.#shapeErrors = [];
    if (names != null && namesOf(names) === null) this.#shapeErrors.push(invalid('names', describeValue(names), '{ b: "…", w: "…" }'));
    if (bot != null && botOf(bot) === null) this.#shapeErrors.push(invalid('bot', describeValue(bot), '{ chooseTurn(state, level) }'));
  }

  #checkOptions(): void {
    const errors = [...this.errors.filter((e) => !isOptionError(e)), ...optionErrors(this.host), ...this.#shapeErrors];
    const fresh = errors.filter((e) => !this.errors.some((o) => o.attribute === e.attribute && o.value === e.value));
    this.#setErrors(errors);
    for (const error of fresh) this.report(error);
  }

  #setErrors(errors: BoardError[]): void {
    this.errors = errors;
    this.host.requestUpdate();
  }

  /**
   * Only `record` changed, to the game the board already plays: a framework handing back the record the
   * board sent in `hexone-change` (a controlled React component). Loading it again would be a no-op that
   * loses redo, so it is taken as already done.
   */
  #recordShownAlready(): boolean {
    const { record } = this.host;
    if (record === null || this.blocking) return false;
    const before = JSON.parse(this.#configKey) as unknown[];
    const now = JSON.parse(this.#configKeyNow()) as unknown[];
    if (!CONFIG.every((name, k) => name === 'record' || before[k] === now[k])) return false;
    const read = load(record);
    return read.ok && formatRecord(toRecord(read.history)) === formatRecord(this.game.record);
  }

  #configKeyNow(): string {
    return JSON.stringify(CONFIG.map((name) => this.host[name] || null));
  }
}

