/**
 * What frameworks do to a board: a controlled component hands back the record the board just sent, and
 * a re-render drops the `computer` attribute while the computer is thinking.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { TurnChooser } from '@components/hexone-board/computer.js';
import type { ChangeDetail } from '@components/hexone-board/events.js';
import type { Action } from '@engine/hexone/types.js';
import { button, type HexoneBoard, mount, record, statusText } from './helpers.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` holds (the computer's module is fetched first: how long varies with the machine). */
async function until(done: () => boolean): Promise<void> {
  for (let k = 0; k < 500 && !done(); k++) await wait(10);
}

/**
 * A controlled component as React writes one: state holds the record, `onChange` stores what the board
 * sent, and the next render sets the `record` property back to it (a task later, as React batches).
 */
function controlled(board: HexoneBoard): { renders: number } {
  const seen = { renders: 0 };
  board.addEventListener('hexone-change', (e) => {
    const { record: sent } = e.detail;
    setTimeout(() => {
      seen.renders++;
      board.record = sent;
    });
  });
  return seen;
}

describe('<hexone-board> as a controlled component', () => {
  it('record set back to the value hexone-change sent changes nothing: redo is kept, no second change', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0"></hexone-board>`);
    const react = controlled(board);
    const changes = record<ChangeDetail>(board, 'hexone-change');
    for (const name of ['d3', 'b2', 'c2']) {
      expect(board.place(name)).to.equal(true);
      await wait(10);
      await board.whenIdle();
    }
    expect(board.undo()).to.equal(true);
    await wait(10);
    await board.whenIdle();
    expect(react.renders).to.equal(4);
    expect(board.record).to.equal('classic b opening | d3 b2');
    expect(button(board, 'redo').disabled, 'redo kept').to.equal(false);
    expect(changes.map((c) => c.reason)).to.deep.equal(['move', 'move', 'move', 'undo']);
    expect(board.redo()).to.equal(true);
    await wait(10);
    expect(board.getRecord()).to.equal('classic b opening | d3 b2 c2');
  });

  it('the same game in URL form is also taken as already loaded; another game is loaded', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" record="classic b opening | d3 b2 c2"></hexone-board>`);
    expect(board.undo()).to.equal(true);
    const changes = record<ChangeDetail>(board, 'hexone-change');
    board.record = 'classic.b.opening~d3.b2';
    await board.whenIdle();
    expect(changes).to.deep.equal([]);
    expect(board.redo()).to.equal(true);
    board.record = 'classic b opening | d3';
    await board.whenIdle();
    expect(changes.map((c) => c.reason)).to.deep.equal(['redo', 'load']);
    expect(board.getRecord()).to.equal('classic b opening | d3');
  });
});

/** A computer player that thinks until the test lets it answer. */
function heldComputer(): TurnChooser & { asked: number; answer(actions: Action[]): void } {
  let release: (actions: Action[]) => void = () => {};
  return {
    asked: 0,
    chooseTurn() {
      this.asked++;
      return new Promise<Action[]>((resolve) => (release = resolve));
    },
    answer: (actions) => release(actions),
    dispose() {},
  };
}

describe('<hexone-board> computer removed while it thinks', () => {
  for (const how of ['attribute', 'property'] as const) {
    it(`removing computer (${how}) drops its move: nothing arrives later, and the person plays that side`, async () => {
      const bot = heldComputer();
      const board = await fixture<HexoneBoard>(html`<hexone-board lang="en" animation-speed="0" computer="b" .bot=${bot}></hexone-board>`); // not mount(): whenIdle() would wait for the held computer
      await until(() => bot.asked > 0);
      expect(bot.asked, 'the computer is thinking').to.equal(1);
      expect(statusText(board)).to.contain('thinking');
      const moves = record<unknown>(board, 'hexone-place');
      if (how === 'attribute') board.removeAttribute('computer');
      else board.computer = null;
      await board.updateComplete;
      expect(statusText(board)).not.to.contain('thinking');
      bot.answer([{ type: 'place', cell: 'd3' }]);
      await wait(50);
      await board.whenIdle();
      expect(moves, 'no computer move').to.deep.equal([]);
      expect(board.gameRecord.moves).to.deep.equal([]);
      expect(board.place('b2')).to.equal(true); // the person now plays Black
      await board.whenIdle();
      expect(board.getRecord()).to.equal('classic b opening | b2');
    });
  }

  it('changing computer to the other side while it thinks also drops the move', async () => {
    const bot = heldComputer();
    const board = await fixture<HexoneBoard>(html`<hexone-board lang="en" animation-speed="0" computer="b" .bot=${bot}></hexone-board>`); // not mount(): whenIdle() would wait for the held computer
    await until(() => bot.asked > 0);
    expect(bot.asked).to.equal(1);
    board.computer = 'w';
    await board.updateComplete;
    bot.answer([{ type: 'place', cell: 'd3' }]);
    await wait(50);
    expect(board.gameRecord.moves).to.deep.equal([]);
    expect(board.place('b2')).to.equal(true);
  });
});

describe('<hexone-board> properties set to undefined, as React sets an absent prop', () => {
  // Every property whose unset value is null or false: undefined means the same, never a refusal.
  const UNSET = [
    'exits',
    'tiles',
    'first',
    'position',
    'record',
    'readonly',
    'coordinates',
    'animationSpeed',
    'stepMode',
    'highlight',
    'computer',
    'level',
    'names',
    'bot',
  ];

  it('each one, from the start or after a value, is unset: no error, and the board plays as without it', async () => {
    for (const name of UNSET) {
      const board = await mount(html`<hexone-board lang="en" animation-speed="0" record="classic.b.opening~d3"></hexone-board>`);
      const errors = record<Event>(board, 'hexone-error');
      const host = board as unknown as Record<string, unknown>;
      host[name] = undefined;
      await board.whenIdle();
      host[name] = null;
      host.record = name === 'record' ? undefined : null;
      await board.whenIdle();
      expect(errors, name).to.deep.equal([]);
      expect(board.shadowRoot!.querySelector('[part="error"]'), `${name}: no error shown`).to.equal(null);
      expect(board.place('b2'), `${name}: a person plays`).to.equal(true);
    }
  });

  it('takes any value on its text properties and gives it back as the text it stands for (what the board reads), a wrong one named in its message', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0"></hexone-board>`);
    const errors = record<{ message: string }>(board, 'hexone-error');
    const speed: unknown = 0; // React: animationSpeed={0}; the setter takes any value
    board.animationSpeed = speed;
    board.highlight = ['b2', 'c3'];
    board.exits = 'express';
    await board.whenIdle();
    expect([board.animationSpeed, board.highlight, board.exits]).to.deep.equal(['0', 'b2 c3', 'express']);
    expect(board.rules.exits).to.equal('express');
    expect(errors).to.deep.equal([]);
    board.exits = { turbo: true };
    await board.whenIdle();
    expect(board.exits).to.equal('[object]');
    expect(errors.at(-1)?.message).to.contain('[object]');
    board.exits = null;
    await board.whenIdle();
    expect(board.exits).to.equal(null);
    expect(board.shadowRoot!.querySelector('[part="error"]')).to.equal(null);
  });
});
