// The board's `level`: every level of the computer's ladder, and the older names, set as an attribute or a property,
// reach the computer player as the level they mean; a level that names none is shown and reported in the board's
// language, and changes nothing (neither the game nor the level the computer plays).
import { expect, html } from '@open-wc/testing';
import type { TurnChooser } from '@components/hexone-board/computer.js';
import type { ErrorDetail } from '@components/hexone-board/events.js';
import { LEVELS } from '@components/shared/levels.js';
import { legalActions } from '@engine/hexone/index.js';
import type { GameState } from '@engine/hexone/types.js';
import { type HexoneBoard, mount, record, firstLegalTurn } from './helpers.js';

const inlineError = (board: HexoneBoard) => board.shadowRoot!.querySelector('[part="error"]')?.textContent?.trim() ?? null;

/** A computer that plays the first legal action until its turn ends, and keeps the level it was asked to play at. */
function listeningComputer(): TurnChooser & { levels: string[] } {
  return {
    levels: [],
    async chooseTurn(state: GameState, level: string) {
      this.levels.push(level);
      return firstLegalTurn(state);
    },
    dispose() {},
  };
}

/** The person (Black) plays a whole turn the rules allow; the computer (White) answers. Returns the level it used. */
async function personPlays(board: HexoneBoard, bot: ReturnType<typeof listeningComputer>): Promise<string | undefined> {
  if (board.state.phase === 'over') board.load('classic b b2:1b d4:1w');
  const asked = bot.levels.length;
  // A pawn on an empty cell when there is one (no chain to play), else the first legal action until the turn passes.
  const onEmpty = legalActions(board.state).find((a) => a.type === 'place' && !board.state.cells[a.cell]);
  for (let action = onEmpty ?? legalActions(board.state)[0]; ; action = legalActions(board.state)[0]) {
    const played = action.type === 'place' ? board.place(action.cell) : action.type === 'explode' ? board.explode(action.cell, action.toward) : false;
    expect(played, JSON.stringify(action)).to.equal(true);
    if (board.state.toMove !== 'b' || board.state.phase === 'over') break;
  }
  await board.whenIdle();
  if (board.state.phase === 'over') return personPlays(board, bot);
  expect(bot.levels.length, 'the computer was asked once').to.equal(asked + 1);
  return bot.levels.at(-1);
}

describe('<hexone-board> computer levels', () => {
  it('plays every level of the ladder and the older names, given as attribute or property, as the level they mean', async () => {
    const bot = listeningComputer();
    const board = await mount(html`<hexone-board lang="en" animation-speed="0" computer="w" .bot=${bot} position="classic b b2:1b d4:1w"></hexone-board>`);
    const errors = record<ErrorDetail>(board, 'hexone-error');
    expect(await personPlays(board, bot), 'no level: the middle of the ladder').to.equal('casual');
    const names: [string, string][] = [
      ...LEVELS.map((level): [string, string] => [level, level]),
      ['easy', 'newcomer'],
      ['medium', 'casual'],
      ['hard', 'expert'],
    ];
    for (const [k, [given, meant]] of names.entries()) {
      if (k % 2) board.level = given;
      else board.setAttribute('level', given);
      await board.whenIdle();
      expect(inlineError(board), given).to.equal(null);
      expect(await personPlays(board, bot), given).to.equal(meant);
    }
    expect(errors).to.deep.equal([]);
  });

  it('refuses a level that names none with a clear message, and keeps the game and the level it had', async () => {
    const bot = listeningComputer();
    const board = await mount(
      html`<hexone-board lang="en" animation-speed="0" computer="w" level="club" .bot=${bot} position="classic b b2:1b d4:1w"></hexone-board>`,
    );
    const errors = record<ErrorDetail>(board, 'hexone-error');
    const before = board.getPosition();
    board.setAttribute('level', 'grandmaster');
    await board.whenIdle();
    const message = 'The level attribute "grandmaster" is not valid; expected newcomer, beginner, casual, club, expert, easy, medium, hard.';
    expect(errors.map((e) => [e.code, e.message])).to.deep.equal([['invalid-attribute', message]]);
    expect(inlineError(board)).to.equal(message);
    expect(board.getPosition(), 'the game is untouched').to.equal(before);
    expect(await personPlays(board, bot), 'the computer keeps its level').to.equal('club');
    // A property that is no level's name at all (a number, an object) is refused the same way.
    board.level = 4;
    await board.whenIdle();
    expect(errors.at(-1)!.message).to.contain('"4"');
    board.level = { name: 'expert' };
    await board.whenIdle();
    expect(errors.at(-1)!.message).to.contain('"[object]"');
    expect(await personPlays(board, bot)).to.equal('club');
    board.level = 'expert';
    await board.whenIdle();
    expect(inlineError(board)).to.equal(null);
    expect(await personPlays(board, bot)).to.equal('expert');
  });

  it('says what is wrong in French on a French board', async () => {
    const board = await mount(html`<hexone-board lang="fr" animation-speed="0" level="difficile"></hexone-board>`);
    expect(inlineError(board)).to.equal(
      'L’attribut level «\u202fdifficile\u202f» n’est pas valide\u202f; valeurs possibles\u202f: newcomer, beginner, casual, club, expert, easy, medium, hard.',
    );
  });
});
