/**
 * French. Not bundled with the element: `i18n.ts` imports this module the first time a board speaks
 * French (the standalone build ships it as `hexadominos-board-fr.js`). Typography: a narrow no-break
 * space (U+202F) before : ; ! ? and inside « », typographic apostrophes.
 */
import type { Bonus } from '../../engine/hexadominos/types.js';
import type { Locale } from './i18n.js';

const N = '\u202f'; // narrow no-break space
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${Math.abs(n) > 1 ? many : one}`;
const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);
const spaced = (tile: string) => [...tile].join(' ');
const DIRECTIONS = ['est', 'sud-est', 'sud-ouest', 'ouest', 'nord-ouest', 'nord-est'] as const;
const LEVELS = { easy: 'facile', medium: 'moyen', hard: 'fort' } as const;
const BONUS: Record<Bonus['kind'], string> = { none: '', sides: 'côtés communs', flower: 'fleur', flowers: 'double fleur' };
const bonusText = (bonus: Bonus) => `${BONUS[bonus.kind]} ${signed(bonus.points)}`;
const list = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`);
const quoted = (text: unknown) => `«${N}${text}${N}»`;

export const fr: Locale = {
  seat: (n) => `Joueur ${n}`,
  computer: (name, level) => `${name} (ordinateur, ${LEVELS[level] ?? level})`,
  directions: DIRECTIONS,
  unknownError: 'Une erreur est survenue.',
  errors: {
    'invalid-state': () => 'Cet état de partie n’est pas valide.',
    'invalid-options': (p) => `Ces réglages ne permettent pas de lancer une partie${p.reason ? ` (${p.reason})` : ''}.`,
    'invalid-action': () => 'Ce n’est pas un coup.',
    'game-over': () => 'La partie est finie.',
    'invalid-tile': (p) => `${quoted(p.tile)} n’est pas une tuile.`,
    'not-in-rack': (p) => `${p.tile} n’est pas sur le chevalet.`,
    'invalid-cell': () => 'Ce n’est pas une place de la table.',
    'invalid-rotation': () => 'Une rotation est un nombre entier de 0 à 5.',
    'first-at-origin': () => 'La première tuile se pose au milieu de la table.',
    occupied: () => 'Une tuile occupe déjà cette place.',
    'not-touching': () => 'Une tuile doit toucher une tuile déjà posée.',
    'sides-mismatch': (p) => `${(p.directions ?? []).length > 1 ? 'Les côtés' : 'Le côté'} ${(p.directions ?? []).map((d) => DIRECTIONS[d]).join(' et ')} ne ${(p.directions ?? []).length > 1 ? 'correspondent' : 'correspond'} pas.`,
    'must-place-drawn': (p) => `Après une pioche, seule la tuile piochée (${p.drawn}) peut être posée.`,
    'draw-before-first': () => 'Personne ne pioche avant que la première tuile soit posée.',
    'pile-empty': () => 'La pioche est vide.',
    'draw-limit': () => `Déjà trois pioches ce tour${N}: posez la dernière tuile piochée ou passez.`,
    'cannot-pass': (p) => p.reason === 'can-draw-again' ? `Vous pouvez encore piocher${N}: on ne passe qu’une fois les pioches épuisées.`
      : p.reason === 'can-place' ? `Une de vos tuiles se pose${N}: pioche vide, vous devez la poser.` : 'Posez une tuile ou piochez avant de passer.',
    'invalid-notation': (p) => `Texte illisible${p.text ? ` à ${quoted(p.text)}` : ''}${p.move ? ` (coup ${p.move})` : ''}.`,
    'no-game': () => 'Aucune partie n’est lancée.',
    'computer-to-move': () => 'C’est à l’ordinateur de jouer.',
    'not-to-move': () => 'Ce n’est pas le tour de ce joueur.',
    'nothing-selected': () => 'Choisissez d’abord une tuile du chevalet.',
    'nothing-to-undo': () => 'Rien à annuler.',
    'not-over': () => 'La partie n’est pas finie.',
    'no-next-game': () => 'Il n’y a pas de partie suivante.',
    'invalid-setup': (p) => `Ces places ne permettent pas de jouer${p.reason ? ` (${p.reason})` : ''}.`,
    'invalid-event': () => 'Cette demande n’est pas comprise.',
    'invalid-attribute': (p) => `La valeur ${quoted(p.value)} de ${p.attribute} n’est pas valide${N}; valeurs possibles${N}: ${p.expected}.`,
    'computer-failed': (p) => `L’ordinateur n’a pas pu jouer${p.reason ? ` (${p.reason})` : ''}.`,
  },
  events: {
    starterDraw: (e, names) => `${names[e.draw.starter]} commence.`,
    tilePlaced: (e, names) => `${names[e.seat]} pose ${spaced(e.tile)} en ${e.at[0]}, ${e.at[1]}.`,
    sidesMatched: (e) => `${plural(e.sides.length, 'côté')} en accord.`,
    flowers: (e) => (e.cells.length > 1 ? `${e.cells.length} fleurs${N}!` : `Une fleur${N}!`),
    points: (e) => (e.bonus.kind === 'none' ? plural(e.points, 'point') : `${e.base} ${bonusText(e.bonus)}${N}: ${plural(e.points, 'point')}`) + `, total ${e.score}.`,
    drew: (e, names, viewer) => `${names[e.seat]} pioche ${e.tile && viewer === e.seat ? spaced(e.tile) : 'une tuile'}${e.penalty ? `, ${signed(-e.penalty)} (total ${e.score})` : ''}${N}; ${plural(e.pile, 'tuile')} dans la pioche.`,
    passed: (e, names) => `${names[e.seat]} passe.`,
    turn: (e, names) => `À ${names[e.toMove]} de jouer.`,
    lastTile: (e, names) => `${names[e.seat]} a posé sa dernière tuile${N}: ${signed(e.bonus)}${e.fromRacks ? `, ${signed(e.fromRacks)} pris aux autres chevalets` : ''}.`,
    blocked: () => `Plus personne ne peut poser et la pioche est vide${N}: la partie est bloquée.`,
    matchWon: (e, names) => `${names[e.seat]} atteint ${plural(e.total, 'point')}, l’objectif de ${e.target}, et remporte le match.`,
    gameOver: (e, names) => `Partie finie. ${list(e.winners.map((s: number) => names[s]))} ${e.winners.length > 1 ? 'se partagent la victoire' : 'gagne'}.`,
  },
  ui: {
    board: 'Hexa-dominos',
    table: 'Table',
    rack: (who) => `Chevalet de ${who}`,
    tiles: (count) => plural(count, 'tuile'),
    pile: (count) => `Pioche${N}: ${plural(count, 'tuile')}`,
    toPlay: (who) => `À ${who} de jouer`,
    first: (who) => `${who} pose la première tuile`,
    afterDraw: (who, draws) => `${who} a pioché (${draws} sur 3)${N}: posez cette tuile, piochez encore ou passez`,
    thinking: (who) => `${who} réfléchit…`,
    wins: (whos) => `${list(whos)} ${whos.length > 1 ? 'se partagent la victoire' : 'gagne'}${N}!`,
    matchWins: (whos) => `${list(whos)} ${whos.length > 1 ? 'se partagent le match' : 'remporte le match'}${N}!`,
    place: 'Poser',
    cancel: 'Annuler',
    rotateLeft: 'Tourner à gauche',
    rotateRight: 'Tourner à droite',
    draw: (cost) => (cost ? `Piocher (−${cost})` : 'Piocher'),
    pass: 'Passer',
    undo: 'Reprendre',
    zoomIn: 'Zoomer',
    zoomOut: 'Dézoomer',
    fit: 'Voir toute la table',
    nextGame: 'Partie suivante',
    start: 'Commencer',
    starterTitle: `Qui commence${N}?`,
    starterLine: (who, tile, sum) => `${who} a tiré ${spaced(tile)} (somme ${sum})`,
    starts: (who) => `${who} commence.`,
    passDevice: (who) => `Passez l’appareil à ${who}.`,
    ready: (who) => `Je suis ${who}${N}: montrer mes tuiles`,
    scoreSheet: 'Feuille de marque',
    scoreTotal: (score) => `Total ${score}`,
    matchTotal: (score, target) => `Match ${score} / ${target}`,
    endTitle: 'Fin de la partie',
    lastTileLine: (who, bonus, fromRacks) => `${who} a posé sa dernière tuile${N}: ${signed(bonus)}${fromRacks ? ` et ${signed(fromRacks)} pris aux autres chevalets` : ''}`,
    blockedLine: (who, tiles, points) => `${who}${N}: ${plural(tiles, 'tuile restante', 'tuiles restantes')}${points ? `, ${signed(points)}` : ''}`,
    finalLine: (who, score) => `${who}${N}: ${score}`,
    reachedLine: (who, total, target) => `${who} atteint ${total} pour un objectif de ${target}${N}: le jeu s’arrête`,
    fits: 'se pose',
    noFit: `ne se pose pas ainsi${N}: tournez-la`,
    preview: (base, bonus, points) => (bonus.kind === 'none' ? plural(points, 'point') : `${base} ${bonusText(bonus)} = ${plural(points, 'point')}`),
    spot: (q, r, needs) => `Place libre ${q}, ${r}${N}: ${needs}`,
    needs: (values) => values.map(({ direction, value }) => `${value} ${/^[eo]/.test(DIRECTIONS[direction]) ? 'à l’' : 'au '}${DIRECTIONS[direction]}`).join(', '),
    tileName: (tile) => `tuile ${spaced(tile)}`,
    placedTile: (tile, q, r, sides) => `${spaced(tile)} en ${q}, ${r}${N}; dans le sens horaire depuis l’est${N}: ${sides.join(', ')}`,
    selected: 'choisie',
    keys: `Chevalet${N}: les flèches choisissent une tuile, Entrée la prend. Puis Tab vers les places libres${N}: les flèches passent de l’une à l’autre, Entrée y montre la tuile et Entrée à nouveau la pose. R et Maj+R tournent la tuile, Échap annule.`,
    tableKeys: 'Les flèches déplacent la vue, + et − zooment, 0 montre toute la table.',
  },
};
