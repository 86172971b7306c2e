// The board under a framework that sets properties on every render (React 19 sets `seats={[…]}` anew each
// time, a controlled component hands back the record the board sent): an equal value changes nothing, the
// record the board sent is the game it shows (its undo kept), and a match's game is taken back to where it was.
import { expect } from '@open-wc/testing';
import { legalPlacements } from '@engine/hexadominos/rules.js';
import type { GameState, MatchInfo } from '@engine/hexadominos/types.js';
import { sendMouse } from '@web/test-runner-commands';
import { type HexadominosBoard, button, click, clickButton, find, fixture, game, html, middleOf, mount, record } from './helpers.js';

const SEATS_SPELLINGS = ['human computer:hard', ['human', 'computer:hard'], [{ kind: 'human' }, { kind: 'computer', level: 'hard' }], 'HUMAN, computer:hard'];

async function personPlaced(): Promise<HexadominosBoard> {
  const board =
    await mount(html`<hexadominos-board lang="en" delay="60000" seed="9" skip-starter .seats=${[{ kind: 'human' }, { kind: 'computer', level: 'hard' }]}
    position=${'standard turn:0 112345@0,0/0 r0:122345,334455,111223 r1:112335,223344 pile:223345,113345,123345'}></hexadominos-board>`);
  const [move] = legalPlacements(game(board));
  expect(board.place(move.tile, move.at, move.rot)).to.equal(true);
  await board.updateComplete;
  return board;
}

describe('<hexadominos-board> under a framework', () => {
  it('takes the same seats, spelled any way (text, words, { kind, level }), set again and again, as no change: no new game, undo kept', async () => {
    const board = await personPlaced();
    const changes = record(board, 'hexadominos-change');
    const state = game(board);
    for (let render = 0; render < 50; render++) {
      board.seats = SEATS_SPELLINGS[render % SEATS_SPELLINGS.length];
      board.scoring = 'standard';
      board.names = ['Anna', null];
      board.highlight = [];
      await board.updateComplete;
    }
    expect(changes).to.deep.equal([]);
    expect(game(board)).to.equal(state);
    expect(button(board, 'undo').disabled).to.equal(false);
  });

  it("reads seats with the engine's one codec, every way (attribute text, the address's words, words, { kind, level }): after a placement by clicks, equal seats change nothing and Undo, clicked, takes it back; other seats deal anew", async () => {
    const position = 'standard turn:0 112345@0,0/0 r0:122345,334455,111223 r1:112335,223344 pile:223345,113345,123345';
    const board = await mount(html`<hexadominos-board lang="en" delay="60000" skip-starter seats="human,hard" position=${position}></hexadominos-board>`);
    const before = game(board);
    // The person: a tile, a place, Place, by the mouse (not waiting for the computer, which thinks for a minute).
    const [move] = legalPlacements(before);
    await click(board, find(board, `.rack-tile[data-tile="${move.tile}"]`));
    await click(board, find(board, `[data-spot="${move.at[0]},${move.at[1]}"]`));
    await sendMouse({ type: 'click', position: middleOf(button(board, 'place')) });
    await board.updateComplete;
    const placed = game(board);
    expect(placed.board).to.have.length(before.board.length + 1);
    const changes = record<{ reason: string }>(board, 'hexadominos-change');
    const spellings: (() => void)[] = [
      () => board.setAttribute('seats', 'human computer:hard'),
      () => board.setAttribute('seats', ' HUMAN , hard '),
      () => {
        board.seats = 'human,hard';
      },
      () => {
        board.seats = ['human', 'computer:hard'];
      },
      () => {
        board.seats = ['Human', 'hard'];
      },
      () => {
        board.seats = [{ kind: 'human' }, { kind: 'computer', level: 'hard' }];
      },
      () => {
        board.seats = [{ kind: 'human' }, 'computer:hard'];
      },
    ];
    for (const spell of [...spellings, ...spellings]) {
      spell();
      await board.updateComplete;
    }
    expect(changes, 'equal seats deal nothing').to.deep.equal([]);
    expect(game(board)).to.equal(placed);
    await clickButton(board, 'undo');
    expect(game(board)).to.deep.equal(before);
    board.seats = [{ kind: 'human' }, { kind: 'computer', level: 'easy' }];
    await board.updateComplete;
    expect(
      changes.map((c) => c.reason),
      'other seats: the position dealt again',
    ).to.deep.equal(['undo', 'load']);
  });

  it('takes back the record it sent in hexadominos-change (full-state) as the game it shows: nothing reloaded, undo kept', async () => {
    const board = await fixture<HexadominosBoard>(
      html`<hexadominos-board lang="en" delay="60000" seed="12" skip-starter full-state seats="human human"></hexadominos-board>`,
    );
    await board.whenIdle();
    const before = game(board);
    const sent: { record: string; reason: string }[] = [];
    board.addEventListener('hexadominos-change', (e) => {
      sent.push(e.detail);
      board.record = e.detail.record; // a controlled component: the prop follows the event
    });
    const [move] = legalPlacements(game(board));
    board.place(move.tile, move.at, move.rot);
    await board.updateComplete;
    await board.updateComplete;

    expect(sent.map((s) => s.reason)).to.deep.equal(['move']);
    expect(board.getRecord()).to.equal(sent[0].record);
    expect(board.undo(), 'the placement can still be taken back').to.equal(true);
    expect(game(board)).to.deep.equal(before);
  });

  it('loads a record as a game of a match, and takes it back as it is after a reload', async () => {
    const board = await fixture<HexadominosBoard>(html`<hexadominos-board lang="en" delay="0" seed="4" target="100000" skip-starter
      seats="computer:easy computer:easy"></hexadominos-board>`);
    await new Promise<void>((resolve) => board.addEventListener('hexadominos-game-over', () => resolve(), { once: true }));
    await board.whenIdle();
    board.nextGame();
    board.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    board.readonly = true; // the computers stop where they are
    await board.whenIdle();
    const kept: { record: string; match: MatchInfo; state: GameState } = { record: board.getRecord(), match: board.state!.match!, state: game(board) };
    expect(kept.match.game).to.equal(2);

    const reloaded = await fixture<HexadominosBoard>(html`<hexadominos-board lang="en" readonly seats="computer:easy computer:easy"
      .record=${kept.record} .match=${kept.match}></hexadominos-board>`);
    await reloaded.whenIdle();

    expect(reloaded.state).to.deep.equal(kept.state);
    expect(reloaded.getRecord()).to.equal(kept.record);
  });
});

