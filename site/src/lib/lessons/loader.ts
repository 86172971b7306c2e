/**
 * The content collections' loader for lessons (site/src/content.config.ts): Astro's glob loader over a game's
 * folder (`en/NN-slug.mdx`, `fr/NN-slug.mdx`, the entry id being that path without `.mdx`), with each file's
 * steps read from its body (mdx.ts) and added to its data, so the collection's schema checks the <Step> props
 * as it checks the frontmatter. The page still renders the file's body with Astro's MDX (`render(entry)`).
 */
import { readFile } from 'node:fs/promises';
import { type Loader, glob } from 'astro/loaders';
import { readLessonSource } from './mdx.js';

export function lessonLoader(base: string): Loader {
  const files = glob({ pattern: '*/*.mdx', base, generateId: ({ entry }) => entry.replace(/\.mdx$/, '') });
  return {
    name: 'lesson-loader',
    load: (context) =>
      files.load({
        ...context,
        parseData: async (entry) => {
          // The glob loader reads only the frontmatter as data; the steps are in the body.
          const { steps } = readLessonSource(await readFile(entry.filePath!, 'utf8'), `${entry.id}.mdx`);
          return context.parseData({ ...entry, data: { ...entry.data, steps } });
        },
      }),
  };
}
