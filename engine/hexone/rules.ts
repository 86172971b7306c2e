/**
 * The immutable public rules API: plain `GameState` in, new `GameState` (plus what happened) out.
 * Every function checks its input and answers a typed `RuleError` instead of throwing;
 * the rules themselves live once, in `board.ts`.
 */
import {
  Stage,
  Tile,
  applyExplosion,
  createBoard,
  applyPlacement,
  explodable,
  explosionError,
  legalPlacements as boardPlacements,
  mustPass,
  applyPass,
  placementError,
  score,
  tilePoints as boardTilePoints,
} from './board.js';
import { CELLS, type Cell, OUTER, cellIndex, isCell, yName, yToward } from './cells.js';
import { fromBoard, readRules, toBoard } from './state.js';
import {
  EXITS,
  TILE_STATES,
  type Action,
  type GameEvent,
  type GameState,
  type Player,
  type Result,
  type RuleError,
  type Rules,
  type TileState,
} from './types.js';
import { describe, guarded, isPlainObject, ownField } from '../shared/untrusted.js';

export { checkState, fromBoard, readRules, toBoard } from './state.js';

export const DEFAULT_RULES: Rules = { exits: 'classic', tiles: false };

/**
 * An empty board in its opening, `first` to move.
 * Settings it does not understand fall back to the defaults, one by one (an unknown `exits` is classic,
 * a `tiles` that is not a boolean is off, a `first` that is not "b" or "w" is b), so the state it
 * returns is always valid. To refuse bad settings instead, check them first with `readRules`.
 */
export function newGame(rules: Partial<Rules> = {}, first: Player = 'b'): GameState {
  const r = rulesOrDefaults(rules);
  return {
    rules: r,
    phase: 'opening',
    toMove: first === 'w' ? 'w' : 'b',
    cells: {},
    tiles: r.tiles ? Object.fromEntries(OUTER.map((c) => [c, 'white'])) : {},
    winner: null,
    score: null,
  };
}

/** Each setting of `rules` that is valid, the default for the others (never throws, whatever `rules` is). */
export function rulesOrDefaults(rules: unknown, defaults: Rules = DEFAULT_RULES): Rules {
  // The defaults are read like the rules (they may come from outside too): DEFAULT_RULES when they are not rules.
  const fallback = defaults === DEFAULT_RULES ? DEFAULT_RULES : readRules(defaults);
  const base: Rules = 'code' in fallback ? DEFAULT_RULES : fallback;
  return guarded(
    () => {
      if (!isPlainObject(rules)) return { ...base };
      const exits = ownField(rules, 'exits');
      const tiles = ownField(rules, 'tiles');
      return {
        exits: (EXITS as readonly unknown[]).includes(exits) ? (exits as Rules['exits']) : base.exits,
        tiles: typeof tiles === 'boolean' ? tiles : base.tiles,
      };
    },
    () => ({ ...base }),
  );
}

/** Places a pawn of the side to move on `cell`. */
export function place(state: GameState, cell: string): Result {
  const board = toBoard(state);
  if ('code' in board) return fail(board);
  if (!isCell(cell)) return fail({ code: 'unknown-cell', cell: describe(cell) });
  const problem = placementError(board, cellIndex(cell));
  if (problem && mustPass(board)) return fail({ code: 'must-pass', cell });
  if (problem) return fail({ code: problem, cell });
  const events: GameEvent[] = [];
  applyPlacement(board, cellIndex(cell), events);
  return { ok: true, state: fromBoard(board), events };
}

/** Explodes `cell` along its Y that passes through its neighbour `toward`. */
export function explode(state: GameState, cell: string, toward: string): Result {
  const board = toBoard(state);
  if ('code' in board) return fail(board);
  if (!isCell(cell)) return fail({ code: 'unknown-cell', cell: describe(cell) });
  if (!isCell(toward)) return fail({ code: 'unknown-cell', cell: describe(toward) });
  const problem = explosionError(board, cellIndex(cell));
  if (problem === 'not-explodable') return fail({ code: problem, cell, explodable: explodableCells(state) });
  if (problem) return fail({ code: problem, cell });
  const y = yToward(cell, toward);
  if (y === null) return fail({ code: 'not-on-y', cell, toward });
  const events: GameEvent[] = [];
  applyExplosion(board, cellIndex(cell), y, events);
  return { ok: true, state: fromBoard(board), events };
}

/** The side to move passes: legal only when it holds nothing but the centre, surrounded (RULES.md leaves this open). */
export function pass(state: GameState): Result {
  const board = toBoard(state);
  if ('code' in board) return fail(board);
  if (board.stage === Stage.Over) return fail({ code: 'game-over' });
  if (!mustPass(board)) return fail({ code: 'cannot-pass' });
  const events: GameEvent[] = [];
  applyPass(board, events);
  return { ok: true, state: fromBoard(board), events };
}

