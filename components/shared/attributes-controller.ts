/**
 * A board's attributes and properties, applied as a Lit reactive controller, the same way for both
 * elements. Before each update it reads them (pages and frameworks may set any JavaScript value: the
 * element's readers never throw) and:
 *
 * - the game properties (rules, seats, position, record…): what they describe is compared with the game
 *   the board last dealt from them by a key of the decoded values, so setting an equal value again (React
 *   sets every property on every render, with new arrays) changes nothing; a record the board sent out and
 *   is handed back (a controlled component) is taken as the game it already shows; anything else deals or
 *   loads the game they describe. A wrong value is shown and reported; what the board then does is the
 *   element's choice (Hexa-dominos keeps the game on the table, Hexone plays its default rules with the game
 *   errors blocking play until they are fixed);
 * - the options (names, delay, highlight…) are checked.
 *
 * What is wrong is kept in `errors` (shown above the board) and each new problem is reported once.
 */
import type { PropertyValues, ReactiveController, ReactiveControllerHost } from 'lit';

/** What an attribute problem must say, to be told apart from another and reported once. */
export interface AttributeProblem {
  code: string;
  attribute?: string;
  value?: string;
}

export interface AttributesSetup<Game, Problem extends AttributeProblem> {
  /** The properties that describe the game. */
  game: readonly string[];
  /** The properties checked as options. */
  options: readonly string[];
  /**
   * The game the game properties describe and its key (equal keys: the same game), with what is wrong with
   * them (the game then has defaults in their place); or only what is wrong, when nothing can be dealt.
   */
  readGame(): { game: Game; key: string; errors?: Problem[] } | { errors: Problem[] };
  /** The game the board shows before its first update, if it has one already (its key is then not dealt again). */
  initial?: { game: Game; key: string };
  /** The game a board deals when its properties are wrong from the start (none: it deals nothing). */
  fallback?(): Game;
  /** Whether the board already shows `game`, though its key differs from `applied`'s (a record handed back). */
  showing(game: Game, applied: Game): boolean;
  /** Deals or loads `game` (`forced`: asked for again, by a board's `reset()`); the board's refusal, if it refused it. */
  apply(game: Game, forced: boolean): Problem | null;
  /** A refused game still replaced the one on the board (Hexone then plays a new game); else the board kept its game. */
  refusalReplaces?: boolean;
  /** What is wrong with the options. */
  readOptions(): Problem[];
  report(error: Problem): void;
}

const sameProblem = (a: AttributeProblem, b: AttributeProblem) => a.code === b.code && a.attribute === b.attribute && a.value === b.value;

export class AttributesController<Game, Problem extends AttributeProblem> implements ReactiveController {
  /** What is wrong with the attributes now. */
  errors: Problem[] = [];
  #gameErrors: Problem[] = [];
  #optionErrors: Problem[] = [];
  #applied: { key: string; game: Game } | null;
  #updated = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly setup: AttributesSetup<Game, Problem>,
  ) {
    this.#applied = setup.initial ?? null;
    host.addController(this);
  }

  hostConnected(): void {}

  /** What is wrong with the game properties now (a board may refuse play while there is any). */
  get gameErrors(): readonly Problem[] {
    return this.#gameErrors;
  }

  /** Called from the element's `willUpdate`. */
  update(changed: PropertyValues): void {
    const first = !this.#updated;
    this.#updated = true;
    if (first || this.setup.game.some((name) => changed.has(name))) this.#readGame(false);
    if (first || this.setup.options.some((name) => changed.has(name))) this.#optionErrors = this.setup.readOptions();
    this.#setErrors([...this.#gameErrors, ...this.#optionErrors]);
  }

  /** Deals (or loads) again the game the properties describe, even the one on the board (a board's `reset()`). */
  configure(): void {
    this.#readGame(true);
    this.#setErrors([...this.#gameErrors, ...this.#optionErrors]);
  }

  /** A game was loaded or dealt by a method: the game properties' errors no longer apply. */
  replaced(): void {
    this.#gameErrors = [];
    this.#setErrors(this.#optionErrors);
  }

  #readGame(force: boolean): void {
    const read = this.setup.readGame();
    const fallback = () => {
      if (this.#applied === null && this.setup.fallback) this.#apply(this.setup.fallback(), '', force);
    };
    if (!('key' in read)) {
      this.#gameErrors = read.errors;
      fallback();
      return;
    }
    const applied = this.#applied;
    const errors = read.errors ?? [];
    if (!force && applied && (applied.key === read.key || this.setup.showing(read.game, applied.game))) {
      this.#applied = { key: read.key, game: read.game };
      this.#gameErrors = errors;
      return;
    }
    const refused = this.#apply(read.game, read.key, force);
    this.#gameErrors = refused ? [...errors, refused] : errors;
    if (refused) fallback();
  }

  #apply(game: Game, key: string, forced: boolean): Problem | null {
    const refused = this.setup.apply(game, forced);
    if (!refused || this.setup.refusalReplaces) this.#applied = { key, game };
    return refused;
  }

  #setErrors(errors: Problem[]): void {
    const fresh = errors.filter((e) => !this.errors.some((o) => sameProblem(o, e)));
    const same = fresh.length === 0 && errors.length === this.errors.length;
    this.errors = errors;
    for (const error of fresh) this.setup.report(error);
    if (!same) this.host.requestUpdate();
  }
}
