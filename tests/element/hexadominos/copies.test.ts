/**
 * What a board hands out is a copy (issue 31): `board.state` and the details of its events (with `full-state`,
 * the whole state too) are deep-frozen copies. A page writing to them (`state.racks[1].pop()`,
 * `state.scores[1] = 500`, an event's view or events) gets a TypeError in strict mode (these modules are strict)
 * or, elsewhere, a write that is ignored; either way the game is unchanged, and the board still plays by real clicks.
 */
import { expect } from '@open-wc/testing';
import { type HexadominosBoard, clickButton, game, html, mount, playTurnByClicks, root, watchPageErrors } from './helpers.js';

/** Tries a page's write: 'threw' (a TypeError, strict mode) or 'ignored' (the value read back is the one before). */
function attempt(write: () => void, read: () => unknown): 'threw' | 'ignored' | 'written' {
  const before = JSON.stringify(read());
  try {
    write();
  } catch (error) {
    expect(error).to.be.instanceOf(TypeError);
    return 'threw';
  }
  return JSON.stringify(read()) === before ? 'ignored' : 'written';
}

const POSITION = 'standard turn:0 112345@0,0/0 r0:122345,334455,111223 r1:112335,223344 pile:223345,113345,123345';
const twoPeople = () => mount(html`<hexadominos-board lang="en" seats="human human" full-state position=${POSITION}></hexadominos-board>`);

/** One turn by clicks, after the privacy screen's button when it shows (two people share the device). */
async function playOneTurn(board: HexadominosBoard): Promise<void> {
  if (root(board).querySelector('button.ready')) await clickButton(board, 'ready');
  await playTurnByClicks(board);
}

describe('<hexadominos-board> hands out copies', () => {
  const pageErrors = watchPageErrors();

  it('board.state: writing to it throws or is ignored, the game is unchanged, and clicks still play', async () => {
    const board: HexadominosBoard = await twoPeople();
    const before = JSON.stringify(board.state);
    const position = board.getPosition();
    const state = board.state as unknown as Record<string, any>; // a page's untyped writes

    const outcomes = [
      attempt(
        () => state.racks[1].pop(),
        () => game(board).racks[1],
      ),
      attempt(
        () => (state.scores[1] = 500),
        () => game(board).scores,
      ),
      attempt(
        () => (state.pile.length = 0),
        () => game(board).pile,
      ),
      attempt(
        () => (state.over = true),
        () => game(board).over,
      ),
      attempt(
        () => (state.toMove = 1 - state.toMove),
        () => game(board).toMove,
      ),
      attempt(
        () => state.board.push({ tile: '112345', at: [5, 5], rot: 0 }),
        () => game(board).board,
      ),
    ];

    expect(outcomes).to.deep.equal(Array(outcomes.length).fill('threw')); // strict-mode code: every write throws
    expect(JSON.stringify(board.state)).to.equal(before);
    expect(board.state).to.equal(board.state); // the same copy until the game changes
    expect(board.getPosition()).to.equal(position);
    await playOneTurn(board); // a tile laid by clicks
    expect(board.getPosition()).to.not.equal(position);
    expect(pageErrors.map(String)).to.deep.equal([]);
  });

  it('event details: a listener writing to them (racks, scores, view, events) changes nothing in the game, which plays on by clicks', async () => {
    const board = await twoPeople();
    const outcomes: string[] = [];
    let seen = '';
    const write = (detail: unknown) => {
      const d = detail as Record<string, any>; // a page's untyped writes
      if (d.action)
        outcomes.push(
          attempt(
            () => (d.action.type = 'pass'),
            () => d.action,
          ),
        );
      if (d.state) {
        seen = JSON.stringify(d.state);
        outcomes.push(
          attempt(
            () => d.state.racks[1].pop(),
            () => d.state.racks,
          ),
        );
        outcomes.push(
          attempt(
            () => (d.state.scores[1] = 500),
            () => d.state.scores,
          ),
        );
      }
      if (d.view)
        outcomes.push(
          attempt(
            () => (d.view.scores = [500, 500]),
            () => d.view.scores,
          ),
        );
      if (d.view?.rack)
        outcomes.push(
          attempt(
            () => d.view.rack.pop(),
            () => d.view.rack,
          ),
        );
      if (d.events)
        outcomes.push(
          attempt(
            () => d.events.pop(),
            () => d.events,
          ),
        );
    };
    for (const name of ['move', 'place', 'draw', 'pass', 'turn', 'game-over', 'change', 'error']) {
      board.addEventListener(`hexadominos-${name}`, (e) => write((e as CustomEvent).detail));
    }

    await playOneTurn(board);
    expect(JSON.stringify(board.state)).to.equal(seen); // the game is what the last event said, untouched by the writes
    const position = board.getPosition();
    await playOneTurn(board);
    expect(board.getPosition()).to.not.equal(position);

    expect(outcomes.length).to.be.greaterThan(8);
    expect(outcomes.filter((o) => o !== 'threw')).to.deep.equal([]);
    expect(pageErrors.map(String)).to.deep.equal([]);
  });
});
