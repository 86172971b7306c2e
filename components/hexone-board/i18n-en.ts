/**
 * English, the board's first language: always bundled with the element (French is loaded on demand,
 * see `i18n.ts`). Each message is a small function of its parameters.
 */
import { list, opt } from '../shared/i18n-format.js';
import type { Locale } from './i18n-types.js';

/** English plural rules (0 is plural): `one` or `other`. */
const plural = new Intl.PluralRules('en');
const one = (n: number) => plural.select(n) === 'one';
const s = (n: number) => (one(n) ? '' : 's');
const pawns = (n: number) => `${n} pawn${s(n)}`;
/** "b3, c2 and a1". */
const and = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** Why the computer could not play (components/shared/computer-failure.ts), and what now. */
const COMPUTER_FAILED = {
  missing:
    'The computer’s files could not be loaded (hexone-board-computer.js and hexone-bot.js, served beside hexone-board.js), so it cannot play. Play its moves yourself, or reload the page.',
  failed: 'The computer player stopped with an error and cannot play this turn.',
  'no-move': 'The computer found nothing to play.',
  refused: 'The computer chose a move the rules do not allow.',
  timeout: 'The computer took too long to answer.',
};

export const en: Locale = {
  names: { b: 'Black', w: 'White' },
  pawns,
  unknownError: 'Unknown error.',
  atMove: (n) => `Move ${n}: `,
  errors: {
    'unknown-cell': (p) => `"${p.cell}" is not a cell of the board (a1 to e5).`,
    'game-over': () => 'The game is over.',
    'must-explode': () => 'A chain is under way: explode a cell first.',
    'must-place': () => 'Nothing can explode now: place a pawn.',
    'opening-first-ring': (p) => `Opening pawns go on the first ring, around the centre, not on ${p.cell}.`,
    'opening-occupied': (p) => `${p.cell} already holds the opponent’s opening pawn: the second opening pawn goes on another cell of the first ring.`,
    'centre-forbidden': () => 'Nobody places on the centre (c3).',
    'opponent-cell': (p) => `${p.cell} holds your opponent’s pawns: nobody places on the other side’s cells.`,
    'not-connected': (p) => `${p.cell} touches none of your cells: place on or next to one you hold.`,
    'tile-removed': (p) => `The tile ${p.cell} has been removed: it is no longer on the board.`,
    'not-explodable': (p) => `A cell explodes only with three pawns or more, and the fullest first${opt(list(p.explodable), ': now ')}.`,
    'not-on-y': (p) => `${p.toward} is on neither Y of ${p.cell}: its pawns go to every other neighbour.`,
    'invalid-state': (p) => `This game state is not valid${opt(p.reason, ' (', ')')}.`,
    'invalid-notation': (p) => `Cannot read this text${opt(p.text, ' at "', '"')}${opt(p.reason, ': ')}.`,
    'cannot-pass': () => 'You can only pass when you cannot place anywhere.',
    'must-pass': () => 'Your only pawns are on the surrounded centre: you cannot place, so you pass.',
    'nothing-to-undo': () => 'Nothing to undo.',
    'nothing-to-redo': () => 'Nothing to redo.',
    'nothing-selected': () => 'No cell is chosen: choose the cell that explodes first, then its Y.',
    'invalid-attribute': (p) => `The ${p.attribute} attribute "${p.value}" is not valid; expected ${p.expected}.`,
    'computer-failed': (p) => COMPUTER_FAILED[p.reason as keyof typeof COMPUTER_FAILED] ?? COMPUTER_FAILED.failed,
  },
  events: {
    placed: (e, n) => `${n[e.player]} places on ${e.cell}.`,
    exploded: (e) => `${e.cell} explodes toward ${e.toward}${opt(e.remaining && pawns(e.remaining), ', ', one(e.remaining ?? 0) ? ' stays' : ' stay')}.`,
    moved: (e) => `A pawn goes to ${e.to}.`,
    toCentre: () => 'A pawn goes to the centre.',
    lost: () => 'A pawn leaves the board.',
    captured: (e) => `${pawns(e.count)} captured on ${e.cell}.`,
    tileFlipped: (e) => `Tile ${e.cell} ${e.to === 'gray' ? 'turns gray' : 'is removed'}.`,
    removedWithTile: (e) => `${pawns(e.count)} removed with the tile.`,
    chain: (e, n) => `${n[e.player]} must explode ${list(e.explodable)}.`,
    passed: (e, n) => `${n[e.player]} cannot place anywhere and passes.`,
    turn: (e, n) => `${n[e.toMove]} to play.`,
    won: (e, n) => `${n[e.winner]} wins${opt(e.score !== null && `${e.score}`, ' with ', ' points')}!`,
  },
  lostTotal: (n) => `${pawns(n)} lost.`,
  centreTotal: (n) => `${pawns(n)} to the centre.`,
  ui: {
    board: 'Hexone board',
    undo: 'Undo',
    redo: 'Redo',
    next: 'Next explosion',
    pass: 'Pass',
    mustPass: (who) => `${who} cannot place anywhere: pass`,
    toPlay: (who) => `${who} to play`,
    opening: (who) => `${who} opens: place a pawn on the first ring, around the centre`,
    chain: (who) => `${who}: choose a cell to explode`,
    exploding: (who, cell, n) => (n > 1 ? `${who}: chain reaction, explosion ${n} in ${cell}` : `${who}: explosion in ${cell}`),
    chainRunning: (who) => `${who}: the chain reaction goes on…`,
    placing: (who, cell) => `${who} places on ${cell}`,
    chooseY: (who, cell) => `${who}: choose where ${cell} explodes (1 or 2)`,
    wins: (who, score) => `${who} wins${opt(score !== null && `${score}`, ' — ', ' points')}`,
    thinking: (who) => `${who} (computer) is thinking…`,
    paused: 'Paused: press Next to see the next explosion',
    y: (k, toward) => `Y ${k} toward ${toward}`,
    summary: (t) => `${t.captured} captured, ${t.lost} lost${opt(t.centre, ', ', ' to the centre')}${opt(t.removed, ', ', ' removed with the tile')}`,
    choice: (k, targets, summary) => `Y ${k}: ${and.format(targets)} (${summary}).`,
    offBoard: 'off the board',
    toCentre: 'off the board to the centre',
    selected: (cell) => `${cell} selected.`,
    kept: (cell) => `${cell} stays chosen: now pick one of its Ys (1 or 2); Escape drops it.`,
    bothLand: (cell, to) => `Both Ys of ${cell} send a pawn to ${to}: pick a cell of the Y you want (1 or 2).`,
    row: (letter) => `Row ${letter}`,
    marksLegend: { trail: 'Numbered marks: the last turn, in the order it was played.', hint: 'Numbered marks: the move shown, step by step.' },
    empty: 'empty',
    centre: 'centre',
    peak: 'peak',
    tile: (face, points) => (face === 'removed' ? 'removed tile' : `${face} tile, ${points} point${s(points)}`),
    legal: 'playable',
    explodable: 'can explode',
    selectedState: 'selected',
    target: (k) => `on Y ${k}`,
    highlighted: 'highlighted',
    hint: (steps) => `Suggested move: ${steps.join(', then ')}.`,
    hintPlace: (cell) => `place on ${cell}`,
    undone: (steps) => `Undone: ${steps.join(', then ')}.`,
    redone: (steps) => `Redone: ${steps.join(', then ')}.`,
    helpShown: 'The list of keys is shown below the board.',
    helpHidden: 'The list of keys is hidden.',
    hintExplode: (cell, toward) => `${cell} explodes toward ${toward}`,
    keys: (k) =>
      `Arrows or ${k.nw} ${k.ne} ${k.w} ${k.e} ${k.sw} ${k.se} move, Enter places or chooses, 1 and 2 pick a Y, Escape cancels, ${k.undo} and ${k.redo} undo and redo, ${k.pass} passes, ? lists the keys.`,
    keysButton: 'Keys',
    keysTitle: 'Keyboard',
    keyHelp: (k) => [
      ['← → ↑ ↓', 'move between cells'],
      [`${k.nw} ${k.ne}`, 'up left, up right'],
      [`${k.w} ${k.e}`, 'left, right'],
      [`${k.sw} ${k.se}`, 'down left, down right'],
      ['Home End', 'first or last cell of the row'],
      ['Enter Space', 'place, choose the cell to explode, or fire the Y under the cursor'],
      ['1 2', 'fire Y 1 or Y 2 of the chosen cell'],
      ['Escape', 'drop the chosen cell'],
      [`${k.undo} ${k.redo}`, 'undo, redo (also Ctrl+Z, Ctrl+Y)'],
      [k.next, 'next explosion (step mode)'],
      [k.pass, 'pass, when you cannot place'],
      ['?', 'show or hide this list'],
    ],
  },
};
