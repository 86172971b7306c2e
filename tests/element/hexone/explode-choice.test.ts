/**
 * Choosing an explosion with the mouse (issue 30): a second click on the chosen cell keeps it chosen and says so;
 * with one cell that may explode, a click on a cell of one of its Ys fires that Y; a click on the spot a Y sends a
 * pawn to off its arms (the centre) or beside the board (where the preview draws a pawn leaving it) fires that Y.
 * And what the board says of it, read from its live regions, each sentence once. Real mouse clicks and keys.
 */
import { expect, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { Direction } from '@engine/hexone/cells.js';
import { armEnd } from '@components/hexone-board/geometry.js';
import { type HexoneBoard, button, cell, mount } from './helpers.js';

/** A real mouse click at a point of the page. */
async function clickAt(x: number, y: number): Promise<void> {
  await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });
}

async function clickCell(board: HexoneBoard, name: string): Promise<void> {
  const hex = cell(board, name).querySelector('.hex')!;
  hex.scrollIntoView({ block: 'center', inline: 'center' });
  const box = hex.getBoundingClientRect();
  await clickAt(box.x + box.width / 2, box.y + box.height / 2);
  await board.whenIdle();
}

/** A click where the preview draws the pawn of `from` leaving the board in `direction`. */
async function clickOffBoard(board: HexoneBoard, from: Parameters<typeof armEnd>[0], direction: Direction): Promise<void> {
  const svg = board.shadowRoot!.querySelector('svg')!;
  svg.scrollIntoView({ block: 'center', inline: 'center' });
  const end = armEnd(from, direction);
  const at = new DOMPoint(end.x, end.y).matrixTransform(svg.getScreenCTM()!);
  await clickAt(at.x, at.y);
  await board.whenIdle();
}

/** Every text a region of the board showed, one entry per change (what a screen reader is given to read). */
function transcript(board: HexoneBoard, selector: string): string[] {
  const region = board.shadowRoot!.querySelector(selector)!;
  const seen: string[] = [];
  new MutationObserver(() => seen.push(region.textContent.trim())).observe(region, { childList: true, subtree: true, characterData: true });
  return seen;
}
const LIVE = '.live';
const MESSAGE = '[part="message"]';
const times = (said: string[], text: string) => said.filter((s) => s.includes(text)).length;

// c5 (a peak) holds 3 and is the one cell that may explode: Y 1 sends pawns east (off the board, back to the
// centre), north-west to d5 and south-west to b4; Y 2 north-east and south-east (off the board, lost) and west to c4.
const LONE_PEAK = 'classic b c5:3b a1:1w';

