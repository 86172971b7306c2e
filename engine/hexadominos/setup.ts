/**
 * Starting games: the seeded shuffle, the deal, the who-starts draw (RULES.md, "Setup"), and the next
 * game of a match to a target score.
 */
import { type Random, randomInt, seededRandom } from '../shared/random.js';
import { guarded, readFields, readList } from '../shared/untrusted.js';
import { isSeed, isWhole, readState } from './check.js';
import { DEFAULT_TILES, MAX_TILES, type Tile, tileSetProblem, tileSum } from './tiles.js';
import {
  type GameEvent,
  type GameOptions,
  type GameState,
  type MatchInfo,
  type Result,
  SCORINGS,
  STARTER_ROUND_LIMIT,
  type Scoring,
  type Seat,
  type StarterDraw,
} from './types.js';

/** Tiles in each rack at the deal: 9 with 1 or 2 players, 7 with 3 or 4 (NaN for another value). */
export function rackSize(players: number): number {
  if (!isWhole(players, 1, 4)) return NaN;
  return players <= 2 ? 9 : 7;
}

/**
 * A new game: shuffles the tile set with `seed`, deals the racks, then draws for who starts.
 * Everything follows from the options, so the same options always give the same game.
 * Events: `starterDraw` (two or more players), `dealt`, `turn`.
 */
export function newGame(options: GameOptions): Result {
  const read = guarded(
    () => readOptions(options),
    (reason) => `options: ${reason}`,
  );
  if (typeof read === 'string') return { ok: false, error: { code: 'invalid-options', reason: read } };
  return deal(read);
}

const OPTION_FIELDS = ['players', 'scoring', 'seed', 'tiles', 'match'] as const;
const MATCH_FIELDS = ['target', 'totals', 'game'] as const;

/** Options read and checked: defaults filled in, the tile set and the match copied. */
interface Deal {
  players: number;
  scoring: Scoring;
  seed: number;
  tiles: readonly Tile[];
  match?: MatchInfo;
}

/** Options from outside read once into a fresh, checked object, or why they cannot start a game. */
function readOptions(options: unknown): Deal | string {
  const o = readFields(options, OPTION_FIELDS, 'options');
  if (typeof o === 'string') return 'options must be { players, scoring, seed }';
  const { players, scoring = 'standard', seed } = o;
  if (!isWhole(players, 1, 4)) return 'players must be 1 to 4';
  if (!(SCORINGS as readonly unknown[]).includes(scoring)) return 'scoring must be standard, simple or kids';
  if (!isSeed(seed)) return 'seed must be a whole number 0 … 2^32 − 1';
  // The list is copied first (its length capped), then its tiles checked on the copy.
  const tiles = o.tiles === undefined ? DEFAULT_TILES : readList(o.tiles, MAX_TILES, 'the tile set');
  if (typeof tiles === 'string') return Array.isArray(o.tiles) ? tiles : 'the tile set must be a list of tiles';
  const setProblem = tileSetProblem(tiles);
  if (setProblem) return setProblem;
  if (tiles.length < players * rackSize(players)) return `${players} players need at least ${players * rackSize(players)} tiles`;
  if (o.match === undefined) return { players, scoring: scoring as Scoring, seed, tiles: tiles as Tile[] };
  if (scoring === 'kids') return 'kids scoring has no points, so no match to a target score';
  const match = readFields(o.match, MATCH_FIELDS, 'match');
  const totals = typeof match === 'string' ? match : readList(match.totals, 4, 'match totals');
  if (
    typeof match === 'string' ||
    typeof totals === 'string' ||
    !isWhole(match.target, 1, Number.MAX_SAFE_INTEGER) ||
    !isWhole(match.game, 1, Number.MAX_SAFE_INTEGER) ||
    totals.length !== players ||
    !totals.every((n) => Number.isSafeInteger(n))
  ) {
    return `match must be { target, totals, game }: whole numbers, ${players} totals`;
  }
  return { players, scoring: scoring as Scoring, seed, tiles: tiles as Tile[], match: { target: match.target, totals: totals as number[], game: match.game } };
}

