/**
 * What each Y of a chosen cell would do, worked out by the rules themselves: `explode(state, cell, toward)`
 * on the current state, then its events say where each pawn goes. The board draws these previews and
 * names the Y a tap lands on; it never works out where a pawn goes by itself.
 *
 *   previewYs(state, 'b2')   // [{ y: 0, toward: 'c3', arms: [...], captures: [...], summary: {...} }, { y: 1, ... }]
 */
import { CENTRE, type Cell, type Direction, neighbour, yName } from './cells.js';
import { explode } from './rules.js';
import type { GameEvent, GameState } from './types.js';

/** Where one of the three pawns of an explosion goes. */
export interface Arm {
  direction: Direction;
  kind: 'moved' | 'toCentre' | 'lost';
  to: Cell | null; // the board cell the pawn lands on (the centre for toCentre), or null when lost
  over: Cell | null; // the cell in that direction, even a removed tile: what a tap names
}

/** What a Y would do, counted by kind of event: { captured: 2, lost: 1, centre: 0, removed: 0 }. */
export interface YSummary {
  captured: number;
  lost: number;
  centre: number;
  removed: number;
}

export interface YPreview {
  y: 0 | 1;
  toward: Cell; // the name of this Y in actions and records
  arms: Arm[];
  captures: { cell: Cell; count: number }[];
  summary: YSummary;
  events: GameEvent[];
}

/** Both Ys of `cell`, or [] when it cannot explode now. */
export function previewYs(state: GameState, cell: Cell): YPreview[] {
  const out: YPreview[] = [];
  for (const y of [0, 1] as const) {
    const toward = yName(cell, y);
    const result = explode(state, cell, toward);
    if (!result.ok) return [];
    const arms: Arm[] = [];
    const captures: YPreview['captures'] = [];
    const summary: YSummary = { captured: 0, lost: 0, centre: 0, removed: 0 };
    for (const e of result.events) {
      if (e.type === 'moved') arms.push({ direction: e.direction, kind: 'moved', to: e.to, over: e.to });
      else if (e.type === 'toCentre') {
        arms.push({ direction: e.direction, kind: 'toCentre', to: CENTRE, over: neighbour(cell, e.direction) });
        summary.centre++;
      } else if (e.type === 'lost') {
        arms.push({ direction: e.direction, kind: 'lost', to: null, over: e.to });
        summary.lost++;
      } else if (e.type === 'captured') {
        captures.push({ cell: e.cell, count: e.count });
        summary.captured += e.count;
      } else if (e.type === 'removedWithTile') summary.removed += e.count;
    }
    out.push({ y, toward, arms, captures, summary, events: result.events });
  }
  return out;
}

/** The Y whose arms pass over `cell` (what a tap on `cell` names), given the previews of the chosen cell. */
export function yThrough(previews: readonly YPreview[], cell: Cell): YPreview | null {
  return previews.find((p) => p.arms.some((a) => a.over === cell)) ?? null;
}
