/**
 * Reading values the engine did not build: text typed by people, objects handed over by pages and
 * frameworks, data read back from storage, URLs or workers. Such a value may be of any JavaScript type,
 * carry getters that throw, inherit fields from a crafted prototype, or be megabytes long. These helpers
 * read it without throwing and describe it briefly, so errors stay short and readable.
 */

/** The longest excerpt of a bad value kept in an error (a 100 KB token must not become a 100 KB message). */
export const EXCERPT_LENGTH = 40;

/** `text`, cut to `EXCERPT_LENGTH` characters with an ellipsis when longer. */
export function excerpt(text: string): string {
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1)}…`;
}

/** A short description of any value, for error messages: never throws, whatever the value does. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return excerpt(value);
  if (value === null || typeof value !== 'object' && typeof value !== 'function') return excerpt(String(value));
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'function' ? 'a function' : 'an object';
}

/** True for objects other than arrays and functions (what a state, a stack or an action must be). */
export function isRecordLike(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `value[key]` when `key` is the object's own property, else undefined: fields inherited from a
 * crafted prototype are not read, so what was checked is what is used.
 */
export function ownField(value: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(value, key) ? value[key] : undefined;
}

/**
 * Runs `read`; if the value it reads throws (a getter, a proxy trap, a `toString`), answers
 * `onThrow(reason)` instead, so a hostile object gets a typed refusal rather than an exception.
 */
export function guarded<T>(read: () => T, onThrow: (reason: string) => T): T {
  try {
    return read();
  } catch {
    return onThrow('reading it threw an exception');
  }
}
