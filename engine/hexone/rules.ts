/**
 * The immutable public rules API: plain `GameState` in, new `GameState` (plus what happened) out.
 * Every function checks its input and answers a typed `RuleError` instead of throwing;
 * the rules themselves live once, in `board.ts`.
 */
import {
  type Board, Exit, NOBODY, SIDE, Stage, Tile,
  applyExplosion, applyPlacement, createBoard, explodable, explosionError, legalPlacements as boardPlacements,
  fullest, mustPass, applyPass, placementError, recount, score, tilePoints as boardTilePoints,
} from './board.js';
import { CELLS, type Cell, FIRST_RING, OUTER, cellIndex, isCell, yName, yToward } from './cells.js';
import {
  EXITS, TILE_STATES, type Action, type GameEvent, type GameState, type Player, type Result, type RuleError,
  type Rules, type Stack, type TileState,
} from './types.js';

export const DEFAULT_RULES: Rules = { exits: 'classic', tiles: false };
const EXIT_CODE: Record<Rules['exits'], Exit> = { classic: Exit.Classic, express: Exit.Express, long: Exit.Long };
const STAGE_PHASE = ['opening', 'place', 'explode', 'over'] as const;

/** An empty board in its opening, `first` to move. */
export function newGame(rules: Partial<Rules> = {}, first: Player = 'b'): GameState {
  const r = { ...DEFAULT_RULES, ...rules };
  return {
    rules: r,
    phase: 'opening',
    toMove: first,
    cells: {},
    tiles: r.tiles ? Object.fromEntries(OUTER.map((c) => [c, 'white'])) : {},
    winner: null,
    score: null,
  };
}

/** Places a pawn of the side to move on `cell`. */
export function place(state: GameState, cell: string): Result {
  const board = toBoard(state);
  if ('code' in board) return fail(board);
  if (!isCell(cell)) return fail({ code: 'unknown-cell', cell: String(cell) });
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
  if (!isCell(cell)) return fail({ code: 'unknown-cell', cell: String(cell) });
  if (!isCell(toward)) return fail({ code: 'unknown-cell', cell: String(toward) });
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
  if (action?.type === 'place') return place(state, action.cell);
  if (action?.type === 'explode') return explode(state, action.cell, action.toward);
  if (action?.type === 'pass') return pass(state);
  return fail({ code: 'invalid-state', reason: 'unknown action' });
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
  if (state?.phase === 'explode') {
    return explodableCells(state).flatMap((cell) => yNames(cell).map((toward) => ({ type: 'explode' as const, cell, toward })));
  }
  const placements = legalPlacements(state).map((cell) => ({ type: 'place' as const, cell }));
  if (placements.length === 0 && state?.phase === 'place' && pass(state).ok) return [{ type: 'pass' }];
  return placements;
}

/** The two names of a cell's Ys (a board cell on each), for listing explosion choices. */
export function yNames(cell: Cell): [Cell, Cell] {
  return [yName(cell, 0), yName(cell, 1)];
}

/** Pawns on the board per side. */
export function pawnCounts(state: GameState): Record<Player, number> {
  const totals = { b: 0, w: 0 };
  const cells: unknown = state?.cells;
  if (!cells || typeof cells !== 'object') return totals;
  for (const stack of Object.values(cells) as (Stack | undefined)[]) {
    // Skips what is not a stack, so a malformed state counts what it can instead of throwing.
    if ((stack?.owner === 'b' || stack?.owner === 'w') && Number.isFinite(stack.count)) totals[stack.owner] += stack.count;
  }
  return totals;
}

/** The tiles edition score the winner would get with the tiles as they are now. */
export function tilesScore(state: GameState): number {
  const board = toBoard(state);
  return 'code' in board ? 0 : score(board);
}

/** Points an outer tile is worth on `face` in the tiles edition (`undefined` for an inner cell): white 3, gray 1, removed 0, +1 on a peak. */
export function tilePoints(cell: Cell, face: TileState): number | undefined {
  return OUTER.includes(cell) ? boardTilePoints(cellIndex(cell), TILE_STATES.indexOf(face) as Tile) : undefined;
}

/** Null when `state` is a well-formed game state, else why not (for states built by hand or loaded). */
export function checkState(state: GameState): RuleError | null {
  const board = toBoard(state);
  return 'code' in board ? board : null;
}

// ---------------------------------------------------------------------------------------------
// GameState <-> Board. The state is checked here, once, so the rules can trust the board.

