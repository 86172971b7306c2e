/**
 * Hexa-dominos lessons: one MDX file per lesson and language in `site/src/content/lessons/hexadominos/` (how to write
 * one: the README of site/src/content/lessons/). `HEXADOMINOS_LESSON` is the content collection's schema
 * (site/src/content.config.ts): the frontmatter and every <Step>'s props, each position and solution read by the
 * engine, so a broken step stops the build with a message naming its file, its step and its prop. Solutions are
 * replayed against their tasks by tests/unit/hexadominos/lessons.test.ts.
 */
import { z } from 'astro/zod';
import { checkState, parseAction, parsePosition, type GameState, type Outcome } from '@engine/hexadominos/index.js';
import type { Text } from '@site/lib/lessons/text.js';
import { STEP_FIELDS, lessonSchema, oneOf } from '@site/lib/lessons/schema.js';
import type { PairOptions } from '@site/lib/lessons/pair.js';
import { lessonFolder, readLessonDir } from '@site/lib/lessons/files.js';
import { GOALS, type Task } from './task.js';

export type { Text };

/** A step, both languages: what the page, the player and the tests read. */
export interface Step {
  id: string; // "first-tile": stable, used in progress storage and URLs (#step-first-tile)
  position: string; // engine position text: "standard 112345@0,0/0 r0:122345 pile:-"
  highlight?: string; // cells to outline, "q,r" separated by spaces: "1,0 0,1"
  text: Text; // what the step teaches (its Markdown, as plain text)
  ask: Text; // the task, as the learner reads it
  task: Task; // the task, as the checker reads it
  hint?: Text;
  success?: Text; // said when the task is done
  solution?: string; // the actions "show me" plays, in record words: "draw 123445@1,0/2"
  match?: StepMatch; // the step's game is one of a match: { target: 500, totals: [400, 380] }
}

/** A step played as a game of a match: the target, and each seat's total before this game (its scores add to them). */
export interface StepMatch {
  target: number;
  totals: number[];
}

export interface Lesson {
  slug: string; // "flowers": same URL in both languages
  file: string; // "04-flowers": the name of its two files (en/…mdx, fr/…mdx)
  title: Text;
  summary: Text;
  steps: Step[];
}

const CELL = /^-?\d+,-?\d+$/;
const count = z.int({ error: 'a whole number' }).min(1, { error: 'a whole number above 0' });
const WITH_MIN = ['sides', 'points', 'draws'] as const;
const goalError = { error: `one of ${GOALS.join(', ')}` };

/** A step's task (the forms: README of the lessons' folder; the checker: task.ts). */
export const TASK = oneOf(
  'task',
  [
    z.strictObject({ explore: z.literal(true) }),
    z.strictObject({
      place: z.strictObject(
        {
          tile: z
            .string()
            .regex(/^[1-5]{6}$/, { error: 'six digits 1–5' })
            .optional(),
          at: z.string().regex(CELL, { error: 'a place "q,r"' }).optional(),
          rot: z.int({ error: '0 to 5' }).min(0, { error: '0 to 5' }).max(5, { error: '0 to 5' }).optional(),
        },
        { error: 'place: an object (tile, at, rot: each optional)' },
      ),
    }),
    z.strictObject({ goal: z.enum(WITH_MIN, goalError), min: count }),
    z.strictObject({
      goal: z.enum(GOALS.filter((g) => !(WITH_MIN as readonly string[]).includes(g)) as [string, ...string[]], goalError),
      min: count.optional(),
    }),
  ],
  `{ explore: true }, { place: { tile?, at?, rot? } }, { goal: ${WITH_MIN.join(' | ')}, min: 2 } or { goal: one of ${GOALS.join(', ')} }`,
);

/** One <Step> of one language's file, as its props and its text. */
export const HEXADOMINOS_STEP = z
  .strictObject({
    ...STEP_FIELDS,
    highlight: z
      .string()
      .refine((text) => text.split(/\s+/).every((c) => CELL.test(c)), { error: 'highlight: places "q,r" separated by spaces' })
      .optional(),
    task: TASK,
    solution: z.string().optional(),
    match: z
      .strictObject(
        { target: count, totals: z.array(z.int({ error: 'whole numbers' }).min(0, { error: 'whole numbers from 0' })) },
        { error: 'match: { target: 500, totals: [400, 380] }' },
      )
      .optional(),
  })
  .superRefine((step, ctx) => {
    const parsed = stepStart(step);
    if (!parsed.ok)
      ctx.addIssue({
        code: 'custom',
        path: ['position'],
        message: `position: the engine cannot read "${step.position}": ${parsed.error.reason ?? parsed.error.code}`,
      });
    const words = step.solution?.trim().split(/\s+/).filter(Boolean) ?? [];
    if (!('explore' in step.task) && !words.length) ctx.addIssue({ code: 'custom', path: ['solution'], message: 'solution="…": the actions "show me" plays' });
    for (const word of words.filter((w) => !parseAction(w)))
      ctx.addIssue({ code: 'custom', path: ['solution'], message: `solution: "${word}" is not a record word (tile@q,r/rot, draw, pass)` });
  });

/** A step's starting game: its position, as a game of its match when it has one (the engine checks both). */
export function stepStart(step: { position: string; match?: StepMatch }): Outcome<GameState> {
  const parsed = parsePosition(step.position);
  if (!parsed.ok || !step.match) return parsed;
  const game: GameState = { ...parsed.value, match: { ...step.match, game: 1 } };
  const problem = checkState(game);
  return problem ? { ok: false, error: problem } : { ok: true, value: game };
}

/** A Hexa-dominos lesson file: the content collection's schema. */
export const HEXADOMINOS_LESSON = lessonSchema(HEXADOMINOS_STEP);

export const HEXADOMINOS_PAIRING: PairOptions = { game: 'Hexa-dominos' };

/** Every Hexa-dominos lesson, read from its files in Node: the tests' way in (the build reads the collection: collection.ts). */
export function readHexadominosLessons(dir = lessonFolder('hexadominos')): Lesson[] {
  return readLessonDir(dir, HEXADOMINOS_LESSON, HEXADOMINOS_PAIRING) as unknown as Lesson[];
}
