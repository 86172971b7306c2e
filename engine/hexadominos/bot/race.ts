/**
 * The race to the last tile, projected: where a play-out stops before the game ends, what each seat is
 * likely to finish with.
 *
 * Why: a tile nearly always fits somewhere, so nobody draws, and the seat that will place its last tile
 * first is already known — the one with the fewest tiles, turn order breaking ties. It collects the
 * last-tile bonus and the other racks, a swing of 40–70 points that decides most games (between two
 * greedy players the starter won 99 %). Scores as they stand after a round of look-ahead miss that
 * swing; this projection counts it, so the hard player sees what one forced draw (a rack that stays
 * the same size) is worth, and plays for it: leaving no spot for the tiles the others may hold, keeping
 * its own rack able to place.
 *
 * The projection assumes every seat places one tile a turn from now on, the highest first (as greedy
 * players do), each scoring its sum plus `BONUS_PER_PLACEMENT`; it is an estimate, used only to compare
 * moves on the same sampled deals, never shown.
 */
import { LAST_TILE_BONUS } from '../rules.js';
import { SUM } from '../tile-codes.js';
import { type Tile, tileSum } from '../tiles.js';
import type { Scoring } from '../types.js';

/** The sides bonus a placement earns on average in play (+10 or +20 mostly; flowers are rare). */
export const BONUS_PER_PLACEMENT = { standard: 12, simple: 0.6, kids: 0 } as const;

/**
 * The scores each seat would end with if, from `toMove`, every seat placed one tile a turn until one
 * rack is empty (`racks` all non-empty). Kids scoring has no points: the race is all, so a seat's
 * projection is minus ten points a tile it would have left.
 */
export function projectRace(scores: readonly number[], racks: readonly (readonly Tile[])[], toMove: number, scoring: Scoring): number[] {
  return projectRaceOfSums(
    scores,
    racks.map((rack) => rack.map(tileSum)),
    toMove,
    scoring,
  );
}

/** `projectRace` of racks given as tile codes (`../tile-codes.ts`), as the search holds them. */
export function projectRaceOfCodes(scores: readonly number[], racks: readonly (readonly number[])[], toMove: number, scoring: Scoring): number[] {
  try {
    if (!Array.isArray(scores) || !Array.isArray(racks) || !racks.every(Array.isArray) || racks.length !== scores.length || !Number.isInteger(toMove))
      return [];
    return projectRaceOfSums(
      scores,
      racks.map((rack) => rack.map((code) => SUM[code] ?? 0)),
      toMove,
      scoring,
    );
  } catch {
    return []; // lists from outside that throw when read
  }
}

function projectRaceOfSums(scores: readonly number[], rackSums: readonly (readonly number[])[], toMove: number, scoring: Scoring): number[] {
  const players = rackSums.length;
  const order = (seat: number) => (seat - toMove + players) % players; // 0: moves next
  // The turn (counted from now) on which each seat would place its last tile; the earliest goes out.
  const outTurn = rackSums.map((rack, seat) => (rack.length - 1) * players + order(seat));
  const first = outTurn.indexOf(Math.min(...outTurn));
  const end = outTurn[first];
  const placedBy = (seat: number) => (seat === first ? rackSums[seat].length : Math.ceil(Math.max(0, end - order(seat)) / players));
  const sums = rackSums.map((rack) => [...rack].sort((a, b) => b - a)); // highest first: placed first
  const left = sums.map((rack, seat) => rack.slice(placedBy(seat)));
  if (scoring === 'kids') return left.map((rest) => -10 * rest.length);
  const each = (sum: number) => (scoring === 'standard' ? sum : 1) + BONUS_PER_PLACEMENT[scoring];
  return sums.map((rack, seat) => {
    const placed = rack.slice(0, placedBy(seat)).reduce((total, sum) => total + each(sum), 0);
    if (seat !== first) return scores[seat] + placed;
    const fromRacks = scoring === 'standard' ? left.flat().reduce((total, sum) => total + sum, 0) : 0;
    return scores[seat] + placed + LAST_TILE_BONUS[scoring] + fromRacks;
  });
}
