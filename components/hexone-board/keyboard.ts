/**
 * Keys of the board grid, turned into commands (the element carries them out). Letter keys are read
 * by position (`KeyboardEvent.code`, named here as on QWERTY; `key-names.ts` names them for the
 * reader's layout: A E / Q D / W C on AZERTY), so the six directions keep the hexagon's shape.
 *
 * | keys (QWERTY positions)    | command                                                    |
 * |----------------------------|------------------------------------------------------------|
 * | ←/→ (or A/D)               | focus W/E neighbour                                        |
 * | ↑ / ↓                      | focus the cell above/below (NE/NW, SW/SE alternately, so repeated presses go straight) |
 * | Q / E / Z / C              | focus NW / NE / SW / SE neighbour                          |
 * | Home / End                 | first / last cell of the row                               |
 * | Enter / Space              | place, choose the cell to explode, or fire the Y the focused cell is on |
 * | 1 / 2                      | fire Y 1 / Y 2 of the chosen cell                          |
 * | Escape                     | drop the chosen cell (or close the keys' help)             |
 * | Ctrl+Z / U, Ctrl+Y / Ctrl+Shift+Z / R | undo / redo (Ctrl shortcuts by letter, as every editor reads them) |
 * | N                          | next explosion (step mode)                                 |
 * | P                          | pass (only when shut in on the centre)                     |
 * | ?                          | show or hide the keys' help                                |
 */
import { type Cell, type Direction, neighbour } from '../../engine/hexone/cells.js';
import { ROWS_TOP_DOWN } from './geometry.js';
import { KEY_CODES } from './key-names.js';

export type KeyCommand =
  | { type: 'focus'; cell: Cell }
  | { type: 'activate' }
  | { type: 'y'; y: 0 | 1 }
  | { type: 'cancel' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'next' }
  | { type: 'pass' }
  | { type: 'help' };

const MOVES: Record<string, Direction> = {
  ArrowLeft: 'W',
  ArrowRight: 'E',
  [KEY_CODES.w]: 'W',
  [KEY_CODES.e]: 'E',
  [KEY_CODES.nw]: 'NW',
  [KEY_CODES.ne]: 'NE',
  [KEY_CODES.sw]: 'SW',
  [KEY_CODES.se]: 'SE',
};
const LETTER_COMMANDS: Record<string, 'undo' | 'redo' | 'next' | 'pass'> = {
  [KEY_CODES.undo]: 'undo',
  [KEY_CODES.redo]: 'redo',
  [KEY_CODES.next]: 'next',
  [KEY_CODES.pass]: 'pass',
};

/** The key's position: its `code`, or for an event without one (some synthetic events) the QWERTY place of its letter. */
function positionOf(key: KeyboardEvent): string {
  if (key.code) return key.code;
  return /^[a-z]$/i.test(key.key) ? `Key${key.key.toUpperCase()}` : key.key;
}

/**
 * The command for a key press on `from`, or null when the key is not the board's.
 * `memory` remembers which of NE/NW the last ↑ or ↓ took, so the next one takes the other (a zigzag reads as straight up).
 */
export function keyCommand(key: KeyboardEvent, from: Cell, memory: { zig: boolean }): KeyCommand | null {
  const k = key.key.length === 1 ? key.key.toLowerCase() : key.key;
  const ctrl = key.ctrlKey || key.metaKey;
  if (ctrl) {
    if (k === 'z') return key.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (k === 'y') return { type: 'redo' };
    return null;
  }
  if (key.altKey) return null;
  const place = positionOf(key);
  if (k === 'ArrowUp' || k === 'ArrowDown') {
    const pair: Direction[] = k === 'ArrowUp' ? ['NE', 'NW'] : ['SW', 'SE'];
    if (memory.zig) pair.reverse();
    for (const d of pair) {
      const n = neighbour(from, d);
      if (n) {
        memory.zig = d !== pair[0] ? memory.zig : !memory.zig;
        return { type: 'focus', cell: n };
      }
    }
    return { type: 'focus', cell: from };
  }
  const direction = MOVES[k] ?? MOVES[place];
  if (direction) return { type: 'focus', cell: neighbour(from, direction) ?? from };
  const row = ROWS_TOP_DOWN.find((r) => r.includes(from))!;
  if (k === 'Home') return { type: 'focus', cell: row[0] };
  if (k === 'End') return { type: 'focus', cell: row[row.length - 1] };
  if (k === 'Enter' || k === ' ') return { type: 'activate' };
  // Digits by key or by place: the top row gives & and é unshifted on AZERTY.
  if (k === '1' || place === 'Digit1' || place === 'Numpad1') return { type: 'y', y: 0 };
  if (k === '2' || place === 'Digit2' || place === 'Numpad2') return { type: 'y', y: 1 };
  if (k === 'Escape') return { type: 'cancel' };
  if (k === '?') return { type: 'help' };
  const command = LETTER_COMMANDS[place];
  return command ? { type: command } : null;
}
