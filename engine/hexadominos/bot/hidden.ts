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

/**
 * `sampleHidden` with hints: `weights[seat][k]` says how likely `unseen[k]` is to be in that seat's rack
 * compared with the pile (`infer.ts`; null or missing: no hint). Each rack is drawn from what is left by
 * weighted sampling without replacement (the next seat first), the pile gets the rest in random order.
 * A tile ruled out (weight 0) still goes to a rack when nothing else is left to fill it.
 */
export function sampleWeighted(view: SeatView, unseen: readonly Tile[], weights: readonly (Float64Array | null)[] | null, random: Random): HiddenSample {
  try {
    return weightedSample(view, unseen, weights, random);
  } catch {
    return { racks: [], pile: [] }; // input from outside that throws when read: no deal (the search checks deals)
  }
}

function weightedSample(view: SeatView, unseen: readonly Tile[], weights: readonly (Float64Array | null)[] | null, random: Random): HiddenSample {
  if (!weights) return sampleHidden(view, unseen, random);
  const left = unseen.map((_, k) => k);
  const racks: Tile[][] = view.rackSizes.map(() => []);
  racks[view.seat] = [...view.rack];
  for (let step = 1; step < view.players; step++) {
    const seat = (view.seat + step) % view.players;
    const hints = weights[seat];
    // Efraimidis–Spirakis: the `size` smallest keys −ln(u) / w are a weighted sample without replacement.
    const keyed = left.map((k) => ({ k, key: -Math.log(1 - random()) / Math.max(hints ? hints[k] : 1, 1e-12) }));
    keyed.sort((a, b) => a.key - b.key);
    const chosen = keyed.slice(0, view.rackSizes[seat]).map((entry) => entry.k);
    racks[seat] = chosen.map((k) => unseen[k]);
    const taken = new Set(chosen);
    for (let j = left.length - 1; j >= 0; j--) if (taken.has(left[j])) left.splice(j, 1);
  }
  const pile = shuffle(
    left.map((k) => unseen[k]),
    random,
  ).slice(0, view.pileSize);
  return { racks, pile };
}
