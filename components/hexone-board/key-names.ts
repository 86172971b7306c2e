/**
 * The board's letter keys by position, and their names as the reader's keyboard prints them. The keys
 * are read by `KeyboardEvent.code` (the key's place, not its letter), so the six directions keep their
 * hexagon shape on every layout: Q E / A D / Z C on QWERTY are A E / Q D / W C on AZERTY. To name them,
 * the browser's layout map is asked where it exists (`navigator.keyboard.getLayoutMap()`, Chromium);
 * elsewhere the usual layout of the board's language stands in (French: AZERTY; English: QWERTY). What the person
 * types is the surest of all: each letter key pressed tells what that key prints, and which layout it is.
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

/** The letter printed on the key at `code` in a layout given by its differences from QWERTY. */
const nameIn = (layout: Readonly<Record<string, string>>, code: string) => layout[code] ?? code.replace(/^Key/, '');

/**
 * The layout the person's own keystrokes (`typed`: key place → letter) show, when one of them is a key AZERTY and
 * QWERTY print differently: the one every keystroke fits. (Other layouts are named key by key, from what is typed.)
 */
function typedLayout(typed: ReadonlyMap<string, string>): Readonly<Record<string, string>> | null {
  if (![...typed.keys()].some((code) => code in AZERTY)) return null;
  return [AZERTY, {}].find((layout) => [...typed].every(([code, key]) => nameIn(layout, code) === key.toUpperCase())) ?? null;
}

/**
 * The names of the board's keys, as the person's keyboard prints them: the keys they have typed on this board
 * (`typed`, read from their keystrokes: the surest source), and for the others the layout those keystrokes show
 * (AZERTY or QWERTY), else the browser's layout map when it agrees with them, else the usual layout of the
 * board's language (AZERTY for French).
 */
export function keyNames(lang: Lang, layout?: ReadonlyMap<string, string> | null, typed: ReadonlyMap<string, string> = new Map()): KeyNames {
  const known = typedLayout(typed);
  // A map that contradicts what the person typed is not their keyboard's (a browser can report a default one).
  const map = [...typed].every(([code, key]) => !layout?.get(code) || layout.get(code)!.toUpperCase() === key.toUpperCase()) ? layout : null;
  const names = {} as KeyNames;
  for (const [command, code] of Object.entries(KEY_CODES) as [keyof KeyNames, string][]) {
    const printed = typed.get(code) ?? (known ? nameIn(known, code) : map?.get(code));
    names[command] = typeof printed === 'string' && printed.trim() ? printed.toUpperCase() : nameIn(lang === 'fr' ? AZERTY : {}, code);
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
