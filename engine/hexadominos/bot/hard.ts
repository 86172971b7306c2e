/**
 * The hard computer player: it weighs every legal move by playing on from it over guesses at the racks
 * it cannot see.
 *
 * The guesses: the tiles it has not seen are dealt into the other racks and the pile many times
 * (determinization), not uniformly but as the others' actions suggest (`infer.ts`: a seat that drew had
 * nothing that fitted; a greedy seat that took a 20-point spot had nothing worth 30).
 *
 * On each deal, for every move it weighs (a placement; a draw, after which it places the drawn tile as
 * medium would or draws again; a pass), the others answer as medium would (the best placement now);
 * with two players it then picks its own best next move among its most promising and the other answers
 * again (`depth`); then it takes its next turn greedily (`leafTurn`) and, where the game has not ended,
 * projects the race to the last tile (`race.ts`: whoever would place their last tile first collects 25
 * and the other racks). A move is worth, averaged over the deals (the same deals for every move, so the
 * luck of a deal cancels out when two moves are compared):
 *
 *   its projected final score − the others' (their mean, or the best of them: `field`)
 *
 * So it takes flower and many-sided spots, keeps the others from theirs — a spot of two or more sides
 * that the next seat can fill is one its reply grabs on the deals where it holds the values — keeps low
 * tiles for last (the winner of the race collects them), and weighs a draw against a poor placement.
 * Every move is weighed on the first `screen` deals, then only the `finalists` on the rest (progressive
 * pruning): the close calls get many deals for the price of few.
 */
import type { Random } from '../../shared/random.js';
import { CODE_OF } from '../tile-codes.js';
import { DEFAULT_TILES, type Tile, tileSetProblem } from '../tiles.js';
import type { Action } from '../types.js';
import { type SeatView, viewLegalActions, viewPlacements } from '../view.js';
import { type HiddenSample, sampleWeighted, unseenTiles } from './hidden.js';
import { rackLikelihoods } from './infer.js';
import { Playout } from './playout.js';
import { projectRaceOfCodes } from './race.js';

export interface HardSettings {
  samples: number; // deals sampled (every move weighed on a deal is weighed on the same deal)
  screen: number; // deals on which every move is weighed, before all but the finalists are set aside
  finalists: number; // moves weighed on the remaining deals
  depth: number; // with 2 players, its own moves in each line: 1 (the move, then the other's reply) or 2 (then its best next move and the reply)
  depthMany: number; // the same with 3–4 players (three replies between its moves: a second move of its own gained nothing there)
  replies: number; // at depth 2, its next moves weighed: each rack tile's best placement, then the best-scoring others, this many in all
  lapse: number; // how often a player passes up a better placement it holds (inference: 0 believes every hint, 1 reads nothing)
  leafTurn: number; // 1: where the look-ahead stops, its own next turn is played greedily before the race is projected
  field: number; // with 3–4 players, whom a margin is taken over: 0 the best other seat, 1 the others' mean, between a mix
}

/**
 * Tuned with the match script on paired deals (`npm run match:hexadominos -- --paired`, seeds 2 and 3,
 * kept apart from the seed the README reports). Against medium, 2 players, per game: depth 1 without the
 * leaf turn +17, with it +28; depth 2 +28–30; depth 3 +28 at 4× the time; without inference (lapse 1)
 * 6–7 points less; 64 deals instead of 32 about the same. With 4 players depth 2 did no better than 1
 * (+10 either way, 7× slower), and the others' mean as the field did as well as the best other seat.
 * The browser reaches these counts well within its clock (`DEFAULT_TIME_MS`).
 */
export const HARD_SETTINGS: HardSettings = {
  samples: 32,
  screen: 8,
  finalists: 6,
  depth: 2,
  depthMany: 1,
  replies: 8,
  lapse: 0.1,
  leafTurn: 1,
  field: 1,
};

