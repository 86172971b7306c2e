/**
 * What `<hexadominos-board>`'s attributes mean to the shared attributes controller
 * (components/shared/attributes-controller.ts): the game properties read with `options.ts`, the game they
 * describe dealt (RESTART) or loaded (LOAD) through the game controller, a record handed back recognised as
 * the game on the board, and the options checked.
 */
import type { AttributesSetup } from '../shared/attributes-controller.js';
import type { GameController } from './game-controller.js';
import type { BoardError } from './i18n.js';
import { type BoardConfig, CONFIG, OPTIONS, type RawConfig, canonicalRecord, configKey, optionErrors, readConfig, sourceAttribute } from './options.js';

/** The element, as its attributes are read: what the page set on each property, of any type. */
export interface AttributesHost {
  raw(): RawConfig & { delay?: unknown; highlight?: unknown; names?: unknown; bot?: unknown };
  getRecord(): string;
}

export function boardAttributes(host: AttributesHost, game: GameController, report: (error: BoardError) => void): AttributesSetup<BoardConfig, BoardError> {
  return {
    game: CONFIG,
    options: OPTIONS,
    readGame() {
      const { config, errors } = readConfig(host.raw());
      return config ? { game: config, key: configKey(config) } : { errors };
    },
    fallback: () => readConfig({}).config!,
    /**
     * Only the record changed, to the one the board sent out (a controlled component handing it back), for
     * the match on the board: the board shows it already, and loading it again would lose the undo.
     */
    showing(config, applied) {
      const rest = (c: BoardConfig) => configKey({ ...c, source: null, match: null });
      const record = host.getRecord();
      return (
        config.source !== null &&
        rest(config) === rest(applied) &&
        record !== '' &&
        canonicalRecord(config.source) === record &&
        JSON.stringify(config.match) === JSON.stringify(game.game?.match ?? null)
      );
    },
    /** Deals or loads the game `config` describes; the machine's refusal, worded for the attribute. */
    apply(config) {
      let refused: BoardError | null = null;
      const settings = { seats: config.seats, scoring: config.scoring, target: config.target };
      game.send(
        config.source !== null
          ? { type: 'LOAD', source: config.source, seats: config.seats, target: config.target, ...(config.match ? { match: config.match } : {}) }
          : { type: 'RESTART', ...settings, ...(config.seed !== null ? { seed: config.seed } : {}) },
        (error) => (refused = { ...error, attribute: config.source !== null ? sourceAttribute(host.raw()) : 'seats' } as BoardError),
      );
      return refused;
    },
    readOptions: () => optionErrors(host.raw()),
    report,
  };
}