export function toBoard(state: GameState, board: Board = createBoard()): Board | RuleError {
  const bad = (reason: string): RuleError => ({ code: 'invalid-state', reason });
  if (!state || typeof state !== 'object') return bad('not a game state');
  const rules = state.rules;
  if (!rules || !EXITS.includes(rules.exits) || typeof rules.tiles !== 'boolean') return bad('rules must be { exits, tiles }');
  if (state.toMove !== 'b' && state.toMove !== 'w') return bad('toMove must be "b" or "w"');
  const stage = STAGE_PHASE.indexOf(state.phase as (typeof STAGE_PHASE)[number]);
  if (stage < 0) return bad(`unknown phase ${String(state.phase)}`);
  board.exits = EXIT_CODE[rules.exits];
  board.tiles = rules.tiles;
  board.toMove = SIDE.indexOf(state.toMove) as 0 | 1;
  board.stage = stage as Stage;
  board.count.fill(0);
  board.owner.fill(NOBODY);
  board.tile.fill(Tile.White);
  for (const [cell, stack] of Object.entries(state.cells ?? {})) {
    if (!isCell(cell)) return bad(`unknown cell ${cell}`);
    if (!stack) continue;
    const { owner, count } = stack as Stack;
    if (owner !== 'b' && owner !== 'w') return bad(`${cell}: owner must be "b" or "w"`);
    if (!Number.isInteger(count) || count < 1 || count > 99) return bad(`${cell}: count must be a whole number from 1`);
    board.count[cellIndex(cell)] = count;
    board.owner[cellIndex(cell)] = SIDE.indexOf(owner);
  }
  for (const [cell, face] of Object.entries(state.tiles ?? {})) {
    if (!isCell(cell) || !OUTER.includes(cell)) return bad(`${cell} is not an outer tile`);
    const t = (TILE_STATES as readonly string[]).indexOf(face);
    if (t < 0) return bad(`${cell}: tile must be white, gray or removed`);
    if (t === Tile.Removed && board.count[cellIndex(cell)]) return bad(`${cell}: pawns on a removed tile`);
    if (t !== Tile.White && !rules.tiles) return bad(`${cell}: tile faces need the tiles edition`);
    board.tile[cellIndex(cell)] = t as Tile;
  }
  recount(board);
  board.winner = state.winner === 'b' ? 0 : state.winner === 'w' ? 1 : NOBODY;
  const phaseProblem = phaseMismatch(board, state);
  if (phaseProblem) return bad(phaseProblem);
  return board;
}

/** Why the phase a state claims cannot be right for its cells (so no rule ever runs on a contradiction), or null. */
function phaseMismatch(board: Board, state: GameState): string | null {
  const most = fullest(board);
  const [b, w] = board.pawns;
  switch (board.stage) {
    case Stage.Opening: {
      if (b + w > 1) return 'an opening holds at most one pawn';
      const first = board.count.findIndex((c) => c > 0);
      if (first >= 0 && !FIRST_RING.includes(CELLS[first])) return 'opening pawns go on the first ring';
      if (first >= 0 && board.owner[first] === board.toMove) return 'in the opening, the pawn down is the other side\'s';
      return null;
    }
    case Stage.Place:
    case Stage.Explode:
      if (!b || !w) return 'one side has no pawn: the game is over';
      if (board.stage === Stage.Place) return most >= 3 ? 'a cell holds 3+ pawns, so the phase must be explode' : null;
      if (most < 3) return 'no cell holds 3+ pawns, so nothing can explode';
      for (let i = 0; i < board.count.length; i++) {
        if (board.count[i] >= 3 && board.owner[i] !== board.toMove) return `${CELLS[i]} holds 3+ pawns mid-chain, so they must be the side to move's`;
      }
      return null;
    default: {
      if (state.winner !== 'b' && state.winner !== 'w') return 'a finished game needs a winner, "b" or "w"';
      return board.pawns[1 - board.winner] === 0 ? null : 'the loser of a finished game still has pawns';
    }
  }
}

export function fromBoard(board: Board): GameState {
  const cells: GameState['cells'] = {};
  const tiles: GameState['tiles'] = {};
  CELLS.forEach((cell, i) => {
    if (board.count[i]) cells[cell] = { owner: SIDE[board.owner[i]], count: board.count[i] };
  });
  if (board.tiles) for (const cell of OUTER) tiles[cell] = TILE_STATES[board.tile[cellIndex(cell)]];
  const over = board.stage === Stage.Over;
  return {
    rules: { exits: EXITS[board.exits], tiles: board.tiles },
    phase: STAGE_PHASE[board.stage],
    // Once over, the state reads from the winner's side (what position text says of a finished game).
    toMove: over && board.winner !== NOBODY ? SIDE[board.winner] : SIDE[board.toMove],
    cells,
    tiles,
    winner: over && board.winner !== NOBODY ? SIDE[board.winner] : null,
    score: over && board.tiles ? score(board) : null,
  };
}

function fail(error: RuleError): Result {
  return { ok: false, error };
}
