/**
 * What the lesson player's feedback line says, sentence by sentence, from the lesson strings (`lessons.*`
 * without the prefix) and the step's own words. Pure, so that a unit test renders every message in both
 * languages and checks its typography (tests/unit/hexone/runtime-french.test.ts).
 *
 *   doneText(s, { found: false, success: 'Oui\u202f: c5.', stars: 3, lessonDone: false })
 *   // "Bravo\u202f! Oui\u202f: c5. Trois étoiles sur trois\u202f: réussi du premier coup."
 *
 * Each part is a whole sentence, joined by `sentences` (format.ts), never re-spaced inside.
 */
import { capitalised, format, sentences } from '@site/i18n/format.js';
import type { Stars } from '@site/lib/lessons/stars.js';
import type { Refusal } from './refusal.js';
import type { Miss } from './task.js';

export type LessonStrings = Readonly<Record<string, string>>;

/**
 * A step done: praise, the step's own words, the stars earned, and the end of the lesson when it is. A step that
 * asked to try a refused move (`found`) says that the refusal was found instead of praise: the board itself says
 * what the rules refuse, under it.
 */
export function doneText(s: LessonStrings, done: { found?: boolean; success?: string; stars: Stars; lessonDone: boolean }): string {
  return sentences(done.found ? s.foundRefusal : s.good, done.success, s[`earned.${done.stars}`], done.lessonDone ? s.lessonDone : '');
}

/** Why a move missed the task: the step's own explanation when it has one for that move, else the rule's generic one. */
export function whyText(lang: string, s: LessonStrings, miss: Miss, own: string | null): string {
  return own ?? format(lang, s[`wrong.${miss.key}`] ?? '', { ...miss });
}

/** A miss: "Not quite.", why, and what to do next (another cell on a find step, else Retry). */
export function missText(s: LessonStrings, why: string, find: boolean): string {
  return sentences(s.missed, why, find ? s.tryAgain : s.pressRetry);
}

/** What the rules say of a refused move, as a sentence: the lesson's for the rule broken, else the board's own. */
export function refusalReason(lang: string, refusals: Readonly<Record<string, string>>, rule: Refusal | null, boardMessage: string): string {
  const template = rule && refusals[rule.rule];
  return template ? capitalised(format(lang, template, rule.values)) : boardMessage;
}

/** A refused move, said under the board: "Move refused." and the reason. */
export function refusedText(s: LessonStrings, reason: string): string {
  return sentences(s.refused, reason);
}
