// A site that forgot to copy hexone-board-fr.js beside the standalone bundle: the French boards of a page
// fall back to English, and the missing file is asked for once for the whole page, not again by every
// board and every update. The dev server answers 404 for it under /__no-french__/ and counts the requests
// (web-test-runner.config.mjs).
import { expect } from '@open-wc/testing';

const PAGE = `p${Math.random().toString(36).slice(2)}`;
// URL held in a variable: neither TypeScript nor the dev server looks into the built files.
const BUNDLE = `/__no-french__/${PAGE}/dist/hexone-board.js`;

interface Board extends HTMLElement {
  place(cell: string): boolean;
  whenIdle(): Promise<void>;
}

const requests = async () => Number(await (await fetch(`/__no-french__/${PAGE}/count`)).text());

describe('<hexone-board> standalone, with its French file missing', () => {
  it('several French boards ask for the missing file once for the page, and speak English', async () => {
    await import(BUNDLE);
    const boards: Board[] = [];
    for (let k = 0; k < 4; k++) {
      const board = document.createElement('hexone-board') as Board;
      board.setAttribute('lang', 'fr');
      board.setAttribute('animation-speed', '0');
      document.body.append(board);
      boards.push(board);
    }
    for (const board of boards) await board.whenIdle();
    // Updates after the failure (moves, a new board) must not ask again.
    expect(boards[0].place('d3')).to.equal(true);
    expect(boards[1].place('b2')).to.equal(true);
    const late = document.createElement('hexone-board') as Board;
    late.setAttribute('lang', 'fr');
    document.body.append(late);
    for (const board of [...boards, late]) await board.whenIdle();
    const status = late.shadowRoot!.querySelector('[part="status"]')!.textContent;
    expect(status, 'English meanwhile').to.match(/Black/);
    expect(await requests()).to.equal(1);
    for (const board of [...boards, late]) board.remove();
  });
});
