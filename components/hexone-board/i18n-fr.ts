/**
 * French. Not bundled with the element: `i18n.ts` imports this module the first time a board speaks
 * French (the standalone build ships it as `hexone-board-fr.js`), so English pages never download it.
 * Each message is a small function of its parameters.
 */
import { list, opt } from '../shared/i18n-format.js';
import type { Locale } from './i18n-types.js';

/** French plural rules (0 and 1 are singular): `one` or `other`. */
const plural = new Intl.PluralRules('fr');
const s = (n: number, ending = 's') => (plural.select(n) === 'one' ? '' : ending);
const pawns = (n: number) => `${n} pion${s(n)}`;
/** « b3, c2 et a1 ». */
const and = new Intl.ListFormat('fr', { type: 'conjunction' });

/** Pourquoi l’ordinateur n’a pas pu jouer (components/shared/computer-failure.ts), et que faire. */
const COMPUTER_FAILED = {
  missing:
    'Les fichiers de l’ordinateur n’ont pas pu être chargés (hexone-board-computer.js et hexone-bot.js, servis à côté de hexone-board.js) : il ne peut pas jouer. Jouez ses coups vous-même, ou rechargez la page.',
  failed: 'Le joueur ordinateur s’est arrêté sur une erreur et ne peut pas jouer ce tour.',
  'no-move': 'L’ordinateur n’a rien trouvé à jouer.',
  refused: 'L’ordinateur a choisi un coup que la règle n’autorise pas.',
  timeout: 'L’ordinateur a mis trop de temps à répondre.',
};

