/**
 * The board as a keyboard and screen-reader user meets it (issue 24): refusals read out, a chosen cell's two Ys
 * read with their three cells (also when the board chose the cell), rows named, names that say nothing stale,
 * focus kept on the board after a button goes away, the status during the computer's move, what the numbered
 * marks are, and badges that never cover the numbers they sit beside. Gestures are real mouse clicks and keys.
 */
import { expect, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { CELLS, neighbours } from '@engine/hexone/cells.js';
import type { Action } from '@engine/hexone/types.js';
import type { TurnChooser } from '@components/hexone-board/computer.js';
import { type HexoneBoard, button, cell, mount, statusText } from './helpers.js';

/** A real mouse click (from the browser driver) in the middle of `target`. */
async function click(target: Element): Promise<void> {
  target.scrollIntoView({ block: 'center', inline: 'center' });
  const box = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

const clickCell = async (board: HexoneBoard, name: string) => {
  await click(cell(board, name).querySelector('.hex')!);
  await board.whenIdle();
};
const live = (board: HexoneBoard) => board.shadowRoot!.querySelector('.live')!.textContent.trim();
const message = (board: HexoneBoard) => board.shadowRoot!.querySelector('[part="message"]')!;
const focusedCell = (board: HexoneBoard) => (document.activeElement === board ? board.shadowRoot!.activeElement?.getAttribute('data-cell') : null) ?? null;

describe('<hexone-board> for a screen reader and the keyboard', () => {
  afterEach(() => resetMouse());

  it('reads a refusal out: the message under the board is a live region holding the board’s sentence, in French too', async () => {
    const board = await mount(html`<hexone-board lang="fr" animation-speed="0" position="b b2:2b d4:1w"></hexone-board>`);
    expect(message(board).getAttribute('role')).to.equal('status');
    await clickCell(board, 'c3');
    expect(message(board).textContent).to.equal('Personne ne pose sur le centre (c3).');
    // The same refusal again is read again: its text changes (a trailing no-break space comes and goes).
    await clickCell(board, 'c3');
    expect(message(board).textContent).to.equal('Personne ne pose sur le centre (c3).\u00a0');
    await clickCell(board, 'c3');
    expect(message(board).textContent).to.equal('Personne ne pose sur le centre (c3).');
  });

  it('reads both Ys of a chosen cell, each with its three cells and what it does', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position="b c2:3b d4:3b b4:1w b3:1w"></hexone-board>`);
    await clickCell(board, 'c2');
    expect(board.selected).to.equal('c2');
    expect(live(board)).to.equal('c2 selected. Y 1: c3, d2 and b1 (0 captured, 0 lost). Y 2: d3, c1 and b2 (0 captured, 0 lost).');
  });

  it('reads the Ys of the cell it chose for the player, after the move that filled it, and says where pawns leave the board', async () => {
    const board = await mount(html`<hexone-board lang="fr" animation-speed="0" position="b b1:2b d4:1w"></hexone-board>`);
    await clickCell(board, 'b1');
    expect(board.selected).to.equal('b1');
    const said = live(board);
    expect(said.startsWith('Noir pose en b1.')).to.equal(true);
    expect(said).to.contain('b1 choisie. Y 1\u202f: ');
    expect(said).to.contain('hors du plateau');
    expect(said).to.contain('Y 2\u202f: ');
  });

  it('names each row of the grid ("Row e"), so that a row is never read as its cells run together', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0"></hexone-board>`);
    const rows = [...board.shadowRoot!.querySelectorAll('[role="row"]')].map((r) => r.getAttribute('aria-label'));
    expect(rows).to.deep.equal(['Row e', 'Row d', 'Row c', 'Row b', 'Row a']);
    const fr = await mount(html`<hexone-board lang="fr" animation-speed="0"></hexone-board>`);
    expect(fr.shadowRoot!.querySelector('[role="row"]')!.getAttribute('aria-label')).to.equal('Rangée e');
  });

  it('keeps focus on the board after a Y is fired with its button, on the cell that played', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position="b b2:3b d4:1w e5:1w"></hexone-board>`);
    expect(board.selected).to.equal('b2');
    await click(button(board, 'y1'));
    await board.whenIdle();
    await board.updateComplete;
    expect(board.gameRecord.moves).to.have.length(1);
    expect(focusedCell(board)).to.equal('b2');
    // From there the keyboard goes on: Enter on a playable cell places.
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedCell(board)).to.equal('b3');
  });

  it('says nothing of a Y in a cell’s name once its explosion is done (keys: Enter on a cell of Y 2)', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position="b b2:3b d4:1w e5:1w"></hexone-board>`);
    await clickCell(board, 'b1'); // on Y 2 of b2: fires it
    expect(board.gameRecord.moves.map((m) => m.type)).to.deep.equal(['explode']);
    const named = CELLS.map((c) => cell(board, c).getAttribute('aria-label')!).filter((label) => / on Y \d/.test(label));
    expect(board.selected).to.equal(null);
    expect(named).to.deep.equal([]);
  });

  it('puts focus on the board’s cell in the tab order when the page asks it to (board.focus())', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0"></hexone-board>`);
    board.focus();
    await board.updateComplete;
    expect(focusedCell(board)).to.equal('c3');
  });

  it('says "White places on c2" while the computer’s pawn is landing, not yet whose turn is next', async () => {
    const turn: Action[] = [{ type: 'place', cell: 'c2' }];
    const bot: TurnChooser = {
      async chooseTurn() {
        return turn;
      },
      dispose() {},
    };
    const board = await mount(html`<hexone-board lang="en" animation-speed="0.2" computer="w" .bot=${bot} position="b b4:1b c2:1w"></hexone-board>`);
    const seen: string[] = [];
    const watch = new MutationObserver(() => seen.push(statusText(board)));
    watch.observe(board.shadowRoot!, { subtree: true, characterData: true, childList: true });
    board.place('b4');
    await board.whenIdle();
    watch.disconnect();
    expect(board.gameRecord.moves).to.have.length(2);
    const thinking = seen.lastIndexOf('White (computer) is thinking…');
    const landing = seen.lastIndexOf('White places on c2');
    expect(thinking).to.be.greaterThan(-1);
    expect(landing).to.be.greaterThan(thinking);
    // From the computer's choice until its pawn has landed, nothing says it is Black's turn already.
    expect(seen.slice(thinking, landing).filter((s) => s === 'Black to play')).to.deep.equal([]);
    expect(statusText(board)).to.equal('Black to play');
  });

  it('explains the numbered marks under the board while they are drawn', async () => {
    const board = await mount(html`<hexone-board lang="fr" animation-speed="0" position="b b2:2b d4:1w"></hexone-board>`);
    expect(board.shadowRoot!.querySelector('[part="legend"]')).to.equal(null);
    expect(board.showMove('b2 b2>b3')).to.equal(true);
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('[part="legend"]')!.textContent).to.equal('Marques numérotées\u202f: le coup montré, étape par étape.');
    await clickCell(board, 'b2'); // a move: the hint goes, the trail of that turn is drawn and explained
    await clickCell(board, 'b3');
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('[data-marks="trail"]')).not.to.equal(null);
    expect(board.shadowRoot!.querySelector('[part="legend"]')!.textContent).to.contain('le dernier tour');
  });

  it('draws each "×2" of a Y clear of the Ys’ numbers, the stack counts and the cells’ names, whatever cell explodes', async () => {
    const overlaps: string[] = [];
    const box = (el: Element) => el.getBoundingClientRect();
    const meet = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    for (const from of CELLS) {
      // Every neighbour holds two of the opponent's pawns: both Ys take something on each of their cells.
      const others = neighbours(from)
        .map((n) => `${n}:2w`)
        .join(' ');
      const board = await mount(html`<hexone-board lang="en" animation-speed="0" coordinates position=${`b ${from}:3b ${others}`}></hexone-board>`);
      expect(board.selected).to.equal(from);
      const root = board.shadowRoot!;
      const captures = [...root.querySelectorAll('.preview rect.capture')];
      expect(captures.length).to.be.greaterThan(0);
      const others_ = [...root.querySelectorAll('.preview .badge, .texts .num, .texts .coord')];
      for (const c of captures)
        for (const o of others_) if (meet(box(c), box(o))) overlaps.push(`${from}: ×N over ${o.getAttribute('class')} ${o.textContent ?? ''}`);
      board.remove();
    }
    expect(overlaps).to.deep.equal([]);
  });
});

