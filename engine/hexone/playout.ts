/**
 * Random playouts on the mutable `Board`: the inner loop of Monte Carlo bots, property tests
 * and the throughput benchmark. It plays uniformly random legal moves with the rules of
 * `board.ts` (nothing is re-implemented here) and allocates nothing per move.
 *
 * A chain can go on for a long time (RULES.md, "Endless chains"; in Express with 39+ pawns on
 * the board only a win ends it), so every playout is bounded: a chain that reaches
 * `maxChainExplosions` explosions, or a game that reaches `maxTurns` turns, stops there and is
 * reported as unfinished, the board left in the position where it stopped.
 */
import { type Board, Stage, applyExplosion, applyPlacement, applyPass, mustPass, explodable, legalPlacements } from './board.js';
import { CELL_COUNT } from './cells.js';
import type { Random } from '../shared/random.js';

export interface PlayoutResult {
  turns: number; // placements made (opening pawns included)
  explosions: number; // explosions made, all chains together
  finished: boolean; // false when a cap stopped the game
  winner: 0 | 1 | -1; // the board's winner (-1 when unfinished)
}

/** Explosions allowed in one chain before the game is called unfinished. */
export const DEFAULT_CHAIN_CAP = 1000;
/** Turns allowed in one playout (random games end long before: this only guards the loop). */
export const DEFAULT_TURN_CAP = 10_000;

// Scratch buffer shared by every playout: the loop below never allocates.
const cells = new Int8Array(CELL_COUNT);

/**
 * Plays random legal moves from the board's current position to the end of the game (or a cap),
 * mutating `board`. Reset it first (`resetBoard`) for a game from the opening.
 */
export function randomPlayout(
  board: Board,
  random: Random,
  maxChainExplosions: number = DEFAULT_CHAIN_CAP,
  maxTurns: number = DEFAULT_TURN_CAP,
): PlayoutResult {
  let turns = 0;
  let explosions = 0;
  let chain = 0;
  for (;;) {
    const stage = board.stage;
    if (stage === Stage.Over) return { turns, explosions, finished: true, winner: board.winner };
    if (stage === Stage.Explode) {
      if (chain >= maxChainExplosions) break;
      const n = explodable(board, cells);
      const i = cells[(random() * n) | 0];
      applyExplosion(board, i, random() < 0.5 ? 0 : 1);
      explosions++;
      chain++;
    } else {
      if (turns >= maxTurns) break;
      const n = legalPlacements(board, cells);
      if (n === 0) {
        // Shut in on the centre: the only move is a pass (board.ts, `mustPass`).
        if (!mustPass(board)) break;
        applyPass(board);
        continue;
      }
      applyPlacement(board, cells[(random() * n) | 0]);
      turns++;
      chain = 0;
    }
  }
  return { turns, explosions, finished: false, winner: -1 };
}
