/**
 * The public face of the element package: import `./define.js` to register `<hexone-board>`, or this
 * module for the class, its event and option types, and the message helpers the site shares with it.
 */
import './define.js';

export { HexoneBoard } from './hexone-board.js';
export type { Level, TurnChooser } from './computer.js';
export type {
  ChangeDetail, ChangeReason, ErrorDetail, ExplodeDetail, GameOverDetail, HexoneEventMap, MoveDetail, PlaceDetail, TurnDetail,
} from './events.js';
export {
  type BoardError, type BoardErrorCode, type Lang, type Names, LANGS, defaultNames, describeCell, describeError, describeEvent,
  describeEvents, resolveLang, strings,
} from './i18n.js';
export type { Action, Cell, GameEvent, GameState, Player, RuleError, Rules } from '../engine/types.js';
export type { GameRecord } from '../engine/record.js';
