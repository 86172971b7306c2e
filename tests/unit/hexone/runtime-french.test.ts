/**
 * French typography in every message Hexone's site and board build at run time, rendered with sample values the
 * way the pages put them together: the site's strings with their placeholders filled (titles, the board's
 * refusals, a miss's reason…), the lesson player's and the puzzle player's feedback for every step and puzzle, and
 * the board's sentences (events, refusals, a chosen cell's Ys, cell names). Each rendered text goes through the
 * shared check (tests/unit/french-typography.ts): narrow no-break space before ! ? : ;, « » with it inside, ’, one
 * colon per sentence, no capital after a colon. Static texts are checked by language.test.ts; Hexa-dominos' own
 * strings (`hd.*`) by its own tests.
 */
import { describe, expect, it } from 'vitest';
import { CELLS } from '@engine/hexone/cells.js';
import { parsePosition } from '@engine/hexone/notation.js';
import { previewYs } from '@engine/hexone/preview.js';
import { apply } from '@engine/hexone/rules.js';
import { parseLine } from '@engine/hexone/solver/index.js';
import { fr as boardFr } from '@components/hexone-board/i18n-fr.js';
import { describeCell, describeError, describeEvents, registerLang, strings } from '@components/hexone-board/i18n.js';
import { choiceText } from '@components/hexone-board/status.js';
import { dictionaries } from '@site/i18n/index.js';
import { format } from '@site/i18n/format.js';
import { doneText, missText, refusalReason, refusedText, whyText } from '@site/components/hexone/lesson/feedback.js';
import { refusalSentences } from '@site/components/hexone/lesson/rules.js';
import { readHexoneLessons } from '@site/components/hexone/lesson/content.js';
import type { Miss } from '@site/components/hexone/lesson/task.js';
import { PUZZLES } from '@site/components/hexone/puzzle/collection.js';
import { lastYText, ratingLine, refusedText as puzzleRefused, solvedText, stepText, wrongText } from '@site/components/hexone/puzzle/feedback.js';
import { factLabels, missReasons } from '@site/components/hexone/puzzle/wording.js';
import { puzzleFacts } from '@site/components/hexone/puzzle/facts.js';
import { frenchTypography, frenchTypographyProblems } from '../french-typography.js';

registerLang('fr', boardFr);
const FR = dictionaries.fr as Record<string, string>;
interface Text {
  where: string;
  text: string;
}

/** Every refusal the board can word, in French (each error code, with the cells and values a refusal carries). */
const BOARD_ERRORS = Object.keys(boardFr.errors).flatMap((code) => [
  describeError(
    {
      code,
      cell: 'b2',
      toward: 'b3',
      explodable: ['b2', 'c3'],
      text: 'zz',
      reason: 'x',
      attribute: 'exits',
      value: 'turbo',
      expected: 'classic, express, long',
    } as never,
    'fr',
  ),
  describeError({ code, cell: 'd9', toward: 'e5', explodable: [], move: 7, text: 'd9' } as never, 'fr'),
]);

const LESSONS = readHexoneLessons().map((lesson) => ({ file: `${lesson.file}.mdx`, lesson }));
const STEPS = LESSONS.flatMap(({ file, lesson }) => lesson.steps.map((step) => ({ where: `${file} ${step.id}`, step, lesson })));
const TITLES = [...LESSONS.map(({ lesson }) => lesson.title.fr), ...PUZZLES.map((p) => p.title.fr)];
const PUZZLE_REASONS = PUZZLES.flatMap((p) => Object.values(missReasons('fr', p.goal)));
/** Sentences the lessons word a refusal with, filled with sample cells. */
const LESSON_REFUSALS = Object.keys(refusalSentences('fr')).map((rule) =>
  refusalReason('fr', refusalSentences('fr'), { rule, values: { cell: 'b2', toward: 'b3', selected: 'b2', explodable: 'b3, c2' } }, ''),
);

