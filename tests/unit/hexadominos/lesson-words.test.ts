/**
 * Every word a Hexa-dominos lesson shows or says, in both languages, read as a learner meets it: each step's text,
 * task, hint and success (the MDX files), its solution in words, the explanation of every miss its table allows
 * (each legal first action that misses the task, worded as the player words it) and what the board announces for
 * each of those actions. None may leave a placeholder unfilled ("{cell}") or name a place by grid coordinates the
 * board never shows ("(1, −1)", "1,0"); the French pass the typography check.
 */
import { describe, expect, it } from 'vitest';
import { readHexadominosLessons, stepStart, type Step } from '@site/components/hexadominos/lesson/content.js';
import { TaskChecker, learnerOf } from '@site/components/hexadominos/lesson/task.js';
import { missValues } from '@site/components/hexadominos/lesson/miss-words.js';
import { inBoardWords, solutionInWords } from '@site/components/hexadominos/lesson/solution-words.js';
import { apply, legalActions } from '@engine/hexadominos/index.js';
import { en as boardEn } from '@components/hexadominos-board/i18n-en.js';
import { fr as boardFr } from '@components/hexadominos-board/i18n-fr.js';
import { describeEvents, registerLang } from '@components/hexadominos-board/i18n.js';
import { dictionaries } from '@site/i18n/index.js';
import { format } from '@site/i18n/format.js';
import { frenchTypographyProblems } from '../french-typography.js';
import { readFileSync, readdirSync } from 'node:fs';

registerLang('fr', boardFr);
const LANGS = ['en', 'fr'] as const;
type Lang = (typeof LANGS)[number];
const BOARD = { en: boardEn, fr: boardFr };
const NAMES = { en: ['Player 1', 'Player 2 (computer, easy)'], fr: ['Joueur 1', 'Joueur 2 (ordinateur, facile)'] };

interface Said {
  where: string;
  text: string;
}

/** What the learner may read or hear on one step, in `lang`. */
function stepWords(lesson: string, step: Step, lang: Lang): Said[] {
  const at = `${lang}/${lesson}/${step.id}`;
  const out: Said[] = [];
  for (const key of ['text', 'ask', 'hint', 'success'] as const) if (step[key]) out.push({ where: `${at} ${key}`, text: step[key][lang] });
  if (step.success) out.push({ where: `${at} feedback`, text: inBoardWords(step.success[lang]) });
  if (step.solution) out.push({ where: `${at} solution`, text: solutionInWords(step.solution, step.position, lang) });
  const start = stepStart(step);
  if (!start.ok) throw new Error(`${at}: ${start.error.reason}`);
  const dict = dictionaries[lang] as Record<string, string>;
  for (const action of legalActions(start.value)) {
    const result = apply(start.value, action);
    if (!result.ok) continue;
    out.push({ where: `${at} board says`, text: describeEvents(result.events, lang, NAMES[lang], 0, result.state.board) });
    const verdict = new TaskChecker(step.task, learnerOf(step.position)).action(result.events);
    if (verdict.status !== 'wrong') continue;
    const why = format(lang, dict[`hd.lessons.wrong.${verdict.miss.key}`], missValues(verdict.miss, BOARD[lang].ui.placeWords, start.value.board));
    out.push({ where: `${at} miss ${verdict.miss.key}`, text: `${format(lang, dict['lessons.notQuite'], { why })} ${dict['lessons.pressRetry']}` });
  }
  return out;
}

const LESSONS = readHexadominosLessons();
const WORDS = Object.fromEntries(LANGS.map((lang) => [lang, LESSONS.flatMap((l) => l.steps.flatMap((step) => stepWords(l.slug, step, lang)))])) as Record<
  Lang,
  Said[]
>;
// "(1, −1)", "(1 ; −1)", "(-1,0)" and a bare "1,0" / "-2,1" (not "1, 2, 3": a list has spaces after its commas).
const COORDINATES = /\(\s*[−-]?\d+\s*[,;]\u202f?\s*[−-]?\d+\s*\)|(?<![\d,])[−-]?\d+,[−-]?\d+(?![\d,])/u;

