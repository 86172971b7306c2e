import { expect, html } from '@open-wc/testing';
import 'axe-core/axe.min.js'; // a UMD build: it puts `axe` on window
import type { AxeResults, RunOptions } from 'axe-core';
import type { HexoneBoard } from '@components/hexone-board/hexone-board.js';
import { cell, mount, tap } from './helpers.js';

declare global {
  interface Window {
    axe: { run(context: Element, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * axe's violations for a board (shadow DOM included), as readable lines. Every rule runs, and
 * label-content-name-mismatch (WCAG 2.5.3, visible text inside a cell must appear in its name) is
 * switched on by name so that it runs even in axe versions that class it as experimental.
 */
async function violations(board: HexoneBoard): Promise<string[]> {
  const results = await window.axe.run(board, { resultTypes: ['violations'], rules: { [MISMATCH]: { enabled: true } } });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' > ')).join(', ')})`);
}
const MISMATCH = 'label-content-name-mismatch';

/** The visible text the board draws for a cell (its count, points and coordinates, top to bottom). */
const shownText = (board: HexoneBoard, name: string) =>
  [...board.shadowRoot!.querySelectorAll(`[data-text="${name}"] text`)].map((t) => t.textContent).join(' ');

describe('<hexone-board> accessibility (axe)', () => {
  it('has no violations at the opening', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" coordinates></hexone-board>`);
    expect(await violations(board)).to.deep.equal([]);
  });

  it("has no violations with a move drawn (showMove), the last turn's trail and the keys' help open, in French", async () => {
    const board = await mount(html`<hexone-board lang="fr" animation-speed="0" coordinates position="b b4:1b c2:2w d3:2w"></hexone-board>`);
    board.place('b4');
    await board.whenIdle();
    expect(board.showMove('c2 c2>d3 d3>d4')).to.equal(true);
    board.shadowRoot!.querySelector<HTMLButtonElement>('button.keys')!.click();
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('[data-marks="trail"]')).not.to.equal(null);
    expect(board.shadowRoot!.querySelector('[data-marks="hint"]')).not.to.equal(null);
    expect(board.shadowRoot!.querySelector('[part="help"]')).not.to.equal(null);
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

  it('keeps visible numbers and coordinates out of the cells, so their names need not repeat them in drawing order', async () => {
    // e3: a peak with 2 pawns; e4, a1: tiles with pawns and points; a2: a tile with points only; coordinates on.
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" coordinates
      position="tiles b e3:2b e4:2w a1:3b:gray a2:gray c2:1w"></hexone-board>`);
    expect(shownText(board, 'e3')).to.equal('4 e3 2');
    expect(shownText(board, 'e4')).to.equal('3 e4 2');
    expect(shownText(board, 'a1')).to.equal('2 a1 3');
    expect(shownText(board, 'a2')).to.equal('1 a2');
    expect(cell(board, 'e3').getAttribute('aria-label')).to.equal('e3, peak, 2 pawns, Black, white tile, 4 points');
    expect(cell(board, 'e4').getAttribute('aria-label')).to.equal('e4, 2 pawns, White, white tile, 3 points');
    expect(cell(board, 'a1').getAttribute('aria-label')).to.match(/^a1, peak, 3 pawns, Black, gray tile, 2 points/);
    expect(board.shadowRoot!.querySelectorAll('[role="gridcell"] text').length).to.equal(0);
    expect(await violations(board)).to.deep.equal([]);
  });

  it('has no label mismatch in French, without coordinates, with stacks on plain cells', async () => {
    const board = await mount(html`<hexone-board lang="fr" animation-speed="0" position="w c5:2b c4:3w d5:1b b2:2w"></hexone-board>`);
    expect(shownText(board, 'c5')).to.equal('2');
    expect(cell(board, 'c5').getAttribute('aria-label')).to.match(/^c5, pointe, 2 pions, Noir, sur le Y 1/); // c4, the lone explodable cell, is chosen for the user
    expect(await violations(board)).to.deep.equal([]);
  });

  it('would report a cell whose visible text is out of its name order (the check is live)', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" coordinates position="tiles b e3:2b c2:1w"></hexone-board>`);
    // Put the drawn texts back inside the cell, as the board once drew them: axe must flag it.
    for (const t of board.shadowRoot!.querySelectorAll('[data-text="e3"] text')) cell(board, 'e3').append(t.cloneNode(true));
    expect((await violations(board)).join('\n')).to.contain(MISMATCH);
  });
});
