/**
 * Stars for a lesson step, against a par (as lichess's "learn" does): how the learner did on the
 * step decides 1 to 3 stars. The par (also in site/src/content/lessons/README.md):
 *
 *   3 stars: done with no miss and without "show me"
 *   2 stars: done after one miss
 *   1 star:  done after two misses or more, or after "show me"
 *
 * A miss is a move the step judged wrong (the board locked until Retry, or a click on the wrong
 * cell of a find step). A move the board refuses is not a miss: nothing is played, and reading why
 * is part of learning. A step with nothing to check (free play) gives its three stars when seen.
 * Pure: no DOM, no storage.
 */
import type { Stars } from './progress.js';

export { isStars, MAX_STARS, type Stars } from './progress.js';

/** How the learner is doing on the step in front of them, since they arrived on it. */
export interface StepTally {
  misses: number; // moves judged wrong
  shown: boolean; // "show me" played the solution
}

export function freshTally(): StepTally {
  return { misses: 0, shown: false };
}

/** The stars a step earns when it is done with this tally. */
export function starsFor(tally: StepTally): Stars {
  if (tally.shown || tally.misses >= 2) return 1;
  return tally.misses === 1 ? 2 : 3;
}
