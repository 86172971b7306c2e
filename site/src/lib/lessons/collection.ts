/**
 * A game's lessons from its content collection, for the pages (content.config.ts): the entries, checked by the
 * collection's schema, paired by language (pair.ts) into lessons with texts in both; and the rendered body of one
 * lesson in one language, whose <Step> elements the page gives (`<Content components={{ Step }} />`).
 */
import { getCollection, getEntry, render } from 'astro:content';
import type { Lang } from '../../i18n/index.js';
import { type LessonEntry, type PairOptions, pairLessons } from './pair.js';

export type LessonCollection = 'hexoneLessons' | 'hexadominosLessons';

/** Every lesson of `collection`, in file order (01-…, 02-…). */
export async function lessonsOf<L>(collection: LessonCollection, pairing: PairOptions): Promise<L[]> {
  const entries = (await getCollection(collection)) as LessonEntry[];
  return pairLessons(entries, pairing) as unknown as L[];
}

/** The rendered MDX of lesson `file` (`03-placing`) in `lang`. */
export async function lessonBody(collection: LessonCollection, file: string, lang: Lang) {
  const entry = await getEntry(collection, `${lang}/${file}`);
  if (!entry) throw new Error(`${collection}: no ${lang}/${file}.mdx`);
  return (await render(entry)).Content;
}
