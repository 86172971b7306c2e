/**
 * The public face of the element package: import `./define.js` to register `<hexone-board>`, or this
 * module for the class, its event and option types, and the message helpers the site shares with it.
 */
import './hexone-board/define.js';
import { fr } from './hexone-board/i18n-fr.js';
import { registerLang } from './hexone-board/i18n.js';

// Code that imports the package (rather than the standalone file) gets both languages at once, so the
// message helpers below answer in French synchronously.
registerLang('fr', fr);

export { HexoneBoard } from './hexone-board/hexone-board.js';
export type { Level, TurnChooser } from './hexone-board/computer.js';
export type {
  ChangeDetail, ChangeReason, ErrorDetail, ExplodeDetail, GameOverDetail, HexoneEventMap, MoveDetail, PlaceDetail, TurnDetail,
} from './hexone-board/events.js';
export {
  type BoardError, type BoardErrorCode, type Lang, type Names, LANGS, defaultNames, describeCell, describeError, describeEvent,
  describeEvents, loadLang, resolveLang, strings,
} from './hexone-board/i18n.js';
export type { Action, Cell, GameEvent, GameState, Player, RuleError, Rules } from '../engine/hexone/types.js';
export type { GameRecord } from '../engine/hexone/record.js';
