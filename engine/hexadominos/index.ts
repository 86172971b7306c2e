/**
 * Hexa-dominos' public engine API. Everything here is pure and works on plain data.
 */
export * from './types.js';
export * from './tiles.js';
export { checkState } from './check.js';
export { matchStanding, newGame, nextMatchGame, rackSize } from './setup.js';
export {
  apply, canDraw, canPass, draw, legalActions, legalPlacements, pass, place, scorePlacement, stage,
} from './rules.js';
export { tilePlacements } from './table.js';
