/**
 * `sound` on <hexadominos-board>: with it on, a tile placed by the real mouse reaches the synthesiser (a stand-in Web
 * Audio that records each note, tests/element/audio-stub.ts), a tile closing a flower the flower's notes, and the last
 * tile the game's end; off, the default, nothing is made or played; a browser without Web Audio, or whose Web Audio
 * throws, plays on in silence.
 */
import { expect } from '@open-wc/testing';
import { soundLoaded, stubAudio } from '../audio-stub.js';
import { type HexadominosBoard, click, clickButton, find, game, html, mount, playTurnByClicks, watchPageErrors } from './helpers.js';

// Seat 1 holds one tile: placing it ends the game.
const LAST_TILE = 'standard turn:0 112345@0,0/0 r0:123345 r1:112234 pile:123445';
const [PLACE, FLOWER, WIN] = [[660], [587, 880], [523, 659, 784, 1047]];
// Six tiles around the middle, which 111235 turned 0 closes into a flower (tests/unit/hexadominos/bot.test.ts' ring).
const RING = '114455@1,0/2 111234@0,1/3 112233@-1,1/5 233345@-1,0/0 112235@0,-1/3 222345@1,-1/3';
const FLOWER_NEXT = `standard turn:0 ${RING} r0:111235,111245 r1:111223 pile:123445,113345`;
/** The board, its privacy screen lifted by a click (two people share the device). */
async function withSound(sound: boolean, position = LAST_TILE): Promise<HexadominosBoard> {
  const board = await mount(html`<hexadominos-board lang="en" seats="human human" skip-starter ?sound=${sound} position=${position}></hexadominos-board>`);
  if (sound) await soundLoaded();
  await clickButton(board, 'ready');
  return board;
}

describe('<hexadominos-board> sound', () => {
  const pageErrors = watchPageErrors();
  let audio: ReturnType<typeof stubAudio>;
  afterEach(() => audio.restore());

  it("with `sound` on, the last tile placed by clicks plays the placing's note, then the end's", async () => {
    audio = stubAudio();
    const board = await withSound(true);
    expect(audio.heard.notes, 'nothing played before a move').to.deep.equal([]);
    await playTurnByClicks(board);
    expect(game(board).over).to.equal(true);
    expect(audio.heard.contexts).to.equal(1);
    expect(audio.heard.notes).to.deep.equal([...PLACE, ...WIN]);
    expect(pageErrors).to.deep.equal([]);
  });

  it('with `sound` on, a tile laid by clicks that closes a flower plays the placing, then the flower', async () => {
    audio = stubAudio();
    const board = await withSound(true, FLOWER_NEXT);
    await click(board, find(board, '.rack-tile[data-tile="111235"]'));
    await click(board, find(board, '[data-spot="0,0"]'));
    await clickButton(board, 'place');
    expect(game(board).board.find((t) => t.at[0] === 0 && t.at[1] === 0)?.tile, 'the middle filled').to.equal('111235');
    expect(game(board).over).to.equal(false);
    expect(audio.heard.notes).to.deep.equal([...PLACE, ...FLOWER]);
    expect(pageErrors).to.deep.equal([]);
  });

  it('is off by default: the same game plays nothing', async () => {
    audio = stubAudio();
    const board = await withSound(false);
    await playTurnByClicks(board);
    expect(game(board).over).to.equal(true);
    expect(audio.heard).to.deep.equal({ contexts: 0, notes: [] });
  });

  for (const kind of ['missing', 'throwing'] as const) {
    it(`a browser whose Web Audio is ${kind} plays on in silence, with no error on the page`, async () => {
      audio = stubAudio(kind);
      pageErrors.length = 0;
      const board = await withSound(true);
      await playTurnByClicks(board);
      expect(game(board).over).to.equal(true);
      expect(pageErrors).to.deep.equal([]);
    });
  }
});
