/**
 * Registers `<hexadominos-board>` (once, even if this module is loaded twice) and declares its tag and
 * events for TypeScript: `document.querySelector('hexadominos-board')` is a `HexadominosBoard`, and
 * `addEventListener('hexadominos-place', (e) => e.detail.points)` is typed.
 */
import type { HexadominosEventMap } from './events.js';
import { HexadominosBoard } from './hexadominos-board.js';
import { loadLang, resolveLang } from './i18n.js';

// Guarded so server-side code (Astro pages reusing the messages) can import this module too.
if (typeof customElements !== 'undefined' && !customElements.get('hexadominos-board')) customElements.define('hexadominos-board', HexadominosBoard);
// On a French page, start fetching the French strings now rather than when the first board updates.
if (typeof document !== 'undefined') void loadLang(resolveLang(document.documentElement.lang));

declare global {
  interface HTMLElementTagNameMap {
    'hexadominos-board': HexadominosBoard;
  }
  interface GlobalEventHandlersEventMap extends HexadominosEventMap {}
}

export { HexadominosBoard };
