/**
 * What a board hands out is a copy (issue 31): `board.state`, `rules`, `gameRecord` and the details of its events
 * are deep-frozen copies. A page writing to them (`state.phase = 'over'`, a stack's count, a record's moves, an
 * event's state or events) gets a TypeError in strict mode (these modules are strict) or, elsewhere, a write that
 * is ignored; either way the game is unchanged, and the board still plays by a real click.
 */
import { expect, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import type { ChangeDetail, ExplodeDetail, MoveDetail, PlaceDetail, TurnDetail } from '@components/hexone-board/events.js';
import { type HexoneBoard, cell, cellsWith, mount, watchPageErrors } from './helpers.js';

/** Tries a page's write: 'threw' (a TypeError, strict mode) or 'ignored' (the value read back is the one before). */
function attempt(write: () => void, read: () => unknown): 'threw' | 'ignored' | 'written' {
  const before = JSON.stringify(read());
  try {
    write();
  } catch (error) {
    expect(error).to.be.instanceOf(TypeError);
    return 'threw';
  }
  return JSON.stringify(read()) === before ? 'ignored' : 'written';
}

/** A click on a cell with the real mouse. */
async function click(board: HexoneBoard, name: string): Promise<void> {
  const box = cell(board, name).getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
  await board.whenIdle();
}

describe('<hexone-board> hands out copies', () => {
  const pageErrors = watchPageErrors();

  it('board.state, rules and gameRecord: writing to them throws or is ignored, the game is unchanged, and a click still plays', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" record="classic b opening | b2 b3 b2"></hexone-board>`);
    const position = board.getPosition();
    const record = board.getRecord();
    const state = board.state as unknown as Record<string, any>; // a page's untyped writes
    const rules = board.rules as unknown as Record<string, unknown>;
    const gameRecord = board.gameRecord as unknown as { moves: unknown[]; start: Record<string, unknown> };

    const outcomes = [
      attempt(
        () => (state.phase = 'over'),
        () => board.state.phase,
      ),
      attempt(
        () => (state.toMove = 'b'),
        () => board.state.toMove,
      ),
      attempt(
        () => (state.cells.b2.count = 9),
        () => board.state.cells.b2,
      ),
      attempt(
        () => delete state.cells.b3,
        () => board.state.cells,
      ),
      attempt(
        () => (state.rules.exits = 'long'),
        () => board.state.rules,
      ),
      attempt(
        () => (rules.tiles = true),
        () => board.rules,
      ),
      attempt(
        () => gameRecord.moves.pop(),
        () => board.gameRecord.moves,
      ),
      attempt(
        () => (gameRecord.start.cells = { c2: { owner: 'w', count: 3 } }),
        () => board.gameRecord.start,
      ),
    ];

    expect(outcomes).to.deep.equal(Array(outcomes.length).fill('threw')); // strict-mode code: every write throws
    expect(board.state).to.equal(board.state); // the same copy until the game changes
    expect(board.getPosition()).to.equal(position);
    expect(board.getRecord()).to.equal(record);
    expect(board.state.phase).to.equal('place');
    const [target] = cellsWith(board, 'legal');
    await click(board, target);
    expect(board.getRecord()).to.equal(`${record} ${target}`);
    expect(board.state).to.not.equal(state); // a new copy for the new position
    expect(pageErrors.map(String)).to.deep.equal([]);
  });

  it('event details: a listener writing to them changes neither the move nor the game, and the board plays on by clicks', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" record="classic b opening | b2 b3 b2 b3"></hexone-board>`);
    const outcomes: string[] = [];
    const write = (detail: unknown) => {
      const d = detail as Record<string, any>; // a page's untyped writes
      if (d.action)
        outcomes.push(
          attempt(
            () => (d.action.cell = 'd4'),
            () => d.action,
          ),
        );
      if (d.state)
        outcomes.push(
          attempt(
            () => (d.state.phase = 'over'),
            () => d.state.phase,
          ),
        );
      if (d.state)
        outcomes.push(
          attempt(
            () => (d.state.cells = {}),
            () => d.state.cells,
          ),
        );
      if (d.events)
        outcomes.push(
          attempt(
            () => d.events.pop(),
            () => d.events,
          ),
        );
      if (d.events?.[0])
        outcomes.push(
          attempt(
            () => (d.events[0].type = 'won'),
            () => d.events[0],
          ),
        );
    };
    for (const name of ['hexone-move', 'hexone-place', 'hexone-explode', 'hexone-turn', 'hexone-change', 'hexone-error']) {
      board.addEventListener(name, (e) => write((e as CustomEvent<MoveDetail | PlaceDetail | ExplodeDetail | TurnDetail | ChangeDetail>).detail));
    }

    await click(board, 'b2'); // b2 holds 3: the chain starts, b2 is chosen for the person
    expect(board.getRecord()).to.equal('classic b opening | b2 b3 b2 b3 b2');
    expect(board.state.phase).to.equal('explode');
    expect(board.selected).to.equal('b2');
    await click(board, 'c2'); // on b2's first Y: fires it toward b3
    expect(board.getRecord()).to.equal('classic b opening | b2 b3 b2 b3 b2 b2>b3');
    expect(board.state).to.include({ phase: 'over', winner: 'b' });

    expect(outcomes.length).to.be.greaterThan(10);
    expect(outcomes.filter((o) => o !== 'threw')).to.deep.equal([]);
    expect(pageErrors.map(String)).to.deep.equal([]);
  });
});