/** The valid range of each setting: a value outside it (or not a number) falls back to HARD_SETTINGS'. */
const SETTING_RANGES: Record<keyof HardSettings, [number, number]> = {
  samples: [1, 100_000],
  screen: [1, 100_000],
  finalists: [1, 1000],
  depth: [1, 4],
  depthMany: [1, 4],
  replies: [1, 100],
  lapse: [0, 1],
  leafTurn: [0, 1],
  field: [0, 1],
};

/** HARD_SETTINGS with the valid values of `given` (an object from anywhere: anything else is ignored). */
export function hardSettings(given: unknown): HardSettings {
  const settings = { ...HARD_SETTINGS };
  if (!given || typeof given !== 'object') return settings;
  for (const [name, [low, high]] of Object.entries(SETTING_RANGES) as [keyof HardSettings, [number, number]][]) {
    let value: unknown;
    try {
      value = Object.hasOwn(given, name) ? (given as Record<string, unknown>)[name] : undefined;
    } catch {
      continue; // a getter that throws: keep the default
    }
    if (typeof value === 'number' && value >= low && value <= high) settings[name] = name === 'lapse' || name === 'field' ? value : Math.floor(value);
  }
  return settings;
}

export interface Weighed {
  action: Action;
  value: number; // average over the deals
}

export interface HardChoice {
  action: Action;
  weighed: Weighed[]; // every move weighed, best first
  samples: number; // deals used (fewer than asked when the clock ran out)
  positions: number; // tiles laid in its head while weighing (the benchmark's positions per second)
}

/** A move at the root: the action, and for a placement where it goes on the search's grid. */
interface Move {
  action: Action;
  slot: number; // placement: index in the seat's rack as the playout holds it (-1: draw or pass)
  cell: number;
  rot: number;
  points: number;
}

/**
 * The move the hard player makes from `view` (its seat to move), or null when it has none. `history`:
 * the game's actions so far as the table saw them (without it, nothing is inferred).
 */
export function hardChoice(
  view: SeatView,
  settings: HardSettings,
  random: Random,
  outOfTime: () => boolean,
  tiles: readonly Tile[] = DEFAULT_TILES,
  history?: unknown,
): HardChoice | null {
  try {
    if (viewLegalActions(view).length === 0 || typeof random !== 'function' || tileSetProblem(tiles)) return null;
    const checked = hardSettings(settings);
    const unseen = unseenTiles(view, tiles);
    const weights = checked.lapse < 1 ? rackLikelihoods(view, history, unseen, checked.lapse) : null;
    return weighMoves(view, checked, () => sampleWeighted(view, unseen, weights, random), outOfTime, random);
  } catch {
    return null; // a view from outside that throws when read
  }
}

/**
 * `hardChoice` over the deals `deal` gives. The match script's `--peek` passes the real hidden tiles
 * here, to measure how well the search could do if its guesses were perfect (never in a game).
 */
export function weighMoves(
  view: SeatView,
  settings: HardSettings,
  deal: () => HiddenSample,
  outOfTime: () => boolean,
  random: Random | null = null,
): HardChoice | null {
  if (typeof random !== 'function') random = null;
  try {
    const legal = viewLegalActions(view);
    if (legal.length === 0 || typeof deal !== 'function' || typeof outOfTime !== 'function') return null;
    return weigh(view, hardSettings(settings), legal, deal, outOfTime, random);
  } catch {
    return null; // a deal or clock from outside that throws
  }
}

