/**
 * What the play page says about a Hexone game, read from its record: who did what (the move list you can
 * step through, every placement and every explosion of a chain), how many turns and explosions, the longest
 * chain, and the tiles edition's score taken apart. Pure: the record is replayed with the engine's rules;
 * text that does not read gives null, never an exception.
 */
import { FIRST_RING, OUTER, isPeak } from '../../../../engine/hexone/cells.js';
import { formatAction, formatRecord, parseRecord, recordFromUrl, replay } from '../../../../engine/hexone/record.js';
import type { Action, GameState, Player, TileState } from '../../../../engine/hexone/types.js';

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

/** Reads record text (`classic b opening | d3 …`) or its URL form (`classic.b.opening~d3…`). */
export function summarise(recordText: string): GameSummary | null {
  if (typeof recordText !== 'string') return null;
  const text = recordText.trim();
  const parsed = text.includes('~') ? recordFromUrl(text) : parseRecord(text.includes('|') ? text : `${text} |`);
  if (!parsed.ok) return null;
  const played = replay(parsed.value);
  if (!played.ok) return null;
  const { states, moves } = played.value;
  const words = moves.map(formatAction);
  let turn = 0;
  let chain = 0;
  let longestChain = 0;
  let explosions = 0;
  const entries = moves.map((move, k): MoveEntry => {
    if (move.type === 'explode') {
      explosions++;
      longestChain = Math.max(longestChain, ++chain);
    } else {
      turn++;
      chain = 0;
    }
    return {
      player: states[k].toMove,
      kind: move.type,
      word: words[k],
      turn,
      record: formatRecord({ start: states[0], moves: moves.slice(0, k + 1) }),
    };
  });
  const final = states[states.length - 1];
  return {
    winner: final.winner,
    turns: turn,
    explosions,
    longestChain,
    moves: entries,
    score: final.rules.tiles ? tilesScore(final) : null,
    final,
  };
}

/** The score the winner would get with the tiles as they are in `state` (null outside the tiles edition). */
export function tilesScore(state: GameState): TilesScore | null {
  if (!state.rules.tiles) return null;
  const faces: TileState[] = OUTER.map((cell) => state.tiles[cell] ?? 'white');
  const count = (face: TileState) => faces.filter((f) => f === face).length;
  const peaks = OUTER.filter((cell) => isPeak(cell) && (state.tiles[cell] ?? 'white') !== 'removed').length;
  const centre = 1 + FIRST_RING.length; // c3 and its six neighbours
  const white = count('white');
  const gray = count('gray');
  return { centre, white, gray, removed: count('removed'), peaks, total: centre + 3 * white + gray + peaks };
}
