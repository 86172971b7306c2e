/**
 * Hexa-dominos lessons: one JSON file per lesson in `site/src/data/hexadominos/lessons/` (format in the
 * README there), read at build time. `checkLesson` says what is wrong with a file in plain words; the
 * build stops on a broken lesson. Positions and solutions are checked against the engine by
 * tests/unit/hexadominos/lessons-content.test.ts.
 */
import type { Text } from '../../../lib/lessons/text.js';
import { checkLessonFrame, loadLessonFiles } from '../../../lib/lessons/check.js';
import { GOALS, type Task } from './task.js';

export type { Text };

export interface Step {
  id: string; // "first-tile": stable, used in progress storage and URLs (#first-tile)
  position: string; // engine position text: "standard 112345@0,0/0 r0:122345 pile:-"
  highlight?: string; // cells to outline, "q,r" separated by spaces: "1,0 0,1"
  text: Text; // what the step teaches
  ask: Text; // the task, as the learner reads it
  task: Task; // the task, as the checker reads it
  hint?: Text;
  success?: Text; // said when the task is done
  solution?: string; // the actions "show me" plays, in record words: "draw 123445@1,0/2"
}

export interface Lesson {
  slug: string; // "flowers": same URL in both languages
  title: Text;
  summary: Text;
  steps: Step[];
}

const CELL = /^-?\d+,-?\d+$/;
const ACTION = /^(draw|pass|[1-5]{6}@-?\d+,-?\d+\/[0-5])$/;

function checkTask(task: unknown, say: (what: string) => void): void {
  const t = task as Record<string, unknown>;
  const keys = t && typeof t === 'object' ? Object.keys(t).filter((key) => ['explore', 'place', 'goal'].includes(key)) : [];
  if (keys.length !== 1) return say('task: exactly one of explore, place, goal');
  if (keys[0] === 'place') {
    const place = t.place as Record<string, unknown>;
    if (!place || typeof place !== 'object') return say('task place: an object (tile, at, rot: each optional)');
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any JSON value: one that is not text fails the pattern
    if (place.tile !== undefined && !/^[1-5]{6}$/.test(String(place.tile))) say('task place tile: six digits 1–5');
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any JSON value: one that is not text fails the pattern
    if (place.at !== undefined && !CELL.test(String(place.at))) say('task place at: a cell "q,r"');
    if (place.rot !== undefined && !(Number.isInteger(place.rot) && (place.rot as number) >= 0 && (place.rot as number) <= 5)) say('task place rot: 0 to 5');
  }
  if (keys[0] === 'goal') {
    if (!(GOALS as readonly unknown[]).includes(t.goal)) say(`task goal: one of ${GOALS.join(', ')}`);
    if (t.min !== undefined && !(Number.isInteger(t.min) && (t.min as number) > 0)) say('task min: a whole number above 0');
    if (['sides', 'points', 'draws'].includes(String(t.goal)) && t.min === undefined) say(`task goal ${String(t.goal)} needs min`);
  }
}

/** Problems with one lesson file's data (empty when it is well formed). */
export function checkLesson(data: unknown, file = 'lesson'): string[] {
  return checkLessonFrame(data, file, (fields, say) => {
    const step = fields as unknown as Step;
    if (step.highlight !== undefined && (typeof step.highlight !== 'string' || !step.highlight.split(/\s+/).every((c) => CELL.test(c))))
      say('highlight: cells "q,r" separated by spaces');
    checkTask(step.task, say);
    const explore = !!step.task && typeof step.task === 'object' && 'explore' in step.task;
    if (!explore && (typeof step.solution !== 'string' || !step.solution.trim())) say('solution: the actions "show me" plays');
    if (typeof step.solution === 'string' && !step.solution.trim().split(/\s+/).every((word) => ACTION.test(word)))
      say('solution: record words (tile@q,r/rot, draw, pass) separated by spaces');
  });
}

const files = import.meta.glob<{ default: unknown }>('../../../data/hexadominos/lessons/*.json', { eager: true });

/** Every Hexa-dominos lesson, in file-name order (01-…, 02-…). */
export const HD_LESSONS: readonly Lesson[] = loadLessonFiles<Lesson>(files, checkLesson, 'Hexa-dominos');
