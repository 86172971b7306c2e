/** Hexa-dominos' lessons as the pages get them: from the content collection (site/src/content.config.ts), both languages paired. */
import { lessonsOf } from '@site/lib/lessons/collection.js';
import { HEXADOMINOS_PAIRING, type Lesson } from './content.js';

/** Every lesson, in file order (01-…, 02-…). */
export function getLessons(): Promise<Lesson[]> {
  return lessonsOf<Lesson>('hexadominosLessons', HEXADOMINOS_PAIRING);
}
