/**
 * What the puzzle player's feedback line says, from the puzzle strings (`puzzles.*` without the prefix). Pure,
 * so that a unit test renders every message in both languages and checks its typography
 * (tests/unit/hexone/runtime-french.test.ts); the player only puts these sentences on the page.
 *
 *   solvedText('fr', s, { outcome: 'solved', goesOn: false, rated: { rating: 1512, change: 12 } })
 *   // "Résolu\u202f! Classement aux problèmes\u202f: 1\u202f512 (+12)."
 */
import { fillPlaceholders as fill } from '@components/shared/placeholders.js';
import { sentences } from '@site/i18n/format.js';
import type { Outcome } from './progress.js';
import { signed } from './rating.js';

export type PuzzleStrings = Readonly<Record<string, string>>;

/** A whole number as the language writes it: "1 512" in French (narrow no-break space), "1,512" in English. */
const number = (lang: string, value: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(value);

/** A rated attempt's result, as the feedback and the rating line say it: "1 512 (+12)". */
export function ratingWords(lang: string, rating: number, change: number | null): string {
  return change === null ? number(lang, rating) : `${number(lang, rating)} (${signed(change)})`;
}

/** The rating line under the buttons. */
export function ratingLine(lang: string, s: PuzzleStrings, rating: number, change: number | null): string {
  return fill(s.rating, { rating: ratingWords(lang, rating, change) });
}

/** The rating change of an attempt just rated, as a sentence ('' when it was not rated). */
export function ratedText(lang: string, s: PuzzleStrings, rated: { rating: number; change: number } | null): string {
  return rated ? fill(s.ratingChange, { rating: ratingWords(lang, rated.rating, rated.change) }) : '';
}

/** A move that misses: "Not this one: …", and the rating it cost on a first attempt. */
export function wrongText(lang: string, s: PuzzleStrings, why: string, rated: { rating: number; change: number } | null): string {
  return sentences(fill(s.wrong, { why }), ratedText(lang, s, rated));
}

/** A move the rules refuse: "Move refused." and the board's reason. */
export function refusedText(s: PuzzleStrings, message: string): string {
  return sentences(s.refused, message);
}

/** The goal is met: solved (or solved with help, or after a miss), the chain's end if it goes on, the rating. */
export function solvedText(
  lang: string,
  s: PuzzleStrings,
  done: { outcome: Exclude<Outcome, 'failed'>; goesOn: boolean; rated: { rating: number; change: number } | null },
): string {
  const said = done.outcome === 'solved' ? s.solved : done.outcome === 'helped' ? s.solvedHelped : s.solvedAfterMiss;
  return sentences(said, done.goesOn ? s.finish : '', ratedText(lang, s, done.rated));
}

/** A "make a cell of N explode" goal one step from done: that cell must explode now, along either Y. */
export function lastYText(s: PuzzleStrings, cell: string): string {
  return fill(s.lastY, { cell });
}

/** A move of the solution in words: "place a pawn on b2", "explode b2 toward b3". */
export function moveWords(s: PuzzleStrings, key: string): string {
  const [cell, toward] = key.split('>');
  return toward ? fill(s['move.explode'], { cell, toward }) : fill(s['move.place'], { cell });
}

/** One step of the solution shown: "Step 2 of 5: explode b2 toward b3.", and at the last one what to do next. */
export function stepText(s: PuzzleStrings, n: number, total: number, key: string): string {
  const step = fill(s.stepSay, { n, total, move: moveWords(s, key) });
  return n === total ? sentences(step, s.solutionDone) : step;
}
