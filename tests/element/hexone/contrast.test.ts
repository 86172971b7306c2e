/**
 * The board's colours stay readable on the page it sits in. It follows the page's `color-scheme` (which
 * inherits into it), not the reader's preference alone: a page that declares nothing is light, so the
 * board is light on it even when the reader prefers dark; a page declaring `color-scheme: light dark`
 * follows the reader; a page declaring `dark` gets the dark palette.
 *
 * Contrast is computed (WCAG 2 relative luminance) from the colours the browser renders, against what is
 * actually behind each thing: the status line against the page, coordinates and stack numbers against
 * their cell or tile (small text, 4.5:1), pawns against their cell or tile (a graphical object, 3:1, by
 * their body or their edge).
 */
import { expect, html } from '@open-wc/testing';
import { PAGES, backgroundBehind, canvas, contrast, fill, luminance, parse, prefer } from '../contrast.js';
import { mount } from './helpers.js';

/** Tiles on every face, pawns of both sides on plain cells and on tiles, stacks with numbers. */
const POSITION = 'classic tiles b a1:1w:white a2:2b:white b1:1b:gray a3:3w:gray b2:2b c2:2w d2:1w a4:gray e5:removed';

describe('<hexone-board> colours on light and dark pages', () => {
  afterEach(async () => {
    document.documentElement.style.colorScheme = '';
    await prefer('light');
  });

  for (const page of PAGES) {
    it(`page declaring ${page.declares || 'nothing'}, reader preferring ${page.reader}: ${page.palette} palette, status, coordinates and pawns at WCAG AA contrast`, async function () {
      // Skipped where the reader's preference cannot be emulated (Firefox and WebKit here, see prefer()):
      // there only the cases of the browser's own preference run; Chromium runs them all.
      if (!(await prefer(page.reader))) this.skip();
      document.documentElement.style.colorScheme = page.declares;
      const board = await mount(html`<hexone-board lang="en" animation-speed="0" coordinates position=${POSITION}></hexone-board>`);
      const root = board.shadowRoot!;
      const behindPage = canvas();
      expect(luminance(behindPage) > 0.5 ? 'light' : 'dark', 'the page itself').to.equal(page.palette);

      const status = root.querySelector('[part="status"]')!;
      const statusRatio = contrast(parse(getComputedStyle(status).color), backgroundBehind(status));
      expect(statusRatio, 'status text').to.be.at.least(4.5);

      const coords = [...root.querySelectorAll('[data-text]')];
      expect(coords.length).to.equal(root.querySelectorAll('[data-cell]').length);
      for (const group of coords) {
        const name = group.getAttribute('data-text')!;
        const hex = root.querySelector(`[data-cell="${name}"] .hex`)!;
        const behind = fill(hex)[3] === 0 ? backgroundBehind(board) : fill(hex); // a removed tile shows the page
        const coord = group.querySelector('.coord')!;
        expect(contrast(fill(coord), behind), `coordinate ${name}`).to.be.at.least(4.5);
        const stack = root.querySelector(`[data-cell="${name}"] .stack`);
        if (!stack) continue;
        const body = fill(stack.querySelector('.coin')!);
        const edge = fill(stack.querySelector('.side')!);
        expect(Math.max(contrast(body, behind), contrast(edge, behind)), `pawns on ${name}`).to.be.at.least(3);
        const number = group.querySelector('.num');
        if (number) expect(contrast(fill(number), body), `stack number on ${name}`).to.be.at.least(4.5);
      }
      board.remove();
    });
  }
});
