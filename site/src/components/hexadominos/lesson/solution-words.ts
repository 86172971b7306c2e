/**
 * A step's solution in the reader's words ("draw, lay 1 1 2 2 3 4 west of 1 1 2 3 4 5"), for pages read without a
 * live board: each place named by the tiles it touches on the table as it is when that tile is laid.
 */
import { t, type Lang } from '@site/i18n';
import { parseAction, parsePosition } from '@engine/hexadominos/index.js';
import type { PlacedTile } from '@engine/hexadominos/types.js';
import { TILE_CODE, placeWords, tileWords } from '@site/lib/hexadominos/place-words';

export function solutionInWords(solution: string, position: string, lang: Lang): string {
  const start = parsePosition(position);
  const board: PlacedTile[] = start.ok ? [...start.value.board] : [];
  return solution
    .trim()
    .split(/\s+/)
    .map((word) => {
      const action = parseAction(word); // the collection's schema has read every word already
      if (!action) return word;
      if (action.type !== 'place') return t(lang, `hd.lessons.action.${action.type}`);
      const words = t(lang, 'hd.lessons.action.place', { tile: tileWords(action.tile), at: placeWords(lang, board, action.at) });
      board.push({ tile: action.tile, at: action.at, rot: action.rot });
      return words;
    })
    .join(', ');
}

/**
 * A step's words for the feedback line (its success text): each tile code written as the board's own messages write a
 * tile, "1 1 2 3 4 5", beside which it is read; the printed page draws them instead (Step.astro).
 */
export const inBoardWords = (text: string): string => text.replace(TILE_CODE, tileWords);
