/**
 * SVG templates (Lit `svg`) of tiles and the table: pure functions of what to draw. A tile shows its six
 * numbers upright, each by the side it belongs to, on a wedge coloured by value (shape and number, not
 * colour alone, carry the value). The table draws the tiles in the order placed, the free places where
 * the selected tile fits (each a focusable button with a spoken name), the places a lesson outlines, the
 * ghost of the tile at a place with a mark on each touching side, a placement a page shows without playing it
 * (dashed), and the last placement's points. What a
 * tile scores is written in its middle, the one part of a tile without a number, so no badge hides a digit.
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
const SPOT = hexPoints(TILE_SIZE * 0.9);
const OUTLINE = hexPoints(TILE_SIZE * 0.97);

/** A tile's face at 0,0: wedges, outline and its six numbers (side d shows `sideValues(tile, rot)[d]`). */
export function tileFace(tile: Tile, rot: Rotation): TemplateResult {
  const values = sideValues(tile, rot);
  return svg`<polygon class="face" points=${HEX}></polygon>${values.map((v, d) => svg`<polygon class="wedge v${v}" points=${WEDGES[d]}></polygon>`)}<polygon class="rim" points=${INNER}></polygon>${values.map((v, d) => svg`<text class="num" x=${NUMBERS[d].x} y=${NUMBERS[d].y}>${v}</text>`)}`;
}

/**
 * A tile alone in its own small SVG (rack, starter draw). With `label` it is an image of that name (a
 * rack button takes its name from it, so the numbers drawn inside never compete with it); without, hidden.
 */
export function tileIcon(tile: Tile, rot: Rotation = 0, label?: string): TemplateResult {
  return label
    ? svg`<svg class="icon" viewBox="-52 -52 104 104" role="img" aria-label=${label}>${tileFace(tile, rot)}</svg>`
    : svg`<svg class="icon" viewBox="-52 -52 104 104" aria-hidden="true">${tileFace(tile, rot)}</svg>`;
}

export interface TableDrawing {
  board: readonly PlacedTile[];
  spots: readonly Spot[]; // where the selected tile fits (empty when none is selected or it is not your turn)
  focusKey: string | null; // the spot holding the keyboard's roving tabindex
  preview: Preview | null; // the ghost, where it is shown
  pending: string | null; // the spot the tile waits at for confirmation
  last: { at: Axial; points: number | null; flowers: Axial[] } | null; // the last placement (points null in kids scoring)
  outlined: readonly Axial[]; // cells a lesson points at (the `highlight` attribute)
  shown: { placed: PlacedTile; name: string } | null; // a placement drawn, not played (`showMove`), and its spoken name
  names: { placed: (p: PlacedTile) => string; spot: (s: Spot) => string };
  ghostMark: string; // written in the ghost's middle: its points ('+26'), '✓' (kids) or '✗'
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
<g class="outlined" aria-hidden="true">${d.outlined.map((cell) => svg`<g class="outline" part="outline" transform=${at(cell)} data-outline=${cellKey(cell)}><polygon points=${OUTLINE}></polygon></g>`)}</g>
<g class="spots">${d.spots.map(
    (s) => svg`<g class="spot ${s.key === d.pending ? 'pending' : ''}" part="spot" transform=${at(s.at)} role="button" data-spot=${s.key}
 tabindex=${s.key === d.focusKey ? 0 : -1} aria-label=${d.names.spot(s)} aria-pressed=${s.key === d.pending ? 'true' : 'false'}><polygon points=${SPOT}></polygon><text class="plus" y="8">+</text></g>`,
  )}</g>
${d.shown ? svg`<g class="shown" part="shown-move" transform=${at(d.shown.placed.at)} role="img" aria-label=${d.shown.name} data-cell=${cellKey(d.shown.placed.at)}>${tileFace(d.shown.placed.tile, d.shown.placed.rot)}<polygon class="shown-rim" points=${OUTLINE}></polygon></g>` : nothing}
${d.preview ? ghostTemplate(d.preview, d.ghostMark) : nothing}
${d.last && d.last.points !== null ? svg`<g class="badge" part="badge" transform=${at(d.last.at)} aria-hidden="true"><g class="grow">${centreMark(`+${d.last.points}`)}</g></g>` : nothing}`;
}

/** A small label in a tile's middle, inside the ring of its numbers. */
function centreMark(text: string): TemplateResult {
  return svg`<rect x="-18" y="-9" width="36" height="18" rx="9"></rect><text y="4.5">${text}</text>`;
}

/** The tile at a place before it is placed: translucent, a ✓ or ✗ on each side it touches, and in its middle what it would score. */
function ghostTemplate(p: Preview, mark: string): TemplateResult {
  return svg`<g class="ghost ${p.placement ? 'fits' : 'misfit'}" part="ghost" transform=${at(p.at)} aria-hidden="true">${tileFace(p.tile, p.rot)}
${p.sides.map((s) => {
  const m = sideMiddle(s.direction, TILE_SIZE * 0.98);
  return svg`<g class="mark ${s.matches ? 'match' : 'clash'}" transform="translate(${m.x} ${m.y})"><circle r="7.5"></circle><path d=${s.matches ? 'M-3.5 0 L-1 3.5 L4 -3.5' : 'M-3 -3 L3 3 M3 -3 L-3 3'}></path></g>`;
})}
<g class="label">${centreMark(mark)}</g></g>`;
}
