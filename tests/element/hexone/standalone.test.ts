// The standalone build as a plain page uses it: dist/hexone-board.js (built by `npm run test:browser`
// before the tests run) is the only code that defines <hexone-board> here. Two boards on one page play
// two short games by real mouse clicks, turn by turn, and neither game leaks into the other; another
// game is played by real key presses alone; French, animations and the computer come from the files
// the bundle fetches from beside itself.
// The engine is imported only to work out what the boards must show, never to drive them.
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import {
  type Cell,
  DIRECTIONS,
  type Direction,
  FIRST_RING,
  formatPosition,
  formatRecord,
  legalPlacements,
  neighbour,
  newGame,
  parseRecord,
  replay,
  yToward,
} from '@engine/hexone/index.js';
import type { Action, GameState } from '@engine/hexone/types.js';

// URLs held in variables: neither TypeScript nor the dev server looks into the built files.
const BUNDLE = new URL('../../../dist/hexone-board.js', import.meta.url).href;
const WORKER = new URL('../../../dist/hexone-bot-worker.js', import.meta.url).href;

/** What the test needs of the element (its contract), typed here because the bundle carries no types. */
interface Board extends HTMLElement {
  readonly state: GameState;
  getRecord(): string;
  getPosition(): string;
  undo(): boolean;
  whenIdle(): Promise<void>;
}

interface Game {
  record: string; // the whole game, as the board must report it at the end
  attributes: Record<string, string>;
}

// Six turns each: the first player grows a stack next to the opponent's only stack and explodes it
// toward that stack, capturing every opposing pawn.
const CLASSIC: Game = { record: 'classic b opening | b2 b3 b2 b3 b2 b2>b3', attributes: { exits: 'classic', first: 'b' } };
const TILES: Game = {
  record: 'classic tiles w opening | d3 d4 d3 d4 d3 d3>d4',
  attributes: { exits: 'classic', tiles: '', first: 'w' },
};

function expected(game: Game): { moves: Action[]; final: GameState; record: string } {
  const parsed = parseRecord(game.record);
  if (!parsed.ok) throw new Error(`bad test record ${game.record}`);
  const played = replay(parsed.value);
  if (!played.ok) throw new Error(`test record does not replay: ${game.record}`);
  const final = played.value.states[played.value.states.length - 1];
  return { moves: parsed.value.moves, final, record: formatRecord(parsed.value) };
}

function mount(game: Game): Board {
  const board = document.createElement('hexone-board') as Board;
  for (const [name, value] of Object.entries(game.attributes)) board.setAttribute(name, value);
  board.setAttribute('animation-speed', '0');
  board.setAttribute('lang', 'en');
  board.style.cssText = 'display:block;width:360px';
  document.body.append(board);
  return board;
}

function cellOf(board: Board, cell: string): Element {
  const found = board.shadowRoot?.querySelector(`[data-cell="${cell}"]`);
  if (!found) throw new Error(`no cell ${cell} in the board's shadow root`);
  return found;
}

/** A real mouse click (from the browser driver, not a synthetic DOM event) on the middle of a cell. */
async function click(board: Board, cell: string): Promise<void> {
  const target = cellOf(board, cell);
  target.scrollIntoView({ block: 'center', inline: 'center' });
  const box = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
  await board.whenIdle();
}

/**
 * One move by clicks: a placement is one click; an explosion is a click on the cell (unless the board
 * already chose it, being the only cell that can explode), then a click on a cell of the wanted Y.
 */
async function play(board: Board, action: Action): Promise<void> {
  if (action.type === 'place') {
    await click(board, action.cell);
    return;
  }
  if (action.type === 'pass') throw new Error('a scripted game never passes');
  if (cellOf(board, action.cell).getAttribute('aria-selected') !== 'true') await click(board, action.cell);
  expect(cellOf(board, action.cell).getAttribute('aria-selected'), `${action.cell} chosen`).to.equal('true');
  await click(board, action.toward);
}

/** The board's keys for the six directions (README: ← → Q E Z C). */
const KEY_FOR: Record<Direction, string> = { E: 'ArrowRight', W: 'ArrowLeft', NE: 'e', NW: 'q', SE: 'c', SW: 'z' };

/** The keys that move the focus from `from` to `to`, by the shortest path over neighbours. */
function keysBetween(from: Cell, to: Cell): string[] {
  const paths = new Map<Cell, string[]>([[from, []]]);
  const queue: Cell[] = [from];
  while (queue.length) {
    const cell = queue.shift()!;
    if (cell === to) return paths.get(cell)!;
    for (const d of DIRECTIONS) {
      const next = neighbour(cell, d);
      if (next && !paths.has(next)) {
        paths.set(next, [...paths.get(cell)!, KEY_FOR[d]]);
        queue.push(next);
      }
    }
  }
  throw new Error(`no path from ${from} to ${to}`);
}

