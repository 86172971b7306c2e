/** Strings of the game review on Hexone's play page (site/src/scripts/hexone/review/), in English: the same keys as ./review-fr.ts. */
import type { reviewFr } from './review-fr';

export const reviewEn: Record<keyof typeof reviewFr, string> = {
  'play.review.start': 'Review this game',
  'play.review.cancel': 'Stop the review',
  'play.review.title': 'Game review',
  'play.review.progress': 'Reviewing turn {done} of {total}…',
  'play.review.progressLabel': 'Review progress',
  'play.review.cancelled': 'Review stopped.',
  'play.review.failed': 'The review could not be made.',
  'play.review.done': 'Review done: {count, plural, one {# turn judged} other {# turns judged}}.',
  'play.review.verdict.best': 'best move',
  'play.review.verdict.good': 'good move',
  'play.review.verdict.inaccuracy': 'inaccuracy',
  'play.review.verdict.mistake': 'mistake',
  'play.review.verdict.blunder': 'blunder',
  'play.review.missedWin': 'missed win',
  'play.review.allowsLoss': 'lets the opponent force a win',
  'play.review.turn': 'Turn {turn}, {player}: {move}',
  'play.review.better': 'better: {move}',
  'play.review.showing':
    'Turn {turn}, {player} played {move} ({value}). The position before that turn; the best turn found, {best}, is drawn on the board.',
  'play.review.summary': 'Summary per player',
  'play.review.side': 'Player',
  'play.review.inaccuracies': 'Inaccuracies',
  'play.review.mistakes': 'Mistakes',
  'play.review.blunders': 'Blunders',
  'play.review.missedWins': 'Missed wins',
  'play.review.graph': 'Evaluation after each turn, from Black’s side, in pawns',
  'play.review.graphHint': 'Click a point to see that turn.',
  'play.review.value': 'Evaluation (pawns)',
  'play.review.turnHeader': 'Turn',
};