function weigh(
  view: SeatView,
  settings: HardSettings,
  legal: Action[],
  deal: () => HiddenSample,
  outOfTime: () => boolean,
  random: Random | null,
): HardChoice | null {
  const sim = Playout.on(view.board, view.players, view.scoring);
  if (!sim) {
    // A table spread too wide to search (written by hand): the best-scoring placement, as medium plays it.
    const [best] = viewPlacements(view).sort((a, b) => b.points - a.points);
    const action: Action = best ? { type: 'place', tile: best.tile, at: best.at, rot: best.rot } : legal[0];
    return { action, weighed: [{ action, value: 0 }], samples: 0, positions: 0 };
  }
  const moves = rootMoves(view, sim, legal);
  if (moves.length === 1) return { action: moves[0].action, weighed: [{ action: moves[0].action, value: 0 }], samples: 0, positions: 0 };
  const totals = moves.map(() => 0);
  const counts = moves.map(() => 0);
  let weighing = moves.map((_, k) => k);
  let samples = 0;
  while (samples < settings.samples && (samples === 0 || !outOfTime())) {
    if (samples === settings.screen) weighing = bestFirst(weighing, totals, counts).slice(0, settings.finalists);
    const hidden = deal();
    if (!isDeal(view, hidden) || !sim.deal(racksOf(view, hidden), codes(hidden.pile), view.scores)) break;
    for (const k of weighing) {
      totals[k] += moveValue(sim, view, moves[k], settings, random);
      counts[k]++;
    }
    samples++;
  }
  if (samples === 0) return null;
  // The finalists, best first, then the moves pruned, by what their screening deals made of them.
  const finalists = bestFirst(weighing, totals, counts);
  const pruned = bestFirst(
    moves.map((_, k) => k).filter((k) => !weighing.includes(k)),
    totals,
    counts,
  );
  const weighed = [...finalists, ...pruned].map((k) => ({ action: moves[k].action, value: totals[k] / counts[k] }));
  return { action: weighed[0].action, weighed, samples, positions: sim.laid };
}

/** Whether `hidden` is a deal for `view`: a rack per seat (its own as seen) and a pile, all tiles. */
function isDeal(view: SeatView, hidden: unknown): hidden is HiddenSample {
  try {
    const { racks, pile } = (hidden ?? {}) as Partial<HiddenSample>;
    const tiles = (list: unknown) => Array.isArray(list) && list.every((tile) => CODE_OF.has(tile));
    return (
      Array.isArray(racks) &&
      racks.length === view.players &&
      racks.every(tiles) &&
      tiles(pile) &&
      racks[view.seat].length === view.rack.length &&
      racks[view.seat].every((tile, k) => tile === view.rack[k])
    );
  } catch {
    return false;
  }
}

const codes = (tiles: readonly Tile[]) => tiles.map((tile) => CODE_OF.get(tile)!);

/** The sampled racks as codes; the viewer's own with the tile drawn this turn last (the only one it may place). */
function racksOf(view: SeatView, hidden: HiddenSample): number[][] {
  return hidden.racks.map((rack, seat) => {
    if (seat !== view.seat || view.drawn === null) return codes(rack);
    return [...codes(rack.filter((tile) => tile !== view.drawn)), CODE_OF.get(view.drawn)!];
  });
}

/** Move indices by average value, best first (stable: among equals, the better placement now first). */
function bestFirst(indices: readonly number[], totals: readonly number[], counts: readonly number[]): number[] {
  return [...indices].sort((a, b) => totals[b] / counts[b] - totals[a] / counts[a]);
}

/** Every legal placement (best-scoring first), then a draw and a pass when allowed. */
function rootMoves(view: SeatView, sim: Playout, legal: readonly Action[]): Move[] {
  const rack = racksOf(view, { racks: view.rackSizes.map((_, seat) => (seat === view.seat ? view.rack : [])), pile: [] })[view.seat];
  const moves: Move[] = [];
  for (const action of legal) {
    if (action.type !== 'place') {
      moves.push({ action, slot: -1, cell: -1, rot: 0, points: 0 });
      continue;
    }
    const cell = sim.grid.placedCount === 0 ? sim.origin : sim.grid.cellAt(action.at[0], action.at[1]);
    const slot = rack.indexOf(CODE_OF.get(action.tile)!);
    moves.push({ action, slot, cell, rot: action.rot, points: sim.pointsAt(cell, rack[slot]) });
  }
  return moves.sort((a, b) => (b.slot >= 0 ? b.points : -Infinity) - (a.slot >= 0 ? a.points : -Infinity));
}

