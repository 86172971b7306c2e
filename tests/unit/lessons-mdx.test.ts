/**
 * The lessons as MDX files (site/src/content/lessons/<game>/<lang>/NN-slug.mdx): each lesson has its two languages'
 * files, whose steps are the same (ids, positions, tasks, solutions, in the same order) and differ only in words;
 * a new lesson is two files written beside the others, which the collection's schema and the pairing of languages
 * accept; and each way of breaking one is refused with a message naming the file, the step and what is wrong.
 * Read as the build reads them (lib/lessons/: mdx.ts, the game's schema, pair.ts), in Node.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HEXONE_LESSON, HEXONE_STEP, readHexoneLessons } from '@site/components/hexone/lesson/content.js';
import { readHexadominosLessons } from '@site/components/hexadominos/lesson/content.js';
import { lessonFolder } from '@site/lib/lessons/files.js';
import { readLessonSource } from '@site/lib/lessons/mdx.js';

/** What may differ between a step's two languages: its words. */
const WORDS = ['text', 'ask', 'hint', 'success', 'why'];

describe.each(['hexone', 'hexadominos'])('the %s lesson files', (game) => {
  const dir = lessonFolder(game);
  const files = (lang: string) =>
    readdirSync(join(dir, lang))
      .filter((f) => f.endsWith('.mdx'))
      .sort();
  const steps = (file: string) => readLessonSource(readFileSync(join(dir, file), 'utf8'), file).steps;

  it('come in pairs: each lesson has an English and a French file of one name', () => {
    expect(files('en').length).toBeGreaterThanOrEqual(7);
    expect(files('fr')).toEqual(files('en'));
    expect(
      readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort(),
    ).toEqual(['en', 'fr']);
  });

  it('give both languages the same steps, in the same order, with the same props but their words', () => {
    for (const file of files('en')) {
      const [en, fr] = [steps(`en/${file}`), steps(`fr/${file}`)];
      expect(
        fr.map((s) => s.id),
        file,
      ).toEqual(en.map((s) => s.id));
      en.forEach((step, k) => {
        const props = (s: Record<string, unknown>) => Object.fromEntries(Object.entries(s).filter(([key]) => !WORDS.includes(key)));
        expect(props(fr[k]), `${file} ${String(step.id)}`).toEqual(props(step));
        expect(Object.keys(fr[k].why ?? {}), `${file} ${String(step.id)} why`).toEqual(Object.keys(step.why ?? {}));
        for (const key of WORDS.filter((w) => w !== 'why')) expect(fr[k][key] === undefined, `${file} ${String(step.id)} ${key}`).toBe(step[key] === undefined);
      });
    }
  });

  it('are read whole, in order, each lesson with its texts in both languages', () => {
    const lessons = game === 'hexone' ? readHexoneLessons() : readHexadominosLessons();
    expect(lessons.map((l) => `${l.file}.mdx`)).toEqual(files('en'));
    for (const lesson of lessons) {
      expect(lesson.title.en && lesson.title.fr, lesson.file).toBeTruthy();
      for (const step of lesson.steps) expect(step.text.en && step.text.fr && step.ask.en && step.ask.fr, `${lesson.file} ${step.id}`).toBeTruthy();
    }
  });
});

