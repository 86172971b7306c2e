import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { ErrorDetail } from '@components/hexadominos-board/events.js';
import { fixture, game, html, mount, record, root, text } from './helpers.js';

const ATTRIBUTES = ['players', 'seats', 'scoring', 'seed', 'target', 'position', 'record', 'delay'] as const;
/**
 * The values the board below was made with: setting one back deals that same game again. Two people, no computer:
 * a computer seat would play on its own clock and change the game between a bad value and the check.
 */
const GOOD: Record<(typeof ATTRIBUTES)[number], unknown> = {
  players: null,
  seats: 'human human',
  scoring: null,
  seed: 5,
  target: null,
  position: null,
  record: null,
  delay: 0,
};

describe('<hexadominos-board> attributes and properties', () => {
  it('deals the game its attributes ask for: seats, scoring and seed', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human computer:hard human" scoring="simple" seed="99" delay="0"></hexadominos-board>`);
    expect(game(board).players).to.equal(3);
    expect(game(board).scoring).to.equal('simple');
    expect(game(board).seed).to.equal(99);
    expect(text(board, '[part="seats"]')).to.contain('Player 2 (computer, hard)');
  });

  it('refuses a bad value of any JavaScript type with an inline message and hexadominos-error, changes nothing, and recovers with a good value', async () => {
    const board = await mount(html`<hexadominos-board lang="fr" seed="5" delay="0" seats="human human" readonly></hexadominos-board>`);
    const errors = record<ErrorDetail>(board, 'hexadominos-error');
    const dealt = JSON.stringify(game(board));
    // A whole number in range, as a number or as digits (" 07 " too): what the board reads for players, seed and target.
    const whole = (v: unknown, min: number, max: number) => {
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
      return Number.isSafeInteger(n) && n >= min && n <= max;
    };
    // Good values are skipped (they deal another game or set a match: the property is about bad ones).
    const isGood: Record<string, (v: unknown) => boolean> = {
      players: (v) => whole(v, 1, 4),
      seats: () => false, // fast-check's values never spell seats
      scoring: (v) => v === 'standard' || v === 'simple' || v === 'kids',
      seed: (v) => whole(v, 0, 2 ** 32 - 1),
      target: (v) => whole(v, 1, Number.MAX_SAFE_INTEGER), // any whole score from 1 (fast-check found 8973593825244093)
      position: () => false,
      record: () => false,
      delay: () => true, // not a game setting: checked on its own
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ATTRIBUTES.filter((a) => a !== 'delay')),
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true, withDate: true, withNullPrototype: true }),
        async (name, value) => {
          if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || isGood[name](value)) return;
          errors.length = 0;
          (board as unknown as Record<string, unknown>)[name] = value;
          await board.whenIdle();
          expect(errors.length, `${name} = ${String(typeof value === 'symbol' ? 'symbol' : typeof value)}`).to.be.greaterThan(0);
          expect(errors[0].message).to.be.a('string').and.not.equal('');
          expect(text(board, '[part="error"]')).to.not.equal('');
          expect(JSON.stringify(game(board)), 'the game is unchanged').to.equal(dealt);
          (board as unknown as Record<string, unknown>)[name] = GOOD[name];
          await board.whenIdle();
          expect(root(board).querySelector('[part="error"]'), `${name} recovers`).to.equal(null);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("words the refusal in the board's language, with French typography", async () => {
    const board = await mount(html`<hexadominos-board lang="fr" players="7"></hexadominos-board>`);
    expect(text(board, '[part="error"]')).to.equal('La valeur «\u202f7\u202f» de players n’est pas valide\u202f; valeurs possibles\u202f: 1, 2, 3, 4.');
    const english = await mount(html`<hexadominos-board lang="en" scoring="lots"></hexadominos-board>`);
    expect(text(english, '[part="error"]')).to.equal('The scoring value “lots” is not valid; expected standard, simple, kids.');
  });

  it('loads a record, says which move of a broken one is wrong, and gives the record back', async () => {
    const board = await mount(
      html`<hexadominos-board lang="en" delay="0" readonly seats="human human" record="standard players:2 seed:42"></hexadominos-board>`,
    );
    const moves = (await import('@engine/hexadominos/rules.js')).legalPlacements(game(board));
    board.readonly = false;
    board.place(moves[0].tile, moves[0].at, moves[0].rot);
    const text1 = board.getRecord();
    expect(text1).to.match(/^standard players:2 seed:42 \| \d{6}@0,0\/\d$/);
    const again = await mount(html`<hexadominos-board lang="en" readonly .record=${text1}></hexadominos-board>`);
    expect(again.getRecord()).to.equal(text1);
    const errors = record<ErrorDetail>(again, 'hexadominos-error');
    again.record = `${text1} 111111@9,9/0`;
    await again.whenIdle();
    expect(errors.map((e) => e.code)).to.deep.equal(['invalid-notation']);
    expect(again.getRecord()).to.equal(text1);
  });

  it('never throws from its methods, whatever they are given', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seed="5" readonly></hexadominos-board>`);
    const dealt = JSON.stringify(game(board));
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.anything(), fc.anything(), async (a, b, c) => {
        const anyBoard = board as unknown as Record<string, (...args: unknown[]) => unknown>;
        for (const method of ['place', 'select', 'rotate', 'load']) expect(() => anyBoard[method](a, b, c), method).to.not.throw();
        await board.whenIdle();
      }),
      { numRuns: 40 },
    );
    expect(JSON.stringify(game(board))).to.equal(dealt);
  });

  it('runs two boards on one page independently', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <hexadominos-board lang="en" seed="1" seats="human computer" delay="0"></hexadominos-board>
      <hexadominos-board lang="fr" seed="2" seats="human human" scoring="kids"></hexadominos-board></div>`);
    const [one, two] = [...page.querySelectorAll('hexadominos-board')];
    await one.whenIdle();
    await two.whenIdle();
    expect(game(one).racks[0]).to.not.deep.equal(game(two).racks[0]);
    expect(text(one, '[part="status"]')).to.equal('Who starts?');
    expect(text(two, '[part="status"]')).to.equal('Qui commence\u202f?');
    expect(root(two).querySelector('[part="score-sheet"]'), 'kids scoring: no points shown').to.equal(null);
    root(one).querySelector<HTMLButtonElement>('button.start')!.click();
    await one.whenIdle();
    expect(two.state!.board).to.deep.equal([]);
    expect(root(two).querySelector('button.start')).to.not.equal(null);
  });
});
