/**
 * Every property, attribute and method of <hexadominos-board> given hostile values of every JavaScript type
 * (tests/element/hostile.ts: proxies whose traps throw, getters that throw, sparse arrays of 2³² − 1 holes,
 * cycles, frozen objects…), then storms of clicks, removals mid-animation, re-adding and moving: nothing reaches
 * the page as an error or an unhandled rejection, the board keeps drawing, and a good value (or a fresh game)
 * leaves it usable — a person then plays a turn by clicks.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { HOSTILE_CONSTANTS, HOSTILE_EXAMPLES, hostileValue } from '../hostile.js';
import { stormBoard } from '../storms.js';
import { type HexadominosBoard, game, html, mount, playTurnByClicks, root, until, watchPageErrors } from './helpers.js';

type Host = Record<string, unknown>;
const TABLE = (board: HexadominosBoard) => root(board).querySelector('svg.table');
const GAME = html`<hexadominos-board lang="en" seats="human computer:easy" delay="0" seed="7" skip-starter></hexadominos-board>`;

/** A good value per property, and what the board shows once it has it. */
const GOOD: Record<string, { value: unknown; check: (board: HexadominosBoard) => void }> = {
  players: { value: 2, check: (b) => expect(game(b).players).to.equal(2) },
  seats: { value: ['human', 'computer:easy'], check: (b) => expect(game(b).players).to.equal(2) },
  scoring: { value: 'simple', check: (b) => expect(game(b).scoring).to.equal('simple') },
  seed: { value: 11, check: (b) => expect(game(b).seed).to.equal(11) },
  target: { value: 300, check: (b) => expect(game(b).match?.target).to.equal(300) },
  position: { value: 'standard turn:0 112345@0,0/0 r0:122345 r1:112335 pile:223345', check: (b) => expect(game(b).board).to.have.length(1) },
  record: { value: 'standard.players-2.seed-5~', check: (b) => expect(game(b).seed).to.equal(5) },
  match: { value: null, check: (b) => expect(b.match).to.equal(null) },
  readonly: { value: false, check: (b) => expect(b.hasAttribute('readonly')).to.equal(false) },
  skipStarter: { value: true, check: (b) => expect(b.skipStarter).to.equal(true) },
  fullState: { value: false, check: (b) => expect(b.fullState).to.equal(false) },
  sound: { value: true, check: (b) => expect(b.sound).to.equal(true) },
  delay: { value: 0, check: (b) => expect(b.delay).to.equal(0) },
  highlight: { value: '1,0', check: (b) => expect(root(b).querySelectorAll('[part~="outline"]').length).to.be.at.most(1) },
  names: { value: ['Anna', 'Ben'], check: (b) => expect(root(b).querySelector('[part~="seats"]')!.textContent).to.contain('Anna') },
  bot: { value: null, check: (b) => expect(b.bot).to.equal(null) },
};

/** The methods, each called with hostile arguments in every position. */
const METHODS = [
  'place',
  'draw',
  'pass',
  'select',
  'rotate',
  'start',
  'undo',
  'restart',
  'nextGame',
  'load',
  'getPosition',
  'getRecord',
  'getRecordUrl',
  'focus',
  'showMove',
  'hideMove',
];
const ATTRIBUTES = [
  'players',
  'seats',
  'scoring',
  'seed',
  'target',
  'position',
  'record',
  'readonly',
  'skip-starter',
  'full-state',
  'sound',
  'delay',
  'highlight',
  'lang',
];

describe('<hexadominos-board> under fire', function () {
  this.timeout(120_000); // WebKit's MiniBrowser, on a busy machine, takes its time over hundreds of runs
  const pageErrors = watchPageErrors();

  for (const [name, good] of Object.entries(GOOD)) {
    it(`${name}: hostile values of every type change nothing, reach the page as no error, and a good value recovers the board`, async () => {
      const board = await mount(GAME);
      const host = board as unknown as Host;
      await fc.assert(
        fc.asyncProperty(hostileValue, async (hostile) => {
          pageErrors.length = 0;
          host[name] = hostile.make();
          await board.updateComplete;
          expect(TABLE(board), 'the table is drawn').not.to.equal(null);
          host[name] = good.value;
          await board.whenIdle();
          good.check(board);
          expect(root(board).querySelector('[part="error"]'), 'no error left').to.equal(null);
          expect(pageErrors.map(String)).to.deep.equal([]);
        }),
        { numRuns: 12, examples: HOSTILE_EXAMPLES }, // the six kinds of hostile proxy first, then drawn values
      );
    });
  }

  it('every method answers hostile arguments of every type without throwing, and the board stays playable', async () => {
    const board = await mount(GAME);
    const host = board as unknown as Record<string, (...args: unknown[]) => unknown>;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHODS), fc.array(hostileValue, { maxLength: 3 }), async (method, args) => {
        pageErrors.length = 0;
        expect(() => host[method](...args.map((arg) => arg.make())), method).not.to.throw();
        await board.whenIdle();
        expect(TABLE(board)).not.to.equal(null);
        expect(pageErrors.map(String)).to.deep.equal([]);
      }),
      { numRuns: 150 },
    );
    for (const make of HOSTILE_CONSTANTS) for (const method of METHODS) expect(() => host[method](make(), make(), make()), method).not.to.throw();
    await board.whenIdle();
    board.restart(7);
    await board.whenIdle();
    await playTurnByClicks(board);
    expect(pageErrors.map(String)).to.deep.equal([]);
  });

  it('every attribute set to hostile text shows an error or nothing, and removing it brings the board back', async () => {
    const board = await mount(GAME);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ATTRIBUTES),
        fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom('x'.repeat(200_000), '-0', '1e99', '4294967296', ' 3 ', 'computer:genius', '∞')),
        async (name, value) => {
          pageErrors.length = 0;
          board.setAttribute(name, value);
          await board.updateComplete;
          expect(TABLE(board)).not.to.equal(null);
          board.removeAttribute(name);
          await board.whenIdle();
          expect(pageErrors.map(String)).to.deep.equal([]);
        },
      ),
      { numRuns: 60 },
    );
    board.setAttribute('skip-starter', '');
    board.restart(7);
    await board.whenIdle();
    await playTurnByClicks(board);
    expect(pageErrors.map(String)).to.deep.equal([]);
  });

  it('storms of clicks, removals mid-animation, re-adding and moving leave no error and a board a person can play on', async () => {
    pageErrors.length = 0;
    const board = await mount(html`<hexadominos-board lang="en" seats="computer:easy computer:easy" delay="0" seed="3" skip-starter></hexadominos-board>`);
    const home = board.parentElement!;
    await stormBoard(board, { newGame: () => board.restart(), undo: () => board.undo(), pause: 5, area: [600, 700], pageErrors });
    // Back in the page, the computers play on.
    const placed = game(board).board.length;
    await until(() => game(board).board.length > placed || game(board).over);
    expect(game(board).board.length > placed || game(board).over).to.equal(true);
    // A game that ends mid-animation (the end's lines coming in turn), its board removed and added again.
    board.load('standard turn:0 112345@0,0/0 r0:123345 r1:112234 pile:123445');
    await until(() => game(board).over);
    board.remove();
    home.append(board);
    await board.whenIdle();
    expect(root(board).querySelector('[part="end"]')).not.to.equal(null);
    // …and a person plays a fresh game by clicks.
    board.setAttribute('seats', 'human computer:easy');
    await board.whenIdle();
    if (game(board).toMove !== 0) await until(() => game(board).toMove === 0);
    await playTurnByClicks(board);
    expect(pageErrors.map(String)).to.deep.equal([]);
  });
});
