/**
 * A game's lessons read straight from their files, in Node, the way the build reads them: each file through
 * mdx.ts and the game's schema, then both languages paired (pair.ts). The tests use it (vitest and Playwright have
 * no content collections); the build goes through the collection (loader.ts, collection.ts) with the same parts.
 *
 *   readLessonDir(lessonFolder('hexone'), HEXONE_LESSON, { game: 'Hexone', textMaps: ['why'] })
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { z } from 'astro/zod';
import { LessonFileError, readLessonSource } from './mdx.js';
import { type LessonEntry, type PairOptions, type PairedLesson, pairLessons } from './pair.js';
import { schemaProblems } from './schema.js';

/** A game's lesson folder, `site/src/content/lessons/<game>/`. */
export function lessonFolder(game: string): string {
  return join(dirname(fileURLToPath(import.meta.url)), '../../content/lessons', game);
}

/** Every lesson in `dir` (its `en/` and `fr/` folders); throws a LessonFileError listing every problem. */
export function readLessonDir(dir: URL | string, schema: z.ZodType, options: PairOptions): PairedLesson[] {
  const root = typeof dir === 'string' ? dir : fileURLToPath(dir);
  const problems: string[] = [];
  const entries: LessonEntry[] = [];
  for (const lang of readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    for (const name of readdirSync(join(root, lang))
      .filter((f) => f.endsWith('.mdx'))
      .sort()) {
      const file = `${lang}/${name}`;
      try {
        const { frontmatter, steps } = readLessonSource(readFileSync(join(root, file), 'utf8'), file);
        const data = { ...frontmatter, steps };
        const parsed = schema.safeParse(data);
        if (parsed.success) entries.push({ id: file.replace(/\.mdx$/, ''), data: parsed.data as LessonEntry['data'] });
        else problems.push(...schemaProblems(parsed.error, data, file));
      } catch (error) {
        if (!(error instanceof LessonFileError)) throw error;
        problems.push(error.message);
      }
    }
  }
  if (problems.length) throw new LessonFileError(`Broken ${options.game} lessons:\n${problems.join('\n')}`);
  try {
    return pairLessons(entries, options);
  } catch (error) {
    throw new LessonFileError((error as Error).message);
  }
}
