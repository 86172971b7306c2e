/**
 * What a lesson's <Step> knows of the page it is rendered on: the language, the whole lesson (its slug, title and
 * steps, for the step's number and its embed code) and the step shown alone on the embed page. An MDX file's
 * components get only the props written in the file, so the lesson player puts this on `Astro.locals` (one object
 * per page being rendered) before it renders the lesson's MDX, and each <Step> reads it there.
 */
import type { Lang } from '../../i18n/index.js';

export interface LessonContext<L> {
  lang: Lang;
  lesson: L;
  only?: string; // a step id: that step alone (the embed page); the others render nothing
}

const KEY = 'lessonContext';

export function setLessonContext<L>(locals: object, context: LessonContext<L>): void {
  (locals as Record<string, unknown>)[KEY] = context;
}

export function lessonContext<L>(locals: object): LessonContext<L> {
  const context = (locals as Record<string, unknown>)[KEY];
  if (!context) throw new Error('<Step> belongs in a lesson file (site/src/content/lessons/), rendered by its game’s lesson player');
  return context as LessonContext<L>;
}

/** A <Step>'s props checked again as it renders (the collection checked its file's): its text is what its slot renders. */
export function checkStepProps<S>(
  schema: { safeParse(data: unknown): { success: true; data: S } | { success: false; error: { issues: { message: string }[] } } },
  props: Record<string, unknown>,
  text: string,
  where: string,
): S {
  const parsed = schema.safeParse({ ...props, text });
  if (!parsed.success) throw new Error(`${where}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  return parsed.data;
}
