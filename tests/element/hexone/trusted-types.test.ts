// A page that enforces Trusted Types (`require-trusted-types-for 'script'`, with the `trusted-types` directive
// the README documents: `lit-html hexone-board`) plays a computer move with the standalone build: the
// computer thinks in its worker, started with a URL made by the element's `hexone-board` policy, and
// the page sees no violation. The page is served with that CSP header by web-test-runner.config.mjs.
import { expect } from '@open-wc/testing';

interface TrustedPage extends Window {
  violations: string[];
  workers: { url: string; trusted: boolean }[];
  board?: HTMLElement & { place(cell: string): boolean; whenIdle(): Promise<void>; getRecord(): string };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean, ms = 15_000): Promise<void> {
  for (const end = Date.now() + ms; !done() && Date.now() < end;) await wait(20);
}

describe('<hexone-board> under Trusted Types', () => {
  it('plays a computer move in its worker, with no Trusted Types violation', async function () {
    // Browsers without Trusted Types enforce nothing here: there is nothing to check.
    if (!('trustedTypes' in window)) this.skip();
    const frame = document.createElement('iframe');
    frame.src = '/__trusted-types__/page.html';
    document.body.append(frame);
    await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    const page = frame.contentWindow as unknown as TrustedPage;
    await until(() => page.board !== undefined);
    const board = page.board!;
    await board.whenIdle();
    expect(board.place('d3')).to.equal(true);
    await until(() => board.getRecord().split('|')[1]!.trim().split(' ').length >= 2);
    await board.whenIdle();
    expect(board.getRecord().split('|')[1]!.trim().split(' ').length, 'the computer answered').to.be.at.least(2);
    expect(page.workers, 'its worker started, through a TrustedScriptURL').to.have.length(1);
    expect(page.workers[0]!.trusted).to.equal(true);
    expect(page.workers[0]!.url).to.match(/hexone-bot-worker\.js$/);
    expect(page.violations).to.deep.equal([]);
    frame.remove();
  });
});
