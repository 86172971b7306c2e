/**
 * Moves drawn on the board: the hint a page shows with `showMove` (numbered steps, the Y as arrows,
 * read to screen readers, gone with the next move), the trail of the computer's turn, and the status
 * line and outline while an explosion is drawn.
 */
import { expect, html } from '@open-wc/testing';
import fc from 'fast-check';
import type { TurnChooser } from '@components/hexone-board/computer.js';
import type { ErrorDetail } from '@components/hexone-board/events.js';
import type { HexoneBoard } from '@components/hexone-board/hexone-board.js';
import type { Action } from '@engine/hexone/types.js';
import { liveText, mount, parts, record, statusText } from './helpers.js';

const TURN: Action[] = [
  { type: 'place', cell: 'c2' },
  { type: 'explode', cell: 'c2', toward: 'd3' },
  { type: 'explode', cell: 'd3', toward: 'd4' },
];
const POSITION = 'w b4:1b c2:2w d3:2w';

function scripted(turn: Action[]): TurnChooser {
  return {
    async chooseTurn() {
      return turn;
    },
    dispose() {},
  };
}

/** A computer that plays `turn`, then thinks forever (the board stays at the person's last move). */
function once(turn: Action[]): TurnChooser {
  let calls = 0;
  return { chooseTurn: () => (calls++ ? new Promise<Action[]>(() => {}) : Promise.resolve(turn)), dispose() {} };
}

/** Every status line a board shows while its computer (w) plays `TURN` from `POSITION`, animated. */
async function statusesOfComputerTurn(lang: string, outlined = new Set<string>()): Promise<string[]> {
  const board = await mount(html`<hexone-board lang=${lang} animation-speed="0.2" .bot=${scripted(TURN)} position=${POSITION}></hexone-board>`);
  const seen: string[] = [];
  const b = board as unknown as { updated: (c: unknown) => void };
  const original = b.updated.bind(board);
  b.updated = (changed: unknown) => {
    seen.push(statusText(board));
    for (const name of ['c2', 'd3']) if (parts(board, name).includes('exploding')) outlined.add(name);
    original(changed);
  };
  board.computer = 'w';
  await board.whenIdle();
  seen.push(statusText(board));
  return seen;
}

/** The steps drawn in a marks layer: `['1 place c2', '2 explosion 3 arms', …]`. */
function steps(board: HexoneBoard, kind: 'hint' | 'trail'): string[] {
  const layer = board.shadowRoot!.querySelector(`[data-marks="${kind}"]`);
  if (!layer) return [];
  return [...layer.querySelectorAll('.mark-step')].map((step) => {
    const n = step.getAttribute('data-step');
    return step.classList.contains('mark-place') ? `${n} place` : `${n} explosion ${step.querySelectorAll('.mark-arm').length} arms`;
  });
}

