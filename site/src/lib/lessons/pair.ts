/**
 * A game's lessons from its two languages' files: `en/03-placing.mdx` and `fr/03-placing.mdx` make one lesson,
 * whose texts hold both languages (`title: { en, fr }`, each step's `ask: { en, fr }`…) and whose other props
 * (position, task, solution…) the two files must give alike. The build (collection.ts) and the tests (files.ts)
 * pair the files here, so a lesson missing a language, or whose steps differ between its languages (another id,
 * position, task or solution, another order), stops the build with a message naming the file and the step.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Text } from './text.js';

type Lang = 'en' | 'fr';
/** `en/03-placing`: a language folder, then two digits (the order of lessons) and the slug (the address). */
const ENTRY_ID = /^(en|fr)\/(\d\d)-([a-z0-9-]{1,40})$/;
/** Step props written in each language's words; the others must match between the two files. */
const TEXTS = ['text', 'ask', 'hint', 'success'];

/** A lesson file as the collection holds it: its id (path under the game's folder, without .mdx) and data. */
export interface LessonEntry {
  id: string;
  data: { title: string; summary: string; steps: Record<string, unknown>[] };
}

/** A lesson, both languages: `file` is the name its two files share (`03-placing`). */
export interface PairedLesson {
  slug: string;
  file: string;
  title: Text;
  summary: Text;
  steps: Record<string, unknown>[];
}

export interface PairOptions {
  game: string; // named in messages: "Hexone"
  textMaps?: string[]; // props holding texts by key, each key in both files: Hexone's why={{ 'b2>c3': '…' }}
}

/** Every lesson of one game, in file order; throws one error listing every problem. */
export function pairLessons(entries: readonly LessonEntry[], { game, textMaps = [] }: PairOptions): PairedLesson[] {
  const problems: string[] = [];
  const byFile = new Map<string, Partial<Record<Lang, LessonEntry>>>();
  for (const entry of entries) {
    const match = ENTRY_ID.exec(entry.id);
    if (!match) {
      problems.push(`${entry.id}.mdx: name a lesson file <en|fr>/NN-slug.mdx (two digits for its place, then its address)`);
      continue;
    }
    const file = `${match[2]}-${match[3]}`;
    byFile.set(file, { ...byFile.get(file), [match[1]]: entry });
  }
  const lessons: PairedLesson[] = [];
  const slugs = new Map<string, string>();
  for (const file of [...byFile.keys()].sort()) {
    const { en, fr } = byFile.get(file)!;
    if (!en || !fr) {
      const [has, lacks] = en ? ['en', 'fr'] : ['fr', 'en'];
      problems.push(`${has}/${file}.mdx: no ${lacks}/${file}.mdx beside it: every lesson is written in both languages`);
      continue;
    }
    const slug = file.slice(3);
    if (slugs.has(slug)) problems.push(`${file}.mdx: its address "${slug}" is already ${slugs.get(slug)}.mdx's`);
    slugs.set(slug, file);
    const lesson = pairLesson(file, slug, en.data, fr.data, textMaps, (what) => problems.push(`${file}.mdx: ${what}`));
    if (lesson) lessons.push(lesson);
  }
  if (problems.length) throw new Error(`Broken ${game} lessons:\n${problems.join('\n')}`);
  return lessons;
}

function pairLesson(
  file: string,
  slug: string,
  en: LessonEntry['data'],
  fr: LessonEntry['data'],
  textMaps: string[],
  say: (what: string) => void,
): PairedLesson | null {
  if (en.steps.length !== fr.steps.length) {
    say(`en has ${en.steps.length} steps, fr has ${fr.steps.length}: the same steps in both languages`);
    return null;
  }
  const steps = en.steps.map((enStep, k) => {
    const frStep = fr.steps[k];
    const at = `step ${k + 1} (${String(enStep.id)})`;
    if (enStep.id !== frStep.id) say(`${at}: fr has "${String(frStep.id)}" here: the same steps, in the same order, in both languages`);
    const step: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(enStep), ...Object.keys(frStep)])) {
      const [a, b] = [enStep[key], frStep[key]];
      if ((a === undefined) !== (b === undefined)) {
        say(`${at}: ${key} in ${a === undefined ? 'fr' : 'en'} only: write it in both languages`);
      } else if (TEXTS.includes(key)) {
        step[key] = { en: a, fr: b };
      } else if (textMaps.includes(key)) {
        const [keysA, keysB] = [Object.keys(a as object), Object.keys(b as object)];
        if (!isDeepStrictEqual(keysA.toSorted(), keysB.toSorted())) say(`${at}: ${key} explains ${keysA.join(', ')} in en, ${keysB.join(', ')} in fr`);
        step[key] = Object.fromEntries(keysA.map((k2) => [k2, { en: (a as Record<string, string>)[k2], fr: (b as Record<string, string>)[k2] }]));
      } else if (!isDeepStrictEqual(a, b)) {
        say(`${at}: ${key} is ${JSON.stringify(a)} in en, ${JSON.stringify(b)} in fr: only words differ between languages`);
      } else {
        step[key] = a;
      }
    }
    return step;
  });
  return { slug, file, title: { en: en.title, fr: fr.title }, summary: { en: en.summary, fr: fr.summary }, steps };
}
