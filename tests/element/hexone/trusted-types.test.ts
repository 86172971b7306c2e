// A page that enforces Trusted Types (`require-trusted-types-for 'script'`, with the `trusted-types` directive
// docs/elements.md documents: `lit-html hexone-board`) plays a computer move with the standalone build: the
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

/** Opens the Trusted Types page in an iframe, plays d3, and waits for the computer's answer. */
async function playAgainstComputer(query = ''): Promise<{ page: TrustedPage; frame: HTMLIFrameElement }> {
  const frame = document.createElement('iframe');
  frame.src = `/__trusted-types__/page.html${query}`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const page = frame.contentWindow as unknown as TrustedPage;
  await until(() => page.board !== undefined);
  const board = page.board!;
  await board.whenIdle();
  expect(board.place('d3')).to.equal(true);
  const moves = () => board.getRecord().split('|')[1].trim().split(' ').length;
  await until(() => moves() >= 2);
  await board.whenIdle();
  expect(moves(), 'the computer answered').to.be.at.least(2);
  return { page, frame };
}

describe('<hexone-board> under Trusted Types', () => {
  beforeEach(function () {
    // Browsers without Trusted Types enforce nothing here: there is nothing to check.
    if (!('trustedTypes' in window)) this.skip();
  });

  it('a page whose CSP does not allow the hexone-board policy still gets its computer move, thought on the main thread', async () => {
    const { page, frame } = await playAgainstComputer('?policies=lit-html');
    expect(page.workers, 'no worker').to.deep.equal([]);
    expect(
      page.violations.every((v) => v.startsWith('trusted-types')),
      page.violations.join('; '),
    ).to.equal(true);
    frame.remove();
  });

  it('plays a computer move in its worker, with no Trusted Types violation', async () => {
    const { page, frame } = await playAgainstComputer();
    expect(page.workers, 'its worker started, through a TrustedScriptURL').to.have.length(1);
    expect(page.workers[0].trusted).to.equal(true);
    expect(page.workers[0].url).to.match(/hexone-bot-worker\.js$/);
    expect(page.violations).to.deep.equal([]);
    frame.remove();
  });
});
