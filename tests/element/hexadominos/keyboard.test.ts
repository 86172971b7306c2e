import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { legalPlacements } from '@engine/hexadominos/rules.js';
import { sideValues } from '@engine/hexadominos/tiles.js';
import { type HexadominosBoard, fixture, game, ghostRotation, html, liveText, rackTiles, recordLitWarnings, root } from './helpers.js';

const active = (board: HexadominosBoard) => root(board).activeElement;
const press = async (board: HexadominosBoard, key: string) => {
  await sendKeys({ press: key });
  await board.whenIdle();
};

/**
 * Shift+key, really pressed. Playwright and puppeteer take down/press/up; WebDriver takes only `press`,
 * where WebdriverIO splits '\uE008R' into Shift (held) then R.
 */
async function pressWithShift(key: string): Promise<void> {
  try {
    await sendKeys({ down: 'Shift' });
  } catch {
    await sendKeys({ press: `\uE008${key}` });
    return;
  }
  await sendKeys({ press: key });
  await sendKeys({ up: 'Shift' });
}

/** Presses Tab until `wanted` holds for the focused element of the board (at most 40 times). */
async function tabTo(board: HexadominosBoard, wanted: (el: Element) => boolean, what: string): Promise<void> {
  for (let k = 0; k < 40; k++) {
    const el = active(board);
    if (el && wanted(el)) return;
    await press(board, 'Tab');
  }
  throw new Error(`Tab never reached ${what}`);
}

/** Arrow keys until the focused element is `wanted` (among the rack's tiles or the free places). */
async function arrowTo(board: HexadominosBoard, wanted: (el: Element) => boolean, what: string): Promise<void> {
  for (let k = 0; k < 80; k++) {
    if (wanted(active(board)!)) return;
    await press(board, 'ArrowRight');
  }
  throw new Error(`arrows never reached ${what}`);
}

/** One turn of the person to move, by keys only. */
async function playTurnByKeys(board: HexadominosBoard): Promise<void> {
  const state = game(board);
  const [move] = legalPlacements(state);
  if (!move) {
    const drawOpen = !root(board).querySelector<HTMLButtonElement>('button.draw')!.disabled;
    await tabTo(board, (el) => el.matches(drawOpen ? 'button.draw' : 'button.pass'), drawOpen ? 'Draw' : 'Pass');
    await press(board, 'Enter');
    return;
  }
  const spot = `${move.at[0]},${move.at[1]}`;
  if (state.drawn === null) {
    await tabTo(board, (el) => el.matches('.rack-tile'), 'the rack');
    await arrowTo(board, (el) => el.getAttribute('data-tile') === move.tile, move.tile);
    await press(board, 'Enter'); // picks the tile; focus goes to the first place where it fits
  } else {
    await tabTo(board, (el) => el.hasAttribute('data-spot'), 'the free places');
  }
  expect(active(board)?.hasAttribute('data-spot'), 'focus on a free place').to.equal(true);
  await arrowTo(board, (el) => el.getAttribute('data-spot') === spot, spot);
  await press(board, 'Enter'); // the tile waits there, turned to fit
  await press(board, 'Enter'); // placed
  expect(game(board).board.some((p) => p.tile === move.tile && `${p.at[0]},${p.at[1]}` === spot)).to.equal(true);
}

