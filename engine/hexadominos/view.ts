/**
 * What one seat may know: its own rack, the other racks' sizes, the pile's size, the table, scores and
 * the turn. The element and the computer players work from a view, so no screen and no bot ever reads
 * another rack, the pile's order, or the seed (from which the whole deal follows).
 */
import { guarded, readData, readFields, readList } from '../shared/untrusted.js';
import { boardProblem, readBoard } from './board.js';
import { isWhole, readState } from './check.js';
import { MAX_TILES, isTile, readTiles } from './tiles.js';
import { type TurnFacts, drawRefusal, passRefusal, stageOf } from './rules.js';
import { rackPlacements } from './table.js';
import {
  type Action,
  type Ending,
  type GameEvent,
  type GameState,
  type MatchInfo,
  type Outcome,
  type PlacedTile,
  type Placement,
  SCORINGS,
  type Scoring,
  type Seat,
  type Stage,
  type StarterDraw,
  type Tile,
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
  const read = readState(state);
  if (!read.ok) return read;
  return viewOf(read.state, seat);
}

/** `viewFor` of a state already checked (its copy: the view may share its lists). */
function viewOf(state: GameState, seat: Seat): Outcome<SeatView> {
  if (!isWhole(seat, 0, state.players - 1)) return { ok: false, error: { code: 'invalid-options', reason: `seat must be 0 to ${state.players - 1}` } };
  const started = state.board.length > 0;
  const view: SeatView = {
    seat,
    players: state.players,
    scoring: state.scoring,
    board: state.board,
    rack: state.racks[seat],
    rackSizes: state.racks.map((rack) => rack.length),
    pileSize: state.pile.length,
    scores: state.scores,
    toMove: state.toMove,
    stage: stageOf(state),
    draws: state.draws,
    drawn: seat === state.toMove ? state.drawn : null,
    over: state.over,
    ending: state.ending,
    winners: state.winners,
    starter: state.starter && { starter: state.starter.starter, rounds: started ? [] : state.starter.rounds },
  };
  if (state.match) view.match = state.match;
  return { ok: true, value: view };
}

/** The most events a list may hold (one action gives at most seven), and the most values in each. */
const MAX_EVENTS = 10_000;
const EVENT_BUDGET = 1000;

/**
 * The events as `seat` may see them: a tile another seat drew is hidden (`tile: null`). Each event is
 * read once into a plain copy (so a getter cannot show the tile after the check); [] when `events` is not
 * a list of at most 10,000 events (objects with a `type`) that read as plain data.
 */
export function viewEvents(events: readonly GameEvent[], seat: Seat): GameEvent[] {
  return guarded(
    () => {
      const list = readList(events, MAX_EVENTS, 'events');
      if (typeof list === 'string') return [];
      const seen: GameEvent[] = [];
      for (const item of list) {
        const copy = readData(item, EVENT_BUDGET, 6);
        const event = copy.ok ? (copy.value as GameEvent) : null;
        if (!event || typeof event !== 'object' || typeof event.type !== 'string') return [];
        seen.push(event.type === 'drew' && event.seat !== seat ? { ...event, tile: null } : event);
      }
      return seen;
    },
    () => [],
  );
}

/** What the view-based rules read of a view, read once and checked (`readView`). */
type TurnView = Pick<SeatView, 'seat' | 'toMove' | 'over' | 'scoring' | 'board' | 'rack' | 'drawn' | 'draws' | 'pileSize'>;
const TURN_FIELDS = ['seat', 'toMove', 'over', 'scoring', 'board', 'rack', 'drawn', 'draws', 'pileSize'] as const;

/** The view read once (its board and rack copied), when it is well formed (as viewFor makes them) and its seat is to move; else null. */
function readTurn(value: unknown): TurnView | null {
  return guarded(
    () => {
      const v = readFields(value, TURN_FIELDS, 'a view');
      if (typeof v === 'string' || v.over !== false || !isWhole(v.seat, 0, 3) || v.seat !== v.toMove) return null;
      const rack = readTiles(v.rack, 'rack');
      const board = readBoard(v.board);
      if (typeof rack === 'string' || typeof board === 'string' || boardProblem(board) !== null) return null;
      if (!(v.drawn === null || (isTile(v.drawn) && rack.includes(v.drawn)))) return null;
      if (!(SCORINGS as readonly unknown[]).includes(v.scoring) || !isWhole(v.draws, 0, 3) || !isWhole(v.pileSize, 0, MAX_TILES)) return null;
      return { ...(v as TurnView), rack, board };
    },
    () => null,
  );
}

function turnFacts(view: TurnView): TurnFacts {
  return { over: view.over, board: view.board, rack: view.rack, draws: view.draws, pileSize: view.pileSize };
}

/** The placements open to the viewing seat when it is to move (of `tile` when given), as `legalPlacements` gives them. */
export function viewPlacements(view: SeatView, tile?: Tile): Placement[] {
  const turn = readTurn(view);
  return turn ? turnPlacements(turn, tile) : [];
}

function turnPlacements(view: TurnView, tile?: unknown): Placement[] {
  const playable = view.drawn !== null ? [view.drawn] : view.rack;
  const tiles = tile === undefined ? playable : playable.filter((t) => t === tile);
  return rackPlacements(view.board, tiles, view.scoring);
}

/** Every action open to the viewing seat (none when it is not to move): placements, then draw, then pass. */
export function viewLegalActions(view: SeatView): Action[] {
  const turn = readTurn(view);
  if (!turn) return [];
  const actions: Action[] = turnPlacements(turn).map(({ tile, at, rot }) => ({ type: 'place', tile, at, rot }));
  if (drawRefusal(turnFacts(turn)) === null) actions.push({ type: 'draw' });
  if (passRefusal(turnFacts(turn)) === null) actions.push({ type: 'pass' });
  return actions;
}
