import { expect } from '@open-wc/testing';
import { legalPlacements } from '@engine/hexadominos/rules.js';
import { clickButton, game, html, mount, playTurnByClicks, rackTiles, root, text } from './helpers.js';

describe('<hexadominos-board> with several people on one device', () => {
  it('hides each person\'s rack behind a "pass the device" screen until that person says they are ready', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seed="3" delay="0" seats="human human computer"
      .names=${['Anna', 'Ben']}></hexadominos-board>`);
    expect(rackTiles(board), 'no rack during the who-starts draw').to.deep.equal([]);
    await clickButton(board, 'start');
    for (let turn = 0; turn < 6; turn++) {
      const seat = game(board).toMove;
      const name = ['Anna', 'Ben'][seat];
      expect(text(board, '[part="screen"] h2')).to.equal(`Pass the device to ${name}.`);
      expect(rackTiles(board)).to.deep.equal([]);
      expect(root(board).querySelectorAll('[data-spot]')).to.have.length(0);
      await clickButton(board, 'ready');
      expect(root(board).querySelector('[part="screen"]')).to.equal(null);
      expect(rackTiles(board)).to.deep.equal(game(board).racks[seat]);
      await playTurnByClicks(board);
      if (game(board).toMove === seat && !game(board).over) await playTurnByClicks(board); // after a draw: same person, no screen
    }
  });

  it('keeps the rack shown while the same person draws, and shows no screen with a single person', async () => {
    const board = await mount(html`<hexadominos-board lang="en" delay="0" seats="human computer"
      position="standard turn:0 111112@0,0/0 r0:334455,344555 r1:112335 pile:223345,113345,123345"></hexadominos-board>`);
    expect(root(board).querySelector('[part="screen"]')).to.equal(null);
    expect(legalPlacements(game(board))).to.deep.equal([]);
    await clickButton(board, 'draw');
    expect(rackTiles(board)).to.deep.equal(game(board).racks[0]);
  });
});
