/**
 * GameState ⇄ Board, and the one check of states.
 *
 * A `GameState` may come from anywhere (a page, storage, a worker, a hand-written test), so it is
 * checked here, once, as it is copied into a `Board`: every field, of any JavaScript type, and every
 * contradiction between its phase and its cells. The rules in `board.ts` then trust the board.
 * Only own fields are read, each once, and anything that throws while being read is refused like any
 * other malformed state.
 */
import { type Board, Exit, NOBODY, SIDE, Stage, Tile, createBoard, fullest, recount, score } from './board.js';
import { CELLS, FIRST_RING, OUTER, cellIndex, isCell } from './cells.js';
import { EXITS, MAX_PAWNS_ON_BOARD, PLAYERS, TILE_STATES, type Exits, type GameState, type Player, type RuleError, type Rules } from './types.js';
import { describe, guarded, isPlainObject, ownField } from '../shared/untrusted.js';

const EXIT_CODE: Record<Exits, Exit> = { classic: Exit.Classic, express: Exit.Express, long: Exit.Long };
const STAGE_PHASE = ['opening', 'place', 'explode', 'over'] as const;

const invalid = (reason: string): RuleError => ({ code: 'invalid-state', reason });
const isPlayer = (value: unknown): value is Player => value === 'b' || value === 'w';

/** A rule set read from any value: `{ exits, tiles }` with a known exit rule and a boolean, else why not. */
export function readRules(value: unknown): Rules | RuleError {
  return guarded(
    () => {
      if (!isPlainObject(value)) return invalid(`rules must be { exits, tiles }, not ${describe(value)}`);
      const exits = ownField(value, 'exits');
      const tiles = ownField(value, 'tiles');
      if (!(EXITS as readonly unknown[]).includes(exits)) return invalid(`exits must be ${EXITS.join(', ')}, not ${describe(exits)}`);
      if (typeof tiles !== 'boolean') return invalid(`tiles must be true or false, not ${describe(tiles)}`);
      return { exits: exits as Exits, tiles };
    },
    (reason) => invalid(`rules: ${reason}`),
  );
}

/** Null when `state` is a well-formed game state, else why not (for states built by hand or loaded). */
export function checkState(state: unknown): RuleError | null {
  const board = toBoard(state as GameState);
  return 'code' in board ? board : null;
}

/** Copies a state into `board` after checking it; answers an `invalid-state` error (and never throws) when it is malformed. */
export function toBoard(state: GameState, board: Board = createBoard()): Board | RuleError {
  return guarded(
    () => readState(state, board),
    (reason) => invalid(`not a game state: ${reason}`),
  );
}

function readState(state: unknown, board: Board): Board | RuleError {
  if (!isPlainObject(state)) return invalid(`not a game state: ${describe(state)}`);
  const rules = readRules(ownField(state, 'rules'));
  if ('code' in rules) return rules;
  const toMove = ownField(state, 'toMove');
  if (!isPlayer(toMove)) return invalid(`toMove must be "b" or "w", not ${describe(toMove)}`);
  const phase = ownField(state, 'phase');
  const stage = (STAGE_PHASE as readonly unknown[]).indexOf(phase);
  if (stage < 0) return invalid(`phase must be ${STAGE_PHASE.join(', ')}, not ${describe(phase)}`);
  board.exits = EXIT_CODE[rules.exits];
  board.tiles = rules.tiles;
  board.toMove = PLAYERS.indexOf(toMove) as 0 | 1;
  board.stage = stage as Stage;
  board.winner = NOBODY;
  board.count.fill(0);
  board.owner.fill(NOBODY);
  board.tile.fill(Tile.White);
  const problem = readCells(ownField(state, 'cells'), board) ?? readTiles(ownField(state, 'tiles'), board);
  if (problem) return invalid(problem);
  recount(board);
  const outcome = readOutcome(ownField(state, 'winner'), ownField(state, 'score'), board) ?? phaseMismatch(board);
  return outcome ? invalid(outcome) : board;
}

