/**
 * Places and tiles of the Hexa-dominos table as the site writes them for people, in the board's own words
 * (components/hexadominos-board/place-words.ts and its language tables): a place by what it touches ("east of
 * 1 1 2 3 4 5"), never by grid coordinates the board does not show; a tile by its six numbers, spaced, as the
 * board announces it ("1 1 2 3 4 5"), so that a screen reader reads digits and not "one hundred and twelve thousand…".
 */
import type { Axial, PlacedTile } from '@engine/hexadominos/types.js';
import { en } from '@components/hexadominos-board/i18n-en.js';
import { fr } from '@components/hexadominos-board/i18n-fr.js';
import { placeName } from '@components/hexadominos-board/place-words.js';
import type { Lang } from '../../i18n';

const LOCALES = { en, fr } as const;

/** `at` named by its neighbours on `board` ("east of 1 1 2 3 4 5"; a tile on `at` itself is left out). */
export function placeWords(lang: Lang, board: readonly PlacedTile[], at: Axial): string {
  return placeName(LOCALES[lang].ui.placeWords, board, at);
}

/** A tile as every text of the site and the board writes it: "1 1 2 3 4 5". */
export const tileWords = (tile: string): string => [...tile].join(' ');

/** A tile's code in a lesson's words ("lay 122345 east of…"): split on it to draw each, or replace it with `tileWords`. */
export const TILE_CODE = /\b([1-5]{6})\b/g;

/** A tile's name as the board gives it to screen readers ("tile 1 1 2 3 4 5", « tuile 1 1 2 3 4 5 »). */
export const tileName = (lang: Lang, tile: string): string => LOCALES[lang].ui.tileName(tile);
