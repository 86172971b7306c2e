import { expect } from '@open-wc/testing';
import { legalPlacements } from '@engine/hexadominos/rules.js';
import type { PlaceDetail } from '@components/hexadominos-board/events.js';
import { sendMouse } from '@web/test-runner-commands';
import {
  button,
  click,
  ghostRotation,
  clickButton,
  find,
  game,
  html,
  liveText,
  middleOf,
  mount,
  playTurnByClicks,
  rackTiles,
  record,
  root,
  spotKeys,
  statusText,
  text,
} from './helpers.js';

const startButton = (board: Parameters<typeof root>[0]) => root(board).querySelector<HTMLButtonElement>('button.start');

describe('<hexadominos-board> played with the mouse', () => {
  it('plays a whole game by clicks against the computer, to the result and points of its end', async function () {
    // Dozens of turns of real clicks: WebKit's MiniBrowser took over 20 s beside the two other browsers on two cores.
    this.timeout(90_000);
    const board = await mount(html`<hexadominos-board lang="en" seed="7" delay="0" seats="human computer"></hexadominos-board>`);
    const places = record<PlaceDetail>(board, 'hexadominos-place');
    const overs = record(board, 'hexadominos-game-over');
    expect(statusText(board)).to.equal('Who starts?');
    await click(board, startButton(board)!);
    for (let turn = 0; turn < 300 && !game(board).over; turn++) await playTurnByClicks(board);
    expect(game(board).over).to.equal(true);
    expect(overs).to.have.length(1);
    expect(places.filter((p) => p.seat === 0).length).to.be.greaterThan(0);
    // The end reads as a result: who won and the points, highest first; each player's points in seat order; no numbered list.
    const { scores, winners } = game(board);
    const points = (n: number) => `${n < 0 ? '−' : ''}${Math.abs(n)}`;
    expect(text(board, '[part="result"]')).to.contain(winners.length > 1 ? 'share the win' : 'wins');
    expect(text(board, '[part="result"]')).to.match(
      new RegExp(
        `${[...scores]
          .sort((a, b) => b - a)
          .map(points)
          .join(' – ')}$`,
      ),
    );
    const rows = [...root(board).querySelectorAll('[part="final"] tr')].map((tr) => [...tr.children].map((cell) => cell.textContent));
    expect(rows).to.deep.equal([
      ['Player 1', points(scores[0])],
      ['Player 2 (computer, medium)', points(scores[1])],
    ]);
    expect(root(board).querySelector('[part="end"] ol')).to.equal(null);
    expect(text(board, '[part="score-sheet"] section:first-child strong')).to.equal(`Total ${scores[0]}`);
  });

  it("highlights exactly the places where the picked tile fits, and shows the engine's points before placing", async () => {
    const position = 'standard turn:0 112345@0,0/0 r0:122345,112234,123455 r1:112335 pile:223345,113345';
    const board = await mount(html`<hexadominos-board lang="en" seats="human human" position=${position}></hexadominos-board>`);
    await clickButton(board, 'ready');
    await click(board, find(board, '.rack-tile[data-tile="123455"]'));
    const placements = legalPlacements(game(board), '123455');
    expect(placements.length).to.be.greaterThan(0);
    expect(spotKeys(board)).to.deep.equal([...new Set(placements.map((p) => `${p.at[0]},${p.at[1]}`))].sort());
    for (const key of spotKeys(board)) {
      await click(board, find(board, `[data-spot="${key}"]`));
      const shown = text(board, '[part="preview"]');
      const rot = ghostRotation(board, '123455');
      const engine = placements.find((p) => `${p.at[0]},${p.at[1]}` === key && p.rot === rot);
      expect(engine, `${key} turned ${rot}`).to.not.equal(undefined);
      const bonus = engine!.bonus.points
        ? `${engine!.base} ${{ sides: 'shared sides', flower: 'flower', flowers: 'double flower' }[engine!.bonus.kind as 'sides']} +${engine!.bonus.points} = `
        : '';
      expect(shown).to.equal(`${bonus}${engine!.points} points`);
      expect(button(board, 'place').disabled).to.equal(false);
      // The ghost shows the tile as it would lie, with a mark on each side it touches.
      expect(root(board).querySelectorAll('[part="ghost"] .mark.match').length).to.equal(engine!.sides.length);
    }
  });

  it('turns the tile with the buttons and the wheel over the ghost; a turn that does not fit disables Place and says why', async () => {
    const position = 'standard turn:0 112345@0,0/0 r0:122345,112234 r1:112335 pile:223345,113345';
    const board = await mount(html`<hexadominos-board lang="en" seats="human human" position=${position}></hexadominos-board>`);
    await clickButton(board, 'ready');
    await click(board, find(board, '.rack-tile[data-tile="122345"]'));
    const key = spotKeys(board)[0];
    await click(board, find(board, `[data-spot="${key}"]`));
    expect(button(board, 'place').disabled).to.equal(false);
    const fits = new Set(
      legalPlacements(game(board), '122345')
        .filter((p) => `${p.at[0]},${p.at[1]}` === key)
        .map((p) => p.rot),
    );
    const ghostValues = () => [...root(board).querySelectorAll('[part="ghost"] .num')].map((t) => Number(t.textContent));
    const fitsNow = () => fits.has(ghostRotation(board, '122345')!);
    const before = ghostValues();
    await clickButton(board, 'rotate-right');
    expect(ghostValues()).to.deep.equal([before[5], ...before.slice(0, 5)]);
    for (let k = 0; k < 6; k++) {
      expect(button(board, 'place').disabled, `rotation ${ghostRotation(board, '122345')}`).to.equal(!fitsNow());
      if (!fitsNow()) expect(text(board, '[part="preview"]')).to.match(/^Does not fit this way \(its .+ side shows \d, the table asks \d.*\): turn it\.$/);
      await clickButton(board, 'rotate-right');
    }
    // The wheel over the ghost turns it back.
    const ghost = find(board, '[part="ghost"]');
    const box = ghost.getBoundingClientRect();
    const now = ghostValues();
    ghost.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -100,
        clientX: box.x + box.width / 2,
        clientY: box.y + box.height / 2,
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    );
    await board.whenIdle();
    expect(ghostValues()).to.deep.equal([...now.slice(1), now[0]]);
  });

  it('places by drag and drop: the tile dropped on a place waits there, a tap on it confirms', async () => {
    const position = 'standard turn:0 112345@0,0/0 r0:122345,112234 r1:112335 pile:223345,113345';
    const board = await mount(html`<hexadominos-board lang="en" seats="human human" position=${position}></hexadominos-board>`);
    await clickButton(board, 'ready');
    const [target] = legalPlacements(game(board), '112234');
    // The real mouse: pressed on the tile, moved (the drag picks it and shows its places), released on the place.
    find(board, 'svg.table').scrollIntoView({ block: 'end' });
    const [x, y] = middleOf(find(board, '.rack-tile[data-tile="112234"]'));
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x + 20, y - 20] });
    await board.whenIdle();
    const spot = find(board, `[data-spot="${target.at[0]},${target.at[1]}"]`).getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(spot.x + spot.width / 2), Math.round(spot.y + spot.height / 2)] });
    await sendMouse({ type: 'up' });
    await board.whenIdle();
    expect(find(board, '[data-spot][aria-pressed="true"]').getAttribute('data-spot')).to.equal(`${target.at[0]},${target.at[1]}`);
    await click(board, find(board, `[data-spot="${target.at[0]},${target.at[1]}"]`));
    expect(game(board).board).to.have.length(2);
    expect(game(board).board[1].tile).to.equal('112234');
    expect(liveText(board)).to.contain('lays 1 1 2 2 3 4');
  });

  it('enables Draw (showing its cost) and Pass only when the rules allow them', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human human"
      position="standard turn:0 111112@0,0/0 r0:223344,233445 r1:112335 pile:223345,113345,123345,112345"></hexadominos-board>`);
    await clickButton(board, 'ready');
    expect(button(board, 'draw').textContent).to.equal('Draw (−5)');
    expect(button(board, 'draw').disabled).to.equal(false);
    expect(button(board, 'pass').disabled).to.equal(true);
    await clickButton(board, 'draw');
    await clickButton(board, 'draw');
    expect(button(board, 'draw').textContent).to.equal('Draw (−15)');
    expect(game(board).scores[0]).to.equal(-10);
    await clickButton(board, 'draw');
    expect(game(board).scores[0]).to.equal(-25);
    expect(button(board, 'draw').disabled).to.equal(true);
    expect(button(board, 'pass').disabled).to.equal(false); // three draws made: place the last or pass
    await clickButton(board, 'pass');
    expect(game(board).toMove).to.equal(1);
    expect(rackTiles(board)).to.have.length(0); // the next person's rack waits behind the privacy screen
  });
});
