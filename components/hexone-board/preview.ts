/**
 * What each Y of a chosen cell would do, read from the pure engine (the board never works out a rule):
 * `explode(state, cell, toward)` on the current state, then its events say where each pawn goes.
 */
import { type Cell, type Direction, neighbour, yName } from '../../engine/hexone/cells.js';
import { explode } from '../../engine/hexone/rules.js';
import type { GameEvent, GameState } from '../../engine/hexone/types.js';
import type { YSummary } from './i18n.js';

export interface Arm {
  direction: Direction;
  kind: 'moved' | 'toCentre' | 'lost';
  to: Cell | null; // the board cell the pawn lands on (the centre for toCentre), or null when lost
  over: Cell | null; // the cell in that direction, even a removed tile: what a tap names
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
        arms.push({ direction: e.direction, kind: 'toCentre', to: 'c3', over: neighbour(cell, e.direction) });
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

/** Which Y a tap on `cell` names, given the previews of the chosen cell (its arms' cells). */
export function yAt(previews: readonly YPreview[], cell: Cell): YPreview | null {
  return previews.find((p) => p.arms.some((a) => a.over === cell)) ?? null;
}
