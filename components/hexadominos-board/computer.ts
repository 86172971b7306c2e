/**
 * The computer's choice for one action of its turn, from its seat's view only (never another rack or
 * the pile's order). A stand-in until the engine's bots (engine/hexadominos/bot/, built on another
 * branch) land; `ComputerController` takes any `ChooseAction`, so the element switches by passing theirs.
 *
 * easy: a random placement; medium: the most points now; hard: the most points now, ties broken by
 * shedding the heaviest tile (what a blocked game would cost). With nothing to place: draw, else pass.
 */
import type { Level } from '../../engine/hexadominos/bot/levels.js';
import { tileSum } from '../../engine/hexadominos/tiles.js';
import { type SeatView, viewLegalActions, viewPlacements } from '../../engine/hexadominos/view.js';
import type { Action } from '../../engine/hexadominos/types.js';

export type ChooseAction = (view: SeatView, level: Level) => Action | null | Promise<Action | null>;

export function chooseAction(view: SeatView, level: Level, random: () => number = Math.random): Action | null {
  const placements = viewPlacements(view);
  if (placements.length) {
    const pick = level === 'easy'
      ? placements[Math.floor(random() * placements.length)]
      : placements.reduce((best, p) => {
        const gain = p.points - best.points || (level === 'hard' ? tileSum(p.tile) - tileSum(best.tile) : 0);
        return gain > 0 ? p : best;
      });
    return { type: 'place', tile: pick.tile, at: pick.at, rot: pick.rot };
  }
  const actions = viewLegalActions(view);
  return actions.find((a) => a.type === 'draw') ?? actions.find((a) => a.type === 'pass') ?? null;
}
