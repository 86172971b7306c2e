// Moving about the table with fingers and a mouse: a drag pans it, two fingers pinch it larger or smaller
// about their midpoint, and neither gesture places a tile. Pointer events are made up here (the test
// runners have no touch screen), as a phone would send them: one pointerdown per finger, moves, ups.
import { expect } from '@open-wc/testing';
import { type HexadominosBoard, find, fixture, game, html } from './helpers.js';

/** The table's viewBox as numbers: x, y, width, height in view units. */
function viewBox(board: HexadominosBoard): number[] {
  return find<SVGSVGElement>(board, 'svg.table').getAttribute('viewBox')!.split(' ').map(Number);
}

function pointer(board: HexadominosBoard, type: string, pointerId: number, clientX: number, clientY: number): void {
  const table = find<SVGSVGElement>(board, 'svg.table');
  table.dispatchEvent(
    new PointerEvent(type, {
      pointerId,
      clientX,
      clientY,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
      pointerType: 'touch',
      isPrimary: pointerId === 1,
      bubbles: true,
      composed: true,
    }),
  );
}

const POSITION = 'standard turn:0 112345@0,0/0 223344@1,0/0 r0:122345,334455 r1:112335 pile:223345';

/** A board 600 px wide (so the view is measured the same in every browser), settled. */
async function mountTable(): Promise<HexadominosBoard> {
  const wrap = await fixture<HTMLDivElement>(
    html`<div style="width:600px"><hexadominos-board lang="en" seats="human human" position=${POSITION}></hexadominos-board></div>`,
  );
  const board = wrap.querySelector<HexadominosBoard>('hexadominos-board')!;
  await board.whenIdle();
  return board;
}

describe('<hexadominos-board> table view', () => {
  it('leaves a one-finger drag on a table not zoomed by hand to the page; once zoomed in, pans under it by as many view units as the finger moved', async () => {
    const board = await mountTable();
    const rect = find<SVGSVGElement>(board, 'svg.table').getBoundingClientRect();
    const fitted = viewBox(board).join();
    pointer(board, 'pointerdown', 1, rect.left + rect.width / 2, rect.top + rect.height / 2);
    for (let step = 1; step <= 5; step++) pointer(board, 'pointermove', 1, rect.left + rect.width / 2, rect.top + rect.height / 2 + 20 * step);
    pointer(board, 'pointerup', 1, rect.left + rect.width / 2, rect.top + rect.height / 2 + 100);
    await board.updateComplete;
    expect(viewBox(board).join(), 'the page scrolls, the table stays').to.equal(fitted);
    find<HTMLButtonElement>(board, 'button.zoom-in').click();
    await board.updateComplete;
    const [x0, y0, width] = viewBox(board);
    const unitsPerPx = width / rect.width;
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;
    const before = game(board);
    pointer(board, 'pointerdown', 1, cx, cy);
    for (let step = 1; step <= 5; step++) pointer(board, 'pointermove', 1, cx + 20 * step, cy + 10 * step);
    pointer(board, 'pointerup', 1, cx + 100, cy + 50);
    await board.updateComplete;
    const [x1, y1, width1] = viewBox(board);
    expect(width1, 'a drag does not zoom').to.be.closeTo(width, 0.5);
    // The table follows the finger: the view's corner moves the other way.
    expect(x1 - x0).to.be.closeTo(-100 * unitsPerPx, 2);
    expect(y1 - y0).to.be.closeTo(-50 * unitsPerPx, 2);
    expect(game(board), 'no tile moved').to.equal(before);
  });

  it('zooms in when two fingers spread and out when they pinch, keeping the point between them in place', async () => {
    const board = await mountTable();
    const rect = find<SVGSVGElement>(board, 'svg.table').getBoundingClientRect();
    const midX = rect.left + rect.width * 0.4;
    const midY = rect.top + rect.height * 0.5;
    /** Where the world point under the midpoint is, in view units. */
    const worldAtMid = () => {
      const [x, y, w, h] = viewBox(board);
      return [x + ((midX - rect.left) / rect.width) * w, y + ((midY - rect.top) / rect.height) * h];
    };
    const [, , width0] = viewBox(board);
    const anchor = worldAtMid();
    /** Both fingers at `gap` px apart, on either side of the midpoint. */
    const fingers = (type: string, gap: number) => {
      pointer(board, type, 1, midX - gap / 2, midY);
      pointer(board, type, 2, midX + gap / 2, midY);
    };
    fingers('pointerdown', 80);
    fingers('pointermove', 120); // spread: 80 px apart → 120 px apart
    await board.updateComplete;
    const [, , width1] = viewBox(board);
    expect(width1, 'spreading zooms in').to.be.lessThan(width0 * 0.8);
    const after = worldAtMid();
    expect(after[0]).to.be.closeTo(anchor[0], 3);
    expect(after[1]).to.be.closeTo(anchor[1], 3);
    fingers('pointermove', 60); // pinch back together: 120 px → 60 px apart
    fingers('pointerup', 60);
    await board.updateComplete;
    const [, , width2] = viewBox(board);
    expect(width2, 'pinching zooms out').to.be.greaterThan(width1 * 1.2);
    // Then "fit the table" brings back the fitted view.
    find<HTMLButtonElement>(board, 'button.fit').click();
    await board.updateComplete;
    expect(viewBox(board)[2]).to.be.closeTo(width0, 0.5);
  });
});
