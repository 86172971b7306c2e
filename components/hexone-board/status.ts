/**
 * The board's words for where the game stands, as pure functions of plain facts: the status line
 * ("White to play", "Black: choose where b2 explodes (1 or 2)") and the sentence announced when a
 * cell is chosen. The stage comes from the machine's snapshot of what is drawn.
 */
import type { Cell } from '../../engine/hexone/cells.js';
import type { YPreview } from '../../engine/hexone/preview.js';
import type { Player } from '../../engine/hexone/types.js';
import type { TurnStage } from './game-controller.js';
import type { Names, Strings } from './i18n-types.js';

export interface StatusFacts {
  stage: TurnStage; // of the position drawn
  toMove: Player;
  winner: Player | null;
  score: number | null;
  selected: Cell | null;
  drawing: boolean; // a move is being drawn: no choice is offered until it ends
  thinking: boolean; // the computer is choosing its turn
  paused: boolean; // step mode waits for Next
  userToMove: boolean; // the side to move is the person's (not the computer's, not a view-only board)
}

/** The status line. */
export function statusText(facts: StatusFacts, strings: Strings, names: Names): string {
  const who = names[facts.toMove];
  if (facts.stage === 'over' && facts.winner) return strings.wins(names[facts.winner], facts.score);
  if (facts.thinking) return strings.thinking(who);
  if (facts.paused) return strings.paused;
  switch (facts.stage) {
    case 'opening':
      return strings.opening(who);
    case 'shutIn':
      return !facts.drawing && facts.userToMove ? strings.mustPass(who) : strings.toPlay(who);
    case 'choosingCell':
    case 'choosingY':
      return facts.selected && !facts.drawing ? strings.chooseY(who, facts.selected) : strings.chain(who);
    default:
      return strings.toPlay(who);
  }
}

/** What is said when `selected` is chosen: the cell, then what each of its Ys would do. */
export function choiceText(selected: Cell, previews: readonly YPreview[], strings: Strings): string {
  const ys = previews.map((p) => `${strings.y(p.y + 1, p.toward)}: ${strings.summary(p.summary)}.`);
  return [strings.selected(selected), ...ys].join(' ');
}
