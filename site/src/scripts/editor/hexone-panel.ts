/**
 * The Hexone panel of the editor: rules, side to move and opening fields, the palette of tools (radio
 * buttons) and the 19 cell buttons, each named with what it holds. A click, or Enter/Space on a focused
 * cell, applies the chosen tool; every change goes to `edit` as a new draft (lib/editor/hexone-draft.ts).
 * `root` is the editor: the controls sit in two parts of it (components/hexone/editor/EditorPanel.astro), each found
 * by names only this game uses (`data-hx`, `data-cell`, `hx-tool`, the Hexone-only actions).
 */
import { CELLS, type Cell, OUTER } from '@engine/hexone/cells.js';
import type { Exits, Player } from '@engine/hexone/types.js';
import {
  type HexoneDraft,
  type HexoneTool,
  HEXONE_TOOLS,
  applyTool,
  clearDraft,
  draftProblem,
  draftText,
  flipDraft,
  readDraft,
  setOpening,
  setRules,
  setSide,
  startDraft,
  swapColours,
  validText,
} from '../../lib/editor/hexone-draft';
import type { Panel, Say } from './panel';

export function hexonePanel(root: HTMLElement, say: Say, current: () => HexoneDraft, edit: (next: HexoneDraft) => void): Panel<HexoneDraft> {
  const field = <T extends HTMLElement>(name: string) => root.querySelector<T>(`[data-hx="${name}"]`)!;
  const exits = field<HTMLSelectElement>('exits');
  const tiles = field<HTMLInputElement>('tiles');
  const opening = field<HTMLInputElement>('opening');
  const sides = [...root.querySelectorAll<HTMLInputElement>('[data-hx="side"]')];
  const tool = (): HexoneTool => {
    const value = root.querySelector<HTMLInputElement>('input[name="hx-tool"]:checked')?.value;
    return (HEXONE_TOOLS as readonly string[]).includes(value ?? '') ? (value as HexoneTool) : 'add-b';
  };

  exits.addEventListener('change', () => edit(setRules(current(), { exits: exits.value as Exits })));
  tiles.addEventListener('change', () => edit(setRules(current(), { tiles: tiles.checked })));
  opening.addEventListener('change', () => edit(setOpening(current(), opening.checked)));
  for (const side of sides) side.addEventListener('change', () => side.checked && edit(setSide(current(), side.value as Player)));
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-cell]')) {
    button.addEventListener('click', () => edit(applyTool(current(), button.dataset.cell as Cell, tool())));
  }
  const actions: Record<string, (draft: HexoneDraft) => HexoneDraft> = {
    start: (draft) => startDraft(draft),
    flip: flipDraft,
    swap: swapColours,
  };
  for (const [name, action] of Object.entries(actions)) {
    root.querySelector(`[data-action="${name}"]`)?.addEventListener('click', () => edit(action(current())));
  }

  /** "b2, 2 pawns Black, gray tile": what a cell button says it holds. */
  const describe = (draft: HexoneDraft, cell: Cell) => {
    const stack = draft.cells[cell];
    const face = draft.tiles && OUTER.includes(cell) ? (draft.faces[cell] ?? 'white') : null;
    return [
      cell,
      stack ? say('cell.pawns', { count: stack.count, side: say(`side.${stack.owner}`) }) : say('cell.empty'),
      face && say('cell.face', { face: say(`face.${face}`) }),
    ]
      .filter(Boolean)
      .join(', ');
  };

  return {
    game: 'hexone',
    // An empty board, Opening unticked: the first pawns set by hand make a position (b2, b2, c4 is one), where an
    // opening would refuse them all but one. "New game" (the start action) gives the opening when it is wanted.
    start: () => clearDraft(startDraft({ exits: 'classic', tiles: false })),
    clear: clearDraft,
    render(draft) {
      exits.value = draft.exits;
      tiles.checked = draft.tiles;
      opening.checked = draft.opening;
      for (const side of sides) side.checked = side.value === draft.toMove;
      for (const label of root.querySelectorAll<HTMLElement>('[data-face-tool]')) label.hidden = !draft.tiles;
      if (!draft.tiles && ['white', 'gray', 'removed'].includes(tool())) root.querySelector<HTMLInputElement>('input[name="hx-tool"]')!.checked = true;
      for (const cell of CELLS) {
        const button = root.querySelector<HTMLButtonElement>(`[data-cell="${cell}"]`)!;
        const stack = draft.cells[cell];
        button.setAttribute('aria-label', describe(draft, cell));
        button.querySelector('.hx-pawns')!.textContent = stack ? `${stack.count}${stack.owner === 'b' ? '●' : '○'}` : '';
        if (draft.tiles && OUTER.includes(cell)) button.dataset.face = draft.faces[cell] ?? 'white';
        else delete button.dataset.face;
      }
    },
    text: draftText,
    valid: validText,
    problem: draftProblem,
    read: readDraft,
    players: () => 2,
  };
}
