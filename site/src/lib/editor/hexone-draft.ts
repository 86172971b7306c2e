/**
 * The board editor's Hexone position, as it is being edited: plain data that may be invalid for a while
 * (three pawns of the side not to move, a pawn on a removed tile…), so each click changes one thing and
 * the page says what is wrong instead of refusing the click.
 *
 *   let draft = startDraft({ exits: 'express', tiles: false });        // express b opening
 *   draft = applyTool(draft, 'b2', 'add-b');                           // one more Black pawn on b2
 *   draftText(draft)     // "express b opening b2:1b": position text, read by the engine's parsePosition
 *   draftProblem(draft)  // { code: 'opening-own', … }: the pawn down in an opening is the other side's
 *
 * Text goes both ways through the engine only (parsePosition / formatPosition): no format of our own.
 * Pure: every operation returns a new draft.
 */
import { CELLS, type Cell, FIRST_RING, OUTER, cellAt, coordinates } from '@engine/hexone/cells.js';
import { formatPosition, parsePosition } from '@engine/hexone/notation.js';
import { EXITS, type Exits, type GameState, MAX_PAWNS_ON_BOARD, type Player, type RuleError, type Stack, type TileState } from '@engine/hexone/types.js';

export interface HexoneDraft {
  exits: Exits; // 'classic'
  tiles: boolean; // the tiles edition
  toMove: Player; // 'b'
  opening: boolean; // the first two pawns are still to come
  cells: Partial<Record<Cell, Stack>>; // { b2: { owner: 'b', count: 2 } }
  faces: Partial<Record<Cell, TileState>>; // outer tiles that are not white: { d2: 'gray' }
}

/** The tools of the palette: what a click on a cell does. */
export const HEXONE_TOOLS = ['add-b', 'add-w', 'remove-one', 'empty', 'white', 'gray', 'removed'] as const;
export type HexoneTool = (typeof HEXONE_TOOLS)[number];

/** Why a draft is not a position the engine accepts: a code the page words in French or English. */
export type HexoneProblem =
  | { code: 'too-many-pawns'; total: number } // more than MAX_PAWNS_ON_BOARD
  | { code: 'pawns-on-removed'; cell: Cell }
  | { code: 'opening-count'; total: number } // an opening holds at most one pawn
  | { code: 'opening-ring'; cell: Cell } // that pawn is on the first ring
  | { code: 'opening-own'; cell: Cell } // …and it is the other side's
  | { code: 'full-not-mover'; cell: Cell } // a cell of 3+ mid-chain is the mover's
  | { code: 'engine'; error: RuleError }; // anything else the engine refuses (kept as its typed error)

/** A new game's position: nothing down, b to open. */
export function startDraft(rules: { exits: Exits; tiles: boolean }): HexoneDraft {
  return { exits: rules.exits, tiles: rules.tiles, toMove: 'b', opening: true, cells: {}, faces: {} };
}

/** An empty board with the same rules and side to move, not an opening (pawns are to be set by hand). */
export function clearDraft(draft: HexoneDraft): HexoneDraft {
  return { ...draft, opening: false, cells: {}, faces: {} };
}

/** What one click of `tool` on `cell` does. A tile face on a non-outer cell, or without tiles, changes nothing. */
export function applyTool(draft: HexoneDraft, cell: Cell, tool: HexoneTool): HexoneDraft {
  const stack = draft.cells[cell];
  const cells = { ...draft.cells };
  switch (tool) {
    case 'add-b':
    case 'add-w': {
      const owner: Player = tool === 'add-b' ? 'b' : 'w';
      // A cell holds one side's pawns: adding the other side's starts a new stack of one.
      const count = stack?.owner === owner ? stack.count + 1 : 1;
      if (count > MAX_PAWNS_ON_BOARD) return draft;
      cells[cell] = { owner, count };
      return { ...draft, cells };
    }
    case 'remove-one':
      if (!stack) return draft;
      if (stack.count > 1) cells[cell] = { owner: stack.owner, count: stack.count - 1 };
      else delete cells[cell];
      return { ...draft, cells };
    case 'empty':
      if (!stack) return draft;
      delete cells[cell];
      return { ...draft, cells };
    default: {
      if (!draft.tiles || !OUTER.includes(cell) || (draft.faces[cell] ?? 'white') === tool) return draft;
      const faces = { ...draft.faces };
      if (tool === 'white') delete faces[cell];
      else faces[cell] = tool;
      return { ...draft, faces };
    }
  }
}

/** Sets the pawns of `cell` at once (0 empties it): the count field of the keyboard path. */
export function setStack(draft: HexoneDraft, cell: Cell, owner: Player, count: number): HexoneDraft {
  if (!Number.isInteger(count) || count < 0 || count > MAX_PAWNS_ON_BOARD) return draft;
  const cells = { ...draft.cells };
  if (count === 0) delete cells[cell];
  else cells[cell] = { owner, count };
  return { ...draft, cells };
}

export function setSide(draft: HexoneDraft, toMove: Player): HexoneDraft {
  return { ...draft, toMove };
}

export function setOpening(draft: HexoneDraft, opening: boolean): HexoneDraft {
  return { ...draft, opening };
}

