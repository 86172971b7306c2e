/**
 * The hard computer player: it weighs every legal move by playing on from it over the racks it cannot see.
 *
 * It deals the unseen tiles at random into the other racks and the pile (`hidden.ts`), many times, and
 * on each deal, for every move it weighs (a placement; a draw, after which it would place the drawn tile
 * as medium would or draw again; a pass), it plays on with every seat taking medium's greedy turns
 * (`simulate.ts`) for `rounds` rounds (by default one: each opponent's reply, then its own next turn),
 * or to the end of the game. Where the play-out stops short of the end, the race to the last tile is
 * projected (`race.ts`): whoever would place their last tile first collects 25 and the other racks, the
 * swing that decides most games. A move is worth, averaged over the deals (the same deals for every
 * move, so the luck of a deal cancels out when two moves are compared):
 *
 *   its projected final score − the best other one (+ winBonus when that margin is positive)
 *
 * So it takes flower and many-sided spots, avoids opening them to the next players (their greedy replies
 * on the sampled racks grab them), keeps a rack that can place, keeps low tiles for last (the winner of
 * the race collects them), weighs a draw against a poor placement, and goes out when it can.
 * Every move is weighed on the first `screen` deals, then only the `finalists` on the rest (progressive
 * pruning): the close calls get many deals for the price of few.
 */
import type { Random } from '../../shared/random.js';
import { DEFAULT_TILES, type Tile } from '../tiles.js';
import type { Action, Placement } from '../types.js';
import { type SeatView, viewLegalActions, viewPlacements } from '../view.js';
import { type HiddenSample, sampleHidden, unseenTiles } from './hidden.js';
import { projectRace } from './race.js';
import { type TurnOutcome, greedyTurn, lastTilePoints, playOut, tableOf, withPlacement } from './simulate.js';

export interface HardSettings {
  samples: number; // deals sampled (every move weighed on a deal is weighed on the same deal)
  screen: number; // deals on which every move is weighed, before all but the finalists are set aside
  finalists: number; // moves weighed on the remaining deals
  candidates: number; // placements weighed: the best-scoring now, plus each rack tile's best (1000: every one)
  winBonus: number; // what winning a play-out adds to its margin (standard points; scaled in simple scoring)
  rounds: number; // how far each play-out runs: rounds of every seat's turn after its move (Infinity: to the end)
  race: boolean; // where a play-out stops short of the end, project the race to the last tile (race.ts)
}

/**
 * Tuned with the match script: looking one round ahead over every legal placement did better than
 * longer play-outs (a greedy play-out to the end mostly measures the deal, and is slower); even given
 * the real hidden tiles (`--peek`), two rounds did no better than one and three did worse.
 */
export const HARD_SETTINGS: HardSettings = {
  samples: 32, screen: 8, finalists: 6, candidates: 1000, winBonus: 0, rounds: 1, race: true,
};

export interface Weighed {
  action: Action;
  value: number; // average over the deals
}

export interface HardChoice {
  action: Action;
  weighed: Weighed[]; // every move weighed, best first
  samples: number; // deals used (fewer than asked when the clock ran out)
}

/** The move the hard player makes from `view` (its seat to move), or null when it has none. */
export function hardChoice(
  view: SeatView, settings: HardSettings, random: Random, outOfTime: () => boolean, tiles: readonly Tile[] = DEFAULT_TILES,
): HardChoice | null {
  const unseen = unseenTiles(view, tiles);
  return weighMoves(view, settings, () => sampleHidden(view, unseen, random), outOfTime);
}

/**
 * `hardChoice` over the deals `deal` gives. The match script's `--peek` passes the real hidden tiles
 * here, to measure how well the search could do if its guesses were perfect (never in a game).
 */
