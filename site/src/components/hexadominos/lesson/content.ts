/**
 * Hexa-dominos lessons: one JSON file per lesson in `site/src/data/hexadominos/lessons/` (format in the
 * README there), read at build time. `checkLesson` says what is wrong with a file in plain words; the
 * build stops on a broken lesson. Positions and solutions are checked against the engine by
 * tests/unit/hexadominos/lessons-content.test.ts.
 */
import { type Text, isText } from '../../../lib/lessons/text.js';
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

const ID = /^[a-z0-9-]{1,40}$/;
const CELL = /^-?\d+,-?\d+$/;
const ACTION = /^(draw|pass|[1-5]{6}@-?\d+,-?\d+\/[0-5])$/;

function checkTask(task: unknown, say: (what: string) => void): void {
  const t = task as Record<string, unknown>;
  const keys = t && typeof t === 'object' ? Object.keys(t).filter((key) => ['explore', 'place', 'goal'].includes(key)) : [];
  if (keys.length !== 1) return say('task: exactly one of explore, place, goal');
  if (keys[0] === 'place') {
    const place = t.place as Record<string, unknown>;
    if (!place || typeof place !== 'object') return say('task place: an object (tile, at, rot: each optional)');
    if (place.tile !== undefined && !/^[1-5]{6}$/.test(String(place.tile))) say('task place tile: six digits 1–5');
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
      say(at, 'highlight: cells "q,r" separated by spaces');
    checkTask(step.task, (what) => say(at, what));
    const explore = !!step.task && typeof step.task === 'object' && 'explore' in step.task;
    if (!explore && (typeof step.solution !== 'string' || !step.solution.trim())) say(at, 'solution: the actions "show me" plays');
    if (typeof step.solution === 'string' && !step.solution.trim().split(/\s+/).every((word) => ACTION.test(word)))
      say(at, 'solution: record words (tile@q,r/rot, draw, pass) separated by spaces');
  });
  return problems;
}

const files = import.meta.glob<{ default: unknown }>('../../../data/hexadominos/lessons/*.json', { eager: true });

function loadLessons(): Lesson[] {
  const lessons: Lesson[] = [];
  const problems: string[] = [];
  for (const file of Object.keys(files).sort()) {
    const data = files[file].default;
    const found = checkLesson(data, file.split('/').pop());
    if (found.length) problems.push(...found);
    else lessons.push(data as Lesson);
  }
  if (problems.length) throw new Error(`Broken Hexa-dominos lesson content:\n${problems.join('\n')}`);
  return lessons;
}

/** Every Hexa-dominos lesson, in file-name order (01-…, 02-…). */
export const HD_LESSONS: readonly Lesson[] = loadLessons();
