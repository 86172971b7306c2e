/**
 * Every public property of <hexone-board> given generated values of every JavaScript type (fast-check),
 * as a framework setting properties would: nothing reaches the page as an error, the board keeps drawing,
 * and a good value set afterwards brings it back.
 */
import { expect, fixture, html } from '@open-wc/testing';
import fc from 'fast-check';
import type { HexoneBoard } from '@components/hexone-board/hexone-board.js';
import { mount, statusText, watchPageErrors } from './helpers.js';

/** A good value per public property, and what the board shows or says once it has it. */
const GOOD: Record<string, { value: unknown; check: (board: HexoneBoard) => void }> = {
  exits: { value: 'express', check: (b) => expect(b.rules.exits).to.equal('express') },
  tiles: { value: true, check: (b) => expect(b.rules.tiles).to.equal(true) },
  first: { value: 'w', check: (b) => expect(b.state.toMove).to.equal('w') },
  position: { value: 'w b2:1b b3:1w', check: (b) => expect(b.getPosition()).to.equal('classic w b2:1b b3:1w') },
  record: { value: 'classic.b.opening~b2.b3', check: (b) => expect(b.getRecord()).to.equal('classic b opening | b2 b3') },
  readonly: { value: false, check: (b) => expect(b.hasAttribute('readonly')).to.equal(false) },
  coordinates: { value: true, check: (b) => expect(b.shadowRoot!.textContent).to.contain('a1') },
  animationSpeed: { value: '0', check: (b) => expect(b.animationSpeed).to.equal('0') },
  stepMode: { value: false, check: (b) => expect(b.stepMode).to.equal(false) },
  sound: { value: true, check: (b) => expect(b.sound).to.equal(true) },
  highlight: { value: 'b2 c3', check: (b) => expect(b.shadowRoot!.querySelectorAll('[part~="highlight"]').length).to.equal(2) },
  computer: { value: null, check: (b) => expect(b.computer).to.equal(null) },
  level: { value: 'hard', check: (b) => expect(b.level).to.equal('hard') },
  names: { value: { b: 'Bleu', w: 'Rouge' }, check: (b) => expect(statusText(b)).to.contain('Bleu') },
  bot: { value: null, check: (b) => expect(b.bot).to.equal(null) },
};

/** Wrong values of every type, with the ones frameworks actually send first. */
const wrongValue = fc.oneof(
  fc.constantFrom<unknown>(0, 1, -1, Number.NaN, Infinity, true, false, 'yes', 'false', '', [], ['b2', 'c3'], {}, [{}], 10n),
  fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true, withDate: true }),
  fc.string({ minLength: 1000, maxLength: 5000 }),
  fc.func(fc.anything()),
);

describe('<hexone-board> properties of the wrong type', () => {
  const pageErrors = watchPageErrors();

  for (const [name, good] of Object.entries(GOOD)) {
    it(`${name}: any value leaves the board drawn and without page errors; a good value recovers it`, async () => {
      const board = await mount(html`<hexone-board animation-speed="0" lang="en"></hexone-board>`);
      const host = board as unknown as Record<string, unknown>;
      const cells = board.shadowRoot!.querySelectorAll('[data-cell]').length;
      expect(cells).to.be.above(0);
      await fc.assert(
        fc.asyncProperty(wrongValue, async (value) => {
          pageErrors.length = 0;
          host[name] = value;
          await board.updateComplete;
          expect(board.shadowRoot!.querySelectorAll('[data-cell]').length, 'cells drawn').to.equal(cells);
          host[name] = good.value;
          await board.whenIdle();
          good.check(board);
          expect(board.shadowRoot!.querySelector('[part="error"]'), 'no error left').to.equal(null);
          expect(pageErrors).to.deep.equal([]);
        }),
        { numRuns: 25 },
      );
    });
  }

  it('a refused value fires hexone-error with a short message that wraps, and names/bot fall back to defaults', async () => {
    const board = await fixture<HexoneBoard>(html`<hexone-board animation-speed="0" lang="en"></hexone-board>`);
    await board.whenIdle();
    const messages: string[] = [];
    board.addEventListener('hexone-error', (e) => messages.push(e.detail.message));
    (board as unknown as Record<string, unknown>).highlight = 'z'.repeat(100_000);
    await board.updateComplete;
    (board as unknown as Record<string, unknown>).names = 42;
    await board.updateComplete;
    expect(messages).to.have.length(2);
    expect(messages[0].length).to.be.below(200);
    const shown = board.shadowRoot!.querySelector<HTMLElement>('[part="error"]')!;
    expect(shown.textContent).to.contain('names');
    expect(getComputedStyle(shown).overflowWrap).to.equal('anywhere');
    expect(board.scrollWidth).to.be.at.most(board.parentElement!.clientWidth + 1);
    expect(statusText(board)).to.contain('Black');
  });
});
