/**
 * The board's SVG, as Lit templates of a plain view model (no element state, no rules: the element
 * asks the engine what is legal and passes the answers in).
 *
 * Visible text (stack counts, tile points, coordinates) is drawn in its own `aria-hidden` layer, not
 * inside the `role="gridcell"` groups: each cell's accessible name already says all of it, in
 * sentence order, and text inside a cell would have to appear in its name in the same order
 * (WCAG 2.5.3, axe's label-content-name-mismatch), which "e4, 2 pawns, White, white tile, 3 points"
 * cannot do for a drawing that shows "3", "e4" and "2" from top to bottom.
 */
import { nothing, svg, type SVGTemplateResult } from 'lit';
import { CENTRE, type Cell, PEAKS } from '../../engine/hexone/cells.js';
import { tilePoints } from '../../engine/hexone/rules.js';
import type { GameState, TileState } from '../../engine/hexone/types.js';
import type { YPreview } from '../../engine/hexone/preview.js';
import { hexPoints } from '../shared/hex-geometry.js';
import { type Point, RADIUS, angle, armEnd, centre, radial } from './geometry.js';
import { describeCell, strings } from './i18n.js';
import type { Lang, Names } from './i18n-types.js';
import type { MoveMarks } from './marks.js';
import { marksTemplate } from './render-marks.js';

export interface BoardView {
  state: GameState; // the position drawn (may lag the game while an explosion is animated)
  lang: Lang;
  names: Names;
  legal: ReadonlySet<Cell>;
  explodable: ReadonlySet<Cell>;
  selected: Cell | null;
  previews: readonly YPreview[]; // the selected cell's two Ys
  hoverY: 0 | 1 | null;
  highlight: ReadonlySet<Cell>;
  coordinates: boolean;
  focus: Cell; // the one cell in the tab order
  exploding: Cell | null; // the cell whose explosion is being drawn (outlined)
  hint: MoveMarks | null; // a move shown by the page (`showMove`)
  trail: MoveMarks | null; // the turn just played, drawn faintly
}

const HEX = hexPoints(RADIUS - 1);
const RING = hexPoints(RADIUS - 6);
const CENTRE_MARK = hexPoints(RADIUS * 0.72);

/** Points shown on a tile, from the engine's scoring (the board does not restate the values); none when removed. */
const pointsOf = (cell: Cell, face?: TileState) => (face && face !== 'removed' ? tilePoints(cell, face) : undefined);

/** Height of the top coin of a stack of `count` (6 drawn at most): its number is written there. */
const topOf = (count: number) => 23 - Math.min(count, 6) * 7;

/** A stack's number, from 2 up. */
const countText = (count: number) => (count > 1 ? svg`<text class="num" y=${topOf(count)} dy=".35em">${count}</text>` : nothing);

/** A stack of `count` coins (6 drawn at most), with its number on top from 2 up when `numbered`. */
export function coins(count: number, numbered = false): SVGTemplateResult {
  const parts: SVGTemplateResult[] = [];
  for (let top = 16; top >= topOf(count); top -= 7) {
    parts.push(svg`<ellipse class="side" cy=${top + 4} rx="19" ry="10"></ellipse><ellipse class="coin" cy=${top} rx="19" ry="10"></ellipse>`);
  }
  return svg`${parts}${numbered ? countText(count) : nothing}`;
}

const at = ({ x, y }: Point) => `translate(${x.toFixed(1)} ${y.toFixed(1)})`;

function cellTemplate(cell: Cell, view: BoardView): SVGTemplateResult {
  const text = strings(view.lang);
  const stack = view.state.cells[cell];
  const face = view.state.tiles[cell];
  const peak = PEAKS.includes(cell);
  const parts = [stack ? `own-${stack.owner}` : '', face ?? '', cell === CENTRE ? 'centre' : '', peak ? 'peak' : ''];
  const spoken: string[] = [];
  const mark = (on: unknown, part: string, said: string) => {
    if (on) {
      parts.push(part);
      spoken.push(said);
    }
  };
  mark(view.legal.has(cell), 'legal', text.legal);
  mark(view.explodable.has(cell), 'explodable', text.explodable);
  mark(view.selected === cell, 'selected', text.selectedState);
  for (const p of view.previews)
    mark(
      p.arms.some((a) => a.over === cell),
      `target y${p.y + 1}`,
      `${text.target(p.y + 1)} (${text.summary(p.summary)})`,
    );
  mark(view.highlight.has(cell), 'highlight', text.highlighted);
  if (view.exploding === cell) parts.push('exploding'); // the status line says it in words
  const part = parts.filter(Boolean).join(' ');
  const label = describeCell(
    cell,
    { ...stack, tile: face, points: pointsOf(cell, face), centre: cell === CENTRE, peak, states: spoken },
    view.lang,
    view.names,
  );
  const arrow = radial(cell);
  return svg`<g class="cell ${part}" part="cell ${part}" role="gridcell" data-cell=${cell} tabindex=${view.focus === cell ? 0 : -1}
      aria-label=${label} aria-selected=${view.selected === cell || nothing} transform=${at(centre(cell))}>
    <g class="tile" aria-hidden="true">
      <polygon class="hex" points=${HEX}></polygon>
      ${cell === CENTRE ? svg`<polygon class="centre-mark" points=${CENTRE_MARK}></polygon>` : nothing}
      ${arrow ? svg`<path class="peak-arrow" d="M22-9 34 0 22 9" transform="rotate(${angle(arrow).toFixed(1)})"></path>` : nothing}
      ${view.legal.has(cell) && !stack ? svg`<circle class="legal-dot" r="7"></circle>` : nothing}
    </g>
    ${stack ? svg`<g class="stack ${stack.owner}" part="pawns pawns-${stack.owner}" aria-hidden="true">${coins(stack.count)}</g>` : nothing}
    <polygon class="ring" points=${RING} aria-hidden="true"></polygon>
  </g>`;
}

