// The computer players in the element: the engine's bots (easy, medium, hard) thinking in a Web Worker,
// each told only its own seat's view; what they choose is legal; a pending choice is dropped when the game
// is reset or the board leaves the page; the worker client falls back to the main thread.
import { expect } from '@open-wc/testing';
import { createBotClient } from '@components/hexadominos-board/bot-client.js';
import { parsePosition } from '@engine/hexadominos/notation.js';
import { legalActions } from '@engine/hexadominos/rules.js';
import type { Action, GameState } from '@engine/hexadominos/types.js';
import { type SeatView, viewFor } from '@engine/hexadominos/view.js';
import { type HexadominosBoard, clickButton, fixture, game, html, mount, record } from './helpers.js';

interface Posted {
  message: { id: number; view: SeatView; level: string };
  state: GameState | null; // the game on the board when the page posted it
}

/** Records every message posted to a worker (with the board's game at that moment) and every worker stopped. */
function spyOnWorkers(board: () => HexadominosBoard | null) {
  const posted: Posted[] = [];
  let terminated = 0;
  const { postMessage, terminate } = Worker.prototype;
  Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
    posted.push({ message: structuredClone(message) as Posted['message'], state: board()?.state ?? null });
    return (postMessage as (...args: unknown[]) => void).call(this, message, ...rest);
  };
  Worker.prototype.terminate = function (this: Worker) {
    terminated++;
    return terminate.call(this);
  };
  return {
    posted,
    terminated: () => terminated,
    restore() {
      Worker.prototype.postMessage = postMessage;
      Worker.prototype.terminate = terminate;
    },
  };
}

/** The legal action of `from` that led to `to` (told apart by the table and the pile), or null if none did. */
function actionBetween(from: GameState, to: GameState): Action | null {
  const legal = legalActions(from);
  if (to.board.length === from.board.length + 1) {
    const placed = to.board[to.board.length - 1];
    return legal.find((a) => a.type === 'place' && a.tile === placed.tile && a.rot === placed.rot && a.at.join() === placed.at.join()) ?? null;
  }
  if (to.pile.length === from.pile.length - 1) return legal.find((a) => a.type === 'draw') ?? null;
  return legal.find((a) => a.type === 'pass') ?? null;
}

/** Waits until `done()`, for at most `ms` (not through `whenIdle`, which would wait for a bot that never answers). */
async function until(done: () => boolean, ms = 60_000): Promise<void> {
  const stop = performance.now() + ms;
  while (!done() && performance.now() < stop) await new Promise((resolve) => setTimeout(resolve, 20));
}

function position(text: string): GameState {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(`bad test position ${text}`);
  return parsed.value;
}

const MIDGAME = position('standard turn:0 112345@0,0/0 r0:122345,334455,111223 r1:112335,122334 r2:223344 pile:223345,113345,123345');

