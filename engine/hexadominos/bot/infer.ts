/**
 * What the others' actions say about the tiles they hold, read from the game's actions as the table saw
 * them (`SeenAction`: who placed what where, who drew, who passed; never a tile another seat drew).
 *
 * Most players take a good placement when they have one, so each action rules tiles out:
 * - a seat that drew at the start of its turn had no tile that fitted the table;
 * - a seat that passed without drawing (the pile empty) had none either: the rules forbid it otherwise;
 * - a seat that placed a tile worth p points had no tile worth more anywhere — if it plays greedily, as
 *   medium does (whether a seat does is judged from the tiles it laid later: `greedyOdds`);
 * - a tile drawn and then not placed (the seat drew again or passed) did not fit the table then.
 * Each such hint multiplies the chance that a tile is in that rack by `lapse` (how often a player passes
 * up what it had: 0 believes every hint, 1 ignores them), except the pass, which the rules make certain.
 *
 * A tile a seat holds came with the deal or with one of its draws since; a hint applies to it only from
 * when it was held. So a seat's weight for a tile mixes the two: its dealt tiles still in the rack times
 * every hint since the deal, plus each tile it drew and kept times the hints since that draw.
 */
import { isAxial } from '../../shared/hex.js';
import { boardProblem } from '../board.js';
import { Grid, windowFor } from '../grid.js';
import { bonusPoints } from '../table.js';
import { CODE_OF, SUM, VALUES } from '../tile-codes.js';
import type { Action, PlacedTile, Scoring } from '../types.js';
import type { SeatView } from '../view.js';
import type { SeenAction } from './protocol.js';

/** The longest history read (a game lasts a few hundred actions at most). */
const MAX_HISTORY = 4096;

/**
 * How often a player that does not play greedily gives up a better placement it holds: the hard and easy
 * computers did in 30–60 % of the cases `greedyOdds` counts (medium: never).
 */
const NON_GREEDY_RATE = 0.4;

/** One turn of another seat, as the table saw it, with what every tile could have scored at its start. */
interface Turn {
  seat: number;
  kind: 'place' | 'draw' | 'pass'; // its first action
  points: number; // a placement's points
  placed: number; // the placed tile's index in the pool, or -1
  best: Float64Array; // per tile of the pool: its best points on the table at the turn's start (-1: it fitted nowhere)
  kept: Float64Array[]; // per tile drawn and kept this turn: the same, when it was drawn
}

/**
 * Per seat, for each tile of `unseen` (by index), how likely it is to be in that seat's rack compared
 * with the pile (1: no hint either way); null for the viewer's own seat. Null altogether when `history`
 * is not this game's actions from its start (then nothing can be read from it).
 *
 * Whether a seat's placements are believed is judged on the seat itself (`greedyOdds`): each tile it
 * placed straight from its rack was held at its earlier turns, and if it could have scored more there
 * than what the seat played, the seat does not simply take the best placement. A player that plans
 * ahead keeps tiles for reasons of its own, so what it did not play says little; a greedy one's hints
 * are believed.
 */
export function rackLikelihoods(view: SeatView, history: unknown, unseen: readonly string[], lapse: number): (Float64Array | null)[] | null {
  try {
    return readRacks(view, history, unseen, lapse);
  } catch {
    return null; // a view or list from outside that throws when read
  }
}