/** One move by keys alone: walk the focus to the cell, Enter to place; 1 or 2 to fire the Y of a chosen cell. */
async function playByKeys(board: Board, action: Action, at: { cell: Cell }): Promise<void> {
  if (action.type === 'pass') throw new Error('a scripted game never passes');
  for (const key of [...keysBetween(at.cell, action.cell), 'Enter']) {
    if (
      key === 'Enter' &&
      action.type === 'explode' &&
      board.shadowRoot!.querySelector(`[data-cell="${action.cell}"]`)!.getAttribute('aria-selected') === 'true'
    )
      continue;
    await sendKeys({ press: key });
  }
  at.cell = action.cell;
  if (action.type === 'explode') await sendKeys({ press: String(yToward(action.cell, action.toward)! + 1) });
  await board.whenIdle();
}

describe('the standalone bundle dist/hexone-board.js', () => {
  const boards: Board[] = [];

  before(async () => {
    expect(customElements.get('hexone-board'), 'nothing but the bundle defines the element').to.equal(undefined);
    try {
      await import(/* @vite-ignore */ BUNDLE);
    } catch (error) {
      throw new Error(`cannot load dist/hexone-board.js (run npm run build:element; npm run test:browser does): ${String(error)}`, { cause: error });
    }
  });

  afterEach(async () => {
    await resetMouse();
  });

  after(() => {
    for (const board of boards) board.remove();
  });

  it('defines <hexone-board> on a page that loads nothing else', () => {
    const defined = customElements.get('hexone-board');
    expect(defined).to.be.a('function');
    expect(document.createElement('hexone-board')).to.be.instanceOf(defined!);
  });

  it('plays two independent games to the end by mouse clicks on two boards', async function () {
    this.timeout(60_000); // 26 driver clicks: WebDriver takes a few hundred ms each on a busy machine
    const games = [CLASSIC, TILES];
    for (const game of games) boards.push(mount(game));
    const plans = games.map(expected);
    const overs = boards.map(() => [] as CustomEvent[]);
    const errors: string[] = [];
    boards.forEach((board, k) => {
      board.addEventListener('hexone-game-over', (event) => overs[k].push(event as CustomEvent));
      board.addEventListener('hexone-error', (event) => errors.push((event as CustomEvent).detail.message));
    });
    await Promise.all(boards.map((board) => board.whenIdle()));

    // Turn by turn, alternating boards: each board's record holds its own moves only.
    const turns = Math.max(...plans.map((plan) => plan.moves.length));
    for (let turn = 0; turn < turns; turn++) {
      for (const [k, board] of boards.entries()) {
        const move = plans[k].moves[turn];
        if (!move) continue;
        await play(board, move);
        const sofar = expected({ ...games[k], record: recordPrefix(games[k].record, turn + 1) });
        expect(board.getPosition(), `board ${k + 1} after move ${turn + 1}`).to.equal(formatPosition(sofar.final));
      }
    }

    expect(errors, 'no click was refused').to.deep.equal([]);
    for (const [k, board] of boards.entries()) {
      const { final, record } = plans[k];
      expect(board.state.phase, `board ${k + 1}`).to.equal('over');
      expect(board.state.winner, `board ${k + 1}`).to.equal(final.winner);
      expect(board.state.score, `board ${k + 1}`).to.equal(final.score);
      expect(board.getRecord(), `board ${k + 1}`).to.equal(record);
      expect(
        overs[k].map((event) => event.detail.winner),
        `board ${k + 1} game-over events`,
      ).to.deep.equal([final.winner]);
    }
  });

  it('plays a whole game by keyboard alone', async () => {
    const board = mount(CLASSIC);
    boards.push(board);
    await board.whenIdle();
    const plan = expected(CLASSIC);
    board.shadowRoot!.querySelector<SVGElement>('[role="gridcell"][tabindex="0"]')!.focus();
    const at = { cell: board.shadowRoot!.activeElement!.getAttribute('data-cell') as Cell };
    for (const move of plan.moves) await playByKeys(board, move, at);
    expect(board.state.phase).to.equal('over');
    expect(board.getRecord()).to.equal(plan.record);
  });

  it('speaks French and animates with the files it fetches from beside itself', async () => {
    const fetched = () => performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop());
    expect(fetched()).not.to.include('hexone-board-fr.js'); // English boards never needed it
    const board = mount({ record: '', attributes: { exits: 'classic', position: 'b b2:2b b3:1w d4:1w' } });
    boards.push(board);
    board.setAttribute('lang', 'fr');
    await board.whenIdle();
    const status = () => board.shadowRoot!.querySelector('[part="status"]')!.textContent.replace(/\s+/g, ' ').trim();
    expect(status()).to.equal('À Noir de jouer');
    expect(fetched()).to.include('hexone-board-fr.js');
    await click(board, 'b2'); // a chain: b2 is the only cell that can explode, so the board chooses it
    board.setAttribute('animation-speed', '0.05'); // the flight then lasts 8 s
    const busy = () => board.shadowRoot!.querySelector('svg')!.getAttribute('aria-busy');
    cellOf(board, 'b3').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    // The first animated move waits for hexone-board-animator.js: up to 5 s on a busy machine.
    for (const until = Date.now() + 5000; Date.now() < until && !board.shadowRoot!.querySelector('.fx .ghost');) {
      await new Promise((r) => requestAnimationFrame(r));
    }
    expect(busy()).to.equal('true');
    expect(board.shadowRoot!.querySelectorAll('.fx .ghost').length, 'three pawns in flight').to.equal(3);
    expect(fetched()).to.include('hexone-board-animator.js');
    board.setAttribute('animation-speed', '0');
    board.undo(); // never waits for the animation
    await board.whenIdle();
    expect(busy()).to.equal('false');
    expect(board.state.phase).to.equal('explode');
  });

  it('lets the computer answer a click, thinking in hexone-bot-worker.js', async () => {
    // (its turn is played by hexone-board-computer.js, fetched with the computer player)
    // Watch the workers the bundle starts: the bot must run in the built worker file, not fall back
    // to the main thread because that file failed to load.
    const NativeWorker = window.Worker;
    const started: string[] = [];
    const failures: string[] = [];
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push(String(url));
        this.addEventListener('error', (event) => failures.push(event.message || 'error'));
      }
    };
    try {
      const board = mount({ record: '', attributes: { exits: 'classic', first: 'b', computer: 'w', level: 'easy' } });
      boards.push(board);
      await board.whenIdle();
      await click(board, 'b2');
      await board.whenIdle();
      expect(started).to.deep.equal([WORKER]);
      expect(failures).to.deep.equal([]);
      // White's opening answer: one pawn on the first ring, and Black to move again.
      const { cells, toMove } = board.state;
      expect(toMove).to.equal('b');
      const white = Object.entries(cells).filter(([, stack]) => stack?.owner === 'w');
      expect(white).to.have.length(1);
      expect(FIRST_RING).to.include(white[0][0]);
    } finally {
      window.Worker = NativeWorker;
    }
  });

  it('ships a worker file that answers a bot request on its own', async () => {
    const worker = new Worker(WORKER, { type: 'module' });
    try {
      const state = newGame();
      const answer = await new Promise<{ id: number; actions: Action[] }>((resolve, reject) => {
        worker.onmessage = (event) => resolve(event.data);
        worker.onerror = (event) => reject(new Error(`worker failed: ${event.message}`));
        worker.postMessage({ id: 7, state, level: 'easy' });
      });
      expect(answer.id).to.equal(7);
      expect(answer.actions).to.have.length(1);
      const [first] = answer.actions;
      expect(first.type).to.equal('place');
      if (first.type === 'place') expect(legalPlacements(state)).to.include(first.cell);
    } finally {
      worker.terminate();
    }
  });
});

