// Undo and redo against the computer land on the person's turn directly: the positions in between, where
// the computer would be to move, are skipped (never searched), and one hexone-change reports the jump.
import { expect, html } from '@open-wc/testing';
import type { TurnChooser } from '@components/hexone-board/computer.js';
import type { ChangeDetail } from '@components/hexone-board/events.js';
import { apply, formatPosition } from '@engine/hexone/index.js';
import type { GameState } from '@engine/hexone/types.js';
import { type HexoneBoard, cell, mount, record, statusText, tap, firstLegalTurn } from './helpers.js';

/** A click on a cell, without waiting for what follows. */
const click = (board: HexoneBoard, name: string) =>
  cell(board, name)
    .querySelector('.hex')!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A slow computer (like the hard level): after `delay` ms it plays the first legal action until its turn
 * ends. It keeps the positions it was asked about.
 */
function slowComputer(delay: number): TurnChooser & { asked: string[] } {
  return {
    asked: [],
    async chooseTurn(state: GameState) {
      this.asked.push(formatPosition(state));
      await wait(delay);
      return firstLegalTurn(state);
    },
    dispose() {},
  };
}

/** A board where Black (the person) has played twice and White (the computer) has answered twice. */
async function twoRounds(): Promise<{ board: HexoneBoard; bot: ReturnType<typeof slowComputer> }> {
  const bot = slowComputer(150);
  const board = await mount(html`<hexone-board lang="en" animation-speed="0" computer="w" .bot=${bot} position="classic b b2:1b d4:1w"></hexone-board>`);
  await tap(board, 'b3');
  await tap(board, 'b1');
  expect(board.gameRecord.moves).to.have.length(4);
  expect(bot.asked).to.have.length(2);
  return { board, bot };
}

describe('<hexone-board> undo and redo against the computer', () => {
  it("undo goes straight back to the person's previous turn: one change, no search, not thinking, taps taken at once", async () => {
    const { board, bot } = await twoRounds();
    const changes = record<ChangeDetail>(board, 'hexone-change');

    expect(board.undo()).to.equal(true);
    await board.updateComplete;

    expect(board.gameRecord.moves).to.have.length(2); // before Black's b1: the computer's reply went too
    expect(changes.map((c) => c.reason)).to.deep.equal(['undo']);
    expect(statusText(board)).to.equal('Black to play');
    const askedBefore = [...bot.asked];
    await tap(board, 'a1'); // taken at once, not after a search
    expect(board.gameRecord.moves[2]).to.deep.equal({ type: 'place', cell: 'a1' });
    await board.whenIdle();
    // Since the undo, the computer was asked about its reply to a1 only, never about the position in between.
    expect(bot.asked).to.deep.equal([...askedBefore, formatPosition(replayTo(board, 3))]);
  });

  it("redo goes straight to the person's next turn, past the computer's reply: one change, no search", async () => {
    const { board, bot } = await twoRounds();
    board.undo();
    await board.whenIdle();
    const changes = record<ChangeDetail>(board, 'hexone-change');

    expect(board.redo()).to.equal(true);
    await board.updateComplete;

    expect(board.gameRecord.moves).to.have.length(4);
    expect(changes.map((c) => c.reason)).to.deep.equal(['redo']);
    expect(statusText(board)).to.equal('Black to play');
    await wait(200);
    expect(bot.asked).to.have.length(2);
  });

  it('undo while the computer is thinking drops its turn: the person can play at once', async () => {
    const bot = slowComputer(300);
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" computer="w" .bot=${bot} position="classic b b2:1b d4:1w"></hexone-board>`);
    click(board, 'b3'); // not tap(): that waits for the computer's answer
    const changes = record<ChangeDetail>(board, 'hexone-change');
    for (const until = Date.now() + 5000; Date.now() < until && !bot.asked.length;) await wait(10); // the computer's code is fetched first
    await board.updateComplete; // a board's own bot is asked at once now; the status shows it at the next render
    expect(statusText(board)).to.contain('thinking');

    expect(board.undo()).to.equal(true);
    await board.updateComplete;

    expect(changes.map((c) => c.reason)).to.deep.equal(['undo']);
    expect(statusText(board)).to.equal('Black to play');
    await tap(board, 'b3');
    expect(board.gameRecord.moves[0]).to.deep.equal({ type: 'place', cell: 'b3' });
  });
});

/** The state after the first `moves` moves of the board's record. */
function replayTo(board: HexoneBoard, moves: number): GameState {
  let state = board.gameRecord.start;
  for (const action of board.gameRecord.moves.slice(0, moves)) state = (apply(state, action) as { state: GameState }).state;
  return state;
}
