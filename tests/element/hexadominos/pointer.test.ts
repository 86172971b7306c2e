// Laying tiles with a real mouse (web-test-runner's sendMouse: Playwright, puppeteer or WebDriver move and press
// it), as a person does: pick a tile, choose a place (the tile waits there), then the place again or Lay tile.
// Also what the page around the table says and allows meanwhile: the guide line, the status and the buttons
// from one source, the wheel, and a finger that has no hover.
import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { legalPlacements } from '@engine/hexadominos/rules.js';
import { type HexadominosBoard, button, click, clickButton, find, fixture, game, html, middleOf, root, spotKeys, statusText, text } from './helpers.js';

const ghost = (board: HexadominosBoard) => root(board).querySelector('[part="ghost"]');
const pendingKey = (board: HexadominosBoard) => root(board).querySelector('[data-spot][aria-pressed="true"]')?.getAttribute('data-spot') ?? null;
const guide = (board: HexadominosBoard) => text(board, '[part="guide"]');

/** A board 520 px wide, so table and rack fit in every browser's test window. */
async function narrow(markup: ReturnType<typeof html>): Promise<HexadominosBoard> {
  const wrap = await fixture<HTMLDivElement>(html`<div style="width:520px">${markup}</div>`);
  const board = wrap.querySelector<HexadominosBoard>('hexadominos-board')!;
  await board.whenIdle();
  return board;
}

