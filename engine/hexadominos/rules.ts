/**
 * The public rules API: a plain `GameState` in, a new `GameState` and what happened out (RULES.md).
 * Every function checks its input and answers a typed `RuleError` instead of throwing; a refused action
 * changes nothing (states are never mutated: each action builds a new one).
 */
import { type Axial, cellKey, isAxial } from '../shared/hex.js';
import { checkState } from './check.js';
import {
  ORIGIN, type Scored, canPlaceAny, fitsOnBoard, indexBoard, mismatches, placementAt, rackActions, rackPlacements, requirements, scoreOnGrid, spotAt,
} from './table.js';
import { describe, isRotation, isTile, tilesSum } from './tiles.js';
import type {
  Action, Ending, GameEvent, GameState, PassRefusal, PlacedTile, Placement, Result, RuleError, Scoring, Seat, Stage,
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
  if (!isAxial(at)) return fail({ code: 'invalid-cell', reason: `${describe(at)} is not [q, r] with whole numbers` });
  if (!isRotation(rot)) return fail({ code: 'invalid-rotation', reason: `${describe(rot)} is not a rotation 0 to 5` });
  const cell: Axial = [at[0], at[1]];
  if (!Array.isArray(board)) return fail({ code: 'invalid-state', reason: 'board must be a list of placed tiles' });
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
  if (checkState(state) || state.over) return 'over';
  if (state.board.length === 0) return 'first';
  return state.draws > 0 ? 'drawn' : 'turn';
}

/** The player to move places `tile` from their rack at `at`, turned `rot`. */
export function place(state: GameState, tile: unknown, at: unknown, rot: unknown): Result {
  const problem = checkState(state) ?? (state.over ? { code: 'game-over' as const } : null);
  if (problem) return { ok: false, error: problem };
  if (!isTile(tile)) return { ok: false, error: { code: 'invalid-tile', tile: describe(tile) } };
  const rack = state.racks[state.toMove];
  if (!rack.includes(tile)) return { ok: false, error: { code: 'not-in-rack', tile } };
  if (state.drawn !== null && tile !== state.drawn) return { ok: false, error: { code: 'must-place-drawn', tile, drawn: state.drawn } };
  const scored = scorePlacement(state.board, state.scoring, tile, at, rot);
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
  const problem = checkState(state) ?? drawRefusal(facts(state));
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
    ok: true, state: next,
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
  const problem = checkState(state) ?? (state.over ? { code: 'game-over' as const } : null);
  if (problem) return { ok: false, error: problem };
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
  return canPlaceAny(turn.board, turn.rack) ? 'can-place' : null;
}

/** `place`, `draw` or `pass` from an action object (as records store them and the machine sends them). */
export function apply(state: GameState, action: Action): Result {
  if (!action || typeof action !== 'object') return { ok: false, error: { code: 'invalid-action', reason: 'an action is an object with a type' } };
  if (action.type === 'place') return place(state, action.tile, action.at, action.rot);
  if (action.type === 'draw') return draw(state);
  if (action.type === 'pass') return pass(state);
  return { ok: false, error: { code: 'invalid-action', reason: `unknown action type ${describe((action as { type?: unknown }).type)}` } };
}

/**
 * Every legal placement for the player to move, with what each shares and scores: of `tile` when given
 * (empty if it may not be placed now), else of the whole rack — only the tile just drawn after a draw.
 */
export function legalPlacements(state: GameState, tile?: unknown): Placement[] {
  if (checkState(state) || state.over) return [];
  return placementsOf(state, tile);
}

/** `legalPlacements` of a state already checked and not over. */
function placementsOf(state: GameState, tile?: unknown): Placement[] {
  const rack = state.racks[state.toMove];
  const playable = state.drawn !== null ? [state.drawn] : rack;
  return rackPlacements(state.board, tile === undefined ? playable : playable.filter((t) => t === tile), state.scoring);
}

/** Whether the player to move may draw now. */
export function canDraw(state: GameState): boolean {
  return !checkState(state) && drawRefusal(facts(state)) === null;
}

/** Whether the player to move may pass now. */
export function canPass(state: GameState): boolean {
  return !checkState(state) && !state.over && passRefusal(facts(state)) === null;
}

/** Every action the player to move may take now: placements, then `draw`, then `pass`. */
export function legalActions(state: GameState): Action[] {
  if (checkState(state) || state.over) return [];
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
    ...state, board: [...state.board], racks: state.racks.map((rack) => [...rack]), pile: [...state.pile],
    scores: [...state.scores], winners: [...state.winners],
  };
  return copy;
}

