/**
 * The browser's localStorage, reached so that nothing ever throws to the page: privacy modes forbid
 * it (reading `window.localStorage` throws), quotas refuse writes, and server-side code has no window.
 * Callers get `null` / `false` instead and carry on without keeping anything.
 *
 *   const storage = browserStorage();            // Storage, or null where the browser forbids it
 *   readStored(storage, 'hexone.lessons.v1');     // the text saved, or null
 *   writeStored(storage, 'hexone.lessons.v1', t); // false when it could not be kept
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
