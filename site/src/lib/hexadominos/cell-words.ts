/**
 * A cell of the Hexa-dominos table as the site writes it for people: "(1, −1)" in English, "(1 ; −1)" in
 * French, where "1,0" would read as the decimal 1.0. The same form as the board's (components/hexadominos-board/i18n-*.ts).
 */
import type { Axial } from '@engine/shared/hex.js';
import type { Lang } from '../../i18n';

const minus = (n: number) => `${n < 0 ? '−' : ''}${Math.abs(n)}`;

export function cellWords(lang: Lang, cell: Axial | readonly number[]): string {
  const [q, r] = cell;
  return lang === 'fr' ? `(${minus(q)}\u202f; ${minus(r)})` : `(${minus(q)}, ${minus(r)})`;
}

/** "1,-1" (position text, lesson files) in words; the text itself when it is not a cell. */
export function cellTextWords(lang: Lang, text: string): string {
  const m = /^(-?\d+),(-?\d+)$/.exec(text.trim());
  return m ? cellWords(lang, [Number(m[1]), Number(m[2])]) : text;
}
