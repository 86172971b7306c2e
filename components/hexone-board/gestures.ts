/**
 * What a tap (click, touch, Enter or Space on a cell) or a Y button asks of the game, as plain data:
 * the element carries it out. Pure: the stage comes from the machine, the Ys from the engine's previews.
 *
 * Choosing an explosion takes two taps: the cell, then a cell on one of its Ys. With a cell chosen,
 * - a tap on a cell of one of its Ys fires that Y, even when that cell could explode too (the learner
 *   who has chosen a cell expects the explosion); so does a tap where one of its pawns lands off its Y
 *   (the centre, for a pawn that leaves the board and comes back there) when only one Y sends a pawn there;
 * - a tap on the chosen cell keeps the choice, and says so (learners tap it again to "confirm"; dropping it
 *   silently left them with a board that refused their next tap); Escape drops it;
 * - a tap on another cell that may explode chooses that one instead;
 * - a tap anywhere else is refused: that cell is on neither Y.
 * With no cell chosen and only one cell that may explode, a tap on a cell of one of its Ys fires that Y.
 */
import { type Cell, type Direction, yName } from '../../engine/hexone/cells.js';
import { type YPreview, yThrough } from '../../engine/hexone/preview.js';
import type { Action, RuleError } from '../../engine/hexone/types.js';
import type { TurnStage } from './game-controller.js';
import type { Point } from './geometry.js';

export type TapOutcome =
  | { type: 'move'; action: Action } // a move of the user's: `hexone-move` first, then the machine
  | { type: 'select'; cell: Cell } // choose the cell to explode (the machine refuses one that cannot)
  | { type: 'keep'; cell: Cell } // a tap on the chosen cell: it stays chosen
  | { type: 'ambiguous'; cell: Cell; to: Cell } // both Ys of `cell` send a pawn to `to`: a tap there names neither
  | { type: 'refuse'; error: RuleError };

export interface TapContext {
  stage: TurnStage;
  selected: Cell | null; // the cell chosen to explode
  previews: readonly YPreview[]; // its two Ys; with none chosen, those of the one cell that may explode (if only one may)
  explodable: readonly Cell[]; // the cells that may explode now
}

/** What a tap on `cell` asks for. */
export function tapOutcome(cell: Cell, { stage, selected, previews, explodable }: TapContext): TapOutcome {
  if (stage !== 'choosingCell' && stage !== 'choosingY') return { type: 'move', action: { type: 'place', cell } };
  if (!selected) {
    const lone = explodable.length === 1 ? explodable[0] : null;
    const y = lone && cell !== lone ? yLandingOn(previews, cell) : null;
    return y && y !== 'both' ? { type: 'move', action: { type: 'explode', cell: lone!, toward: y.toward } } : { type: 'select', cell };
  }
  if (cell === selected) return { type: 'keep', cell };
  const y = yLandingOn(previews, cell);
  if (y === 'both') return { type: 'ambiguous', cell: selected, to: cell };
  if (y) return { type: 'move', action: { type: 'explode', cell: selected, toward: y.toward } };
  if (explodable.includes(cell)) return { type: 'select', cell };
  return { type: 'refuse', error: { code: 'not-on-y', cell: selected, toward: cell } };
}

/**
 * The Y a tap on `cell` names: the Y whose arm points at it (a neighbour, or a removed tile's hole), else the one
 * Y that lands a pawn on it from off the board (the centre); `both` when each Y lands one there.
 */
export function yLandingOn(previews: readonly YPreview[], cell: Cell): YPreview | 'both' | null {
  const through = yThrough(previews, cell);
  if (through) return through;
  const landing = previews.filter((p) => p.arms.some((a) => a.to === cell));
  return landing.length > 1 ? 'both' : (landing[0] ?? null);
}

/**
 * The Y whose off-board arm ends near `point` (board units): a tap beside the board where the preview draws a pawn
 * leaving it. `ends(direction)` is where that arm is drawn; `reach`: how near counts.
 */
export function yOffBoardAt(previews: readonly YPreview[], point: Point, ends: (direction: Direction) => Point, reach: number): YPreview | null {
  let best: { p: YPreview; d: number } | null = null;
  for (const p of previews)
    for (const arm of p.arms) {
      if (arm.kind === 'moved' || (arm.kind === 'lost' && arm.over)) continue; // on the board: its cell takes the tap
      const end = ends(arm.direction);
      const d = Math.hypot(end.x - point.x, end.y - point.y);
      if (d <= reach && (!best || d < best.d)) best = { p, d };
    }
  return best?.p ?? null;
}

/** The explosion of the chosen cell along its Y `y` (the Y buttons, keys 1 and 2). */
export function yChoice(selected: Cell, y: 0 | 1): Action {
  return { type: 'explode', cell: selected, toward: yName(selected, y) };
}
