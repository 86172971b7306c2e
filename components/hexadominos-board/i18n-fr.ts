/**
 * French. Not bundled with the element: `i18n.ts` imports this module the first time a board speaks
 * French (the standalone build ships it as `hexadominos-board-fr.js`). Words are the printed rulebook's
 * (réglette, pioche, poser, côtés communs, partie for one game, score à atteindre); a match of several
 * games is a « match ». Typography: a narrow no-break space (U+202F) before : ; ! ? and inside « »,
 * typographic apostrophes; coordinates as (1 ; −1), which cannot be read as a decimal.
 *
 * Names arrive as the seats list shows them ("Joueur 1", "Anna"); running text needs "le joueur 1",
 * "au joueur 1", "du joueur 1" but "Anna", "à Anna", "d’Anna": `le`, `au` and `du` build those.
 */
import type { Bonus } from '../../engine/hexadominos/types.js';
import type { Clash, Locale, Verb } from './i18n-types.js';
import { sharedOf } from './i18n-shared.js';
import { placeName, type PlaceWords } from './place-words.js';

const N = '\u202f'; // narrow no-break space
const rules = new Intl.PluralRules('fr');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${rules.select(n) === 'one' ? one : many}`;
const minus = (n: number) => `${n < 0 ? '−' : ''}${Math.abs(n)}`;
const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);
const spaced = (tile: string) => [...tile].join(' ');
const DIRECTIONS = ['est', 'sud-est', 'sud-ouest', 'ouest', 'nord-ouest', 'nord-est'] as const;
const LEVELS = { easy: 'facile', medium: 'moyen', hard: 'fort' } as const;
const BONUS: Record<Bonus['kind'], (shared: number) => string> = {
  none: () => '',
  sides: (shared) => plural(shared, 'côté commun', 'côtés communs'),
  flower: () => 'fleur',
  flowers: () => 'double fleur',
};
const sum = (base: number, bonus: Bonus, points: number, shared: number) =>
  bonus.kind === 'none' ? `${points}` : `${base} + ${bonus.points} (${BONUS[bonus.kind](shared)}) = ${points}`;
const quoted = (text: unknown) => `«${N}${String(text)}${N}»`;
const at = (q: number, r: number) => `(${minus(q)}${N}; ${minus(r)})`;
const ORDINALS = ['première', 'deuxième', 'troisième'];
/** Pourquoi l’ordinateur n’a pas pu jouer (`ComputerFailure` de computer-controller.ts), et que faire. */
const COMPUTER_FAILED = {
  missing: `Les fichiers de l’ordinateur n’ont pas pu être chargés (hexadominos-bot.js, servi à côté de hexadominos-board.js)${N}: il ne peut pas jouer. Confiez sa place à une personne, ou rechargez la page.`,
  failed: 'Le joueur ordinateur s’est arrêté sur une erreur et ne peut pas jouer ce tour.',
  'no-move': 'L’ordinateur n’a rien trouvé à jouer.',
  refused: 'L’ordinateur a choisi un coup que la règle n’autorise pas.',
  timeout: 'L’ordinateur a mis trop de temps à répondre.',
};

/** A default seat name ("Joueur 2", "Joueur 2 (ordinateur, moyen)") takes an article in running text. */
const DEFAULT_NAME = /^Joueur (?=\d)/;
const le = (who: string) => who.replace(DEFAULT_NAME, 'le joueur ');
const au = (who: string) => (DEFAULT_NAME.test(who) ? who.replace(DEFAULT_NAME, 'au joueur ') : `à ${who}`);
const du = (who: string) =>
  DEFAULT_NAME.test(who) ? who.replace(DEFAULT_NAME, 'du joueur ') : /^[aeiouyhàâäéèêëîïôöûüù]/i.test(who) ? `d’${who}` : `de ${who}`;
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const list = (names: string[]) => {
  const all = names.map(le);
  return all.length < 2 ? all.join('') : `${all.slice(0, -1).join(', ')} et ${all[all.length - 1]}`;
};
const touch = (verb: Verb) => (verb === 'tap' ? 'Touchez' : 'Cliquez sur');

// « à l’est de », « au sud-est de » : l’article se contracte devant les noms de côté qui ne commencent pas par une voyelle.
const toThe = (d: number) => (/^[eo]/.test(DIRECTIONS[d]) ? `à l’${DIRECTIONS[d]}` : `au ${DIRECTIONS[d]}`);
const PLACE_WORDS: PlaceWords = {
  middle: 'au milieu de la table',
  alone: 'loin de toute tuile',
  beside: (t) => `${toThe(t.side)} de ${spaced(t.tile)}`,
  between: (a, b) => `entre le côté ${DIRECTIONS[a.side]} de ${spaced(a.tile)} et le côté ${DIRECTIONS[b.side]} de ${spaced(b.tile)}`,
};
const needsWords = (values: { direction: number; value: number }[]) => {
  const all = values.map(({ direction, value }) => `${value} ${toThe(direction)}`);
  return all.length < 2 ? all.join('') : `${all.slice(0, -1).join(', ')} et ${all[all.length - 1]}`;
};
const clash = (c: Clash) => `son côté ${DIRECTIONS[c.direction]} montre ${c.value}, la table demande ${c.need}`;

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
    'not-in-rack': (p) => `${p.tile} n’est pas sur la réglette.`,
    'invalid-cell': () => 'Ce n’est pas un emplacement de la table.',
    'invalid-rotation': () => 'Une rotation est un nombre entier de 0 à 5.',
    'first-at-origin': () => 'La première tuile se pose au milieu de la table.',
    occupied: () => 'Une tuile occupe déjà cet emplacement.',
    'not-touching': () => 'Une tuile doit toucher une tuile déjà posée.',
    'sides-mismatch': (p) =>
      `${(p.directions ?? []).length > 1 ? 'Les côtés' : 'Le côté'} ${(p.directions ?? []).map((d) => DIRECTIONS[d]).join(' et ')} ne ${(p.directions ?? []).length > 1 ? 'correspondent' : 'correspond'} pas.`,
    'must-place-drawn': (p) => `Après une pioche, seule la tuile piochée (${spaced(p.drawn ?? '')}) peut être posée.`,
    'draw-before-first': () => 'Personne ne pioche avant que la première tuile soit posée.',
    'pile-empty': () => 'La pioche est vide.',
    'draw-limit': () => `Déjà trois pioches ce tour${N}: posez la dernière tuile piochée ou passez.`,
    'cannot-pass': (p) =>
      p.reason === 'can-draw-again'
        ? `Vous pouvez encore piocher${N}: on ne passe qu’une fois les pioches épuisées.`
        : p.reason === 'can-place'
          ? `Une de vos tuiles se pose${N}: pioche vide, vous devez la poser.`
          : 'Posez une tuile ou piochez avant de passer.',
    'invalid-notation': (p) => `Texte illisible${p.text ? ` à ${quoted(p.text)}` : ''}${p.move ? ` (coup ${p.move})` : ''}.`,
    'no-game': () => 'Aucune partie n’est lancée.',
    'computer-to-move': () => 'C’est à l’ordinateur de jouer.',
    'not-to-move': () => 'Ce n’est pas le tour de ce joueur.',
    'nothing-selected': () => 'Choisissez d’abord une tuile de la réglette.',
    'nothing-to-undo': () => 'Rien à reprendre.',
    'not-over': () => 'La partie n’est pas finie.',
    'no-next-game': () => 'Il n’y a pas de partie suivante.',
    'invalid-setup': (p) => `Ces places ne permettent pas de jouer${p.reason ? ` (${p.reason})` : ''}.`,
    'invalid-event': () => 'Cette demande n’est pas comprise.',
    'invalid-attribute': (p) => `La valeur ${quoted(p.value)} de ${p.attribute} n’est pas valide${N}; valeurs possibles${N}: ${p.expected}.`,
    'computer-failed': (p) => COMPUTER_FAILED[p.reason as keyof typeof COMPUTER_FAILED] ?? COMPUTER_FAILED.failed,
    'no-fit-here': (p) =>
      `${spaced(p.tile ?? '')} ne se pose pas sur cet emplacement, quel que soit son sens${p.needs?.length ? `${N}: l’emplacement demande ${needsWords(p.needs)}` : ''}. Prenez une autre tuile.`,
  },
  events: {
    starterDraw: (e, names) => `${cap(le(names[e.draw.starter]))} commence.`,
    tilePlaced: (e, names, _viewer, _all, table) => `${cap(le(names[e.seat]))} pose ${spaced(e.tile)} ${placeName(PLACE_WORDS, table, e.at)}.`,
    sidesMatched: (e) => `${plural(e.sides.length, 'côté commun', 'côtés communs')}.`,
    flowers: (e) => (e.cells.length > 1 ? `${e.cells.length} fleurs${N}!` : `Une fleur${N}!`),
    // Le score « jeunes enfants » ne compte rien : ses zéros ne sont pas dits.
    points: (e, _names, _viewer, all) =>
      e.base === 0 && e.points === 0
        ? ''
        : `${sum(e.base, e.bonus, e.points, sharedOf(all))} ${e.points > 1 || e.points < -1 ? 'points' : 'point'}, total ${minus(e.score)}.`,
    drew: (e, names, viewer) =>
      `${cap(le(names[e.seat]))} pioche ${e.tile && viewer === e.seat ? spaced(e.tile) : 'une tuile'}${e.penalty ? `, ${signed(-e.penalty)} (total ${minus(e.score)})` : ''}${N}; ${plural(e.pile, 'tuile')} dans la pioche.`,
    passed: (e, names) => `${cap(le(names[e.seat]))} passe.`,
    turn: (e, names) => `${cap(au(names[e.toMove]))} de jouer.`,
    lastTile: (e, names) =>
      `${cap(le(names[e.seat]))} a posé sa dernière tuile${N}: ${signed(e.bonus)}${e.fromRacks ? `, ${signed(e.fromRacks)} pris aux autres réglettes` : ''}. Les autres gardent leur score.`,
    blocked: () => `Plus personne ne peut poser et la pioche est vide${N}: la partie est bloquée.`,
    matchWon: (e, names) => `${cap(le(names[e.seat]))} atteint ${plural(e.total, 'point')}, le score à atteindre de ${e.target}, et remporte le match.`,
    gameOver: (e, names) =>
      `Partie finie.${e.scores.length < 2 ? '' : ` ${cap(list(e.winners.map((s: number) => names[s])))} ${e.winners.length > 1 ? 'se partagent la victoire' : 'gagne'}.`}`,
  },
  ui: {
    board: 'Hexa-dominos',
    table: 'Table',
    rack: (who) => `Réglette ${du(who)}`,
    tiles: (count) => plural(count, 'tuile'),
    points: (count) => `${minus(count)} ${Math.abs(count) > 1 ? 'points' : 'point'}`,
    pile: (count) => `Pioche${N}: ${plural(count, 'tuile')}`,
    toPlay: (who) => `${cap(au(who))} de jouer`,
    first: (who) => `${cap(le(who))} pose la première tuile`,
    afterDraw: (who, draws, canDraw, canPass) =>
      `${cap(le(who))} a pioché (${draws} sur 3)${N}: posez cette tuile${canDraw ? ' ou piochez encore' : canPass ? ' ou passez' : ''}`,
    mustPass: (who) => `${cap(le(who))} ne peut poser aucune tuile et la pioche est vide${N}: passez`,
    thinking: (who) => `${cap(le(who))} réfléchit…`,
    wins: (whos) => `${cap(list(whos))} ${whos.length > 1 ? 'se partagent la victoire' : 'gagne'}${N}!`,
    matchWins: (whos) => `${cap(list(whos))} ${whos.length > 1 ? 'se partagent le match' : 'remporte le match'}${N}!`,
    soloOver: (score) => (score === null ? `Partie finie${N}: votre réglette est vide.` : `Partie finie${N}: ${plural(score, 'point')}.`),
    guide: {
      pickTile: (verb, first) =>
        verb === 'key'
          ? `Choisissez une tuile de votre réglette avec les flèches et appuyez sur Entrée${first ? `${N}: la première se pose au milieu` : ''}.`
          : `${touch(verb)} une tuile de votre réglette, puis ${verb === 'tap' ? '' : 'sur '}${first ? 'l’emplacement libre du milieu' : 'un emplacement libre'}${N}; ${verb === 'tap' ? 'touchez-le' : 'cliquez'} à nouveau pour poser la tuile.`,
      pickPlace: (verb, count, drawn) =>
        `${drawn ? 'La tuile piochée' : 'Elle'} se pose sur ${plural(count, 'emplacement libre', 'emplacements libres')}${N}: ${verb === 'key' ? 'choisissez-en un avec les flèches et Entrée' : verb === 'tap' ? 'touchez-en un' : 'cliquez sur l’un d’eux'} pour y mettre la tuile.`,
      lay: (verb) =>
        verb === 'key'
          ? 'Entrée à nouveau pour la poser, R pour la tourner, Échap pour la remettre sur la réglette.'
          : `${verb === 'tap' ? 'Touchez à nouveau la tuile, ou le bouton' : 'Cliquez à nouveau sur la tuile, ou sur'} Poser la tuile${N}; Tourner pour essayer un autre sens.`,
      turn: `Elle ne se pose pas dans ce sens${N}: tournez-la jusqu’à ce que chaque côté qui touche corresponde.`,
      nowhere: (drawn, canDraw, canPass) =>
        drawn
          ? `La tuile piochée ne se pose nulle part${N}: ${canDraw ? 'piochez encore' : 'passez'}.`
          : `Cette tuile ne se pose nulle part pour l’instant${N}: choisissez-en une autre${canDraw ? ', ou piochez' : canPass ? ', ou passez' : ''}.`,
      drawOrPass: (canDraw) =>
        canDraw ? `Aucune de vos tuiles ne se pose${N}: piochez.` : `Aucune de vos tuiles ne se pose et la pioche est vide${N}: passez.`,
    },
    keysTitle: 'Clavier',
    place: 'Poser la tuile',
    cancel: 'Annuler',
    rotateLeft: 'Tourner à gauche',
    rotateRight: 'Tourner à droite',
    draw: (cost) => (cost ? `Piocher (−${cost})` : 'Piocher'),
    pass: 'Passer',
    undo: 'Reprendre',
    zoomIn: 'Zoomer',
    zoomOut: 'Dézoomer',
    fit: 'Voir tout (la table entière)',
    fitShort: 'Voir tout',
    nextGame: 'Partie suivante',
    start: 'Continuer',
    starterTitle: `Qui commence${N}?`,
    starterLine: (who, tile, total) => `${cap(le(who))} a pioché ${spaced(tile)} (valeur ${total})`,
    starts: (who) => `${cap(le(who))} commence.`,
    passDevice: (who) => `Passez l’appareil ${au(who)}.`,
    ready: (who) => `Je suis ${le(who)}${N}: montrer mes tuiles`,
    scoreSheet: 'Feuille de marque',
    sheetPlace: (tile, base, bonus, points, shared) => `Tuile ${spaced(tile)}${N}: ${sum(base, bonus, points, shared)}`,
    sheetDraw: (penalty, draw) => `Pioche (${ORDINALS[draw - 1] ?? `${draw}e`} du tour)${N}: −${penalty}`,
    sheetLastTile: (bonus) => `Dernière tuile${N}: ${signed(bonus)}`,
    sheetFromRacks: (points) => `Tuiles des autres réglettes${N}: ${signed(points)}`,
    sheetRack: (points, tiles) => `${plural(tiles, 'tuile restée', 'tuiles restées')} sur la réglette${N}: ${signed(points)}`,
    scoreTotal: (score) => `Total ${minus(score)}`,
    matchTotal: (score, target) => `Match ${minus(score)} / ${target}`,
    matchTitle: (target) => `Match, score à atteindre ${target}${N}: les totaux cumulés`,
    matchGame: (n) => `Partie ${n}`,
    matchEarlier: (from, to) => (from === to ? `Partie ${from}` : `Parties ${from} à ${to}`),
    matchThis: (n) => `Partie ${n} (celle-ci)`,
    matchRunning: 'Total du match',
    endTitle: 'Fin de la partie',
    lastTileLine: (who, bonus, fromRacks) =>
      `${cap(le(who))} a posé sa dernière tuile${N}: ${signed(bonus)}${fromRacks ? ` et ${signed(fromRacks)} pris aux autres réglettes` : ''}${N}; les autres gardent leur score`,
    lastTileKids: (who) => `${cap(le(who))} a posé sa dernière tuile`,
    blockedLine: (who, tiles, points) => `${who}${N}: ${plural(tiles, 'tuile restante', 'tuiles restantes')}${points ? `, ${signed(points)}` : ''}`,
    finalLine: (who, score) => `${who}${N}: ${minus(score)}`,
    reachedLine: (who, total, target) => `${cap(le(who))} atteint ${total} pour un score à atteindre de ${target}${N}: la partie s’arrête`,
    fits: (shared, last) => `Se pose${shared > 1 ? `, contre ${plural(shared, 'tuile')}` : ''}${last ? `${N}: votre dernière tuile, vous gagnez` : ''}`,
    previewLast: (base, bonus, points, shared, lastBonus, fromRacks) =>
      `${bonus.kind === 'none' ? base : `${base} + ${bonus.points} (${BONUS[bonus.kind](shared)})`} + ${lastBonus} (dernière tuile)${fromRacks ? ` + ${fromRacks} (les autres réglettes)` : ''} = ${points + lastBonus + fromRacks} points`,
    noFit: (clashes) => `Ne se pose pas dans ce sens${clashes.length ? ` (${clashes.map(clash).join(`${N}; `)})` : ''}${N}: tournez-la.`,
    preview: (base, bonus, points, shared) => `${sum(base, bonus, points, shared)} ${points > 1 || points < -1 ? 'points' : 'point'}`,
    spot: (where, needs, outlined) => `Emplacement libre, ${where}${outlined ? ', entouré' : ''}${N}: ${needs || 'toute tuile convient'}`,
    needs: (values) =>
      values.map(({ direction, value }) => `${value} ${/^[eo]/.test(DIRECTIONS[direction]) ? 'à l’' : 'au '}${DIRECTIONS[direction]}`).join(', '),
    coordinates: at,
    placeWords: PLACE_WORDS,
    tileName: (tile) => `tuile ${spaced(tile)}`,
    rackTile: (tile, value) => `tuile ${spaced(tile)}, valeur ${value}`,
    shownMove: (placed) => `Montrée, non jouée${N}: ${placed}`,
    placedTile: (tile, where, sides) => `${spaced(tile)}, ${where}${N}; dans le sens horaire depuis l’est${N}: ${sides.join(', ')}`,
    picked: (tile, value, places) =>
      `Tuile ${spaced(tile)} (valeur ${value}) choisie${N}: ${places ? `elle se pose sur ${plural(places, 'emplacement libre', 'emplacements libres')}` : 'elle ne se pose nulle part pour l’instant'}.`,
    putBack: (tile) => `Tuile ${spaced(tile)} remise sur la réglette.`,
    sides: (values) => `Dans le sens horaire depuis l’est${N}: ${values.join(', ')}.`,
    keys: `Sur la réglette, les flèches choisissent une tuile et Entrée la prend${N}: le focus passe au premier emplacement libre où elle se pose. Là, les flèches vont d’un emplacement à l’autre, chacun décrit${N}; Entrée y met la tuile et Entrée à nouveau la pose. R et Maj+R tournent la tuile${N}; Échap la remet sur la réglette. Tab atteint les boutons${N}; la touche «${N}?${N}» ouvre ou ferme cette aide.`,
    keysClosed: 'Aide du clavier fermée.',
    undone: (what) => `${cap(what.join(`${N}; `))}${N}: ${what.length > 1 ? 'coups annulés' : 'coup annulé'}.`,
    undoneLay: (who, tile, where) => `${le(who)} a posé ${spaced(tile)} ${where}`,
    undoneDraw: (who) => `${le(who)} a pioché, et le coût de la pioche est rendu`,
    undonePass: (who) => `${le(who)} a passé`,
    gameStart: (who, drawn, value) =>
      drawn
        ? `Nouvelle partie. ${cap(le(who))} a pioché ${spaced(drawn)}, valeur ${value}, la plus haute, et commence.`
        : `Nouvelle partie. ${cap(au(who))} de jouer.`,
    tableKeys: `La table ayant le focus, les flèches déplacent la vue, + et − zooment, 0 montre toute la table${N}; Ctrl et la molette zooment aussi.`,
  },
};