describe('<hexadominos-board> played with the keyboard', () => {
  it('plays a whole game by keys alone against the computer', async function () {
    this.timeout(90_000); // hundreds of key presses: WebDriver takes a few hundred ms each on a busy machine
    const page = await fixture<HTMLElement>(html`<div><button id="before">before</button>
      <hexadominos-board lang="en" seed="11" delay="0" seats="human computer:easy"></hexadominos-board></div>`);
    const board = page.querySelector('hexadominos-board')!;
    await board.whenIdle();
    page.querySelector<HTMLButtonElement>('#before')!.focus();
    await tabTo(board, (el) => el.matches('button.start'), 'Start');
    await press(board, 'Enter');
    for (let turn = 0; turn < 300 && !game(board).over; turn++) {
      if (!board.shadowRoot!.contains(active(board)) || !active(board)) page.querySelector<HTMLButtonElement>('#before')!.focus();
      await playTurnByKeys(board);
    }
    expect(game(board).over).to.equal(true);
    expect(liveText(board)).to.contain('Game over.');
  });

  it('turns the tile with R and Shift+R, and one press of Escape takes it off the place and back to the rack', async () => {
    const board = await fixture<HexadominosBoard>(html`<hexadominos-board lang="en" seats="human computer" delay="0"
      position="standard turn:0 112345@0,0/0 r0:122345,112234 r1:112335 pile:223345,113345"></hexadominos-board>`);
    await board.whenIdle();
    root(board).querySelector<HTMLElement>('.rack-tile')!.focus();
    await press(board, 'Enter');
    expect(active(board)?.hasAttribute('data-spot')).to.equal(true);
    await press(board, 'Enter');
    expect(root(board).querySelector('[data-spot][aria-pressed="true"]')).to.not.equal(null);
    const tile = game(board).racks[0][0];
    const first = ghostRotation(board, tile)!;
    await press(board, 'r');
    expect(ghostRotation(board, tile)).to.equal((first + 1) % 6);
    await pressWithShift('R');
    await board.whenIdle();
    expect(ghostRotation(board, tile)).to.equal(first);
    await press(board, 'Escape');
    await board.updateComplete;
    expect(root(board).querySelector('[data-spot][aria-pressed="true"]')).to.equal(null);
    expect(rackTiles(board)).to.have.length(2);
    // One press: the tile is back in the rack, unpicked, and the keyboard with it (not lost to the page).
    expect(root(board).querySelector('.rack-tile[aria-pressed="true"]')).to.equal(null);
    expect(active(board)?.getAttribute('data-tile')).to.equal(tile);
    expect(liveText(board)).to.equal(`Tile ${[...tile].join(' ')} back in the rack.`);
  });

  it('says the sides of the tile at every turn, and whether it fits, even when that does not change; rack tiles say their value', async () => {
    const board = await fixture<HexadominosBoard>(html`<hexadominos-board lang="en" seats="human computer" delay="0"
      position="standard turn:0 112345@0,0/0 r0:122345,112234 r1:112335 pile:223345,113345"></hexadominos-board>`);
    await board.whenIdle();
    const first = root(board).querySelector<HTMLElement>('.rack-tile')!;
    const tile = first.getAttribute('data-tile')!;
    const value = [...tile].reduce((sum, d) => sum + Number(d), 0);
    expect(first.querySelector('svg')!.getAttribute('aria-label')).to.equal(`tile ${[...tile].join(' ')}, value ${value}`);
    first.focus();
    await press(board, 'Enter');
    const count = root(board).querySelectorAll('[data-spot]').length;
    expect(liveText(board)).to.equal(`Tile ${[...tile].join(' ')} (value ${value}) picked: it fits in ${count} free places.`);
    await press(board, 'Enter');
    // The live region's own text: a sentence said again differs by a trailing no-break space, so it is read again.
    const raw = () => root(board).querySelector('[aria-live]')!.textContent;
    let before = '';
    for (let k = 0; k < 7; k++) {
      const rot = ghostRotation(board, tile)!;
      const now = liveText(board);
      expect(now, `turn ${k}`).to.match(
        new RegExp(`^Clockwise from the east: ${sideValues(tile, rot).join(', ')}\\. (\\d+ points|.+ = \\d+ points|Does not fit this way .*: turn it\\.)$`),
      );
      expect(raw(), `turn ${k} is said`).to.not.equal(before);
      before = raw();
      await press(board, 'r');
    }
  });

  it('hands the keyboard on when what it was on goes away: the who-starts draw, the last tile laid', async () => {
    const page = await fixture<HTMLElement>(html`<div><hexadominos-board lang="en" seed="11" delay="0" seats="human computer:easy"></hexadominos-board></div>`);
    const board = page.querySelector('hexadominos-board')!;
    await board.whenIdle();
    board.focus();
    expect(active(board)?.matches('button.start'), 'the who-starts draw takes the focus').to.equal(true);
    expect(active(board)?.closest('[role="dialog"]')?.getAttribute('aria-labelledby')).to.equal('starter-title');
    await press(board, 'Enter');
    await board.whenIdle();
    expect(active(board)?.matches('.rack-tile'), 'then the rack').to.equal(true);

    const last = await fixture<HexadominosBoard>(html`<hexadominos-board lang="en" seats="human computer" delay="0"
      position="standard turn:0 112345@0,0/0 r0:122345 r1:112335 pile:223345"></hexadominos-board>`);
    await last.whenIdle();
    root(last).querySelector<HTMLElement>('.rack-tile')!.focus();
    await press(last, 'Enter');
    await press(last, 'Enter');
    await press(last, 'Enter');
    expect(game(last).over).to.equal(true);
    expect(active(last)?.matches('.end h2'), 'the end of the game, not the page').to.equal(true);
  });

  it('lays a tile by keys without a second render asked during the first (the focused place it fills goes away)', async () => {
    const board = await fixture<HexadominosBoard>(html`<hexadominos-board lang="en" seats="human computer" delay="0"
      position="standard turn:0 112345@0,0/0 r0:122345,112234 r1:112335 pile:223345,113345"></hexadominos-board>`);
    await board.whenIdle();
    board.focus();
    // Chromium sends focusout while a render removes the focused place; an update asked then is one Lit's development build warns of.
    const recorder = recordLitWarnings('change-in-update');
    let warnings: string[];
    try {
      await playTurnByKeys(board);
    } finally {
      warnings = recorder.stop();
    }
    expect(warnings).to.deep.equal([]);
  });

  it('pans the table with the arrow keys, zooms with + and −, and fits it with 0', async () => {
    const board = await fixture<HexadominosBoard>(html`<hexadominos-board lang="en" seats="human computer" delay="0"
      position="standard turn:0 112345@0,0/0 r0:122345,112234 r1:112335 pile:223345,113345"></hexadominos-board>`);
    await board.whenIdle();
    const svg = root(board).querySelector<SVGSVGElement>('svg.table')!;
    svg.focus();
    const box = () => svg.getAttribute('viewBox')!.split(' ').map(Number);
    const fitted = box();
    await press(board, 'ArrowRight');
    expect(box()[0]).to.be.greaterThan(fitted[0]);
    await press(board, '+');
    expect(box()[2]).to.be.lessThan(fitted[2]);
    await press(board, '0');
    expect(box()).to.deep.equal(fitted);
  });
});
