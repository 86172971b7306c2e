// A board's life in a page: moved, removed and added again, its computers carry on where they were; a computer
// that cannot play (a page's own player that throws, answers nothing or an illegal action) says so in the board's
// language, and the status never stays on "thinking".
import { expect } from '@open-wc/testing';
import type { Action } from '@engine/hexadominos/types.js';
import { type HexadominosBoard, fixture, game, html, record, statusText, text, until, watchPageErrors } from './helpers.js';

const COMPUTERS = html`<hexadominos-board lang="en" delay="0" seed="5" skip-starter seats="computer:easy computer:easy"></hexadominos-board>`;
const MOVES = (board: HexadominosBoard) => game(board).board.length; // tiles on the table

describe('<hexadominos-board> in the page', () => {
  const pageErrors = watchPageErrors();
  beforeEach(() => (pageErrors.length = 0));

  it('removed, then added again, its computers go on playing from where they were', async () => {
    const board = await fixture<HexadominosBoard>(COMPUTERS);
    await until(() => MOVES(board) >= 2);
    const parent = board.parentElement!;
    board.remove();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const left = game(board);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(game(board), 'nothing is played while the board is away').to.equal(left);

    parent.append(board);
    await until(() => game(board) !== left && MOVES(board) > left.board.length);

    expect(MOVES(board)).to.be.above(left.board.length);
    expect(pageErrors).to.deep.equal([]);
  });

  it('moved to another place in the page (removed and added in one go), its computers go on playing', async () => {
    const board = await fixture<HexadominosBoard>(COMPUTERS);
    await until(() => MOVES(board) >= 1);
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    try {
      for (let moves = 0; moves < 5; moves++) {
        const before = MOVES(board);
        (moves % 2 ? (board.parentElement === elsewhere ? document.body : elsewhere) : elsewhere).append(board);
        await until(() => MOVES(board) > before || game(board).over);
        expect(MOVES(board) > before || game(board).over, `move ${moves}`).to.equal(true);
      }
      expect(pageErrors).to.deep.equal([]);
    } finally {
      elsewhere.remove();
    }
  });

  for (const [what, bot, message] of [
    [
      'throws',
      () => {
        throw new Error('boom');
      },
      'stopped with an error',
    ],
    ['answers nothing', () => null, 'found nothing to play'],
    ['answers an action the rules refuse', (): Action => ({ type: 'pass' }), 'rules do not allow'],
    ['rejects', () => Promise.reject(new Error('network')), 'stopped with an error'],
  ] as const) {
    it(`a page's own computer player that ${what} is reported in the board's language, and the status leaves "thinking"`, async () => {
      const board = await fixture<HexadominosBoard>(html`<hexadominos-board lang="en" delay="0" seats="computer human" .bot=${bot}
        position="standard turn:0 112345@0,0/0 r0:122345,334455 r1:112335 pile:223345,113345"></hexadominos-board>`);
      const errors = record<{ code: string; message: string }>(board, 'hexadominos-error');
      await until(() => errors.length > 0);
      await board.whenIdle();

      expect(errors.map((e) => e.code)).to.deep.equal(['computer-failed']);
      expect(errors[0].message).to.contain(message);
      expect(text(board, '[part="message"]')).to.contain(message);
      expect(statusText(board)).not.to.contain('thinking');
      expect(pageErrors).to.deep.equal([]);
    });
  }

  it('says in French when a computer player fails on a French board', async () => {
    const board = await fixture<HexadominosBoard>(html`<hexadominos-board lang="fr" delay="0" seats="computer human" .bot=${() => null}
      position="standard turn:0 112345@0,0/0 r0:122345,334455 r1:112335 pile:223345,113345"></hexadominos-board>`);
    const errors = record<{ message: string }>(board, 'hexadominos-error');
    await until(() => errors.length > 0);
    expect(errors[0].message).to.equal('L’ordinateur n’a rien trouvé à jouer.');
  });
});
