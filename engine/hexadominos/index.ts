/**
 * Hexa-dominos' public engine API (rules: ./RULES.md). Everything here is pure,
 * works on plain serialisable data, never throws and never changes its input: a refused action returns
 * `{ ok: false, error: { code, … } }` and the state it was given stays as it was. Whatever a function is
 * given, of any JavaScript type (getters or proxies that throw, lists of length 2³² − 1, inherited fields,
 * class instances), it reads it once into a checked copy (`check.ts`, `board.ts`, ../shared/untrusted.ts)
 * and answers a typed error, or null, false, '', NaN or [].
 *
 *   import { newGame, place, draw, legalPlacements, viewFor } from './engine/hexadominos/index.js';
 *
 *   const game = newGame({ players: 2, scoring: 'standard', seed: 42 });   // Result: state + events
 *   if (game.ok) {
 *     const [first] = legalPlacements(game.state);                        // tile, at, rot, sides, flowers, points…
 *     const moved = place(game.state, first.tile, first.at, first.rot);   // or apply(state, { type: 'place', … })
 *   }
 *
 * Modules: tiles (`tiles.ts`; as codes with their sides packed, `tile-codes.ts`), the table and scoring (`table.ts`,
 * on a typed-array grid: `grid.ts`), starting games and matches (`setup.ts`),
 * turns (`rules.ts`), state checks (`check.ts`), one seat's view (`view.ts`), position text (`notation.ts`),
 * game records (`record.ts`), conformance cases (`conformance.ts`), who sits at each seat (`seats.ts`). Reading
 * boards from outside: `board.ts`. Hex geometry: `../shared/hex.ts`.
 */
export * from './types.js';
export { DEFAULT_TILES, ROTATIONS, allTiles, isRotation, isTile, sideValue, sideValues, tileSetProblem, tileSum, tileValues, tilesSum } from './tiles.js';
export { checkState } from './check.js';
export { type MatchStanding, matchStanding, newGame, nextMatchGame, rackSize } from './setup.js';
export {
  DRAW_PENALTY,
  LAST_TILE_BONUS,
  MAX_DRAWS,
  THIRD_DRAW_EXTRA,
  apply,
  canDraw,
  canPass,
  draw,
  legalActions,
  legalPlacements,
  pass,
  place,
  scorePlacement,
  stage,
} from './rules.js';
export { type Spot, bonusFor, canPlaceAny, openSpots, tilePlacements } from './table.js';
export { type Playout, randomGame } from './playout.js';
export { type SeatView, viewEvents, viewFor, viewLegalActions, viewPlacements } from './view.js';
export { formatPlacedTile, formatPosition, parsePlacedTile, parsePosition } from './notation.js';
export { type GameRecord, type Replay, formatAction, formatRecord, parseAction, parseRecord, recordFromUrl, recordToUrl, replay } from './record.js';
export { CASE_FORMAT, type CaseFile, type ConformanceCase, checkCase, readCaseFile } from './conformance.js';
export { DEFAULT_LEVEL, MAX_SEATS, MIN_SEATS, type SeatPlayer, formatSeat, formatSeats, readSeats, sameSeats } from './seats.js';
export { ADVICE_SAMPLES, type Review, type ReviewOptions, type ReviewedAction, type SeatReview, reviewGame } from './review.js';
