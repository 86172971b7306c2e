/**
 * Registers `<hexone-board>` (once, even if this module is loaded twice) and declares its tag and events
 * for TypeScript: `document.querySelector('hexone-board')` is a `HexoneBoard`, and
 * `addEventListener('hexone-place', (e) => e.detail.cell)` is typed.
 */
import type { HexoneEventMap } from './events.js';
import { HexoneBoard } from './hexone-board.js';
import { loadLang, resolveLang } from './i18n.js';

// Guarded so server-side code (Astro pages reusing the messages) can import this module too.
if (typeof customElements !== 'undefined' && !customElements.get('hexone-board')) customElements.define('hexone-board', HexoneBoard);
// On a French page, start fetching the French strings now rather than when the first board updates.
if (typeof document !== 'undefined') void loadLang(resolveLang(document.documentElement.lang));

declare global {
  interface HTMLElementTagNameMap {
    'hexone-board': HexoneBoard;
  }
  interface GlobalEventHandlersEventMap extends HexoneEventMap {}
}

export { HexoneBoard };
