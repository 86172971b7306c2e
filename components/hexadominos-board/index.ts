/**
 * `<hexadominos-board>` as a module: importing it registers the element with both languages at once, and
 * exports the class, its event types (prefixed, so the package entry can export both games) and its
 * message helpers.
 */
import './define.js';
import { fr } from './i18n-fr.js';
import { registerLang } from './i18n.js';

registerLang('fr', fr);

export { HexadominosBoard } from './hexadominos-board.js';
export type { ChooseAction } from './computer.js';
export type {
  ChangeDetail as HexadominosChangeDetail,
  ChangeReason as HexadominosChangeReason,
  DrawDetail as HexadominosDrawDetail,
  ErrorDetail as HexadominosErrorDetail,
  GameOverDetail as HexadominosGameOverDetail,
  HexadominosEventMap,
  MoveDetail as HexadominosMoveDetail,
  PassDetail as HexadominosPassDetail,
  PlaceDetail as HexadominosPlaceDetail,
  TurnDetail as HexadominosTurnDetail,
} from './events.js';
export {
  describeError as describeHexadominosError,
  describeEvents as describeHexadominosEvents,
  loadLang as loadHexadominosLang,
  strings as hexadominosStrings,
} from './i18n.js';
