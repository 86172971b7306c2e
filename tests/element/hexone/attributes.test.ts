import { expect, fixture, html } from '@open-wc/testing';
import type { ErrorDetail } from '@components/hexone-board/events.js';
import type { HexoneBoard } from '@components/hexone-board/hexone-board.js';
import { cellsWith, liveText, mount, record, statusText, tap } from './helpers.js';

const inlineError = (board: HexoneBoard) => board.shadowRoot!.querySelector('[part="error"]')?.textContent?.trim() ?? null;

/** A board whose `hexone-error` events are caught from the very first update. */
async function mountWithErrors(markup: string): Promise<{ board: HexoneBoard; errors: ErrorDetail[] }> {
  const errors: ErrorDetail[] = [];
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.addEventListener('hexone-error', (e) => errors.push(e.detail));
  host.innerHTML = markup;
  const board = host.querySelector('hexone-board')!;
  await board.whenIdle();
  return { board, errors };
}

describe('<hexone-board> attributes', () => {
  it('starts a new game from exits, tiles and first', async () => {
    const board = await mount(html`<hexone-board exits="express" tiles first="w" animation-speed="0"></hexone-board>`);
    expect(board.rules).to.deep.equal({ exits: 'express', tiles: true });
    expect(board.state.toMove).to.equal('w');
    expect(board.getPosition()).to.equal('express tiles w opening');
  });

  it('loads a record (text or URL form) in preference to a position', async () => {
    const board = await mount(html`<hexone-board animation-speed="0" position="w b2:1b b3:1w"
      record="classic.b.opening~b2.b3.b2"></hexone-board>`);
    expect(board.getRecord()).to.equal('classic b opening | b2 b3 b2');
    expect(board.getRecordUrl()).to.equal('classic.b.opening~b2.b3.b2');
    board.removeAttribute('record');
    await board.whenIdle();
    expect(board.getPosition()).to.equal('classic w b2:1b b3:1w');
  });

  it('shows a clear message for a broken position, fires hexone-error, and recovers once it is fixed', async () => {
    const { board, errors } = await mountWithErrors('<hexone-board lang="en" animation-speed="0" position="b z9:2b"></hexone-board>');
    expect(errors.map((e) => e.code)).to.deep.equal(['invalid-notation']);
    expect(errors[0].message).to.contain('"z9:2b"');
    expect(inlineError(board)).to.equal(errors[0].message);
    expect(board.shadowRoot!.querySelector('[part="error"]')!.getAttribute('role')).to.equal('alert');
    // While the attribute is wrong the board takes no moves.
    await tap(board, 'b2');
    expect(board.state.cells).to.deep.equal({});
    board.setAttribute('position', 'w b2:1b b3:1w');
    await board.whenIdle();
    expect(inlineError(board)).to.equal(null);
    expect(board.getPosition()).to.equal('classic w b2:1b b3:1w');
    await tap(board, 'b4');
    expect(board.state.cells.b4).to.deep.equal({ owner: 'w', count: 1 });
  });

  it('names the refused move of a record that does not replay, in French', async () => {
    const { board, errors } = await mountWithErrors('<hexone-board lang="fr" animation-speed="0" record="classic b opening | b2 c3"></hexone-board>');
    expect(errors[0].code).to.equal('opening-first-ring');
    expect(inlineError(board)).to.contain('pas en c3');
  });

  it('refuses unknown rule, side, speed, computer, level and highlight values with a message naming the attribute', async () => {
    const { board, errors } = await mountWithErrors(`<hexone-board lang="en" exits="turbo" first="x"
      animation-speed="fast" computer="nobody" level="godlike" highlight="b2 z9"></hexone-board>`);
    expect(errors.map((e) => (e.error as { attribute?: string }).attribute).sort()).to.deep.equal([
      'animation-speed',
      'computer',
      'exits',
      'first',
      'highlight',
      'level',
    ]);
    expect(inlineError(board)).to.contain('The exits attribute "turbo" is not valid; expected classic, express, long.');
    board.setAttribute('exits', 'long');
    board.setAttribute('first', 'w');
    await board.whenIdle();
    expect(board.rules.exits).to.equal('long');
    expect(board.state.toMove).to.equal('w');
    expect(inlineError(board)).to.not.contain('exits');
    for (const [name, value] of [
      ['animation-speed', '2'],
      ['computer', ''],
      ['level', 'easy'],
      ['highlight', 'b2'],
    ]) {
      board.setAttribute(name, value);
    }
    await board.whenIdle();
    expect(inlineError(board)).to.equal(null);
    expect(cellsWith(board, 'highlight')).to.deep.equal(['b2']);
  });

  it('never throws to the page on bad method input', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0"></hexone-board>`);
    const errors = record<ErrorDetail>(board, 'hexone-error');
    expect(board.place('zz')).to.equal(false);
    expect(board.explode('b2', 'b3')).to.equal(false);
    expect(board.select('b2')).to.equal(false);
    expect(board.load('not a position')).to.equal(false);
    expect(board.load({} as never)).to.equal(false);
    expect(board.undo()).to.equal(false);
    expect(errors.map((e) => e.code)).to.deep.equal(['unknown-cell', 'must-place', 'must-place', 'invalid-notation', 'invalid-state', 'nothing-to-undo']);
    expect(errors[0].message).to.equal('"zz" is not a cell of the board (a1 to e5).');
    expect(board.getPosition()).to.equal('classic b opening');
  });
});

