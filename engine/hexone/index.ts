/**
 * Hexone's public engine API. Everything here is pure and works on plain data, and never throws:
 * whatever it is given, of any JavaScript type, it answers a typed error (or null, [] or '').
 *
 *   import { newGame, place, explode, legalPlacements, parsePosition } from './engine/hexone/index.js';
 *
 * Rules: `rules.ts` · state checks: `state.ts` · notation: `notation.ts` · records: `record.ts` ·
 * timeline: `history.ts` · game review: `review.ts` · turn machine (XState): `machine.ts` (import it from './engine/hexone/machine.js',
 * it pulls in xstate) · fast mutable board for search: `board.ts` · reading untrusted values: `../shared/untrusted.ts` (both engines).
 */
export * from './cells.js';
export * from './types.js';
export {
  DEFAULT_RULES,
  apply,
  checkState,
  explodableCells,
  explode,
  legalActions,
  legalPlacements,
  newGame,
  pass,
  pawnCounts,
  place,
  readAction,
  readRules,
  rulesOrDefaults,
  tilePoints,
  tilesScore,
  yNames,
} from './rules.js';
export { formatPosition, parsePosition, type Parsed } from './notation.js';
export {
  type GameRecord,
  type Replay,
  checkRecord,
  formatAction,
  formatRecord,
  parseAction,
  parseRecord,
  readRecord,
  recordFromUrl,
  recordToUrl,
  replay,
} from './record.js';
export * from './history.js';
export {
  DECISIVE,
  DEFAULT_TURN_MS,
  REVIEW_THRESHOLDS,
  VERDICTS,
  type Basis,
  type Review,
  type ReviewOptions,
  type ReviewVerdict,
  type ReviewedMove,
  type ReviewedTurn,
  reviewGame,
} from './review.js';
