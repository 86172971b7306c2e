/** English: always bundled with the element (the fallback for every other language). */
import type { Bonus } from '../../engine/hexadominos/types.js';
import type { Clash, Locale, Verb } from './i18n-types.js';
import { sharedOf } from './i18n-shared.js';
import { placeName, type PlaceWords } from './place-words.js';

const rules = new Intl.PluralRules('en');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${rules.select(n) === 'one' ? one : many}`;
const minus = (n: number) => `${n < 0 ? '−' : ''}${Math.abs(n)}`; // a real minus sign
const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);
const spaced = (tile: string) => [...tile].join(' ');
const ordinal = (n: number) => ['first', 'second', 'third'][n - 1] ?? `${n}th`;
const DIRECTIONS = ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'] as const;
const BONUS: Record<Bonus['kind'], (shared: number) => string> = {
  none: () => '',
  sides: (shared) => plural(shared, 'shared side'),
  flower: () => 'flower',
  flowers: () => 'double flower',
};
/** "16 + 10 (2 shared sides) = 26": how a placement's points add up. */
const sum = (base: number, bonus: Bonus, points: number, shared: number) =>
  bonus.kind === 'none' ? `${points}` : `${base} + ${bonus.points} (${BONUS[bonus.kind](shared)}) = ${points}`;
const list = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);
const at = (q: number, r: number) => `(${minus(q)}, ${minus(r)})`;
const pickVerb = (verb: Verb) => (verb === 'key' ? 'press Enter on' : verb);
const PLACE_WORDS: PlaceWords = {
  middle: 'in the middle of the table',
  alone: 'away from every tile',
  beside: (t) => `${DIRECTIONS[t.side]} of ${spaced(t.tile)}`,
  between: (a, b) => `between ${spaced(a.tile)}’s ${DIRECTIONS[a.side]} side and ${spaced(b.tile)}’s ${DIRECTIONS[b.side]} side`,
};
const needsWords = (values: { direction: number; value: number }[]) => list(values.map(({ direction, value }) => `${value} to the ${DIRECTIONS[direction]}`));
const clash = (c: Clash) => `its ${DIRECTIONS[c.direction]} side shows ${c.value}, the table asks ${c.need}`;

/** Why a computer could not play (computer-controller.ts `ComputerFailure`), and what now. */
const COMPUTER_FAILED = {
  missing:
    'The computer’s files could not be loaded (hexadominos-bot.js, served beside hexadominos-board.js), so it cannot play. Let a person take its seat, or reload the page.',
  failed: 'The computer player stopped with an error and cannot play this turn.',
  'no-move': 'The computer found nothing to play.',
  refused: 'The computer chose a move the rules do not allow.',
  timeout: 'The computer took too long to answer.',
};

export const en: Locale = {
  seat: (n) => `Player ${n}`,
  computer: (name, level) => `${name} (computer, ${level})`,
  directions: DIRECTIONS,
  unknownError: 'Something went wrong.',
  errors: {
    'invalid-state': () => 'This game state is not valid.',
    'invalid-options': (p) => `These game options cannot start a game${p.reason ? ` (${p.reason})` : ''}.`,
    'invalid-action': () => 'That is not a move.',
    'game-over': () => 'The game is over.',
    'invalid-tile': (p) => `“${p.tile}” is not a tile.`,
    'not-in-rack': (p) => `${p.tile} is not in the rack.`,
    'invalid-cell': () => 'That is not a place on the table.',
    'invalid-rotation': () => 'A rotation is a whole number from 0 to 5.',
    'first-at-origin': () => 'The first tile goes in the middle of the table.',
    occupied: () => 'A tile is already there.',
    'not-touching': () => 'A tile must touch a tile already on the table.',
    'sides-mismatch': (p) =>
      `The ${(p.directions ?? []).map((d) => DIRECTIONS[d]).join(' and ')} side${(p.directions ?? []).length > 1 ? 's do' : ' does'} not match.`,
    'must-place-drawn': (p) => `After drawing, only the tile just drawn (${spaced(p.drawn ?? '')}) may be laid.`,
    'draw-before-first': () => 'The first tile must be laid before anyone draws.',
    'pile-empty': () => 'The pile is empty.',
    'draw-limit': () => 'Three draws already this turn: lay the last tile drawn or pass.',
    'cannot-pass': (p) =>
      p.reason === 'can-draw-again'
        ? 'You may draw again: pass only when no draw is left.'
        : p.reason === 'can-place'
          ? 'A tile of yours fits: with the pile empty, you must lay it.'
          : 'Lay a tile or draw before passing.',
    'invalid-notation': (p) => `This text cannot be read${p.text ? ` at “${p.text}”` : ''}${p.move ? ` (move ${p.move})` : ''}.`,
    'no-game': () => 'No game has started.',
    'computer-to-move': () => 'The computer is playing this turn.',
    'not-to-move': () => 'It is not that player’s turn.',
    'nothing-selected': () => 'Pick a tile from the rack first.',
    'nothing-to-undo': () => 'Nothing to undo.',
    'not-over': () => 'The game is not over yet.',
    'no-next-game': () => 'There is no next game.',
    'invalid-setup': (p) => `These seats cannot play${p.reason ? ` (${p.reason})` : ''}.`,
    'invalid-event': () => 'That request is not understood.',
    'invalid-attribute': (p) => `The ${p.attribute} value “${p.value}” is not valid; expected ${p.expected}.`,
    'computer-failed': (p) => COMPUTER_FAILED[p.reason as keyof typeof COMPUTER_FAILED] ?? COMPUTER_FAILED.failed,
    'no-fit-here': (p) =>
      `${spaced(p.tile ?? '')} does not fit on this place, however it is turned${p.needs?.length ? `: the place asks for ${needsWords(p.needs)}` : ''}. Pick another tile.`,
  },
  events: {
    starterDraw: (e, names) => `${names[e.draw.starter]} starts.`,
    tilePlaced: (e, names, _viewer, _all, table) => `${names[e.seat]} lays ${spaced(e.tile)} ${placeName(PLACE_WORDS, table, e.at)}.`,
    sidesMatched: (e) => `${plural(e.sides.length, 'side')} matched.`,
    flowers: (e) => (e.cells.length > 1 ? `${e.cells.length} flowers!` : 'A flower!'),
    // Kids scoring counts nothing: its zero points go unsaid.
    points: (e, _names, _viewer, all) =>
      e.base === 0 && e.points === 0 ? '' : `${sum(e.base, e.bonus, e.points, sharedOf(all))} ${e.points === 1 ? 'point' : 'points'}, total ${minus(e.score)}.`,
    drew: (e, names, viewer) =>
      `${names[e.seat]} draws ${e.tile && viewer === e.seat ? spaced(e.tile) : 'a tile'}${e.penalty ? `, ${signed(-e.penalty)} (total ${minus(e.score)})` : ''}; ${plural(e.pile, 'tile')} left in the pile.`,
    passed: (e, names) => `${names[e.seat]} passes.`,
    turn: (e, names) => `${names[e.toMove]} to play.`,
    lastTile: (e, names) =>
      `${names[e.seat]} laid their last tile: ${signed(e.bonus)}${e.fromRacks ? `, ${signed(e.fromRacks)} from the other racks` : ''}. The others keep their scores.`,
    blocked: () => 'Nobody can lay a tile and the pile is empty: the game is blocked.',
    matchWon: (e, names) => `${names[e.seat]} reaches ${plural(e.total, 'point')}, the target of ${e.target}, and wins the match.`,
    gameOver: (e, names) =>
      `Game over. ${e.scores.length < 2 ? '' : `${list(e.winners.map((s: number) => names[s]))} ${e.winners.length > 1 ? 'share the win' : 'wins'}.`}`.trim(),
  },
  ui: {
    board: 'Hexa-dominos',
    table: 'Table',
    rack: (who) => `${who}’s rack`,
    tiles: (count) => plural(count, 'tile'),
    points: (count) => `${minus(count)} ${Math.abs(count) === 1 ? 'point' : 'points'}`,
    pile: (count) => `Pile: ${plural(count, 'tile')}`,
    toPlay: (who) => `${who} to play`,
    first: (who) => `${who} lays the first tile`,
    afterDraw: (who, draws, canDraw, canPass) => `${who} drew (${draws} of 3): lay that tile${canDraw ? ' or draw again' : canPass ? ' or pass' : ''}`,
    mustPass: (who) => `${who} cannot lay a tile and the pile is empty: pass`,
    thinking: (who) => `${who} is thinking…`,
    wins: (whos) => `${list(whos)} ${whos.length > 1 ? 'share the win' : 'wins'}!`,
    matchWins: (whos) => `${list(whos)} ${whos.length > 1 ? 'share the match' : 'wins the match'}!`,
    soloOver: (score) => (score === null ? 'Game over: your rack is empty.' : `Game over: ${plural(score, 'point')}.`),
    guide: {
      pickTile: (verb, first) =>
        verb === 'key'
          ? `Choose a tile in your rack with the arrow keys and press Enter${first ? ': the first one goes in the middle' : ''}.`
          : `${verb === 'tap' ? 'Tap' : 'Click'} a tile in your rack, then ${first ? 'the free place in the middle' : 'a free place'}; ${verb} it again to lay it.`,
      pickPlace: (verb, count, drawn) =>
        `${drawn ? 'The tile you drew fits' : 'It fits'} in ${plural(count, 'free place')}: ${pickVerb(verb)} one to put the tile there.`,
      lay: (verb) =>
        verb === 'key'
          ? 'Press Enter again to lay it, R to turn it, Escape to take it back.'
          : `${verb === 'tap' ? 'Tap' : 'Click'} the tile again or press Lay tile; Turn to try another way.`,
      turn: 'It does not fit this way: turn it until every touching side matches.',
      nowhere: (drawn, canDraw, canPass) =>
        drawn
          ? `The tile you drew fits nowhere: ${canDraw ? 'draw again' : 'pass'}.`
          : `This tile fits nowhere now: pick another${canDraw ? ', or draw' : canPass ? ', or pass' : ''}.`,
      drawOrPass: (canDraw) => (canDraw ? 'None of your tiles fits: draw.' : 'None of your tiles fits and the pile is empty: pass.'),
    },
    keysTitle: 'Keyboard',
    place: 'Lay tile',
    cancel: 'Cancel',
    rotateLeft: 'Turn left',
    rotateRight: 'Turn right',
    draw: (cost) => (cost ? `Draw (−${cost})` : 'Draw'),
    pass: 'Pass',
    undo: 'Undo',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Fit the table',
    fitShort: 'Fit',
    nextGame: 'Next game',
    start: 'Continue',
    starterTitle: 'Who starts?',
    starterLine: (who, tile, total) => `${who} drew ${spaced(tile)} (value ${total})`,
    starts: (who) => `${who} starts.`,
    passDevice: (who) => `Pass the device to ${who}.`,
    ready: (who) => `I am ${who}: show my tiles`,
    scoreSheet: 'Score sheet',
    sheetPlace: (tile, base, bonus, points, shared) => `Tile ${spaced(tile)}: ${sum(base, bonus, points, shared)}`,
    sheetDraw: (penalty, draw) => `Draw (${ordinal(draw)} this turn): −${penalty}`,
    sheetLastTile: (bonus) => `Last tile: ${signed(bonus)}`,
    sheetFromRacks: (points) => `Tiles on the other racks: ${signed(points)}`,
    sheetRack: (points, tiles) => `${plural(tiles, 'tile')} left on the rack: ${signed(points)}`,
    scoreTotal: (score) => `Total ${minus(score)}`,
    matchTotal: (score, target) => `Match ${minus(score)} / ${target}`,
    matchTitle: (target) => `Match to ${target} points: the running totals`,
    matchGame: (n) => `Game ${n}`,
    matchEarlier: (from, to) => (from === to ? `Game ${from}` : `Games ${from}–${to}`),
    matchThis: (n) => `Game ${n} (this one)`,
    matchRunning: 'Match total',
    endTitle: 'End of the game',
    lastTileLine: (who, bonus, fromRacks) =>
      `${who} laid their last tile: ${signed(bonus)}${fromRacks ? ` and ${signed(fromRacks)} from the other racks` : ''}; the others keep their scores`,
    lastTileKids: (who) => `${who} laid their last tile`,
    blockedLine: (who, tiles, points) => `${who}: ${plural(tiles, 'tile')} left${points ? `, ${signed(points)}` : ''}`,
    finalLine: (who, score) => `${who}: ${minus(score)}`,
    reachedLine: (who, total, target) => `${who} reached ${total} of the target ${target}: play stops`,
    fits: (shared, last) => `Fits${shared > 1 ? `, against ${plural(shared, 'tile')}` : ''}${last ? ': your last tile, you win' : ''}`,
    previewLast: (base, bonus, points, shared, lastBonus, fromRacks) =>
      `${bonus.kind === 'none' ? base : `${base} + ${bonus.points} (${BONUS[bonus.kind](shared)})`} + ${lastBonus} (last tile)${fromRacks ? ` + ${fromRacks} (the other racks)` : ''} = ${points + lastBonus + fromRacks} points`,
    noFit: (clashes) => `Does not fit this way${clashes.length ? ` (${clashes.map(clash).join('; ')})` : ''}: turn it.`,
    preview: (base, bonus, points, shared) => `${sum(base, bonus, points, shared)} ${points === 1 ? 'point' : 'points'}`,
    spot: (where, needs, outlined) => `Free place, ${where}${outlined ? ', outlined' : ''}: ${needs || 'anything fits'}`,
    needs: (values) => values.map(({ direction, value }) => `${value} to the ${DIRECTIONS[direction]}`).join(', '),
    coordinates: at,
    placeWords: PLACE_WORDS,
    tileName: (tile) => `tile ${spaced(tile)}`,
    rackTile: (tile, value) => `tile ${spaced(tile)}, value ${value}`,
    shownMove: (placed) => `Shown, not played: ${placed}`,
    placedTile: (tile, where, sides) => `${spaced(tile)}, ${where}; clockwise from the east: ${sides.join(', ')}`,
    picked: (tile, value, places) =>
      `Tile ${spaced(tile)} (value ${value}) picked: ${places ? `it fits in ${plural(places, 'free place')}` : 'it fits nowhere now'}.`,
    putBack: (tile) => `Tile ${spaced(tile)} back in the rack.`,
    sides: (values) => `Clockwise from the east: ${values.join(', ')}.`,
    keys: 'In the rack, the arrow keys choose a tile and Enter picks it: the focus moves to the first free place where it fits. There the arrow keys go from place to place, each described; Enter puts the tile on a place and Enter again lays it. R and Shift+R turn the tile; Escape takes it back to the rack. Tab reaches the buttons; ? opens or closes this help.',
    keysClosed: 'Keyboard help closed.',
    undone: (what) => `Undone: ${what.join('; ')}.`,
    undoneLay: (who, tile, where) => `${who} laid ${spaced(tile)} ${where}`,
    undoneDraw: (who) => `${who} drew, and the draw’s cost is given back`,
    undonePass: (who) => `${who} passed`,
    gameStart: (who, drawn, value) =>
      drawn ? `New game. ${who} drew ${spaced(drawn)}, value ${value}, the highest: ${who} starts.` : `New game. ${who} to play.`,
    tableKeys: 'With the table focused, the arrow keys move the view, + and − zoom, 0 fits the table; Ctrl and the mouse wheel zoom too.',
  },
};
