/**
 * Titles and hints of generated puzzles, in French and English, written from what the solver
 * measured (themes, how many first moves look plausible, how deep the chain goes) rather than
 * from the answer itself: a hint points at the idea, never at the cell to play.
 *
 *   puzzleWording('five', { type: 'explodeCount', count: 5 }, ['five', 'centre'], measure)
 *     → { title: { fr: 'Cinq sur une case, par le centre', en: 'Five on one cell, through the centre' }, hint: { … } }
 */
import type { Goal } from './goals.js';
import type { PuzzleKind } from './puzzle.js';
import type { Measure, Theme } from './themes.js';

type Text = { fr: string; en: string };

function mainTitle(kind: PuzzleKind, goal: Goal): Text {
  switch (goal.type) {
    case 'win':
      return kind === 'intro' ? { fr: 'Le dernier coup', en: 'The last blow' } : { fr: 'Tout rafler d’un coup', en: 'Sweep the board' };
    case 'capture':
      return { fr: `Prendre ${goal.atLeast} pions`, en: `Capture ${goal.atLeast} pawns` };
    case 'take':
      return { fr: `Prendre la case ${goal.cell}`, en: `Take cell ${goal.cell}` };
    case 'explodeCount':
      return goal.count === 5 ? { fr: 'Cinq sur une case', en: 'Five on one cell' } : { fr: 'Quatre sur une case', en: 'Four on one cell' };
  }
}

/** The twist a title adds, most telling first. */
const TWISTS: [Theme, Text][] = [
  ['tileRemoval', { fr: 'une tuile tombe', en: 'a tile falls' }],
  // A pawn sent off the board that lands on the centre was never there: the glossary says it arrives, never returns.
  ['peakReturn', { fr: 'arrivée au centre', en: 'landing on the centre' }],
  ['centre', { fr: 'par le centre', en: 'through the centre' }],
  ['five', { fr: 'par une case de cinq', en: 'by way of a five' }],
  ['four', { fr: 'par une case de quatre', en: 'by way of a four' }],
  ['longChain', { fr: 'une longue chaîne', en: 'a long chain' }],
  ['exit', { fr: 'des pions sacrifiés', en: 'pawns thrown away' }],
];

const IDEAS: Partial<Record<Theme, Text>> = {
  tileRemoval: { fr: 'Une tuile grise peut disparaître en cours de route.', en: 'A gray tile may vanish on the way.' },
  peakReturn: { fr: 'Un pion poussé hors du plateau peut arriver au centre.', en: 'A pawn pushed off the board can land on the centre.' },
  centre: { fr: 'La case centrale a son rôle à jouer dans la chaîne.', en: 'The centre cell has its part in the chain.' },
  exit: { fr: 'Perdre quelques pions hors du plateau est permis, si le but est atteint.', en: 'Losing a few pawns off the board is fine, if the goal is met.' },
  longChain: { fr: 'La chaîne est longue : comptez bien chaque explosion.', en: 'The chain is long: count every explosion.' },
};

/** A title and a hint for a generated puzzle, in both languages. */
export function puzzleWording(kind: PuzzleKind, goal: Goal, themes: readonly Theme[], measure: Measure): { title: Text; hint: Text } {
  const main = mainTitle(kind, goal);
  const twist = TWISTS.find(([theme]) => themes.includes(theme) && !(goal.type === 'explodeCount' && (theme === 'four' || theme === 'five')));
  const title = twist ? { fr: `${main.fr}, ${twist[1].fr}`, en: `${main.en}, ${twist[1].en}` } : main;
  const sentences: Text[] = [];
  if (measure.firstMoves > 1) {
    sentences.push(
      measure.good === 1
        ? {
            fr: `Parmi les ${measure.firstMoves} poses qui lancent quelque chose, une seule mène au but.`,
            en: `Of the ${measure.firstMoves} placements that start something, only one leads to the goal.`,
          }
        : {
            fr: `Parmi les ${measure.firstMoves} poses qui lancent quelque chose, ${measure.good} mènent au but.`,
            en: `Of the ${measure.firstMoves} placements that start something, ${measure.good} lead to the goal.`,
          },
    );
  }
  const idea = themes.map((t) => IDEAS[t]).find(Boolean);
  if (idea) sentences.push(idea);
  if (measure.depth >= 2) sentences.push({ fr: `La réponse compte ${measure.depth} explosions.`, en: `The answer takes ${measure.depth} explosions.` });
  const hint = sentences.length ? sentences : [{ fr: 'Cherchez la pose qui lance une chaîne.', en: 'Look for the placement that starts a chain.' }];
  return {
    title,
    hint: { fr: frenchTypography(hint.map((s) => s.fr).join(' ')), en: hint.map((s) => s.en).join(' ') },
  };
}

/** A narrow no-break space before « : ; ! ? », as French typography wants. */
function frenchTypography(text: string): string {
  return text.replace(/\s*([:;!?])/g, '\u202f$1');
}
