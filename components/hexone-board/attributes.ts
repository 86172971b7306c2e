/**
 * What `<hexone-board>`'s attributes mean to the shared attributes controller
 * (components/shared/attributes-controller.ts): those that describe the game (`exits`, `tiles`, `first`,
 * `position`, `record`) start it again when what they say changes (wrong rules: the default ones are played
 * and the errors block play until fixed); a record handed back is the game on the board; the others
 * (`animation-speed`, `computer`, `level`, `highlight`, `names`, `bot`) are checked. The checks themselves
 * are pure (`options.ts`).
 */
import type { PropertyValues } from 'lit';
import { load, toRecord } from '../../engine/hexone/history.js';
import { formatRecord } from '../../engine/hexone/record.js';
import type { Rules } from '../../engine/hexone/types.js';
import type { AttributesSetup } from '../shared/attributes-controller.js';
import { type PropertyReaders, flagOf } from '../shared/values.js';
import type { GameController } from './game-controller.js';
import type { TextProperties } from './properties.js';
import type { BoardError } from './i18n-types.js';
import { CONFIG, type OptionAttributes, botOf, describeValue, firstPlayerOf, invalid, namesOf, optionErrors, ruleErrors, textOf } from './options.js';

/**
 * The readers of the properties that stand for text attributes (named in properties.ts' `TextProperties`; the type
 * holds this list to the same names): each reads what is set as the attribute text it stands for (`textOf`).
 */
export const TEXT_READERS: PropertyReaders<TextProperties> = {
  exits: textOf,
  first: textOf,
  position: textOf,
  record: textOf,
  animationSpeed: textOf,
  highlight: textOf,
  computer: textOf,
  level: textOf,
};
/** The properties that stand for boolean attributes. */
const FLAGS = ['tiles', 'readonly', 'coordinates', 'stepMode', 'sound'] as const;

/** The element's attribute properties. */
export interface AttributesHost extends OptionAttributes {
  exits: string | null;
  tiles: boolean;
  first: string | null;
  position: string | null;
  record: string | null;
  readonly: boolean;
  coordinates: boolean;
  stepMode: boolean;
  sound: boolean;
  names: unknown;
  bot: unknown;
}

/** The game attributes as given (the game they describe is read from the element when it is dealt). */
type HexoneGame = (string | boolean | null)[];

/**
 * Flag properties set from script may hold any JavaScript value: each is brought back to a boolean before anything
 * reads it, so a wrong value never breaks the board and a good one recovers it. Before each update. (The text
 * properties are read as text when they are set.)
 */
export function coerceProperties(host: AttributesHost, changed: PropertyValues): void {
  const props = host as unknown as Record<string, unknown>;
  for (const name of FLAGS) if (changed.has(name) && typeof props[name] !== 'boolean') props[name] = flagOf(props[name]);
}

export function boardAttributes(host: AttributesHost, game: GameController, report: (error: BoardError) => void): AttributesSetup<HexoneGame, BoardError> {
  const raw = () => CONFIG.map((name) => host[name] || null);
  const errors = () => ruleErrors(host.exits ?? 'classic', host.first ?? 'b');
  return {
    game: CONFIG,
    options: ['animationSpeed', 'computer', 'level', 'highlight', 'names', 'bot'],
    // No attributes: the new game the machine made at construction (nothing is dealt on the first update).
    initial: { game: CONFIG.map(() => null), key: JSON.stringify(CONFIG.map(() => null)) },
    readGame: () => ({ game: raw(), key: JSON.stringify(raw()), errors: errors() }),
    /**
     * Only `record` changed, to the game the board already plays: a framework handing back the record the board
     * sent in `hexone-change` (a controlled React component). Loading it again would lose redo.
     */
    showing(wanted, applied) {
      if (host.record === null || !CONFIG.every((name, k) => name === 'record' || wanted[k] === applied[k])) return false;
      const loaded = load(host.record);
      return loaded.ok && formatRecord(toRecord(loaded.history)) === formatRecord(game.record);
    },
    /**
     * Starts the game the attributes describe: the record or position if given and readable, else a new game (wrong
     * rules: the default ones); a source that does not read leaves a new game, its error blocking play until fixed.
     */
    apply(_, forced) {
      const wrong = errors().length > 0;
      const rules = { exits: wrong ? 'classic' : (host.exits ?? 'classic'), tiles: host.tiles } as Rules;
      const refused = game.configure(wrong ? null : (host.record ?? host.position), rules, firstPlayerOf(host.first));
      game.jumped(forced ? 'reset' : 'load');
      return refused && { ...refused, attribute: host.record !== null ? 'record' : 'position' };
    },
    refusalReplaces: true,
    readOptions() {
      const found = optionErrors(host);
      const { names, bot } = host;
      if (names != null && namesOf(names) === null) found.push(invalid('names', describeValue(names), '{ b: "…", w: "…" }'));
      if (bot != null && botOf(bot) === null) found.push(invalid('bot', describeValue(bot), '{ chooseTurn(state, level) }'));
      return found;
    },
    report,
  };
}
