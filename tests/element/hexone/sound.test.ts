/**
 * `sound` on <hexone-board>: with it on, moves made by the real mouse reach the synthesiser (a stand-in Web Audio that
 * records each note, tests/element/audio-stub.ts); off, the default, nothing is made or played; a browser without Web
 * Audio, or whose Web Audio throws, plays on in silence with no error on the page.
 */
import { expect, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { soundLoaded, stubAudio } from '../audio-stub.js';
import { type HexoneBoard, cell, mount, watchPageErrors } from './helpers.js';

/** A real click (the mouse pressed and released) on the middle of a cell. */
async function click(board: HexoneBoard, name: string): Promise<void> {
  const hex = cell(board, name).querySelector('.hex')!;
  hex.scrollIntoView({ block: 'center' });
  const box = hex.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
  await board.whenIdle();
}

// b2 then holds two black pawns: a third makes it explode, and Y 1 toward b3 captures White's pawn and wins.
const GAME = 'classic b opening | b2 b3 b2 b3';
const [PLACE, EXPLODE, CAPTURE, WIN] = [[660], [220], [587, 880], [523, 659, 784, 1047]];

describe('<hexone-board> sound', () => {
  const pageErrors = watchPageErrors();
  let audio: ReturnType<typeof stubAudio>;
  afterEach(() => audio.restore());

  it('with `sound` on, placing, exploding, capturing and winning by clicks play their notes', async () => {
    audio = stubAudio();
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" sound record=${GAME}></hexone-board>`);
    await soundLoaded();
    expect(audio.heard.contexts, 'no context before a gesture').to.equal(0);
    await click(board, 'b2');
    expect(board.getPosition()).to.equal('classic b b2:3b b3:2w');
    expect(audio.heard.contexts).to.equal(1);
    expect(audio.heard.notes).to.deep.equal(PLACE);
    await click(board, 'c2'); // on Y 1 of the chosen b2
    expect(board.state.winner).to.equal('b');
    expect(audio.heard.notes).to.deep.equal([...PLACE, ...EXPLODE, ...CAPTURE, ...WIN]);
    expect(audio.heard.contexts, 'one context for the board').to.equal(1);
    expect(pageErrors).to.deep.equal([]);
  });

  it('is off by default, and a board set silent again plays nothing more', async () => {
    audio = stubAudio();
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" record=${GAME}></hexone-board>`);
    await click(board, 'b2');
    expect(board.getPosition()).to.equal('classic b b2:3b b3:2w');
    expect(audio.heard).to.deep.equal({ contexts: 0, notes: [] });

    board.sound = true;
    await board.updateComplete;
    await soundLoaded();
    board.sound = 'false' as unknown as boolean; // as a framework writing sound="false"
    await board.updateComplete;
    expect(board.sound).to.equal(false);
    await click(board, 'c2');
    expect(board.state.winner).to.equal('b');
    expect(audio.heard).to.deep.equal({ contexts: 0, notes: [] });
  });

  for (const kind of ['missing', 'throwing'] as const) {
    it(`a browser whose Web Audio is ${kind} plays on in silence, with no error on the page`, async () => {
      audio = stubAudio(kind);
      pageErrors.length = 0;
      const board = await mount(html`<hexone-board lang="en" animation-speed="0" sound record=${GAME}></hexone-board>`);
      await soundLoaded();
      await click(board, 'b2');
      await click(board, 'c2');
      expect(board.state.winner).to.equal('b');
      expect(pageErrors).to.deep.equal([]);
    });
  }
});
