/**
 * The public face of the element package: import `./define.js` to register `<hexone-board>`, or this
 * module for the class, its event and option types, and the message helpers the site shares with it.
 */
import './define.js';
import { fr } from './i18n-fr.js';
import { registerLang } from './i18n.js';

// Code that imports the package (rather than the standalone file) gets both languages at once, so the
// message helpers below answer in French synchronously.
registerLang('fr', fr);

export { HexoneBoard } from './hexone-board.js';
export type { Level, TurnChooser } from './computer.js';
export type {
  ChangeDetail, ChangeReason, ErrorDetail, ExplodeDetail, GameOverDetail, HexoneEventMap, MoveDetail, PlaceDetail, TurnDetail,
} from './events.js';
export {
  type BoardError, type BoardErrorCode, type Lang, type Names, LANGS, defaultNames, describeCell, describeError, describeEvent,
  describeEvents, loadLang, resolveLang, strings,
} from './i18n.js';
export type { Action, Cell, GameEvent, GameState, Player, RuleError, Rules } from '../engine/types.js';
export type { GameRecord } from '../engine/record.js';
