/** A step's solution in the reader's words ("draw, lay 112234 at (−1, 0)"), for pages read without a live board. */
import { t, type Lang } from '@site/i18n';
import { cellTextWords } from '@site/lib/hexadominos/cell-words';

export function solutionInWords(solution: string, lang: Lang): string {
  return solution
    .trim()
    .split(/\s+/)
    .map((word) => {
      if (word === 'draw') return t(lang, 'hd.lessons.action.draw');
      if (word === 'pass') return t(lang, 'hd.lessons.action.pass');
      const [tile, rest = ''] = word.split('@');
      return t(lang, 'hd.lessons.action.place', { tile, at: cellTextWords(lang, rest.split('/')[0]) });
    })
    .join(', ');
}
