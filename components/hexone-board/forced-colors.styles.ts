import { css } from 'lit';

/**
 * Forced-colors mode (Windows high contrast): everything the other sheets colour, mapped to system colours.
 * One sheet, composed last in `static styles` so that it wins over each of them, as it did at the end of one sheet.
 */
export const forcedColorsStyles = css`
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
