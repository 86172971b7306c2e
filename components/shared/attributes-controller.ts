/**
 * A board's attributes and properties, applied as a Lit reactive controller, the same way for both
 * elements. Before each update it reads them (pages and frameworks may set any JavaScript value: the
 * element's readers never throw) and:
 *
 * - the game properties (rules, seats, position, record…): what they describe is compared with the game
 *   the board last dealt from them by a key of the decoded values, so setting an equal value again (React
 *   sets every property on every render, with new arrays) changes nothing; a record the board sent out and
 *   is handed back (a controlled component) is taken as the game it already shows; anything else deals or
 *   loads the game they describe. A wrong value changes nothing: it is shown and reported;
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
  /** The game the game properties describe and its key (equal keys: the same game), or null and why. */
  readGame(): { game: Game; key: string } | { errors: Problem[] };
  /** The game a board deals when its properties are wrong from the start. */
  fallback(): Game;
  /** Whether the board already shows `game`, though its key differs from `applied`'s (a record handed back). */
  showing(game: Game, applied: Game): boolean;
  /** Deals or loads `game`; the board's refusal, if it refused it. */
  apply(game: Game): Problem | null;
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
  #applied: { key: string; game: Game } | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly setup: AttributesSetup<Game, Problem>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Called from the element's `willUpdate`. */
  update(changed: PropertyValues): void {
    const first = this.#applied === null;
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
    if (!('key' in read)) {
      this.#gameErrors = read.errors;
      if (this.#applied === null) this.#apply(this.setup.fallback(), '');
      return;
    }
    const applied = this.#applied;
    if (!force && applied && (applied.key === read.key || this.setup.showing(read.game, applied.game))) {
      this.#applied = { key: read.key, game: read.game };
      this.#gameErrors = [];
      return;
    }
    const refused = this.#apply(read.game, read.key);
    this.#gameErrors = refused ? [refused] : [];
    if (refused && this.#applied === null) this.#apply(this.setup.fallback(), '');
  }

  #apply(game: Game, key: string): Problem | null {
    const refused = this.setup.apply(game);
    if (!refused) this.#applied = { key, game };
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