describe('<hexone-board>: choosing the explosion by mouse', () => {
  afterEach(() => resetMouse());

  it('keeps the chosen cell chosen when it is clicked again, says so once, and the next click on its Y fires it', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position="classic b c2:3b d4:3b b4:1w"></hexone-board>`);
    const live = transcript(board, LIVE);
    await clickCell(board, 'c2');
    await clickCell(board, 'c2');
    expect(board.selected).to.equal('c2');
    expect(times(live, 'c2 stays chosen: now pick one of its Ys (1 or 2); Escape drops it.')).to.equal(1);
    await clickCell(board, 'c3'); // on c2's Y 1
    expect(board.gameRecord.moves).to.deep.equal([{ type: 'explode', cell: 'c2', toward: 'c3' }]);
  });

  it('says it again when the chosen cell is clicked a second time again (the sentence alternates, so it is re-read)', async () => {
    const board = await mount(html`<hexone-board lang="fr" animation-speed="0" position="classic b c2:3b d4:3b b4:1w"></hexone-board>`);
    const live = transcript(board, LIVE);
    await clickCell(board, 'c2');
    await clickCell(board, 'c2');
    await clickCell(board, 'c2');
    expect(board.selected).to.equal('c2');
    expect(live.slice(-2).map((s) => s.replace(/\u00a0$/, ''))).to.deep.equal([
      'c2 reste choisie\u202f: choisissez maintenant l’un de ses Y (1 ou 2)\u202f; Échap l’abandonne.',
      'c2 reste choisie\u202f: choisissez maintenant l’un de ses Y (1 ou 2)\u202f; Échap l’abandonne.',
    ]);
  });

  it('with one cell that may explode and none chosen (after Escape), fires its Y through a clicked cell of that Y', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position=${LONE_PEAK}></hexone-board>`);
    expect(board.selected).to.equal('c5'); // chosen for the person
    board.focus();
    await sendKeys({ press: 'Escape' });
    await board.whenIdle();
    expect(board.selected).to.equal(null);
    await clickCell(board, 'b4');
    expect(board.gameRecord.moves).to.deep.equal([{ type: 'explode', cell: 'c5', toward: 'd5' }]);
  });

  it('fires the Y that sends a pawn to the centre when the centre is clicked', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position=${LONE_PEAK}></hexone-board>`);
    const message = transcript(board, MESSAGE);
    await clickCell(board, 'c3');
    expect(message.filter(Boolean)).to.deep.equal([]); // not refused
    expect(board.gameRecord.moves).to.deep.equal([{ type: 'explode', cell: 'c5', toward: 'd5' }]);
    expect(board.state.cells.c3).to.deep.equal({ owner: 'b', count: 1 });
  });

  for (const [direction, toward] of [
    ['E', 'd5'],
    ['NE', 'c4'],
    ['SE', 'c4'],
  ] as const) {
    it(`fires the Y of a pawn leaving the board when its spot beside the board is clicked (${direction}: toward ${toward})`, async () => {
      const board = await mount(html`<hexone-board lang="en" animation-speed="0" position=${LONE_PEAK}></hexone-board>`);
      await clickOffBoard(board, 'c5', direction);
      expect(board.gameRecord.moves).to.deep.equal([{ type: 'explode', cell: 'c5', toward }]);
    });
  }

  it('says which Y to pick, and plays nothing, when both Ys send a pawn to the clicked centre (Express)', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position="express b c5:3b a1:1w"></hexone-board>`);
    const live = transcript(board, LIVE);
    await clickCell(board, 'c3');
    expect(board.gameRecord.moves).to.deep.equal([]);
    expect(board.selected).to.equal('c5');
    expect(times(live, 'Both Ys of c5 send a pawn to c3: pick a cell of the Y you want (1 or 2).')).to.equal(1);
  });

  it('still refuses, once, a click on a cell on neither Y that cannot explode', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position=${LONE_PEAK}></hexone-board>`);
    const message = transcript(board, MESSAGE);
    const live = transcript(board, LIVE);
    await clickCell(board, 'a2');
    expect(board.gameRecord.moves).to.deep.equal([]);
    expect(times(message, 'a2 is on neither Y of c5')).to.equal(1);
    expect(times(live, 'a2 is on neither Y of c5')).to.equal(0);
  });
});

describe('<hexone-board>: what Undo, ? and refused keys say, once each', () => {
  afterEach(() => resetMouse());

  it('says what Undo took back, then whose turn it is; Redo what it played again', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" record="classic b opening | b2 b3 b2"></hexone-board>`);
    const live = transcript(board, LIVE);
    const undo = button(board, 'undo');
    undo.scrollIntoView({ block: 'center' });
    let box = undo.getBoundingClientRect();
    await clickAt(box.x + box.width / 2, box.y + box.height / 2);
    await board.whenIdle();
    expect(board.getPosition()).to.equal('classic b b2:1b b3:1w');
    expect(live.filter((s) => s.startsWith('Undone:'))).to.deep.equal(['Undone: place on b2. Black to play']);
    const redo = button(board, 'redo');
    box = redo.getBoundingClientRect();
    await clickAt(box.x + box.width / 2, box.y + box.height / 2);
    await board.whenIdle();
    expect(live.filter((s) => s.startsWith('Redone:'))).to.deep.equal(['Redone: place on b2. White to play']);
  });

  it('says the list of keys is shown, then hidden, when ? is pressed twice', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0"></hexone-board>`);
    const live = transcript(board, LIVE);
    board.focus();
    await sendKeys({ press: '?' });
    await board.whenIdle();
    expect(board.shadowRoot!.querySelector('#help')).to.not.equal(null);
    await sendKeys({ press: '?' });
    await board.whenIdle();
    expect(live).to.deep.equal(['The list of keys is shown below the board.', 'The list of keys is hidden.']);
  });

  it('says why P and 1 do nothing, once each, under the board (not in the live region too)', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" record="classic b opening | b2 b3"></hexone-board>`);
    const message = transcript(board, MESSAGE);
    const live = transcript(board, LIVE);
    board.focus();
    await sendKeys({ press: 'p' });
    await board.whenIdle();
    await sendKeys({ press: '1' });
    await board.whenIdle();
    expect(message).to.deep.equal(['You can only pass when you cannot place anywhere.', 'Nothing can explode now: place a pawn.']);
    expect(live).to.deep.equal([]);
  });

  it('says why 1 does nothing mid-chain with no cell chosen', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position="classic b c2:3b d4:3b b4:1w"></hexone-board>`);
    const message = transcript(board, MESSAGE);
    board.focus();
    await sendKeys({ press: '1' });
    await board.whenIdle();
    expect(message).to.deep.equal(['No cell is chosen: choose the cell that explodes first, then its Y.']);
  });
});
