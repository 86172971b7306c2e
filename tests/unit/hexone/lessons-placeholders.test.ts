/**
 * No unfilled placeholder anywhere a Hexone learner reads (issue 30): every lesson's texts (step text, task, hint,
 * success, each miss's explanation, title, summary), the lesson player's feedback as it renders them (done, miss,
 * refusal worded after each rule), every puzzle's title and hint, the puzzle player's feedback for each puzzle
 * (misses, solves, the solution step by step, the rating line), and the new sentences of the board and the pages
 * (a kept choice, what Undo took back, the board's rules under a lesson board), in English and in French. A text
 * fails if it still holds a `{name}` (or any brace), a `${…}`, or the words undefined, NaN or null.
 */
import { describe, expect, it } from 'vitest';
import { fr as boardFr } from '@components/hexone-board/i18n-fr.js';
import { registerLang, strings } from '@components/hexone-board/i18n.js';
import { dictionaries } from '@site/i18n/index.js';
import { format } from '@site/i18n/format.js';
import { readHexoneLessons } from '@site/components/hexone/lesson/content.js';
import { doneText, missText, refusalReason, refusedText, whyText } from '@site/components/hexone/lesson/feedback.js';
import { refusalSentences } from '@site/components/hexone/lesson/rules.js';
import type { Miss } from '@site/components/hexone/lesson/task.js';
import { PUZZLES } from '@site/components/hexone/puzzle/collection.js';
import { lastYText, ratingLine, solvedText, stepText, wrongText } from '@site/components/hexone/puzzle/feedback.js';
import { missReasons } from '@site/components/hexone/puzzle/wording.js';

registerLang('fr', boardFr);
const LANGS = ['en', 'fr'] as const;
type Lang = (typeof LANGS)[number];
interface Text {
  where: string;
  text: string;
}

