/**
 * What a tap (click, touch, Enter or Space on a cell) or a Y button asks of the game, as plain data:
 * the element carries it out. Pure: the stage comes from the machine, the Ys from the engine's previews.
 *
 * Choosing an explosion takes two taps: the cell, then a cell on one of its Ys. With a cell chosen,
 * - a tap on a cell of one of its Ys fires that Y, even when that cell could explode too (the learner
 *   who has chosen a cell expects the explosion);
 * - a tap on the chosen cell drops the choice;
 * - a tap on another cell that may explode chooses that one instead;
 * - a tap anywhere else is refused: that cell is on neither Y.
 */
import { type Cell, yName } from '../../engine/hexone/cells.js';
import { type YPreview, yThrough } from '../../engine/hexone/preview.js';
import type { Action, RuleError } from '../../engine/hexone/types.js';
import type { TurnStage } from './game-controller.js';

export type TapOutcome =
  | { type: 'move'; action: Action } // a move of the user's: `hexone-move` first, then the machine
  | { type: 'select'; cell: Cell } // choose the cell to explode (the machine refuses one that cannot)
  | { type: 'deselect' }
  | { type: 'refuse'; error: RuleError };

export interface TapContext {
  stage: TurnStage;
  selected: Cell | null; // the cell chosen to explode
  previews: readonly YPreview[]; // its two Ys
  explodable: readonly Cell[]; // the cells that may explode now
}

/** What a tap on `cell` asks for. */
export function tapOutcome(cell: Cell, { stage, selected, previews, explodable }: TapContext): TapOutcome {
  if (stage !== 'choosingCell' && stage !== 'choosingY') return { type: 'move', action: { type: 'place', cell } };
  if (!selected) return { type: 'select', cell };
  if (cell === selected) return { type: 'deselect' };
  const y = yThrough(previews, cell);
  if (y) return { type: 'move', action: { type: 'explode', cell: selected, toward: y.toward } };
  if (explodable.includes(cell)) return { type: 'select', cell };
  return { type: 'refuse', error: { code: 'not-on-y', cell: selected, toward: cell } };
}

/** The explosion of the chosen cell along its Y `y` (the Y buttons, keys 1 and 2). */
export function yChoice(selected: Cell, y: 0 | 1): Action {
  return { type: 'explode', cell: selected, toward: yName(selected, y) };
}
