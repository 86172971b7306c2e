/**
 * The values that fill a miss's explanation (`hd.lessons.wrong.<key>`), in words a learner can find on the board:
 * places by the tiles they touch on the step's starting table ("east of 1 1 2 3 4 5"), tiles by their numbers.
 * The checker (task.ts) hands over places as position text ("1,0"): never shown as such.
 *
 *   missValues({ key: 'placedElsewhere', at: '-1,0', expected: '1,0' }, words, table)
 *   // { at: 'west of 1 1 2 3 4 5', expected: 'east of 1 1 2 3 4 5' }
 */
import type { PlacedTile } from '@engine/hexadominos/types.js';
import { placeName, type PlaceWords } from '@components/hexadominos-board/place-words.js';
import type { Miss } from './task.js';

const CELL = /^(-?\d+),(-?\d+)$/;
const TILE = /^[1-5]{6}$/;

/** One value of a miss in words: a place named by its neighbours, a tile spaced, a number as it is. */
function inWords(value: string | number | undefined, words: PlaceWords, table: readonly PlacedTile[]): string | number | undefined {
  if (typeof value !== 'string') return value;
  const cell = CELL.exec(value);
  if (cell) return placeName(words, table, [Number(cell[1]), Number(cell[2])]);
  return TILE.test(value) ? [...value].join(' ') : value;
}

export function missValues(miss: Miss, words: PlaceWords, table: readonly PlacedTile[]): Record<string, string | number | undefined> {
  return Object.fromEntries(Object.entries(miss).map(([k, v]) => [k, k === 'key' ? v : inWords(v as string | number | undefined, words, table)]));
}
