import { css } from 'lit';
import { boardStyles } from './board.styles.js';
import { controlsStyles } from './controls.styles.js';
import { forcedColorsStyles } from './forced-colors.styles.js';
import { helpStyles } from './help.styles.js';
import { marksStyles } from './marks.styles.js';

/**
 * Theme: every colour is a `--hexone-…` custom property defaulted on `:host` as `light-dark(light, dark)`.
 * The board follows the page's `color-scheme`, which it inherits (it sets none of its own): a page that
 * declares nothing is light, so the board is light on it whatever the reader prefers (its text would
 * otherwise turn light on the page's white); a page declaring `color-scheme: light dark` follows the
 * reader; `dark` gets the dark palette. A page with its own light/dark switch sets `color-scheme: light`
 * or `dark` on the element (or an ancestor). Forced-colors mode maps everything to system colours.
 * Shapes and dashes, not colour alone, tell legal / explodable / Y 1 / Y 2 apart.
 *
 * `--_pawn-…` and `--_y-colour` are internal: set on a side's or a Y's group, read by what is drawn in it.
 * Written as ordinary CSS: the builds minify it (cssTemplates() in scripts/elements.mjs), keeping each `--_…`
 * name as written, as they are set in one sheet and read in another.
 *
 * The element's CSS in one sheet per job, composed in this order (the order they had in one sheet):
 * the theme here, then the board (board.styles.ts), the moves drawn over it (marks.styles.ts), the controls
 * around it (controls.styles.ts), the keys' help panel (help.styles.ts), and forced colors last (forced-colors.styles.ts).
 */
const theme = css`
  :host {
    --hexone-b-color: light-dark(#20232b, #0e0f12);
    --hexone-b-edge: light-dark(#000, #8a8f99);
    --hexone-b-text: #fff;
    --hexone-w-color: light-dark(#f8f5ec, #f1ede2);
    --hexone-w-edge: #5c5849; /* also in the dark: white pawns stay outlined on light tiles */
    --hexone-w-text: #20232b;
    --hexone-cell-fill: light-dark(#e6d7b8, #4a4236);
    --hexone-cell-stroke: light-dark(#6b5a3c, #a99878);
    --hexone-centre-stroke: light-dark(#6b5a3c, #d8c8a6);
    --hexone-tile-white: light-dark(#fdfcf8, #d9d6cc);
    --hexone-tile-gray: light-dark(#a9adb2, #85898f); /* dark text on it at 4.5:1 */
    --hexone-removed-stroke: light-dark(#8a8a8a, #9a9a9a);
    --hexone-tile-text: #1d1d1f;
    --hexone-legal: light-dark(#1f7a48, #6fd39b);
    --hexone-explodable: light-dark(#c2381f, #ff8a70);
    --hexone-y1: light-dark(#1559b0, #7fb5ff);
    --hexone-y2: light-dark(#a3107c, #f28bd6);
    --hexone-highlight: light-dark(#d99a00, #ffcc4d);
    --hexone-hint: light-dark(#0b6b6b, #5fd9d0);
    --hexone-trail: light-dark(#5b5447, #cfc6b4);
    --hexone-focus: light-dark(#1a66d6, #8ab4ff);
    --hexone-text: light-dark(#1d1d1f, #f0ede6);
    --hexone-muted: light-dark(#5b5447, #cfc6b4);
    --hexone-font: system-ui, sans-serif;
    --hexone-button-bg: light-dark(#f3efe6, #2e2a24);
    display: block;
    max-width: 36rem;
    color: var(--hexone-text);
    font-family: var(--hexone-font);
    -webkit-tap-highlight-color: transparent;
  }
  :host([hidden]) {
    display: none;
  }
`;

export const styles = [theme, boardStyles, marksStyles, controlsStyles, helpStyles, forcedColorsStyles];
