/**
 * The shapes of the board's language tables (`i18n-en.ts`, `i18n-fr.ts`) and of the errors it words,
 * in a module of their own: the tables and `i18n.ts` all import these types, and none imports another.
 */
import type { YSummary } from '../../engine/hexone/preview.js';
import type { ErrorCode, GameEvent, Player, RuleError, TileState } from '../../engine/hexone/types.js';

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
/** The display names of the two sides: `{ b: 'Black', w: 'White' }` by default. */
export type Names = Record<Player, string>;

/** Errors the element adds to the engine's: a broken attribute, a computer player that failed. */
export type BoardErrorCode = ErrorCode | 'invalid-attribute' | 'computer-failed';
export interface BoardError extends Omit<RuleError, 'code'> {
  code: BoardErrorCode;
  attribute?: string; // 'exits'
  value?: string; // the attribute's text as given
  expected?: string; // 'classic, express, long'
}

/** Every parameter an error sentence may use. */
export type ErrorParams = RuleError & BoardError & { n?: number };
/** The sentence for one kind of event, from that event and the sides' names. */
export type EventSentences = { [K in GameEvent['type']]: (event: Extract<GameEvent, { type: K }>, names: Names) => string };

/** What each of the board's letter keys is called on the reader's keyboard (`key-names.ts`): `{ nw: 'Q', … }`. */
export type KeyNames = Record<'nw' | 'ne' | 'w' | 'e' | 'sw' | 'se' | 'undo' | 'redo' | 'next' | 'pass', string>;

/** The interface strings of one language (buttons, status line, accessible names). */
export interface Strings {
  board: string;
  undo: string;
  redo: string;
  next: string;
  pass: string;
  mustPass(who: string): string;
  toPlay(who: string): string;
  opening(who: string): string;
  chain(who: string): string;
  /** While an explosion is drawn: `n` counts the explosions of the turn (1 for the first). */
  exploding(who: string, cell: string, n: number): string;
  /** Mid-chain, when the side to move is not the person's (the computer's chain, a view-only board). */
  chainRunning(who: string): string;
  /** While a placement is drawn (the pawn still landing). */
  placing(who: string, cell: string): string;
  chooseY(who: string, cell: string): string;
  wins(who: string, score: number | null): string;
  thinking(who: string): string;
  paused: string;
  y(k: number, toward: string): string;
  summary(s: YSummary): string;
  /** What is read of a chosen cell's Y `k`: where its three pawns go (cells, or off the board), and what that does. */
  choice(k: number, targets: string[], summary: string): string;
  offBoard: string; // where a lost pawn goes, in `choice`
  toCentre: string; // where a pawn off the board that lands on the centre goes, in `choice`
  selected(cell: string): string;
  /** Said when the chosen cell is tapped again: it stays chosen. */
  kept(cell: string): string;
  /** Said when a tap names a spot both Ys of `cell` send a pawn to. */
  bothLand(cell: string, to: string): string;
  /** A row of the grid, for screen readers: "Row e". */
  row(letter: string): string;
  /** The line under the board while moves are drawn on it: what the numbered marks are. */
  marksLegend: { trail: string; hint: string };
  empty: string;
  centre: string;
  peak: string;
  tile(face: TileState, points: number): string;
  legal: string;
  explodable: string;
  selectedState: string;
  target(k: number): string;
  highlighted: string;
  /** The sentence read for a hint (`showMove`), from its steps' words. */
  hint(steps: string[]): string;
  hintPlace(cell: string): string;
  /** Said after Undo / Redo: the moves taken back or played again, in words (before the status). */
  undone(steps: string[]): string;
  redone(steps: string[]): string;
  /** Said when `?` or the Keys button shows or hides the keys' list. */
  helpShown: string;
  helpHidden: string;
  hintExplode(cell: string, toward: string): string;
  /** The keys, in one sentence (the grid's description). */
  keys(k: KeyNames): string;
  keysButton: string;
  keysTitle: string;
  /** The help panel's rows: the keys, then what they do. */
  keyHelp(k: KeyNames): [string, string][];
}

/** One language's table. */
export interface Locale {
  names: Names;
  pawns(n: number): string; // "2 pawns"
  errors: Record<BoardErrorCode, (p: ErrorParams) => string>;
  atMove(n: number): string; // "Move 7: ", put before the error of a record's move
  unknownError: string;
  events: EventSentences;
  lostTotal(n: number): string; // "2 pawns lost."
  centreTotal(n: number): string; // "1 pawn to the centre."
  ui: Strings;
}
