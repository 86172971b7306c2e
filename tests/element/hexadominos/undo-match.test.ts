// Taking a placement back (a person's own, until the next player acts) and a match to a target score
// (game after game, totals carried over, over once someone reaches the target).
import { expect } from '@open-wc/testing';
import { legalPlacements } from '@engine/hexadominos/rules.js';
import type { GameState } from '@engine/hexadominos/types.js';
import { type HexadominosBoard, button, click, clickButton, game, html, mount, playTurnByClicks, rackTiles, record, root, text } from './helpers.js';

const POSITION = 'standard turn:0 112345@0,0/0 r0:122345,334455,111223 r1:112335,223344 pile:223345,113345,123345';
const screenShown = (board: HexadominosBoard) => root(board).querySelector('[part="screen"]') !== null;

describe('<hexadominos-board> undo', () => {
  it("never offers Undo behind the next person's screen, nor to the next person, so nobody sees another's rack", async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human human" position=${POSITION}></hexadominos-board>`);
    expect(button(board, 'undo').disabled, 'nothing to take back yet').to.equal(true);
    await clickButton(board, 'ready');
    const mine = game(board).racks[0];
    await playTurnByClicks(board);
    expect(game(board).board).to.have.length(2);
    expect(screenShown(board), "the next person's screen").to.equal(true);
    expect(button(board, 'undo').disabled, 'behind the screen: it would show the first rack to whoever holds the device').to.equal(true);
    await clickButton(board, 'ready');
    expect(rackTiles(board)).to.deep.equal(game(board).racks[1]);
    expect(button(board, 'undo').disabled, "the second person may not take back the first one's placement").to.equal(true);
    expect(rackTiles(board)).to.not.deep.equal(mine);
  });

  it("takes back a person's placement by a click on Undo, the tile picked again, but never once the game is over", async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human computer:easy" delay="60000" position=${POSITION}></hexadominos-board>`);
    const changes = record<{ reason: string }>(board, 'hexadominos-change');
    const errors = record<{ code: string; message: string }>(board, 'hexadominos-error');
    const before = game(board);
    const [move] = legalPlacements(before);
    expect(board.place(move.tile, move.at, move.rot)).to.equal(true);
    await board.updateComplete;
    await click(board, button(board, 'undo'));
    expect(changes.map((c) => c.reason)).to.deep.equal(['move', 'undo']);
    expect(game(board)).to.deep.equal(before);
    expect(root(board).querySelector('.rack-tile[aria-pressed="true"]')?.getAttribute('data-tile'), 'the tile taken back is picked').to.equal(move.tile);
    expect(button(board, 'undo').disabled, 'one placement taken back, nothing more').to.equal(true);
    expect(board.undo()).to.equal(false);
    expect(errors.map((e) => e.code)).to.deep.equal(['nothing-to-undo']);

    // The last tile of the rack ends the game: the win stands.
    const end = await mount(
      html`<hexadominos-board lang="en" seats="human human" position="standard turn:0 112345@0,0/0 r0:122345 r1:112335 pile:223345"></hexadominos-board>`,
    );
    const endErrors = record<{ code: string }>(end, 'hexadominos-error');
    await clickButton(end, 'ready');
    await playTurnByClicks(end);
    expect(game(end).over).to.equal(true);
    const over = game(end);
    expect(button(end, 'undo').disabled, 'the game is decided').to.equal(true);
    expect(end.undo()).to.equal(false);
    expect(game(end)).to.equal(over);
    expect(endErrors.map((e) => e.code)).to.deep.equal(['game-over']);
  });

  it("lets a person take back their placement before the computer replies, and drops the computer's pending reply", async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human computer:easy" delay="60000" position=${POSITION}></hexadominos-board>`);
    const before = game(board);
    // Placed through the API: the click helpers wait for the board to be idle, which means the computer has replied.
    const [move] = legalPlacements(before);
    expect(board.place(move.tile, move.at, move.rot)).to.equal(true);
    expect(game(board).toMove).to.equal(1);
    await board.updateComplete;
    expect(button(board, 'undo').disabled).to.equal(false);
    expect(board.undo()).to.equal(true);
    expect(game(board)).to.deep.equal(before);
    expect(game(board).toMove, "the person's turn again").to.equal(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(game(board), "the computer's reply was dropped with the placement").to.deep.equal(before);
  });

  it('refuses to undo once the computer has replied', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human computer:easy" delay="0" position=${POSITION}></hexadominos-board>`);
    await playTurnByClicks(board);
    await board.whenIdle();
    expect(game(board).toMove, 'the computer replied').to.equal(0);
    const replied = game(board);
    expect(board.undo()).to.equal(false);
    expect(game(board)).to.equal(replied);
  });
});

