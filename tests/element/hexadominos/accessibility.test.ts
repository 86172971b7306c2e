import { expect } from '@open-wc/testing';
import 'axe-core/axe.min.js'; // a UMD build: it puts `axe` on window
import type { AxeResults, RunOptions } from 'axe-core';
import { type HexadominosBoard, click, clickButton, find, game, html, mount, root } from './helpers.js';

declare global {
  interface Window {
    axe: { run(context: Element, options: RunOptions): Promise<AxeResults> };
  }
}

/** axe's violations for a board (shadow DOM included), as readable lines; every rule runs. */
async function violations(board: HexadominosBoard): Promise<string[]> {
  // The end's lines and a flower fade in: judge their colours as they end, not half-way.
  for (const animation of root(board).getAnimations()) animation.finish();
  const results = await window.axe.run(board, { resultTypes: ['violations'] });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' > ')).join(', ')})`);
}

const POSITION = 'standard turn:0 112345@0,0/0 r0:122345,112234 r1:112335 pile:223345,113345';

describe('<hexadominos-board> accessibility (axe)', () => {
  it('has no violations during the who-starts draw, in English and in French', async () => {
    for (const lang of ['en', 'fr']) {
      const board = await mount(html`<hexadominos-board lang=${lang} seed="4" seats="human computer"></hexadominos-board>`);
      expect(await violations(board), lang).to.deep.equal([]);
    }
  });

  it('has no violations with a tile picked, its places shown and the ghost previewed', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human computer" position=${POSITION}></hexadominos-board>`);
    await click(board, find(board, '.rack-tile[data-tile="122345"]'));
    await click(board, find(board, '[data-spot]'));
    expect(root(board).querySelector('[part="ghost"]')).to.not.equal(null);
    expect(await violations(board)).to.deep.equal([]);
  });

  it('has no violations behind the privacy screen, at the end of a game and with an attribute error', async () => {
    const screen = await mount(html`<hexadominos-board lang="fr" seats="human human" position=${POSITION}></hexadominos-board>`);
    expect(root(screen).querySelector('[part="screen"]')).to.not.equal(null);
    expect(await violations(screen)).to.deep.equal([]);
    const end = await mount(
      html`<hexadominos-board lang="en" seats="human human" position="standard turn:0 112345@0,0/0 r0:122345 r1:112335 pile:223345"></hexadominos-board>`,
    );
    await clickButton(end, 'ready');
    await click(end, find(end, '.rack-tile'));
    await click(end, find(end, '[data-spot]'));
    await clickButton(end, 'place');
    expect(game(end).over).to.equal(true);
    expect(root(end).querySelector('[part="end"]')).to.not.equal(null);
    expect(await violations(end)).to.deep.equal([]);
    const broken = await mount(html`<hexadominos-board lang="en" seats="robot"></hexadominos-board>`);
    expect(await violations(broken)).to.deep.equal([]);
  });

  it('names every tile on the table and every free place by what it needs', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human computer" position=${POSITION}></hexadominos-board>`);
    expect(find(board, '[part="tile"]').getAttribute('aria-label')).to.equal(
      '1 1 2 3 4 5, in the middle of the table; clockwise from the east: 1, 1, 2, 3, 4, 5',
    );
    await click(board, find(board, '.rack-tile[data-tile="122345"]'));
    const east = find(board, '[data-spot="1,0"]');
    expect(east.getAttribute('aria-label')).to.equal('Free place, east of 1 1 2 3 4 5: 1 to the west');
    expect(east.getAttribute('role')).to.equal('button');
  });
});
