/**
 * A static SVG drawing of a Hexone position, rendered at build time (no JavaScript in the page).
 *
 * It is what a reader sees before `<hexone-board>` upgrades, without JavaScript, in print, and in
 * the small diagrams of the rules summary. It draws; it never decides a rule: the position comes
 * from the engine's own notation reader (`load` accepts position text, record text or the URL form).
 *
 * Geometry: the same pointy-top hexes as the live board (components/shared/hex-geometry.ts), with
 * the engine's cell coordinates (x = diagonal − 3, y = row − 2), drawn smaller.
 */
import { axialToPoint, hexPoints, neighbourDistance, round2, stepAngle } from '@components/shared/hex-geometry.js';
import {
  CELLS,
  DIRECTION_STEPS,
  PEAK_RADIAL,
  coordinates,
  currentState,
  legalPlacements,
  load,
  type Cell,
  type GameState,
  type Player,
} from '@engine/hexone/index.js';
import { t, type Lang } from '../../i18n';

const R = 30; // hex circumradius in SVG units
const W = neighbourDistance(R);
const PAD = 6;

export interface DrawOptions {
  lang: Lang;
  coordinates?: boolean; // write cell names in the cells
  highlight?: readonly string[]; // cells outlined for teaching
  label?: string; // accessible name; defaults to a description of the position
  className?: string;
}

export type Source = { position?: string; record?: string; exits?: string; tiles?: boolean; first?: string };

/** The state a `<hexone-board>` with these attributes would show first; an error text if unreadable. */
export function stateFromSource(source: Source): { ok: true; state: GameState } | { ok: false; reason: string } {
  const text = source.record?.trim() || source.position?.trim();
  if (text) {
    const loaded = load(text);
    if (!loaded.ok) return { ok: false, reason: loaded.error.reason ?? loaded.error.code };
    return { ok: true, state: currentState(loaded.history) };
  }
  const exits = ['classic', 'express', 'long'].includes(source.exits ?? '') ? source.exits : 'classic';
  const first = source.first === 'w' ? 'w' : 'b';
  const loaded = load(`${exits}${source.tiles ? ' tiles' : ''} ${first} opening`);
  if (!loaded.ok) return { ok: false, reason: loaded.error.code };
  return { ok: true, state: currentState(loaded.history) };
}

export function cellCentre(cell: Cell): { cx: number; cy: number } {
  const { x, y } = coordinates(cell);
  const centre = axialToPoint(x, y, R);
  return { cx: round2(centre.x), cy: round2(centre.y) };
}

const PAWN_OFFSETS: Record<number, readonly [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-0.36, 0],
    [0.36, 0],
  ],
  3: [
    [-0.36, 0.22],
    [0.36, 0.22],
    [0, -0.4],
  ],
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A sentence describing the position, for screen readers (`aria-label` of the drawing). */
export function describe(state: GameState, lang: Lang): string {
  const player = (p: Player) => t(lang, `board.player.${p}`);
  const parts: string[] = [];
  for (const cell of CELLS) {
    const stack = state.cells[cell];
    const face = state.tiles[cell];
    const bits: string[] = [];
    if (stack) bits.push(t(lang, 'board.pawns', { count: stack.count, player: player(stack.owner) }));
    if (face === 'gray') bits.push(t(lang, 'board.tile.gray'));
    if (face === 'removed') bits.push(t(lang, 'board.tile.removed'));
    if (bits.length) parts.push(`${cell} ${bits.join(', ')}`);
  }
  const status =
    state.phase === 'over' && state.winner
      ? t(lang, 'board.over', { player: player(state.winner) })
      : t(lang, 'board.toMove', { player: player(state.toMove) });
  // French typography puts a narrow no-break space before « : » and « ; ».
  const [colon, semi] = lang === 'fr' ? ['\u202f: ', '\u202f; '] : [': ', '; '];
  const body = parts.length ? parts.join(semi) : t(lang, 'board.empty');
  return `${t(lang, 'board.label')}${colon}${body}${semi}${status}.`;
}

/** The SVG markup of `state`. Pure: same input, same string. */
export function drawBoard(state: GameState, options: DrawOptions): string {
  const highlight = new Set(options.highlight ?? []);
  const width = 5 * W + 2 * PAD;
  const height = 8 * R + 2 * PAD;
  const out: string[] = [];
  const label = options.label ?? describe(state, options.lang);
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${round2(-width / 2)} ${round2(-height / 2)} ${round2(width)} ${round2(height)}"` +
      ` role="img" aria-label="${escapeXml(label)}" class="board-svg${options.className ? ` ${escapeXml(options.className)}` : ''}">`,
  );
  for (const cell of CELLS) {
    const { cx, cy } = cellCentre(cell);
    const face = state.tiles[cell];
    const classes = ['cell'];
    if (face) classes.push(`tile-${face}`);
    if (cell === 'c3') classes.push('centre');
    if (highlight.has(cell)) classes.push('highlight');
    out.push(`<polygon class="${classes.join(' ')}" points="${hexPoints(R - 1.5, { x: cx, y: cy })}"/>`);
    if (state.rules.tiles && face !== 'removed' && PEAK_RADIAL[cell]) {
      // The arrow printed on the peak tiles, pointing away from the centre.
      const a = round2(stepAngle(...DIRECTION_STEPS[PEAK_RADIAL[cell]]));
      out.push(
        `<path class="peak-arrow" d="M ${round2(R * 0.55)} -5 L ${round2(R * 0.78)} 0 L ${round2(R * 0.55)} 5 Z" transform="translate(${cx} ${cy}) rotate(${a})"/>`,
      );
    }
    const stack = state.cells[cell];
    if (stack) {
      const offsets = PAWN_OFFSETS[Math.min(stack.count, 3)];
      for (const [dx, dy] of offsets) {
        out.push(`<circle class="pawn pawn-${stack.owner}" cx="${round2(cx + dx * R)}" cy="${round2(cy + dy * R)}" r="${round2(R * 0.3)}"/>`);
      }
      if (stack.count > 3) {
        out.push(`<text class="count" x="${cx}" y="${round2(cy + 5)}" text-anchor="middle">${stack.count}</text>`);
      }
    }
    if (options.coordinates) {
      out.push(`<text class="coord" x="${cx}" y="${round2(cy + R * 0.78)}" text-anchor="middle">${cell}</text>`);
    }
  }
  out.push('</svg>');
  return out.join('');
}

/**
 * Everything a board wrapper needs: the drawing, or a visible error when the notation is wrong.
 * `legal: true` outlines the cells where the side to move may place (computed by the engine).
 */
export function drawSource(source: Source, options: DrawOptions & { legal?: boolean }): { svg: string; error: string | null; state: GameState | null } {
  const result = stateFromSource(source);
  if (!result.ok) {
    const error = t(options.lang, 'board.invalid', { reason: result.reason });
    return { svg: '', error, state: null };
  }
  const highlight = [...(options.highlight ?? []), ...(options.legal ? legalPlacements(result.state) : [])];
  return { svg: drawBoard(result.state, { ...options, highlight }), error: null, state: result.state };
}