export function weighMoves(view: SeatView, settings: HardSettings, deal: () => HiddenSample, outOfTime: () => boolean): HardChoice | null {
  const legal = viewLegalActions(view);
  if (legal.length === 0) return null;
  const moves = candidateMoves(view, legal, settings.candidates);
  if (moves.length === 1) return { action: moves[0].action, weighed: [{ action: moves[0].action, value: 0 }], samples: 0 };
  const totals = moves.map(() => 0);
  const counts = moves.map(() => 0);
  // Progressive pruning: every move is weighed on the first `screen` deals, then only the `finalists`
  // best go on to the rest, so the moves that matter are compared on many deals for the price of few.
  let weighing = moves.map((_, k) => k);
  let samples = 0;
  while (samples < settings.samples && (samples === 0 || !outOfTime())) {
    if (samples === settings.screen) weighing = bestFirst(weighing, totals, counts).slice(0, settings.finalists);
    const hidden = deal();
    for (const k of weighing) {
      totals[k] += moveValue(view, moves[k], hidden, settings);
      counts[k]++;
    }
    samples++;
  }
  // The finalists, best first, then the moves pruned, by what their screening deals made of them.
  const finalists = bestFirst(weighing, totals, counts);
  const pruned = bestFirst(moves.map((_, k) => k).filter((k) => !weighing.includes(k)), totals, counts);
  const weighed = [...finalists, ...pruned].map((k) => ({ action: moves[k].action, value: totals[k] / counts[k] }));
  return { action: weighed[0].action, weighed, samples };
}

/** Move indices by average value, best first (stable: among equals, the better placement now first). */
function bestFirst(indices: readonly number[], totals: readonly number[], counts: readonly number[]): number[] {
  return [...indices].sort((a, b) => totals[b] / counts[b] - totals[a] / counts[a]);
}

interface Move {
  action: Action;
  placement: Placement | null; // for a place action
}

/**
 * The moves worth weighing: the `count` best-scoring placements now, each rack tile's best placement
 * (so which tile to keep is weighed too), a draw when allowed, and a pass when allowed.
 */
function candidateMoves(view: SeatView, legal: Action[], count: number): Move[] {
  const placements = viewPlacements(view).sort((a, b) => b.points - a.points);
  const chosen = new Set<Placement>(placements.slice(0, count));
  const seenTiles = new Set<Tile>();
  for (const placement of placements) {
    if (seenTiles.has(placement.tile)) continue;
    seenTiles.add(placement.tile);
    chosen.add(placement);
  }
  const moves: Move[] = [...chosen].map((placement) => ({
    action: { type: 'place', tile: placement.tile, at: placement.at, rot: placement.rot }, placement,
  }));
  for (const action of legal) if (action.type !== 'place') moves.push({ action, placement: null });
  return moves;
}

/** What `move` is worth on one deal (see the module comment). */
function moveValue(view: SeatView, move: Move, deal: HiddenSample, settings: HardSettings): number {
  const { scoring, seat, players } = view;
  const table = tableOf(view.board);
  let own: TurnOutcome;
  if (move.placement) {
    const { at, tile, rot, points } = move.placement;
    const rack = view.rack.filter((t) => t !== tile);
    own = { table: withPlacement(table, { at, tile, rot }), rack, pile: deal.pile, points, emptied: rack.length === 0, placed: true };
  } else if (move.action.type === 'draw') {
    own = greedyTurn(table, view.rack, deal.pile, scoring, view.draws, true);
  } else {
    own = { table, rack: [...view.rack], pile: deal.pile, points: 0, emptied: false, placed: false };
  }
  const racks = deal.racks.map((rack, s) => (s === seat ? own.rack : rack));
  const scores = view.scores.map((score, s) => (s === seat ? score + own.points : score));
  // Kids scoring has no points: the race is all (fewest tiles left, ten points a tile).
  const tally = (scores: number[], racks: readonly Tile[][]) => (scoring === 'kids' ? racks.map((rack) => -10 * rack.length) : scores);
  let final: number[];
  if (own.emptied) {
    scores[seat] += lastTilePoints(racks.filter((_, s) => s !== seat), scoring);
    final = tally(scores, racks);
  } else {
    const ending = playOut(own.table, racks, own.pile, (seat + 1) % players, scores, scoring, settings.rounds * players);
    final = !ending.over && settings.race
      ? projectRace(ending.scores, ending.racks, ending.toMove, scoring)
      : tally(ending.scores, ending.racks);
  }
  const margin = final[seat] - Math.max(...final.filter((_, s) => s !== seat));
  const bonus = settings.winBonus * (scoring === 'simple' ? 0.1 : 1);
  return margin + (margin > 0 ? bonus : margin === 0 ? bonus / 2 : 0);
}
