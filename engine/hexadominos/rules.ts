/**
 * The public rules API: a plain `GameState` in, a new `GameState` and what happened out (RULES.md).
 * Every function reads its input once into a checked copy (`readState`, `readAction`, `readBoard`) and
 * answers a typed `RuleError` instead of throwing; a refused action changes nothing (states are never
 * mutated: each action builds a new one).
 *
 * Each public function checks, then calls an unchecked one (`placeOn`, `applyTo`, `legalActionsOf`, …)
 * which the engine's own loops call directly with states it made itself (random games: `playout.ts`),
 * so they do not pay for checks at every step.
 */
import { type Axial, cellKey } from '../shared/hex.js';
import { guarded, readFields } from '../shared/untrusted.js';
import { readBoard, readCell } from './board.js';
import { readState } from './check.js';
import {
  ORIGIN,
  type Scored,
  fitsOnBoard,
  indexBoard,
  mismatches,
  placementAt,
  rackActions,
  rackPlacements,
  requirements,
  scoreOnGrid,
  spotAt,
} from './table.js';
import { type Rotation, type Tile, describe, isRotation, isTile, tilesSum } from './tiles.js';
import {
  type Action,
  type Ending,
  type GameEvent,
  type GameState,
  type PassRefusal,
  type PlacedTile,
  type Placement,
  type Result,
  type RuleError,
  SCORINGS,
  type Scoring,
  type Seat,
  type Stage,
} from './types.js';

/** Points a draw costs in standard scoring, and the extra for the third draw of a turn. */
export const DRAW_PENALTY = 5;
export const THIRD_DRAW_EXTRA = 10;
export const MAX_DRAWS = 3;
/** The last-tile bonus: 25 in standard scoring (plus the other racks' sums), 5 in simple. */
export const LAST_TILE_BONUS = { standard: 25, simple: 5, kids: 0 } as const;

/**
 * Whether `tile` may go at `at` with rotation `rot` on `board`, and what it would share and score: the cell
 * is free and touches a tile (or is [0, 0] on an empty board), and every shared side matches. Rack and
 * turn are not looked at, so a computer player can try tiles it imagines.
 */
export function scorePlacement(board: readonly PlacedTile[], scoring: Scoring, tile: unknown, at: unknown, rot: unknown): Scored {
  const fail = (error: RuleError): Scored => ({ ok: false, error });
  if (!isTile(tile)) return fail({ code: 'invalid-tile', tile: describe(tile) });
  const cell = guarded(
    () => readCell(at),
    () => null,
  );
  if (!cell) return fail({ code: 'invalid-cell', reason: `${describe(at)} is not [q, r] with whole numbers` });
  if (!isRotation(rot)) return fail({ code: 'invalid-rotation', reason: `${describe(rot)} is not a rotation 0 to 5` });
  if (!(SCORINGS as readonly unknown[]).includes(scoring)) return fail({ code: 'invalid-state', reason: 'scoring must be standard, simple or kids' });
  const read = guarded(
    () => readBoard(board),
    (reason) => `board: ${reason}`,
  );
  if (typeof read === 'string') return fail({ code: 'invalid-state', reason: read });
  return scoreOn(read, scoring, tile, cell, rot);
}

/** `scorePlacement` for a board read and arguments checked. */
function scoreOn(board: readonly PlacedTile[], scoring: Scoring, tile: Tile, cell: Axial, rot: Rotation): Scored {
  const fail = (error: RuleError): Scored => ({ ok: false, error });
  if (board.length === 0) {
    if (cell[0] !== 0 || cell[1] !== 0) return fail({ code: 'first-at-origin', at: cell });
    return { ok: true, placement: placementAt(spotAt(new Map(), ORIGIN), tile, rot, scoring, true) };
  }
  const onGrid = scoreOnGrid(board, scoring, tile, cell, rot);
  if (onGrid) return onGrid;
  // A table spread too wide for a grid (written by hand): the plain way.
  const index = indexBoard(board);
  if (index.has(cellKey(cell))) return fail({ code: 'occupied', at: cell });
  const need = requirements(index, cell);
  if (need.every((value) => value === 0)) return fail({ code: 'not-touching', at: cell });
  const directions = mismatches(tile, rot, need);
  if (directions.length) return fail({ code: 'sides-mismatch', tile, at: cell, rot, directions });
  return { ok: true, placement: placementAt(spotAt(index, cell), tile, rot, scoring, false) };
}