describe('<hexone-board> language, announcements and independence', () => {
  it('announces each move politely in English', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position="b b2:2b b3:2w"></hexone-board>`);
    expect(board.shadowRoot!.querySelector('[aria-live]')!.getAttribute('aria-live')).to.equal('polite');
    board.place('b2');
    board.explode('b2', 'b3');
    await board.whenIdle();
    expect(liveText(board)).to.equal('b2 explodes toward b3. 2 pawns captured on b3. Black wins!');
  });

  it('speaks French when the page is French, and follows a change of its own lang', async () => {
    const host = await fixture<HTMLElement>(html`<div lang="fr"><hexone-board animation-speed="0" position="b b2:2b b3:2w"></hexone-board></div>`);
    const board = host.querySelector('hexone-board')!;
    await board.whenIdle();
    expect(statusText(board)).to.equal('À Noir de jouer');
    board.place('b2');
    await board.whenIdle();
    // The move, then the cell chosen for the player and where its Ys go.
    expect(liveText(board)).to.equal(
      'Noir pose en b2. Noir doit faire exploser b2. b2 choisie. Y 1\u202f: b3, c2 et a1 (2 pris, 0 perdu). Y 2\u202f: c3, b1 et a2 (0 pris, 0 perdu).',
    );
    board.explode('b2', 'b3');
    await board.whenIdle();
    expect(liveText(board)).to.equal('b2 explose vers b3. 2 pions pris en b3. Noir gagne\u202f!');
    board.setAttribute('lang', 'en');
    await board.whenIdle();
    expect(statusText(board)).to.equal('Black wins');
  });

  it('uses the names it is given for the sides', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" .names=${{ b: 'Blue', w: 'Red' }}></hexone-board>`);
    expect(statusText(board)).to.contain('Blue opens');
    board.place('b2');
    await board.whenIdle();
    expect(liveText(board)).to.equal('Blue places on b2. Red to play.');
  });

  it('keeps two boards on one page independent', async () => {
    const host = await fixture<HTMLElement>(html`<div>
      <hexone-board id="one" animation-speed="0"></hexone-board>
      <hexone-board id="two" animation-speed="0" exits="express" first="w"></hexone-board></div>`);
    const [one, two] = [...host.querySelectorAll('hexone-board')];
    await Promise.all([one.whenIdle(), two.whenIdle()]);
    await tap(one, 'b2');
    await tap(two, 'd4');
    await tap(one, 'b3');
    expect(one.getRecord()).to.equal('classic b opening | b2 b3');
    expect(two.getRecord()).to.equal('express w opening | d4');
    one.undo();
    expect(two.getRecord()).to.equal('express w opening | d4');
    expect(one.getRecord()).to.equal('classic b opening | b2');
  });
});
