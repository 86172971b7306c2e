import { css } from 'lit';

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
 * Written as ordinary CSS: the builds minify it (scripts/minify-css-templates.mjs).
 */
export const styles = css`
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

  /* The board */
  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
    touch-action: manipulation;
    user-select: none;
  }
  .disabled svg {
    opacity: 0.45;
  }
  text {
    font: 13px var(--hexone-font);
    text-anchor: middle;
    pointer-events: none;
  }
  .cell {
    outline: none;
  }
  .interactive :is(.legal, .explodable, .target, .selected) {
    cursor: pointer;
  }
  .hex {
    fill: var(--hexone-cell-fill);
    stroke: var(--hexone-cell-stroke);
    stroke-width: 2;
  }
  .tile {
    transform-box: fill-box;
    transform-origin: center;
  }
  .white .hex {
    fill: var(--hexone-tile-white);
  }
  .gray .hex {
    fill: var(--hexone-tile-gray);
    stroke-dasharray: 7 4;
  }
  .removed .hex {
    fill: none;
    stroke: var(--hexone-removed-stroke);
    stroke-dasharray: 2 5;
  }
  .centre-mark {
    fill: none;
    stroke: var(--hexone-centre-stroke);
    stroke-width: 2.5;
  }
  .peak-arrow {
    fill: none;
    stroke: var(--hexone-cell-stroke);
    stroke-width: 4;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .removed .peak-arrow {
    opacity: 0.35;
  }
  .points {
    font-weight: 700;
    fill: var(--hexone-text);
  }
  .coord {
    fill: var(--hexone-muted);
  }
  :is(.white, .gray) :is(.points, .coord) {
    fill: var(--hexone-tile-text);
  }

  /* What may be played: legal cells, explodable cells, the chosen one, cells marked for teaching */
  .legal-dot {
    fill: var(--hexone-legal);
  }
  .interactive .legal .hex {
    stroke: var(--hexone-legal);
    stroke-width: 4;
  }
  .interactive .explodable .hex {
    stroke: var(--hexone-explodable);
    stroke-width: 5;
    stroke-dasharray: 10 5;
  }
  .interactive .selected .hex {
    stroke: var(--hexone-explodable);
    stroke-width: 7;
    stroke-dasharray: none;
  }
  .highlight .hex {
    stroke: var(--hexone-highlight);
    stroke-width: 6;
  }
  .ring {
    fill: none;
    pointer-events: none;
  }
  .cell:focus-visible .ring {
    stroke: var(--hexone-focus);
    stroke-width: 5;
  }

  /* Pawns: each side's group sets the colours its coins use */
  .b {
    --_pawn-colour: var(--hexone-b-color);
    --_pawn-edge: var(--hexone-b-edge);
    --_pawn-text: var(--hexone-b-text);
  }
  .w {
    --_pawn-colour: var(--hexone-w-color);
    --_pawn-edge: var(--hexone-w-edge);
    --_pawn-text: var(--hexone-w-text);
  }
  .coin {
    fill: var(--_pawn-colour);
    stroke: var(--_pawn-edge);
    stroke-width: 1.5;
  }
  .side {
    fill: var(--_pawn-edge);
    stroke: var(--_pawn-edge);
    stroke-width: 1.5;
  }
  .num {
    font-size: 15px;
    font-weight: 700;
    fill: var(--_pawn-text);
  }
  .stack,
  .ghost,
  .num {
    transform-box: view-box;
  }

  /* The Y preview of the chosen cell: each Y's group sets its colour; Y 2 is dashed as well */
  .preview,
  .ghost {
    pointer-events: none;
  }
  .y1 {
    --_y-colour: var(--hexone-y1);
  }
  .y2 {
    --_y-colour: var(--hexone-y2);
  }
  .arm {
    fill: none;
    stroke: var(--_y-colour);
    stroke-width: 5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .arm.back {
    stroke-width: 3;
    stroke-dasharray: 3 5;
  }
  .lost-mark {
    stroke: var(--_y-colour);
    stroke-width: 5;
    stroke-linecap: round;
  }
  .y2 :is(.arm, .lost-mark),
  .interactive .target.y2 .hex {
    stroke-dasharray: 9 6;
  }
  .end,
  .badge,
  .capture {
    fill: var(--_y-colour);
  }
  .badge-text,
  .capture-text {
    fill: #fff;
    font-size: 14px;
    font-weight: 700;
  }
  .y.dim {
    opacity: 0.25;
  }
  .interactive .target .hex {
    stroke: var(--_y-colour);
    stroke-width: 5;
  }
  /* The explosion being drawn */
  .exploding .hex {
    stroke: var(--hexone-explodable);
    stroke-width: 8;
    stroke-dasharray: none;
  }

  /* Moves drawn over the board: a hint (bold) and the turn just played (faint) */
  .marks {
    pointer-events: none;
    --_mark-colour: var(--hexone-hint);
  }
  .marks.trail {
    --_mark-colour: var(--hexone-trail);
    opacity: 0.55;
  }
  .mark-arm,
  .mark-back,
  .mark-lost,
  .mark-ring {
    fill: none;
    stroke: var(--_mark-colour);
    stroke-width: 5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .trail :is(.mark-arm, .mark-ring) {
    stroke-width: 3;
  }
  .mark-back,
  .mark-ring {
    stroke-dasharray: 4 6;
  }
  .mark-badge {
    fill: var(--_mark-colour);
  }
  .mark-number {
    fill: light-dark(#fff, #111);
    font-size: 14px;
    font-weight: 700;
  }
  @media (prefers-reduced-motion: no-preference) {
    .hint .mark-step {
      animation: hexone-step 0.35s ease-out backwards;
      animation-delay: calc(var(--step) * 0.6s);
    }
  }
  @keyframes hexone-step {
    from {
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: no-preference) {
    .interactive .explodable:not(.selected) .hex {
      animation: hexone-pulse 1.2s ease-in-out infinite alternate;
    }
  }
  @keyframes hexone-pulse {
    to {
      stroke-opacity: 0.45;
    }
  }

  /* Status line and buttons */
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin-top: 0.5rem;
    min-height: 2.75rem;
  }
  .status {
    flex: 1 1 12rem;
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  .swatch {
    inline-size: 1.1rem;
    block-size: 1.1rem;
    border-radius: 50%;
    flex: none;
    border: 2px solid var(--_pawn-edge);
    background: var(--_pawn-colour);
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  button {
    font: inherit;
    min-block-size: 2.75rem;
    min-inline-size: 2.75rem;
    padding: 0.3rem 0.8rem;
    border-radius: 0.5rem;
    border: 2px solid var(--hexone-cell-stroke);
    background: var(--hexone-button-bg);
    color: var(--hexone-text);
    cursor: pointer;
  }
  button:is(.y1, .y2) {
    border-color: var(--_y-colour);
  }
  button.y2 {
    border-style: dashed;
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
  button:focus-visible {
    outline: 3px solid var(--hexone-focus);
    outline-offset: 2px;
  }
  .message,
  .error {
    overflow-wrap: anywhere; /* a long bad value wraps instead of widening the page */
  }
  .message {
    margin: 0.4rem 0 0;
    color: var(--hexone-explodable);
    font-weight: 600;
  }
  .error {
    margin: 0 0 0.5rem;
    padding: 0.5rem 0.75rem;
    border: 2px solid var(--hexone-explodable);
    border-radius: 0.5rem;
  }
  /* The keys' help panel */
  .help {
    margin-top: 0.5rem;
    padding: 0.5rem 0.75rem;
    border: 2px solid var(--hexone-cell-stroke);
    border-radius: 0.5rem;
  }
  .help h2 {
    margin: 0 0 0.3rem;
    font-size: 1rem;
  }
  .help dl {
    margin: 0;
    display: grid;
    grid-template-columns: max-content 1fr; /* keys, then what they do, aligned across rows */
    gap: 0.3rem 0.75rem;
  }
  .help div {
    display: contents;
  }
  .help dd {
    margin: 0;
  }
  kbd {
    font: inherit;
    font-weight: 600;
    padding: 0 0.3rem;
    border: 1px solid var(--hexone-cell-stroke);
    border-radius: 0.25rem;
  }
  .sr-only {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  @media (forced-colors: active) {
    .hex,
    :is(.white, .gray) .hex {
      fill: Canvas;
      stroke: CanvasText;
    }
    .gray .hex,
    .removed .hex {
      stroke: GrayText;
    }
    .peak-arrow,
    .centre-mark {
      stroke: CanvasText;
    }
    .points,
    .coord,
    :is(.white, .gray) :is(.points, .coord) {
      fill: CanvasText;
    }
    .b {
      --_pawn-colour: CanvasText;
      --_pawn-edge: Canvas;
      --_pawn-text: Canvas;
    }
    .w {
      --_pawn-colour: Canvas;
      --_pawn-edge: CanvasText;
      --_pawn-text: CanvasText;
    }
    .side {
      fill: var(--_pawn-colour);
    }
    .y1,
    .y2,
    .marks {
      --_mark-colour: Highlight;
      --_y-colour: Highlight;
    }
    .exploding .hex {
      stroke: Highlight;
    }
    .mark-number {
      fill: HighlightText;
    }
    .legal-dot {
      fill: Highlight;
    }
    .interactive :is(.legal, .explodable, .selected) .hex,
    .highlight .hex,
    .cell:focus-visible .ring {
      stroke: Highlight;
    }
    .badge-text,
    .capture-text {
      fill: HighlightText;
    }
  }
`;
