// What the board shows around and on the table: a lesson's outlined places, a phone-wide table that stays
// readable and uncluttered, the end of a game of one and of a children's game, a match's running totals
// and a score sheet whose every line says what it counts.
import { expect } from '@open-wc/testing';
import { legalPlacements } from '@engine/hexadominos/rules.js';
import type { ErrorDetail } from '@components/hexadominos-board/events.js';
import {
  type HexadominosBoard,
  button,
  click,
  clickButton,
  find,
  fixture,
  game,
  html,
  mount,
  playTurnByClicks,
  record,
  root,
  spotKeys,
  statusText,
  text,
} from './helpers.js';

/** A board `width` px wide, settled. */
async function sized(width: number, markup: ReturnType<typeof html>): Promise<HexadominosBoard> {
  const wrap = await fixture<HTMLDivElement>(html`<div style=${`width:${width}px`}>${markup}</div>`);
  const board = wrap.querySelector<HexadominosBoard>('hexadominos-board')!;
  await board.whenIdle();
  return board;
}

const inside = (a: DOMRect, b: DOMRect) => a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;
const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
/** The words of each element `selector` finds (the numbers drawn in a tile picture left out). */
const lines = (board: HexadominosBoard, selector: string) =>
  [...root(board).querySelectorAll(selector)].map((li) => {
    const copy = li.cloneNode(true) as Element;
    copy.querySelectorAll('svg').forEach((svg) => svg.remove());
    return copy.textContent.replace(/\s+/g, ' ').trim();
  });

