/** Interface strings of the Hexa-dominos section, in English: exactly the keys of ./fr.ts (the type enforces it). */
import type { hexadominosFr } from './fr';

export const hexadominosEn: Record<keyof typeof hexadominosFr, string> = {
  'nav.hexadominos': 'Hexa-dominos',
  'home.cta.hexadominos': 'Discover Hexa-dominos',
  'home.hexadominos': 'The site is also home to a second game, Hexa-dominos: numbered hexagonal tiles to fit together, for 1 to 4 players.',

  'hd.name': 'Hexa-dominos',
  'hd.title': 'Hexa-dominos — lay tiles, match the numbers',
  'hd.description':
    'Hexa-dominos, a hexagonal tile game for 1 to 4 players: a rules summary, rules notes, interactive lessons and games against the computer.',
  'hd.tagline': 'Tiles with six numbers, laid side by side so that touching values agree',
  'hd.section': 'Hexa-dominos section',
  'hd.cta.learn': 'Take the lessons',
  'hd.cta.play': 'Play a game',
  'hd.cta.rules': 'The rules on one page',
  'hd.cta.notes': 'Rules notes',
  'hd.nav.label': 'Hexa-dominos section',
  'hd.nav.home': 'Overview',
  'hd.nav.lessons': 'Lessons',
  'hd.nav.play': 'Play',
  'hd.nav.rules': 'Rules',
  'hd.nav.notes': 'Rules notes',
  'hd.home.drawing': 'A game under way: the outlined spot is the last gap around two tiles.',

  'hd.table.label': 'Hexa-dominos table',
  'hd.table.empty': 'the table is empty',
  'hd.table.tile': 'tile {tile} at {at}, sides clockwise from east: {sides}',
  'hd.table.spot': 'open spot at {at}',
  'hd.table.rack': 'rack: {tiles}',
  'hd.table.invalid': 'Unreadable position: {reason}',

  'hd.lessons.title': 'Learn Hexa-dominos',
  'hd.lessons.description': 'Seven short lessons to learn Hexa-dominos: reading a tile, matching sides, bonuses, flowers, drawing, the end of the game and the variants.',
  'hd.lessons.intro': 'Seven short lessons, one idea each. Every step sets out a table and gives you something to do on it.',
  'hd.lessons.start': 'Start the first lesson',
  'hd.lessons.all': 'All Hexa-dominos lessons',
  'hd.lessons.solution': 'Solution',
  'hd.lessons.drawing': 'Starting table of step {n}',
  'hd.lessons.pending': 'The tables of these lessons become playable once the interactive Hexa-dominos board is in place. Meanwhile each step shows its table, its task and its solution.',
  'hd.lessons.rack': 'Your rack: {tiles}',
  'hd.lessons.pile': '{count, plural, =0 {empty pile} one {# tile in the pile} other {# tiles in the pile}}',
  'hd.lessons.action.draw': 'draw',
  'hd.lessons.action.pass': 'pass',
  'hd.lessons.action.place': 'lay {tile} at {at}',

  'hd.rules.title': 'Hexa-dominos: the rules on one page',
  'hd.rules.description': 'Every rule of Hexa-dominos on one printable page, with diagrams of tiles, matching sides, bonuses and flowers.',
  'hd.rules.intro': 'Everything you need to start playing. To learn by handling the tiles, take the lessons instead.',
  'hd.rules.seeNotes': 'What the printed rulebook leaves open is settled in the rules notes.',

  'hd.notes.title': 'Hexa-dominos: rules notes',
  'hd.notes.description':
    'The points the Hexa-dominos rulebook leaves open and how this site settles them: the list of 63 tiles, solo play, combining bonuses, an empty pile.',
  'hd.notes.backToRules': 'Back to the rules on one page',
};
