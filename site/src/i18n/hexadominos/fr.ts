/**
 * Interface strings of the Hexa-dominos section, in French (spread into ../fr.ts, so they share its
 * typed keys and checks). Keys start with `hd.`. French typography: narrow no-break space (U+202F)
 * before : ; ! ? and inside « », typographic apostrophe.
 */
export const hexadominosFr = {
  'nav.hexadominos': 'Hexa-dominos',
  'home.cta.hexadominos': 'Découvrir Hexa-dominos',
  'home.hexadominos': 'Le site accueille aussi un second jeu, Hexa-dominos : des tuiles hexagonales chiffrées à assembler, de 1 à 4 joueurs.',

  'hd.name': 'Hexa-dominos',
  'hd.title': 'Hexa-dominos — poser des tuiles, assortir les chiffres',
  'hd.description':
    'Hexa-dominos, jeu de tuiles hexagonales pour 1 à 4 joueurs : résumé des règles, précisions, leçons interactives et partie contre l’ordinateur.',
  'hd.tagline': 'Des tuiles à six chiffres, à poser côte à côte en faisant correspondre les valeurs',
  'hd.section': 'Rubrique Hexa-dominos',
  'hd.cta.learn': 'Suivre les leçons',
  'hd.cta.play': 'Jouer une partie',
  'hd.cta.rules': 'Les règles en une page',
  'hd.cta.notes': 'Précisions sur les règles',
  'hd.nav.label': 'Rubrique Hexa-dominos',
  'hd.nav.home': 'Présentation',
  'hd.nav.lessons': 'Leçons',
  'hd.nav.play': 'Jouer',
  'hd.nav.rules': 'Règles',
  'hd.nav.notes': 'Précisions',
  'hd.home.drawing': 'Une partie en cours : l’emplacement entouré est le dernier trou autour de deux tuiles.',

  'hd.table.label': 'Table d’Hexa-dominos',
  'hd.table.empty': 'la table est vide',
  'hd.table.tile': 'tuile {tile} en {at}, côtés dans le sens horaire depuis l’est : {sides}',
  'hd.table.spot': 'emplacement libre en {at}',
  'hd.table.rack': 'chevalet : {tiles}',
  'hd.table.invalid': 'Position illisible : {reason}',

  'hd.lessons.title': 'Apprendre Hexa-dominos',
  'hd.lessons.description': 'Sept leçons courtes pour apprendre Hexa-dominos : lire une tuile, assortir les côtés, les bonus, les fleurs, la pioche, la fin de partie et les variantes.',
  'hd.lessons.intro': 'Sept leçons courtes, une idée chacune. Chaque étape met en place une table et vous demande d’y faire quelque chose.',
  'hd.lessons.start': 'Commencer la première leçon',
  'hd.lessons.all': 'Toutes les leçons d’Hexa-dominos',
  'hd.lessons.solution': 'Solution',
  'hd.lessons.drawing': 'Table de départ de l’étape {n}',
  'hd.lessons.pending': 'Les tables de ces leçons deviennent jouables quand le plateau interactif d’Hexa-dominos est en place. En attendant, chaque étape montre sa table, sa consigne et sa solution.',
  'hd.lessons.rack': 'Votre chevalet : {tiles}',
  'hd.lessons.pile': '{count, plural, =0 {pioche vide} one {# tuile dans la pioche} other {# tuiles dans la pioche}}',
  'hd.lessons.action.draw': 'piocher',
  'hd.lessons.action.pass': 'passer',
  'hd.lessons.action.place': 'poser {tile} en {at}',

  'hd.play.title': 'Jouer à Hexa-dominos',
  'hd.play.description': 'Une partie d’Hexa-dominos de 1 à 4 joueurs, chacun une personne ou l’ordinateur, en score normal, simplifié ou pour enfants, en une partie ou en manche.',
  'hd.play.setup': 'Préparer la partie',
  'hd.play.seat': 'Joueur {n}',
  'hd.play.seat.none': 'Personne',
  'hd.play.seat.human': 'Une personne, sur cet appareil',
  'hd.play.seat.easy': 'Ordinateur facile',
  'hd.play.seat.medium': 'Ordinateur moyen',
  'hd.play.seat.hard': 'Ordinateur fort',
  'hd.play.scoring': 'Score',
  'hd.play.scoring.standard': 'Normal',
  'hd.play.scoring.simple': 'Simplifié',
  'hd.play.scoring.kids': 'Jeunes enfants (sans points)',
  'hd.play.target': 'Score visé pour une manche (0 pour une seule partie)',
  'hd.play.start': 'Commencer',
  'hd.play.pending': 'Le plateau interactif d’Hexa-dominos arrive bientôt sur cette page : vos réglages sont gardés dans l’adresse, prêts pour la partie.',

  'hd.rules.title': 'Hexa-dominos : les règles en une page',
  'hd.rules.description': 'Toutes les règles d’Hexa-dominos sur une page à imprimer, avec des schémas des tuiles, des côtés assortis, des bonus et des fleurs.',
  'hd.rules.intro': 'De quoi jouer tout de suite. Pour apprendre en manipulant les tuiles, les leçons sont faites pour ça.',
  'hd.rules.seeNotes': 'Ce que le livret laisse ouvert est tranché dans les précisions sur les règles.',

  'hd.notes.title': 'Hexa-dominos : précisions sur les règles',
  'hd.notes.description':
    'Les points que le livret d’Hexa-dominos laisse ouverts et leur réponse sur ce site : la liste des 63 tuiles, la partie en solo, le cumul des bonus, la pioche vide.',
  'hd.notes.backToRules': 'Retour aux règles en une page',
} as const;