describe('<hexadominos-board> on screen', () => {
  it("outlines the cells `highlight` names, says so in the place's name, and refuses a list it cannot read", async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human computer" delay="0" highlight="1,0"
      position="standard turn:0 112345@0,0/0 r0:122345,112234 r1:112335 pile:223345"></hexadominos-board>`);
    const errors = record<ErrorDetail>(board, 'hexadominos-error');
    expect([...root(board).querySelectorAll('[part="outline"]')].map((o) => o.getAttribute('data-outline'))).to.deep.equal(['1,0']);
    await click(board, find(board, '.rack-tile[data-tile="122345"]'));
    expect(find(board, '[data-spot="1,0"]').getAttribute('aria-label')).to.equal('Free place, east of 1 1 2 3 4 5, outlined: 1 to the west');
    expect(find(board, '[data-spot="-1,0"]').getAttribute('aria-label')).to.not.contain('outlined');
    board.highlight = ['2,0', [0, 'x']];
    await board.whenIdle();
    expect(errors.map((e) => [e.code, (e.error as { attribute?: string }).attribute])).to.deep.equal([['invalid-attribute', 'highlight']]);
    expect(root(board).querySelectorAll('[part="outline"]')).to.have.length(0);
    board.highlight = [[-1, 0], '1,0'];
    await board.whenIdle();
    expect([...root(board).querySelectorAll('[part="outline"]')].map((o) => o.getAttribute('data-outline'))).to.deep.equal(['-1,0', '1,0']);
  });

  it('on a phone-wide board: digits of 14 px or more, zoom buttons off the table, no label over a digit, and a rack that stays put', async () => {
    const board = await sized(
      360,
      html`<hexadominos-board lang="en" seats="human computer" delay="0"
      position="standard turn:0 112345@0,0/0 122345@1,0/3 123345@-1,0/3 r0:112234,223345 r1:112335 pile:113345"></hexadominos-board>`,
    );
    const table = find<SVGSVGElement>(board, 'svg.table');
    // Font size on screen: the SVG's scale times the numbers' own font size (20 units on the table, 23 in the rack).
    for (const num of root(board).querySelectorAll<SVGTextElement>('svg.table .num')) expect(num.getScreenCTM()!.a * 20, 'on the table').to.be.at.least(14);
    for (const num of root(board).querySelectorAll<SVGTextElement>('.rack .num'))
      expect(num.getScreenCTM()!.a * parseFloat(getComputedStyle(num).fontSize), 'in the rack').to.be.at.least(14);
    expect(overlap(find(board, '[part="view-controls"]').getBoundingClientRect(), table.getBoundingClientRect())).to.equal(false);
    const rackTop = () => find(board, '[part="rack"]').getBoundingClientRect().top - board.getBoundingClientRect().top; // clicks may scroll the page
    const top = rackTop();
    await click(board, find(board, '.rack-tile[data-tile="112234"]'));
    // A place in view: the table does not fit this narrow board at a readable size, picking brings places into view.
    const shown = [...root(board).querySelectorAll('[data-spot]')].filter((spot) => inside(spot.getBoundingClientRect(), table.getBoundingClientRect()));
    expect(shown.length, 'places in view').to.be.greaterThan(0);
    const key = shown[0].getAttribute('data-spot');
    expect(legalPlacements(game(board), '112234').some((p) => p.at.join() === key)).to.equal(true);
    await click(board, find(board, `[data-spot="${key}"]`));
    expect(text(board, '[part="preview"]')).to.match(/points$/);
    expect(rackTop(), 'the points line has its room already').to.equal(top);
    const digits = () => [...root(board).querySelectorAll('.num')].filter((n) => !n.closest('.ghost')).map((n) => n.getBoundingClientRect());
    const mark = find(board, '[part="ghost"] .label rect').getBoundingClientRect();
    expect(
      digits().filter((d) => overlap(d, mark)),
      "the preview's points",
    ).to.deep.equal([]);
    await clickButton(board, 'place');
    for (const animation of root(board).getAnimations()) animation.finish(); // the badge grows into place
    const badge = find(board, '[part="badge"] rect').getBoundingClientRect();
    expect(
      digits().filter((d) => overlap(d, badge)),
      "the last tile's points",
    ).to.deep.equal([]);
  });

  it("ends a game of one with its score and names no winner; a children's game shows no points at all", async () => {
    const solo = await mount(html`<hexadominos-board lang="en" seats="human" position="standard turn:0 112345@0,0/0 r0:122345 pile:-"></hexadominos-board>`);
    await playTurnByClicks(solo);
    expect(game(solo).over).to.equal(true);
    expect(statusText(solo)).to.equal(`Game over: ${game(solo).scores[0]} points.`);
    expect(lines(solo, '[part="end"] li').join(' | ')).to.not.match(/wins/);
    expect(root(solo).querySelector('[part="result"]'), 'no winner to name').to.equal(null);
    expect(lines(solo, '[part="final"] tr')).to.deep.equal([`Player 1${game(solo).scores[0]}`]);
    const kids = await mount(html`<hexadominos-board lang="en" seats="human computer" delay="0"
      position="kids 112345@0,0/0 122345@1,0/3 r0:123345 r1:112234 pile:113344"></hexadominos-board>`);
    await playTurnByClicks(kids);
    expect(text(kids, '[part="result"]')).to.equal('Player 1 wins!');
    expect(lines(kids, '[part="end"] li')).to.deep.equal(['Player 1 laid their last tile']);
    expect(root(kids).querySelector('[part="final"]'), 'no points table').to.equal(null);
    expect(text(kids, '[part="status"]')).to.equal('Player 1 wins!');
    expect(root(kids).querySelector('[part="badge"]')).to.equal(null);
  });

  it("shows a match's every game and the running totals, in a table", async () => {
    const board = await mount(html`<hexadominos-board lang="en" seed="12" delay="0" target="400" seats="computer computer"></hexadominos-board>`);
    const scores: number[][] = [];
    for (let k = 0; k < 3; k++) {
      root(board).querySelector<HTMLButtonElement>('button.start')?.click();
      await board.whenIdle();
      scores.push([...game(board).scores]);
      const rows = [...root(board).querySelectorAll('[part="match"] tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent.trim()));
      expect(rows).to.deep.equal(scores.map((s, g) => [g === k ? `Game ${g + 1} (this one)` : `Game ${g + 1}`, ...s.map(String)]));
      const totals = [...root(board).querySelectorAll('[part="match"] tfoot td')].map((td) => Number(td.textContent));
      expect(totals).to.deep.equal([0, 1].map((seat) => scores.reduce((sum, s) => sum + s[seat], 0)));
      expect(text(board, '[part="match"] caption')).to.equal('Match to 400 points: the running totals');
      const next = root(board).querySelector<HTMLButtonElement>('button.next-game');
      if (!next) break;
      await click(board, next);
    }
  });

  it('labels every line of the score sheet: the tile and how its points add up, each draw and its cost', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human human"
      position="standard turn:0 112345@0,0/0 122345@1,0/3 r0:112255,123345 r1:112335 pile:223345,113345"></hexadominos-board>`);
    await clickButton(board, 'ready');
    await click(board, find(board, '.rack-tile[data-tile="112255"]'));
    await click(board, find(board, '[data-spot="1,-1"]'));
    expect(text(board, '[part="preview"]')).to.equal('16 + 10 (2 shared sides) = 26 points');
    await clickButton(board, 'place');
    await clickButton(board, 'ready');
    await clickButton(board, 'draw');
    find<HTMLDetailsElement>(board, '[part="score-sheet"]').open = true;
    expect(lines(board, '[part="score-sheet"] section:nth-child(1) li')).to.deep.equal(['Tile 1 1 2 2 5 5: 16 + 10 (2 shared sides) = 26']);
    expect(lines(board, '[part="score-sheet"] section:nth-child(2) li')).to.deep.equal(['Draw (first this turn): −5']);
    expect(button(board, 'pass').disabled).to.equal(true);
    expect(spotKeys(board).length).to.be.greaterThan(-1);
  });
});