/** Where the turn stands: the first tile to come, a turn, after a draw, or over (`'over'` too for a malformed state). */
export function stage(state: GameState): Stage {
  const read = readState(state);
  return read.ok ? stageOf(read.state) : 'over';
}

/** `stage` of a state already checked. */
export function stageOf(state: GameState): Stage {
  if (state.over) return 'over';
  if (state.board.length === 0) return 'first';
  return state.draws > 0 ? 'drawn' : 'turn';
}

/** The player to move places `tile` from their rack at `at`, turned `rot`. */
export function place(state: GameState, tile: unknown, at: unknown, rot: unknown): Result {
  const read = readState(state);
  return read.ok ? placeOn(read.state, tile, at, rot) : read;
}

/** `place` on a state already checked (`tile`, `at` and `rot` may be anything: they are checked here). */
export function placeOn(state: GameState, tile: unknown, at: unknown, rot: unknown): Result {
  if (state.over) return { ok: false, error: { code: 'game-over' } };
  if (!isTile(tile)) return { ok: false, error: { code: 'invalid-tile', tile: describe(tile) } };
  const rack = state.racks[state.toMove];
  if (!rack.includes(tile)) return { ok: false, error: { code: 'not-in-rack', tile } };
  if (state.drawn !== null && tile !== state.drawn) return { ok: false, error: { code: 'must-place-drawn', tile, drawn: state.drawn } };
  const cell = guarded(
    () => readCell(at),
    () => null,
  );
  if (!cell) return { ok: false, error: { code: 'invalid-cell', reason: `${describe(at)} is not [q, r] with whole numbers` } };
  if (!isRotation(rot)) return { ok: false, error: { code: 'invalid-rotation', reason: `${describe(rot)} is not a rotation 0 to 5` } };
  const scored = scoreOn(state.board, state.scoring, tile, cell, rot);
  if (!scored.ok) return scored;
  const { placement } = scored;
  const seat = state.toMove;
  const next = copyState(state);
  next.board.push({ at: placement.at, tile, rot: placement.rot });
  next.racks[seat] = rack.filter((t) => t !== tile);
  next.scores[seat] += placement.points;
  const events: GameEvent[] = [{ type: 'tilePlaced', seat, tile, at: placement.at, rot: placement.rot }];
  if (placement.sides.length) events.push({ type: 'sidesMatched', seat, at: placement.at, sides: placement.sides });
  if (placement.flowers.length) events.push({ type: 'flowers', seat, cells: placement.flowers });
  events.push({ type: 'points', seat, base: placement.base, bonus: placement.bonus, points: placement.points, score: next.scores[seat] });
  next.draws = 0;
  next.drawn = null;
  if (next.racks[seat].length === 0) {
    const fromRacks = state.scoring === 'standard' ? tilesSum(next.racks.flat()) : 0;
    const bonus = LAST_TILE_BONUS[state.scoring];
    next.scores[seat] += bonus + fromRacks;
    events.push({ type: 'lastTile', seat, bonus, fromRacks, points: bonus + fromRacks, score: next.scores[seat] });
  }
  // A match to a target is won by the first seat whose running total reaches it, at once (RULES.md,
  // "Target score"): the move is scored in full above, then play stops, whatever is left in the racks.
  const total = matchTotal(next, seat);
  if (total !== null && total >= next.match!.target) {
    events.push({ type: 'matchWon', seat, total, target: next.match!.target });
    finish(next, next.racks[seat].length === 0 ? 'lastTile' : 'target', events, [seat]);
  } else if (next.racks[seat].length === 0) finish(next, 'lastTile', events);
  else endTurn(next, events);
  return { ok: true, state: next, events };
}

/** A seat's running total in the match `state` belongs to (earlier games plus this one), or null outside a match. */
export function matchTotal(state: GameState, seat: Seat): number | null {
  return state.match ? state.match.totals[seat] + state.scores[seat] : null;
}

/** The player to move draws the top tile of the pile (standard scoring: −5, the third draw −15). */
export function draw(state: GameState): Result {
  const read = readState(state);
  return read.ok ? drawOn(read.state) : read;
}

