/** Shared by the element tests: mounting boards, reading their shadow DOM, waiting for events. */
import { fixture, html } from '@open-wc/testing';
import '@components/hexone-board/define.js';
import type { HexoneBoard } from '@components/hexone-board/hexone-board.js';
import { apply, legalActions } from '@engine/hexone/index.js';
import type { Action, GameState } from '@engine/hexone/types.js';

export type { HexoneBoard };

/** A board from markup, animations off unless the markup says otherwise, settled. */
export async function mount(markup: ReturnType<typeof html>): Promise<HexoneBoard> {
  const board = await fixture<HexoneBoard>(markup);
  await board.whenIdle();
  return board;
}

export function cell(board: HexoneBoard, name: string): SVGGElement {
  const found = board.shadowRoot!.querySelector<SVGGElement>(`[data-cell="${name}"]`);
  if (!found) throw new Error(`no cell ${name}`);
  return found;
}

/** The part names of a cell: `['cell', 'own-b', 'legal']`. */
export function parts(board: HexoneBoard, name: string): string[] {
  return (cell(board, name).getAttribute('part') ?? '').split(/\s+/).filter(Boolean);
}

/** Cells whose part list has `state`, sorted. */
export function cellsWith(board: HexoneBoard, state: string): string[] {
  return [...board.shadowRoot!.querySelectorAll('[data-cell]')]
    .filter((c) => (c.getAttribute('part') ?? '').split(/\s+/).includes(state))
    .map((c) => c.getAttribute('data-cell')!)
    .sort();
}

export function statusText(board: HexoneBoard): string {
  return board.shadowRoot!.querySelector('[part="status"]')!.textContent.replace(/\s+/g, ' ').trim();
}

export function liveText(board: HexoneBoard): string {
  return board.shadowRoot!.querySelector('[aria-live]')!.textContent.trim();
}

export function button(board: HexoneBoard, cls: string): HTMLButtonElement {
  const found = board.shadowRoot!.querySelector<HTMLButtonElement>(`button.${cls}`);
  if (!found) throw new Error(`no button .${cls}`);
  return found;
}

/** Collects every `name` event fired by `board`. */
export function record<T>(board: HexoneBoard, name: string): T[] {
  const seen: T[] = [];
  board.addEventListener(name, (e) => seen.push((e as CustomEvent<T>).detail));
  return seen;
}

/** Clicks a cell as a user would (a click event on the cell's shape). */
export async function tap(board: HexoneBoard, name: string): Promise<void> {
  cell(board, name)
    .querySelector('.hex')!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  await board.whenIdle();
}

/**
 * The position the board draws, read from its cells ("b2:3b:white c3:1w"): what is on screen, which may
 * lag the game while a move is animated. Counts come from the numbers drawn (1 when none is written).
 */
export function drawnPosition(board: HexoneBoard): string {
  const root = board.shadowRoot!;
  return [...root.querySelectorAll('[data-cell]')]
    .map((group) => {
      const name = group.getAttribute('data-cell')!;
      const states = (group.getAttribute('part') ?? '').split(/\s+/);
      const owner = states.find((p) => p === 'own-b' || p === 'own-w')?.slice(4) ?? '';
      const count = owner ? (root.querySelector(`[data-text="${name}"] .num`)?.textContent ?? '1') : '';
      const face = states.find((p) => p === 'white' || p === 'gray' || p === 'removed') ?? '';
      return `${name}:${count}${owner}:${face}`;
    })
    .join(' ');
}

/**
 * Errors that reach the page (uncaught exceptions, unhandled rejections) while the calling suite runs:
 * call it inside `describe`; the list stays empty as long as the board keeps everything to itself.
 */
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

/** The turn a stand-in computer plays: the first legal action, again and again, until the turn passes or the game ends. */
export function firstLegalTurn(state: GameState): Action[] {
  const turn: Action[] = [];
  let now = state;
  while (now.toMove === state.toMove && now.phase !== 'over' && legalActions(now).length) {
    const action = legalActions(now)[0];
    turn.push(action);
    now = (apply(now, action) as { state: GameState }).state;
  }
  return turn;
}
