/**
 * The site's content collections: each game's lessons, one MDX file per lesson and language
 * (`site/src/content/lessons/<game>/<lang>/NN-slug.mdx`, how to write one: the README there). The loader adds each
 * file's <Step> props to its data (lib/lessons/loader.ts), so the game's schema checks the steps with the engine as
 * it checks the frontmatter: a broken lesson stops the build, naming its file, step and prop.
 */
import { defineCollection } from 'astro:content';
import { lessonLoader } from './lib/lessons/loader';
import { HEXONE_LESSON } from './components/hexone/lesson/content';
import { HEXADOMINOS_LESSON } from './components/hexadominos/lesson/content';

export const collections = {
  hexoneLessons: defineCollection({ loader: lessonLoader('./site/src/content/lessons/hexone'), schema: HEXONE_LESSON }),
  hexadominosLessons: defineCollection({ loader: lessonLoader('./site/src/content/lessons/hexadominos'), schema: HEXADOMINOS_LESSON }),
};
