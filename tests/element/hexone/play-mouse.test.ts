import { expect, html } from '@open-wc/testing';
import type { ErrorDetail, GameOverDetail, MoveDetail, PlaceDetail, ExplodeDetail, TurnDetail, ChangeDetail } from '@components/hexone-board/events.js';
import { button, cellsWith, mount, parts, record, statusText, tap } from './helpers.js';

describe('<hexone-board> played with the mouse', () => {
  it('plays a whole short game by clicks, with the Y choice, its preview, and the events', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0"></hexone-board>`);
    const placed = record<PlaceDetail>(board, 'hexone-place');
    const exploded = record<ExplodeDetail>(board, 'hexone-explode');
    const turns = record<TurnDetail>(board, 'hexone-turn');
    const over = record<GameOverDetail>(board, 'hexone-game-over');
    const changes = record<ChangeDetail>(board, 'hexone-change');

    await tap(board, 'b2');
    expect(board.getPosition()).to.equal('classic w opening b2:1b');
    expect(statusText(board)).to.contain('White opens');
    for (const c of ['b3', 'b2', 'b3', 'b2']) await tap(board, c);
    expect(placed.map((p) => `${p.player}${p.cell}`)).to.deep.equal(['bb2', 'wb3', 'bb2', 'wb3', 'bb2']);
    expect(turns.map((t) => t.toMove)).to.deep.equal(['w', 'b', 'w', 'b']);

    // b2 holds 3: the only cell that can explode, chosen at once, its two Ys previewed.
    expect(board.state.phase).to.equal('explode');
    expect(board.selected).to.equal('b2');
    expect(cellsWith(board, 'selected')).to.deep.equal(['b2']);
    expect(cellsWith(board, 'y1')).to.deep.equal(['a1', 'b3', 'c2']);
    expect(cellsWith(board, 'y2')).to.deep.equal(['a2', 'b1', 'c3']);
    expect(button(board, 'y1').textContent).to.match(/Y 1 toward b3\s*\(2 captured, 0 lost\)/);
    expect(button(board, 'y2').textContent).to.match(/Y 2 toward c3\s*\(0 captured, 0 lost\)/);
    expect(board.shadowRoot!.querySelectorAll('.preview .y1 .arm').length).to.equal(3);

    await tap(board, 'c2'); // on Y 1: fires it
    expect(exploded).to.have.length(1);
    expect(exploded[0]).to.include({ player: 'b', cell: 'b2', toward: 'b3' });
    expect(exploded[0].events.some((e) => e.type === 'captured' && e.cell === 'b3' && e.count === 2)).to.equal(true);
    expect(over).to.have.length(1);
    expect(over[0]).to.include({ winner: 'b', score: null });
    expect(statusText(board)).to.contain('Black wins');
    expect(board.getRecord()).to.equal('classic b opening | b2 b3 b2 b3 b2 b2>b3');
    expect(changes.map((c) => c.reason)).to.deep.equal(['move', 'move', 'move', 'move', 'move', 'move']);
    expect(changes[changes.length - 1].record).to.equal(board.getRecord());
    expect(cellsWith(board, 'legal')).to.deep.equal([]);
  });

  it('undoes and redoes with its buttons, and says why a click is refused', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" record="classic b opening | b2 b3 b2"></hexone-board>`);
    const errors = record<ErrorDetail>(board, 'hexone-error');
    const changes = record<ChangeDetail>(board, 'hexone-change');
    await tap(board, 'c3');
    expect(errors.map((e) => e.code)).to.deep.equal(['centre-forbidden']);
    expect(board.shadowRoot!.querySelector('[part="message"]')!.textContent).to.contain('Nobody places on the centre');
    expect(board.getPosition()).to.equal('classic w b2:2b b3:1w');

    button(board, 'undo').click();
    await board.whenIdle();
    expect(board.getPosition()).to.equal('classic b b2:1b b3:1w');
    expect(board.shadowRoot!.querySelector('[part="message"]')!.textContent).to.equal(''); // the refusal no longer applies
    button(board, 'redo').click();
    await board.whenIdle();
    expect(board.getPosition()).to.equal('classic w b2:2b b3:1w');
    expect(button(board, 'redo').disabled).to.equal(true);
    expect(changes.map((c) => c.reason)).to.deep.equal(['undo', 'redo']);
  });

  it('lets a listener refuse a move through the cancelable hexone-move', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0"></hexone-board>`);
    const intents: MoveDetail[] = [];
    board.addEventListener('hexone-move', (e) => {
      intents.push(e.detail);
      if (e.detail.action.type === 'place' && e.detail.action.cell === 'd3') e.preventDefault();
    });
    await tap(board, 'd3');
    expect(board.state.cells).to.deep.equal({});
    await tap(board, 'd4');
    expect(board.state.cells).to.deep.equal({ d4: { owner: 'b', count: 1 } });
    expect(intents.map((i) => i.action)).to.deep.equal([
      { type: 'place', cell: 'd3' },
      { type: 'place', cell: 'd4' },
    ]);
    // Methods are not user gestures: no intent event.
    expect(board.place('d3')).to.equal(true);
    expect(intents).to.have.length(2);
  });

  it('switches the chosen cell, keeps it on a second tap, and fires a Y by its button', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position="classic b c2:3b d4:3b b4:1w"></hexone-board>`);
    expect(cellsWith(board, 'explodable')).to.deep.equal(['c2', 'd4']);
    expect(board.selected).to.equal(null);
    await tap(board, 'c2');
    expect(board.selected).to.equal('c2');
    await tap(board, 'd4');
    expect(board.selected).to.equal('d4');
    await tap(board, 'd4');
    expect(board.selected).to.equal('d4');
    button(board, 'y2').click();
    await board.whenIdle();
    const toward = board.gameRecord.moves[0];
    expect(toward).to.deep.equal({ type: 'explode', cell: 'd4', toward: 'e5' });
    expect(parts(board, 'd4')).to.not.include('explodable');
  });

  // Lesson 8, step 1: b2 chosen, b3 is full too and on b2's Y 1 (its arm toward the east).
  const TWO_FULL_NEIGHBOURS = 'classic b b2:3b b3:3b d4:3b e5:1w';

  it("fires the chosen cell's Y through a tapped cell of that Y, even when the tapped cell could explode too", async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position=${TWO_FULL_NEIGHBOURS}></hexone-board>`);
    expect(cellsWith(board, 'explodable')).to.deep.equal(['b2', 'b3', 'd4']);
    await tap(board, 'b2');
    expect(cellsWith(board, 'target')).to.include('b3');
    await tap(board, 'b3');
    expect(board.gameRecord.moves).to.deep.equal([{ type: 'explode', cell: 'b2', toward: 'b3' }]);
  });

  it("chooses instead an explodable cell off the chosen cell's Ys, and keeps the choice when the chosen cell is tapped again", async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position=${TWO_FULL_NEIGHBOURS}></hexone-board>`);
    await tap(board, 'b2');
    await tap(board, 'd4');
    expect(board.selected).to.equal('d4');
    expect(board.gameRecord.moves).to.deep.equal([]);
    await tap(board, 'd4');
    expect(board.selected).to.equal('d4');
    expect(board.gameRecord.moves).to.deep.equal([]);
  });

  it('does nothing on a click when readonly, but its methods still play', async () => {
    const board = await mount(html`<hexone-board readonly animation-speed="0"></hexone-board>`);
    await tap(board, 'b2');
    expect(board.state.cells).to.deep.equal({});
    expect(board.shadowRoot!.querySelector('button.undo')).to.equal(null);
    expect(cellsWith(board, 'legal')).to.deep.equal([]);
    expect(board.place('b2')).to.equal(true);
    expect(board.state.cells).to.deep.equal({ b2: { owner: 'b', count: 1 } });
  });

  it('offers a Pass button, and nothing else, to a side shut in on the centre', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0"
      position="b c3:1b b2:1w b3:1w c2:1w c4:1w d3:1w d4:1w"></hexone-board>`);
    const turns = record<TurnDetail>(board, 'hexone-turn');
    expect(cellsWith(board, 'legal')).to.deep.equal([]);
    expect(statusText(board)).to.equal('Black cannot place anywhere: pass');
    button(board, 'pass').click();
    await board.whenIdle();
    expect(board.gameRecord.moves).to.deep.equal([{ type: 'pass' }]);
    expect(turns.map((t) => t.toMove)).to.deep.equal(['w']);
    expect(board.shadowRoot!.querySelector('button.pass')).to.equal(null);
    expect(statusText(board)).to.equal('White to play');
  });
});
