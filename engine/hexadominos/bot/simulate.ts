/**
 * A quick stand-in for the rules while a computer player imagines turns on a sampled deal: a table
 * (the board with its open spots worked out once), the best placement of a set of tiles, and a greedy
 * turn as the medium player takes it (best placement now, else draw until a drawn tile fits). Scores
 * agree with the rules (`placementAt`, the draw penalties); nothing here is shown to anyone.
 */
import { DRAW_PENALTY, LAST_TILE_BONUS, MAX_DRAWS, THIRD_DRAW_EXTRA } from '../rules.js';
import { type Spot, bonusFor, openSpots } from '../table.js';
import { ROTATIONS, type Rotation, type Tile, tileSum, tilesSum } from '../tiles.js';
import type { PlacedTile, Scoring } from '../types.js';

/** A board and its open spots (worked out once, tried for many tiles). */
export interface Table {
  board: PlacedTile[];
  spots: Spot[];
}

/** A placement found on a table: where, how turned, and what it scores now (the last-tile bonus aside). */
export interface Found {
  tile: Tile;
  spot: Spot;
  rot: Rotation;
  points: number;
}

export function tableOf(board: readonly PlacedTile[]): Table {
  return { board: [...board], spots: openSpots(board) };
}

/** The table once `placed` is down. */
export function withPlacement(table: Table, placed: PlacedTile): Table {
  return tableOf([...table.board, placed]);
}

/** The first rotation in which `tile` fits the spot's needs, or -1. */
export function fittingRotation(tile: Tile, need: readonly number[]): Rotation | -1 {
  for (const rot of ROTATIONS) {
    let ok = true;
    for (let d = 0; d < 6 && ok; d++) if (need[d] && tile.charCodeAt((d - rot + 6) % 6) - 48 !== need[d]) ok = false;
    if (ok) return rot;
  }
  return -1;
}

/** What a placement at `spot` scores: the tile's base plus the spot's one bonus (none for the first tile). */
export function spotPoints(spot: Spot, tile: Tile, scoring: Scoring, first: boolean): number {
  const base = scoring === 'standard' ? tileSum(tile) : scoring === 'simple' ? 1 : 0;
  return first ? base : base + bonusFor(spot.sides.length, spot.flowers.length, scoring).points;
}

/** The highest-scoring placement of any of `tiles` (ties: the first found), or null when none fits. */
export function bestPlacement(table: Table, tiles: readonly Tile[], scoring: Scoring): Found | null {
  const first = table.board.length === 0;
  let best: Found | null = null;
  for (const spot of table.spots) {
    for (const tile of tiles) {
      const rot = fittingRotation(tile, spot.need);
      if (rot === -1) continue;
      const points = spotPoints(spot, tile, scoring, first);
      if (!best || points > best.points) best = { tile, spot, rot, points };
    }
  }
  return best;
}

/** Whether any of `tiles` fits the table. */
export function anyFits(table: Table, tiles: readonly Tile[]): boolean {
  if (table.board.length === 0) return tiles.length > 0;
  return table.spots.some((spot) => tiles.some((tile) => fittingRotation(tile, spot.need) >= 0));
}

/** The penalty of a turn's `n`th draw (1–3). */
export function drawPenalty(n: number, scoring: Scoring): number {
  return scoring !== 'standard' ? 0 : DRAW_PENALTY + (n === MAX_DRAWS ? THIRD_DRAW_EXTRA : 0);
}

/** What the last tile earns: the bonus, plus in standard scoring the other racks' sums. */
export function lastTilePoints(others: readonly (readonly Tile[])[], scoring: Scoring): number {
  return LAST_TILE_BONUS[scoring] + (scoring === 'standard' ? others.reduce((sum, rack) => sum + tilesSum(rack), 0) : 0);
}

/** What a greedy turn did: the table, rack and pile after it, the points it made (negative for draws), and whether the rack emptied. */
export interface TurnOutcome {
  table: Table;
  rack: Tile[];
  pile: Tile[];
  points: number;
  emptied: boolean;
  placed: boolean;
}

/**
 * The medium player's turn on a sampled deal: the best placement of the rack; else draws (each paid)
 * until a drawn tile fits, three draws or the pile runs out; then the drawn tile's best placement or a pass.
 * `from`: draws already made this turn; `drawFirst`: the turn goes on with a draw (the move weighed is
 * a draw), so the rack is not tried first.
 */
export function greedyTurn(
  table: Table, rack: readonly Tile[], pile: readonly Tile[], scoring: Scoring, from = 0, drawFirst = false,
): TurnOutcome {
  let found = from === 0 && !drawFirst ? bestPlacement(table, rack, scoring) : null;
  let points = 0;
  let draws = from;
  const hand = [...rack];
  const left = [...pile];
  while (!found && draws < MAX_DRAWS && left.length > 0 && table.board.length > 0) {
    const tile = left.shift()!;
    hand.push(tile);
    draws++;
    points -= drawPenalty(draws, scoring);
    found = bestPlacement(table, [tile], scoring);
  }
  if (!found) return { table, rack: hand, pile: left, points, emptied: false, placed: false };
  hand.splice(hand.indexOf(found.tile), 1);
  const placed = { at: found.spot.at, tile: found.tile, rot: found.rot };
  return { table: withPlacement(table, placed), rack: hand, pile: left, points: points + found.points, emptied: hand.length === 0, placed: true };
}

/**
 * Where a play-out stopped: scores and racks per seat (empty for the seat that went out), whether the
 * game ended, and who would move next when it did not (the play-out reached its turn cap).
 */
export interface Ending {
  scores: number[];
  racks: Tile[][];
  over: boolean;
  toMove: number;
}

/**
 * Plays a sampled deal to its end with every seat taking greedy turns, from seat `first`: the last tile
 * earns its bonus (and the other racks' sums); with the pile empty, a full round without a placement
 * means nobody can place, and each seat loses its rack's sum (standard scoring), as the rules end it.
 * `maxTurns` caps the play-out (then the scores are as they stand: `race.ts` projects the rest).
 */
export function playOut(
  start: Table, startRacks: readonly (readonly Tile[])[], startPile: readonly Tile[], first: number, startScores: readonly number[],
  scoring: Scoring, maxTurns = Infinity,
): Ending {
  const players = startRacks.length;
  const racks = startRacks.map((rack) => [...rack]);
  const scores = [...startScores];
  let table = start;
  let pile = [...startPile];
  let idle = 0; // turns in a row without a placement while the pile is empty
  let toMove = first;
  for (let turn = 0, seat = first; turn < maxTurns; turn++, seat = (seat + 1) % players) {
    const outcome = greedyTurn(table, racks[seat], pile, scoring);
    scores[seat] += outcome.points;
    racks[seat] = outcome.rack;
    table = outcome.table;
    pile = outcome.pile;
    if (outcome.emptied) {
      scores[seat] += lastTilePoints(racks.filter((_, s) => s !== seat), scoring);
      return { scores, racks, over: true, toMove: seat };
    }
    idle = outcome.placed || pile.length > 0 ? 0 : idle + 1;
    if (idle >= players) {
      if (scoring === 'standard') racks.forEach((rack, s) => (scores[s] -= tilesSum(rack)));
      return { scores, racks, over: true, toMove: seat };
    }
    toMove = (seat + 1) % players;
  }
  return { scores, racks, over: false, toMove };
}