describe.each(LANGS)('Hexa-dominos lesson words in %s', (lang) => {
  it('are many: every step, its solution, each miss its table allows and what the board announces', () => {
    expect(WORDS[lang].filter((w) => w.where.includes(' miss ')).length).toBeGreaterThan(20);
    expect(WORDS[lang].filter((w) => w.where.endsWith('board says')).length).toBeGreaterThan(50);
    expect(WORDS[lang].filter((w) => w.where.endsWith(' hint')).length).toBe(LESSONS.reduce((n, l) => n + l.steps.length, 0));
  });

  it('leave no placeholder unfilled', () => {
    expect(WORDS[lang].filter((w) => /\{[^}]*\}/.test(w.text)).map((w) => `${w.where}: ${w.text}`)).toEqual([]);
  });

  it('never name a place by grid coordinates', () => {
    expect(WORDS[lang].filter((w) => COORDINATES.test(w.text)).map((w) => `${w.where}: ${w.text}`)).toEqual([]);
  });

  it('write no tile as a six-digit code in what the feedback line says', () => {
    const said = WORDS[lang].filter((w) => / (feedback|miss \w+|board says)$/.test(w.where));
    expect(said.length).toBeGreaterThan(20);
    expect(said.filter((w) => /\b[1-5]{6}\b/.test(w.text)).map((w) => `${w.where}: ${w.text}`)).toEqual([]);
  });

  it('name the place of a misplaced tile, and the outlined one, by the tiles they touch (lesson 2, step 1)', () => {
    const misses = WORDS[lang].filter((w) => w.where === `${lang}/matching/east-spot miss placedElsewhere`).map((w) => w.text);
    const outlined = lang === 'en' ? 'on the outlined place, east of 1 1 2 3 4 5.' : 'sur l’emplacement entouré, à l’est de 1 1 2 3 4 5.';
    const went =
      lang === 'en' ? /the tile went (west|north-west|south-west|south-east|north-east) of 1 (1 2 3 4 5|2 2 3 4 5);/ : /la tuile est allée (à l’|au )/;
    expect(misses.length).toBeGreaterThan(0);
    for (const text of misses) {
      expect(text).toContain(outlined);
      expect(text).toMatch(went);
    }
  });
});

describe.each(LANGS)('Hexa-dominos lesson files in %s', (lang) => {
  const folder = new URL(`../../../site/src/content/lessons/hexadominos/${lang}/`, import.meta.url);
  const files = readdirSync(folder).filter((f) => f.endsWith('.mdx'));

  it('draw every tile of their running text as a picture (<Tile code="…" />), never as a six-digit code', () => {
    expect(files.length).toBe(LESSONS.length);
    const bare: string[] = [];
    let drawn = 0;
    for (const file of files) {
      // The step's text: every line but the frontmatter and the <Step …> lines with their props.
      const body = readFileSync(new URL(file, folder), 'utf8')
        .split('---')
        .slice(2)
        .join('---')
        .split('\n')
        .filter((line) => !/^\s*(<Step\b|<\/Step>|[a-zA-Z]+=)/.test(line));
      for (const line of body) {
        drawn += (line.match(/<Tile code="[1-5]{6}" \/>/g) ?? []).length;
        const rest = line.replace(/<Tile code="[1-5]{6}" \/>/g, '');
        if (/\b[1-5]{6}\b/.test(rest)) bare.push(`${file}: ${line}`);
      }
    }
    expect(bare).toEqual([]);
    expect(drawn).toBeGreaterThan(10);
  });

  it('read a drawn tile in a step’s text as the board writes a tile: six numbers, spaced', () => {
    const step = LESSONS.find((l) => l.slug === 'matching')!.steps.find((s) => s.id === 'east-spot')!;
    expect(step.text[lang]).toContain(lang === 'en' ? '1 1 2 3 4 5 shows 1 on its east side.' : '1 1 2 3 4 5 montre 1 sur son côté est.');
  });
});

describe('Hexa-dominos lesson words in French', () => {
  it('keep French typography, messages built at run time included', () => {
    expect(frenchTypographyProblems(WORDS.fr)).toEqual([]);
  });
});
