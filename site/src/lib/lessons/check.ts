/**
 * The checks every game's lesson files share: slug, title, summary, a list of steps with unique ids,
 * a position, texts in both languages. Each game's content module adds the checks of its own fields
 * (highlight, task, solution…) through `checkStep`, and gets one problem list in plain words.
 */
import { isText } from './text.js';

export const LESSON_ID = /^[a-z0-9-]{1,40}$/;

/** A step as far as the shared checks go: the game's own fields are read by `checkStep`. */
export type StepFields = Record<string, unknown> & { id?: unknown; position?: unknown };

export function checkLessonFrame(
  data: unknown,
  file: string,
  checkStep: (step: StepFields, say: (what: string) => void) => void,
): string[] {
  const problems: string[] = [];
  const say = (where: string, what: string) => problems.push(`${file}: ${where}: ${what}`);
  const lesson = data as { slug?: unknown; title?: unknown; summary?: unknown; steps?: unknown };
  if (!lesson || typeof lesson !== 'object') return [`${file}: not an object`];
  if (typeof lesson.slug !== 'string' || !LESSON_ID.test(lesson.slug)) say('slug', 'lowercase letters, digits and dashes');
  if (!isText(lesson.title)) say('title', 'needs non-empty "en" and "fr"');
  if (!isText(lesson.summary)) say('summary', 'needs non-empty "en" and "fr"');
  if (!Array.isArray(lesson.steps) || lesson.steps.length === 0) {
    say('steps', 'needs at least one step');
    return problems;
  }
  const ids = new Set<string>();
  (lesson.steps as StepFields[]).forEach((step, k) => {
    const at = `step ${k + 1}${step && typeof step.id === 'string' ? ` (${step.id})` : ''}`;
    if (!step || typeof step !== 'object') return say(at, 'not an object');
    if (typeof step.id !== 'string' || !LESSON_ID.test(step.id)) say(at, 'id: lowercase letters, digits and dashes');
    else if (ids.has(step.id)) say(at, 'id used twice');
    else ids.add(step.id);
    if (typeof step.position !== 'string' || !step.position.trim()) say(at, 'position text missing');
    for (const key of ['text', 'ask']) if (!isText(step[key])) say(at, `${key} needs non-empty "en" and "fr"`);
    for (const key of ['hint', 'success']) if (step[key] !== undefined && !isText(step[key])) say(at, `${key} needs "en" and "fr"`);
    checkStep(step, (what) => say(at, what));
  });
  return problems;
}

/** Every lesson of a game from its files (path → module, as `import.meta.glob` gives them), in file-name order; throws (stopping the build) on any problem. */
export function loadLessonFiles<L>(files: Record<string, { default: unknown }>, check: (data: unknown, file: string) => string[], game: string): L[] {
  const lessons: L[] = [];
  const problems: string[] = [];
  for (const file of Object.keys(files).sort()) {
    const data = files[file].default;
    const found = check(data, file.split('/').pop() ?? file);
    if (found.length) problems.push(...found);
    else lessons.push(data as L);
  }
  if (problems.length) throw new Error(`Broken ${game} lesson content:\n${problems.join('\n')}`);
  return lessons;
}
