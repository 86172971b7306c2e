/**
 * What the play page says about a Hexone game, read from its record text and the final state the board
 * reports: who did what (the move list you can step through, every placement and every explosion of a chain),
 * how many turns and explosions, the longest chain, and the tiles edition's score taken apart.
 *
 * The moves are read as words, not replayed: the board has already played and checked them, and a page script
 * that imported the engine's rules would make the bundler split the board's code into more chunks on every
 * page (about 0.9 KB more on a lesson page). Who played is read from the turns: a placement or a pass opens a
 * turn, turns alternate from the side the record starts with, and a chain's explosions belong to its turn.
 * tests/unit/hexone/game-summary.test.ts checks all of it against the engine on random games.
 */
import { FIRST_RING, OUTER, Y_DIRECTIONS, isCell, isPeak, neighbour, yToward, type Cell } from '@engine/hexone/cells.js';
import type { Action, GameState, Player, TileState } from '@engine/hexone/types.js';

/** One move of the list: who played it, what, in which turn, and the record that ends with it (to view it). */
export interface MoveEntry {
  player: Player; // 'b'
  kind: Action['type']; // 'place' | 'explode' | 'pass'
  word: string; // the move in record words: "d3", "c2>c3", "pass"
  turn: number; // 1-based; a placement (or a pass) opens a turn, its chain's explosions belong to it
  record: string; // "classic b opening | d3 b2 d3"
}

/** The tiles edition's score taken apart: 7 for the central seven, then what the 12 outer tiles are worth. */
export interface TilesScore {
  centre: number; // 7: the centre and the first ring
  white: number; // outer tiles still white (3 points each)
  gray: number; // outer tiles turned gray (1 point each)
  removed: number; // outer tiles gone (0)
  peaks: number; // peak tiles still there (+1 each, for the arrow)
  total: number; // centre + 3 × white + gray + peaks
}

export interface GameSummary {
  winner: Player | null;
  turns: number;
  explosions: number;
  longestChain: number; // the most explosions in one turn
  moves: MoveEntry[];
  score: TilesScore | null; // tiles edition only
  final: GameState;
}

/** Reads record text (`classic b opening | d3 b2 c2>c3`) and the state it ends in; null when the text is not a record. */
export function summarise(recordText: string, final: GameState): GameSummary | null {
  if (typeof recordText !== 'string' || !recordText.includes('|') || !final || typeof final !== 'object') return null;
  const [head, movesText] = recordText.split('|');
  const start = head.trim();
  const first = start.split(/\s+/).find((token): token is Player => token === 'b' || token === 'w');
  const words = movesText.trim().split(/\s+/).filter(Boolean);
  if (!first || !words.every((word) => MOVE_WORD.test(word))) return null;
  let turn = words[0]?.includes('>') ? 1 : 0; // a record that starts mid-chain: its first explosions make turn 1
  let chain = 0;
  let longestChain = 0;
  let explosions = 0;
  const moves = words.map((word, k): MoveEntry => {
    const kind: Action['type'] = word === 'pass' ? 'pass' : word.includes('>') ? 'explode' : 'place';
    if (kind === 'explode') {
      explosions++;
      longestChain = Math.max(longestChain, ++chain);
    } else {
      turn++;
      chain = 0;
    }
    const player: Player = turn % 2 === 1 ? first : first === 'b' ? 'w' : 'b';
    return { player, kind, word, turn, record: `${start} | ${words.slice(0, k + 1).join(' ')}` };
  });
  return { winner: final.winner ?? null, turns: turn, explosions, longestChain, moves, score: tilesScore(final), final };
}

/**
 * The three cells an explosion word (`d5>d4`) sends its pawns to, in the Y's order, `null` where a pawn leaves the
 * board: the record names a Y by one of its cells (not always the one the player tapped), so the move list
 * writes the whole Y. Null when the word is not an explosion of a cell toward a neighbour.
 */
export function explosionArms(word: string): (Cell | null)[] | null {
  const [cell, toward] = word.split('>');
  if (!isCell(cell) || !isCell(toward)) return null;
  const y = yToward(cell, toward);
  return y === null ? null : Y_DIRECTIONS[y].map((d) => neighbour(cell, d));
}

const MOVE_WORD = /^(pass|[a-e][1-5](>[a-e][1-5])?)$/;

/** The score the winner would get with the tiles as they are in `state` (null outside the tiles edition). */
export function tilesScore(state: GameState): TilesScore | null {
  if (!state?.rules?.tiles || !state.tiles) return null;
  const faces: TileState[] = OUTER.map((cell) => state.tiles[cell] ?? 'white');
  const count = (face: TileState) => faces.filter((f) => f === face).length;
  const peaks = OUTER.filter((cell) => isPeak(cell) && (state.tiles[cell] ?? 'white') !== 'removed').length;
  const centre = 1 + FIRST_RING.length; // c3 and its six neighbours
  const white = count('white');
  const gray = count('gray');
  return { centre, white, gray, removed: count('removed'), peaks, total: centre + 3 * white + gray + peaks };
}
