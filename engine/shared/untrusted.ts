/**
 * Reading values the engines did not build: text typed by people, objects handed over by pages and
 * frameworks, data read back from storage, URLs or workers. Such a value may be of any JavaScript type,
 * carry getters or proxy traps that throw, inherit fields from a crafted prototype, be a class instance,
 * refer to itself, be frozen, or be a list of length 2³² − 1 with nothing in it. Both games' engines read
 * them through these helpers, at their public boundary, and never throw:
 *
 * - inside `guarded`, so a getter or a proxy trap that throws becomes the engine's typed refusal
 *   (`invalid-state`, `invalid-action`, … with a short English reason) instead of an exception;
 * - own fields only (`ownField`, `readFields`): a field inherited from a prototype is not there;
 * - plain objects only (`isPlainObject`): what JSON.parse, structuredClone or an object literal make, so a
 *   class instance (whose getters and methods a copy would not keep) is refused rather than half read;
 * - lists by their length first (`readList`): a length above what the engine could use is refused before
 *   any element is read, so a sparse list of length 2³² − 1 costs one comparison, not a walk;
 * - once: each value is read into a fresh plain copy, which is then checked and used. A getter or a proxy
 *   may answer differently each time it is asked; reading it once means what was checked is what is used,
 *   and nothing the caller passed in is kept (the engine works on its copy).
 *
 * The readers follow a fixed shape (a state, then its board, then a placed tile, …), never the value's
 * own references, so a value that refers to itself cannot send them round in circles, and a frozen value
 * reads like any other (the engines never change what they are given).
 */

/** The longest excerpt of a bad value kept in an error (a 100 KB token must not become a 100 KB message). */
export const EXCERPT_LENGTH = 40;

/** The reason given when reading a value threw (a getter, a proxy trap, a revoked proxy). */
export const THREW = 'reading it threw an exception';

/** `text`, cut to `EXCERPT_LENGTH` characters with an ellipsis when longer. */
export function excerpt(text: string): string {
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1)}…`;
}

/** A short description of any value, for error messages: never throws, whatever the value does. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return excerpt(value);
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return excerpt(String(value));
  if (typeof value === 'function') return 'a function';
  return guarded(
    () => (Array.isArray(value) ? 'a list' : 'an object'),
    () => 'an object',
  );
}

/** True for objects other than arrays and functions (what a state, a stack or an action must be); never throws. */
export function isRecordLike(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return !Array.isArray(value);
  } catch {
    return false; // a revoked proxy: nothing the engines can read
  }
}

/**
 * Whether `value` is a plain object: its prototype is null or a realm's `Object.prototype` (what object
 * literals, JSON.parse and structuredClone make, from any frame). A class instance, a Map, a Date or an
 * object made with `Object.create(other)` is not. May throw (a proxy's trap): call it inside `guarded`.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return isRecordLike(value) && hasPlainPrototype(value);
}

/** Whether an object's prototype is null or a realm's `Object.prototype` (this realm's is checked first: the usual case, one step). */
function hasPlainPrototype(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * `value[key]` when `key` is the object's own property, else undefined: fields inherited from a
 * crafted prototype are not read, so what was checked is what is used. May throw (a getter): call it
 * inside `guarded`.
 */
export function ownField(value: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(value, key) ? value[key] : undefined;
}

/**
 * The own fields `keys` of a plain object, each read once into a fresh object (absent or inherited:
 * undefined), or why `value` cannot be read as one. May throw (a getter): call it inside `guarded`.
 */
export function readFields<K extends string>(value: unknown, keys: readonly K[], what: string): Record<K, unknown> | string {
  if (!isRecordLike(value)) return `${what} must be an object, not ${describe(value)}`;
  if (!hasPlainPrototype(value)) return `${what} must be a plain object (not a class instance or an object built on another)`;
  const copy = {} as Record<K, unknown>;
  for (const key of keys) copy[key] = Object.hasOwn(value, key) ? value[key] : undefined;
  return copy;
}

/**
 * The elements of `value`, a list of at most `max`, read once into a fresh dense list (a hole, or an
 * index only inherited, reads as undefined), or why not. The length is checked before any element is
 * read. May throw (a proxy): call it inside `guarded`.
 */
export function readList(value: unknown, max: number, what: string): unknown[] | string {
  if (!Array.isArray(value)) return `${what} must be a list, not ${describe(value)}`;
  const length: unknown = value.length;
  if (typeof length !== 'number' || !(length <= max)) return `${what} must hold at most ${max}, not ${describe(length)}`;
  const copy = new Array<unknown>(length);
  for (let k = 0; k < length; k++) copy[k] = Object.hasOwn(value, k) ? value[k] : undefined;
  return copy;
}

/** What `readData` copies: JSON's kinds, plus the other primitives (which cannot lie or throw). */
export type Data = null | undefined | boolean | number | string | bigint | symbol | Data[] | { [key: string]: Data };

/**
 * A deep copy of plain data, read once (own enumerable fields of plain objects, elements of lists), or
 * why it is not plain data: a function, a class instance (Map, Date, …), more than `budget` values in
 * all (lists and field lists are measured before they are read), or nested deeper than `depth` (which
 * also stops a value that contains itself). For values whose shape the engine does not read field by
 * field: machine events, conformance cases. May throw (a getter): call it inside `guarded`.
 */
export function readData(value: unknown, budget: number, depth: number): { ok: true; value: Data } | { ok: false; reason: string } {
  let left = budget;
  const copy = (item: unknown, level: number): Data => {
    if (typeof item === 'function') throw new DataError('a function is not data');
    if (typeof item !== 'object' || item === null) return item as Data;
    if (level > depth) throw new DataError(`nested deeper than ${depth} levels`);
    const list = Array.isArray(item);
    if (!list && !isPlainObject(item)) throw new DataError('a class instance is not plain data');
    const keys = list ? null : Object.keys(item);
    const size: unknown = keys ? keys.length : (item as unknown[]).length;
    if (typeof size !== 'number' || !(size <= left)) throw new DataError(`more than ${budget} values`);
    left -= size;
    if (!keys) {
      const out = new Array<Data>(size);
      for (let k = 0; k < size; k++) out[k] = copy(Object.hasOwn(item, k) ? (item as unknown[])[k] : undefined, level + 1);
      return out;
    }
    // fromEntries makes own fields, so a field named __proto__ (JSON.parse makes them) stays a field.
    return Object.fromEntries(keys.map((key) => [key, copy((item as Record<string, unknown>)[key], level + 1)]));
  };
  try {
    return { ok: true, value: copy(value, 0) };
  } catch (error) {
    if (error instanceof DataError) return { ok: false, reason: error.message };
    throw error; // a getter or a trap threw: the caller's `guarded` answers
  }
}

class DataError extends Error {}

/**
 * Runs `read`; if the value it reads throws (a getter, a proxy trap, a `toString`), answers
 * `onThrow(reason)` instead, so a hostile object gets a typed refusal rather than an exception.
 */
export function guarded<T>(read: () => T, onThrow: (reason: string) => T): T {
  try {
    return read();
  } catch {
    return onThrow(THREW);
  }
}

/**
 * A plain copy of `value` read once (`readData`), or undefined when it is not plain data or reading it threw:
 * for the elements' properties (names, a match, highlighted cells, a move to show), whose checks then refuse
 * anything that is not what they want. The defaults fit a property: 20,000 values, 16 levels.
 */
export function plainCopy(value: unknown, budget = 20_000, depth = 16): Data | undefined {
  return guarded(
    () => {
      const read = readData(value, budget, depth);
      return read.ok ? read.value : undefined;
    },
    () => undefined,
  );
}
