/**
 * A static SVG drawing of a Hexa-dominos table, rendered at build time (no JavaScript in the page), with its words.
 *
 * What a reader sees in the rules summary, in print, without JavaScript, and before a live board
 * takes over. It draws; it never decides a rule: positions are read by the engine's notation reader,
 * open spots and shared sides come from the engine's table functions. The drawing itself, in no language, is
 * table-markup.ts'; this adds a table's description and an unreadable position's message.
 */
import { type Axial } from '@engine/shared/hex.js';
import { parsePosition } from '@engine/hexadominos/notation.js';
import { openSpots } from '@engine/hexadominos/table.js';
import { sideValues } from '@engine/hexadominos/tiles.js';
import type { GameState } from '@engine/hexadominos/types.js';
import { t, type Lang } from '../../i18n';
import { placeWords, tileWords } from './place-words';
import { type TableMarkupOptions, tableMarkup } from './table-markup';

export interface TableDrawOptions extends Omit<TableMarkupOptions, 'label'> {
  lang: Lang;
  label?: string; // accessible name; defaults to a description of the table
}

/** A sentence describing the table (and the first rack, when it has tiles), for screen readers. */
export function describeTable(state: Pick<GameState, 'board' | 'racks'>, lang: Lang, spots: readonly Axial[] = []): string {
  const colon = lang === 'fr' ? '\u202f:' : ':';
  const semi = lang === 'fr' ? '\u202f; ' : '; ';
  const at = (cell: Axial) => placeWords(lang, state.board, cell);
  const parts = state.board.map((p) => t(lang, 'hd.table.tile', { tile: tileWords(p.tile), at: at(p.at), sides: sideValues(p.tile, p.rot).join(', '), colon }));
  parts.push(...spots.map((cell) => t(lang, 'hd.table.spot', { at: at(cell) })));
  const rack = state.racks[0] ?? [];
  if (rack.length) parts.push(t(lang, 'hd.table.rack', { tiles: rack.map(tileWords).join(', '), colon }));
  return `${t(lang, 'hd.table.label')}${colon} ${parts.length ? parts.join(semi) : t(lang, 'hd.table.empty')}.`;
}

/** The SVG markup of a table, named by a description of it unless `options.label` names it. Pure: same input, same string. */
export function drawTable(state: Pick<GameState, 'board' | 'racks'>, options: TableDrawOptions): string {
  const spots = options.spots === true ? openSpots(state.board).map((s) => s.at) : [...(options.spots || [])];
  return tableMarkup(state.board, { ...options, spots, label: options.label ?? describeTable(state, options.lang, spots) });
}

/** A drawing from position text, or a visible error in the page's language when the text does not parse. */
export function drawPosition(position: string, options: TableDrawOptions): { svg: string; error: string | null; state: GameState | null } {
  const parsed = parsePosition(position);
  if (!parsed.ok) return { svg: '', error: t(options.lang, 'hd.table.invalid', { reason: parsed.error.reason ?? parsed.error.code }), state: null };
  return { svg: drawTable(parsed.value, options), error: null, state: parsed.value };
}

/** Reads "1,0 -1,1" (cells separated by spaces) into cells; words that are not cells are left out. */
export function cellList(text: string | undefined): Axial[] {
  return (text ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const m = /^(-?\d+),(-?\d+)$/.exec(word);
      return m ? [[Number(m[1]), Number(m[2])] as Axial] : [];
    });
}

/** The rack of the seat to move and the pile's size in position text (for lesson pages); null when it does not parse. */
export function rackAndPile(position: string): { rack: string[]; pile: number } | null {
  const parsed = parsePosition(position);
  return parsed.ok ? { rack: parsed.value.racks[parsed.value.toMove] ?? [], pile: parsed.value.pile.length } : null;
}
