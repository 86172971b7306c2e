/**
 * What both games' bot workers (`engine/<game>/bot/worker.ts`) do with a message before they think: read
 * it once into a plain copy, whatever it holds (a page's mistake, another script posting to the worker),
 * and either find a request in it or say why not, so every message gets an answer and none a throw.
 */
import { guarded, readData, readFields } from './untrusted.js';

/** The longest a request may make a bot think, whatever its options ask (the page gives up after 10 s). */
export const MAX_THINK_MS = 5000;

/** The most values a request may hold in all (a state or a view is a few hundred), and how deep. */
const BUDGET = 20_000;
const DEPTH = 8;

export type Request<K extends string, O extends string> =
  { ok: true; id: number; level: string; fields: Record<K, unknown>; options: Partial<Record<O, unknown>> } | { ok: false; id: number | null; error: string };

/**
 * The request in a message: `{ id, level, options, …fields }` read once, its id a whole number, its level
 * one of `levels`, its options an object (only `optionFields` read); or why not, with the message's id
 * when it has one (so even that answer finds its request).
 */
export function readRequest<K extends string, O extends string>(
  data: unknown,
  fields: readonly K[],
  levels: readonly string[],
  optionFields: readonly O[],
): Request<K, O> {
  const read = guarded(
    () => {
      const copy = readData(data, BUDGET, DEPTH);
      if (!copy.ok) return copy.reason;
      const request = readFields(copy.value, ['id', 'level', 'options', ...fields], 'a request');
      if (typeof request === 'string') return request;
      if (!Number.isSafeInteger(request.id)) return 'a request has a whole-number id';
      if (!levels.includes(request.level as string)) return `level must be ${levels.join(', ')}`;
      const options = request.options === undefined ? {} : readFields(request.options, optionFields, 'options');
      if (typeof options === 'string') return options;
      return { ok: true as const, id: request.id as number, level: request.level as string, fields: request, options };
    },
    (reason) => `the message: ${reason}`,
  );
  return typeof read === 'string' ? { ok: false, id: idOf(data), error: read } : read;
}

/** The message's id when it has a whole-number one; else null. */
function idOf(data: unknown): number | null {
  const fields = guarded(
    () => readFields(data, ['id'], 'a request'),
    (reason) => reason,
  );
  return typeof fields !== 'string' && Number.isSafeInteger(fields.id) ? (fields.id as number) : null;
}

/**
 * How long a bot may think: the time asked for (a number ≥ 0) or, when none is but the request bounds its work
 * another way (a count of deals or of nodes, which could be endless), the cap; capped either way. Undefined
 * leaves the bot its own default.
 */
export function thinkingTime(timeMs: unknown, bounded: boolean): number | undefined {
  const asked = typeof timeMs === 'number' && timeMs >= 0 ? timeMs : undefined;
  return asked !== undefined || bounded ? Math.min(asked ?? MAX_THINK_MS, MAX_THINK_MS) : undefined;
}
