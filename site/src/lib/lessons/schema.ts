/**
 * What every game's lesson file holds, as zod schemas: its frontmatter (title, summary) and its steps' shared
 * props (id, position, text, ask, hint, success). Each game adds its own step props (site/src/components/<game>/
 * lesson/content.ts) and the lesson schema is built from both: it is the content collection's schema
 * (site/src/content.config.ts), so a file it refuses stops the build with the message written here, and the
 * tests read the files through the same schema (files.ts).
 */
import { z } from 'astro/zod';

/** Lesson slugs and step ids: they are parts of addresses and keys of saved progress. */
export const LESSON_ID = /^[a-z0-9-]{1,40}$/;

/** A text people read: not empty. */
export const words = (what: string) =>
  z.string({ error: `${what}: a text in quotes` }).refine((text) => text.trim() !== '', { error: `${what}: must not be empty` });

/** The props every game's <Step> has. */
export const STEP_FIELDS = {
  id: z
    .string({ error: 'id="…": the step’s name in its address (#step-…) and in saved progress' })
    .regex(LESSON_ID, { error: 'id: lowercase letters, digits and dashes' }),
  position: z.string({ error: 'position="…": the engine’s position text' }),
  text: words('text (the step’s Markdown, between <Step …> and </Step>)'),
  ask: words('ask="…" (the task, as the learner reads it)'),
  hint: words('hint').optional(),
  success: words('success').optional(),
};

/**
 * One of several forms (a step's task): refused, it names the problem of the form the value was closest to
 * ("task.place: a cell of the board…"), not every form's, or lists the forms (`forms`) when none is close.
 */
export function oneOf<T extends readonly [z.ZodType, ...z.ZodType[]]>(what: string, options: T, forms: string) {
  return z.union(options, {
    error: (issue) => {
      const { errors = [], input } = issue as { errors?: z.core.$ZodIssue[][]; input?: unknown };
      const has = (key: PropertyKey | undefined) => !!input && typeof input === 'object' && key !== undefined && key in input;
      // A form is far when the value has keys it does not take, or lacks the key that names it ({ goal: … }).
      const far = (i: z.core.$ZodIssue) =>
        i.code === 'unrecognized_keys' ||
        (i.path.length === 0 && i.code === 'invalid_type') ||
        ((i.code === 'invalid_union' || i.code === 'invalid_value') && !has(i.path[0]));
      const closest = errors.filter((branch) => !branch.some(far)).sort((a, b) => a.length - b.length)[0];
      if (!closest) return `${what}: one of ${forms}`;
      return closest.map((i) => `${[what, ...i.path].join('.')}: ${i.message}`).join('; ');
    },
  });
}

/** A lesson file's data: its frontmatter and its steps (each checked by `step`), no two steps with one id. */
export function lessonSchema<S extends z.ZodType<{ id: string }>>(step: S) {
  return z.strictObject({
    title: words('title'),
    summary: words('summary'),
    steps: z
      .array(step)
      .min(1, { error: 'a lesson needs at least one <Step>' })
      .superRefine((steps, ctx) => {
        const seen = new Set<string>();
        steps.forEach(({ id }, k) => {
          if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [k, 'id'], message: `id "${id}" is used by an earlier step` });
          seen.add(id);
        });
      }),
  });
}

/** A schema's complaints about one file's data, one line each: `en/03-placing.mdx: step 2 (spread): task: …`. */
export function schemaProblems(error: z.ZodError, data: { steps?: unknown }, file: string): string[] {
  return error.issues.map((issue) => {
    const [first, index, ...rest] = issue.path;
    if (issue.code === 'unrecognized_keys' && !issue.path.length)
      return `${file}: frontmatter: unknown key ${issue.keys.join(', ')} (a lesson has a title and a summary)`;
    if (first !== 'steps' || typeof index !== 'number') return `${file}: ${message(issue, issue.path)}`;
    const step = Array.isArray(data.steps) ? (data.steps[index] as { id?: unknown } | undefined) : undefined;
    const name = typeof step?.id === 'string' ? ` (${step.id})` : '';
    return `${file}: step ${index + 1}${name}: ${message(issue, rest)}`;
  });
}

/** An issue's message, led by the prop it is about unless it names it already. */
function message(issue: z.core.$ZodIssue, path: readonly PropertyKey[]): string {
  const where = path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return `unknown ${path.length ? `key in ${where}` : 'prop'}: ${issue.keys.join(', ')}`;
  return !where || issue.message.startsWith(String(path[0])) ? issue.message : `${where}: ${issue.message}`;
}
