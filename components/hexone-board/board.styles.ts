import { css } from 'lit';

/**
 * The SVG board's CSS: cells and tiles, what may be played (legal, explodable, chosen, highlighted), pawns,
 * the Y preview of the chosen cell and the explosion being drawn. Apart from the theme (hexone-board.styles.ts),
 * the marks drawn over the board (marks.styles.ts) and the controls around it (controls.styles.ts): one job each.
 * `--_pawn-…` and `--_y-colour` are set on a side's or a Y's group and read by what is drawn in it.
 */
export const boardStyles = css`
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
`;
