/**
 * The board's attributes, applied as a Lit reactive controller: those that describe the game (`exits`,
 * `tiles`, `first`, `position`, `record`) start it again when they change; the others (`animation-speed`,
 * `computer`, `level`, `highlight`) are checked. Whatever is wrong becomes a `BoardError` the board shows
 * and reports (once per wrong value); nothing throws. The checks themselves are pure (`options.ts`).
 */
import type { PropertyValues, ReactiveController, ReactiveControllerHost } from 'lit';
import type { Rules } from '../../engine/hexone/types.js';
import type { ChangeReason } from './events.js';
import type { GameController } from './game-controller.js';
import type { BoardError } from './i18n-types.js';
import { CONFIG, type OptionAttributes, firstPlayerOf, isOptionError, optionErrors, ruleErrors } from './options.js';

/** The element's attribute properties. */
export interface AttributesHost extends ReactiveControllerHost, OptionAttributes {
  exits: string | null;
  tiles: boolean;
  first: string | null;
  position: string | null;
  record: string | null;
}

export class AttributesController implements ReactiveController {
  /** What is wrong with the attributes now (shown above the board). */
  errors: BoardError[] = [];
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
    if (this.#configKeyNow() !== this.#configKey) this.configure('load');
    if (changed.has('animationSpeed') || changed.has('computer') || changed.has('level') || changed.has('highlight')) this.#checkOptions();
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

  #checkOptions(): void {
    const errors = [...this.errors.filter((e) => !isOptionError(e)), ...optionErrors(this.host)];
    const fresh = errors.filter((e) => !this.errors.some((o) => o.attribute === e.attribute && o.value === e.value));
    this.#setErrors(errors);
    for (const error of fresh) this.report(error);
  }

  #setErrors(errors: BoardError[]): void {
    this.errors = errors;
    this.host.requestUpdate();
  }

  #configKeyNow(): string {
    return JSON.stringify(CONFIG.map((name) => this.host[name] || null));
  }
}