/** Sample values of each placeholder, realistic and varied (titles with capitals, refusals the board words…). */
const SAMPLES: Record<string, readonly (string | number)[]> = {
  cell: ['b2', 'c3'],
  toward: ['b3'],
  expected: ['c5', 3],
  at: ['0,1'],
  tile: ['112345'],
  rot: [2],
  side: ['noir'],
  face: ['grise'],
  count: [0, 1, 2, 40],
  n: [1, 2, 12],
  total: [4, 35, 1512],
  done: [0, 1, 3],
  index: [1, 2], // Learn from your mistakes: the exercise's number, the exercises found, the verdict said
  found: [0, 1, 3],
  verdict: ['gaffe', 'erreur, victoire manquée', 'gaffe, laisse une victoire forcée à l’adversaire'],
  max: [3, 39],
  shown: [1, 12],
  solved: [1, 2],
  streak: [0, 3],
  best: [5],
  games: [1, 2],
  rating: [1512, '1\u202f512 (+12)', '1\u202f491 (\u22129)'],
  rd: [87],
  difficulty: [1, 5],
  seconds: ['1.2'],
  turn: [1, 25],
  turns: [25],
  targets: ['b3, c2, a1', 'd4, c5, hors du plateau'],
  white: [6],
  gray: [2],
  peaks: [3],
  label: ['Type', 'Règles'],
  player: ['Noir', 'Blanc'],
  rules: ['Classique', 'Express', 'Longue'],
  title: TITLES,
  ask: STEPS.map(({ step }) => step.ask.fr),
  move: ['Noir pose sur b2', 'Blanc fait exploser b2 vers b3', 'posez un pion en b2'],
  value: ['turbo', 'x'],
  reason: ['texte illisible'],
  // The history page (site/src/scripts/shared/history/render.ts): levels, winners, scores, dates and file names as it fills them.
  level: ['Facile', 'Ordinateur facile'],
  who: ['Noir', 'Joueur 1, Joueur 3'],
  scores: ['120 – 95'],
  date: ['29 nov. 2026, 12:05'],
  game: ['Hexone', 'Hexa-dominos'],
  beaten: [0, 2],
  state: ['battu', 'pas encore'], // a ladder step's (history.ladder.item)
  first: [1500],
  last: ['1\u202f530'],
  file: ['history-2026-11-29.json'],
  missed: PUZZLES.map((p) => format('fr', FR[`puzzles.missed.${p.goal.type}`], { count: 4, cell: 'b2' })),
  achieve: PUZZLES.map((p) => format('fr', FR[`puzzles.achieve.${p.goal.type}`], { count: 4, cell: 'b2' })),
};
/** What `{why}` stands for, string by string: each one's own kind of reason. */
const WHY: Record<string, readonly string[]> = {
  'puzzles.wrong': PUZZLE_REASONS,
  'editor.invalid': [
    ...Object.keys(FR)
      .filter((k) => k.startsWith('editor.problem.'))
      .map((k) => format('fr', FR[k], { total: 40, cell: 'b2', at: '0,1', tile: '112345' })),
    ...BOARD_ERRORS,
  ],
  'editor.unreadable': BOARD_ERRORS,
  'lessons.notQuite': ['vous avez posé ailleurs.'], // Hexa-dominos' lesson player: its reasons are checked by its own tests
};

/** A site string rendered once per sample of each of its placeholders (the others at their first sample). */
function renderings(key: string, text: string): Text[] {
  const names = [...new Set([...text.matchAll(/\{(\w+)[},]/g)].map((m) => m[1]))];
  const samples = (name: string) => (name === 'why' ? WHY[key] : SAMPLES[name]) ?? [];
  const missing = names.filter((name) => samples(name).length === 0);
  if (missing.length) return [{ where: key, text: `no sample value for {${missing.join('}, {')}} in ${key}` }];
  const base = Object.fromEntries(names.map((name) => [name, samples(name)[0]]));
  const out: Text[] = [{ where: key, text: format('fr', text, base) }];
  for (const name of names)
    for (const value of samples(name).slice(1)) out.push({ where: `${key} {${name}: ${value}}`, text: format('fr', text, { ...base, [name]: value }) });
  return out;
}

