/**
 * The board's letter keys by position, and their names as the reader's keyboard prints them. The keys
 * are read by `KeyboardEvent.code` (the key's place, not its letter), so the six directions keep their
 * hexagon shape on every layout: Q E / A D / Z C on QWERTY are A E / Q D / W C on AZERTY. To name them,
 * the browser's layout map is asked where it exists (`navigator.keyboard.getLayoutMap()`, Chromium);
 * elsewhere the usual layout of the board's language stands in (French: AZERTY; English: QWERTY).
 */
import type { KeyNames, Lang } from './i18n-types.js';

/** The physical key of each letter command. */
export const KEY_CODES: Readonly<Record<keyof KeyNames, string>> = {
  nw: 'KeyQ',
  ne: 'KeyE',
  w: 'KeyA',
  e: 'KeyD',
  sw: 'KeyZ',
  se: 'KeyC',
  undo: 'KeyU',
  redo: 'KeyR',
  next: 'KeyN',
  pass: 'KeyP',
};

/** Where AZERTY's letters differ from QWERTY's, among the keys A to Z. */
const AZERTY: Readonly<Record<string, string>> = { KeyQ: 'A', KeyA: 'Q', KeyZ: 'W', KeyW: 'Z', KeyM: ',' };

/** The letter printed on the key at `code` in the usual layout of `lang`. */
function usualName(code: string, lang: Lang): string {
  return (lang === 'fr' ? AZERTY[code] : undefined) ?? code.replace(/^Key/, '');
}

/** The names of the board's keys: from the browser's layout map when given, else the language's usual layout. */
export function keyNames(lang: Lang, layout?: ReadonlyMap<string, string> | null): KeyNames {
  const names = {} as KeyNames;
  for (const [command, code] of Object.entries(KEY_CODES) as [keyof KeyNames, string][]) {
    const printed = layout?.get(code);
    names[command] = typeof printed === 'string' && printed.trim() ? printed.toUpperCase() : usualName(code, lang);
  }
  return names;
}

interface KeyboardWithLayout {
  getLayoutMap(): Promise<ReadonlyMap<string, string>>;
}

/** The browser's keyboard layout map, or null where there is none (Firefox, Safari) or it is refused. */
export async function readLayout(): Promise<ReadonlyMap<string, string> | null> {
  try {
    const keyboard = (globalThis.navigator as { keyboard?: KeyboardWithLayout } | undefined)?.keyboard;
    return typeof keyboard?.getLayoutMap === 'function' ? await keyboard.getLayoutMap() : null;
  } catch {
    return null; // e.g. a cross-origin iframe without the permission
  }
}
