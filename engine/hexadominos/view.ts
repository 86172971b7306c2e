/**
 * What one seat may know: its own rack, the other racks' sizes, the pile's size, the table, scores and
 * the turn. The element and the computer players work from a view, so no screen and no bot ever reads
 * another rack, the pile's order, or the seed (from which the whole deal follows).
 */
import { boardProblem, checkState, isWhole } from './check.js';
import { isTile } from './tiles.js';
import { type TurnFacts, drawRefusal, passRefusal, stage } from './rules.js';
import { rackPlacements } from './table.js';
import {
  type Action, type Ending, type GameEvent, type GameState, type MatchInfo, type Outcome, type PlacedTile, type Placement, SCORINGS,
  type Scoring, type Seat, type Stage, type StarterDraw, type Tile,
} from './types.js';

export interface SeatView {
  seat: Seat; // whose view this is
  players: number;
  scoring: Scoring;
  board: PlacedTile[]; // in the order placed
  rack: Tile[]; // this seat's tiles
  rackSizes: number[]; // every seat's tile count (this seat's included)
  pileSize: number;
  scores: number[];
  toMove: Seat;
  stage: Stage; // first | turn | drawn | over
  draws: number; // draws made this turn (by the player to move)
  drawn: Tile | null; // the tile the player to move drew last, shown only to that player
  over: boolean;
  ending: Ending | null;
  winners: Seat[];
  starter: StarterDraw | null; // the who-starts draw; its rounds only until the first tile is down (see below)
  match?: MatchInfo;
}

/**
 * The view of `state` for `seat`. The who-starts draw's tiles were seen face up, then shuffled back into
 * the pile: once play starts they may be drawn into someone's rack, so the view keeps only who started.
 */
export function viewFor(state: GameState, seat: Seat): Outcome<SeatView> {
  const problem = checkState(state);
  if (problem) return { ok: false, error: problem };
  if (!isWhole(seat, 0, state.players - 1)) return { ok: false, error: { code: 'invalid-options', reason: `seat must be 0 to ${state.players - 1}` } };
  const started = state.board.length > 0;
  const view: SeatView = {
    seat,
    players: state.players,
    scoring: state.scoring,
    board: state.board.map(({ at, tile, rot }) => ({ at: [at[0], at[1]], tile, rot })),
    rack: [...state.racks[seat]],
    rackSizes: state.racks.map((rack) => rack.length),
    pileSize: state.pile.length,
    scores: [...state.scores],
    toMove: state.toMove,
    stage: stage(state),
    draws: state.draws,
    drawn: seat === state.toMove ? state.drawn : null,
    over: state.over,
    ending: state.ending,
    winners: [...state.winners],
    starter: state.starter && { starter: state.starter.starter, rounds: started ? [] : state.starter.rounds.map((round) => round.map((e) => ({ ...e }))) },
  };
  if (state.match) view.match = { ...state.match, totals: [...state.match.totals] };
  return { ok: true, value: view };
}

/** The events as `seat` may see them: a tile another seat drew is hidden (`tile: null`). */
export function viewEvents(events: readonly GameEvent[], seat: Seat): GameEvent[] {
  if (!Array.isArray(events)) return [];
  return events.map((event) => (event?.type === 'drew' && event.seat !== seat ? { ...event, tile: null } : event));
}

function turnFacts(view: SeatView): TurnFacts {
  return { over: view.over, board: view.board, rack: view.rack, draws: view.draws, pileSize: view.pileSize };
}

/** Whether `view` is well formed (as viewFor makes them) and its seat is to move. */
function myTurn(view: SeatView): boolean {
  if (!view || typeof view !== 'object' || view.over !== false || view.seat !== view.toMove) return false;
  const tilesOk = Array.isArray(view.rack) && view.rack.every(isTile) && (view.drawn === null || view.rack.includes(view.drawn));
  return tilesOk && (SCORINGS as readonly unknown[]).includes(view.scoring) && isWhole(view.draws, 0, 3)
    && isWhole(view.pileSize, 0, Number.MAX_SAFE_INTEGER) && boardProblem(view.board) === null;
}

/** The placements open to the viewing seat when it is to move (of `tile` when given), as `legalPlacements` gives them. */
export function viewPlacements(view: SeatView, tile?: Tile): Placement[] {
  if (!myTurn(view)) return [];
  const playable = view.drawn !== null ? [view.drawn] : view.rack;
  const tiles = tile === undefined ? playable : playable.filter((t) => t === tile);
  return rackPlacements(view.board, tiles, view.scoring);
}

/** Every action open to the viewing seat (none when it is not to move): placements, then draw, then pass. */
export function viewLegalActions(view: SeatView): Action[] {
  if (!myTurn(view)) return [];
  const actions: Action[] = viewPlacements(view).map(({ tile, at, rot }) => ({ type: 'place', tile, at, rot }));
  if (drawRefusal(turnFacts(view)) === null) actions.push({ type: 'draw' });
  if (passRefusal(turnFacts(view)) === null) actions.push({ type: 'pass' });
  return actions;
}
