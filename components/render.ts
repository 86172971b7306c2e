/**
 * The board's SVG, as Lit templates of a plain view model (no element state, no rules: the element
 * asks the engine what is legal and passes the answers in).
 */
import { nothing, svg, type SVGTemplateResult } from 'lit';
import { CENTRE, type Cell, OUTER, PEAKS } from '../engine/cells.js';
import { tilesScore } from '../engine/rules.js';
import type { GameState, TileState } from '../engine/types.js';
import { type Point, R, angle, armEnd, centre, hexPoints, radial } from './geometry.js';
import { type Lang, type Names, describeCell, strings } from './i18n.js';
import type { YPreview } from './preview.js';

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
}

const HEX = hexPoints(R - 1);
const RING = hexPoints(R - 6);
const CENTRE_MARK = hexPoints(R * 0.72);

/**
 * Points a tile is worth, asked of the engine's scoring (the board does not restate the values):
 * the score with this tile on this face minus the score with it removed.
 */
const POINTS = new Map<string, number>();
{
  const cells = { b2: { owner: 'b', count: 1 }, b3: { owner: 'w', count: 1 } }; // a valid game in progress
  const base = { rules: { exits: 'classic', tiles: true }, phase: 'place', toMove: 'b', cells, winner: null, score: null } as const;
  const removedAll = Object.fromEntries(OUTER.map((c) => [c, 'removed' as TileState]));
  const zero = tilesScore({ ...base, tiles: removedAll } as GameState);
  for (const cell of OUTER) for (const face of ['white', 'gray'] as const) {
    POINTS.set(`${cell}:${face}`, tilesScore({ ...base, tiles: { ...removedAll, [cell]: face } } as GameState) - zero);
  }
}
export function tilePoints(cell: Cell, face: TileState): number {
  return POINTS.get(`${cell}:${face}`) ?? 0;
}

/** A stack of `count` coins (6 drawn at most), its number on top from 2 up. Colour comes from the parent's class. */
export function coins(count: number): SVGTemplateResult {
  const shown = Math.min(count, 6);
  const parts: SVGTemplateResult[] = [];
  let top = 0;
  for (let k = 0; k < shown; k++) {
    top = 16 - k * 7;
    parts.push(svg`<ellipse class="side" cx="0" cy=${top + 4} rx="19" ry="10"></ellipse><ellipse class="coin" cx="0" cy=${top} rx="19" ry="10"></ellipse>`);
  }
  const label = count > 1 ? svg`<text class="num" x="0" y=${top} dy="0.35em">${count}</text>` : nothing;
  return svg`${parts}${label}`;
}

function cellStates(cell: Cell, v: BoardView): { parts: string[]; spoken: string[] } {
  const s = strings(v.lang);
  const parts: string[] = [];
  const spoken: string[] = [];
  const stack = v.state.cells[cell];
  if (stack) parts.push(`own-${stack.owner}`);
  const face = v.state.tiles[cell];
  if (face) parts.push(face);
  if (cell === CENTRE) parts.push('centre');
  if (PEAKS.includes(cell)) parts.push('peak');
  if (v.legal.has(cell)) { parts.push('legal'); spoken.push(s.legal); }
  if (v.explodable.has(cell)) { parts.push('explodable'); spoken.push(s.explodable); }
  if (v.selected === cell) { parts.push('selected'); spoken.push(s.selectedState); }
  for (const p of v.previews) {
    if (p.arms.some((a) => a.over === cell)) {
      parts.push('target', `y${p.y + 1}`);
      spoken.push(`${s.target(p.y + 1)} (${s.summary(p.summary)})`);
    }
  }
  if (v.highlight.has(cell)) { parts.push('highlight'); spoken.push(s.highlighted); }
  return { parts, spoken };
}

