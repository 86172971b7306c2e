/**
 * The lessons: one JSON file per lesson in `site/src/data/hexone/lessons/` (format in the README there),
 * read at build time. `checkLesson` says what is wrong with a file in plain words; the build
 * stops on a broken lesson rather than shipping a step nobody can complete.
 */
import type { Task } from './task.js';
import { type Text, isText } from '../../../lib/lessons/text.js';

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

const ID = /^[a-z0-9-]{1,40}$/;
const CELL = /^[a-e][1-5]$/;
const TASK_KEYS = ['explore', 'find', 'place', 'explode', 'try', 'pass', 'goal'];
const GOALS = ['capture', 'win', 'lose', 'reach', 'centre', 'chain', 'flip'];

/** Problems with one lesson file's data (empty when it is well formed). Positions are checked by the tests, with the engine. */
export function checkLesson(data: unknown, file = 'lesson'): string[] {
  const problems: string[] = [];
  const say = (where: string, what: string) => problems.push(`${file}: ${where}: ${what}`);
  const lesson = data as Lesson;
  if (!lesson || typeof lesson !== 'object') return [`${file}: not an object`];
  if (typeof lesson.slug !== 'string' || !ID.test(lesson.slug)) say('slug', 'lowercase letters, digits and dashes');
  if (!isText(lesson.title)) say('title', 'needs non-empty "en" and "fr"');
  if (!isText(lesson.summary)) say('summary', 'needs non-empty "en" and "fr"');
  if (!Array.isArray(lesson.steps) || lesson.steps.length === 0) {
    say('steps', 'needs at least one step');
    return problems;
  }
  const ids = new Set<string>();
  lesson.steps.forEach((step, k) => {
    const at = `step ${k + 1}${step && typeof step.id === 'string' ? ` (${step.id})` : ''}`;
    if (!step || typeof step !== 'object') return say(at, 'not an object');
    if (typeof step.id !== 'string' || !ID.test(step.id)) say(at, 'id: lowercase letters, digits and dashes');
    else if (ids.has(step.id)) say(at, 'id used twice');
    else ids.add(step.id);
    if (typeof step.position !== 'string' || !step.position.trim()) say(at, 'position text missing');
    for (const key of ['text', 'ask'] as const) if (!isText(step[key])) say(at, `${key} needs non-empty "en" and "fr"`);
    for (const key of ['hint', 'success'] as const) if (step[key] !== undefined && !isText(step[key])) say(at, `${key} needs "en" and "fr"`);
    if (step.highlight !== undefined && (typeof step.highlight !== 'string' || !step.highlight.split(/\s+/).every((c) => CELL.test(c))))
      say(at, 'highlight: cell names separated by spaces');
    if (!Array.isArray(step.teaches) || !step.teaches.every((id) => typeof id === 'string' && ID.test(id)))
      say(at, 'teaches: the ids of the rules this step has the learner do (rules.json)');
    if (step.why !== undefined) {
      for (const [key, text] of Object.entries(step.why ?? {})) {
        if (key !== '*' && !/^[a-e][1-5](>[a-e][1-5])?$/.test(key)) say(at, `why key "${key}": a move like b2 or b2>c3, or *`);
        if (!isText(text)) say(at, `why "${key}" needs "en" and "fr"`);
      }
    }
    const task = step.task as Record<string, unknown>;
    const keys = task && typeof task === 'object' ? Object.keys(task).filter((key) => TASK_KEYS.includes(key)) : [];
    if (keys.length !== 1) return say(at, `task: exactly one of ${TASK_KEYS.join(', ')}`);
    if (keys[0] === 'goal' && !GOALS.includes(String(task.goal))) say(at, `task goal: one of ${GOALS.join(', ')}`);
    for (const key of ['find', 'place', 'explode', 'try', 'toward', 'cell'])
      if (task[key] !== undefined && !CELL.test(String(task[key]))) say(at, `task ${key}: a cell name`);
    if (!('explore' in task) && (typeof step.solution !== 'string' || !step.solution.trim())) say(at, 'solution: the moves "show me" plays');
  });
  return problems;
}

const files = import.meta.glob<{ default: unknown }>('../../../data/hexone/lessons/*.json', { eager: true });

function loadLessons(): Lesson[] {
  const lessons: Lesson[] = [];
  const problems: string[] = [];
  for (const file of Object.keys(files).sort()) {
    const data = files[file].default;
    const found = checkLesson(data, file.split('/').pop());
    if (found.length) problems.push(...found);
    else lessons.push(data as Lesson);
  }
  if (problems.length) throw new Error(`Broken lesson content:\n${problems.join('\n')}`);
  return lessons;
}

/** Every lesson, in file-name order (01-…, 02-…). */
export const LESSONS: readonly Lesson[] = loadLessons();

export function findLesson(slug: string): Lesson | undefined {
  return LESSONS.find((l) => l.slug === slug);
}