/** What `move` is worth on the deal `sim` holds (see the module comment); `sim` is left as it was. */
function moveValue(sim: Playout, view: SeatView, move: Move, settings: HardSettings, random: Random | null): number {
  const me = view.seat;
  const mark = sim.mark();
  let placed = true;
  if (move.slot >= 0) sim.place(me, move.slot, move.cell, move.rot, move.points);
  else if (move.action.type === 'draw') placed = sim.greedyTurn(me, random, view.draws, true);
  else placed = false;
  const idle = placed || sim.pileSize > 0 ? 0 : 1;
  const value = lineValue(sim, me, (sim.players === 2 ? settings.depth : settings.depthMany) - 1, idle, settings, random);
  sim.undo(mark);
  return value;
}

/**
 * After its move: the others reply greedily; then, with `depth` own moves left, the best of its next
 * moves (each followed by their replies), else the race projected from there.
 */
function lineValue(sim: Playout, me: number, depth: number, idle: number, settings: HardSettings, random: Random | null): number {
  const { players } = sim;
  idle = sim.over ? idle : sim.playOthers((me + 1) % players, me, random, idle);
  if (sim.over) return margin(sim.scoring === 'kids' ? sim.racks.map((rack) => -10 * rack.length) : sim.scores, me, settings.field);
  if (depth <= 0 && settings.leafTurn > 0) {
    const mark = sim.mark();
    sim.greedyTurn(me, random);
    const value = sim.over
      ? margin(sim.scoring === 'kids' ? sim.racks.map((rack) => -10 * rack.length) : sim.scores, me, settings.field)
      : margin(projectRaceOfCodes(sim.scores, sim.racks, (me + 1) % players, sim.scoring), me, settings.field);
    sim.undo(mark);
    return value;
  }
  if (depth <= 0) return margin(projectRaceOfCodes(sim.scores, sim.racks, me, sim.scoring), me, settings.field);
  const next = nextMoves(sim, me, settings.replies);
  if (next.length === 0) {
    // Nothing fits: its turn is a draw (or a pass), as medium would play it.
    const mark = sim.mark();
    const placed = sim.greedyTurn(me, random);
    const value = lineValue(sim, me, depth - 1, placed || sim.pileSize > 0 ? 0 : idle + 1, settings, random);
    sim.undo(mark);
    return value;
  }
  let best = -Infinity;
  for (const { slot, cell, rot, points } of next) {
    const mark = sim.mark();
    sim.place(me, slot, cell, rot, points);
    best = Math.max(best, lineValue(sim, me, depth - 1, 0, settings, random));
    sim.undo(mark);
  }
  return best;
}

/** Its placements worth a look as a next move: each tile's best, then the best-scoring others, `count` in all. */
function nextMoves(sim: Playout, me: number, count: number): { slot: number; cell: number; rot: number; points: number }[] {
  const all = sim.placements(me);
  all.sort((a, b) => b.points - a.points);
  const chosen: typeof all = [];
  const tiles = new Set<number>();
  for (const placement of all) {
    if (tiles.has(placement.slot)) continue;
    tiles.add(placement.slot);
    chosen.push(placement);
  }
  for (const placement of all) {
    if (chosen.length >= count) break;
    if (!chosen.includes(placement)) chosen.push(placement);
  }
  return chosen.slice(0, Math.max(count, 1));
}

/**
 * `me`'s final score minus the best other seat's, or with `field` toward 1 the others' mean (kids scoring:
 * ten points a tile left in each rack, counted before).
 */
function margin(scores: readonly number[], me: number, field: number): number {
  let best = -Infinity;
  let sum = 0;
  for (let seat = 0; seat < scores.length; seat++) {
    if (seat === me) continue;
    best = Math.max(best, scores[seat]);
    sum += scores[seat];
  }
  return scores[me] - ((1 - field) * best + (field * sum) / (scores.length - 1));
}
