/**
 * What the table offers the player holding a tile: the free places where it fits (in some rotation),
 * what each place asks of its sides, and the preview of the tile at a place and rotation — which sides
 * match and what it would score. Every answer comes from the engine (`legalPlacements`,
 * `scorePlacement`); this module only groups it for drawing and words the preview.
 */
import { type Axial, DIRECTIONS, type Direction, cellKey, sameCell } from '../../engine/shared/hex.js';
import { LAST_TILE_BONUS, legalPlacements, scorePlacement } from '../../engine/hexadominos/rules.js';
import { frontier, indexBoard, requirements } from '../../engine/hexadominos/table.js';
import { type Rotation, sideValue, tilesSum } from '../../engine/hexadominos/tiles.js';
import type { Strings } from './i18n-types.js';
import type { GameState, Placement, Tile } from '../../engine/hexadominos/types.js';

/** A free place where the selected tile fits, with the rotations that fit there. */
export interface Spot {
  at: Axial;
  key: string; // '1,-1'
  rotations: Rotation[]; // [2, 5]
  needs: { direction: Direction; value: number }[]; // what the tiles around ask, clockwise from east
}

/** The preview of a tile at a place: per touching side whether it matches, and the engine's score when it fits. */
export interface Preview {
  tile: Tile;
  at: Axial;
  rot: Rotation;
  sides: { direction: Direction; value: number; need: number; matches: boolean }[];
  placement: Placement | null; // null: it does not fit in this rotation
}

/** The places where `tile` may go now (empty when it may not be placed), in reading order (top to bottom, left to right). */
export function spotsFor(state: GameState, tile: Tile | null): Spot[] {
  if (tile === null) return [];
  const index = indexBoard(state.board);
  const byCell = new Map<string, Spot>();
  for (const p of legalPlacements(state, tile)) {
    const key = cellKey(p.at);
    let spot = byCell.get(key);
    if (!spot) {
      spot = { at: p.at, key, rotations: [], needs: needsOf(state.board.length ? requirements(index, p.at) : [0, 0, 0, 0, 0, 0]) };
      byCell.set(key, spot);
    }
    spot.rotations.push(p.rot);
  }
  return [...byCell.values()].sort((a, b) => a.at[1] - b.at[1] || a.at[0] + a.at[1] / 2 - (b.at[0] + b.at[1] / 2));
}

const needsOf = (need: readonly number[]): Spot['needs'] => DIRECTIONS.filter((d) => need[d]).map((d) => ({ direction: d, value: need[d] }));

/** What the tiles around `at` ask of its sides, clockwise from east (nothing on an empty table). */
export function needsAt(state: GameState, at: Axial): Spot['needs'] {
  return state.board.length ? needsOf(requirements(indexBoard(state.board), at)) : [];
}

/** Every free place next to the table (where some tile might go), for drawing empty outlines. */
export function freePlaces(state: GameState): Axial[] {
  return state.board.length ? frontier(state.board, indexBoard(state.board)) : [[0, 0]];
}

/** The cells the view fits on screen: the tiles on the table and the free places around them (none without a game). */
export function fitCells(state: GameState | null): Axial[] {
  return state ? [...state.board.map((p) => p.at), ...freePlaces(state)] : [];
}

/** The preview of `tile` at `at` turned `rot`: side by side, and the engine's placement when it fits. */
export function previewAt(state: GameState, tile: Tile, at: Axial, rot: Rotation): Preview {
  const need = state.board.length ? requirements(indexBoard(state.board), at) : [0, 0, 0, 0, 0, 0];
  const sides = DIRECTIONS.filter((d) => need[d]).map((d) => {
    const value = sideValue(tile, rot, d);
    return { direction: d, value, need: need[d], matches: value === need[d] };
  });
  const scored = scorePlacement(state.board, state.scoring, tile, at, rot);
  return { tile, at, rot, sides, placement: scored.ok ? scored.placement : null };
}

/** The rotation to show when the tile arrives at `spot`: `rot` if it fits there, else the next one clockwise that does. */
export function fittingRotation(spot: Spot, rot: Rotation): Rotation {
  if (spot.rotations.includes(rot) || !spot.rotations.length) return rot;
  for (let k = 1; k < 6; k++) {
    const next = ((rot + k) % 6) as Rotation;
    if (spot.rotations.includes(next)) return next;
  }
  return rot;
}

export function spotAt(spots: readonly Spot[], at: Axial | null): Spot | null {
  return (at && spots.find((s) => sameCell(s.at, at))) ?? null;
}

/**
 * What a previewed tile would do, in words: what it scores there (the sides' bonus shown), or which sides clash. The
 * last tile of the rack ends the game, so its preview says all the move gives (RULES.md: the last tile's bonus, in
 * standard scoring the other racks' values too; in simple scoring the +5 adds to the sides' bonus).
 */
export function previewWords(game: GameState, p: Preview | null, s: Strings): string {
  if (!p) return '';
  if (!p.placement) return s.noFit(p.sides.filter((side) => !side.matches));
  const { base, bonus, points, sides } = p.placement;
  const last = game.racks[game.toMove]?.length === 1;
  if (game.scoring === 'kids') return s.fits(sides.length, last);
  if (!last) return s.preview(base, bonus, points, sides.length);
  const fromRacks = game.scoring === 'standard' ? game.racks.reduce((sum, rack, seat) => (seat === game.toMove ? sum : sum + tilesSum(rack)), 0) : 0;
  return s.previewLast(base, bonus, points, sides.length, LAST_TILE_BONUS[game.scoring], fromRacks);
}