/** A cell's visible text (points, coordinates, stack count), drawn over the cells in the aria-hidden text layer. */
function textTemplate(cell: Cell, view: BoardView): SVGTemplateResult {
  const stack = view.state.cells[cell];
  const face = view.state.tiles[cell];
  const points = pointsOf(cell, face);
  return svg`<g class="${face ?? ''} ${stack?.owner ?? ''}" data-text=${cell} transform=${at(centre(cell))}>
    ${points === undefined ? nothing : svg`<text class="points" y="-37" dy=".35em">${points}</text>`}
    ${view.coordinates ? svg`<text class="coord" y="36" dy=".35em">${cell}</text>` : nothing}
    ${stack ? countText(stack.count) : nothing}
  </g>`;
}

/**
 * Where a preview's "×2" (pawns taken on `cell` by an explosion of `from`) is drawn: on the side of `cell` away
 * from `from`, level with its centre, clear of the Y's numbered badge (on the side facing `from`), of the stack
 * and its count (in the middle) and of the texts above and below (points, name).
 */
export function captureAt(from: Cell, cell: Cell): Point {
  const a = centre(from);
  const b = centre(cell);
  return { x: b.x + (b.x >= a.x ? 29 : -29), y: b.y };
}

/** Both Ys of the selected cell: a numbered arrow per pawn (dashed for Y 2: not told by colour only). */
function previewTemplate(view: BoardView): SVGTemplateResult | typeof nothing {
  if (!view.selected || !view.previews.length) return nothing;
  const from = centre(view.selected);
  const along = (p: Point, q: Point, t: number): Point => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
  const pair = (p: Point) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
  return svg`<g class="preview" aria-hidden="true">${view.previews.map(
    (p) =>
      svg`<g class="y y${p.y + 1} ${view.hoverY !== null && view.hoverY !== p.y ? 'dim' : ''}">${p.arms.map((arm) => {
        const end = arm.kind === 'lost' && arm.over ? centre(arm.over) : armEnd(view.selected!, arm.direction);
        const tip = arm.kind === 'moved' ? along(from, end, 0.8) : end;
        let back: SVGTemplateResult | typeof nothing = nothing;
        if (arm.kind === 'toCentre') {
          // Off the board, then back to the centre: a curve bending away from the board's middle line.
          const hub = centre(CENTRE);
          const mid = along(end, hub, 0.5);
          const bend = { x: mid.x - (hub.y - end.y) * 0.35, y: mid.y + (hub.x - end.x) * 0.35 };
          back = svg`<path class="arm back" d="M${pair(end)}Q${pair(bend)} ${pair(hub)}"></path><circle class="end" cx=${hub.x} cy=${hub.y} r="7"></circle>`;
        }
        return svg`<path class="arm" d="M${pair(along(from, end, 0.25))}L${pair(tip)}"></path>${back}
      ${arm.kind === 'lost' ? svg`<path class="lost-mark" d="M-9-9 9 9M-9 9 9-9" transform=${at(along(from, end, 1.25))}></path>` : nothing}
      <g transform=${at(tip)}><circle class="badge" r="11"></circle><text class="badge-text" dy=".35em">${p.y + 1}</text></g>`;
      })}${p.captures.map((capture) => {
        return svg`<g transform=${at(captureAt(view.selected!, capture.cell))}><rect class="capture" x="-14" y="-10" width="28" height="20" rx="6"></rect><text class="capture-text" dy=".35em">×${capture.count}</text></g>`;
      })}</g>`,
  )}</g>`;
}

/** The whole board: five rows (top row first, the reading order), then layers that take no pointer events. */
export function boardTemplate(view: BoardView, rows: readonly Cell[][]): SVGTemplateResult {
  return svg`
    ${rows.map((row) => svg`<g role="row" aria-label=${strings(view.lang).row(row[0][0])}>${row.map((c) => cellTemplate(c, view))}</g>`)}
    ${marksTemplate(view.trail, 'trail')}
    <g class="texts" aria-hidden="true">${rows.flat().map((c) => textTemplate(c, view))}</g>
    ${previewTemplate(view)}
    ${marksTemplate(view.hint, 'hint')}
    <g class="fx" aria-hidden="true"></g>`;
}
