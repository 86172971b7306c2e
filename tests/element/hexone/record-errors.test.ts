/**
 * A record refused at one of its moves says which move, by number and text, in the board's language:
 * in the inline message and in `hexone-error`'s detail (its `message`, and `error.move`).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { type HexoneBoard, mount, record } from './helpers.js';

interface ErrorDetail {
  code: string;
  message: string;
  error: { move?: number };
}

const BAD_CELL = 'classic b opening | d3 b2 c2 b3 c2 b1 d9'; // move 7 names no cell
const ILLEGAL = 'classic b opening | d3 b2 c2 c2'; // move 4: White places on Black's cell

const CASES = [
  { lang: 'en', record: BAD_CELL, move: 7, says: 'Move 7: "d9" is not a cell of the board (a1 to e5).' },
  { lang: 'fr', record: BAD_CELL, move: 7, says: 'Coup 7. «\u202fd9\u202f» n’est pas une case du plateau (de a1 à e5).' },
  { lang: 'en', record: ILLEGAL, move: 4, says: 'Move 4: c2 holds your opponent’s pawns: nobody places on the other side’s cells.' },
  { lang: 'fr', record: ILLEGAL, move: 4, says: 'Coup 4. c2 porte des pions adverses\u202f: on ne pose jamais chez l’adversaire.' },
];

describe('<hexone-board> record errors name the wrong move', () => {
  for (const c of CASES) {
    it(`${c.lang}: the record attribute refused at move ${c.move} says so inline and in hexone-error`, async () => {
      const errors: ErrorDetail[] = [];
      const board = await fixture<HexoneBoard>(html`<div @hexone-error=${(e: CustomEvent<ErrorDetail>) => errors.push(e.detail)}>
        <hexone-board lang=${c.lang} animation-speed="0" record=${c.record}></hexone-board></div>`).then((div) => div.firstElementChild as HexoneBoard);
      await board.whenIdle();
      expect(errors.map((e) => e.message)).to.deep.equal([c.says]);
      expect(errors[0].error.move).to.equal(c.move);
      expect(board.shadowRoot!.querySelector('[part="error"]')!.textContent.trim()).to.equal(c.says);
    });

    it(`${c.lang}: load() of that record refused at move ${c.move} says so in the message and hexone-error`, async () => {
      const board = await mount(html`<hexone-board lang=${c.lang} animation-speed="0"></hexone-board>`);
      const errors = record<ErrorDetail>(board, 'hexone-error');
      expect(board.load(c.record)).to.equal(false);
      await board.updateComplete;
      expect(errors.map((e) => e.message)).to.deep.equal([c.says]);
      expect(board.shadowRoot!.querySelector('[part="message"]')!.textContent.trim()).to.equal(c.says);
    });
  }

  it('a record object refused at one of its moves names it too', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0"></hexone-board>`);
    const errors = record<ErrorDetail>(board, 'hexone-error');
    const start = board.gameRecord.start;
    expect(board.load({ start, moves: [{ type: 'place', cell: 'd3' }, { type: 'jump' }] } as never)).to.equal(false);
    expect(errors[0].message).to.match(/^Move 2: /);
    expect(errors[0].error.move).to.equal(2);
  });
});
