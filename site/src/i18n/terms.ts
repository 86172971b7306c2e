/**
 * One vocabulary per language: for each notion of the game, the word the site uses, the words it
 * must not use for it (synonyms that made learners wonder whether two things were meant), and a short
 * definition. The glossary page is built from this list; tests/unit/hexone/language.test.ts fails
 * when a forbidden word shows up in the lessons, rules, notes, puzzles (titles, hints and tags), site
 * strings or the board's messages, and when a puzzle tag names its notion with another word.
 *
 * Forbidden words are matched as whole words, ignoring case.
 */
import type { Lang } from './index';

export interface Term {
  id: string; // "peak": the glossary anchor, same in both languages
  preferred: Record<Lang, string>; // "pointe"
  forbidden: Record<Lang, readonly string[]>; // ["sommet", "coin"]
  definition: Record<Lang, string>;
}

const NB = '\u202f'; // French: narrow no-break space before : ; ! ?

export const TERMS: readonly Term[] = [
  {
    id: 'cell',
    preferred: { en: 'cell', fr: 'case' },
    forbidden: { en: ['square', 'hexagon space'], fr: ['cellule'] },
    definition: {
      en: 'One of the 19 hexagons of the board, named by a letter (its row) and a digit (its diagonal), from a1 to e5.',
      fr: `L’un des 19 hexagones du plateau, nommé par une lettre (sa rangée) et un chiffre (sa diagonale), de a1 à e5.`,
    },
  },
  {
    id: 'centre',
    preferred: { en: 'centre', fr: 'centre' },
    forbidden: { en: ['center'], fr: [] },
    definition: {
      en: 'The middle cell, c3. Nobody places a pawn on it; only explosions fill it.',
      fr: `La case du milieu, c3. Personne n’y pose de pion${NB}; seules les explosions la remplissent.`,
    },
  },
  {
    id: 'first-ring',
    preferred: { en: 'first ring', fr: 'premier anneau' },
    forbidden: { en: ['inner ring', 'crown'], fr: ['couronne', 'première couronne'] },
    definition: {
      en: 'The six cells around the centre: b2, b3, c2, c4, d3, d4. The two opening pawns go there.',
      fr: `Les six cases autour du centre${NB}: b2, b3, c2, c4, d3, d4. Les deux pions d’ouverture s’y posent.`,
    },
  },
  {
    id: 'outer-ring',
    preferred: { en: 'outer ring', fr: 'anneau extérieur' },
    forbidden: { en: ['outer crown'], fr: ['couronne extérieure'] },
    definition: {
      en: 'The twelve cells on the edge of the board; in the tiles edition, they are the tiles.',
      fr: `Les douze cases du bord du plateau${NB}; dans l’édition à tuiles, ce sont les tuiles.`,
    },
  },
  {
    id: 'peak',
    preferred: { en: 'peak', fr: 'pointe' },
    forbidden: { en: ['summit', 'apex', 'tip'], fr: ['sommet', 'sommets', 'coin', 'coins'] },
    definition: {
      en: 'One of the six outermost cells: a1, a3, c1, c5, e3, e5. A pawn sent straight outward from a peak lands on the centre in classic play.',
      fr: `L’une des six cases aux extrémités${NB}: a1, a3, c1, c5, e3, e5. En jeu classique, un pion envoyé tout droit vers l’extérieur depuis une pointe arrive au centre.`,
    },
  },
  {
    id: 'pawn',
    preferred: { en: 'pawn', fr: 'pion' },
    forbidden: { en: ['token', 'stone', 'counter'], fr: ['jeton'] },
    definition: {
      en: 'What the players place, one per turn. A cell holds the pawns of one side only.',
      fr: `Ce que les joueurs posent, un par tour. Une case ne porte que les pions d’un seul camp.`,
    },
  },
  {
    id: 'hold',
    preferred: { en: 'hold (a cell)', fr: 'tenir (une case)' },
    forbidden: { en: ['occupy'], fr: ['occuper', 'occupe', 'occupée', 'occupent'] },
    definition: {
      en: 'A cell with your pawns on it is yours: you hold it. You may add pawns to it, or place next to it.',
      fr: `Une case qui porte vos pions est à vous${NB}: vous la tenez. Vous pouvez y ajouter des pions, ou poser à côté.`,
    },
  },
  {
    id: 'y',
    preferred: { en: 'Y', fr: 'Y' },
    forbidden: { en: ['fork', 'tripod'], fr: ['fourche', 'trépied'] },
    definition: {
      en: 'Every other neighbour of a cell: the three cells its pawns go to when it explodes. Each cell has two Ys, named after any cell on them (“toward b3”).',
      fr: `Une voisine sur deux d’une case${NB}: les trois cases où vont ses pions quand elle explose. Chaque case a deux Y, nommés d’après n’importe quelle case qu’ils touchent («${NB}vers b3${NB}»).`,
    },
  },
  {
    id: 'explosion',
    preferred: { en: 'explosion', fr: 'explosion' },
    forbidden: { en: ['burst'], fr: ['éclatement'] },
    definition: {
      en: 'A cell of three pawns or more sends three of them along one of its Ys; the rest stay.',
      fr: `Une case de trois pions ou plus en envoie trois selon l’un de ses Y${NB}; les autres restent.`,
    },
  },
  {
    id: 'capture',
    preferred: { en: 'take (a cell)', fr: 'prendre (une case)' },
    forbidden: { en: ['convert'], fr: ['capturer', 'capturée', 'capturé', 'convertir'] },
    definition: {
      en: 'A pawn landing on the opponent’s cell turns every pawn there to its colour: the cell is taken.',
      fr: `Un pion qui arrive sur une case adverse fait passer tous ses pions à sa couleur${NB}: la case est prise.`,
    },
  },
  {
    id: 'chain',
    preferred: { en: 'chain reaction', fr: 'réaction en chaîne' },
    forbidden: { en: ['cascade', 'combo'], fr: ['cascade', 'combo'] },
    definition: {
      en: 'Explosions that fill other cells to three, which explode in turn, all in the same turn.',
      fr: `Des explosions qui remplissent d’autres cases jusqu’à trois, lesquelles explosent à leur tour, dans le même tour.`,
    },
  },
  {
    id: 'pass',
    preferred: { en: 'pass', fr: 'passer' },
    forbidden: { en: ['skip a turn', 'skips'], fr: ['sauter son tour'] },
    definition: {
      en: 'What a player shut in on the centre does, and only then: the turn goes to the opponent.',
      fr: `Ce que fait un joueur enfermé au centre, et seulement lui${NB}: le tour passe à l’adversaire.`,
    },
  },
  {
    id: 'full',
    preferred: { en: 'full (cell)', fr: 'pleine (case)' },
    // "Pleine" says how many pawns a cell holds; "en pleine chaîne" (in the midst of a chain) would say something else with the same word.
    forbidden: { en: [], fr: ['en pleine chaîne', 'en pleine réaction'] },
    definition: {
      en: 'A cell holding three pawns or more: it must explode before the turn ends, the fullest first.',
      fr: `Une case qui porte trois pions ou plus${NB}: elle doit exploser avant la fin du tour, la plus pleine d’abord.`,
    },
  },
  {
    id: 'to-centre',
    preferred: { en: 'land on the centre', fr: 'arriver au centre' },
    // A pawn sent off the board that lands on the centre was never there before: nothing "comes back".
    forbidden: {
      en: ['back to the centre', 'back on the centre', 'come back to the centre', 'comes back to the centre', 'return to the centre', 'returns to the centre'],
      fr: ['retour au centre', 'revient au centre', 'reviennent au centre', 'revenir au centre', 'retombe au centre'],
    },
    definition: {
      en: 'What a pawn sent off the board does in some cases: straight out of a peak in Classic, always in Express.',
      fr: `Ce que fait un pion envoyé hors du plateau dans certains cas${NB}: tout droit depuis une pointe en Classique, toujours en Express.`,
    },
  },
  {
    id: 'classic',
    preferred: { en: 'Classic', fr: 'Classique' },
    forbidden: { en: [], fr: [] },
    definition: {
      en: 'The rules of the box without a variant: a pawn sent off the board is lost, except straight out of a peak, when it lands on the centre.',
      fr: `Les règles de la boîte, sans variante${NB}: un pion envoyé hors du plateau est perdu, sauf s’il part tout droit d’une pointe, auquel cas il arrive au centre.`,
    },
  },
  {
    id: 'express',
    preferred: { en: 'Express', fr: 'Express' },
    forbidden: { en: [], fr: [] },
    definition: {
      en: 'The variant where every pawn sent off the board lands on the centre.',
      fr: `La variante où tout pion envoyé hors du plateau arrive au centre.`,
    },
  },
  {
    id: 'long',
    preferred: { en: 'Long', fr: 'Longue' },
    forbidden: { en: ['Longue'], fr: ['version longue'] },
    definition: {
      en: 'The variant where every pawn sent off the board is lost, even straight out of a peak.',
      fr: `La variante où tout pion envoyé hors du plateau est perdu, même tout droit depuis une pointe.`,
    },
  },
  {
    id: 'tiles-edition',
    preferred: { en: 'tiles edition', fr: 'édition à tuiles' },
    forbidden: { en: ['tile edition', 'tiled edition'], fr: ['édition avec tuiles', 'édition aux tuiles', 'édition tuiles'] },
    definition: {
      en: 'The English box: the twelve outer cells are tiles that turn gray, then disappear, under explosions; the winner scores the tiles left.',
      fr: `La boîte anglaise${NB}: les douze cases extérieures sont des tuiles qui deviennent grises, puis disparaissent, sous les explosions${NB}; le gagnant marque les tuiles restantes.`,
    },
  },
  {
    id: 'gray',
    preferred: { en: 'gray', fr: 'grise' },
    forbidden: { en: ['grey'], fr: [] },
    definition: {
      en: 'The worn face of a tile, after one explosion on it. The next one removes it.',
      fr: `La face usée d’une tuile, après une explosion sur elle. La suivante la retire.`,
    },
  },
  {
    id: 'removed',
    preferred: { en: 'removed tile', fr: 'tuile retirée' },
    forbidden: { en: ['discarded tile'], fr: ['tuile enlevée', 'tuile supprimée'] },
    definition: {
      en: 'A hole in the board: nobody places there, and a pawn sent there leaves the board.',
      fr: `Un trou dans le plateau${NB}: personne n’y pose, et un pion envoyé là sort du plateau.`,
    },
  },
];

