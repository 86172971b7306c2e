/**
 * What a seat cannot see, guessed: the tiles it has not seen (the set minus the table minus its own rack)
 * are the other racks and the pile together; a sample deals them at random into racks of the sizes the
 * view shows and a pile of its size. The hard computer player reasons over many such samples.
 */
import { type Random } from '../../shared/random.js';
import { shuffle } from '../setup.js';
import { DEFAULT_TILES, type Tile } from '../tiles.js';
import type { SeatView } from '../view.js';

/** One guess at the hidden tiles: every seat's rack (the viewer's own as it is) and the pile in draw order. */
export interface HiddenSample {
  racks: Tile[][];
  pile: Tile[];
}

/** The tiles `view`'s seat has not seen: in another rack or in the pile. */
export function unseenTiles(view: SeatView, tiles: readonly Tile[] = DEFAULT_TILES): Tile[] {
  const seen = new Set<Tile>(view.rack);
  for (const placed of view.board) seen.add(placed.tile);
  return tiles.filter((tile) => !seen.has(tile));
}

/**
 * The unseen tiles dealt at random: each other seat gets as many as its rack holds, the pile the rest.
 * With a tile set other than the one the game uses the counts may not add up: racks are filled first.
 */
export function sampleHidden(view: SeatView, unseen: readonly Tile[], random: Random): HiddenSample {
  const pool = shuffle([...unseen], random);
  let next = 0;
  const racks = view.rackSizes.map((size, seat) => {
    if (seat === view.seat) return [...view.rack];
    const rack = pool.slice(next, next + size);
    next += size;
    return rack;
  });
  return { racks, pile: pool.slice(next, next + view.pileSize) };
}
