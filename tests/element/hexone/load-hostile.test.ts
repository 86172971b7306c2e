/**
 * `load()`, `gameRecord`, `record`, `position` and `rules` given malformed or hostile objects (what saved
 * data and other pages hand a board): each is refused with `hexone-error` in the board's language, and the
 * game is left exactly as it was — position, record, undo and redo. A good value afterwards loads as usual.
 */
import { expect, html } from '@open-wc/testing';
import fc from 'fast-check';
import { button, type HexoneBoard, mount, record, statusText, watchPageErrors } from './helpers.js';

interface ErrorDetail {
  code: string;
  message: string;
}

/** A board three moves into a game with one move undone: the snapshot, record and redo a refusal must keep. */
async function boardWithRedo(lang = 'en'): Promise<HexoneBoard> {
  const board = await mount(html`<hexone-board animation-speed="0" lang=${lang}></hexone-board>`);
  expect(board.load('classic b opening | d3 b2 c2')).to.equal(true);
  expect(board.undo()).to.equal(true);
  await board.whenIdle();
  return board;
}

/** Everything a refused load must leave as it was. */
function picture(board: HexoneBoard) {
  return {
    position: board.getPosition(),
    record: board.getRecord(),
    gameRecord: JSON.stringify(board.gameRecord),
    status: statusText(board),
    undoDisabled: button(board, 'undo').disabled,
    redoDisabled: button(board, 'redo').disabled,
  };
}

/** A valid state, as the board reports it. */
const goodState = () => {
  const scratch = document.createElement('hexone-board');
  scratch.load('classic w b2:2b c2:1w');
  return JSON.parse(JSON.stringify(scratch.state));
};

/** A proxy that throws on every trap: reading any part of it throws. */
const throwing = () =>
  new Proxy(
    {},
    {
      get: () => {
        throw new Error('get');
      },
      has: () => {
        throw new Error('has');
      },
      ownKeys: () => {
        throw new Error('ownKeys');
      },
      getOwnPropertyDescriptor: () => {
        throw new Error('descriptor');
      },
      getPrototypeOf: () => {
        throw new Error('prototype');
      },
    },
  );

/** The hostile objects named in issue #10, each a fresh value. */
const HOSTILE: Record<string, () => unknown> = {
  'a record with a null start': () => ({ start: null, moves: [] }),
  'a record whose moves are text': () => ({ start: goodState(), moves: 'd3' }),
  'a record whose moves are an object': () => ({ start: goodState(), moves: { 0: 'd3', length: 1 } }),
  'a state with tiles: null': () => ({ ...goodState(), tiles: null }),
  "a state with winner: 'x'": () => ({ ...goodState(), winner: 'x' }),
  'a state with unknown rules': () => ({ ...goodState(), rules: { exits: 'bogus', tiles: false } }),
  'a state with rules: null': () => ({ ...goodState(), rules: null }),
  'a cyclic record': () => {
    const r: Record<string, unknown> = { start: goodState() };
    r.moves = [r];
    return r;
  },
  'a cyclic state': () => {
    const s = goodState();
    s.cells.b2 = s;
    return s;
  },
  'a proxy that throws on every read': throwing,
  'a record whose start throws': () => ({
    get start() {
      throw new Error('start');
    },
    moves: [],
  }),
  'a record with a huge sparse move list': () => ({ start: goodState(), moves: new Array(2 ** 32 - 1) }),
  'a record with 200,000 moves': () => ({ start: goodState(), moves: new Array(200_000).fill({ type: 'place', cell: 'b3' }) }),
  'a record with 200,000 illegal moves': () => ({ start: goodState(), moves: new Array(200_000).fill({ type: 'place', cell: 'c3' }) }),
};

/** Ways a page hands a board an object to play from. */
const SETTERS: Record<string, (board: HexoneBoard, value: unknown) => boolean | undefined> = {
  'load()': (board, value) => board.load(value as never),
  gameRecord: (board, value) => {
    board.gameRecord = value as never;
    return undefined;
  },
};

