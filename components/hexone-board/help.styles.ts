import { css } from 'lit';

/**
 * The CSS of the keys' help panel (the Keys button or `?`): a heading and the keys aligned with what they do.
 * Separate as the panel is a job of its own (layout.ts draws it, key-names.ts names its keys).
 */
export const helpStyles = css`
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
`;
