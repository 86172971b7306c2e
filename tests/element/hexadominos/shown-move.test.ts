// `showMove`: a placement drawn on the table without being played (a review's better move), named for screen
// readers, refused when it does not fit the table shown, and gone once the game moves on (here by real clicks).
import { expect } from '@open-wc/testing';
import { sideValues } from '@engine/hexadominos/tiles.js';
import { type HexadominosBoard, game, mount, html, playTurnByClicks, root } from './helpers.js';

const POSITION = 'standard 112345@0,0/0 r0:122345,223455 pile:-'; // one player: the rack is in view
const shown = (board: HexadominosBoard) => root(board).querySelectorAll<SVGGElement>('[part~="shown-move"]');

describe('<hexadominos-board> showMove', () => {
  it('draws a placement that fits, named, without playing it', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human" skip-starter position=${POSITION}></hexadominos-board>`);
    const before = board.getPosition();
    expect(board.showMove('122345@1,0/3')).to.equal(true);
    await board.updateComplete;
    expect(shown(board)).to.have.length(1);
    const drawn = shown(board)[0];
    expect(drawn.dataset.cell).to.equal('1,0');
    expect(drawn.getAttribute('role')).to.equal('img');
    expect(drawn.getAttribute('aria-label')).to.match(/^Shown, not played: 1 2 2 3 4 5, east of 1 1 2 3 4 5/);
    // Turned as asked: rotation 3 puts the tile's first number (1) on its west side (the fourth clockwise from the
    // east), against 112345's east 1.
    const numbers = [...drawn.querySelectorAll('.num')].map((n) => n.textContent);
    expect(numbers).to.deep.equal(sideValues('122345', 3).map(String));
    expect(numbers[3]).to.equal('1');
    expect(board.getPosition()).to.equal(before);
    expect(game(board).racks[0]).to.deep.equal(['122345', '223455']);
  });

  it('accepts the action object a review hands out, and hideMove takes it off', async () => {
    const board = await mount(html`<hexadominos-board lang="fr" seats="human" skip-starter position=${POSITION}></hexadominos-board>`);
    expect(board.showMove({ type: 'place', tile: '122345', at: [1, 0], rot: 3 })).to.equal(true);
    await board.updateComplete;
    expect(shown(board)[0].getAttribute('aria-label')).to.match(/^Montrée, non jouée\u202f: 1 2 2 3 4 5, /);
    board.hideMove();
    await board.updateComplete;
    expect(shown(board)).to.have.length(0);
  });

  it('refuses what does not fit the table or is no placement, and draws nothing', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human" skip-starter position=${POSITION}></hexadominos-board>`);
    for (const move of ['122345@1,0/0', '122345@5,5/3', '112345@0,0/0', 'draw', '', { type: 'pass' }, { type: 'place', tile: '999999', at: [1, 0], rot: 3 }]) {
      expect(board.showMove(move as never), JSON.stringify(move)).to.equal(false);
    }
    await board.updateComplete;
    expect(shown(board)).to.have.length(0);
  });

  it('is gone once a move is played by clicks', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human" skip-starter position=${POSITION}></hexadominos-board>`);
    expect(board.showMove('122345@1,0/3')).to.equal(true);
    await board.updateComplete;
    expect(shown(board)).to.have.length(1);
    await playTurnByClicks(board);
    expect(game(board).board).to.have.length(2);
    expect(shown(board)).to.have.length(0);
  });
});
