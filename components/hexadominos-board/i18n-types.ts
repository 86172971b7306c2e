/**
 * The types of `<hexadominos-board>`'s language tables (`i18n-en.ts`, `i18n-fr.ts`) and of its errors: a
 * module of its own, so that the tables and `i18n.ts`, which imports the English one, do not import each other.
 */
import type { Level } from '../../engine/hexadominos/bot/levels.js';
import type { MachineErrorCode } from '../../engine/hexadominos/session.js';
import type { Bonus, ErrorCode, GameEvent, PlacedTile, RuleError, Seat, Tile } from '../../engine/hexadominos/types.js';
import type { PlaceWords } from './place-words.js';

export type Lang = 'en' | 'fr';

/** Errors the element adds to the engine's and the machine's: a broken attribute, a computer that failed. */
export type BoardErrorCode = ErrorCode | MachineErrorCode | 'invalid-attribute' | 'computer-failed' | 'no-fit-here';
export interface BoardError extends Omit<RuleError, 'code'> {
  code: BoardErrorCode;
  attribute?: string; // 'players'
  value?: string; // the value as given, described safely ('Symbol(x)', '{"a":1}')
  expected?: string; // '1, 2, 3, 4'
  seat?: Seat;
  needs?: { direction: number; value: number }[]; // no-fit-here: what the place asks, clockwise from east
}

/** Seat names by seat: `['Anna', 'Player 2']`. */
export type Names = string[];

// Parameters of an error message: any field of a rule, machine or board error.
export type Params = BoardError & { reason?: string };
// What one event says, reading that event's own fields; `all` is every event of the same action (the points read how many sides were shared);
// `table` the tiles on the table before the action (a tile laid is placed by its neighbours, never by coordinates).
export type Say<E extends GameEvent = GameEvent> = (
  event: E,
  names: Names,
  viewer: Seat | null,
  all: readonly GameEvent[],
  table: readonly PlacedTile[],
) => string;

/** A side that does not match: its direction, the value the tile shows there, the value the table asks. */
export interface Clash {
  direction: number;
  value: number;
  need: number;
}

/** A free place's coordinates as words: "(1, −1)" in English, "(1 ; −1)" in French (never a decimal). */
export type Coordinates = (q: number, r: number) => string;

/**
 * The interface strings of one language. Names come in as shown in the seats list ("Player 1", "Anna");
 * French builds "au joueur 1", "du joueur 1", "d’Anna" from them.
 */
export interface Strings {
  board: string; // the element's accessible name
  table: string;
  rack(who: string): string;
  tiles(count: number): string; // "7 tiles"
  points(count: number): string; // a seat's score: "20 points"
  pile(count: number): string;
  // The status line: whose turn and at what stage.
  toPlay(who: string): string;
  first(who: string): string;
  afterDraw(who: string, draws: number, canDraw: boolean, canPass: boolean): string; // says exactly what the buttons allow
  mustPass(who: string): string; // nothing fits and nothing can be drawn
  thinking(who: string): string;
  wins(whos: string[]): string;
  matchWins(whos: string[]): string; // the match is over: its winners by total
  soloOver(score: number | null): string; // a game of one: no winner to name
  // The guide line: what to do now, in the words of the last input ("tap" or "click").
  guide: {
    pickTile(verb: Verb, first: boolean): string;
    pickPlace(verb: Verb, count: number, drawn: boolean): string;
    lay(verb: Verb): string;
    turn: string; // the tile does not fit the way it is turned
    nowhere(drawn: boolean, canDraw: boolean, canPass: boolean): string; // the picked tile (drawn: the tile just drawn) fits nowhere
    drawOrPass(canDraw: boolean): string; // no rack tile fits anywhere
  };
  keysTitle: string; // the visible keyboard help's summary
  place: string;
  cancel: string;
  rotateLeft: string;
  rotateRight: string;
  draw(cost: number | null): string;
  pass: string;
  undo: string;
  zoomIn: string;
  zoomOut: string;
  fit: string;
  fitShort: string; // the fit button's visible word, a part of `fit` (its accessible name)
  nextGame: string;
  start: string;
  starterTitle: string;
  starterLine(who: string, tile: string, sum: number): string;
  starts(who: string): string;
  passDevice(who: string): string;
  ready(who: string): string;
  scoreSheet: string;
  sheetPlace(tile: string, base: number, bonus: Bonus, points: number, shared: number): string;
  sheetDraw(penalty: number, draw: number): string;
  sheetLastTile(bonus: number): string;
  sheetFromRacks(points: number): string;
  sheetRack(points: number, tiles: number): string;
  scoreTotal(score: number): string;
  matchTotal(score: number, target: number): string;
  matchTitle(target: number): string; // the match table's caption
  matchGame(n: number): string; // a row: "Game 2"
  matchEarlier(from: number, to: number): string; // earlier games this board did not see: "Games 1–3"
  matchThis(n: number): string; // the game on the table: "Game 4 (this one)"
  matchRunning: string; // the totals row
  endTitle: string;
  lastTileLine(who: string, bonus: number, fromRacks: number): string;
  lastTileKids(who: string): string; // kids scoring: no points to show
  blockedLine(who: string, tiles: number, points: number): string;
  finalLine(who: string, score: number): string;
  reachedLine(who: string, total: number, target: number): string; // a placement reached the match's target: play stops
  fits(shared: number, last: boolean): string; // kids scoring counts no points: what the tile does instead
  previewLast(base: number, bonus: Bonus, points: number, shared: number, lastBonus: number, fromRacks: number): string; // the last tile: all the move gives
  noFit(clashes: Clash[]): string;
  preview(base: number, bonus: Bonus, points: number, shared: number): string;
  spot(where: string, needs: string, outlined: boolean): string;
  needs(values: { direction: number; value: number }[]): string;
  coordinates: Coordinates; // kept for pages that show a grid; messages name places by their neighbours (placeWords)
  placeWords: PlaceWords; // "east of 1 1 2 3 4 5": a place named by what it touches (place-words.ts)
  tileName(tile: Tile): string;
  rackTile(tile: Tile, value: number): string; // a rack tile's name: its numbers and its value
  placedTile(tile: Tile, where: string, sides: number[]): string;
  shownMove(placed: string): string; // a placement drawn by `showMove`, named from `placedTile`'s words
  picked(tile: Tile, value: number, places: number): string;
  putBack(tile: Tile): string;
  sides(values: number[]): string; // "Clockwise from the east: 5, 1, 1, 2, 3, 4."
  keys: string;
  keysClosed: string; // said when ? closes the keys' help
  tableKeys: string;
  undone(what: string[]): string; // "Undone: Player 1 laid 1 1 2 3 4 5 east of …."
  undoneLay(who: string, tile: Tile, where: string): string;
  undoneDraw(who: string): string;
  undonePass(who: string): string;
  gameStart(who: string, drawn: Tile | null, value: number): string; // a new game: who starts (and what they drew for it)
}

/** "tap" to a finger, "click" to a mouse, keys to the keyboard. */
export type Verb = 'tap' | 'click' | 'key';

/** One language's table. */
export interface Locale {
  seat(n: number): string; // "Player 1"
  computer(name: string, level: Level): string; // "Player 2 (computer, medium)"
  directions: readonly string[]; // east, south-east, …
  errors: Record<BoardErrorCode, (p: Params) => string>;
  unknownError: string;
  events: { [T in GameEvent['type']]?: Say<Extract<GameEvent, { type: T }>> };
  ui: Strings;
}
