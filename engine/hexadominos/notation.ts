/**
 * Position text: a compact, hand-writable game state (for lessons, tests and bug reports).
 *
 * Words separated by spaces, in any order, capitals or not:
 *
 * | word                    | meaning                                                            |
 * |-------------------------|--------------------------------------------------------------------|
 * | `standard` `simple` `kids` | the scoring (default `standard`)                                |
 * | `112345@1,-1/3`         | a tile on the table: tile `@` q `,` r `/` rotation (in the order placed) |
 * | `r0:122345,112234`      | seat 0's rack (`r0:` or `r0:-` when empty); one per seat, `r0` … `r3`: the racks given make the players |
 * | `pile:123445,112334`    | the pile in draw order, first drawn first (`pile:` when empty)     |
 * | `scores:16,-5`          | one score per seat (default all 0)                                 |
 * | `turn:1`                | the seat to move (default 0); when over, the seat that moved last  |
 * | `drawn:123445`          | the tile the player to move drew last; `draws:2` how many draws this turn (default 1 with `drawn`) |
 * | `over`                  | the game has ended (how, and who won, follows from the racks and scores) |
 *
 * Example: `standard turn:1 scores:16,0 112345@0,0/0 r0:122345,123445 r1:112234 pile:123455,111234`.
 * The seed and the who-starts draw are not part of a position (a game record holds them).
 */
import { excerpt, guarded } from '../shared/untrusted.js';
import { readPlaced } from './board.js';
import { isWhole, readState } from './check.js';
import { winnersOf } from './rules.js';
import { isRotation, isTile } from './tiles.js';
import { type GameState, type Outcome, type PlacedTile, SCORINGS, type Scoring } from './types.js';

interface Token {
  text: string;
  at: number;
}

const PLACED = /^([1-5]{6})@(-?\d+),(-?\d+)\/(\d)$/;
const SEAT_RACK = /^r([0-3])$/;

/** Reads `tile@q,r/rot` (the form of board words and record moves); null if it is not one. */
export function parsePlacedTile(text: string): PlacedTile | null {
  if (typeof text !== 'string') return null;
  const m = PLACED.exec(text);
  if (!m || !isTile(m[1])) return null;
  const at = [Number(m[2]), Number(m[3])] as const;
  const rot = Number(m[4]);
  if (!at.every(Number.isSafeInteger) || !isRotation(rot)) return null;
  return { tile: m[1], at: [at[0] + 0, at[1] + 0], rot };
}

/** Writes `tile@q,r/rot`; '' when `placed` is not a tile, a cell and a rotation. */
export function formatPlacedTile(placed: { tile: string; at: readonly number[]; rot: number }): string {
  const read = guarded(
    () => readPlaced(placed, 'a placed tile'),
    (reason) => reason,
  );
  return typeof read === 'string' ? '' : placedText(read);
}

/** `tile@q,r/rot` of a placed tile already read. */
export function placedText(placed: PlacedTile): string {
  return `${placed.tile}@${placed.at[0]},${placed.at[1]}/${placed.rot}`;
}

/**
 * A notation error: English `reason`, and the offset and text of the word at fault (the reason and
 * the word cut to 40 characters, so a 100 KB word does not make a 100 KB error).
 */
export function notationError<T>(reason: string, token?: Token): Outcome<T> {
  return { ok: false, error: { code: 'invalid-notation', reason: excerptWords(reason), offset: token?.at ?? 0, text: excerpt(token?.text ?? '') } };
}

/** `reason` with each quoted word in it cut to 40 characters. */
function excerptWords(reason: string): string {
  return reason.replace(/"([^"]*)"/g, (_, word: string) => `"${excerpt(word)}"`);
}