/** A new game from options already read and checked. */
function deal(options: Deal): Result {
  const { players, scoring, seed, tiles, match } = options;
  const random = seededRandom(seed);
  // Sorted first, so a tile set given in any order deals the same game.
  const pile = shuffle([...tiles].sort(), random);
  const size = rackSize(players);
  const racks = Array.from({ length: players }, (_, seat) => pile.slice(seat * size, (seat + 1) * size));
  pile.splice(0, players * size);
  const events: GameEvent[] = [];
  let starter: StarterDraw | null = null;
  if (players > 1) {
    starter = drawForStarter(pile, players, random);
    shuffle(pile, random); // the drawn tiles went back: the pile is shuffled again
    events.push({ type: 'starterDraw', draw: starter });
  }
  events.push({ type: 'dealt', rackSize: size, pile: pile.length });
  const toMove = starter?.starter ?? 0;
  events.push({ type: 'turn', toMove });
  const state: GameState = {
    players,
    scoring,
    board: [],
    racks,
    pile,
    scores: racks.map(() => 0),
    toMove,
    draws: 0,
    drawn: null,
    over: false,
    ending: null,
    winners: [],
    seed,
    starter,
  };
  if (match !== undefined) state.match = match;
  return { ok: true, state, events };
}

/**
 * Who starts: each seat still in contention takes the next tile of the pile; the highest sum starts and
 * seats tied for highest draw again. The tiles only look: they stay in the pile, which is reshuffled
 * (decided here) when it cannot give every tied seat a fresh tile.
 */
function drawForStarter(pile: Tile[], players: number, random: Random): StarterDraw {
  let contenders: Seat[] = Array.from({ length: players }, (_, seat) => seat);
  const rounds: StarterDraw['rounds'] = [];
  let next = 0;
  while (contenders.length > 1 && rounds.length < STARTER_ROUND_LIMIT && pile.length >= contenders.length) {
    if (next + contenders.length > pile.length) {
      shuffle(pile, random);
      next = 0;
    }
    const round = contenders.map((seat) => {
      const tile = pile[next++];
      return { seat, tile, sum: tileSum(tile) };
    });
    rounds.push(round);
    const best = Math.max(...round.map((entry) => entry.sum));
    contenders = round.filter((entry) => entry.sum === best).map((entry) => entry.seat);
  }
  return { rounds, starter: contenders[0] };
}

/** Shuffles `list` in place (Fisher–Yates) and returns it. */
export function shuffle<T>(list: T[], random: Random): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** A match's standing: running totals, whether the match is decided, and who won it. */
export interface MatchStanding {
  totals: number[]; // per seat: earlier games plus this one
  decided: boolean; // the game is over and a total reached the target
  winners: Seat[]; // when decided: the seat that reached the target first (see matchStanding)
}

/**
 * The standing of the match `state` belongs to (null when it is a single game). Under the rules, the
 * placement that reaches the target ends the game, so its player (the last mover) won the match and
 * `state.winners` already names them. A state that reached the target another way (kept from before
 * the rule was printed, or written by hand) is judged by the highest total, ties sharing.
 */
export function matchStanding(state: GameState): MatchStanding | null {
  const read = readState(state);
  return read.ok ? standingOf(read.state) : null;
}

/** `matchStanding` of a state already checked. */
function standingOf(state: GameState): MatchStanding | null {
  if (!state.match) return null;
  const { target } = state.match;
  const totals = state.match.totals.map((total, seat) => total + (state.scores[seat] ?? 0));
  const decided = state.over === true && totals.some((total) => total >= target);
  if (!decided) return { totals, decided, winners: [] };
  if (state.ending !== 'blocked' && totals[state.toMove] >= target) return { totals, decided, winners: [state.toMove] };
  const best = Math.max(...totals);
  return { totals, decided, winners: totals.flatMap((total, seat) => (total === best ? [seat] : [])) };
}

/** The next game of an undecided match, with the same players, scoring and tiles, shuffled with `seed`. */
export function nextMatchGame(state: GameState, seed: number): Result {
  const read = readState(state);
  const game = read.ok ? read.state : null;
  const standing = game && standingOf(game);
  if (!game || !standing || !game.over || standing.decided) {
    return { ok: false, error: { code: 'invalid-options', reason: 'only a finished game of an undecided match has a next game' } };
  }
  // Tiles are conserved, so the set is everything on the table, in the racks and in the pile.
  const tiles = [...game.board.map((placed) => placed.tile), ...game.racks.flat(), ...game.pile];
  return newGame({
    players: game.players,
    scoring: game.scoring,
    seed,
    tiles,
    match: { target: game.match!.target, totals: standing.totals, game: game.match!.game + 1 },
  });
}
