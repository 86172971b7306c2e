/**
 * Keys of the board grid, turned into commands (the element carries them out).
 *
 * | keys                       | command                                                    |
 * |----------------------------|------------------------------------------------------------|
 * | ←/→ (or A/D)               | focus W/E neighbour                                        |
 * | ↑ / ↓                      | focus the cell above/below (NE/NW, SW/SE alternately, so repeated presses go straight) |
 * | Q / E / Z / C              | focus NW / NE / SW / SE neighbour                          |
 * | Home / End                 | first / last cell of the row                               |
 * | Enter / Space              | place, choose the cell to explode, or fire the Y the focused cell is on |
 * | 1 / 2                      | fire Y 1 / Y 2 of the chosen cell                          |
 * | Escape                     | drop the chosen cell                                       |
 * | Ctrl+Z / U, Ctrl+Y / Ctrl+Shift+Z / R | undo / redo                                     |
 * | N                          | next explosion (step mode)                                 |
 * | P                          | pass (only when shut in on the centre)                     |
 */
import { type Cell, type Direction, neighbour } from '../../engine/hexone/cells.js';
import { ROWS_TOP_DOWN } from './geometry.js';

export type KeyCommand =
  | { type: 'focus'; cell: Cell }
  | { type: 'activate' }
  | { type: 'y'; y: 0 | 1 }
  | { type: 'cancel' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'next' }
  | { type: 'pass' };

const MOVES: Record<string, Direction> = { ArrowLeft: 'W', ArrowRight: 'E', a: 'W', d: 'E', q: 'NW', e: 'NE', z: 'SW', c: 'SE' };

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
  const direction = MOVES[k];
  if (direction) return { type: 'focus', cell: neighbour(from, direction) ?? from };
  const row = ROWS_TOP_DOWN.find((r) => r.includes(from))!;
  if (k === 'Home') return { type: 'focus', cell: row[0] };
  if (k === 'End') return { type: 'focus', cell: row[row.length - 1] };
  if (k === 'Enter' || k === ' ') return { type: 'activate' };
  if (k === '1' || k === '2') return { type: 'y', y: k === '1' ? 0 : 1 };
  if (k === 'Escape') return { type: 'cancel' };
  if (k === 'u') return { type: 'undo' };
  if (k === 'r') return { type: 'redo' };
  if (k === 'n') return { type: 'next' };
  if (k === 'p') return { type: 'pass' };
  return null;
}
