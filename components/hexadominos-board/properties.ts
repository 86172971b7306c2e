/**
 * The properties of `<hexadominos-board>` that pages and frameworks set, with what each means: a base class of the
 * element (`hexadominos-board.ts`), so that the element's module holds its public methods, its lifecycle and the
 * wiring of its jobs. The fed properties take any JavaScript value, kept by the element's `_fed` (read by `options.ts`'
 * `FED_READERS`), which checks and names a wrong one (`attributes.ts`, from `_fed.raw`: the values as they were set).
 */
import { LitElement, type PropertyDeclarations } from 'lit';
import type { MatchInfo, Scoring } from '../../engine/hexadominos/types.js';
import type { SeatPlayer } from '../../engine/hexadominos/seats.js';
import type { FedProperties } from '../shared/values.js';
import type { ChooseAction } from './computer.js';

/** The types the getters of the properties pages feed give (what the setters take is any value). */
export interface FedTypes {
  players: number | string | null;
  seats: string | readonly (SeatPlayer | string)[] | null;
  scoring: Scoring | null;
  seed: number | string | null;
  target: number | string | null;
  position: string | null;
  record: string | null;
  delay: number | string | null;
  highlight: string | readonly (readonly [number, number])[] | null;
  names: readonly (string | null)[] | null;
}

export abstract class HexadominosBoardProperties extends LitElement {
  static override properties: PropertyDeclarations = {
    players: {},
    seats: {},
    scoring: {},
    seed: {},
    target: {},
    position: {},
    record: {},
    match: { attribute: false },
    readonly: { type: Boolean, reflect: true },
    skipStarter: { type: Boolean, attribute: 'skip-starter' },
    fullState: { type: Boolean, attribute: 'full-state' },
    delay: {},
    highlight: {},
    sound: { type: Boolean },
    names: { attribute: false },
    bot: { attribute: false },
    _langAttribute: { attribute: 'lang' },
  };

  /**
   * The properties pages feed (React sets them on every render): each setter takes any JavaScript value, which the board
   * checks and names when it is wrong; each getter gives the value set when it is one the property takes (a list as a
   * plain copy, read once), else null.
   */
  protected abstract readonly _fed: FedProperties<FedTypes>;
  /** Number of seats, 1–4. */
  get players(): number | string | null {
    return this._fed.get('players');
  }
  set players(value: unknown) {
    this._fed.set('players', value);
  }
  /** Who plays each seat: text as the attribute (`"human computer:hard"`), a list of words or a list of `{ kind, level }`; the same seats set again change nothing. */
  get seats(): string | readonly (SeatPlayer | string)[] | null {
    return this._fed.get('seats');
  }
  set seats(value: unknown) {
    this._fed.set('seats', value);
  }
  /** `standard`, `simple` or `kids`. */
  get scoring(): Scoring | null {
    return this._fed.get('scoring');
  }
  set scoring(value: unknown) {
    this._fed.set('scoring', value);
  }
  /** The shuffle's seed. */
  get seed(): number | string | null {
    return this._fed.get('seed');
  }
  set seed(value: unknown) {
    this._fed.set('seed', value);
  }
  /** A match to this total. */
  get target(): number | string | null {
    return this._fed.get('target');
  }
  set target(value: unknown) {
    this._fed.set('target', value);
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
  /** The match `record`'s game belongs to: `{ target, totals, game }` (the totals before it), as `state.match` gives it. */
  match: MatchInfo | null = null;
  /** View only. */
  readonly = false;
  /** Play begins without showing the who-starts draw. */
  skipStarter = false;
  /** Events carry the whole game (`state`, `record`), every rack and the pile included; without it, the viewing seat's view only. */
  fullState = false;
  /** The computer's pause before each action, ms. */
  get delay(): number | string | null {
    return this._fed.get('delay');
  }
  set delay(value: unknown) {
    this._fed.set('delay', value);
  }
  /** Cells to outline: `"1,0 -1,1"` or a list of [q, r]. */
  get highlight(): string | readonly (readonly [number, number])[] | null {
    return this._fed.get('highlight');
  }
  set highlight(value: unknown) {
    this._fed.set('highlight', value);
  }
  /**
   * Sounds for placing a tile, making a flower and the game's end, synthesised with Web Audio (no files to fetch): off
   * unless set, so an embedded board is silent unless its page asks. The sound starts at the first press or key on the
   * board after it is set (browsers allow no sound before), and a browser without Web Audio stays silent. Any value
   * is read as the `sound` attribute would be (`"false"`, 0 and non-flags are off).
   */
  sound = false;
  /** Display names of the seats, e.g. `['Anna', 'Ben']` (default Player 1…, Joueur 1…). */
  get names(): readonly (string | null)[] | null {
    return this._fed.get('names');
  }
  set names(value: unknown) {
    this._fed.set('names', value);
  }
  /** A custom computer player `(view, level) => action` (default: the built-in one). */
  bot: ChooseAction | null = null;

  // `lang` is a global attribute: observed without shadowing the native property (`_…`: not API).
  protected _langAttribute: string | null = null;
}