function readRacks(view: SeatView, history: unknown, unseen: readonly string[], lapse: number): (Float64Array | null)[] | null {
  if (!view || typeof view !== 'object' || boardProblem(view.board) || !Array.isArray(unseen) || !Array.isArray(view.rackSizes)) return null;
  const actions = readHistory(view, history);
  if (!actions || !(lapse >= 0 && lapse <= 1)) return null;
  // The pool: the unseen tiles (indices 0 … unseen.length − 1), then the tiles on the table.
  const pool = [...unseen, ...view.board.map((placed) => placed.tile)].map((tile) => CODE_OF.get(tile) ?? -1);
  if (pool.includes(-1)) return null;
  const turns = replayTurns(view, actions, pool);
  if (!turns) return null;
  return Array.from({ length: view.players }, (_, seat) => {
    if (seat === view.seat) return null;
    const own = turns.filter((turn) => turn.seat === seat);
    const greedy = greedyOdds(own, lapse);
    // Two readings: believing its placements (a greedy player's), or only what the draws and passes say.
    const believing = new SeatHints(unseen.length);
    const doubting = new SeatHints(unseen.length);
    for (const turn of own) {
      const { best } = turn;
      const nothingFitted = (k: number) => (best[k] >= 0 ? lapse : 1);
      if (turn.kind === 'place') believing.every((k) => (best[k] > turn.points ? lapse : 1));
      else if (turn.kind === 'draw') for (const hints of [believing, doubting]) hints.every(nothingFitted);
      else for (const hints of [believing, doubting]) hints.every((k) => (best[k] >= 0 ? 0 : 1)); // a pass before any draw: nothing fitted, by the rules
      // A tile drawn and kept: had it fitted, it would have been placed.
      for (const drawn of turn.kept) for (const hints of [believing, doubting]) hints.drewAndKept((k) => (drawn[k] >= 0 ? lapse : 1));
    }
    const size = view.rackSizes[seat];
    const a = believing.weights(size);
    const b = doubting.weights(size);
    return a.map((w, k) => greedy * w + (1 - greedy) * b[k]);
  });
}

/**
 * How likely it is, from what it has shown, that this seat plays greedily (the best placement now). The
 * evidence: pairs of an earlier placing turn and a tile it placed later straight from its rack (with no
 * kept draw between, so it held that tile then); in some, that tile could have scored more then. A greedy
 * player gives such a placement up with chance `lapse` at most (medium never does); a player that plans
 * ahead or plays at random, NON_GREEDY_RATE of the time. Even odds before any evidence.
 */
function greedyOdds(turns: readonly Turn[], lapse: number): number {
  let cases = 0;
  let passedUp = 0;
  for (let j = 1; j < turns.length; j++) {
    const later = turns[j];
    if (later.kind !== 'place' || later.placed < 0) continue;
    for (let i = j - 1; i >= 0 && turns[i].kept.length === 0; i--) {
      if (turns[i].kind !== 'place') continue;
      cases++;
      if (turns[i].best[later.placed] > turns[i].points) passedUp++;
    }
  }
  const rate = Math.min(Math.max(lapse, 1e-3), NON_GREEDY_RATE);
  const greedy = passedUp * Math.log(rate) + (cases - passedUp) * Math.log(1 - rate);
  const planner = passedUp * Math.log(NON_GREEDY_RATE) + (cases - passedUp) * Math.log(1 - NON_GREEDY_RATE);
  return 1 / (1 + Math.exp(planner - greedy));
}

/** The other seats' turns, replayed on a grid; null when the table cannot be laid on one. */
function replayTurns(view: SeatView, actions: readonly SeenAction[], pool: readonly number[]): Turn[] | null {
  const grid = new Grid(1024);
  const window = windowFor(view.board.length ? view.board : [{ at: [0, 0], tile: '111112', rot: 0 }]);
  if (!window || window.width * window.height > grid.capacity) return null;
  grid.frame(window.q0, window.r0, window.width, window.height);
  const poolIndex = new Map(pool.map((code, k) => [code, k]));

  /** What each tile of the pool could score at best on the table as it is (-1: it fits nowhere). */
  const bestNow = () => {
    const best = new Float64Array(pool.length).fill(-1);
    if (grid.placedCount === 0) {
      pool.forEach((code, k) => (best[k] = base(code, view.scoring)));
      return best;
    }
    for (const cell of grid.freeSpots()) {
      const asked = grid.neededValues(cell);
      const bonus = bonusPoints(grid.around[cell], grid.flowersAt(cell), view.scoring);
      pool.forEach((code, k) => {
        if (best[k] >= base(code, view.scoring) + bonus || (asked & VALUES[code]) !== asked || grid.fits(cell, code) === 0) return;
        best[k] = base(code, view.scoring) + bonus;
      });
    }
    return best;
  };

  const turns: Turn[] = [];
  let turn: Turn | null = null;
  for (let n = 0; n < actions.length; n++) {
    const { seat, action } = actions[n];
    const mine = seat === view.seat;
    const turnStart = n === 0 || actions[n - 1].seat !== seat || actions[n - 1].action.type !== 'draw';
    if (turnStart) {
      turn = mine ? null : { seat, kind: action.type, points: 0, placed: -1, best: bestNow(), kept: [] };
      if (turn) turns.push(turn);
    }
    if (turn && action.type === 'draw' && n + 1 < actions.length && actions[n + 1].seat === seat && actions[n + 1].action.type !== 'place') {
      turn.kept.push(bestNow());
    }
    if (action.type === 'place') {
      const cell = grid.cellAt(action.at[0], action.at[1]);
      const code = CODE_OF.get(action.tile)!;
      if (turn && turnStart) {
        turn.points = base(code, view.scoring) + (grid.placedCount === 0 ? 0 : bonusPoints(grid.around[cell], grid.flowersAt(cell), view.scoring));
        turn.placed = poolIndex.get(code) ?? -1;
      }
      grid.place(cell, code, action.rot);
    }
  }
  return turns;
}

