/** Shared by the <hexadominos-board> browser tests: mounting boards, reading their shadow DOM, playing by clicks. */
import { fixture, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '@components/hexadominos-board/define.js';
import type { HexadominosBoard } from '@components/hexadominos-board/hexadominos-board.js';
import { legalPlacements } from '@engine/hexadominos/rules.js';
import { type Rotation, sideValues } from '@engine/hexadominos/tiles.js';
import type { GameState } from '@engine/hexadominos/types.js';

export type { HexadominosBoard };
export { fixture, html };

/** A board from markup, settled (computers have played, if their delay is 0). */
export async function mount(markup: ReturnType<typeof html>): Promise<HexadominosBoard> {
  const board = await fixture<HexadominosBoard>(markup);
  await board.whenIdle();
  return board;
}

export const root = (board: HexadominosBoard) => board.shadowRoot!;

export function find<T extends Element = HTMLElement>(board: HexadominosBoard, selector: string): T {
  const found = root(board).querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

export const button = (board: HexadominosBoard, cls: string) => find<HTMLButtonElement>(board, `button.${cls}`);
// Only ASCII white space is folded: the narrow no-break spaces of French typography must stay as they are.
export const text = (board: HexadominosBoard, selector: string) => (root(board).querySelector(selector)?.textContent ?? '').replace(/[ \t\n\r]+/g, ' ').trim();
export const statusText = (board: HexadominosBoard) => text(board, '[part="status"]');
export const liveText = (board: HexadominosBoard) => text(board, '[aria-live]');
export const spotKeys = (board: HexadominosBoard) => [...root(board).querySelectorAll('[data-spot]')].map((s) => s.getAttribute('data-spot')!).sort();
export const rackTiles = (board: HexadominosBoard) => [...root(board).querySelectorAll('.rack-tile')].map((t) => t.getAttribute('data-tile')!);

/** Where `target`'s middle is on screen, in whole CSS pixels, once it is scrolled into view. */
export function middleOf(target: Element): [number, number] {
  target.scrollIntoView({ block: 'center', inline: 'center' });
  const box = target.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

/**
 * A click as a user makes it: the real mouse (web-test-runner's `sendMouse`: Playwright, puppeteer or
 * WebDriver press and release the mouse at that point), on the middle of an element of the board's
 * shadow DOM. Whatever is on top there gets the click, as it would for a person.
 */
export async function click(board: HexadominosBoard, target: Element): Promise<void> {
  let position = middleOf(target);
  // The page may still be settling (Firefox once measured the Undo button below the screen just after scrolling to
  // it): aim again after a frame or two, as a person's eye would, rather than press outside the window.
  for (let frame = 0; frame < 3 && !onScreen(position); frame++) {
    await new Promise(requestAnimationFrame);
    position = middleOf(target);
  }
  await sendMouse({ type: 'click', position });
  await board.whenIdle();
}

const onScreen = ([x, y]: [number, number]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;

export async function clickButton(board: HexadominosBoard, cls: string): Promise<void> {
  const b = button(board, cls);
  if (b.disabled) throw new Error(`button .${cls} is disabled`);
  await click(board, b);
}

/** Collects every `name` event fired by `board`. */
export function record<T>(board: HexadominosBoard, name: string): T[] {
  const seen: T[] = [];
  board.addEventListener(name, (e) => seen.push((e as CustomEvent<T>).detail));
  return seen;
}

/** The current game (throws when there is none, so tests read it plainly). */
export function game(board: HexadominosBoard): GameState {
  const state = board.state;
  if (!state) throw new Error('no game');
  return state;
}

/** One turn of the person to move, by clicks only: a tile and a place where it fits, else draw (and place or pass). */
export async function playTurnByClicks(board: HexadominosBoard): Promise<void> {
  const [move] = legalPlacements(game(board));
  if (!move) {
    if (!button(board, 'draw').disabled) return clickButton(board, 'draw');
    return clickButton(board, 'pass');
  }
  const tile = find(board, `.rack-tile[data-tile="${move.tile}"]`);
  // A tile already picked (after an undo, say) stays picked: a second click would put it down again.
  if (game(board).drawn === null && tile.getAttribute('aria-pressed') !== 'true') await click(board, tile);
  await click(board, find(board, `[data-spot="${move.at[0]},${move.at[1]}"]`));
  await clickButton(board, 'place');
}

/** The rotation the ghost shows `tile` in, read from its drawn numbers (side by side, clockwise from east). */
export function ghostRotation(board: HexadominosBoard, tile: string): Rotation | null {
  const shown = [...root(board).querySelectorAll('[part="ghost"] .num')].map((t) => Number(t.textContent)).join();
  return ([0, 1, 2, 3, 4, 5] as Rotation[]).find((rot) => sideValues(tile, rot).join() === shown) ?? null;
}

/** Every error and unhandled rejection that reaches the page while the suite runs (the list is emptied by the tests). */
export function watchPageErrors(): unknown[] {
  const seen: unknown[] = [];
  const onError = (e: ErrorEvent) => seen.push(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => seen.push(e.reason);
  before(() => {
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onRejection);
  });
  after(() => {
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
  });
  return seen;
}

/** Waits until `done()`, for at most `ms` (not through `whenIdle`, which would wait for a computer that never answers). */
export async function until(done: () => boolean, ms = 20_000): Promise<void> {
  const stop = performance.now() + ms;
  while (!done() && performance.now() < stop) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Records the warnings with `code` (say 'change-in-update') that Lit's development build, the one these tests run,
 * writes with console.warn, until `stop()` returns them. Lit says each warning once per page: it is made to forget
 * it said them first, to be heard again.
 */
export function recordLitWarnings(code: string): { stop(): string[] } {
  const issued = (globalThis as { litIssuedWarnings?: Set<string> }).litIssuedWarnings;
  if (!(issued instanceof Set)) throw new Error("not Lit's development build: it would warn of nothing");
  for (const said of [...issued]) if (said.includes(code)) issued.delete(said);
  const seen: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (text.includes(code)) seen.push(text);
    else warn.apply(console, args);
  };
  return {
    stop() {
      console.warn = warn;
      return seen;
    },
  };
}