/** Fills the board's pawns from `cells`; why they are malformed, or null. */
function readCells(cells: unknown, board: Board): string | null {
  if (!isPlainObject(cells)) return `cells must be an object of stacks, not ${describe(cells)}`;
  let total = 0;
  for (const [cell, stack] of Object.entries(cells)) {
    if (!isCell(cell)) return `cells: ${describe(cell)} is not a cell (a1 … e5)`;
    if (stack === undefined) continue; // `Partial<Record<Cell, Stack>>` allows an empty cell written as undefined
    if (!isPlainObject(stack)) return `${cell}: a stack must be { owner, count }, not ${describe(stack)}`;
    const owner = ownField(stack, 'owner');
    const count = ownField(stack, 'count');
    if (!isPlayer(owner)) return `${cell}: owner must be "b" or "w", not ${describe(owner)}`;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_PAWNS_ON_BOARD) {
      return `${cell}: count must be a whole number from 1 to ${MAX_PAWNS_ON_BOARD}, not ${describe(count)}`;
    }
    total += count;
    board.count[cellIndex(cell)] = count;
    board.owner[cellIndex(cell)] = PLAYERS.indexOf(owner);
  }
  return total > MAX_PAWNS_ON_BOARD ? `${total} pawns on the board: play never puts more than ${MAX_PAWNS_ON_BOARD} there` : null;
}

/** Fills the board's tile faces from `tiles`: all 12 outer tiles in the tiles edition, none otherwise. */
function readTiles(tiles: unknown, board: Board): string | null {
  if (!isPlainObject(tiles)) return `tiles must be an object of tile faces, not ${describe(tiles)}`;
  let faces = 0;
  for (const [cell, face] of Object.entries(tiles)) {
    if (face === undefined) continue;
    if (!isCell(cell) || !OUTER.includes(cell)) return `tiles: ${describe(cell)} is not an outer tile`;
    if (!board.tiles) return `${cell}: tile faces need the tiles edition`;
    const t = (TILE_STATES as readonly unknown[]).indexOf(face);
    if (t < 0) return `${cell}: tile must be white, gray or removed, not ${describe(face)}`;
    if (t === Tile.Removed && board.count[cellIndex(cell)]) return `${cell}: pawns on a removed tile`;
    board.tile[cellIndex(cell)] = t;
    faces++;
  }
  return board.tiles && faces !== OUTER.length ? `the tiles edition needs a face for each of the ${OUTER.length} outer tiles` : null;
}

/** Checks `winner` and `score` against the phase; sets the board's winner. */
function readOutcome(winner: unknown, points: unknown, board: Board): string | null {
  if (board.stage !== Stage.Over) {
    if (winner !== null) return `winner must be null until the game is over, not ${describe(winner)}`;
    return points === null ? null : `score must be null until the game is over, not ${describe(points)}`;
  }
  if (!isPlayer(winner)) return `a finished game needs a winner, "b" or "w", not ${describe(winner)}`;
  board.winner = PLAYERS.indexOf(winner) as 0 | 1;
  const expected = board.tiles ? score(board) : null;
  return points === expected ? null : `score must be ${expected} (${board.tiles ? 'the tiles left' : 'no tiles edition'}), not ${describe(points)}`;
}

/** Why the phase a state claims cannot be right for its cells (so no rule ever runs on a contradiction), or null. */
function phaseMismatch(board: Board): string | null {
  const most = fullest(board);
  const [b, w] = board.pawns;
  switch (board.stage) {
    case Stage.Opening: {
      if (b + w > 1) return 'an opening holds at most one pawn';
      const first = board.count.findIndex((c) => c > 0);
      if (first >= 0 && !FIRST_RING.includes(CELLS[first])) return 'opening pawns go on the first ring';
      if (first >= 0 && board.owner[first] === board.toMove) return "in the opening, the pawn down is the other side's";
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
    default:
      if (board.pawns[1 - board.winner] !== 0) return 'the loser of a finished game still has pawns';
      return board.pawns[board.winner] > 0 ? null : 'the winner of a finished game has no pawn';
  }
}

/** A fresh, plain `GameState` of the board (what every accepted input is handed back as). */
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