describe('<hexone-board> malformed and hostile objects to load', () => {
  const pageErrors = watchPageErrors();
  beforeEach(() => {
    pageErrors.length = 0;
  });

  for (const [how, set] of Object.entries(SETTERS)) {
    for (const [what, make] of Object.entries(HOSTILE)) {
      it(`${how} with ${what}: refused with hexone-error, the game, its record and redo unchanged`, async () => {
        const board = await boardWithRedo();
        const before = picture(board);
        const errors = record<ErrorDetail>(board, 'hexone-error');
        const changes = record<unknown>(board, 'hexone-change');
        let returned: boolean | undefined;
        expect(() => {
          returned = set(board, make());
        }).not.to.throw();
        await board.whenIdle();
        if (how === 'load()') expect(returned).to.equal(false);
        expect(errors, 'one hexone-error').to.have.length(1);
        expect(errors[0].message, 'a sentence, not a code').to.match(/^\S+( \S+){3,}.*[.!]$/u);
        expect(changes).to.deep.equal([]);
        expect(picture(board)).to.deep.equal(before);
        expect(pageErrors).to.deep.equal([]);
        expect(board.redo(), 'redo still there').to.equal(true);
      });
    }
  }

  it('an object that answers differently each time it is read is read once: the game loaded is the one checked', async () => {
    const board = await boardWithRedo();
    const start = board.gameRecord.start;
    let reads = 0;
    const changing = {
      start,
      get moves() {
        return reads++ === 0 ? [{ type: 'place', cell: 'd3' }] : 'junk';
      },
    };
    const changes = record<{ record: string }>(board, 'hexone-change');
    expect(board.load(changing as never)).to.equal(true);
    await board.whenIdle();
    expect(reads).to.equal(1);
    expect(board.getRecord()).to.equal('classic b opening | d3');
    expect(changes.map((c) => c.record)).to.deep.equal(['classic b opening | d3']);
  });

  it('the refusal is worded in French on a French board', async () => {
    const board = await boardWithRedo('fr');
    const errors = record<ErrorDetail>(board, 'hexone-error');
    expect(board.load({ start: null, moves: [] } as never)).to.equal(false);
    await board.whenIdle();
    expect(errors[0].message).to.equal('Cet état de partie n’est pas valide.');
    expect(board.shadowRoot!.querySelector('[part="message"]')!.textContent).to.contain('n’est pas valide');
  });

  it('rules set to a malformed value start no broken game: refused, and the game unchanged', async () => {
    for (const rules of [null, 'express', { exits: 'bogus' }, { tiles: 'yes' }, throwing(), [1, 2]]) {
      const board = await boardWithRedo();
      const before = picture(board);
      const errors = record<ErrorDetail>(board, 'hexone-error');
      expect(() => {
        board.rules = rules as never;
      }).not.to.throw();
      await board.whenIdle();
      expect(errors, `rules = ${String(typeof rules)}`).to.have.length(1);
      expect(picture(board)).to.deep.equal(before);
    }
    expect(pageErrors).to.deep.equal([]);
  });

  it('record and position set to objects are refused as attributes: shown, reported, and a good value recovers', async () => {
    for (const name of ['record', 'position'] as const) {
      for (const value of [{ start: null, moves: [] }, throwing(), new Array(1_000_000).fill('d3')]) {
        const board = await boardWithRedo();
        const errors = record<ErrorDetail>(board, 'hexone-error');
        expect(() => {
          (board as unknown as Record<string, unknown>)[name] = value;
        }).not.to.throw();
        await board.whenIdle();
        expect(errors.length, `${name}: one hexone-error`).to.equal(1);
        expect(board.shadowRoot!.querySelector('[part="error"]')!.textContent.length).to.be.below(300);
        (board as unknown as Record<string, unknown>)[name] = 'classic.b.opening~b2.b3';
        await board.whenIdle();
        expect(board.getRecord()).to.equal('classic b opening | b2 b3');
        expect(board.shadowRoot!.querySelector('[part="error"]')).to.equal(null);
      }
    }
    expect(pageErrors).to.deep.equal([]);
  });

  it('generated hostile objects: load() and gameRecord refuse them or load a valid game; a good record recovers', async () => {
    const board = await boardWithRedo();
    const start = goodState();
    // Objects shaped like records and states with every kind of wrong field, plus anything at all.
    const field = fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true, withDate: true });
    const hostile = fc
      .oneof(
        field,
        fc.record({ start: fc.oneof(field, fc.constant(start)), moves: fc.oneof(field, fc.array(field, { maxLength: 5 })) }, { requiredKeys: [] }),
        fc.record({ start: fc.constant(start), moves: fc.array(fc.oneof(fc.constantFrom('b3', 'c3', 'd9', 'pass', 'b2>b3'), field), { maxLength: 8 }) }),
        fc.tuple(fc.constantFrom(...Object.keys(start)), field).map(([key, value]) => ({ ...start, [key]: value })),
      )
      .map((value) => () => value);
    // Proxies are made inside the property: fast-check itself would trip on their traps.
    const made = fc.oneof(hostile, fc.constantFrom(...Object.values(HOSTILE).slice(0, 11)));
    await fc.assert(
      fc.asyncProperty(made, fc.boolean(), async (make, viaProperty) => {
        const value = make();
        pageErrors.length = 0;
        const errors = record<ErrorDetail>(board, 'hexone-error');
        const before = picture(board);
        let loaded: boolean;
        if (viaProperty) {
          board.gameRecord = value as never;
          loaded = errors.length === 0;
        } else loaded = board.load(value as never);
        await board.whenIdle();
        if (!loaded) expect(picture(board)).to.deep.equal(before);
        else expect(board.getRecord(), 'a loaded game can be written out').not.to.equal('');
        expect(pageErrors).to.deep.equal([]);
        expect(board.load('classic b opening | d3 b2 c2')).to.equal(true);
        expect(board.undo()).to.equal(true);
        await board.whenIdle();
        expect(board.getRecord()).to.equal('classic b opening | d3 b2');
      }),
      { numRuns: 150 },
    );
  });

  it('place, explode, select and suggest given values of any type: nothing thrown, refused with hexone-error, the game unchanged', async () => {
    const board = await boardWithRedo();
    const anything = fc
      .oneof(
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true, withDate: true }),
        fc.constantFrom<unknown>('z9', 'c3', '', Symbol('b2'), 10n, ['b2'], { toString: () => 'b2' }),
      )
      .filter((value) => !(typeof value === 'string' && /^\s*[a-e][1-5]/i.test(value))) // generated text naming a real cell may be a legal move
      .map((value) => () => value);
    const hostile = fc.oneof(anything, fc.constant(throwing));
    await fc.assert(
      fc.asyncProperty(hostile, hostile, async (first, second) => {
        pageErrors.length = 0;
        const before = picture(board);
        const errors = record<ErrorDetail>(board, 'hexone-error');
        let results: unknown[] = [];
        expect(() => {
          results = [board.place(first() as never), board.explode(first() as never, second() as never), board.select(first() as never)];
        }).not.to.throw();
        expect(await board.suggest(first() as never)).to.be.an('array');
        await board.whenIdle();
        // A cell name in any disguise (a list, an object's toString) is not read as one: only text is.
        expect(results).to.deep.equal([false, false, false]);
        expect(errors.length).to.be.at.least(3);
        expect(picture(board)).to.deep.equal(before);
        expect(pageErrors).to.deep.equal([]);
      }),
      { numRuns: 20 },
    );
  });
});