// French typography: a narrow no-break space (U+202F) before : ; ! ? and inside « », apostrophe ’.
export const fr: Locale = {
  names: { b: 'Noir', w: 'Blanc' },
  pawns,
  unknownError: 'Erreur inconnue.',
  atMove: (n) => `Coup ${n}. `,
  errors: {
    'unknown-cell': (p) => `« ${p.cell} » n’est pas une case du plateau (de a1 à e5).`,
    'game-over': () => 'La partie est finie.',
    'must-explode': () => 'Une réaction en chaîne est en cours : ses cases explosent avant toute nouvelle pose.',
    'must-place': () => 'Aucune case ne porte trois pions, rien ne peut exploser : posez un pion.',
    'opening-first-ring': (p) => `Les pions d’ouverture se posent sur le premier anneau, autour du centre, pas en ${p.cell}.`,
    'opening-occupied': (p) => `${p.cell} porte déjà le pion d’ouverture adverse : le second pion d’ouverture va sur une autre case du premier anneau.`,
    'centre-forbidden': () => 'Personne ne pose sur le centre (c3).',
    'opponent-cell': (p) => `${p.cell} porte des pions adverses : on ne pose jamais chez l’adversaire.`,
    'not-connected': (p) => `${p.cell} ne touche aucune de vos cases : on pose sur une case à soi ou juste à côté.`,
    'tile-removed': (p) => `La tuile ${p.cell} a été retirée : elle ne fait plus partie du plateau.`,
    'not-explodable': (p) => `Une case n’explose qu’à partir de trois pions, et la plus pleine d’abord${opt(list(p.explodable), ' : à présent ')}.`,
    'not-on-y': (p) => `${p.toward} n’est sur aucun des deux Y de ${p.cell} : ses pions ne vont que vers une voisine sur deux.`,
    // The engine's reasons are in English only: left out here.
    'invalid-state': () => 'Cet état de partie n’est pas valide.',
    'invalid-notation': (p) => `Texte illisible${opt(p.text, ' à « ', ' »')}${opt(p.move, ' (coup ', ')')}.`,
    'cannot-pass': () => 'On ne passe que si l’on ne peut poser nulle part.',
    'must-pass': () => 'Vos seuls pions sont au centre et l’adversaire tient tout le premier anneau : vous ne pouvez poser nulle part, vous passez.',
    'nothing-to-undo': () => 'Rien à annuler.',
    'nothing-to-redo': () => 'Rien à rétablir.',
    'nothing-selected': () => 'Aucune case n’est choisie : choisissez d’abord la case qui explose, puis son Y.',
    'invalid-attribute': (p) => `L’attribut ${p.attribute} « ${p.value} » n’est pas valide ; valeurs possibles : ${p.expected}.`,
    'computer-failed': (p) => COMPUTER_FAILED[p.reason as keyof typeof COMPUTER_FAILED] ?? COMPUTER_FAILED.failed,
  },
  events: {
    placed: (e, n) => `${n[e.player]} pose en ${e.cell}.`,
    exploded: (e) => `${e.cell} explose vers ${e.toward}${opt(e.remaining && pawns(e.remaining), ', ', ` reste${s(e.remaining ?? 0, 'nt')}`)}.`,
    moved: (e) => `Un pion va en ${e.to}.`,
    toCentre: () => 'Un pion va au centre.',
    lost: () => 'Un pion sort du plateau.',
    captured: (e) => `${pawns(e.count)} pris en ${e.cell}.`,
    tileFlipped: (e) => `La tuile ${e.cell} ${e.to === 'gray' ? 'devient grise' : 'est retirée'}.`,
    removedWithTile: (e) => `${pawns(e.count)} retiré${s(e.count)} avec la tuile.`,
    chain: (e, n) => `${n[e.player]} doit faire exploser ${list(e.explodable)}.`,
    passed: (e, n) => `${n[e.player]} ne peut poser nulle part et passe.`,
    turn: (e, n) => `À ${n[e.toMove]} de jouer.`,
    won: (e, n) => `${n[e.winner]} gagne${opt(e.score !== null && `${e.score}`, ' avec ', ' points')} !`,
  },
  lostTotal: (n) => `${pawns(n)} perdu${s(n)}.`,
  centreTotal: (n) => `${pawns(n)} au centre.`,
  ui: {
    board: 'Plateau d’Hexone',
    undo: 'Annuler',
    redo: 'Rétablir',
    next: 'Explosion suivante',
    pass: 'Passer',
    mustPass: (who) => `${who} ne peut poser nulle part : passez`,
    toPlay: (who) => `À ${who} de jouer`,
    opening: (who) => `${who} ouvre : posez un pion sur le premier anneau, autour du centre`,
    chain: (who) => `${who} : choisissez la case qui explose`,
    exploding: (who, cell, n) => (n > 1 ? `${who} : réaction en chaîne, ${n}ᵉ explosion en ${cell}` : `${who} : explosion en ${cell}`),
    chainRunning: (who) => `${who} : la réaction en chaîne continue…`,
    placing: (who, cell) => `${who} pose en ${cell}`,
    chooseY: (who, cell) => `${who} : choisissez le Y de ${cell} (1 ou 2)`,
    wins: (who, score) => `${who} gagne${opt(score !== null && `${score}`, ' — ', ' points')}`,
    thinking: (who) => `${who} (l’ordinateur) réfléchit…`,
    paused: 'En pause : appuyez sur « Explosion suivante » pour voir la suite',
    y: (k, toward) => `Y ${k} vers ${toward}`,
    summary: (t) =>
      `${t.captured} pris, ${t.lost} perdu${s(t.lost)}${opt(t.centre, ', ', ' au centre')}${opt(t.removed, ', ', ` retiré${s(t.removed)} avec la tuile`)}`,
    choice: (k, targets, summary) => `Y ${k} : ${and.format(targets)} (${summary}).`,
    offBoard: 'hors du plateau',
    toCentre: 'hors du plateau puis au centre',
    selected: (cell) => `${cell} choisie.`,
    kept: (cell) => `${cell} reste choisie : choisissez maintenant l’un de ses Y (1 ou 2) ; Échap l’abandonne.`,
    bothLand: (cell, to) => `Les deux Y de ${cell} envoient un pion en ${to} : choisissez une case du Y voulu (1 ou 2).`,
    row: (letter) => `Rangée ${letter}`,
    marksLegend: {
      trail: 'Marques numérotées : le dernier tour, dans l’ordre où il a été joué.',
      hint: 'Marques numérotées : le coup montré, étape par étape.',
    },
    empty: 'vide',
    centre: 'centre',
    peak: 'pointe',
    tile: (face, points) => (face === 'removed' ? 'tuile retirée' : `tuile ${face === 'white' ? 'blanche' : 'grise'}, ${points} point${s(points)}`),
    legal: 'jouable',
    explodable: 'peut exploser',
    selectedState: 'choisie',
    target: (k) => `sur le Y ${k}`,
    highlighted: 'mise en évidence',
    hint: (steps) => `Coup proposé : ${steps.join(', puis ')}.`,
    hintPlace: (cell) => `poser en ${cell}`,
    undone: (steps) => `Annulé : ${steps.join(', puis ')}.`,
    redone: (steps) => `Rétabli : ${steps.join(', puis ')}.`,
    helpShown: 'La liste des touches est affichée sous le plateau.',
    helpHidden: 'La liste des touches est masquée.',
    hintExplode: (cell, toward) => `${cell} explose vers ${toward}`,
    keys: (k) =>
      `Flèches ou ${k.nw} ${k.ne} ${k.w} ${k.e} ${k.sw} ${k.se} pour se déplacer, Entrée pour poser ou choisir, 1 et 2 pour un Y, Échap pour lâcher la case choisie, ${k.undo} et ${k.redo} pour annuler et rétablir, ${k.pass} pour passer, et la touche « ? » pour la liste des touches.`,
    keysButton: 'Touches',
    keysTitle: 'Clavier',
    keyHelp: (k) => [
      ['← → ↑ ↓', 'aller de case en case'],
      [`${k.nw} ${k.ne}`, 'en haut à gauche, en haut à droite'],
      [`${k.w} ${k.e}`, 'à gauche, à droite'],
      [`${k.sw} ${k.se}`, 'en bas à gauche, en bas à droite'],
      ['Début Fin', 'première ou dernière case de la rangée'],
      ['Entrée Espace', 'poser, choisir la case qui explose, ou faire partir le Y sous le curseur'],
      ['1 2', 'faire partir le Y 1 ou le Y 2 de la case choisie'],
      ['Échap', 'lâcher la case choisie'],
      [`${k.undo} ${k.redo}`, 'annuler, rétablir (aussi Ctrl+Z, Ctrl+Y)'],
      [k.next, 'explosion suivante (pas à pas)'],
      [k.pass, 'passer, quand on ne peut poser nulle part'],
      ['?', 'afficher ou cacher cette liste'],
    ],
  },
};
