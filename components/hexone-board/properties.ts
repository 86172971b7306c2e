/**
 * The properties of `<hexone-board>` that pages and frameworks set, with what each means: a base class of the
 * element (`hexone-board.ts`), so that the element's module holds its public methods, its lifecycle and the wiring of
 * its jobs. The text attributes' properties take any JavaScript value, kept by the element's `_fed` and read at once
 * as the attribute text they stand for (`attributes.ts`' `TEXT_READERS`).
 */
import { LitElement, type PropertyDeclarations } from 'lit';
import type { FedProperties } from '../shared/values.js';
import type { TurnChooser } from './computer.js';
import type { Names } from './i18n-types.js';

/** The properties that stand for text attributes, each as its getter gives it (what the setters take is any value). */
export type TextProperties = Record<'exits' | 'first' | 'position' | 'record' | 'animationSpeed' | 'highlight' | 'computer' | 'level', string | null>;

export abstract class HexoneBoardProperties extends LitElement {
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
    sound: { type: Boolean },
    names: { attribute: false },
    bot: { attribute: false },
    _langAttribute: { attribute: 'lang' },
  };

  /**
   * The text attributes' properties: any JavaScript value may be set (frameworks set properties: `animationSpeed={0}`,
   * `highlight={['b2', 'c3']}`); each is read at once as the attribute text it stands for (`textOf`), which its getter
   * gives: numbers and lists become their text, anything else a short description that the checks refuse and show.
   */
  protected abstract readonly _fed: FedProperties<TextProperties>;
  /** Exit rule of a new game: `classic`, `express` or `long`. */
  get exits(): string | null {
    return this._fed.get('exits');
  }
  set exits(value: unknown) {
    this._fed.set('exits', value);
  }
  /** Tiles edition for a new game. */
  tiles = false;
  /** Who opens a new game: `b` or `w`. */
  get first(): string | null {
    return this._fed.get('first');
  }
  set first(value: unknown) {
    this._fed.set('first', value);
  }
  /** Position text to start from. */
  get position(): string | null {
    return this._fed.get('position');
  }
  set position(value: unknown) {
    this._fed.set('position', value);
  }
  /** Record text or URL form to load (wins over `position`). */
  get record(): string | null {
    return this._fed.get('record');
  }
  set record(value: unknown) {
    this._fed.set('record', value);
  }
  /** View only: user gestures are ignored. */
  readonly = false;
  /** Show cell names. */
  coordinates = false;
  /** Animation speed multiplier; 0 turns animation off. */
  get animationSpeed(): string | null {
    return this._fed.get('animationSpeed');
  }
  set animationSpeed(value: unknown) {
    this._fed.set('animationSpeed', value);
  }
  /** Pause before each explosion of a computer's chain. */
  stepMode = false;
  /** Cells marked for teaching, space-separated. */
  get highlight(): string | null {
    return this._fed.get('highlight');
  }
  set highlight(value: unknown) {
    this._fed.set('highlight', value);
  }
  /** Side(s) played by the computer: `b`, `w` or `both`. */
  get computer(): string | null {
    return this._fed.get('computer');
  }
  set computer(value: unknown) {
    this._fed.set('computer', value);
  }
  /** The computer's level: `newcomer`, `beginner`, `casual` (default), `club` or `expert` (`easy`, `medium`, `hard` still work). */
  get level(): string | null {
    return this._fed.get('level');
  }
  set level(value: unknown) {
    this._fed.set('level', value);
  }
  /**
   * Sounds for placing, exploding, capturing and the game's end, synthesised with Web Audio (no files to fetch): off
   * unless set, so an embedded board is silent unless its page asks. The sound starts at the first press or key on the
   * board after it is set (browsers allow no sound before), and a browser without Web Audio stays silent. Any value
   * is read as the `sound` attribute would be (`"false"`, 0 and non-flags are off).
   */
  sound = false;
  /** Display names of the sides, e.g. `{ b: 'Blue', w: 'Red' }` (defaults: Black/White, Noir/Blanc). */
  names: Partial<Names> | null = null;
  /** A custom computer player (defaults to the built-in bot, loaded when `computer` is first needed). */
  bot: TurnChooser | null = null;

  // `lang` is a global attribute: observed without shadowing the native property (`_…`: not API).
  protected _langAttribute: string | null = null;
}