describe('<hexone-board> naming its keys on a French page', () => {
  /** The keys of the help panel's first three rows (NW NE, W E, SW SE). */
  const letters = (board: HexoneBoard) =>
    [...board.shadowRoot!.querySelectorAll('[part="help"] dt')].slice(1, 4).map((dt) => dt.textContent.replace(/\s+/g, ' ').trim());
  /** The letter this browser reports for the key at QWERTY's Q, if it reports a layout at all. */
  const reportedQ = async () => {
    const keyboard = (navigator as { keyboard?: { getLayoutMap?: () => Promise<ReadonlyMap<string, string>> } }).keyboard;
    return typeof keyboard?.getLayoutMap === 'function' ? (await keyboard.getLayoutMap()).get('KeyQ') : undefined;
  };

  it('names AZERTY’s letters by default, the layout the browser reports when it can, and follows what the person types', async () => {
    const board = await mount(html`<hexone-board lang="fr" animation-speed="0"></hexone-board>`);
    await click(button(board, 'keys')); // real click: the help panel opens
    await board.updateComplete;
    // Chromium's full build reports the test machine's layout (QWERTY); where nothing is reported (its headless shell,
    // Firefox, WebKit) the page's language stands in: AZERTY.
    expect(letters(board)).to.deep.equal((await reportedQ()) === 'q' ? ['Q E', 'A D', 'Z C'] : ['A E', 'Q D', 'W C']);
    // The person types on their keyboard: the key at the place of QWERTY's Q prints "a" on an AZERTY one.
    cell(board, 'c3').focus();
    cell(board, 'c3').dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyQ', key: 'a', bubbles: true, composed: true }));
    await board.updateComplete;
    expect(letters(board)).to.deep.equal(['A E', 'Q D', 'W C']);
    expect(board.shadowRoot!.querySelector('#keys')!.textContent).to.contain('A E Q D W C');
    // And a real key of this machine's keyboard (QWERTY) brings its letters back.
    await sendKeys({ press: 'q' });
    await board.updateComplete;
    expect(letters(board)).to.deep.equal(['Q E', 'A D', 'Z C']);
  });
});
