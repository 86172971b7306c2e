import { css } from 'lit';

/**
 * The CSS of the DOM around the board (layout.ts): the status line and its swatch, the buttons, the refusal
 * message and the attribute error, and the text only screen readers get. The keys' help panel has its own (help.styles.ts).
 */
export const controlsStyles = css`
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
  .message:empty {
    margin: 0;
  }
  .legend {
    margin: 0.3rem 0 0;
    font-size: 0.875em;
    color: var(--hexone-muted);
  }
  .error {
    margin: 0 0 0.5rem;
    padding: 0.5rem 0.75rem;
    border: 2px solid var(--hexone-explodable);
    border-radius: 0.5rem;
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
`;