/** Reads position text; never throws. The state is then checked like any state from outside. */
export function parsePosition(text: string): Outcome<GameState> {
  if (typeof text !== 'string') return notationError('a position must be text');
  let scoring: Scoring | null = null;
  const board: PlacedTile[] = [];
  const racks: (string[] | undefined)[] = [];
  let pile: string[] | null = null;
  let scores: number[] | null = null;
  let turn: number | null = null;
  let draws: number | null = null;
  let drawn: string | null = null;
  let over = false;
  for (const m of text.matchAll(/\S+/g)) {
    const token: Token = { text: m[0], at: m.index ?? 0 };
    const word = token.text.toLowerCase();
    const colon = word.indexOf(':');
    const key = colon < 0 ? word : word.slice(0, colon);
    const value = colon < 0 ? null : word.slice(colon + 1);
    const once = (seen: unknown) => (seen !== null ? notationError<GameState>(`${key} is given twice`, token) : null);
    if ((SCORINGS as readonly string[]).includes(word)) {
      if (scoring) return notationError(`two scorings (${scoring} and ${word})`, token);
      scoring = word as Scoring;
    } else if (word === 'over') over = true;
    else if (word.includes('@')) {
      const placed = parsePlacedTile(word);
      if (!placed) return notationError(`"${token.text}" is not a placed tile like 112345@1,-1/3`, token);
      board.push(placed);
    } else if (value === null) return notationError(`"${token.text}" is not a word of a position`, token);
    else if (SEAT_RACK.test(key)) {
      const seat = Number(key.slice(1));
      if (racks[seat]) return notationError(`rack ${key} is given twice`, token);
      const tiles = tileList(value);
      if (!tiles) return notationError(`${key}: tiles are six values 1–5 in ascending order, separated by commas`, token);
      racks[seat] = tiles;
    } else if (key === 'pile') {
      const repeated = once(pile);
      if (repeated) return repeated;
      pile = tileList(value);
      if (!pile) return notationError('pile: tiles are six values 1–5 in ascending order, separated by commas', token);
    } else if (key === 'scores') {
      const repeated = once(scores);
      if (repeated) return repeated;
      scores = value.split(',').map((n) => (/^-?\d+$/.test(n) ? Number(n) : NaN));
      if (!scores.every(Number.isSafeInteger)) return notationError('scores are whole numbers separated by commas', token);
    } else if (key === 'turn' || key === 'draws') {
      const repeated = once(key === 'turn' ? turn : draws);
      if (repeated) return repeated;
      const n = /^\d$/.test(value) ? Number(value) : NaN;
      if (!isWhole(n, 0, 3)) return notationError(`${key} is a number 0 to 3`, token);
      if (key === 'turn') turn = n;
      else draws = n;
    } else if (key === 'drawn') {
      const repeated = once(drawn);
      if (repeated) return repeated;
      if (!isTile(value)) return notationError('drawn is a tile, six values 1–5 in ascending order', token);
      drawn = value;
    } else return notationError(`"${key}" is not a word of a position`, token);
  }
  const players = racks.length;
  if (players === 0) return notationError("give each seat's rack: r0:… r1:…");
  const missing = racks.findIndex((rack) => rack === undefined);
  if (missing >= 0 || racks.includes(undefined)) return notationError(`rack r${missing} is missing`);
  const state: GameState = {
    players,
    scoring: scoring ?? 'standard',
    board,
    racks: racks as string[][],
    pile: pile ?? [],
    scores: scores ?? racks.map(() => 0),
    toMove: turn ?? 0,
    draws: draws ?? (drawn ? 1 : 0),
    drawn,
    over: false,
    ending: null,
    winners: [],
    seed: null,
    starter: null,
  };
  if (over) finishFromText(state);
  const checked = readState(state);
  return checked.ok ? { ok: true, value: checked.state } : notationError(checked.error.reason ?? 'not a playable position');
}

function tileList(text: string): string[] | null {
  if (text === '' || text === '-') return [];
  const tiles = text.split(',');
  return tiles.every(isTile) ? tiles : null;
}

/** How a game written as `over` ended (the last mover's rack is empty: last tile; else blocked) and who won. */
function finishFromText(state: GameState): void {
  state.over = true;
  state.ending = state.racks[state.toMove]?.length === 0 ? 'lastTile' : 'blocked';
  state.winners = winnersOf(state, state.ending);
}

/** Writes position text (scoring, turn, scores, draws, table, racks, pile); '' for a malformed state. `parsePosition` reads it back. */
export function formatPosition(state: GameState): string {
  const read = readState(state);
  if (!read.ok) return ''; // nothing sensible to write; checkState says why
  return positionText(read.state);
}

/** `formatPosition` of a state already checked. */
function positionText(state: GameState): string {
  const words = [state.scoring, `turn:${state.toMove}`, `scores:${state.scores.join(',')}`];
  if (state.draws > 0) words.push(`draws:${state.draws}`, `drawn:${state.drawn}`);
  if (state.over) words.push('over');
  words.push(...state.board.map(placedText));
  state.racks.forEach((rack, seat) => words.push(`r${seat}:${rack.join(',') || '-'}`));
  words.push(`pile:${state.pile.join(',') || '-'}`);
  return words.join(' ');
}
