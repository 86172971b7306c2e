/**
 * Storms of what people and pages do to a board, for both elements' fuzz tests: real clicks anywhere in the window
 * (`sendMouse`), removal (mid-animation too), adding it back, moving it to another parent, a new game, undo, short
 * pauses. After each storm the board is back in its place and the page has seen no error.
 */
import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import fc from 'fast-check';

export interface StormOptions {
  /** Starts a new game (`reset()`, `restart()`). */
  newGame: () => unknown;
  undo: () => unknown;
  /** A pause's length, ms. */
  pause: number;
  /** Where clicks land, before they are brought into the window: [width, height] (the board fills the top of the page). */
  area: readonly [number, number];
  /** The page's errors, gathered by the test file (`watchPageErrors`). */
  pageErrors: readonly unknown[];
}

export async function stormBoard(board: HTMLElement, { newGame, undo, pause, area, pageErrors }: StormOptions): Promise<void> {
  const home = board.parentElement!;
  const elsewhere = document.createElement('div');
  document.body.append(elsewhere);
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('click'), x: fc.nat(area[0]), y: fc.nat(area[1]) }),
            fc.record({ kind: fc.constantFrom('remove', 'readd', 'move', 'new-game', 'undo', 'tick') }),
          ),
          { minLength: 5, maxLength: 25 },
        ),
        async (storm) => {
          for (const step of storm) {
            if (step.kind === 'click') await sendMouse({ type: 'click', position: [step.x % innerWidth, step.y % innerHeight] });
            else if (step.kind === 'remove') board.remove();
            else if (step.kind === 'readd') home.append(board);
            else if (step.kind === 'move') (board.parentElement === elsewhere ? home : elsewhere).append(board);
            else if (step.kind === 'new-game') newGame();
            else if (step.kind === 'undo') undo();
            else await new Promise((resolve) => setTimeout(resolve, pause));
          }
          home.append(board);
          expect(pageErrors.map(String)).to.deep.equal([]);
        },
      ),
      { numRuns: 15 },
    );
  } finally {
    home.append(board);
    elsewhere.remove();
  }
}