/** `place`, `explode` or `pass`, from an action object (as stored in records and sent by the machine). */
export function apply(state: GameState, action: Action): Result {
  const read = readAction(action);
  if ('code' in read) return fail(read);
  if (read.type === 'place') return place(state, read.cell);
  if (read.type === 'explode') return explode(state, read.cell, read.toward);
  return pass(state);
}

/**
 * The action an untrusted value describes, as a fresh object, or why it is not one. Only its own
 * `type`, `cell` and `toward` are read, once each; the cells' names are checked by the rules.
 */
export function readAction(value: unknown): Action | RuleError {
  const unknown = (what: string): RuleError => ({ code: 'invalid-state', reason: `unknown action: ${what}` });
  return guarded(() => {
    if (!isPlainObject(value)) return unknown(describe(value));
    const type = ownField(value, 'type');
    if (type === 'pass') return { type };
    if (type !== 'place' && type !== 'explode') return unknown(`type ${describe(type)}`);
    // Cells are text (the rules refuse a text that names no cell); anything else is refused here, so the copy is plain data.
    const cell = ownField(value, 'cell');
    if (typeof cell !== 'string') return { code: 'unknown-cell', cell: describe(cell) };
    if (type === 'place') return { type, cell: cell as Cell };
    const toward = ownField(value, 'toward');
    return typeof toward === 'string' ? { type, cell: cell as Cell, toward: toward as Cell } : { code: 'unknown-cell', cell: describe(toward) };
  }, unknown);
}

/** Where the side to move may place now (empty outside the opening and placing phases). */
export function legalPlacements(state: GameState): Cell[] {
  const board = toBoard(state);
  if ('code' in board) return [];
  const out: number[] = [];
  const n = boardPlacements(board, out);
  return out.slice(0, n).map((i) => CELLS[i]);
}

/** The cells that may explode now: mid-chain, the fullest cells holding 3+. */
export function explodableCells(state: GameState): Cell[] {
  const board = toBoard(state);
  if ('code' in board || board.stage !== Stage.Explode) return [];
  const out: number[] = [];
  const n = explodable(board, out);
  return out.slice(0, n).map((i) => CELLS[i]);
}

/** Every action the side to move may take now (placements, or explosions in both Ys). */
export function legalActions(state: GameState): Action[] {
  const board = toBoard(state);
  if ('code' in board) return [];
  if (board.stage === Stage.Explode) {
    return explodableCells(state).flatMap((cell) => yNames(cell).map((toward) => ({ type: 'explode' as const, cell, toward })));
  }
  if (mustPass(board)) return [{ type: 'pass' }];
  return legalPlacements(state).map((cell) => ({ type: 'place' as const, cell }));
}

/** The two names of a cell's Ys (a board cell on each), for listing explosion choices; [] for a name that is not a cell. */
export function yNames(cell: Cell): [Cell, Cell] | [] {
  return isCell(cell) ? [yName(cell, 0), yName(cell, 1)] : [];
}

/** Pawns on the board per side. */
export function pawnCounts(state: GameState): Record<Player, number> {
  // A malformed state counts what it can read, rather than throwing.
  return guarded(
    () => {
      const totals = { b: 0, w: 0 };
      const cells = isPlainObject(state) ? ownField(state, 'cells') : undefined;
      if (!isPlainObject(cells)) return totals;
      for (const stack of Object.values(cells)) {
        if (!isPlainObject(stack)) continue;
        const owner = ownField(stack, 'owner');
        const count = ownField(stack, 'count');
        if ((owner === 'b' || owner === 'w') && typeof count === 'number' && Number.isFinite(count)) totals[owner] += count;
      }
      return totals;
    },
    () => ({ b: 0, w: 0 }),
  );
}

/**
 * The tiles edition score the winner would get with the tiles as they are now: read from the 12 tile
 * faces alone (so position text can score a finished game before its state is whole); 0 when they are malformed.
 */
export function tilesScore(state: GameState): number {
  return guarded(
    () => {
      const tiles = isPlainObject(state) ? ownField(state, 'tiles') : undefined;
      if (!isPlainObject(tiles)) return 0;
      const board = createBoard();
      for (const cell of OUTER) {
        const face = TILE_STATES.indexOf(ownField(tiles, cell) as TileState);
        if (face < 0) return 0;
        board.tile[cellIndex(cell)] = face;
      }
      return score(board);
    },
    () => 0,
  );
}

/** Points an outer tile is worth on `face` in the tiles edition (`undefined` for an inner cell or an unknown face): white 3, gray 1, removed 0, +1 on a peak. */
export function tilePoints(cell: Cell, face: TileState): number | undefined {
  const tile = TILE_STATES.indexOf(face);
  return OUTER.includes(cell) && tile >= 0 ? boardTilePoints(cellIndex(cell), tile as Tile) : undefined;
}

function fail(error: RuleError): Result {
  return { ok: false, error };
}
