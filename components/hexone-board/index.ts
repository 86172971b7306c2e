/**
 * `<hexone-board>` as a module: importing it registers the element with both languages at once (so the
 * message helpers answer in French synchronously), and exports the class, its event and option types and
 * the message helpers the site shares with it. Pages that show only Hexone import this rather than the
 * package entry (components/index.ts), so they do not download the other game's board.
 */
import './define.js';
import { fr } from './i18n-fr.js';
import { registerLang } from './i18n.js';

registerLang('fr', fr);

export { HexoneBoard } from './hexone-board.js';
export type { Level, LevelName, TurnChooser } from './computer.js';
export type { ChangeDetail, ChangeReason, ErrorDetail, ExplodeDetail, GameOverDetail, HexoneEventMap, MoveDetail, PlaceDetail, TurnDetail } from './events.js';
export {
  type BoardError,
  type BoardErrorCode,
  type Lang,
  type Names,
  LANGS,
  defaultNames,
  describeCell,
  describeError,
  describeEvent,
  describeEvents,
  loadLang,
  resolveLang,
  strings,
} from './i18n.js';
export type { Action, Cell, GameEvent, GameState, Player, RuleError, Rules } from '../../engine/hexone/types.js';
export type { GameRecord } from '../../engine/hexone/record.js';
