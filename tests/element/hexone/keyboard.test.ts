import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { HexoneBoard } from '../../../components/hexone-board/hexone-board.js';
import '../../../components/hexone-board/define.js';
import { cellsWith, liveText, statusText } from './helpers.js';

const focused = (board: HexoneBoard) => board.shadowRoot!.activeElement?.getAttribute('data-cell') ?? null;
const press = async (board: HexoneBoard, ...keys: string[]) => {
  for (const key of keys) await sendKeys({ press: key });
  await board.whenIdle();
};

/**
 * Ctrl+key, really pressed. Playwright and puppeteer take down/press/up; WebDriver takes only `press`,
 * where WebdriverIO splits '\uE009z' into Control (held) then z.
 */
async function pressWithControl(key: string): Promise<void> {
  try {
    await sendKeys({ down: 'Control' });
  } catch {
    await sendKeys({ press: `\uE009${key}` });
    return;
  }
  await sendKeys({ press: key });
  await sendKeys({ up: 'Control' });
}

describe('<hexone-board> played with the keyboard', () => {
  let board: HexoneBoard;
  beforeEach(async () => {
    const page = await fixture<HTMLElement>(html`<div><button id="before">before</button>
      <hexone-board lang="en" animation-speed="0"></hexone-board></div>`);
    board = page.querySelector('hexone-board')!;
    await board.whenIdle();
    page.querySelector<HTMLButtonElement>('#before')!.focus();
  });

  it('enters the grid with Tab on one cell only (roving tabindex) and moves along the six hex directions', async () => {
    await press(board, 'Tab');
    expect(focused(board)).to.equal('c3');
    expect(board.shadowRoot!.querySelectorAll('[role="gridcell"][tabindex="0"]').length).to.equal(1);
    await press(board, 'ArrowRight');
    expect(focused(board)).to.equal('c4');
    await press(board, 'ArrowLeft', 'ArrowLeft');
    expect(focused(board)).to.equal('c2');
    await press(board, 'e'); // NE
    expect(focused(board)).to.equal('d3');
    await press(board, 'c'); // SE
    expect(focused(board)).to.equal('c3');
    await press(board, 'z'); // SW
    expect(focused(board)).to.equal('b2');
    await press(board, 'q'); // NW
    expect(focused(board)).to.equal('c2');
    // Down then Up twice: SW to b1, then up alternately NW and NE (a zigzag that climbs straight).
    await press(board, 'ArrowDown');
    expect(focused(board)).to.equal('b1');
    await press(board, 'ArrowUp');
    expect(focused(board)).to.equal('c1');
    await press(board, 'ArrowUp');
    expect(focused(board)).to.equal('d2');
    await press(board, 'End');
    expect(focused(board)).to.equal('d5');
    await press(board, 'ArrowRight'); // off the board: the focus stays
    expect(focused(board)).to.equal('d5');
    await press(board, 'Home');
    expect(focused(board)).to.equal('d2');
    expect(board.shadowRoot!.querySelectorAll('[role="gridcell"][tabindex="0"]').length).to.equal(1);
  });

  it('plays a whole game without a mouse: Enter places, 1 fires a Y, Escape cancels, Ctrl+Z and r undo and redo', async () => {
    await press(board, 'Tab', 'ArrowDown', 'Enter'); // c3 → b2, Black's opening pawn
    expect(board.getPosition()).to.equal('classic w opening b2:1b');
    expect(liveText(board)).to.contain('Black places on b2.');
    await press(board, 'ArrowRight', 'Enter', 'ArrowLeft', 'Enter', 'ArrowRight', 'Enter', 'ArrowLeft', 'Enter');
    expect(board.getPosition()).to.equal('classic b b2:3b b3:2w');
    expect(board.selected).to.equal('b2');
    await press(board, 'Escape');
    expect(board.selected).to.equal(null);
    expect(cellsWith(board, 'explodable')).to.deep.equal(['b2']);
    await press(board, 'Enter');
    expect(board.selected).to.equal('b2');
    expect(liveText(board)).to.contain('Y 1 toward b3: 2 captured, 0 lost');
    await press(board, '1');
    expect(board.state.winner).to.equal('b');
    expect(statusText(board)).to.contain('Black wins');
    expect(liveText(board)).to.contain('Black wins');
    await pressWithControl('z');
    await board.whenIdle();
    expect(board.state.phase).to.equal('explode');
    await press(board, 'r');
    expect(board.state.phase).to.equal('over');
    await press(board, 'u');
    await press(board, 'ArrowRight', 'Enter'); // focus b3: on Y 1 of b2, Enter fires that Y
    expect(board.gameRecord.moves.at(-1)).to.deep.equal({ type: 'explode', cell: 'b2', toward: 'b3' });
  });

  it('fires the chosen cell\'s Y with Enter on a cell of that Y, even when that cell could explode too', async () => {
    board.setAttribute('position', 'classic b b2:3b b3:3b d4:3b e5:1w');
    await board.whenIdle();
    await press(board, 'Tab', 'ArrowDown', 'Enter'); // c3 → b2: chosen
    expect(board.selected).to.equal('b2');
    await press(board, 'ArrowRight', 'Enter'); // b3: full too, and on b2's Y through b3
    expect(board.gameRecord.moves).to.deep.equal([{ type: 'explode', cell: 'b2', toward: 'b3' }]);
  });
});
