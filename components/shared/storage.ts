/**
 * The browser's localStorage, reached so that nothing ever throws to the page: privacy modes forbid
 * it (reading `window.localStorage` throws), quotas refuse writes, and server-side code has no window.
 * Callers get `null` / `false` instead and carry on without keeping anything.
 *
 *   const storage = browserStorage();            // Storage, or null where the browser forbids it
 *   readStored(storage, 'hexone.lessons.v1');     // the text saved, or null
 *   writeStored(storage, 'hexone.lessons.v1', t); // false when it could not be kept
 *   readSavedJson(text, readShape, empty);        // { value, corrupted }: saved JSON, or a fresh start
 */

/** The surface used, so that tests can pass a fake storage (or one that throws). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's localStorage, or null where there is none or the browser forbids it. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The text stored under `key`; null when nothing is stored or the storage cannot be read. */
export function readStored(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `text` under `key`; false when there is no storage or it refused (quota, disabled). */
export function writeStored(storage: StorageLike | null, key: string, text: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Saved JSON read back. Every reader of saved data had the same steps: nothing saved is a fresh start;
 * text that is not JSON, or JSON of the wrong shape (hand-edited, another version), is a fresh start too,
 * flagged `corrupted` so the page can say so once. Kept here so each reader only says what shape it accepts.
 *
 *   const { value, corrupted } = readSavedJson(text, (data) => isPlainObject(data) ? … : null, emptyThing);
 *
 * `read` gets the parsed value (any JSON: null, arrays, numbers too) and returns null to refuse it; if it
 * throws, the data is refused as well: nothing reaches the page.
 */
export function readSavedJson<T>(text: string | null, read: (data: unknown) => T | null, empty: () => T): { value: T; corrupted: boolean } {
  if (text === null || text === '') return { value: empty(), corrupted: false };
  try {
    const value = read(JSON.parse(text));
    if (value !== null) return { value, corrupted: false };
  } catch {
    // not JSON, or a shape the reader could not even walk: the fresh start below
  }
  return { value: empty(), corrupted: true };
}

/** An object read from JSON with named fields: not null, not an array. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
