/**
 * What <hexadominos-board> says to screen readers, each thing exactly once, driven by real mouse clicks and key
 * presses: a new game and who starts, the who-starts dialog (focused, modal), what Undo took back, Escape in one
 * press, the keys' help on ?, and why a click did nothing (a greyed tile after a draw, a place where the tile fits in
 * no turn).
 */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { button, click, clickButton, find, game, html, liveText, mount, root, text, type HexadominosBoard } from './helpers.js';

/** Every text the live region (or the refusal line) held, in order, from now on: what a screen reader is given to read. */
function spoken(board: HexadominosBoard, selector: string): string[] {
  const said: string[] = [];
  const region = () => root(board).querySelector(selector);
  let last = region()?.textContent ?? '';
  new MutationObserver(() => {
    const now = region()?.textContent ?? '';
    if (now !== last && now.trim()) said.push(now.replace(/\u00a0$/, '').trim());
    last = now;
  }).observe(root(board), { subtree: true, childList: true, characterData: true });
  return said;
}
const once = (said: string[], sentence: string) => said.filter((s) => s.includes(sentence)).length;
const settle = async (board: HexadominosBoard) => {
  await board.updateComplete;
  await new Promise(requestAnimationFrame);
};

/** A real mouse click that does not wait for the computer's reply (its delay keeps it pending). */
async function press(board: HexadominosBoard, target: Element): Promise<void> {
  target.scrollIntoView({ block: 'center' });
  const box = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
  await settle(board);
}

const POSITION = 'standard turn:0 112345@0,0/0 r0:122345,112234 r1:112335 pile:223345,113345';

describe('<hexadominos-board> announcements', () => {
  it('announces a new game and who starts once, in a focused modal dialog: the rest of the board takes no click', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seed="7" seats="human computer" delay="60000"></hexadominos-board>`);
    const draw = game(board).starter!;
    const starter = draw.rounds[draw.rounds.length - 1].find((e) => e.seat === draw.starter)!;
    const who = `Player ${draw.starter + 1}`;
    const sentence = `New game. ${who} drew ${[...starter.tile].join(' ')}, value ${starter.sum}, the highest: ${who} starts.`;
    expect(liveText(board)).to.equal(sentence);
    const dialog = find(board, '[part="starter"]');
    expect(dialog.getAttribute('role')).to.equal('dialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(text(board, '[part="starter"] li')).to.contain('(value ');
    // Behind the dialog, the rack and the buttons are inert: a click on a rack tile picks nothing.
    expect(find(board, '.rack').hasAttribute('inert')).to.equal(true);
    expect(find(board, '.controls').hasAttribute('inert')).to.equal(true);
    await click(board, find(board, '[part="starter"] h2'));
    // A new deal while the keyboard is in the board: the keyboard goes to the dialog's button, and it is said once.
    await clickButton(board, 'start');
    find(board, '.rack-tile').focus();
    const said = spoken(board, '[aria-live]');
    expect(board.restart(8)).to.equal(true);
    await settle(board);
    expect(root(board).activeElement?.matches('button.start'), 'the keyboard is on the dialog').to.equal(true);
    expect(said.filter((s) => s.startsWith('New game.'))).to.have.length(1);
  });

  it('says what Undo took back, once, after a click on Undo', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human computer:easy" delay="60000" position=${POSITION}></hexadominos-board>`);
    await press(board, find(board, '.rack-tile[data-tile="122345"]'));
    await press(board, find(board, '[data-spot="1,0"]'));
    await press(board, button(board, 'place'));
    expect(liveText(board)).to.contain('Player 1 lays 1 2 2 3 4 5 east of 1 1 2 3 4 5.');
    const said = spoken(board, '[aria-live]');
    await press(board, button(board, 'undo'));
    const sentence = 'Undone: Player 1 laid 1 2 2 3 4 5 east of 1 1 2 3 4 5.';
    expect(liveText(board)).to.equal(sentence);
    expect(once(said, sentence)).to.equal(1);
  });

  it('opens the keys’ help on ? and reads it; ? again closes it', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human computer" delay="60000" position=${POSITION}></hexadominos-board>`);
    find(board, '.rack-tile').focus();
    await sendKeys({ press: '?' });
    await settle(board);
    expect(find<HTMLDetailsElement>(board, 'details.keys').open).to.equal(true);
    expect(liveText(board)).to.contain('? opens or closes this help.');
    await sendKeys({ press: '?' });
    await settle(board);
    expect(find<HTMLDetailsElement>(board, 'details.keys').open).to.equal(false);
    expect(liveText(board)).to.equal('Keyboard help closed.');
  });

  it('says why a greyed tile does nothing after a draw, under the board and once to screen readers', async () => {
    const board = await mount(html`<hexadominos-board lang="en" seats="human computer" delay="60000" position=${POSITION}></hexadominos-board>`);
    await clickButton(board, 'draw');
    const drawn = game(board).drawn!;
    const said = spoken(board, '[part="message"]');
    const other = [...root(board).querySelectorAll<HTMLElement>('.rack-tile')].find((t) => t.dataset.tile !== drawn)!;
    expect(other.getAttribute('aria-disabled')).to.equal('true');
    await click(board, other);
    await settle(board);
    const sentence = `After drawing, only the tile just drawn (${[...drawn].join(' ')}) may be laid.`;
    expect(find(board, '[part="message"]').getAttribute('role')).to.equal('status');
    expect(text(board, '[part="message"]')).to.equal(sentence);
    expect(once(said, sentence)).to.equal(1);
    expect(game(board).drawn).to.equal(drawn);
  });

  it('says why a click on a free place where the picked tile fits in no turn does nothing', async () => {
    // 1 1 2 2 5 5 fits east of 1 1 2 3 4 5 (a 1 faces west) but nowhere against both 1 1 2 3 4 5 and 1 2 2 3 4 5.
    // The place a lesson outlines (lesson 2, step 3), where the tile picked fits in no turn: it is not offered.
    const board = await mount(html`<hexadominos-board lang="en" seats="human computer" delay="60000" highlight="1,-1"
      position="standard turn:0 112345@0,0/0 122345@1,0/3 r0:123345 r1:112335 pile:223345"></hexadominos-board>`);
    await press(board, find(board, '.rack-tile[data-tile="123345"]'));
    expect(root(board).querySelector('[data-spot="1,-1"]'), 'not offered').to.equal(null);
    const said = spoken(board, '[part="message"]');
    await press(board, find(board, '[data-outline="1,-1"] polygon'));
    const message = text(board, '[part="message"]');
    expect(message).to.match(/^1 2 3 3 4 5 does not fit on this place, however it is turned: the place asks for .+\. Pick another tile\.$/);
    expect(said).to.have.length(1);
    expect(game(board).board).to.have.length(2);
    expect(button(board, 'place').disabled).to.equal(true);
  });
});
