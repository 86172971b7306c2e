import { expect, html } from '@open-wc/testing';
import 'axe-core/axe.min.js'; // a UMD build: it puts `axe` on window
import type { AxeResults, RunOptions } from 'axe-core';
import type { HexoneBoard } from '../../components/hexone-board.js';
import { cell, mount, tap } from './helpers.js';

declare global {
  interface Window { axe: { run(context: Element, options: RunOptions): Promise<AxeResults> } }
}

/** axe's violations for a board (shadow DOM included), as readable lines. */
async function violations(board: HexoneBoard): Promise<string[]> {
  const results = await window.axe.run(board, { resultTypes: ['violations'] });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' > ')).join(', ')})`);
}

describe('<hexone-board> accessibility (axe)', () => {
  it('has no violations at the opening', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" coordinates></hexone-board>`);
    expect(await violations(board)).to.deep.equal([]);
  });

  it('has no violations mid-chain with the Y preview shown, in French', async () => {
    const board = await mount(html`<hexone-board lang="fr" animation-speed="0" position="b c2:3b d4:3b b4:1w"></hexone-board>`);
    await tap(board, 'c2');
    expect(board.selected).to.equal('c2');
    expect(await violations(board)).to.deep.equal([]);
  });

  it('has no violations when the game is over, or with an attribute error shown', async () => {
    const over = await mount(html`<hexone-board lang="en" animation-speed="0" record="classic b opening | b2 b3 b2 b3 b2 b2>b3"></hexone-board>`);
    expect(over.state.phase).to.equal('over');
    expect(await violations(over)).to.deep.equal([]);
    const broken = await mount(html`<hexone-board lang="en" animation-speed="0" exits="nope"></hexone-board>`);
    expect(await violations(broken)).to.deep.equal([]);
  });

  it('has no violations in the tiles edition, readonly, with highlights', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" readonly highlight="a1"
      position="tiles w b2:2b b3:1w a1:gray a2:gray a3:removed e5:1w"></hexone-board>`);
    expect(await violations(board)).to.deep.equal([]);
  });

  it('names every cell with its coordinates, contents and state', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position="b c2:3b d4:3b b4:1w"></hexone-board>`);
    expect(cell(board, 'c2').getAttribute('aria-label')).to.equal('c2, 3 pawns, Black, can explode');
    expect(cell(board, 'b4').getAttribute('aria-label')).to.equal('b4, 1 pawn, White');
    expect(cell(board, 'c3').getAttribute('aria-label')).to.equal('c3, centre, empty');
    expect(cell(board, 'a1').getAttribute('aria-label')).to.equal('a1, peak, empty');
    await tap(board, 'c2');
    expect(cell(board, 'c2').getAttribute('aria-label')).to.equal('c2, 3 pawns, Black, can explode, selected');
    expect(cell(board, 'c2').getAttribute('aria-selected')).to.equal('true');
    expect(cell(board, 'c3').getAttribute('aria-label')).to.match(/^c3, centre, empty, on Y 1 \(0 captured, \d lost/);
  });
});
