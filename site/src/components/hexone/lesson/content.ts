/**
 * The lessons: one JSON file per lesson in `site/src/data/hexone/lessons/` (format in the README there),
 * read at build time. `checkLesson` says what is wrong with a file in plain words; the build
 * stops on a broken lesson rather than shipping a step nobody can complete.
 */
import type { Task } from './task.js';
import { type Text, isText } from '../../../lib/lessons/text.js';
import { LESSON_ID as ID, checkLessonFrame, loadLessonFiles } from '../../../lib/lessons/check.js';

export { sideToMove } from './task.js';

export type { Text };

export interface Step {
  id: string; // "first-y": stable, used in progress storage and URLs (#first-y)
  position: string; // engine position text: "classic b b2:3b d4:1w"
  highlight?: string; // cells to mark: "b3 c2 a1"
  coordinates?: boolean; // show cell names on the board
  text: Text; // what the step teaches
  ask: Text; // the task, as the learner reads it
  task: Task; // the task, as the checker reads it
  hint?: Text;
  success?: Text; // said when the task is done
  why?: Record<string, Text>; // explanations of specific misses, keyed by move ("b2>c3") or "*"
  solution?: string; // the moves "show me" plays: "b2 b2>b3" (a find/try step: the cell to click)
  teaches: string[]; // ids of site/src/data/hexone/rules.json the learner does in this step: ["capture"]
}

export interface Lesson {
  slug: string; // "explosion": same URL in both languages
  title: Text;
  summary: Text;
  steps: Step[];
}

const CELL = /^[a-e][1-5]$/;
const TASK_KEYS = ['explore', 'find', 'place', 'explode', 'try', 'pass', 'goal'];
const GOALS = ['capture', 'win', 'lose', 'reach', 'centre', 'chain', 'flip'];

/** Problems with one lesson file's data (empty when it is well formed). Positions are checked by the tests, with the engine. */
export function checkLesson(data: unknown, file = 'lesson'): string[] {
  return checkLessonFrame(data, file, (fields, say) => {
    const step = fields as unknown as Step;
    if (step.highlight !== undefined && (typeof step.highlight !== 'string' || !step.highlight.split(/\s+/).every((c) => CELL.test(c))))
      say('highlight: cell names separated by spaces');
    if (!Array.isArray(step.teaches) || !step.teaches.every((id) => typeof id === 'string' && ID.test(id)))
      say('teaches: the ids of the rules this step has the learner do (rules.json)');
    if (step.why !== undefined) {
      for (const [key, text] of Object.entries(step.why ?? {})) {
        if (key !== '*' && !/^[a-e][1-5](>[a-e][1-5])?$/.test(key)) say(`why key "${key}": a move like b2 or b2>c3, or *`);
        if (!isText(text)) say(`why "${key}" needs "en" and "fr"`);
      }
    }
    const task = step.task as Record<string, unknown>;
    const keys = task && typeof task === 'object' ? Object.keys(task).filter((key) => TASK_KEYS.includes(key)) : [];
    if (keys.length !== 1) return say(`task: exactly one of ${TASK_KEYS.join(', ')}`);
    if (keys[0] === 'goal' && !GOALS.includes(String(task.goal))) say(`task goal: one of ${GOALS.join(', ')}`);
    for (const key of ['find', 'place', 'explode', 'try', 'toward', 'cell'])
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any JSON value: one that is not text fails the pattern
      if (task[key] !== undefined && !CELL.test(String(task[key]))) say(`task ${key}: a cell name`);
    if (!('explore' in task) && (typeof step.solution !== 'string' || !step.solution.trim())) say('solution: the moves "show me" plays');
  });
}

const files = import.meta.glob<{ default: unknown }>('../../../data/hexone/lessons/*.json', { eager: true });

/** Every lesson, in file-name order (01-…, 02-…). */
export const LESSONS: readonly Lesson[] = loadLessonFiles<Lesson>(files, checkLesson, 'Hexone');

export function findLesson(slug: string): Lesson | undefined {
  return LESSONS.find((l) => l.slug === slug);
}
