/**
 * SVG templates (Lit `svg`) of tiles and the table: pure functions of what to draw. A tile shows its six
 * numbers upright, each by the side it belongs to, on a wedge coloured by value (shape and number, not
 * colour alone, carry the value). The table draws the tiles in the order placed, the free places where
 * the selected tile fits (each a focusable button with a spoken name), the ghost of the tile at a place
 * with a mark on each touching side, and the last placement's points.
 */
import { type TemplateResult, nothing, svg } from 'lit';
import { type Axial, cellKey } from '../../engine/shared/hex.js';
import { type Rotation, sideValues } from '../../engine/hexadominos/tiles.js';
import type { PlacedTile, Tile } from '../../engine/hexadominos/types.js';
import { TILE_SIZE, cellCentre, hexPoints, numberPosition, sideMiddle, wedgePoints } from './geometry.js';
import type { Preview, Spot } from './spots.js';

const HEX = hexPoints();
const INNER = hexPoints(TILE_SIZE * 0.93);
const WEDGES = [0, 1, 2, 3, 4, 5].map((d) => wedgePoints(d, TILE_SIZE * 0.93));
const NUMBERS = [0, 1, 2, 3, 4, 5].map((d) => numberPosition(d));

/** A tile's face at 0,0: wedges, outline and its six numbers (side d shows `sideValues(tile, rot)[d]`). */
export function tileFace(tile: Tile, rot: Rotation): TemplateResult {
  const values = sideValues(tile, rot);
  return svg`<polygon class="face" points=${HEX}></polygon>${values.map((v, d) => svg`<polygon class="wedge v${v}" points=${WEDGES[d]}></polygon>`)}<polygon class="rim" points=${INNER}></polygon>${values.map((v, d) => svg`<text class="num" x=${NUMBERS[d].x} y=${NUMBERS[d].y}>${v}</text>`)}`;
}

/** A tile alone in its own small SVG (rack, starter draw): `label` names it for screen readers when given. */
export function tileIcon(tile: Tile, rot: Rotation = 0): TemplateResult {
  return svg`<svg class="icon" viewBox="-52 -52 104 104" aria-hidden="true">${tileFace(tile, rot)}</svg>`;
}

export interface TableDrawing {
  board: readonly PlacedTile[];
  spots: readonly Spot[]; // where the selected tile fits (empty when none is selected or it is not your turn)
  focusKey: string | null; // the spot holding the keyboard's roving tabindex
  preview: Preview | null; // the ghost, where it is shown
  pending: string | null; // the spot the tile waits at for confirmation
  last: { at: Axial; points: number | null; flowers: Axial[] } | null; // the last placement (points null in kids scoring)
  names: { placed: (p: PlacedTile) => string; spot: (s: Spot) => string; preview: string };
}

const at = (cell: Axial) => {
  const { x, y } = cellCentre(cell);
  return `translate(${x} ${y})`;
};

export function tableTemplate(d: TableDrawing): TemplateResult {
  const lastKey = d.last ? cellKey(d.last.at) : null;
  return svg`
<g class="tiles">${d.board.map((p) => svg`<g class="placed ${cellKey(p.at) === lastKey ? 'last' : ''}" part="tile" transform=${at(p.at)} role="img" aria-label=${d.names.placed(p)} data-cell=${cellKey(p.at)}>${tileFace(p.tile, p.rot)}</g>`)}</g>
${d.last ? d.last.flowers.map((cell) => svg`<g class="flower" part="flower" transform=${at(cell)} aria-hidden="true"><polygon points=${HEX}></polygon></g>`) : nothing}
<g class="spots">${d.spots.map((s) => svg`<g class="spot ${s.key === d.pending ? 'pending' : ''}" part="spot" transform=${at(s.at)} role="button" data-spot=${s.key}
 tabindex=${s.key === d.focusKey ? 0 : -1} aria-label=${d.names.spot(s)} aria-pressed=${s.key === d.pending ? 'true' : 'false'}><polygon points=${hexPoints(TILE_SIZE * 0.9)}></polygon><text class="plus" y="8">+</text></g>`)}</g>
${d.preview ? ghostTemplate(d.preview, d.names.preview) : nothing}
${d.last && d.last.points !== null ? svg`<g class="badge" part="badge" transform=${at(d.last.at)} aria-hidden="true"><rect x="-30" y="-66" width="60" height="26" rx="13"></rect><text y="-47">+${d.last.points}</text></g>` : nothing}`;
}

/** The tile at a place before it is placed: translucent, a ✓ or ✗ on each side it touches, and what it would score. */
function ghostTemplate(p: Preview, label: string): TemplateResult {
  return svg`<g class="ghost ${p.placement ? 'fits' : 'misfit'}" part="ghost" transform=${at(p.at)} aria-hidden="true">${tileFace(p.tile, p.rot)}
${p.sides.map((s) => {
    const m = sideMiddle(s.direction, TILE_SIZE * 0.98);
    return svg`<g class="mark ${s.matches ? 'match' : 'clash'}" transform="translate(${m.x} ${m.y})"><circle r="9"></circle><path d=${s.matches ? 'M-4 0 L-1 4 L5 -4' : 'M-4 -4 L4 4 M4 -4 L-4 4'}></path></g>`;
  })}
<g class="label" transform="translate(0 ${TILE_SIZE + 20})"><text>${label}</text></g></g>`;
}
