// The computer opponent as a page uses it: a Web Worker answering with legal turns, clients that do not
// disturb each other, and a main-thread fallback when workers are missing or broken.
import { expect } from '@open-wc/testing';
import { createBotClient } from '@components/hexone-board/bot-client.js';
import { parsePosition } from '@engine/hexone/notation.js';
import { apply, newGame } from '@engine/hexone/rules.js';
import type { Action, GameState } from '@engine/hexone/types.js';

const QUICK = { maxNodes: 20_000 };

function position(text: string): GameState {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`bad test position ${text}`);
  return parsed.value;
}

/** Applies the actions in order and returns the final state; fails on the first refused one. */
function playAll(state: GameState, actions: Action[]): GameState {
  for (const action of actions) {
    const result = apply(state, action);
    expect(result.ok, `${JSON.stringify(action)} is legal`).to.equal(true);
    if (result.ok) state = result.state;
  }
  return state;
}

const MIDGAME = position('classic w b2:2b c2:1b d3:2b c4:2w b3:1w d4:1w');

describe('createBotClient', () => {
  const OriginalWorker = globalThis.Worker;
  afterEach(() => {
    globalThis.Worker = OriginalWorker;
  });

  it('answers a whole legal turn from the worker at every level', async () => {
    const bot = createBotClient();
    try {
      for (const level of ['easy', 'medium', 'hard'] as const) {
        const actions = await bot.chooseTurn(MIDGAME, level, QUICK);
        expect(actions.length).to.be.greaterThan(0);
        const after = playAll(MIDGAME, actions);
        expect(after.toMove === 'b' || after.phase === 'over', `${level} passed the turn`).to.equal(true);
      }
      const opening = await bot.chooseTurn(newGame({ exits: 'express', tiles: true }), 'hard', QUICK);
      expect(opening).to.have.length(1);
      playAll(newGame({ exits: 'express', tiles: true }), opening);
    } finally {
      bot.dispose();
    }
  });

  it('keeps the page responsive while the hard level thinks', async () => {
    const bot = createBotClient();
    try {
      const order: string[] = [];
      const answer = bot.chooseTurn(MIDGAME, 'hard', { timeMs: 1000 }).then(() => order.push('answer'));
      // On the main thread the search would block this timer until it finished; in a worker it fires first.
      await new Promise((resolve) => setTimeout(resolve, 100));
      order.push('timer');
      await answer;
      expect(order).to.deep.equal(['timer', 'answer']);
    } finally {
      bot.dispose();
    }
  });

  it('serves several clients independently, and a disposed one answers nothing', async () => {
    const first = createBotClient();
    const second = createBotClient();
    try {
      const pending = first.chooseTurn(MIDGAME, 'hard', { timeMs: 1000 });
      const other = second.chooseTurn(MIDGAME, 'medium');
      first.dispose();
      expect(await pending).to.deep.equal([]);
      const actions = await other;
      expect(actions.length).to.be.greaterThan(0);
      playAll(MIDGAME, actions);
      expect(await first.chooseTurn(MIDGAME, 'easy')).to.deep.equal([]);
    } finally {
      second.dispose();
    }
  });

  it('thinks on the main thread when workers are unavailable', async () => {
    (globalThis as { Worker?: unknown }).Worker = undefined;
    const bot = createBotClient();
    const actions = await bot.chooseTurn(MIDGAME, 'hard', QUICK);
    playAll(MIDGAME, actions);
    expect(actions.length).to.be.greaterThan(0);
    bot.dispose();
  });

  it('falls back to the main thread when the worker fails', async () => {
    // A worker that loads but reports an error as soon as it is asked anything.
    class BrokenWorker extends EventTarget {
      onmessage: ((event: MessageEvent) => void) | null = null;
      onerror: ((event: Event) => void) | null = null;
      onmessageerror: ((event: Event) => void) | null = null;
      postMessage(): void {
        setTimeout(() => this.onerror?.(new ErrorEvent('error', { message: 'broken', cancelable: true })), 0);
      }
      terminate(): void {}
    }
    globalThis.Worker = BrokenWorker;
    const bot = createBotClient();
    const actions = await bot.chooseTurn(MIDGAME, 'medium');
    expect(actions.length).to.be.greaterThan(0);
    playAll(MIDGAME, actions);
    bot.dispose();
  });

  it('answers nothing for a finished game', async () => {
    const bot = createBotClient();
    try {
      expect(await bot.chooseTurn(position('classic w c2:2w'), 'hard')).to.deep.equal([]);
    } finally {
      bot.dispose();
    }
  });
});