/** Changes the rules; leaving the tiles edition drops the tile faces (they mean nothing without it). */
export function setRules(draft: HexoneDraft, rules: { exits?: Exits; tiles?: boolean }): HexoneDraft {
  const exits = rules.exits && (EXITS as readonly string[]).includes(rules.exits) ? rules.exits : draft.exits;
  const tiles = typeof rules.tiles === 'boolean' ? rules.tiles : draft.tiles;
  return { ...draft, exits, tiles, faces: tiles ? draft.faces : {} };
}

/** The board turned half a turn (a1 ↔ e5): the same position seen from the other side of the table. */
export function flipDraft(draft: HexoneDraft): HexoneDraft {
  const turned = (cell: Cell): Cell => {
    const { x, y } = coordinates(cell);
    return cellAt(-x, -y)!;
  };
  const cells: HexoneDraft['cells'] = {};
  const faces: HexoneDraft['faces'] = {};
  for (const [cell, stack] of Object.entries(draft.cells)) cells[turned(cell as Cell)] = stack;
  for (const [cell, face] of Object.entries(draft.faces)) faces[turned(cell as Cell)] = face;
  return { ...draft, cells, faces };
}

/** Black's pawns become White's and the other way round, side to move included. */
export function swapColours(draft: HexoneDraft): HexoneDraft {
  const other = (p: Player): Player => (p === 'b' ? 'w' : 'b');
  const cells: HexoneDraft['cells'] = {};
  for (const [cell, stack] of Object.entries(draft.cells)) cells[cell as Cell] = { owner: other(stack.owner), count: stack.count };
  return { ...draft, cells, toMove: other(draft.toMove) };
}

/** The draft as position text, in the engine's canonical word order (valid or not). */
export function draftText(draft: HexoneDraft): string {
  const words: string[] = [draft.exits];
  if (draft.tiles) words.push('tiles');
  words.push(draft.toMove);
  if (draft.opening) words.push('opening');
  for (const cell of CELLS) {
    const stack = draft.cells[cell];
    const face = draft.tiles ? draft.faces[cell] : undefined;
    const parts = [stack && `${stack.count}${stack.owner}`, face && face !== 'white' && face].filter(Boolean);
    if (parts.length) words.push([cell, ...parts].join(':'));
  }
  return words.join(' ');
}

/** The draft of an engine state (what typing valid text gives). */
export function draftOfState(state: GameState): HexoneDraft {
  const faces: HexoneDraft['faces'] = {};
  for (const [cell, face] of Object.entries(state.tiles)) if (face && face !== 'white') faces[cell as Cell] = face;
  const cells: HexoneDraft['cells'] = {};
  for (const [cell, stack] of Object.entries(state.cells)) if (stack) cells[cell as Cell] = { ...stack };
  return { exits: state.rules.exits, tiles: state.rules.tiles, toMove: state.toMove, opening: state.phase === 'opening', cells, faces };
}

/** Typed text → a draft, or the engine's typed error (and nothing changes). */
export function readDraft(text: string): { ok: true; draft: HexoneDraft; text: string } | { ok: false; error: RuleError } {
  const parsed = parsePosition(text);
  if (!parsed.ok) return parsed;
  return { ok: true, draft: draftOfState(parsed.value), text: formatPosition(parsed.value) };
}

/**
 * Why the draft is not a position, first problem only (the one to fix first), or null. Each check is one
 * the engine makes (notation.ts, state.ts), asked in its order so the message names the actual cell; what
 * these checks do not foresee comes back as the engine's own error (`engine`), so nothing invalid passes.
 */
export function draftProblem(draft: HexoneDraft): HexoneProblem | null {
  const stacks = CELLS.flatMap((cell) => (draft.cells[cell] ? [{ cell, ...draft.cells[cell] }] : []));
  const total = stacks.reduce((sum, s) => sum + s.count, 0);
  if (total > MAX_PAWNS_ON_BOARD) return { code: 'too-many-pawns', total };
  const removed = stacks.find((s) => draft.tiles && draft.faces[s.cell] === 'removed');
  if (removed) return { code: 'pawns-on-removed', cell: removed.cell };
  if (draft.opening || total === 0) {
    if (total > 1) return { code: 'opening-count', total };
    const [first] = stacks;
    if (first && !FIRST_RING.includes(first.cell)) return { code: 'opening-ring', cell: first.cell };
    if (first && first.owner === draft.toMove) return { code: 'opening-own', cell: first.cell };
  } else if (stacks.some((s) => s.owner === 'b') && stacks.some((s) => s.owner === 'w')) {
    const full = stacks.find((s) => s.count >= 3 && s.owner !== draft.toMove);
    if (full) return { code: 'full-not-mover', cell: full.cell };
  }
  const parsed = parsePosition(draftText(draft));
  return parsed.ok ? null : { code: 'engine', error: parsed.error };
}

/** The position text to copy: the engine's canonical text of a valid draft, '' while it is invalid. */
export function validText(draft: HexoneDraft): string {
  const parsed = parsePosition(draftText(draft));
  return parsed.ok ? formatPosition(parsed.value) : '';
}
