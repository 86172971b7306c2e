/**
 * Hexone's public engine API. Everything here is pure and works on plain data.
 *
 *   import { newGame, place, explode, legalPlacements, parsePosition } from './engine/index.js';
 *
 * Rules: `rules.ts` · notation: `notation.ts` · records: `record.ts` · timeline: `history.ts` ·
 * turn machine (XState): `machine.ts` (import it from './engine/machine.js', it pulls in xstate) ·
 * fast mutable board for search: `board.ts`.
 */
export * from './cells.js';
export * from './types.js';
export {
  DEFAULT_RULES, apply, checkState, explodableCells, explode, legalActions, legalPlacements, newGame, pass, pawnCounts, place,
  tilePoints, tilesScore, yNames,
} from './rules.js';
export { formatPosition, parsePosition, type Parsed } from './notation.js';
export {
  type GameRecord, type Replay, formatAction, formatRecord, parseAction, parseRecord, recordFromUrl, recordToUrl, replay,
} from './record.js';
export * from './history.js';
