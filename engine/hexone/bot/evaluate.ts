/**
 * Static evaluation of a `Board` for the bot, from one side's point of view (`me`).
 *
 * Units: one pawn of material is worth 100. Wins and losses dominate everything (`WIN`), are
 * worth more when they come sooner, and in the tiles edition carry the winner's score, so the
 * winner keeps tiles and the loser takes them away.
 */
import { type Board, Stage, Tile, score } from '../board.js';
import { CELL_COUNT, CENTRE_INDEX, NEIGHBOURS } from '../cells.js';

export const WIN = 1_000_000;
/** Larger than any evaluation, smaller than overflow: the alpha-beta window's ends. */
export const INFINITE = 10 * WIN;

const PAWN = 100;
/** A loaded cell (2 pawns) of the side to move fires next turn: a threat it holds now. */
const LOADED_MOVER = 18;
/** A loaded cell of the side that just moved is fuel for the opponent's next chain. */
const LOADED_WAITING = -10;
/** Each own stack touching a loaded enemy stack of the side to move is in its line of fire. */
const EXPOSED = 12;
/** Cells where a side may place: room to build and to answer threats. */
const REACH = 3;

const NEAR = NEIGHBOURS.map((n) => Int8Array.from(n));
const reach = new Uint8Array(2);

/** Value of a finished game for `me`, `ply` turns from the root. */
export function terminal(b: Board, me: 0 | 1, ply: number): number {
  const size = WIN - ply * 1000 + (b.tiles ? score(b) * 10 : 0);
  return b.winner === me ? size : -size;
}

/**
 * Material, threats and room. Not for finished games (see `terminal`). Mid-chain boards (a chain
 * stopped at the cap) are valued the same way: the chain's mover is `b.toMove`.
 */
export function evaluate(b: Board, me: 0 | 1): number {
  const them = 1 - me;
  const mover = b.toMove;
  let value = (b.pawns[me] - b.pawns[them]) * PAWN;
  reach[0] = reach[1] = 0;
  const count = b.count;
  const owner = b.owner;
  for (let i = 0; i < CELL_COUNT; i++) {
    const c = count[i];
    const near = NEAR[i];
    if (c === 0) {
      // Empty cell: who may place here (the centre is never a placement).
      if (i === CENTRE_INDEX || b.tile[i] === Tile.Removed) continue;
      let seen = 0;
      for (let k = 0; k < near.length; k++) {
        const n = near[k];
        if (count[n]) seen |= 1 << owner[n];
      }
      if (seen & 1) reach[0]++;
      if (seen & 2) reach[1]++;
      continue;
    }
    const o = owner[i];
    // The centre takes no placement: its pawns neither give room nor can be fired by hand.
    if (i === CENTRE_INDEX) continue;
    reach[o]++;
    if (c !== 2) continue;
    const sign = o === me ? 1 : -1;
    if (o === mover) {
      value += sign * LOADED_MOVER;
      // Enemy stacks next to a loaded cell of the side to move can be taken next turn.
      for (let k = 0; k < near.length; k++) {
        const n = near[k];
        if (count[n] && owner[n] !== o) value += sign * EXPOSED * count[n];
      }
    } else value += sign * LOADED_WAITING;
  }
  value += (reach[me] - reach[them]) * REACH;
  return value;
}

/** Quick value used to pick each step of a chain: material, or the result when it ends the game. */
export function chainStepValue(b: Board, me: 0 | 1): number {
  if (b.stage === Stage.Over) return terminal(b, me, 0);
  return evaluate(b, me);
}