describe('<hexadominos-board> with a real mouse', () => {
  afterEach(() => resetMouse());

  it('lays the first tile: a click on the tile, one on the middle place (it waits there), one more lays it', async () => {
    const board = await narrow(html`<hexadominos-board lang="en" seats="human computer" delay="0"
      position="standard turn:0 r0:112345,123455 r1:112335,112234 pile:223345"></hexadominos-board>`);
    expect(guide(board)).to.equal('Click a tile in your rack, then the free place in the middle; click it again to lay it.');
    await click(board, find(board, '.rack-tile[data-tile="123455"]'));
    expect(spotKeys(board)).to.deep.equal(['0,0']);
    expect(ghost(board), 'no preview before a place is chosen').to.equal(null);
    expect(button(board, 'place').disabled).to.equal(true);
    await click(board, find(board, '[data-spot="0,0"]'));
    expect(pendingKey(board)).to.equal('0,0');
    expect(ghost(board)).to.not.equal(null);
    expect(text(board, '[part="preview"]')).to.equal('20 points');
    expect(button(board, 'place').disabled).to.equal(false);
    expect(guide(board)).to.equal('Click the tile again or press Lay tile; Turn to try another way.');
    // The preview lies on the place: the second click lands on it, and lays the tile.
    await click(board, find(board, '[data-spot="0,0"]'));
    expect(game(board).board[0].tile).to.equal('123455');
    expect(game(board).racks[0]).to.deep.equal(['112345']);
  });

  it('lays a tile by Lay tile too, and turning the waiting tile keeps it on its place', async () => {
    const board = await narrow(html`<hexadominos-board lang="en" seats="human computer" delay="0"
      position="standard turn:0 112345@0,0/0 r0:122345,112234 r1:112335 pile:223345,113345"></hexadominos-board>`);
    await click(board, find(board, '.rack-tile[data-tile="122345"]'));
    const key = spotKeys(board)[1];
    await click(board, find(board, `[data-spot="${key}"]`));
    expect(pendingKey(board)).to.equal(key);
    for (let k = 0; k < 6; k++) {
      await clickButton(board, 'rotate-right');
      expect(pendingKey(board), `after ${k + 1} turns`).to.equal(key);
      expect(ghost(board)).to.not.equal(null);
    }
    await clickButton(board, 'place');
    expect(game(board).board[1].tile).to.equal('122345');
    expect(game(board).board[1].at.join()).to.equal(key);
  });

  it('shows the tile under the mouse over a free place, and never for a finger, which has no hover', async () => {
    const board = await narrow(html`<hexadominos-board lang="en" seats="human computer" delay="60000"
      position="standard turn:0 112345@0,0/0 r0:122345,112234 r1:112335 pile:223345,113345"></hexadominos-board>`);
    await click(board, find(board, '.rack-tile[data-tile="122345"]'));
    const key = spotKeys(board)[0];
    await sendMouse({ type: 'move', position: middleOf(find(board, `[data-spot="${key}"]`)) });
    await board.whenIdle();
    expect(ghost(board), 'the mouse points at a place').to.not.equal(null);
    expect(pendingKey(board), 'pointing chooses nothing').to.equal(null);
    await sendMouse({ type: 'move', position: [0, 0] });
    await board.whenIdle();
    expect(ghost(board)).to.equal(null);
    // A finger sliding over the table (made-up events: the test browsers have no touch screen) shows nothing.
    const [x, y] = middleOf(find(board, `[data-spot="${key}"]`));
    find(board, 'svg.table').dispatchEvent(
      new PointerEvent('pointermove', { pointerId: 7, pointerType: 'touch', clientX: x, clientY: y, bubbles: true, composed: true }),
    );
    await board.whenIdle();
    expect(ghost(board)).to.equal(null);
  });

  it('leaves the wheel to the page, except with Ctrl (zoom) or over the tile waiting on a place (turn)', async () => {
    const board = await narrow(html`<hexadominos-board lang="en" seats="human computer" delay="60000"
      position="standard turn:0 112345@0,0/0 r0:122345,112234 r1:112335 pile:223345,113345"></hexadominos-board>`);
    const table = find<SVGSVGElement>(board, 'svg.table');
    const wheel = (init: WheelEventInit, over: Element = table) => {
      const [clientX, clientY] = middleOf(over);
      const event = new WheelEvent('wheel', { deltaY: 100, clientX, clientY, bubbles: true, composed: true, cancelable: true, ...init });
      table.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const box = () => table.getAttribute('viewBox');
    const fitted = box();
    expect(wheel({}), 'a plain wheel scrolls the page').to.equal(false);
    expect(box()).to.equal(fitted);
    expect(wheel({ ctrlKey: true }), 'Ctrl + wheel zooms').to.equal(true);
    await board.whenIdle();
    expect(box()).to.not.equal(fitted);
    await clickButton(board, 'fit');
    await click(board, find(board, '.rack-tile[data-tile="122345"]'));
    await click(board, find(board, `[data-spot="${spotKeys(board)[0]}"]`));
    const before = text(board, '[part="ghost"]');
    expect(wheel({}, find(board, '[part="ghost"]')), 'over the waiting tile, the wheel turns it').to.equal(true);
    await board.whenIdle();
    expect(text(board, '[part="ghost"]')).to.not.equal(before);
  });

  it('says in words what to do at every stage, and shows the keyboard help on request', async () => {
    const board = await narrow(html`<hexadominos-board lang="en" seats="human computer" delay="60000"
      position="standard turn:0 112345@0,0/0 r0:122345,112234 r1:112335 pile:223345,113345"></hexadominos-board>`);
    expect(guide(board)).to.equal('Click a tile in your rack, then a free place; click it again to lay it.');
    await click(board, find(board, '.rack-tile[data-tile="122345"]'));
    expect(guide(board)).to.equal(`It fits in ${spotKeys(board).length} free places: click one to put the tile there.`);
    const key = spotKeys(board)[0];
    await click(board, find(board, `[data-spot="${key}"]`));
    expect(guide(board)).to.equal('Click the tile again or press Lay tile; Turn to try another way.');
    const fits = new Set(
      legalPlacements(game(board), '122345')
        .filter((p) => p.at.join() === key)
        .map((p) => p.rot),
    );
    for (let k = 0; k < 6 && button(board, 'place').disabled === false; k++) await clickButton(board, 'rotate-right');
    if (fits.size < 6) expect(guide(board)).to.equal('It does not fit this way: turn it until every touching side matches.');
    const help = find<HTMLDetailsElement>(board, '[part="keys"]');
    const body = find(board, '#table-keys');
    expect(help.open, 'closed at first').to.equal(false);
    expect(body.checkVisibility()).to.equal(false);
    await click(board, find(board, '[part="keys"] summary'));
    expect(help.open).to.equal(true);
    expect(body.checkVisibility()).to.equal(true);
    expect(body.textContent).to.contain('Enter picks it: the focus moves to the first free place where it fits.');
  });

  it('says after a draw exactly what Draw and Pass allow: draw again while draws are left, then lay or pass', async () => {
    const board = await narrow(html`<hexadominos-board lang="en" seats="human human"
      position="standard turn:0 111112@0,0/0 r0:334455,344555 r1:112335 pile:333444,345555,444555,335555"></hexadominos-board>`);
    await clickButton(board, 'ready');
    expect(legalPlacements(game(board))).to.deep.equal([]);
    expect(guide(board)).to.equal('None of your tiles fits: draw.');
    for (const draws of [1, 2]) {
      await clickButton(board, 'draw');
      expect(statusText(board)).to.equal(`Player 1 drew (${draws} of 3): lay that tile or draw again`);
      expect(button(board, 'draw').disabled).to.equal(false);
      expect(button(board, 'pass').disabled, 'no pass while a draw is left').to.equal(true);
      expect(guide(board)).to.equal('The tile you drew fits nowhere: draw again.');
    }
    await clickButton(board, 'draw');
    expect(statusText(board)).to.equal('Player 1 drew (3 of 3): lay that tile or pass');
    expect(button(board, 'draw').disabled).to.equal(true);
    expect(button(board, 'pass').disabled).to.equal(false);
    expect(guide(board)).to.equal('The tile you drew fits nowhere: pass.');
    await clickButton(board, 'pass');
    expect(game(board).toMove).to.equal(1);
    expect(game(board).racks[0]).to.have.length(5);
  });
});
