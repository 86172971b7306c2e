/**
 * The board's words for where the game stands, as pure functions of plain facts: the status line
 * ("White to play", "Black: choose where b2 explodes (1 or 2)", "Black: explosion in c3", "White places on b2" while
 * its pawn lands) and the sentence announced when a cell is chosen. The stage comes from the machine's snapshot of
 * what is drawn: the move being drawn is still the mover's.
 */
import type { Cell } from '../../engine/hexone/cells.js';
import type { YPreview } from '../../engine/hexone/preview.js';
import { currentState } from '../../engine/hexone/history.js';
import { type GameSnapshot, stageOf } from './game-controller.js';
import type { Names, Strings } from './i18n-types.js';

export interface StatusFacts {
  snapshot: GameSnapshot; // of the position drawn
  selected: Cell | null;
  drawing: boolean; // a move is being drawn: no choice is offered until it ends
  thinking: boolean; // the computer is choosing its turn
  paused: boolean; // step mode waits for Next
  userToMove: boolean; // the side to move is the person's (not the computer's, not a view-only board)
  exploding: { cell: Cell; n: number } | null; // the explosion being drawn, the turn's n-th
  placing: Cell | null; // the placement being drawn (its pawn still landing)
}

/** The status line. */
export function statusText(facts: StatusFacts, strings: Strings, names: Names): string {
  const stage = stageOf(facts.snapshot);
  const { toMove, winner, score } = currentState(facts.snapshot.context.history);
  const who = names[toMove];
  if (stage === 'over' && winner) return strings.wins(names[winner], score ?? null);
  if (facts.exploding) return strings.exploding(who, facts.exploding.cell, facts.exploding.n);
  if (facts.placing) return strings.placing(who, facts.placing);
  if (facts.thinking) return strings.thinking(who);
  if (facts.paused) return strings.paused;
  switch (stage) {
    case 'opening':
      return strings.opening(who);
    case 'shutIn':
      return !facts.drawing && facts.userToMove ? strings.mustPass(who) : strings.toPlay(who);
    case 'choosingCell':
    case 'choosingY':
      if (facts.drawing || !facts.userToMove) return strings.chainRunning(who); // nothing to choose yet, or not for the person
      return facts.selected ? strings.chooseY(who, facts.selected) : strings.chain(who);
    default:
      return strings.toPlay(who);
  }
}

/**
 * What is said when `selected` is chosen (by the person, or for them when it is the one cell that may explode):
 * the cell, then each of its Ys, key by key: the three cells its pawns go to (or off the board), and what it does.
 */
export function choiceText(selected: Cell, previews: readonly YPreview[], strings: Strings): string {
  const ys = previews.map((p) =>
    strings.choice(
      p.y + 1,
      p.arms.map((arm) => (arm.kind === 'moved' && arm.to ? arm.to : arm.kind === 'toCentre' ? strings.toCentre : strings.offBoard)),
      strings.summary(p.summary),
    ),
  );
  return [strings.selected(selected), ...ys].join(' ');
}
