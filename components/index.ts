/**
 * The public face of the element package: importing it registers `<hexone-board>` and
 * `<hexadominos-board>` (one copy of Lit and XState serves both), and exports the classes, their event
 * and option types, and the message helpers the site shares with them.
 */
import './hexone-board/define.js';
import './hexadominos-board/define.js';
import { fr } from './hexone-board/i18n-fr.js';
import { registerLang } from './hexone-board/i18n.js';
import { fr as hexadominosFr } from './hexadominos-board/i18n-fr.js';
import { registerLang as registerHexadominosLang } from './hexadominos-board/i18n.js';

// Code that imports the package (rather than the standalone file) gets both languages at once, so the
// message helpers below answer in French synchronously.
registerLang('fr', fr);
registerHexadominosLang('fr', hexadominosFr);

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

export { HexadominosBoard } from './hexadominos-board/hexadominos-board.js';
export type { ChooseAction } from './hexadominos-board/computer.js';
export type {
  ChangeDetail as HexadominosChangeDetail, ChangeReason as HexadominosChangeReason, DrawDetail as HexadominosDrawDetail,
  ErrorDetail as HexadominosErrorDetail, GameOverDetail as HexadominosGameOverDetail, HexadominosEventMap,
  MoveDetail as HexadominosMoveDetail, PassDetail as HexadominosPassDetail, PlaceDetail as HexadominosPlaceDetail,
  TurnDetail as HexadominosTurnDetail,
} from './hexadominos-board/events.js';
export {
  describeError as describeHexadominosError, describeEvents as describeHexadominosEvents, loadLang as loadHexadominosLang,
  strings as hexadominosStrings,
} from './hexadominos-board/i18n.js';
