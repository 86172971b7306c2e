/**
 * The SVG of a move drawn over the board (`marks.ts`): each step numbered at its cell, a placement
 * as a ring, an explosion as one arrow per pawn to where it went (a cross where a pawn leaves the
 * board, a dotted return to the centre). Two kinds share the drawing: `hint` (a move to play, bold)
 * and `trail` (the turn just played, faint). Steps fade in one after another unless motion is reduced.
 */
import { nothing, svg, type SVGTemplateResult } from 'lit';
import { CENTRE } from '../../engine/hexone/cells.js';
import { type Point, armEnd, centre } from './geometry.js';
import type { MarkArm, MarkStep, MoveMarks } from './marks.js';

const along = (p: Point, q: Point, t: number): Point => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
const pair = (p: Point) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`;

/** An arrow from `from` to `to` with its head drawn at `to`. */
function arrow(from: Point, to: Point): SVGTemplateResult {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  const head = (side: number) => ({ x: to.x - ux * 12 + uy * 8 * side, y: to.y - uy * 12 - ux * 8 * side });
  return svg`<path class="mark-arm" d="M${pair(from)}L${pair(to)}M${pair(head(1))}L${pair(to)}L${pair(head(-1))}"></path>`;
}

function armTemplate(step: MarkStep, arm: MarkArm): SVGTemplateResult {
  const from = centre(step.cell);
  const end = arm.kind === 'moved' && arm.to ? centre(arm.to) : arm.kind === 'lost' && arm.to ? centre(arm.to) : armEnd(step.cell, arm.direction);
  const tip = arm.kind === 'moved' ? along(from, end, 0.72) : end;
  const start = along(from, end, 0.28);
  if (arm.kind === 'lost') {
    const cross = along(from, end, 1.2);
    return svg`${arrow(start, tip)}<path class="mark-lost" d="M-8-8 8 8M-8 8 8-8" transform="translate(${pair(cross)})"></path>`;
  }
  if (arm.kind === 'toCentre') return svg`${arrow(start, tip)}<path class="mark-back" d="M${pair(end)}L${pair(along(end, centre(CENTRE), 0.8))}"></path>`;
  return arrow(start, tip);
}

function stepTemplate(step: MarkStep): SVGTemplateResult {
  const { x, y } = centre(step.cell);
  // The number sits at the cell's upper left, clear of the stack's own count.
  return svg`<g class="mark-step ${step.explosion ? 'mark-explosion' : 'mark-place'}" data-step=${step.n} data-at=${step.cell}>
    ${step.explosion ? step.arms.map((arm) => armTemplate(step, arm)) : svg`<circle class="mark-ring" cx=${x} cy=${y} r="34"></circle>`}
    <g transform="translate(${(x - 27).toFixed(1)} ${(y - 24).toFixed(1)})"><circle class="mark-badge" r="11"></circle><text class="mark-number" dy=".35em">${step.n}</text></g>
  </g>`;
}

/** The marks of `move` as a `hint` or a `trail` layer; nothing when there is no move. */
export function marksTemplate(move: MoveMarks | null, kind: 'hint' | 'trail'): SVGTemplateResult | typeof nothing {
  if (!move || !move.steps.length) return nothing;
  return svg`<g class="marks ${kind}" part="marks-${kind}" data-marks=${kind} aria-hidden="true">${move.steps.map(stepTemplate)}</g>`;
}
