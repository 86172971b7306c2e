/**
 * <hexadominos-board> stays readable on the page it sits in: it follows the page's `color-scheme` (see
 * tests/element/hexone/contrast.test.ts), so every text it draws keeps WCAG AA contrast (4.5:1) against
 * what is behind it, on light and dark pages, whatever the reader prefers.
 */
import { expect } from '@open-wc/testing';
import '@components/hexadominos-board/define.js';
import { PAGES, backgroundBehind, contrast, parse, prefer } from '../contrast.js';

describe('<hexadominos-board> colours on light and dark pages', () => {
  afterEach(async () => {
    document.documentElement.style.colorScheme = '';
    await prefer('light');
  });

  for (const page of PAGES) {
    it(`page declaring ${page.declares || 'nothing'}, reader preferring ${page.reader}: text at WCAG AA contrast against the page`, async function () {
      // Skipped where the reader's preference cannot be emulated (Firefox and WebKit here, see prefer()).
      if (!(await prefer(page.reader))) this.skip();
      document.documentElement.style.colorScheme = page.declares;
      const board = document.createElement('hexadominos-board');
      board.setAttribute('lang', 'en');
      document.body.append(board);
      await (board as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      const texts = [...board.shadowRoot!.querySelectorAll('*')].filter(
        (e) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()) && !(e instanceof SVGElement),
      );
      expect(texts.length, 'some text drawn').to.be.above(0);
      for (const element of texts) {
        if (getComputedStyle(element).visibility === 'hidden' || element.closest('[hidden]')) continue;
        const ratio = contrast(parse(getComputedStyle(element).color), backgroundBehind(element));
        expect(ratio, `${element.tagName.toLowerCase()}.${element.className}: "${element.textContent.trim().slice(0, 30)}"`).to.be.at.least(4.5);
      }
      board.remove();
    });
  }
});