/** `draw` on a state already checked. */
export function drawOn(state: GameState): Result {
  const problem = drawRefusal(facts(state));
  if (problem) return { ok: false, error: problem };
  const seat = state.toMove;
  const next = copyState(state);
  const tile = next.pile.shift()!;
  next.racks[seat].push(tile);
  next.draws++;
  next.drawn = tile;
  const penalty = state.scoring !== 'standard' ? 0 : DRAW_PENALTY + (next.draws === MAX_DRAWS ? THIRD_DRAW_EXTRA : 0);
  next.scores[seat] -= penalty;
  return {
    ok: true,
    state: next,
    events: [{ type: 'drew', seat, tile, draw: next.draws, penalty, score: next.scores[seat], pile: next.pile.length }],
  };
}

/**
 * What the draw and pass rules look at, which a seat's view holds too (view.ts asks the same questions
 * without seeing the other racks or the pile's order).
 */
export interface TurnFacts {
  over: boolean;
  board: readonly PlacedTile[];
  rack: readonly string[]; // the mover's rack
  draws: number;
  pileSize: number;
}

function facts(state: GameState): TurnFacts {
  return { over: state.over, board: state.board, rack: state.racks[state.toMove], draws: state.draws, pileSize: state.pile.length };
}

/** Why the mover may not draw now, or null. */
export function drawRefusal(turn: TurnFacts): RuleError | null {
  if (turn.over) return { code: 'game-over' };
  if (turn.board.length === 0) return { code: 'draw-before-first' };
  if (turn.draws >= MAX_DRAWS) return { code: 'draw-limit' };
  if (turn.pileSize === 0) return { code: 'pile-empty' };
  return null;
}

/**
 * The player to move ends their turn without placing. Allowed before drawing only when nothing can be
 * drawn (pile empty, or the first tile not down) and no rack tile fits; after a draw, only when no
 * further draw is possible (three made, or the pile empty).
 */
export function pass(state: GameState): Result {
  const read = readState(state);
  return read.ok ? passOn(read.state) : read;
}

/** `pass` on a state already checked. */
export function passOn(state: GameState): Result {
  if (state.over) return { ok: false, error: { code: 'game-over' } };
  const refusal = passRefusal(facts(state));
  if (refusal) return { ok: false, error: { code: 'cannot-pass', reason: refusal } };
  const next = copyState(state);
  const events: GameEvent[] = [{ type: 'passed', seat: state.toMove }];
  next.draws = 0;
  next.drawn = null;
  endTurn(next, events);
  return { ok: true, state: next, events };
}

/** Why the mover may not pass now (the game goes on), or null. */
export function passRefusal(turn: TurnFacts): PassRefusal | null {
  if (turn.draws > 0) return turn.draws < MAX_DRAWS && turn.pileSize > 0 ? 'can-draw-again' : null;
  if (turn.pileSize > 0 && turn.board.length > 0) return 'pile-not-empty';
  return fitsOnBoard(turn.board, turn.rack) ? 'can-place' : null;
}

/** `place`, `draw` or `pass` from an action object (as records store them and the machine sends them). */
export function apply(state: GameState, action: Action): Result {
  const read = guarded(
    () => readAction(action),
    (reason) => `an action is an object with a type (${reason})`,
  );
  if (typeof read === 'string') return { ok: false, error: { code: 'invalid-action', reason: read } };
  const game = readState(state);
  return game.ok ? applyTo(game.state, read) : game;
}

/** `apply` of an action already read (`readAction`) on a state already checked. */
export function applyTo(state: GameState, action: Action): Result {
  if (action.type === 'place') return placeOn(state, action.tile, action.at, action.rot);
  return action.type === 'draw' ? drawOn(state) : passOn(state);
}

const ACTION_FIELDS = ['type', 'tile', 'at', 'rot'] as const;

/**
 * An action from outside read once into a fresh object, or why it is not one (an object with a known
 * `type`). A placement's tile, cell and rotation are read here and checked by the rules, which name
 * what is wrong (`invalid-tile`, `invalid-cell`, `invalid-rotation`). May throw (a getter): call it inside `guarded`.
 */
export function readAction(value: unknown): Action | string {
  const a = readFields(value, ACTION_FIELDS, 'an action');
  if (typeof a === 'string') return 'an action is an object with a type';
  if (a.type === 'draw' || a.type === 'pass') return { type: a.type };
  if (a.type !== 'place') return `unknown action type ${describe(a.type)}`;
  // A cell that does not read stays as given: the rules then refuse it as `invalid-cell`, describing it.
  return { type: 'place', tile: a.tile as Tile, at: (readCell(a.at) ?? a.at) as Axial, rot: a.rot as Rotation };
}

