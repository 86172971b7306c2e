/**
 * "Continue where you left off": the first unfinished step of the lesson last worked on (or, when
 * that lesson is finished, of the next lesson not finished). Nothing for a newcomer, nor once every
 * lesson is done. The page prints the link hidden (`Continue.astro`); `showContinue` fills it in
 * from the saved progress and shows it, so without JavaScript the page is simply without it.
 */
import { format } from '@site/i18n/format.js';
import { browserStorage, isDone, loadProgress, type Progress } from './progress.js';

/** What the page knows of each lesson, in order. */
export interface LessonOutline {
  slug: string; // 'board'
  title: string; // in the page's language
  steps: string[]; // step ids, in order
}

export interface ContinueTarget {
  lesson: LessonOutline;
  step: string; // id of the first unfinished step
  number: number; // its number in the lesson, from 1
}

export function continueTarget(progress: Progress, lessons: readonly LessonOutline[]): ContinueTarget | null {
  const begun = (l: LessonOutline) => l.steps.some((s) => isDone(progress, l.slug, s));
  const lastIndex = lessons.findIndex((l) => l.slug === progress.last);
  // Saved before the last lesson was recorded (or a lesson since removed): the first one begun.
  const start = lastIndex >= 0 ? lastIndex : lessons.findIndex(begun);
  if (start < 0) return null; // a newcomer
  for (let k = 0; k < lessons.length; k++) {
    const lesson = lessons[(start + k) % lessons.length];
    const index = lesson.steps.findIndex((s) => !isDone(progress, lesson.slug, s));
    if (index >= 0) return { lesson, step: lesson.steps[index], number: index + 1 };
  }
  return null; // every lesson done
}

/** The lesson page address that opens at that step. */
export function continueHref(lessonsPath: string, target: ContinueTarget): string {
  return `${lessonsPath}${target.lesson.slug}/#step-${target.step}`;
}

/** Fills in and shows the page's `[data-continue]` block when there is somewhere to continue. */
export function showContinue(): void {
  const block = document.querySelector<HTMLElement>('[data-continue]');
  const link = block?.querySelector<HTMLAnchorElement>('a');
  if (!block || !link) return;
  let lessons: LessonOutline[];
  try {
    lessons = JSON.parse(block.dataset.lessons ?? '[]') as LessonOutline[];
  } catch {
    return; // the page stays as printed
  }
  const target = continueTarget(loadProgress(browserStorage()).progress, Array.isArray(lessons) ? lessons : []);
  if (!target) return;
  link.href = continueHref(block.dataset.lessonsPath ?? '', target);
  link.textContent = format(document.documentElement.lang || 'en', block.dataset.template ?? '{title}', {
    title: target.lesson.title,
    n: target.number,
  });
  block.hidden = false;
}
