/**
 * The score sheet and the end-of-game tally, from what each action did (the engine's events): one row
 * per scoring action of each seat, and the adjustments that end a game, step by step. Pure: the machine
 * keeps the log of the game (its context) and the element draws these rows.
 */
import type { LogEntry } from '../../engine/hexadominos/session.js';
import type { Rotation } from '../../engine/hexadominos/tiles.js';
import type { Bonus, Ending, GameState, Seat } from '../../engine/hexadominos/types.js';

export type { LogEntry };

export type SheetRow =
  | { kind: 'place'; tile: string; rot: Rotation; base: number; bonus: Bonus; shared: number; points: number; flowers: number }
  | { kind: 'draw'; penalty: number; draw: number } // draw: 1–3 this turn
  | { kind: 'lastTile'; bonus: number; fromRacks: number }
  | { kind: 'rack'; points: number; tiles: number };

/** Rows per seat, in the order they happened (draws that cost nothing are left out: they change no score). */
export function scoreSheet(log: readonly LogEntry[], players: number): SheetRow[][] {
  const rows: SheetRow[][] = Array.from({ length: players }, () => []);
  for (const entry of log) {
    let flowers = 0;
    let shared = 0;
    for (const e of entry.events) {
      if (e.type === 'flowers') flowers = e.cells.length;
      else if (e.type === 'sidesMatched') shared = e.sides.length;
      else if (e.type === 'points') {
        const placed = entry.action.type === 'place' ? entry.action : null;
        rows[e.seat]?.push({ kind: 'place', tile: placed?.tile ?? '', rot: placed?.rot ?? 0, base: e.base, bonus: e.bonus, shared, points: e.points, flowers });
      } else if (e.type === 'drew' && e.penalty) rows[e.seat]?.push({ kind: 'draw', penalty: e.penalty, draw: e.draw });
      else if (e.type === 'lastTile') rows[e.seat]?.push({ kind: 'lastTile', bonus: e.bonus, fromRacks: e.fromRacks });
      else if (e.type === 'blocked') {
        e.adjustments.forEach((points, seat) => rows[seat]?.push({ kind: 'rack', points, tiles: e.tilesLeft[seat] }));
      }
    }
  }
  return rows;
}

/** The steps of a finished game's end: scores before, each adjustment, scores after. Null while it goes on. */
export interface EndTally {
  ending: Ending;
  before: number[];
  lastTile: { seat: Seat; bonus: number; fromRacks: number } | null;
  reached: { seat: Seat; total: number; target: number } | null; // the match's target, reached by this placement
  blocked: { adjustments: number[]; tilesLeft: number[] } | null;
  after: number[];
  winners: Seat[];
}

export function endTally(state: GameState, log: readonly LogEntry[]): EndTally | null {
  if (!state.over || !state.ending) return null;
  const events = log.length ? log[log.length - 1].events : [];
  const last = events.find((e) => e.type === 'lastTile');
  const blocked = events.find((e) => e.type === 'blocked');
  const won = events.find((e) => e.type === 'matchWon');
  const before = [...state.scores];
  if (last?.type === 'lastTile') before[last.seat] -= last.points;
  if (blocked?.type === 'blocked') blocked.adjustments.forEach((points, seat) => (before[seat] -= points));
  return {
    ending: state.ending,
    before,
    lastTile: last?.type === 'lastTile' ? { seat: last.seat, bonus: last.bonus, fromRacks: last.fromRacks } : null,
    blocked: blocked?.type === 'blocked' ? { adjustments: blocked.adjustments, tilesLeft: blocked.tilesLeft } : null,
    reached: won?.type === 'matchWon' ? { seat: won.seat, total: won.total, target: won.target } : null,
    after: [...state.scores],
    winners: [...state.winners],
  };
}

/** One row of a match's table: the games it covers (first, last), each seat's score in them. */
export interface MatchRow {
  games: [number, number]; // [2, 2]: game 2; [1, 3]: games 1–3 together (played before this board saw them)
  scores: number[];
  current: boolean; // the game on the table
}

/**
 * A match's table: a row per game this board saw end (`earlier`, the final scores of the games before the
 * one on the table), one row for the earlier games it did not see (their total, from the engine's match
 * totals), the game on the table, and the running totals. Null outside a match.
 */
export function matchTable(state: GameState, earlier: readonly number[][]): { rows: MatchRow[]; totals: number[] } | null {
  const match = state.match;
  if (!match) return null;
  const before = match.game - 1;
  const seen = earlier.slice(Math.max(0, earlier.length - before));
  const rows: MatchRow[] = [];
  const unseen = before - seen.length;
  if (unseen > 0) {
    const rest = match.totals.map((total, seat) => total - seen.reduce((sum, scores) => sum + (scores[seat] ?? 0), 0));
    rows.push({ games: [1, unseen], scores: rest, current: false });
  }
  seen.forEach((scores, k) => rows.push({ games: [unseen + k + 1, unseen + k + 1], scores: [...scores], current: false }));
  rows.push({ games: [match.game, match.game], scores: [...state.scores], current: true });
  return { rows, totals: match.totals.map((total, seat) => total + state.scores[seat]) };
}