/** What is left unfilled in `text`: braces, a template's `${`, or a value that was missing. */
function unfilled(text: string): string[] {
  return [...text.matchAll(/[{}]|\$\{|\bundefined\b|\bNaN\b|\bnull\b/g)].map((m) => m[0]);
}
const problems = (texts: Text[]) => texts.filter((t) => unfilled(t.text).length > 0).map((t) => `${t.where}: ${t.text}`);

/** The dictionary entries under `prefix`, keys without it (what each player is handed). */
function section(lang: Lang, prefix: string): Record<string, string> {
  const all = dictionaries[lang] as Record<string, string>;
  return Object.fromEntries(
    Object.entries(all)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );
}

const LESSONS = readHexoneLessons();

describe('Hexone texts a learner reads, in both languages, have every placeholder filled', () => {
  it('finds the lessons and puzzles to read', () => {
    expect(LESSONS.length).toBe(13);
    expect(LESSONS.flatMap((l) => l.steps).length).toBeGreaterThan(40);
    expect(PUZZLES.length).toBeGreaterThan(20);
  });

  it('catches a placeholder left in (the check itself)', () => {
    expect(unfilled('You placed on {cell}; this step asks for 1,0.')).toEqual(['{', '}']);
    expect(unfilled('Move ${n}')).toEqual(['${', '}']);
    expect(unfilled('Explode undefined toward b3')).toEqual(['undefined']);
    expect(unfilled('b2 explodes toward b3.')).toEqual([]);
  });

  for (const lang of LANGS) {
    it(`every lesson text, task, hint, success and miss explanation (${lang})`, () => {
      const texts: Text[] = LESSONS.flatMap((lesson) => [
        { where: `${lesson.file} title`, text: lesson.title[lang] },
        { where: `${lesson.file} summary`, text: lesson.summary[lang] },
        ...lesson.steps.flatMap((step) => {
          const where = `${lesson.file} ${step.id}`;
          return [
            { where: `${where} text`, text: step.text[lang] },
            { where: `${where} ask`, text: step.ask[lang] },
            ...(step.hint ? [{ where: `${where} hint`, text: step.hint[lang] }] : []),
            ...(step.success ? [{ where: `${where} success`, text: step.success[lang] }] : []),
            ...Object.entries(step.why ?? {}).map(([move, why]) => ({ where: `${where} why ${move}`, text: why[lang] })),
          ];
        }),
      ]);
      expect(texts.length).toBeGreaterThan(150);
      expect(problems(texts)).toEqual([]);
    });

    it(`the lesson player's feedback for every step: done, each kind of miss, each rule's refusal (${lang})`, () => {
      const s = section(lang, 'lessons.');
      const misses: Miss[] = (
        Object.keys(s)
          .filter((k) => k.startsWith('wrong.'))
          .map((k) => k.slice('wrong.'.length)) as Miss['key'][]
      ).map((key) => ({ key, cell: 'b2', expected: 'c5', count: 2 }));
      expect(misses.length).toBeGreaterThan(3);
      const texts: Text[] = [];
      for (const lesson of LESSONS)
        for (const step of lesson.steps) {
          const where = `${lesson.file} ${step.id}`;
          for (const stars of [1, 2, 3] as const)
            texts.push({ where: `${where} done`, text: doneText(s, { found: 'try' in step.task, success: step.success?.[lang], stars, lessonDone: true }) });
          const whys = [...Object.values(step.why ?? {}).map((w) => w[lang]), ...misses.map((m) => whyText(lang, s, m, null))];
          for (const why of whys) texts.push({ where: `${where} miss`, text: missText(s, why, 'find' in step.task) });
        }
      const sentences = refusalSentences(lang);
      for (const rule of Object.keys(sentences)) {
        const reason = refusalReason(lang, sentences, { rule, values: { cell: 'b2', toward: 'b3', selected: 'b2', explodable: 'b3, c2' } }, '');
        texts.push({ where: `refusal ${rule}`, text: refusedText(s, reason) });
      }
      for (const key of ['explore', 'retried', 'shown', 'showing', 'freePlayed']) texts.push({ where: key, text: s[key] ?? `{missing lessons.${key}}` });
      texts.push({ where: 'here', text: format(lang, s.here, { cell: 'b2' }) });
      texts.push({ where: 'boardRules', text: format(lang, s.boardRules, { rules: 'Express' }) });
      expect(problems(texts)).toEqual([]);
    });

    it(`every puzzle's title and hint, and the puzzle player's feedback for it (${lang})`, () => {
      const s = section(lang, 'puzzles.');
      const rated = [null, { rating: 1512, change: 12 }, { rating: 1491, change: -9 }];
      const texts: Text[] = [];
      for (const puzzle of PUZZLES) {
        const where = puzzle.id;
        texts.push({ where: `${where} title`, text: puzzle.title[lang] }, { where: `${where} hint`, text: puzzle.hint[lang] });
        for (const why of Object.values(missReasons(lang, puzzle.goal)))
          for (const r of rated) texts.push({ where: `${where} miss`, text: wrongText(lang, s, why, r) });
        for (const outcome of ['solved', 'helped', 'retried'] as const)
          for (const r of rated) texts.push({ where: `${where} ${outcome}`, text: solvedText(lang, s, { outcome, goesOn: r === null, rated: r }) });
        const line = puzzle.solution.split(' ');
        line.forEach((key, k) => texts.push({ where: `${where} solution step ${k + 1}`, text: stepText(s, k + 1, line.length, key) }));
      }
      texts.push({ where: 'last Y', text: lastYText(s, 'b3') });
      for (const r of rated) texts.push({ where: 'rating', text: ratingLine(lang, s, r?.rating ?? 1500, r?.change ?? null) });
      for (const key of ['solutionCost', 'restarted', 'fresh.loading']) texts.push({ where: key, text: s[key] ?? `{missing puzzles.${key}}` });
      expect(texts.length).toBeGreaterThan(500);
      expect(problems(texts)).toEqual([]);
    });

    it(`the board's new sentences: a kept choice, both Ys landing on one spot, Undo and Redo, the keys' list (${lang})`, () => {
      const ui = strings(lang);
      const steps = [ui.hintPlace('b2'), ui.hintExplode('b2', 'b3')];
      const texts: Text[] = [
        { where: 'kept', text: ui.kept('c5') },
        { where: 'bothLand', text: ui.bothLand('c5', 'c3') },
        { where: 'undone', text: ui.undone(steps) },
        { where: 'redone', text: ui.redone(steps) },
        { where: 'helpShown', text: ui.helpShown },
        { where: 'helpHidden', text: ui.helpHidden },
      ];
      expect(problems(texts)).toEqual([]);
      expect(texts.every((t) => t.text.length > 10)).toBe(true);
    });
  }
});