describe('<hexadominos-board> match to a target score', () => {
  it('goes on game after game with the totals carried over, and ends once a total reaches the target', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seed="12" delay="0" target="400"
      seats="computer:medium computer:medium"></hexadominos-board>`);
    const games: GameState[] = [];
    for (let step = 0; step < 20; step++) {
      const starter = root(board).querySelector<HTMLButtonElement>('button.start');
      if (starter) await click(board, starter);
      await board.whenIdle();
      expect(game(board).over, `game ${games.length + 1} finished`).to.equal(true);
      games.push(game(board));
      const next = root(board).querySelector<HTMLButtonElement>('button.next-game');
      if (!next) break;
      await click(board, next);
    }
    expect(games.length, 'more than one game was needed').to.be.greaterThan(1);
    games.forEach((state, k) => {
      expect(state.match?.game).to.equal(k + 1);
      expect(state.match?.target).to.equal(400);
      if (k > 0) {
        const previous = games[k - 1];
        expect(state.match?.totals).to.deep.equal(previous.match!.totals.map((total, seat) => total + previous.scores[seat]));
      }
    });
    const totals = (state: GameState) => state.match!.totals.map((total, seat) => total + state.scores[seat]);
    for (const state of games.slice(0, -1)) expect(Math.max(...totals(state)), 'nobody had reached the target yet').to.be.lessThan(400);
    // The first seat to reach the target wins at once: the last mover, alone at or past it.
    const last = games[games.length - 1];
    expect(
      totals(last).filter((total) => total >= 400),
      'one seat reached it, and play stopped there',
    ).to.have.length(1);
    expect(totals(last)[last.toMove]).to.be.at.least(400);
    expect(last.winners).to.deep.equal([last.toMove]);
    expect(board.nextGame(), 'no game after the match is decided').to.equal(false);
    expect(text(board, '[part="end"]')).to.contain(`Player ${last.toMove + 1} (computer, medium) wins the match!`);
    expect(root(board).querySelector('button.next-game')).to.equal(null);
  });

  it('stops the game the moment a placement reaches the target, tiles still in the racks, and shows every running total', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human human" position=${POSITION}></hexadominos-board>`);
    const over = record<{ ending: string; winners: number[] }>(board, 'hexadominos-game-over');
    // Seat 0 has 70 from earlier games of the match; the target is 5 short of what its best placement scores.
    const reaching = legalPlacements(game(board)).reduce((best, p) => (p.points > best.points ? p : best));
    const target = 70 + reaching.points - 5;
    expect(board.load({ ...game(board), match: { target, totals: [70, 40], game: 3 } })).to.equal(true);
    await board.updateComplete;
    expect(text(board, '[part="seats"]')).to.contain(`Match 70 / ${target}`).and.to.contain(`Match 40 / ${target}`);

    expect(board.place(reaching.tile, reaching.at, reaching.rot)).to.equal(true);
    await board.updateComplete;

    const state = game(board);
    expect(state).to.include({ over: true, ending: 'target', toMove: 0 });
    expect(state.winners).to.deep.equal([0]);
    expect(state.racks[0], 'the rest of the rack stays: play stopped').to.have.length(2);
    expect(state.scores[0]).to.equal(reaching.points);
    expect(over.map((e) => e.ending)).to.deep.equal(['target']);
    expect(text(board, '[part="status"]')).to.equal('Player 1 wins the match!');
    const total = 70 + reaching.points;
    expect(text(board, '[part="seats"]')).to.contain(`Match ${total} / ${target}`).and.to.contain(`Match 40 / ${target}`);
    expect(text(board, '[part="end"]')).to.contain(`Player 1 reached ${total} of the target ${target}: play stops`).and.to.contain('Player 1 wins the match!');
    expect(root(board).querySelector('button.next-game')).to.equal(null);
    expect(board.draw(), 'nothing more is played').to.equal(false);
  });
});