describe('a new lesson, written as two MDX files', () => {
  let copy = '';
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  /** The Hexone collection copied, with `files` (path → text) written into it. */
  function collectionWith(files: Record<string, string>): string {
    copy = mkdtempSync(join(tmpdir(), 'lessons-'));
    cpSync(lessonFolder('hexone'), copy, { recursive: true });
    for (const [path, text] of Object.entries(files)) writeFileSync(join(copy, path), text);
    return copy;
  }
  const problemsWith = (files: Record<string, string>) => {
    try {
      readHexoneLessons(collectionWith(files));
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  const EN = `---
title: A throwaway lesson
summary: "Written for a test: two steps."
---

<Step id="stack" position="classic b b2:1b d4:1w" coordinates task={{ place: 'b2' }} solution="b2" teaches={['place-own']}
  ask="Add a pawn to your cell b2."
  why={{ '*': 'Place on b2.' }}>

You may put a pawn on a cell you *already* hold.

The pawns pile up.

</Step>

<Step id="grow" position="classic b b2:2b d4:1w" task={{ place: 'c2' }} solution="c2" teaches={['place-next']}
  ask="Place on c2." hint="Next to b2." success="You hold two cells.">
Or on an empty cell next to one of yours.
</Step>
`;
  const FR = `---
title: Une leçon jetable
summary: "Écrite pour un test\u202f: deux étapes."
---

<Step id="stack" position="classic b b2:1b d4:1w" coordinates task={{ place: 'b2' }} solution="b2" teaches={['place-own']}
  ask="Ajoutez un pion sur votre case b2."
  why={{ '*': 'Posez en b2.' }}>

Vous pouvez poser un pion sur une case que vous tenez *déjà*.

Les pions s’empilent.

</Step>

<Step id="grow" position="classic b b2:2b d4:1w" task={{ place: 'c2' }} solution="c2" teaches={['place-next']}
  ask="Posez en c2." hint="À côté de b2." success="Vous tenez deux cases.">
Ou sur une case vide à côté d’une des vôtres.
</Step>
`;

  it('joins the lessons, last by its number, its two languages paired step by step', () => {
    const lessons = readHexoneLessons(collectionWith({ 'en/99-throwaway.mdx': EN, 'fr/99-throwaway.mdx': FR }));
    expect(lessons).toHaveLength(readHexoneLessons().length + 1);
    expect(lessons.at(-1)).toEqual({
      slug: 'throwaway',
      file: '99-throwaway',
      title: { en: 'A throwaway lesson', fr: 'Une leçon jetable' },
      summary: { en: 'Written for a test: two steps.', fr: 'Écrite pour un test\u202f: deux étapes.' },
      steps: [
        {
          id: 'stack',
          position: 'classic b b2:1b d4:1w',
          coordinates: true,
          task: { place: 'b2' },
          solution: 'b2',
          teaches: ['place-own'],
          ask: { en: 'Add a pawn to your cell b2.', fr: 'Ajoutez un pion sur votre case b2.' },
          why: { '*': { en: 'Place on b2.', fr: 'Posez en b2.' } },
          text: {
            en: 'You may put a pawn on a cell you already hold.\n\nThe pawns pile up.',
            fr: 'Vous pouvez poser un pion sur une case que vous tenez déjà.\n\nLes pions s’empilent.',
          },
        },
        {
          id: 'grow',
          position: 'classic b b2:2b d4:1w',
          task: { place: 'c2' },
          solution: 'c2',
          teaches: ['place-next'],
          ask: { en: 'Place on c2.', fr: 'Posez en c2.' },
          hint: { en: 'Next to b2.', fr: 'À côté de b2.' },
          success: { en: 'You hold two cells.', fr: 'Vous tenez deux cases.' },
          text: { en: 'Or on an empty cell next to one of yours.', fr: 'Ou sur une case vide à côté d’une des vôtres.' },
        },
      ],
    });
  });

  it('is refused without its other language', () => {
    expect(problemsWith({ 'en/99-throwaway.mdx': EN })).toContain(
      'en/99-throwaway.mdx: no fr/99-throwaway.mdx beside it: every lesson is written in both languages',
    );
  });

  it('is refused when its languages’ steps differ in anything but words, naming the step and the prop', () => {
    expect(problemsWith({ 'en/99-throwaway.mdx': EN, 'fr/99-throwaway.mdx': FR.replace("task={{ place: 'c2' }}", "task={{ place: 'c1' }}") })).toContain(
      '99-throwaway.mdx: step 2 (grow): task is {"place":"c2"} in en, {"place":"c1"} in fr: only words differ between languages',
    );
    expect(
      problemsWith({ 'en/99-throwaway.mdx': EN, 'fr/99-throwaway.mdx': FR.replace('position="classic b b2:1b d4:1w"', 'position="classic b b2:2b d4:1w"') }),
    ).toContain('99-throwaway.mdx: step 1 (stack): position is "classic b b2:1b d4:1w" in en, "classic b b2:2b d4:1w" in fr');
    const swapped = FR.replace('id="stack"', 'id="tmp"').replace('id="grow"', 'id="stack"').replace('id="tmp"', 'id="grow"');
    expect(problemsWith({ 'en/99-throwaway.mdx': EN, 'fr/99-throwaway.mdx': swapped })).toContain(
      '99-throwaway.mdx: step 1 (stack): fr has "grow" here: the same steps, in the same order, in both languages',
    );
    expect(problemsWith({ 'en/99-throwaway.mdx': EN, 'fr/99-throwaway.mdx': FR.replace(' hint="À côté de b2."', '') })).toContain(
      '99-throwaway.mdx: step 2 (grow): hint in en only: write it in both languages',
    );
    expect(
      problemsWith({ 'en/99-throwaway.mdx': EN, 'fr/99-throwaway.mdx': FR.replace("why={{ '*': 'Posez en b2.' }}", "why={{ 'b3': 'Posez en b2.' }}") }),
    ).toContain('99-throwaway.mdx: step 1 (stack): why explains * in en, b3 in fr');
  });

  it('is refused when a step is broken, by the collection’s schema, naming the file, the step and the prop', () => {
    expect(problemsWith({ 'en/99-throwaway.mdx': EN.replace('b2:2b d4:1w', 'b2:2b z9:1w'), 'fr/99-throwaway.mdx': FR })).toMatch(
      /^en\/99-throwaway\.mdx: step 2 \(grow\): position: the engine cannot read "classic b b2:2b z9:1w": .+$/m,
    );
    expect(problemsWith({ 'en/99-throwaway.mdx': EN.replace("task={{ place: 'c2' }}", "task={{ plase: 'c2' }}"), 'fr/99-throwaway.mdx': FR })).toContain(
      'en/99-throwaway.mdx: step 2 (grow): task: one of { explore: true }',
    );
    expect(problemsWith({ 'en/99-throwaway.mdx': EN.replace('ask="Place on c2." ', ''), 'fr/99-throwaway.mdx': FR })).toContain(
      'en/99-throwaway.mdx: step 2 (grow): ask="…" (the task, as the learner reads it): a text in quotes',
    );
    expect(problemsWith({ 'en/99-throwaway.mdx': EN.replace('title: A throwaway lesson\n', ''), 'fr/99-throwaway.mdx': FR })).toContain(
      'en/99-throwaway.mdx: title: a text in quotes',
    );
  });

  it('is refused when its MDX is not made of steps with plain props, saying where', () => {
    const cases: [string, string][] = [
      [
        EN.replace('</Step>\n\n<Step id="grow"', '</Step>\n\nA stray line.\n\n<Step id="grow"'),
        'en/99-throwaway.mdx: line 16: text outside a <Step>: every word of a lesson belongs to one of its steps',
      ],
      [EN.replace("task={{ place: 'c2' }}", 'task={cell}'), 'en/99-throwaway.mdx: line 16: <Step id="grow">: task={cell} is not a plain value'],
      [EN.replace('<Step id="grow"', '<Step {...props} id="grow"'), 'en/99-throwaway.mdx: line 16: <Step id="grow">: props are written one by one'],
      [`import X from './x.astro';\n\n${EN}`, 'en/99-throwaway.mdx: line 1: a lesson file imports nothing'],
      [EN.replace('Or on an empty cell next to one of yours.\n</Step>', 'Or on an empty cell.'), 'en/99-throwaway.mdx: not valid MDX'],
    ];
    for (const [text, message] of cases) expect(problemsWith({ 'en/99-throwaway.mdx': text, 'fr/99-throwaway.mdx': FR })).toContain(message);
  });

  it('is refused when its files are not named <lang>/NN-slug.mdx', () => {
    expect(problemsWith({ 'en/throwaway.mdx': EN, 'fr/throwaway.mdx': FR })).toContain('en/throwaway.mdx: name a lesson file <en|fr>/NN-slug.mdx');
  });

  it('can be written after the examples of the lessons’ README and of docs/site.md', () => {
    const example = (file: string) => /```mdx\n([\s\S]*?)```/.exec(readFileSync(file, 'utf8'))![1];
    const lesson = readLessonSource(example(join(lessonFolder('hexone'), '../README.md')), 'README.md');
    expect(HEXONE_LESSON.safeParse({ ...lesson.frontmatter, steps: lesson.steps }).error?.issues ?? []).toEqual([]);
    expect(lesson.steps).toHaveLength(1);
    const { steps } = readLessonSource(example(join(lessonFolder('hexone'), '../../../../../docs/site.md')), 'site.md');
    expect(steps.map((step) => HEXONE_STEP.safeParse(step).error?.issues ?? [])).toEqual([[]]);
  });

  it('is accepted in Hexa-dominos too', () => {
    copy = mkdtempSync(join(tmpdir(), 'lessons-'));
    cpSync(lessonFolder('hexadominos'), copy, { recursive: true });
    const step = (
      lang: string,
    ) => `---\ntitle: ${lang}\nsummary: ${lang}\n---\n\n<Step id="lay" position="standard 112345@0,0/0 r0:122345,123345 pile:-" highlight="1,0"
  task={{ place: { at: '1,0' } }} solution="122345@1,0/3" ask="${lang} ask">\n${lang} text\n</Step>\n`;
    writeFileSync(join(copy, 'en/99-throwaway.mdx'), step('en'));
    writeFileSync(join(copy, 'fr/99-throwaway.mdx'), step('fr'));
    expect(readHexadominosLessons(copy).at(-1)).toMatchObject({
      slug: 'throwaway',
      steps: [{ id: 'lay', task: { place: { at: '1,0' } }, text: { en: 'en text', fr: 'fr text' } }],
    });
  });
});