describe('French messages built at run time', () => {
  it('the site strings, with every placeholder filled', () => {
    const texts = Object.entries(FR)
      .filter(([key]) => !key.startsWith('hd.') && !key.startsWith('editor.hd.'))
      .flatMap(([key, text]) => renderings(key, text));
    expect(texts.filter((t) => t.text.startsWith('no sample value')).map((t) => t.text)).toEqual([]);
    expect(texts.length).toBeGreaterThan(600);
    expect(frenchTypographyProblems(texts)).toEqual([]);
  });

  it('the lesson player’s feedback, for every step, miss, refusal and star count', () => {
    const s = Object.fromEntries(
      Object.entries(FR)
        .filter(([k]) => k.startsWith('lessons.'))
        .map(([k, v]) => [k.slice(8), v]),
    );
    const texts: Text[] = [];
    const misses: Miss[] = (
      Object.keys(s)
        .filter((k) => k.startsWith('wrong.'))
        .map((k) => k.slice(6)) as Miss['key'][]
    ).flatMap((key) => [
      { key, cell: 'b2', expected: 'c5', count: 1 },
      { key, cell: 'b4', expected: '3', count: 2 },
    ]);
    for (const { where, step, lesson } of STEPS) {
      for (const stars of [1, 2, 3] as const) {
        texts.push({
          where: `${where} done`,
          text: doneText(s, { found: 'try' in step.task, success: step.success?.fr, stars, lessonDone: stars === 3 && step === lesson.steps.at(-1) }),
        });
      }
      const whys = [...Object.values(step.why ?? {}).map((w: any) => w.fr as string), ...misses.map((m) => whyText('fr', s, m, null))];
      for (const why of whys) texts.push({ where: `${where} miss`, text: missText(s, why, 'find' in step.task) });
    }
    for (const reason of [...LESSON_REFUSALS, ...BOARD_ERRORS]) {
      texts.push({ where: 'refusal', text: refusedText(s, reason) });
      texts.push({ where: 'refusal, then shown', text: `${refusedText(s, reason)} ${s.shown}` });
    }
    texts.push({
      where: 'rule reason',
      text: refusalReason(
        'fr',
        refusalSentences('fr'),
        { rule: 'y-shape', values: { cell: 'b2', toward: 'e5', selected: 'b2', explodable: '' } },
        BOARD_ERRORS[0],
      ),
    });
    expect(texts.length).toBeGreaterThan(1000);
    expect(frenchTypographyProblems(texts)).toEqual([]);
  });

  it('the puzzle player’s feedback, for every puzzle: misses, refusals, solves, the solution step by step, the rating', () => {
    const s = Object.fromEntries(
      Object.entries(FR)
        .filter(([k]) => k.startsWith('puzzles.'))
        .map(([k, v]) => [k.slice(8), v]),
    );
    const texts: Text[] = [];
    const rated = [null, { rating: 1512, change: 12 }, { rating: 1491, change: -9 }, { rating: 1500, change: 0 }];
    for (const puzzle of PUZZLES) {
      const where = puzzle.id;
      for (const why of Object.values(missReasons('fr', puzzle.goal))) for (const r of rated) texts.push({ where, text: wrongText('fr', s, why, r) });
      for (const outcome of ['solved', 'helped', 'retried'] as const)
        for (const r of rated) texts.push({ where, text: solvedText('fr', s, { outcome, goesOn: r === null, rated: r }) });
      const line = puzzle.solution.split(' ');
      line.forEach((key, k) => texts.push({ where, text: stepText(s, k + 1, line.length, key) }));
      const facts = puzzleFacts(factLabels('fr'), puzzle);
      texts.push({ where, text: `${format('fr', s.fact, { label: s['filter.rules'] })} ${facts.rules}` }, { where, text: facts.note?.text ?? '' });
    }
    for (const message of BOARD_ERRORS) texts.push({ where: 'refused', text: puzzleRefused(s, message) });
    texts.push({ where: 'last Y', text: lastYText(s, 'b3') });
    for (const r of rated) texts.push({ where: 'rating line', text: ratingLine('fr', s, r?.rating ?? 1500, r?.change ?? null) });
    expect(frenchTypographyProblems(texts)).toEqual([]);
  });

  it('the board’s sentences: events of a real turn, refusals, a chosen cell’s Ys, cell names', () => {
    const texts: Text[] = BOARD_ERRORS.map((text) => ({ where: 'board refusal', text }));
    // A chain of explosions with captures, pawns off the board and to the centre, then the turn or the win.
    const parsed = (text: string) => {
      const result = parsePosition(text);
      if (!result.ok) throw new Error(text);
      return result.value;
    };
    let state = parsed('classic b b2:2b b3:2b c2:2b a1:2b c3:1w d4:1w b4:1w e5:2w');
    for (const move of parseLine('b2 b2>b3 b3>c3')!) {
      const result = apply(state, move);
      if (!result.ok) break;
      texts.push({ where: 'events', text: describeEvents(result.events, 'fr') });
      state = result.state;
    }
    const ui = strings('fr');
    // What the board says of a kept choice, a spot both Ys land on, Undo/Redo and the keys' list (issue 30).
    const steps = [ui.hintPlace('b2'), ui.hintExplode('b2', 'b3')];
    texts.push(
      { where: 'kept', text: ui.kept('c5') },
      { where: 'both Ys land', text: ui.bothLand('c5', 'c3') },
      { where: 'undone', text: `${ui.undone(steps)} ${ui.toPlay('Noir')}` },
      { where: 'redone', text: ui.redone(steps) },
      { where: 'keys shown', text: ui.helpShown },
      { where: 'keys hidden', text: ui.helpHidden },
    );
    for (const cell of CELLS) {
      const others = ['d4:1w', 'b2:2w', 'c4:1w']
        .filter((o) => !o.startsWith(cell))
        .slice(0, 2)
        .join(' ');
      const previews = previewYs(parsed(`classic b ${cell}:3b ${others}`), cell);
      if (previews.length) texts.push({ where: `choice ${cell}`, text: choiceText(cell, previews, ui) });
      texts.push({
        where: `cell ${cell}`,
        text: describeCell(
          cell,
          {
            owner: 'b',
            count: 2,
            tile: 'gray',
            points: 1,
            states: [ui.legal, `${ui.target(1)} (${ui.summary({ captured: 1, lost: 1, centre: 0, removed: 0 })})`],
          },
          'fr',
          boardFr.names,
        ),
      });
    }
    expect(frenchTypographyProblems(texts)).toEqual([]);
  });

  it('is checked by a check that catches what the learners met', () => {
    expect(frenchTypography('Bravo ! Oui : c5')).toEqual(['no narrow no-break space before ; ! ?', 'no narrow no-break space before :']);
    expect(frenchTypography('Bravo\u00a0! Oui\u00a0: c5')).toContain('no narrow no-break space before :'); // a wide no-break space is not it either
    expect(frenchTypography('Type:Chaîne à 4 pions')).toEqual([]); // the colon of a label drawn by CSS is not text: see the site test
    expect(frenchTypography('Type: Chaîne')).toContain('no narrow no-break space before :');
    const refused = frenchTypography('Coup refusé\u202f: Une case n’explose qu’à partir de trois pions, et la plus pleine d’abord\u202f: à présent b2.');
    expect(refused).toHaveLength(2);
    expect(refused[0]).toBe('capital after a colon: "Une"');
    expect(refused[1]).toMatch(/^two colons in one sentence/);
    expect(frenchTypography('Série\u202f: 2 · record\u202f: 5')).toEqual([]);
  });
});