describe('<hexadominos-board> properties set to undefined, as React sets an absent prop', () => {
  // Every property whose unset value is null or false: undefined means the same, never a refusal.
  const UNSET = [
    'players',
    'seats',
    'scoring',
    'seed',
    'target',
    'position',
    'record',
    'match',
    'readonly',
    'skipStarter',
    'fullState',
    'delay',
    'highlight',
    'names',
    'bot',
  ];

  it('each one, from the start or after a value, is unset: no error, and the board deals as without it', async () => {
    for (const name of UNSET) {
      const board = await mount(
        html`<hexadominos-board lang="en" seats="human human" seed="7" skip-starter record="standard.players-2.seed-7~"></hexadominos-board>`,
      );
      const errors: Event[] = [];
      board.addEventListener('hexadominos-error', (e) => errors.push(e));
      const host = board as unknown as Record<string, unknown>;
      host[name] = undefined;
      await board.whenIdle();
      host.record = undefined;
      await board.whenIdle();
      expect(errors, name).to.deep.equal([]);
      expect(board.shadowRoot!.querySelector('[part="error"]'), `${name}: no error shown`).to.equal(null);
      expect(board.shadowRoot!.querySelector('svg.table'), `${name}: the table is drawn`).not.to.equal(null);
    }
  });

  it('takes any value on the properties pages feed; each getter gives the value set when the property takes it (a list as a copy), else null, while the board names the wrong one', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human human" seed="7" skip-starter></hexadominos-board>`);
    const errors = record<{ message: string }>(board, 'hexadominos-error');
    const seats = ['human', 'computer:easy'];
    const input: unknown = seats; // a page's value, of no declared type: the setter takes it
    board.seats = input;
    board.players = 2;
    board.scoring = 'simple';
    board.highlight = [[0, 0]];
    board.names = ['Anna', null];
    await board.whenIdle();
    expect(board.seats).to.deep.equal(seats);
    expect(board.seats, "a copy, not the page's list").not.to.equal(seats);
    seats.push('human');
    expect(board.seats).to.deep.equal(['human', 'computer:easy']);
    expect([board.players, board.scoring, board.highlight, board.names]).to.deep.equal([2, 'simple', [[0, 0]], ['Anna', null]]);
    expect(errors).to.deep.equal([]);
    // Wrong values: the getter gives null, and the board says what it was given (one after another, each said).
    board.players = 9;
    await board.whenIdle();
    expect(board.players).to.equal(null);
    expect(errors.at(-1)?.message).to.contain('9');
    board.players = new Map();
    await board.whenIdle();
    expect(board.players).to.equal(null);
    expect(errors).to.have.length(2);
    board.scoring = 'turbo';
    board.position = 42;
    await board.whenIdle();
    expect([board.scoring, board.position]).to.deep.equal([null, null]);
    expect(board.shadowRoot!.querySelector('[part="error"]')!.textContent).to.contain('turbo');
    expect(game(board).scoring, 'the game on the board is unchanged').to.equal('simple');
  });
});