/**
 * Every legal placement for the player to move, with what each shares and scores: of `tile` when given
 * (empty if it may not be placed now), else of the whole rack — only the tile just drawn after a draw.
 */
export function legalPlacements(state: GameState, tile?: unknown): Placement[] {
  const read = readState(state);
  return read.ok && !read.state.over ? placementsOf(read.state, tile) : [];
}

/** `legalPlacements` of a state already checked and not over. */
function placementsOf(state: GameState, tile?: unknown): Placement[] {
  const rack = state.racks[state.toMove];
  const playable = state.drawn !== null ? [state.drawn] : rack;
  return rackPlacements(state.board, tile === undefined ? playable : playable.filter((t) => t === tile), state.scoring);
}

/** Whether the player to move may draw now. */
export function canDraw(state: GameState): boolean {
  const read = readState(state);
  return read.ok && drawRefusal(facts(read.state)) === null;
}

/** Whether the player to move may pass now. */
export function canPass(state: GameState): boolean {
  const read = readState(state);
  return read.ok && !read.state.over && passRefusal(facts(read.state)) === null;
}

/** Every action the player to move may take now: placements, then `draw`, then `pass`. */
export function legalActions(state: GameState): Action[] {
  const read = readState(state);
  return read.ok ? legalActionsOf(read.state) : [];
}

/** `legalActions` of a state already checked. */
export function legalActionsOf(state: GameState): Action[] {
  if (state.over) return [];
  const rack = state.racks[state.toMove];
  const actions: Action[] = rackActions(state.board, state.drawn !== null ? [state.drawn] : rack);
  if (drawRefusal(facts(state)) === null) actions.push({ type: 'draw' });
  if (passRefusal(facts(state)) === null) actions.push({ type: 'pass' });
  return actions;
}

/** Next seat's turn, unless the pile is empty and nobody can place: then the game ends, blocked. */
function endTurn(next: GameState, events: GameEvent[]): void {
  if (next.pile.length === 0) {
    if (!next.racks.some((rack) => fitsOnBoard(next.board, rack))) {
      const adjustments = next.racks.map((rack) => (next.scoring === 'standard' ? -tilesSum(rack) : 0));
      adjustments.forEach((points, seat) => (next.scores[seat] += points));
      events.push({ type: 'blocked', adjustments, tilesLeft: next.racks.map((rack) => rack.length), scores: [...next.scores] });
      finish(next, 'blocked', events);
      return;
    }
  }
  next.toMove = (next.toMove + 1) % next.players;
  events.push({ type: 'turn', toMove: next.toMove });
}

/** Ends the game; `winners` is given when the match's target decided it, else the game's own rule picks them. */
function finish(next: GameState, ending: Ending, events: GameEvent[], winners?: Seat[]): void {
  next.over = true;
  next.ending = ending;
  next.winners = winners ?? winnersOf(next, ending);
  events.push({ type: 'gameOver', ending, winners: next.winners, scores: [...next.scores] });
}

/**
 * Highest score wins (ties share); in kids scoring, the seat out of tiles, or when blocked the fewest tiles
 * left. A game stopped by the match's target is won by the seat that reached it (the last mover).
 */
export function winnersOf(state: GameState, ending: Ending): Seat[] {
  if (ending === 'target') return [state.toMove];
  if (state.scoring === 'kids') {
    if (ending === 'lastTile') return [state.toMove];
    const fewest = Math.min(...state.racks.map((rack) => rack.length));
    return state.racks.flatMap((rack, seat) => (rack.length === fewest ? [seat] : []));
  }
  const best = Math.max(...state.scores);
  return state.scores.flatMap((score, seat) => (score === best ? [seat] : []));
}

/** A copy whose lists can be changed without touching `state` (placed tiles and cells are never mutated). */
function copyState(state: GameState): GameState {
  const copy: GameState = {
    ...state,
    board: [...state.board],
    racks: state.racks.map((rack) => [...rack]),
    pile: [...state.pile],
    scores: [...state.scores],
    winners: [...state.winners],
  };
  return copy;
}
