/**
 * Hexone's lessons: one MDX file per lesson and language in `site/src/content/lessons/hexone/` (how to write one:
 * the README there). `HEXONE_LESSON` is the content collection's schema (site/src/content.config.ts): the frontmatter
 * and every <Step>'s props, each position, task and solution read by the engine, so a broken step stops the build
 * with a message naming its file, its step and its prop. Both languages' files make one `Lesson` (texts in both,
 * the rest alike: lib/lessons/pair.ts).
 */
import { z } from 'astro/zod';
import { CELLS, ERROR_CODES, parseAction, parsePosition } from '@engine/hexone/index.js';
import type { Text } from '@site/lib/lessons/text.js';
import { STEP_FIELDS, lessonSchema, oneOf, words } from '@site/lib/lessons/schema.js';
import type { PairOptions } from '@site/lib/lessons/pair.js';
import { lessonFolder, readLessonDir } from '@site/lib/lessons/files.js';
import { RULES } from './rules.js';
import type { Task } from './task.js';

export { sideToMove } from './task.js';

export type { Text };

/** A step, both languages: what the page, the player and the tests read. */
export interface Step {
  id: string; // "first-y": stable, used in progress storage and URLs (#step-first-y)
  position: string; // engine position text: "classic b b2:3b d4:1w"
  highlight?: string; // cells to mark: "b3 c2 a1"
  coordinates?: boolean; // show cell names on the board
  text: Text; // what the step teaches (its Markdown, as plain text)
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
  file: string; // "04-explosion": the name of its two files (en/…mdx, fr/…mdx)
  title: Text;
  summary: Text;
  steps: Step[];
}

const cell = z.enum(CELLS, { error: 'a cell of the board: a1, b2, c3…' });
const count = z.int({ error: 'a whole number' }).min(1, { error: 'a whole number, 1 or more' });
const goal = z.discriminatedUnion(
  'goal',
  [
    z.strictObject({ goal: z.literal('capture'), cell: cell.optional(), count: count.optional() }),
    z.strictObject({ goal: z.literal('win'), score: count.optional() }),
    z.strictObject({ goal: z.literal('lose') }),
    z.strictObject({ goal: z.literal('reach'), count, cell: cell.optional() }),
    z.strictObject({ goal: z.literal('centre') }),
    z.strictObject({ goal: z.literal('chain'), count }),
    z.strictObject({ goal: z.literal('flip'), cell, to: z.enum(['gray', 'removed']) }),
  ],
  { error: 'one of capture, win, lose, reach, centre, chain, flip' },
);

/** A step's task (the forms: README of the lessons' folder; the checker: task.ts). */
export const TASK = oneOf(
  'task',
  [
    z.strictObject({ explore: z.literal(true) }),
    z.strictObject({ find: cell }),
    z.strictObject({ place: cell }),
    z.strictObject({ explode: cell, toward: cell.optional(), times: count.optional() }),
    z.strictObject({ pass: z.literal(true) }),
    z.strictObject({ try: cell, refused: z.enum(ERROR_CODES, { error: 'an error code of the engine: centre-forbidden, opponent-cell…' }) }),
    goal,
  ],
  "{ explore: true }, { find: 'c3' }, { place: 'b2' }, { explode: 'b2', toward?: 'b3', times?: 2 }, { pass: true }, { try: 'c3', refused: 'centre-forbidden' }, { goal: … }",
);

const rule = z.enum(RULES.map((r) => r.id) as [string, ...string[]], { error: 'the id of a rule of site/src/data/hexone/rules.json' });

/** One <Step> of one language's file, as its props and its text. */
export const HEXONE_STEP = z
  .strictObject({
    ...STEP_FIELDS,
    highlight: z
      .string()
      .regex(/^[a-e][1-5]( [a-e][1-5])*$/, { error: 'highlight: cell names separated by spaces' })
      .optional(),
    coordinates: z.boolean().optional(),
    task: TASK,
    why: z
      .record(z.string(), words('why'))
      .refine((why) => Object.keys(why).every((key) => /^([a-e][1-5](>[a-e][1-5])?|\*)$/.test(key)), { error: 'why: keyed by a move like b2 or b2>c3, or *' })
      .optional(),
    solution: z.string().optional(),
    teaches: z.array(rule, { error: 'teaches={[…]}: the ids of the rules this step has the learner do (rules.json)' }),
  })
  .superRefine((step, ctx) => {
    const parsed = parsePosition(step.position);
    if (!parsed.ok)
      ctx.addIssue({
        code: 'custom',
        path: ['position'],
        message: `position: the engine cannot read "${step.position}": ${parsed.error.reason ?? parsed.error.code}`,
      });
    if ('explore' in step.task) return;
    const moves = step.solution?.trim().split(/\s+/).filter(Boolean) ?? [];
    if (!moves.length) ctx.addIssue({ code: 'custom', path: ['solution'], message: 'solution="…": the moves "show me" plays' });
    for (const move of moves.filter((m) => !parseAction(m)))
      ctx.addIssue({ code: 'custom', path: ['solution'], message: `solution: "${move}" is not a move (b2, b2>b3, pass)` });
  });

/** A Hexone lesson file: the content collection's schema. */
export const HEXONE_LESSON = lessonSchema(HEXONE_STEP);

/** How the two languages' files pair: `why` holds texts by move, in both languages. */
export const HEXONE_PAIRING: PairOptions = { game: 'Hexone', textMaps: ['why'] };

/** Every Hexone lesson, read from its files in Node: the tests' way in (the build reads the collection: collection.ts). */
export function readHexoneLessons(dir = lessonFolder('hexone')): Lesson[] {
  return readLessonDir(dir, HEXONE_LESSON, HEXONE_PAIRING) as unknown as Lesson[];
}
