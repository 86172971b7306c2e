// Both boards on one page from the built files of dist/shared/ (built by `npm run test:browser` before the
// tests run): the only code that defines the elements here. They share one Lit and one XState (the runtime
// file beside them), and each still works: a Hexa-dominos game between computers runs to its end in the
// worker built beside it, and a Hexone board takes moves.
import { expect } from '@open-wc/testing';

// URLs held in variables: neither TypeScript nor the dev server looks into the built files.
const HEXONE = new URL('../../../dist/shared/hexone-board.js', import.meta.url).href;
const HEXADOMINOS = new URL('../../../dist/shared/hexadominos-board.js', import.meta.url).href;

/** What the test needs of the elements (their contract), typed here because the built files carry no types. */
interface Board extends HTMLElement {
  readonly state: { over?: boolean; phase?: string; toMove: unknown } | null;
  whenIdle(): Promise<void>;
  place(...args: unknown[]): boolean;
}

const versions = globalThis as { litElementVersions?: string[]; litHtmlVersions?: string[] };

describe('both boards from dist/shared/ on one page', () => {
  // Each copy of Lit on a page records its version once; the test framework brings its own copy.
  let litBefore = 0;

  before(async () => {
    litBefore = versions.litElementVersions?.length ?? 0;
    expect(customElements.get('hexone-board'), 'nothing but the built files defines the elements').to.equal(undefined);
    expect(customElements.get('hexadominos-board')).to.equal(undefined);
    try {
      await Promise.all([import(/* @vite-ignore */ HEXONE), import(/* @vite-ignore */ HEXADOMINOS)]);
    } catch (error) {
      throw new Error(`cannot load dist/shared/ (run npm run build:element; npm run test:browser does): ${String(error)}`, { cause: error });
    }
  });

  it('load one copy of Lit for both elements', () => {
    expect(versions.litElementVersions).to.have.length(litBefore + 1);
  });

  it('play a Hexa-dominos game between computers to its end beside a playable Hexone board', async function () {
    this.timeout(60_000);
    const hexone = document.createElement('hexone-board') as Board;
    const hexadominos = document.createElement('hexadominos-board') as Board;
    hexadominos.setAttribute('seats', 'computer:easy computer:hard');
    hexadominos.setAttribute('delay', '0');
    hexadominos.setAttribute('seed', '5');
    hexadominos.setAttribute('lang', 'fr');
    document.body.append(hexone, hexadominos);
    try {
      await Promise.all([hexone.whenIdle(), hexadominos.whenIdle()]);
      const before = JSON.stringify(hexone.state);
      expect(
        ['b2', 'c2', 'd2', 'b3', 'd3'].some((cell) => hexone.place(cell)),
        'Hexone takes a move',
      ).to.equal(true);
      expect(JSON.stringify(hexone.state)).not.to.equal(before);
      await hexone.whenIdle();
      hexadominos.shadowRoot!.querySelector<HTMLButtonElement>('button.start')!.click();
      const stop = performance.now() + 50_000;
      while (!hexadominos.state?.over && performance.now() < stop) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await hexadominos.whenIdle();
      }
      expect(hexadominos.state?.over, 'the computers finished the game').to.equal(true);
      // French came from the file beside it.
      expect(hexadominos.shadowRoot!.querySelector('[part="end"] h2')?.textContent).to.equal('Fin de la partie');
    } finally {
      hexone.remove();
      hexadominos.remove();
    }
  });
});
