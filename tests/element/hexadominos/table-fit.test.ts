// The table's first view: fitted at the table's real width by the time the page first paints it (no jump
// from a view fitted to an unmeasured table), narrow or wide, in a board with padding, and where there is no
// ResizeObserver; and all that without the extra update after an update that Lit's development build warns about.
import { expect } from '@open-wc/testing';
import { fitView, viewBox } from '@components/hexadominos-board/geometry.js';
import { fitCells } from '@components/hexadominos-board/spots.js';
import { type HexadominosBoard, find, fixture, game, html, recordLitWarnings } from './helpers.js';

// Two tiles: at 360 px wide the numbers would be unreadably small with the whole table in view, so the fit
// depends on the width (it zooms in and pans); at 700 px the whole table fits.
const POSITION = 'standard turn:0 112345@0,0/0 223344@1,0/0 r0:122345,334455 r1:112335 pile:223345';

/**
 * A board mounted in a `width` px wide container, once its first update is done and the page has then drawn a
 * frame: `requestAnimationFrame` runs just before that frame's layout, resize observers and paint, the timeout
 * it queues just after. `style` goes on the board itself.
 */
async function firstFrame(width: number, style = ''): Promise<HexadominosBoard> {
  const wrap = await fixture<HTMLDivElement>(
    html`<div style=${`width:${width}px`}><hexadominos-board lang="en" seats="human human" position=${POSITION} style=${style}></hexadominos-board></div>`,
  );
  const board = wrap.querySelector<HexadominosBoard>('hexadominos-board')!;
  await board.updateComplete;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return board;
}

/** The table's view as drawn, and the view fitted at the table's width as measured now. */
function drawnAndFitted(board: HexadominosBoard): { drawn: string; fitted: string } {
  const table = find<SVGSVGElement>(board, 'svg.table');
  return { drawn: table.getAttribute('viewBox')!, fitted: viewBox(fitView(fitCells(game(board)), table.getBoundingClientRect().width)) };
}

describe('<hexadominos-board> first view of the table', () => {
  it('is fitted at the table’s real width when first drawn, in a narrow board and a wide one', async () => {
    const narrowBoard = await firstFrame(360);
    const narrow = drawnAndFitted(narrowBoard);
    const wide = drawnAndFitted(await firstFrame(700));
    expect(narrow.drawn, 'narrow').to.equal(narrow.fitted);
    expect(wide.drawn, 'wide').to.equal(wide.fitted);
    // Else this test would prove nothing: the fit depends on the width, and a table not measured yet (0 px) is fitted otherwise.
    expect(narrow.fitted).to.not.equal(wide.fitted);
    expect(narrow.fitted).to.not.equal(viewBox(fitView(fitCells(game(narrowBoard)), 0)));
  });

  it('is fitted at the table’s real width when the page pads the board (the table narrower than the board)', async () => {
    const board = await firstFrame(500, 'padding:0 70px');
    const table = find<SVGSVGElement>(board, 'svg.table');
    expect(table.getBoundingClientRect().width).to.be.closeTo(360, 1);
    const { drawn, fitted } = drawnAndFitted(board);
    expect(drawn).to.equal(fitted);
  });

  it('is fitted at the table’s real width where there is no ResizeObserver', async () => {
    const saved = window.ResizeObserver;
    // @ts-expect-error: a browser without ResizeObserver (older ones, some embedded web views)
    delete window.ResizeObserver;
    try {
      const board = await firstFrame(500, 'padding:0 70px');
      const { drawn, fitted } = drawnAndFitted(board);
      expect(drawn).to.equal(fitted);
    } finally {
      window.ResizeObserver = saved;
    }
  });

  it('draws its first view without the update after an update Lit warns about', async () => {
    const recorder = recordLitWarnings('change-in-update');
    let warnings: string[];
    try {
      await firstFrame(360);
      await firstFrame(700);
      await firstFrame(500, 'padding:0 70px'); // fitted again, at the table's width, before the first paint
    } finally {
      warnings = recorder.stop();
    }
    expect(warnings).to.deep.equal([]);
  });
});
