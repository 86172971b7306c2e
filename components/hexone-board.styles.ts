import { css } from 'lit';

/**
 * Theme: every colour is a `--hexone-…` custom property defaulted on `:host` (light), overridden for
 * dark schemes; forced-colors mode maps everything to system colours. Shapes and dashes, not colour
 * alone, tell legal / explodable / Y 1 / Y 2 apart.
 */
export const styles = css`
  :host {
    --hexone-b-color: #20232b;
    --hexone-b-edge: #000000;
    --hexone-b-text: #ffffff;
    --hexone-w-color: #f8f5ec;
    --hexone-w-edge: #5c5849;
    --hexone-w-text: #20232b;
    --hexone-cell-fill: #e6d7b8;
    --hexone-cell-stroke: #6b5a3c;
    --hexone-centre-stroke: #6b5a3c;
    --hexone-tile-white: #fdfcf8;
    --hexone-tile-gray: #a9adb2;
    --hexone-removed-stroke: #8a8a8a;
    --hexone-tile-text: #1d1d1f;
    --hexone-legal: #1f7a48;
    --hexone-explodable: #c2381f;
    --hexone-y1: #1559b0;
    --hexone-y2: #a3107c;
    --hexone-highlight: #d99a00;
    --hexone-focus: #1a66d6;
    --hexone-text: #1d1d1f;
    --hexone-muted: #5b5447;
    --hexone-font: system-ui, -apple-system, 'Segoe UI', sans-serif;
    --hexone-button-bg: #f3efe6;
    display: block;
    max-width: 36rem;
    color: var(--hexone-text);
    font-family: var(--hexone-font);
    -webkit-tap-highlight-color: transparent;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --hexone-b-color: #0e0f12;
      --hexone-b-edge: #8a8f99;
      --hexone-w-color: #f1ede2;
      --hexone-w-edge: #f1ede2;
      --hexone-cell-fill: #4a4236;
      --hexone-cell-stroke: #a99878;
      --hexone-centre-stroke: #d8c8a6;
      --hexone-tile-white: #d9d6cc;
      --hexone-tile-gray: #6e7278;
      --hexone-removed-stroke: #9a9a9a;
      --hexone-legal: #6fd39b;
      --hexone-explodable: #ff8a70;
      --hexone-y1: #7fb5ff;
      --hexone-y2: #f28bd6;
      --hexone-highlight: #ffcc4d;
      --hexone-focus: #8ab4ff;
      --hexone-text: #f0ede6;
      --hexone-muted: #cfc6b4;
      --hexone-button-bg: #2e2a24;
    }
  }
  :host([hidden]) { display: none; }

  svg { display: block; width: 100%; height: auto; overflow: visible; touch-action: manipulation; user-select: none; }
  .disabled svg { opacity: 0.45; }
  text { font-family: var(--hexone-font); text-anchor: middle; pointer-events: none; }

  .cell { cursor: default; outline: none; }
  .interactive .cell.legal, .interactive .cell.explodable, .interactive .cell.target, .interactive .cell.selected { cursor: pointer; }
  .hex { fill: var(--hexone-cell-fill); stroke: var(--hexone-cell-stroke); stroke-width: 2; }
  .tile { transform-box: fill-box; transform-origin: center; }
  .white .hex { fill: var(--hexone-tile-white); }
  .gray .hex { fill: var(--hexone-tile-gray); stroke-width: 2; stroke-dasharray: 7 4; }
  .removed .hex { fill: none; stroke: var(--hexone-removed-stroke); stroke-dasharray: 2 5; }
  .centre-mark { fill: none; stroke: var(--hexone-centre-stroke); stroke-width: 2.5; }
  .peak-arrow { fill: none; stroke: var(--hexone-cell-stroke); stroke-width: 4; stroke-linecap: round; stroke-linejoin: round; }
  .removed .peak-arrow { opacity: 0.35; }
  .points { font-size: 13px; font-weight: 700; fill: var(--hexone-text); }
  .coord { font-size: 13px; fill: var(--hexone-muted); }
  .white .coord, .white .points, .gray .coord, .gray .points { fill: var(--hexone-tile-text); }
  .legal-dot { fill: var(--hexone-legal); }
  .interactive .legal .hex { stroke: var(--hexone-legal); stroke-width: 4; }
  .interactive .explodable .hex { stroke: var(--hexone-explodable); stroke-width: 5; stroke-dasharray: 10 5; }
  .interactive .selected .hex { stroke: var(--hexone-explodable); stroke-width: 7; stroke-dasharray: none; }
  .highlight .hex { stroke: var(--hexone-highlight); stroke-width: 6; }
  .ring { fill: none; stroke: none; pointer-events: none; }
  .cell:focus-visible .ring { stroke: var(--hexone-focus); stroke-width: 5; }
  .cell:focus:not(:focus-visible) { outline: none; }

  .stack .coin, .stack .side { stroke-width: 1.5; }
  .b .coin { fill: var(--hexone-b-color); stroke: var(--hexone-b-edge); }
  .b .side { fill: var(--hexone-b-edge); stroke: var(--hexone-b-edge); }
  .w .coin { fill: var(--hexone-w-color); stroke: var(--hexone-w-edge); }
  .w .side { fill: var(--hexone-w-edge); stroke: var(--hexone-w-edge); }
  .num { font-size: 15px; font-weight: 700; }
  .b .num { fill: var(--hexone-b-text); }
  .w .num { fill: var(--hexone-w-text); }
  .stack, .ghost { transform-box: view-box; }
  .ghost { pointer-events: none; }

  .preview { pointer-events: none; }
  .arm.back { stroke-width: 3; stroke-dasharray: 3 5; }
  .arm { fill: none; stroke-width: 5; stroke-linecap: round; stroke-linejoin: round; }
  .y1 .arm, .y1 .lost-mark { stroke: var(--hexone-y1); }
  .y2 .arm, .y2 .lost-mark { stroke: var(--hexone-y2); stroke-dasharray: 9 6; }
  .lost-mark { stroke-width: 5; stroke-linecap: round; }
  .y1 .end, .y1 .badge, .y1 .capture { fill: var(--hexone-y1); }
  .y2 .end, .y2 .badge, .y2 .capture { fill: var(--hexone-y2); }
  .badge-text, .capture-text { fill: #fff; font-size: 14px; font-weight: 700; }
  .y.dim { opacity: 0.25; }
  .interactive .target.y1 .hex { stroke: var(--hexone-y1); stroke-width: 5; }
  .interactive .target.y2 .hex { stroke: var(--hexone-y2); stroke-width: 5; stroke-dasharray: 9 6; }

  @media (prefers-reduced-motion: no-preference) {
    .interactive .explodable:not(.selected) .hex { animation: hexone-pulse 1.2s ease-in-out infinite alternate; }
  }
  @keyframes hexone-pulse { from { stroke-opacity: 1; } to { stroke-opacity: 0.45; } }

  .bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin-top: 0.5rem; min-height: 2.75rem; }
  .status { flex: 1 1 12rem; display: flex; align-items: center; gap: 0.5rem; font-size: 1rem; }
  .swatch { inline-size: 1.1rem; block-size: 1.1rem; border-radius: 50%; flex: none; border: 2px solid; }
  .swatch.b { background: var(--hexone-b-color); border-color: var(--hexone-b-edge); }
  .swatch.w { background: var(--hexone-w-color); border-color: var(--hexone-w-edge); }
  .controls { display: flex; flex-wrap: wrap; gap: 0.4rem; }
  button {
    font: inherit; min-block-size: 2.75rem; min-inline-size: 2.75rem; padding: 0.3rem 0.8rem; border-radius: 0.5rem;
    border: 2px solid var(--hexone-cell-stroke); background: var(--hexone-button-bg); color: var(--hexone-text); cursor: pointer;
  }
  button:disabled { opacity: 0.5; cursor: default; }
  button:focus-visible { outline: 3px solid var(--hexone-focus); outline-offset: 2px; }
  button.y1 { border-color: var(--hexone-y1); }
  button.y2 { border-color: var(--hexone-y2); border-style: dashed; }
  .message { margin: 0.4rem 0 0; color: var(--hexone-explodable); font-weight: 600; }
  .error { margin: 0 0 0.5rem; padding: 0.5rem 0.75rem; border: 2px solid var(--hexone-explodable); border-radius: 0.5rem; }
  .sr-only {
    position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; overflow: hidden;
    clip-path: inset(50%); white-space: nowrap; border: 0;
  }

  @media (forced-colors: active) {
    .hex, .white .hex { fill: Canvas; stroke: CanvasText; }
    .gray .hex { fill: Canvas; stroke: GrayText; }
    .removed .hex { stroke: GrayText; }
    .peak-arrow, .centre-mark { stroke: CanvasText; }
    .b .coin, .b .side { fill: CanvasText; stroke: Canvas; }
    .w .coin, .w .side { fill: Canvas; stroke: CanvasText; }
    .b .num { fill: Canvas; }
    .w .num, .points, .coord, .gray .points, .gray .coord { fill: CanvasText; }
    .legal-dot { fill: Highlight; }
    .interactive .legal .hex, .interactive .explodable .hex, .interactive .selected .hex, .highlight .hex,
    .interactive .target.y1 .hex, .interactive .target.y2 .hex { stroke: Highlight; }
    .arm, .lost-mark, .y1 .arm, .y2 .arm { stroke: Highlight; }
    .end, .badge, .capture, .y1 .end, .y2 .end, .y1 .badge, .y2 .badge, .y1 .capture, .y2 .capture { fill: Highlight; }
    .badge-text, .capture-text { fill: HighlightText; }
    .cell:focus-visible .ring { stroke: Highlight; }
    .swatch.b { background: CanvasText; } .swatch.w { background: Canvas; }
  }
`;
