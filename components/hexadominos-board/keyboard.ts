/**
 * Keys of the board, turned into commands (the element carries them out). Where the focus is decides
 * what arrows do:
 *
 * | focus            | keys                          | command                                          |
 * |------------------|-------------------------------|--------------------------------------------------|
 * | a rack tile      | ←/→ (↑/↓), Home/End           | focus the previous / next / first / last tile    |
 * | a free place     | ←/↑ previous, →/↓ next, Home/End | focus another place (reading order)           |
 * | a free place     | Enter / Space                 | show the tile there; again: place it             |
 * | the table        | arrows, + / −, 0              | pan, zoom, fit (table-view-controller.ts)         |
 * | anywhere         | R / Shift+R                   | turn the tile clockwise / back                   |
 * | anywhere         | Escape                        | take the tile back to the rack (one press)       |
 * | anywhere         | ?                             | open or close the keys' help, and read it        |
 */
export type KeyCommand =
  | { type: 'move'; by: number } // among rack tiles or places: −1, +1
  | { type: 'edge'; last: boolean } // Home / End
  | { type: 'activate' }
  | { type: 'rotate'; by: 1 | -1 }
  | { type: 'cancel' }
  | { type: 'help' };

export type KeyZone = 'rack' | 'spot' | 'table' | 'other';

export function keyCommand(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>, zone: KeyZone): KeyCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const key = event.key;
  if (key === 'r' || key === 'R') return { type: 'rotate', by: event.shiftKey ? -1 : 1 };
  if (key === 'Escape') return { type: 'cancel' };
  if (key === '?') return { type: 'help' };
  if (zone !== 'rack' && zone !== 'spot') return null;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return { type: 'move', by: -1 };
  if (key === 'ArrowRight' || key === 'ArrowDown') return { type: 'move', by: 1 };
  if (key === 'Home' || key === 'End') return { type: 'edge', last: key === 'End' };
  if (zone === 'spot' && (key === 'Enter' || key === ' ')) return { type: 'activate' };
  return null;
}

/** Where the board's `focus()` puts the keyboard: the first of these it shows (who starts, the privacy screen, the rack, the end, the table). */
const FOCUS_ORDER = [
  'button.start',
  'button.ready',
  '.rack-tile[aria-pressed="true"]',
  '.rack-tile[tabindex="0"]:not([aria-disabled="true"])',
  '.end h2',
  'svg.table',
];

export function focusTarget(root: ParentNode | undefined): HTMLElement | SVGElement | null {
  for (const selector of FOCUS_ORDER) {
    const found = root?.querySelector?.<HTMLElement | SVGElement>(selector);
    if (found) return found;
  }
  return null;
}
