// What the board's events tell a page: by default only what the seat whose rack shows may see (its own rack,
// the others' counts, a tile drawn by another seat hidden, no record: its seed deals every rack); with
// `full-state`, the whole game and its record.
import { expect } from '@open-wc/testing';
import { legalPlacements } from '@engine/hexadominos/rules.js';
import { viewFor } from '@engine/hexadominos/view.js';
import { type HexadominosBoard, clickButton, game, html, mount, playTurnByClicks } from './helpers.js';

/** Every event the board fires, with its detail as a listener would see it. */
function listen(board: HexadominosBoard): { type: string; detail: Record<string, unknown> }[] {
  const seen: { type: string; detail: Record<string, unknown> }[] = [];
  for (const type of ['hexadominos-place', 'hexadominos-draw', 'hexadominos-pass', 'hexadominos-turn', 'hexadominos-game-over', 'hexadominos-change']) {
    board.addEventListener(type, (e) => seen.push({ type, detail: (e as CustomEvent).detail }));
  }
  return seen;
}

const POSITION = 'standard turn:0 112345@0,0/0 r0:122345,334455,111223 r1:112335,223344 pile:223345,113345,123345';

describe('<hexadominos-board> events and hidden information', () => {
  it("tells listeners only the viewing seat's view: no other rack, no pile, no record, another seat's drawn tile hidden", async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human computer:easy" delay="0" seed="30" skip-starter></hexadominos-board>`);
    const events = listen(board);
    for (let turn = 0; turn < 6 && !game(board).over; turn++) await playTurnByClicks(board);
    await board.whenIdle();

    expect(events.length).to.be.above(6);
    const others = JSON.stringify(game(board).racks[1]);
    for (const { type, detail } of events) {
      expect(detail, type).not.to.have.any.keys('state');
      const view = detail.view as { seat: number; rack: string[] };
      expect(view.seat, `${type}: the person's view`).to.equal(0);
      expect(Object.keys(view)).not.to.include.members(['racks', 'pile', 'seed']);
      if (type === 'hexadominos-change') expect(detail.record, 'no record: its seed deals every rack').to.equal('');
      if (type === 'hexadominos-draw' && detail.seat === 1) expect(detail.tile, "the computer's drawn tile").to.equal(null);
      expect(JSON.stringify(detail)).not.to.contain(others.slice(1, -1) || 'never');
    }
  });

  it('tells a page that opts in with full-state the whole game and its record', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human human" seed="30" skip-starter full-state></hexadominos-board>`);
    const events = listen(board);
    await clickButton(board, 'ready');
    const [move] = legalPlacements(game(board));
    board.place(move.tile, move.at, move.rot);
    await board.whenIdle();

    const change = events.find((e) => e.type === 'hexadominos-change')!;
    expect(change.detail.state).to.deep.equal(game(board));
    expect(change.detail.record).to.equal(board.getRecord()).and.not.equal('');
    const view = viewFor(game(board), 0);
    expect(change.detail.view).to.deep.equal(view.ok && view.value);
  });

  it('reads a position without a deal the same way: the view, never the racks', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human human" position=${POSITION}></hexadominos-board>`);
    const events = listen(board);
    await clickButton(board, 'ready');
    await playTurnByClicks(board);
    expect(events.map((e) => e.type)).to.include('hexadominos-change');
    for (const { detail } of events) expect(JSON.stringify(detail)).not.to.contain('112335'); // seat 1's rack
  });
});
