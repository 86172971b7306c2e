import { expect, fixture, html } from '@open-wc/testing';
import type { TurnChooser } from '@components/hexone-board/computer.js';
import type { ErrorDetail, ExplodeDetail } from '@components/hexone-board/events.js';
import type { HexoneBoard } from '@components/hexone-board/hexone-board.js';
import { apply, legalActions } from '@engine/hexone/index.js';
import type { Action, GameState } from '@engine/hexone/types.js';
import { button, cell, cellsWith, drawnPosition, mount, parts, record, statusText } from './helpers.js';

const ghosts = (board: HexoneBoard) => board.shadowRoot!.querySelectorAll('.fx .ghost').length;
const busy = (board: HexoneBoard) => board.shadowRoot!.querySelector('svg')!.getAttribute('aria-busy');
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

/** A computer that plays the given turn whatever it is asked (and counts how often it was asked). */
function scripted(turn: Action[]): TurnChooser & { calls: number } {
  return {
    calls: 0,
    async chooseTurn() {
      this.calls++;
      return turn;
    },
    dispose() {},
  };
}

/** The drawn position after each render (the element's drawing, which may lag its game). */
function drawings(board: HexoneBoard): string[] {
  const seen: string[] = [];
  const b = board as unknown as { updated: (c: unknown) => void };
  const original = b.updated.bind(board);
  b.updated = (changed: unknown) => {
    seen.push(drawnPosition(board));
    original(changed);
  };
  return seen;
}

/**
 * A long Express turn for the computer (b): 120 explosions that avoid winning (with 39+ pawns the chain
 * cannot stop by itself), then whatever wins. Worked out with the engine, seeded, so always the same.
 */
function longTurn(start: GameState, explosions = 120): Action[] {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const turn: Action[] = [{ type: 'place', cell: 'c2' }];
  let state = (apply(start, turn[0]) as { state: GameState }).state;
  while (state.phase === 'explode') {
    const options = legalActions(state).map((action) => ({ action, result: apply(state, action) as { ok: true; state: GameState } }));
    const wins = options.filter((o) => o.result.state.phase === 'over');
    const pool = turn.length <= explosions ? options.filter((o) => o.result.state.phase !== 'over') : wins.length ? wins : options;
    const pick = pool[Math.floor(random() * pool.length)];
    turn.push(pick.action);
    state = pick.result.state;
  }
  return turn;
}
const CROWDED = 'express b a1:2b a2:2b a3:2b b1:2b b2:2b b3:2b b4:2b c1:2b c2:2b c3:2b c4:2b c5:2b d2:2b d3:2b d4:2b d5:2b e3:2b e4:2b e5:1w';

describe('<hexone-board> animation', () => {
  it('animates an explosion: pawns fly along the Y while the drawing holds the old position, then settles', async () => {
    const board = await mount(html`<hexone-board animation-speed="0.5" position="b b2:2b b3:2w"></hexone-board>`);
    board.place('b2');
    await board.whenIdle();
    board.explode('b2', 'b3');
    expect(board.state.phase).to.equal('over'); // the game is already there…
    await frame();
    expect(busy(board)).to.equal('true'); // …the drawing is not
    expect(ghosts(board)).to.equal(3);
    expect(parts(board, 'b3')).to.include('own-w');
    await board.whenIdle();
    expect(busy(board)).to.equal('false');
    expect(ghosts(board)).to.equal(0);
    expect(parts(board, 'b3')).to.include('own-b');
    expect(statusText(board)).to.contain('Black wins');
  });

  it('finishes the running animation at once when the user acts', async () => {
    const board = await mount(html`<hexone-board animation-speed="0.05" position="b b2:2b b3:1w d4:1w"></hexone-board>`);
    board.place('b2');
    await board.whenIdle();
    board.explode('b2', 'b3');
    await frame();
    expect(ghosts(board)).to.equal(3);
    cell(board, 'd3').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true })); // w's move
    expect(board.state.cells.d3).to.deep.equal({ owner: 'w', count: 1 });
    // At this speed the flight lasts 8 s; the click finished it, and the placement's drop, at once.
    for (let k = 0; k < 20 && busy(board) === 'true'; k++) await frame();
    expect(ghosts(board)).to.equal(0);
    expect(busy(board)).to.equal('false');
    expect(parts(board, 'd3')).to.include('own-w');
  });

  it('animates the move of a click on a settled board', async () => {
    const board = await mount(html`<hexone-board animation-speed="0.05" position="b b2:1b b3:1w"></hexone-board>`);
    cell(board, 'b2').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(board.state.cells.b2).to.deep.equal({ owner: 'b', count: 2 });
    for (const until = Date.now() + 5000; Date.now() < until && !cell(board, 'b2').querySelector('.stack')?.getAnimations().length;) await frame();
    expect(busy(board)).to.equal('true'); // the new pawn drops onto its stack (for 4 s at this speed)
    expect(cell(board, 'b2').querySelector('.stack')!.getAnimations()).to.have.length(1);
    board.undo(); // and an undo does not wait for it
    await board.whenIdle();
    expect(busy(board)).to.equal('false');
  });

  it('draws at once with animation-speed 0, and when the reader prefers reduced motion', async () => {
    for (const markup of [
      html`<hexone-board animation-speed="0" position="b b2:2b b3:2w"></hexone-board>`,
      html`<hexone-board position="b b2:2b b3:2w"></hexone-board>`,
    ]) {
      const real = window.matchMedia;
      window.matchMedia = (query: string) => ({ ...real.call(window, query), matches: query.includes('reduce') });
      try {
        const board = await mount(markup);
        board.place('b2');
        board.explode('b2', 'b3');
        await board.updateComplete;
        expect(ghosts(board)).to.equal(0);
        expect(busy(board)).to.equal('false');
        expect(parts(board, 'b3')).to.include('own-b');
      } finally {
        window.matchMedia = real;
      }
    }
  });
});