function cellTemplate(cell: Cell, v: BoardView): SVGTemplateResult {
  const { x, y } = centre(cell);
  const stack = v.state.cells[cell];
  const face = v.state.tiles[cell];
  const points = face && face !== 'removed' ? tilePoints(cell, face) : 0;
  const { parts, spoken } = cellStates(cell, v);
  const label = describeCell(cell, {
    owner: stack?.owner, count: stack?.count, tile: face, points, centre: cell === CENTRE, peak: PEAKS.includes(cell), states: spoken,
  }, v.lang, v.names);
  const arrow = radial(cell);
  return svg`<g class="cell ${parts.join(' ')}" part="cell ${parts.join(' ')}" role="gridcell" data-cell=${cell}
      tabindex=${v.focus === cell ? 0 : -1} aria-label=${label} aria-selected=${v.selected === cell ? 'true' : nothing}
      transform="translate(${x.toFixed(2)} ${y.toFixed(2)})">
    <g class="tile" aria-hidden="true">
      <polygon class="hex" points=${HEX}></polygon>
      ${cell === CENTRE ? svg`<polygon class="centre-mark" points=${CENTRE_MARK}></polygon>` : nothing}
      ${arrow ? svg`<path class="peak-arrow" d="M 22 -9 L 34 0 L 22 9" transform="rotate(${angle(arrow).toFixed(1)})"></path>` : nothing}
      ${face && face !== 'removed' ? svg`<text class="points" x="0" y="-37" dy="0.35em">${points}</text>` : nothing}
      ${v.coordinates ? svg`<text class="coord" x="0" y="36" dy="0.35em">${cell}</text>` : nothing}
      ${v.legal.has(cell) && !stack ? svg`<circle class="legal-dot" r="7"></circle>` : nothing}
    </g>
    ${stack ? svg`<g class="stack ${stack.owner}" part="pawns pawns-${stack.owner}" aria-hidden="true">${coins(stack.count)}</g>` : nothing}
    <polygon class="ring" points=${RING} aria-hidden="true"></polygon>
  </g>`;
}

/** Both Ys of the selected cell: a numbered arrow per pawn (dashed for Y 2: not told by colour only). */
function previewTemplate(v: BoardView): SVGTemplateResult | typeof nothing {
  if (!v.selected || !v.previews.length) return nothing;
  const from = centre(v.selected);
  const at = (p: Point, q: Point, t: number): Point => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
  const f = (p: Point) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
  return svg`<g class="preview" aria-hidden="true">${v.previews.map((p) => {
    const dim = v.hoverY !== null && v.hoverY !== p.y;
    return svg`<g class="y y${p.y + 1} ${dim ? 'dim' : ''}">${p.arms.map((a) => {
      const end = a.kind === 'lost' && a.over ? centre(a.over) : armEnd(v.selected!, a.direction);
      const tip = a.kind === 'moved' ? at(from, end, 0.8) : end;
      let back: SVGTemplateResult | typeof nothing = nothing;
      if (a.kind === 'toCentre') {
        // Off the board, then back to the centre: a curve bending away from the board's middle line.
        const c = centre(CENTRE);
        const mid = at(end, c, 0.5);
        const bend = { x: mid.x - (c.y - end.y) * 0.35, y: mid.y + (c.x - end.x) * 0.35 };
        back = svg`<path class="arm back" d="M ${f(end)} Q ${f(bend)} ${f(c)}"></path><circle class="end" cx=${c.x} cy=${c.y} r="7"></circle>`;
      }
      return svg`<path class="arm" d="M ${f(at(from, end, 0.25))} L ${f(tip)}"></path>${back}
        ${a.kind === 'lost' ? svg`<path class="lost-mark" d="M -9 -9 L 9 9 M -9 9 L 9 -9" transform="translate(${f(at(from, end, 1.25))})"></path>` : nothing}
        <g transform="translate(${f(tip)})"><circle class="badge" r="11"></circle><text class="badge-text" dy="0.35em">${p.y + 1}</text></g>`;
    })}${p.captures.map((c) => {
      const where = centre(c.cell);
      return svg`<g transform="translate(${where.x + 22} ${where.y + 20})"><rect class="capture" x="-16" y="-11" width="32" height="22" rx="6"></rect><text class="capture-text" dy="0.35em">×${c.count}</text></g>`;
    })}</g>`;
  })}</g>`;
}

/** The whole board: five rows (top row first, the reading order), then overlays that take no pointer events. */
export function boardTemplate(v: BoardView, rows: readonly Cell[][]): SVGTemplateResult {
  return svg`
    ${rows.map((row) => svg`<g role="row">${row.map((c) => cellTemplate(c, v))}</g>`)}
    ${previewTemplate(v)}
    <g class="fx" aria-hidden="true"></g>`;
}
