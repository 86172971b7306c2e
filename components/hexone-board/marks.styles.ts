import { css, unsafeCSS } from 'lit';

/**
 * Each step of a hint comes in after the one before it, by its position among the steps (a `style` attribute
 * would need `style-src 'unsafe-inline'` from the page's CSP): steps past the last listed come with it.
 */
const STEP_DELAYS = unsafeCSS(Array.from({ length: 23 }, (_, k) => `.hint .mark-step:nth-child(${k + 2}) { --step: ${k + 1}; }`).join('\n'));

/**
 * The CSS of moves drawn over the board (render-marks.ts): the hint of `showMove` (bold, its steps fading in
 * one after another unless motion is reduced) and the trail of the last turn (faint). Separate from the
 * board's CSS as their drawing is separate from the board's (marks-controller.ts).
 */
export const marksStyles = css`
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
      animation-delay: calc(var(--step, 24) * 0.6s);
    }
    .hint .mark-step:first-child {
      --step: 0;
    }
    ${STEP_DELAYS}
  }
  @keyframes hexone-step {
    from {
      opacity: 0;
    }
  }
`;
