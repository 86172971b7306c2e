/**
 * A place on the table named by what it touches, the way a person points at it: "east of 1 1 2 3 4 5",
 * "between 1 1 2 3 4 5’s north-east side and 1 2 2 3 4 5’s north-west side", "in the middle of the table".
 * The board never shows grid coordinates, so no message may name a place by them. Pure: the board's tiles in,
 * words out (the language table's `placeWords` says how one language puts them).
 *
 *   placeName(strings('en'), [{ at: [0, 0], tile: '112345', rot: 0 }], [1, 0]) // "east of 1 1 2 3 4 5"
 */
import { type Direction, DIRECTIONS, DIRECTION_STEPS } from '../../engine/shared/hex.js';
import type { Axial, PlacedTile, Tile } from '../../engine/hexadominos/types.js';

/** One tile beside the place, and which of its sides faces the place (0 = east, clockwise). */
export interface Touching {
  tile: Tile;
  side: Direction;
}

/** How one language names a place (part of each language table, `Strings.placeWords`). */
export interface PlaceWords {
  middle: string; // the first tile's place: "in the middle of the table"
  alone: string; // a place touching nothing (never a legal place, but a name all the same): "away from every tile"
  beside(t: Touching): string; // "east of 1 1 2 3 4 5"
  between(a: Touching, b: Touching): string; // "between 1 1 2 3 4 5’s east side and 1 2 2 3 4 5’s south-west side"
}

/** The tiles of `board` touching `at`, in the order they were laid (the oldest first: the best known). */
export function touching(board: readonly PlacedTile[], at: Axial): Touching[] {
  const out: Touching[] = [];
  for (const placed of board) {
    if (placed.at[0] === at[0] && placed.at[1] === at[1]) continue;
    const d = DIRECTIONS.find((dir) => placed.at[0] + DIRECTION_STEPS[dir][0] === at[0] && placed.at[1] + DIRECTION_STEPS[dir][1] === at[1]);
    if (d !== undefined) out.push({ tile: placed.tile, side: d });
  }
  return out;
}

/**
 * `at` named by its neighbours on `board` (the tile on `at` itself, if any, is left out: an announcement names the
 * place of a tile just laid by the tiles that were there before). One neighbour's side names a place exactly; a
 * second is added when there is one, since two sides are what a person sees of a hollow.
 */
export function placeName(words: PlaceWords, board: readonly PlacedTile[], at: Axial): string {
  if (at[0] === 0 && at[1] === 0 && board.every((p) => p.at[0] === 0 && p.at[1] === 0)) return words.middle;
  const near = touching(board, at);
  if (!near.length) return words.alone;
  return near.length === 1 ? words.beside(near[0]) : words.between(near[0], near[1]);
}
