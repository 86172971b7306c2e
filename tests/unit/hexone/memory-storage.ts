/**
 * A storage holding one key in memory, for the site's saved data (puzzle progress, rating): `text` is what it holds,
 * so a test can read what was saved or plant a corrupted value.
 */
import type { StorageLike } from '@site/components/hexone/puzzle/progress.js';

export function memoryStorage(key: string, initial: string | null = null): StorageLike & { text: string | null } {
  return {
    text: initial,
    getItem(asked) {
      return asked === key ? this.text : null;
    },
    setItem(asked, value) {
      if (asked === key) this.text = value;
    },
  };
}