describe('<hexadominos-board> computer players', () => {
  let current: HexadominosBoard | null = null;
  let spy: ReturnType<typeof spyOnWorkers>;
  beforeEach(() => (spy = spyOnWorkers(() => current)));
  afterEach(() => {
    spy.restore();
    current = null;
  });

  it("plays a whole game between easy, medium and hard computers in a worker, each action legal, each bot told only its seat's view", async () => {
    const board = (current = await mount(html`<hexadominos-board lang="en" seed="21" delay="0" full-state
      seats="computer:easy computer:medium computer:hard"></hexadominos-board>`));
    const errors = record<{ code: string }>(board, 'hexadominos-error');
    const people = record(board, 'hexadominos-move');
    const played: { seat: number; legal: boolean }[] = [];
    let before = game(board);
    board.addEventListener('hexadominos-change', (e) => {
      const { state, reason } = (e as CustomEvent<{ state: GameState; reason: string }>).detail;
      if (reason === 'move') played.push({ seat: before.toMove, legal: actionBetween(before, state) !== null });
      before = state;
    });
    await clickButton(board, 'start');
    before = game(board);
    await until(() => game(board).over);

    expect(game(board).over, 'the game reached its end').to.equal(true);
    expect(errors, 'no computer failed or was refused').to.deep.equal([]);
    expect(people, "computers fire no person's move event").to.deep.equal([]);
    expect(
      played.filter((p) => !p.legal),
      'every applied action was legal where it was played',
    ).to.deep.equal([]);
    expect(new Set(played.map((p) => p.seat))).to.deep.equal(new Set([0, 1, 2]));
    // One question to the worker per action, at the seat's own level, holding that seat's view and nothing more.
    expect(spy.posted.length).to.equal(played.length);
    for (const { message, state } of spy.posted) {
      const seat = message.view.seat;
      expect(message.level).to.equal(['easy', 'medium', 'hard'][seat]);
      const view = viewFor(state!, seat);
      expect(view.ok && message.view).to.deep.equal(view.ok && view.value);
      expect(state!.toMove).to.equal(seat);
      expect(message.view).not.to.have.any.keys('racks', 'pile');
    }
  });

  it("drops a choice still pending when the game is dealt again, and plays the new game's instead", async () => {
    const asked: { view: SeatView; answer: (action: Action | null) => void }[] = [];
    const bot = (view: SeatView) => new Promise<Action | null>((answer) => asked.push({ view, answer }));
    const board = (current = await fixture<HexadominosBoard>(html`<hexadominos-board lang="en" delay="0" seats="computer human"
      .bot=${bot} position="standard turn:0 112345@0,0/0 r0:122345,334455 r1:112335 pile:223345,113345"></hexadominos-board>`));
    await until(() => asked.length === 1, 5000);
    expect(asked).to.have.length(1);
    const old = game(board);
    const oldMove = legalActions(old).find((a) => a.type === 'place')!;
    expect(board.restart(7)).to.equal(true);
    await board.updateComplete;
    board.shadowRoot!.querySelector<HTMLButtonElement>('button.start')?.click(); // the who-starts draw, when seat 0 is a person's
    const fresh = game(board);
    expect(fresh).not.to.equal(old);
    asked[0].answer(oldMove); // the answer for the old game arrives after the new deal
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(game(board), 'nothing of the old answer was played').to.equal(fresh);
    // The new deal's computer turn was asked for with the new game's view.
    await until(() => asked.length === 2, 5000);
    const view = viewFor(fresh, fresh.toMove);
    expect(view.ok && asked[1].view).to.deep.equal(view.ok && view.value);
  });

  it('drops the pending choice and stops its worker when the board leaves the page', async () => {
    const board = (current = await fixture<HexadominosBoard>(html`<hexadominos-board lang="en" delay="0" seats="computer:hard human"
      position="standard turn:0 112345@0,0/0 r0:122345,334455,111223 r1:112335 pile:223345,113345"></hexadominos-board>`));
    await until(() => spy.posted.length === 1, 5000);
    expect(spy.posted).to.have.length(1);
    const before = board.getPosition();
    const changes = record(board, 'hexadominos-change');
    board.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(spy.terminated()).to.equal(1);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // longer than the hard level thinks
    expect(changes).to.deep.equal([]);
    expect(board.getPosition()).to.equal(before);
  });

  it('waits `delay` before each action so people can follow it', async () => {
    const board = (current = await fixture<HexadominosBoard>(html`<hexadominos-board lang="en" delay="300" seats="computer:easy human"
      position="standard turn:0 112345@0,0/0 r0:122345,334455 r1:112335 pile:223345,113345"></hexadominos-board>`));
    const started = performance.now();
    await until(() => game(board).toMove === 1, 5000);
    expect(game(board).toMove).to.equal(1);
    // Not a timing benchmark: a lower bound set by the board itself (a shorter wait would be a bug).
    expect(performance.now() - started).to.be.at.least(290);
  });
});

describe('the Hexa-dominos bot client', () => {
  const OriginalWorker = globalThis.Worker;
  afterEach(() => {
    globalThis.Worker = OriginalWorker;
  });

  async function legalAtEveryLevel(): Promise<void> {
    const bot = createBotClient();
    try {
      const view = viewFor(MIDGAME, 0);
      if (!view.ok) throw new Error('no view');
      for (const level of ['easy', 'medium', 'hard'] as const) {
        const action = await bot.chooseAction(view.value, level, { seed: 3 });
        expect(
          legalActions(MIDGAME).some((a) => JSON.stringify(a) === JSON.stringify(action)),
          `${level}: ${JSON.stringify(action)}`,
        ).to.equal(true);
      }
      const waiting = viewFor(MIDGAME, 1); // not this seat's turn: nothing to play
      if (!waiting.ok) throw new Error('no view');
      expect(await bot.chooseAction(waiting.value, 'hard')).to.equal(null);
    } finally {
      bot.dispose();
    }
  }

  it('answers a legal action from the worker at every level', legalAtEveryLevel);

  it('thinks on the main thread when workers are unavailable', async () => {
    (globalThis as { Worker?: unknown }).Worker = undefined;
    await legalAtEveryLevel();
  });

  it('answers null once disposed, even for a question it was still thinking about', async () => {
    const bot = createBotClient();
    const view = viewFor(MIDGAME, 0);
    if (!view.ok) throw new Error('no view');
    const pending = bot.chooseAction(view.value, 'hard');
    bot.dispose();
    expect(await pending).to.equal(null);
    expect(await bot.chooseAction(view.value, 'easy')).to.equal(null);
  });
});