describe('<hexone-board> computer opponent', () => {
  it("plays the computer's whole turn through the machine, with its events", async () => {
    const bot = scripted([
      { type: 'place', cell: 'c2' },
      { type: 'explode', cell: 'c2', toward: 'd3' },
      { type: 'explode', cell: 'd3', toward: 'd4' },
    ]);
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" computer="w" .bot=${bot} position="w b4:1b c2:2w d3:2w"></hexone-board>`);
    await board.whenIdle();
    expect(bot.calls).to.equal(1);
    expect(board.getRecord()).to.equal('classic w b4:1b c2:2w d3:2w | c2 c2>d3 d3>d4');
    expect(board.state.toMove).to.equal('b');
    expect(statusText(board)).to.equal('Black to play');
    // The user cannot move for the computer, and undo takes back the computer's whole turn.
    expect(board.undo()).to.equal(true);
    expect(board.getRecord()).to.equal('classic w b4:1b c2:2w d3:2w |');
  });

  it("pauses before each explosion of the computer's chain in step mode", async () => {
    const bot = scripted([
      { type: 'place', cell: 'c2' },
      { type: 'explode', cell: 'c2', toward: 'd3' },
      { type: 'explode', cell: 'd3', toward: 'd4' },
    ]);
    const board = await mount(
      html`<hexone-board lang="en" animation-speed="0" step-mode computer="w" .bot=${bot} position="w b4:1b c2:2w d3:2w"></hexone-board>`,
    );
    const explosions = record<ExplodeDetail>(board, 'hexone-explode');
    expect(board.gameRecord.moves).to.have.length(1); // whenIdle() resolved at the pause
    expect(statusText(board)).to.contain('Paused');
    button(board, 'next').click();
    await board.whenIdle();
    expect(explosions.map((e) => e.cell)).to.deep.equal(['c2']);
    expect(statusText(board)).to.contain('Paused');
    board.step();
    await board.whenIdle();
    expect(explosions.map((e) => e.cell)).to.deep.equal(['c2', 'd3']);
    expect(board.state.toMove).to.equal('b');
  });

  it('plays a 121-explosion chain without animation in several tasks and draws it once', async () => {
    const board = await mount(html`<hexone-board animation-speed="0" position=${CROWDED}></hexone-board>`);
    const turn = longTurn(board.state);
    expect(turn.length).to.be.above(120);
    const seen = drawings(board);
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    const before = drawnPosition(board);
    board.bot = scripted(turn);
    board.setAttribute('computer', 'b');
    await board.whenIdle();
    expect(board.state.phase).to.equal('over');
    expect(board.gameRecord.moves).to.have.length(turn.length);
    expect(timerRan).to.equal(true);
    // Only the start and the end were ever drawn.
    expect(seen.length).to.be.above(0);
    expect([...new Set(seen)].every((p) => p === before || p === drawnPosition(board))).to.equal(true);
  });

  it('animates a long chain step by step when animation is on, and stays responsive', async function () {
    this.timeout(60_000); // each animated explosion takes a few frames, more on a loaded machine
    const board = await mount(html`<hexone-board animation-speed="40" position=${CROWDED}></hexone-board>`);
    const turn = longTurn(board.state, 30);
    const seen = drawings(board);
    board.bot = scripted(turn);
    board.setAttribute('computer', 'b');
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    await board.whenIdle();
    clearInterval(timer);
    expect(board.state.phase).to.equal('over');
    expect(new Set(seen).size).to.be.above(turn.length - 1); // every explosion was drawn (and its halfway stage)
    // The page kept running between steps: a chain played in one go would let the timer run once or not at all. Not one
    // tick per step: under a loaded machine Firefox runs about one zero-delay timer per frame (32 for 34 steps in a CI
    // run), so the bar is half the steps.
    expect(ticks).to.be.above(turn.length / 2);
  });

  it('drops a turn the computer was thinking about when the board leaves the page, and plays again once it is back', async () => {
    const answers: ((actions: Action[]) => void)[] = [];
    const bot: TurnChooser = { chooseTurn: () => new Promise((resolve) => answers.push(resolve)), dispose() {} };
    const board = await fixture<HexoneBoard>(html`<hexone-board animation-speed="0" computer="b" .bot=${bot}></hexone-board>`);
    // Not whenIdle(): that waits for the computer's answer. The computer's code is fetched on first use.
    for (const until = Date.now() + 5000; Date.now() < until && !answers.length;) await new Promise((resolve) => setTimeout(resolve, 10));
    const parent = board.parentElement!;
    expect(answers).to.have.length(1);
    board.remove();
    answers[0]([{ type: 'place', cell: 'b2' }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(board.gameRecord.moves).to.deep.equal([]); // the answer came for a board no longer shown
    parent.append(board);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answers).to.have.length(2);
    answers[1]([{ type: 'place', cell: 'c4' }]);
    await board.whenIdle();
    expect(board.gameRecord.moves).to.deep.equal([{ type: 'place', cell: 'c4' }]);
  });

  it('reports a computer that finds no move, once, without looping', async () => {
    const bot = scripted([]);
    const errors: ErrorDetail[] = [];
    const board = await mount(
      html`<hexone-board animation-speed="0" computer="b" .bot=${bot} @hexone-error=${(e: CustomEvent<ErrorDetail>) => errors.push(e.detail)}></hexone-board>`,
    );
    await board.whenIdle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bot.calls).to.equal(1);
    expect(errors.map((e) => e.code)).to.deep.equal(['computer-failed']);
    expect(cellsWith(board, 'legal')).to.deep.equal([]);
  });
});
