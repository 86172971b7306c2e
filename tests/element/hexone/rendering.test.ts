import { expect, fixture, html } from '@open-wc/testing';
import { cell, cellsWith, mount, parts, statusText } from './helpers.js';

const coinsOn = (board: Element, name: string) => board.shadowRoot!.querySelectorAll(`[data-cell="${name}"] .stack .coin`).length;
const numberOn = (board: Element, name: string) => board.shadowRoot!.querySelector(`[data-text="${name}"] .num`)?.textContent ?? null;

describe('<hexone-board> rendering', () => {
  it('draws the 19 cells in five rows, top row first, with the opening cells marked legal', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0"></hexone-board>`);
    const rows = [...board.shadowRoot!.querySelectorAll('[role="row"]')].map((r) =>
      [...r.querySelectorAll('[role="gridcell"]')].map((c) => c.getAttribute('data-cell')),
    );
    expect(rows).to.deep.equal([
      ['e3', 'e4', 'e5'],
      ['d2', 'd3', 'd4', 'd5'],
      ['c1', 'c2', 'c3', 'c4', 'c5'],
      ['b1', 'b2', 'b3', 'b4'],
      ['a1', 'a2', 'a3'],
    ]);
    expect(cellsWith(board, 'legal')).to.deep.equal(['b2', 'b3', 'c2', 'c4', 'd3', 'd4']);
    expect(statusText(board)).to.contain('Black opens');
    expect(parts(board, 'c3')).to.include('centre');
    expect(cellsWith(board, 'peak')).to.deep.equal(['a1', 'a3', 'c1', 'c5', 'e3', 'e5']);
    expect(board.shadowRoot!.querySelectorAll('.peak-arrow').length).to.equal(6);
    expect(board.shadowRoot!.querySelectorAll('.centre-mark').length).to.equal(1);
  });

  it('draws stacks of 1 to 6 coins, numbered from 2, and caps the drawing at 6 while the number says more', async () => {
    const board = await mount(html`<hexone-board animation-speed="0"
      position="classic b b2:1b b3:2w c2:3b c4:4b d3:5b d4:6b a2:9b e4:1w"></hexone-board>`);
    expect(['b2', 'b3', 'c2', 'c4', 'd3', 'd4', 'a2'].map((c) => coinsOn(board, c))).to.deep.equal([1, 2, 3, 4, 5, 6, 6]);
    expect(['b2', 'b3', 'c2', 'd4', 'a2'].map((c) => numberOn(board, c))).to.deep.equal([null, '2', '3', '6', '9']);
    expect(parts(board, 'b3')).to.include('own-w');
    expect(parts(board, 'a2')).to.include('own-b');
    const pawns = cell(board, 'b3').querySelector('.stack')!.getAttribute('part');
    expect(pawns).to.equal('pawns pawns-w');
    expect(cell(board, 'b3').getAttribute('aria-label')).to.match(/^b3, 2 pawns, White/);
    // Only the fullest cells may explode.
    expect(cellsWith(board, 'explodable')).to.deep.equal(['a2']);
  });

  it('tells white, gray and removed tiles apart, with their points, in the tiles edition', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0"
      position="tiles w b2:2b b3:1w a1:gray a2:gray a3:removed e5:1w"></hexone-board>`);
    expect(cellsWith(board, 'gray')).to.deep.equal(['a1', 'a2']);
    expect(cellsWith(board, 'removed')).to.deep.equal(['a3']);
    expect(cellsWith(board, 'white')).to.have.length(9);
    const points = (c: string) => board.shadowRoot!.querySelector(`[data-text="${c}"] .points`)?.textContent ?? null;
    expect(['e5', 'e4', 'a1', 'a2', 'a3', 'c3'].map(points)).to.deep.equal(['4', '3', '2', '1', null, null]);
    expect(cell(board, 'a1').getAttribute('aria-label')).to.contain('gray tile, 2 points');
    expect(cell(board, 'a3').getAttribute('aria-label')).to.contain('removed tile');
    const fill = (c: string) => getComputedStyle(cell(board, c).querySelector('.hex')!).fill;
    expect(new Set([fill('e4'), fill('a1'), fill('c3')]).size).to.equal(3);
    expect(getComputedStyle(cell(board, 'a3').querySelector('.hex')!).fill).to.equal('none');
  });

  it('shows the winner and the score at the end of a tiles game', async () => {
    const board = await mount(html`<hexone-board lang="fr" animation-speed="0" position="tiles b b2:2b a1:gray a3:removed"></hexone-board>`);
    expect(board.state.phase).to.equal('over');
    expect(statusText(board)).to.equal(`Noir gagne — ${board.state.score} points`);
    expect(board.state.score).to.equal(7 + 6 * 4 + 6 * 3 - 2 - 4); // a1 gray peak: 2 instead of 4; a3 removed: 0
  });

  it('shows coordinates and teaching highlights only when asked', async () => {
    const board = await mount(html`<hexone-board animation-speed="0" highlight="b2 c3"></hexone-board>`);
    expect(board.shadowRoot!.querySelectorAll('.coord').length).to.equal(0);
    expect(cellsWith(board, 'highlight')).to.deep.equal(['b2', 'c3']);
    board.setAttribute('coordinates', '');
    await board.updateComplete;
    expect([...board.shadowRoot!.querySelectorAll('.coord')].map((t) => t.textContent)).to.include.members(['a1', 'c3', 'e5']);
  });

  it('takes its colours from --hexone-… custom properties', async () => {
    const board = await mount(html`<hexone-board animation-speed="0" position="w b2:1b b3:1w"
      style="--hexone-b-color: rgb(1, 2, 3); --hexone-cell-fill: rgb(4, 5, 6)"></hexone-board>`);
    expect(getComputedStyle(cell(board, 'b2').querySelector('.coin')!).fill).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(cell(board, 'c3').querySelector('.hex')!).fill).to.equal('rgb(4, 5, 6)');
  });

  it('follows the colour scheme set on it: light and dark defaults', async () => {
    const board = await mount(html`<hexone-board animation-speed="0" position="w b2:1b b3:1w"></hexone-board>`);
    const fill = () => getComputedStyle(cell(board, 'c3').querySelector('.hex')!).fill;
    board.style.colorScheme = 'light';
    expect(fill()).to.equal('rgb(230, 215, 184)'); // #e6d7b8
    board.style.colorScheme = 'dark';
    expect(fill()).to.equal('rgb(74, 66, 54)'); // #4a4236
  });

  it('scales to its container and keeps cells at least 44 px wide at the default size', async () => {
    const page = await fixture<HTMLElement>(html`<div style="width: 600px"><hexone-board animation-speed="0"></hexone-board></div>`);
    const inner = page.querySelector('hexone-board')!;
    await inner.whenIdle();
    const hex = inner.shadowRoot!.querySelector('[data-cell="c3"] .hex')!.getBoundingClientRect();
    expect(hex.width).to.be.at.least(44);
    expect(hex.height).to.be.at.least(44);
    inner.style.width = '200px';
    const small = inner.shadowRoot!.querySelector('[data-cell="c3"] .hex')!.getBoundingClientRect();
    expect(small.width).to.be.below(hex.width);
  });
});