/**
 * Hexa-dominos' words, a block of their own (the glossary shows them under the game's name). French words
 * are the printed rulebook's: réglette, pioche, côté commun, partie for one game, score à atteindre.
 * tests/unit/hexadominos/vocabulary.test.ts fails when a forbidden word shows up in the Hexa-dominos
 * lessons, rules, notes, site strings or the board's messages.
 */
export const HEXADOMINOS_TERMS: readonly Term[] = [
  {
    id: 'hd-tile',
    preferred: { en: 'tile', fr: 'tuile' },
    forbidden: { en: ['domino'], fr: ['pièce', 'domino'] },
    definition: {
      en: 'A hexagon with a number from 1 to 5 on each of its six sides, named by those numbers from smallest to largest: 112345.',
      fr: `Un hexagone portant un chiffre de 1 à 5 sur chacun de ses six côtés, nommé par ces chiffres du plus petit au plus grand${NB}: 112345.`,
    },
  },
  {
    id: 'hd-value',
    preferred: { en: 'value', fr: 'valeur' },
    forbidden: { en: [], fr: [] },
    definition: {
      en: 'The sum of a tile’s six numbers: 16 for 112345. A tile laid scores its value, plus a bonus.',
      fr: `La somme des six chiffres d’une tuile${NB}: 16 pour 112345. Une tuile posée rapporte sa valeur, plus un bonus.`,
    },
  },
  {
    id: 'hd-rack',
    preferred: { en: 'rack', fr: 'réglette' },
    forbidden: { en: ['tray', 'easel'], fr: ['chevalet', 'chevalets'] },
    definition: {
      en: 'Where each player keeps their tiles, seen by them alone: 9 tiles with one or two players, 7 with three or four.',
      fr: `Là où chaque joueur garde ses tuiles, vues de lui seul${NB}: 9 tuiles à un ou deux joueurs, 7 à trois ou quatre.`,
    },
  },
  {
    id: 'hd-pile',
    preferred: { en: 'pile', fr: 'pioche' },
    forbidden: { en: ['stock', 'boneyard'], fr: ['talon', 'sabot'] },
    definition: {
      en: 'The tiles left face down after the deal. Drawing one costs 5 points; three draws a turn at most.',
      fr: `Les tuiles restées face cachée après la donne. En piocher une coûte 5 points${NB}; trois pioches par tour au plus.`,
    },
  },
  {
    id: 'hd-lay',
    preferred: { en: 'lay (a tile)', fr: 'poser (une tuile)' },
    forbidden: { en: [], fr: [] },
    definition: {
      en: 'To put a tile of your rack on a free place, every shared side showing the same number on both tiles.',
      fr: `Mettre une tuile de sa réglette sur un emplacement libre, chaque côté commun portant le même chiffre sur les deux tuiles.`,
    },
  },
  {
    id: 'hd-free-place',
    preferred: { en: 'free place', fr: 'emplacement libre' },
    forbidden: { en: ['spot', 'spots'], fr: ['place libre', 'places libres', 'case libre', 'cases libres'] },
    definition: {
      en: 'An empty place next to the tiles on the table, where a tile may go if its sides agree. Lessons outline the one they mean.',
      fr: `Une place vide au bord des tuiles posées, où une tuile peut aller si ses côtés concordent. Les leçons entourent celui dont elles parlent.`,
    },
  },
  {
    id: 'hd-shared-side',
    preferred: { en: 'shared side', fr: 'côté commun' },
    forbidden: { en: [], fr: ['côté partagé', 'côtés partagés'] },
    definition: {
      en: 'A side of the tile laid that touches a tile already down. Two to five shared sides earn 10 to 40 points more.',
      fr: `Un côté de la tuile posée qui touche une tuile déjà posée. De deux à cinq côtés communs rapportent de 10 à 40 points de plus.`,
    },
  },
  {
    id: 'hd-flower',
    preferred: { en: 'flower', fr: 'fleur' },
    forbidden: { en: [], fr: [] },
    definition: {
      en: 'A tile whose six neighbours are all on the table. The tile that completes it earns 60 instead of any side bonus.',
      fr: `Une tuile dont les six voisines sont sur la table. La tuile qui la complète rapporte 60 à la place de tout bonus de côtés.`,
    },
  },
  {
    id: 'hd-double-flower',
    preferred: { en: 'double flower', fr: 'double fleur' },
    forbidden: { en: [], fr: [] },
    definition: {
      en: 'Two flowers or more completed by one tile: 70 points instead of 60.',
      fr: `Deux fleurs ou plus complétées par une seule tuile${NB}: 70 points au lieu de 60.`,
    },
  },
  {
    id: 'hd-last-tile',
    preferred: { en: 'last tile', fr: 'dernière tuile' },
    forbidden: { en: [], fr: [] },
    definition: {
      en: 'The tile that empties a rack: the game ends at once, with 25 more and the value of every tile on the other racks.',
      fr: `La tuile qui vide une réglette${NB}: la partie s’arrête aussitôt, avec 25 de plus et la valeur de toutes les tuiles des autres réglettes.`,
    },
  },
  {
    id: 'hd-blocked',
    preferred: { en: 'blocked game', fr: 'partie bloquée' },
    forbidden: { en: [], fr: [] },
    definition: {
      en: 'The pile is empty and nobody can lay a tile: the game stops and each player loses the value of their own rack.',
      fr: `La pioche est vide et personne ne peut poser${NB}: la partie s’arrête et chacun perd la valeur de sa propre réglette.`,
    },
  },
  {
    id: 'hd-game',
    preferred: { en: 'game', fr: 'partie' },
    forbidden: { en: [], fr: ['manche', 'manches'] },
    definition: {
      en: 'One deal played to its end: a last tile laid, or a blocked table.',
      fr: `Une donne jouée jusqu’au bout${NB}: une dernière tuile posée, ou une table bloquée.`,
    },
  },
  {
    id: 'hd-match',
    preferred: { en: 'match', fr: 'match' },
    forbidden: { en: [], fr: [] },
    definition: {
      en: 'Several games in a row, scores added up: the first player whose total reaches the target score wins at once.',
      fr: `Plusieurs parties à la suite, scores additionnés${NB}: le premier joueur dont le total atteint le score à atteindre gagne aussitôt.`,
    },
  },
  {
    id: 'hd-target',
    preferred: { en: 'target score', fr: 'score à atteindre' },
    forbidden: { en: [], fr: ['objectif'] },
    definition: {
      en: 'The total a match is played to, agreed before it starts: 500, say.',
      fr: `Le total jusqu’auquel se joue un match, fixé avant de commencer${NB}: 500, par exemple.`,
    },
  },
  {
    id: 'hd-simple',
    preferred: { en: 'simple scoring', fr: 'score simplifié' },
    forbidden: { en: [], fr: [] },
    definition: {
      en: '1 point a tile, plus one bonus at most (1 for shared sides or a flower, 2 for a double flower), 5 more for the last tile; draws cost nothing.',
      fr: `1 point par tuile, plus un bonus au plus (1 pour des côtés communs ou une fleur, 2 pour une double fleur), 5 de plus pour la dernière tuile${NB}; piocher ne coûte rien.`,
    },
  },
  {
    id: 'hd-kids',
    preferred: { en: 'young children', fr: 'jeunes enfants' },
    forbidden: { en: [], fr: [] },
    definition: {
      en: 'The variant without points: the first to empty their rack wins; a blocked game goes to the fewest tiles left.',
      fr: `La variante sans points${NB}: le premier à vider sa réglette gagne${NB}; une partie bloquée revient à qui a le moins de tuiles.`,
    },
  },
];