describe('<hexone-board> showMove: a hint drawn on the board', () => {
  it('draws the placement, then each explosion with one arrow per pawn, numbered, and reads it aloud', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position=${POSITION}></hexone-board>`);
    expect(board.showMove('c2 c2>d3 d3>d4')).to.equal(true);
    await board.updateComplete;
    expect(steps(board, 'hint')).to.deep.equal(['1 place', '2 explosion 3 arms', '3 explosion 3 arms']);
    expect(liveText(board)).to.equal('Suggested move: place on c2, then c2 explodes toward d3, then d3 explodes toward d4.');
    expect(board.getRecord()).to.equal(`classic ${POSITION} |`); // shown, not played
    // The ring of step 1 is drawn on c2 (its centre is the cell's).
    const ring = board.shadowRoot!.querySelector('[data-step="1"] .mark-ring')!;
    const c2 = board.shadowRoot!.querySelector('[data-cell="c2"]')!.getAttribute('transform')!;
    expect(c2).to.contain(`translate(${Number(ring.getAttribute('cx')).toFixed(1)} ${Number(ring.getAttribute('cy')).toFixed(1)})`);
  });

  it('takes what suggest() resolves, and is gone after the next move', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position=${POSITION} .bot=${scripted(TURN)}></hexone-board>`);
    expect(board.showMove(await board.suggest())).to.equal(true);
    await board.updateComplete;
    expect(steps(board, 'hint')).to.have.length(3);
    board.place('c2');
    await board.whenIdle();
    expect(steps(board, 'hint')).to.deep.equal([]);
  });

  it('is taken off by hideMove() and by undo', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position="b b2:1b d4:1w"></hexone-board>`);
    board.place('b2');
    await board.whenIdle();
    expect(board.showMove({ type: 'place', cell: 'd4' })).to.equal(true);
    await board.updateComplete;
    expect(steps(board, 'hint')).to.deep.equal(['1 place']);
    board.hideMove();
    await board.updateComplete;
    expect(steps(board, 'hint')).to.deep.equal([]);
    expect(board.showMove(['d4'])).to.equal(true);
    board.undo();
    await board.whenIdle();
    expect(steps(board, 'hint')).to.deep.equal([]);
  });

  it("refuses a move that is not legal here with the rules' reason, in the board's language, and changes nothing", async () => {
    const board = await mount(html`<hexone-board lang="fr" animation-speed="0" position=${POSITION}></hexone-board>`);
    const errors = record<ErrorDetail>(board, 'hexone-error');
    expect(board.showMove('c3')).to.equal(false);
    await board.updateComplete;
    expect(errors.map((e) => e.code)).to.deep.equal(['centre-forbidden']);
    expect(errors[0].message).to.equal('Personne ne pose sur le centre (c3).');
    expect(steps(board, 'hint')).to.deep.equal([]);
    expect(board.getRecord()).to.equal(`classic ${POSITION} |`);
  });

  it('takes any JavaScript value without throwing: a boolean answer, the game untouched', async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" position=${POSITION}></hexone-board>`);
    fc.assert(
      fc.property(fc.anything({ withMap: true, withSet: true, withNullPrototype: true, withBigInt: true, withDate: true }), (value) => {
        const shown = board.showMove(value as never);
        expect(shown).to.be.a('boolean');
        expect(board.getRecord()).to.equal(`classic ${POSITION} |`);
      }),
      { numRuns: 200 },
    );
  });
});

describe("<hexone-board> the other side's turn and its chain", () => {
  it("leaves the computer's turn as a faint trail until the person's next move", async () => {
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" computer="w" .bot=${once(TURN)} position=${POSITION}></hexone-board>`);
    expect(board.state.toMove).to.equal('b');
    expect(steps(board, 'trail')).to.deep.equal(['1 place', '2 explosion 3 arms', '3 explosion 3 arms']);
    board.place('b4');
    await board.updateComplete;
    expect(board.state.toMove).to.equal('w'); // the computer thinks (forever, here)
    expect(steps(board, 'trail')).to.deep.equal([]); // the person's own turn leaves none against the computer
  });

  it('says which explosion is drawn, counts the chain, and outlines the exploding cell', async () => {
    const outlined = new Set<string>();
    const seen = await statusesOfComputerTurn('en', outlined);
    expect(seen).to.include('White: explosion in c2');
    expect(seen).to.include('White: chain reaction, explosion 2 in d3');
    expect(seen.some((s) => s.includes('choose a cell'))).to.equal(false);
    expect([...outlined].sort()).to.deep.equal(['c2', 'd3']);
    expect(seen.at(-1)).to.equal('Black to play');
  });

  it('says it in French too', async () => {
    const seen = await statusesOfComputerTurn('fr');
    // statusText() folds every space, the narrow no-break one before ':' included, into ' '.
    expect(seen).to.include('Blanc : explosion en c2');
    expect(seen).to.include('Blanc : réaction en chaîne, 2ᵉ explosion en d3');
  });
});