describe('the demo page components/demo/index.html', () => {
  let frame: HTMLIFrameElement;

  before(async () => {
    frame = document.createElement('iframe');
    frame.style.cssText = 'width:1000px;height:800px';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.src = '/components/demo/index.html';
    document.body.append(frame);
    await loaded;
    await frame.contentWindow!.customElements.whenDefined('hexone-board');
  });

  after(() => {
    frame.contentWindow?.localStorage.removeItem('hexone-demo-lang');
    frame.remove();
  });

  it('shows two boards drawn by the standalone bundle', () => {
    const boards = [...frame.contentDocument!.querySelectorAll('hexone-board')];
    expect(boards.map((board) => board.id)).to.deep.equal(['classic', 'tiles']);
    for (const board of boards) expect(board.shadowRoot?.querySelectorAll('[data-cell]').length, board.id).to.equal(19);
    expect((boards[1] as Board).state.rules).to.deep.equal({ exits: 'express', tiles: true });
  });

  it('has no accessibility violations that axe can find, in either language', async function () {
    this.timeout(60_000);
    const page = frame.contentDocument!;
    const script = page.createElement('script');
    script.textContent = await (await fetch('/node_modules/axe-core/axe.min.js')).text();
    page.head.append(script);
    const axe = (frame.contentWindow as Window & { axe: { run(context: Document): Promise<{ violations: { id: string; help: string }[] }> } }).axe;
    for (const lang of ['en', 'fr']) {
      page.querySelector<HTMLButtonElement>(`[data-set-lang="${lang}"]`)!.click();
      const { violations } = await axe.run(page);
      expect(
        violations.map((v) => `${v.id}: ${v.help}`),
        lang,
      ).to.deep.equal([]);
    }
  });

  it('switches the page and both boards to French and back', async () => {
    const page = frame.contentDocument!;
    const visibleText = () => page.body.innerText;
    page.querySelector<HTMLButtonElement>('[data-set-lang="fr"]')!.click();
    expect(page.documentElement.lang).to.equal('fr');
    for (const board of page.querySelectorAll('hexone-board')) expect(board.getAttribute('lang')).to.equal('fr');
    expect(visibleText()).to.contain('Jouer au clavier');
    expect(visibleText()).not.to.contain('Playing with the keyboard');
    page.querySelector<HTMLButtonElement>('[data-set-lang="en"]')!.click();
    expect(page.documentElement.lang).to.equal('en');
    expect(visibleText()).to.contain('Playing with the keyboard');
  });
});

/** The record text with only its first `count` moves. */
function recordPrefix(record: string, count: number): string {
  const [start, moves] = record.split('|');
  return `${start}| ${moves.trim().split(/\s+/).slice(0, count).join(' ')}`;
}
