// A board's built-in computer lives as long as the board is on the page: removed at any moment, even while its
// bot is still loading, it leaves no Web Worker running.
import { expect, fixtureCleanup } from '@open-wc/testing';
import '@components/hexone-board/index.js';

/** Wraps the page's `Worker` to count the workers started and not terminated. */
function countWorkers(): { live: () => number; restore: () => void } {
  const Original = globalThis.Worker;
  const running = new Set<Worker>();
  class Counted extends Original {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      running.add(this);
    }
    override terminate(): void {
      running.delete(this);
      super.terminate();
    }
  }
  globalThis.Worker = Counted;
  return { live: () => running.size, restore: () => (globalThis.Worker = Original) };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A board where White, the computer, is to move (its turn starts at once). */
function computerBoard(): HTMLElement {
  const board = document.createElement('hexone-board');
  board.setAttribute('position', 'classic w b2:2b d4:1w');
  board.setAttribute('computer', 'w');
  board.setAttribute('level', 'easy');
  return board;
}

describe('<hexone-board computer> and its worker', () => {
  let workers: ReturnType<typeof countWorkers>;
  beforeEach(() => (workers = countWorkers()));
  afterEach(() => {
    workers.restore();
    fixtureCleanup();
  });

  it('starts a worker while on the page and stops it when removed', async () => {
    const board = computerBoard();
    document.body.append(board);
    await (board as HTMLElementTagNameMap['hexone-board']).whenIdle();
    expect(workers.live(), 'the computer played through its worker').to.equal(1);
    board.remove();
    await wait(0); // the bot is disposed of once its promise settles
    expect(workers.live()).to.equal(0);
  });

  for (const after of [0, 5, 20]) {
    it(`leaves no worker running when removed ${after} ms after it was added`, async () => {
      const boards = Array.from({ length: 3 }, computerBoard);
      for (const board of boards) document.body.append(board);
      await wait(after);
      for (const board of boards) board.remove();
      await wait(1000); // the bot's modules have loaded by now: a worker started on their arrival would be counted
      expect(workers.live()).to.equal(0);
    });
  }
});