function base(code: number, scoring: Scoring): number {
  return scoring === 'standard' ? SUM[code] : scoring === 'simple' ? 1 : 0;
}

/** One seat's hints: for its dealt tiles, and for each tile it drew and kept. */
class SeatHints {
  readonly dealt: Float64Array;
  readonly drawn: Float64Array[] = [];

  constructor(count: number) {
    this.dealt = new Float64Array(count).fill(1);
  }

  /** A hint about every tile the seat holds now: tile k's chance times `factor(k)`. */
  every(factor: (k: number) => number): void {
    for (const weights of [this.dealt, ...this.drawn]) for (let k = 0; k < weights.length; k++) weights[k] *= factor(k);
  }

  /** A tile drawn and kept, with its own first hint. */
  drewAndKept(factor: (k: number) => number): void {
    this.drawn.push(Float64Array.from(this.dealt, (_, k) => factor(k)));
  }

  /** The mix for a rack of `size` tiles: dealt ones still held by the deal's hints, drawn ones by theirs. */
  weights(size: number): Float64Array {
    const kept = Math.min(this.drawn.length, size);
    const dealt = size - kept;
    const out = new Float64Array(this.dealt.length);
    for (let k = 0; k < out.length; k++) {
      let sum = dealt * this.dealt[k];
      for (let j = this.drawn.length - kept; j < this.drawn.length; j++) sum += this.drawn[j][k];
      out[k] = size > 0 ? sum / size : 1;
    }
    return out;
  }
}

/**
 * The history as a clean list, when it is this game's actions from the start: seats in range, known
 * action types, and the placements, in order, exactly the tiles on the view's table. Else null.
 */
function readHistory(view: SeatView, history: unknown): SeenAction[] | null {
  try {
    if (!Array.isArray(history) || history.length > MAX_HISTORY) return null;
    const out: SeenAction[] = [];
    let placed = 0;
    for (const entry of history as unknown[]) {
      if (!entry || typeof entry !== 'object') return null;
      const { seat, action } = entry as { seat?: unknown; action?: unknown };
      if (!Number.isInteger(seat) || (seat as number) < 0 || (seat as number) >= view.players || !action || typeof action !== 'object') return null;
      const type = (action as Action).type;
      if (type === 'draw' || type === 'pass') out.push({ seat: seat as number, action: { type } });
      else if (type === 'place') {
        const { tile, at, rot } = action as { tile?: unknown; at?: unknown; rot?: unknown };
        const expected: PlacedTile | undefined = view.board[placed++];
        if (!expected || tile !== expected.tile || !isAxial(at) || at[0] !== expected.at[0] || at[1] !== expected.at[1] || rot !== expected.rot) return null;
        out.push({ seat: seat as number, action: { type, tile: expected.tile, at: [expected.at[0], expected.at[1]], rot: expected.rot } });
      } else return null;
    }
    return placed === view.board.length ? out : null;
  } catch {
    return null; // a getter or proxy that throws: read as no history
  }
}
