import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { HexoneBoard } from '@components/hexone-board/hexone-board.js';
import '@components/hexone-board/define.js';
import { cellsWith, liveText, mount, statusText } from './helpers.js';

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
    expect(liveText(board)).to.contain('Y 1: b3, c2 and a1 (2 captured, 0 lost).');
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

  it("fires the chosen cell's Y with Enter on a cell of that Y, even when that cell could explode too", async () => {
    board.setAttribute('position', 'classic b b2:3b b3:3b d4:3b e5:1w');
    await board.whenIdle();
    await press(board, 'Tab', 'ArrowDown', 'Enter'); // c3 → b2: chosen
    expect(board.selected).to.equal('b2');
    await press(board, 'ArrowRight', 'Enter'); // b3: full too, and on b2's Y through b3
    expect(board.gameRecord.moves).to.deep.equal([{ type: 'explode', cell: 'b2', toward: 'b3' }]);
  });
});

/** A key press as a keyboard of another layout sends it: the letter it prints (`key`) and where it is (`code`). */
function keyOn(board: HexoneBoard, key: string, code: string): void {
  const at = board.shadowRoot!.querySelector('[role="gridcell"][tabindex="0"]')!;
  at.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, composed: true, cancelable: true }));
}
const cursor = (board: HexoneBoard) => board.shadowRoot!.querySelector('[role="gridcell"][tabindex="0"]')!.getAttribute('data-cell');

describe('<hexone-board> keys by position, on any layout', () => {
  it("moves the cursor by the keys' places on AZERTY (A E / Q D / W C), whatever letters they print", async () => {
    const board = await mount(html`<hexone-board lang="fr" animation-speed="0"></hexone-board>`);
    const moves: [string, string, string][] = [
      // [key printed on AZERTY, its code (QWERTY place), cell reached from the one before]
      ['e', 'KeyE', 'd4'], // NE of c3
      ['w', 'KeyZ', 'c3'], // SW
      ['a', 'KeyQ', 'd3'], // NW
      ['c', 'KeyC', 'c3'], // SE
      ['q', 'KeyA', 'c2'], // W
      ['d', 'KeyD', 'c3'], // E
    ];
    for (const [key, code, reached] of moves) {
      keyOn(board, key, code);
      await board.updateComplete;
      expect(cursor(board), `${key} (${code})`).to.equal(reached);
    }
  });

  it("takes undo, redo and the Y digits by place too (AZERTY's unshifted 1 prints &)", async () => {
    const board = await mount(html`<hexone-board lang="fr" animation-speed="0" position="b b2:3b b3:2w"></hexone-board>`);
    expect(board.selected).to.equal('b2');
    keyOn(board, '&', 'Digit1');
    await board.whenIdle();
    expect(board.state.winner).to.equal('b');
    keyOn(board, 'u', 'KeyU');
    await board.whenIdle();
    expect(board.state.winner).to.equal(null);
    keyOn(board, 'r', 'KeyR');
    await board.whenIdle();
    expect(board.state.winner).to.equal('b');
  });

  it('opens a help panel with ? or its button, naming the keys as this keyboard prints them, and closes it with Escape', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0"></hexone-board>`);
    const { keyNames, readLayout } = await import('@components/hexone-board/key-names.js');
    const names = keyNames('en', await readLayout());
    const help = () => board.shadowRoot!.querySelector('[part="help"]');
    const toggle = board.shadowRoot!.querySelector<HTMLButtonElement>('button.keys')!;
    expect(help()).to.equal(null);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    keyOn(board, '?', 'Slash');
    await board.updateComplete;
    const rows = [...help()!.querySelectorAll('dt')].map((dt) => dt.textContent.replace(/\s+/g, ' ').trim());
    expect(rows).to.include(`${names.nw} ${names.ne}`);
    expect(rows).to.include(`${names.undo} ${names.redo}`);
    expect(help()!.textContent).to.contain('up left, up right');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    keyOn(board, 'Escape', 'Escape');
    await board.updateComplete;
    expect(help()).to.equal(null);
    toggle.click();
    await board.updateComplete;
    expect(help()).not.to.equal(null);
    expect(board.shadowRoot!.querySelector('#keys')!.textContent).to.contain(`${names.nw} ${names.ne} ${names.w} ${names.e} ${names.sw} ${names.se}`);
  });

  it('has no Keys button on a view-only board', async () => {
    const board = await mount(html`<hexone-board readonly animation-speed="0"></hexone-board>`);
    expect(board.shadowRoot!.querySelector('button.keys')).to.equal(null);
  });
});
