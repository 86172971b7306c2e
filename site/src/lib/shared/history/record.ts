/**
 * The history of play kept in the browser (one localStorage key, JSON; no server): every finished game of
 * both games, newest last in storage, and the puzzle rating's points over time. Its shape, and reading it back
 * from storage or from a file someone imports: text that does not read is refused as a whole, with the reason
 * (`HistoryProblem`) for the page to say in its language; nothing here throws.
 *
 *   { "format": "hexone-history", "v": 1,
 *     "games": [{ "game": "hexone", "at": 1795000000000, "mode": "play", "rules": "classic", "level": "easy",
 *                 "you": "b", "outcome": "win", "winner": "b", "scores": null,
 *                 "record": "classic b opening | d3 …", "query": "game=classic.b…&computer=w&level=easy" }],
 *     "rating": [{ "at": 1795000000000, "rating": 1512 }] }
 */
export const HISTORY_KEY = 'history.v1';
export const HISTORY_FORMAT = 'hexone-history';
/** The most games kept: the oldest go first (the page says so). */
export const MAX_GAMES = 500;
/** The most rating points kept (one per rated puzzle attempt). */
export const MAX_POINTS = 1000;
/** An imported file larger than this is refused before it is parsed (500 games of long records stay far below). */
export const MAX_FILE_CHARS = 5_000_000;

export type HistoryGame = 'hexone' | 'hexadominos';
/** From the one person's side against the computer; `null` when people play each other at one screen. */
export type GameOutcome = 'win' | 'loss' | 'draw' | null;

export interface FinishedGame {
  game: HistoryGame;
  at: number; // when it ended, ms since 1970 (Date.now())
  /** How it was started: 'play' (the play page), 'daily' (a daily deal), or another short word a page sets. */
  mode: string;
  rules: string; // Hexone: 'classic', 'express+tiles'…; Hexa-dominos: its scoring, 'standard'…
  level: string | null; // the computer's level (the strongest, with several computers); null: people at one screen
  you: string | null; // the person's side against the computer: Hexone 'b' | 'w', Hexa-dominos the seat '1'…'4'
  outcome: GameOutcome;
  winner: string; // who won: Hexone 'b' | 'w'; Hexa-dominos the seats sharing the win, '1' or '1,3'
  scores: number[] | null; // Hexa-dominos: each seat's score; Hexone: null
  record: string; // the game's record text
  query: string; // the play page's address query that opens this game: `game=…` (Hexone), `record=…&seats=…` (Hexa-dominos)
}

export interface RatingPoint {
  at: number;
  rating: number; // the puzzle rating after that attempt, rounded
}

export interface History {
  games: FinishedGame[]; // oldest first
  rating: RatingPoint[]; // oldest first
}

/** Why a file (or stored text) was refused: the page words each in its language. */
export type HistoryProblem =
  | { reason: 'empty' }
  | { reason: 'too-big' }
  | { reason: 'not-json' }
  | { reason: 'not-history' } // JSON, but not this site's history file
  | { reason: 'bad-game'; index: number } // the n-th game (1-based) does not read
  | { reason: 'bad-point'; index: number } // the n-th rating point does not read
  | { reason: 'too-many' }; // far more entries than the site ever keeps

export type HistoryRead = { ok: true; history: History } | { ok: false; problem: HistoryProblem };

export function emptyHistory(): History {
  return { games: [], rating: [] };
}

const WORD = /^[a-z0-9+-]{1,24}$/;
const SIDE = /^([bw]|[1-4])$/;
const WINNER = /^([bw]|[1-4](,[1-4]){0,3})?$/;
/** A share query: what URLSearchParams writes and the record's URL form hold (letters, digits, - . _ ~ * % + = & ,). */
const QUERY = /^[A-Za-z0-9\-._~*%+=&,:]{0,20000}$/;
const OUTCOMES: readonly GameOutcome[] = ['win', 'loss', 'draw', null];
/** From 2020 to 2200: a date outside is not one this site wrote. */
const time = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 1_577_836_800_000 && (x as number) <= 7_258_118_400_000;
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** One game of the right shape (a fresh object), or null. */
export function readGame(data: unknown): FinishedGame | null {
  if (!isObject(data)) return null;
  const { game, at, mode, rules, level, you, outcome, winner, scores, record, query } = data;
  if (game !== 'hexone' && game !== 'hexadominos') return null;
  if (!time(at) || typeof mode !== 'string' || !WORD.test(mode) || typeof rules !== 'string' || !WORD.test(rules)) return null;
  if (level !== null && (typeof level !== 'string' || !WORD.test(level))) return null;
  if (you !== null && (typeof you !== 'string' || !SIDE.test(you))) return null;
  if (!OUTCOMES.includes(outcome as GameOutcome) || typeof winner !== 'string' || !WINNER.test(winner)) return null;
  if (
    scores !== null &&
    !(Array.isArray(scores) && scores.length >= 1 && scores.length <= 4 && scores.every((s) => Number.isSafeInteger(s) && Math.abs(s) < 1e6))
  )
    return null;
  if (typeof record !== 'string' || record.length === 0 || record.length > 20_000 || typeof query !== 'string' || !QUERY.test(query)) return null;
  return {
    game,
    at: at,
    mode,
    rules,
    level: level,
    you: you,
    outcome: outcome as GameOutcome,
    winner,
    scores: scores === null ? null : [...(scores as number[])],
    record,
    query,
  };
}

function readPoint(data: unknown): RatingPoint | null {
  if (!isObject(data)) return null;
  const { at, rating } = data;
  if (!time(at) || typeof rating !== 'number' || !Number.isFinite(rating) || rating < 0 || rating > 5000) return null;
  return { at, rating: Math.round(rating) };
}

/** A parsed history (any JSON value): every entry read, or the first that does not; the newest `MAX_*` kept. */
export function readHistory(data: unknown): HistoryRead {
  if (!isObject(data) || data.format !== HISTORY_FORMAT || data.v !== 1 || !Array.isArray(data.games) || !Array.isArray(data.rating))
    return { ok: false, problem: { reason: 'not-history' } };
  // Ten times what is kept is no file this site wrote: refused before walking it.
  if (data.games.length > 10 * MAX_GAMES || data.rating.length > 10 * MAX_POINTS) return { ok: false, problem: { reason: 'too-many' } };
  const games: FinishedGame[] = [];
  for (const [k, item] of data.games.entries()) {
    const game = readGame(item);
    if (!game) return { ok: false, problem: { reason: 'bad-game', index: k + 1 } };
    games.push(game);
  }
  const rating: RatingPoint[] = [];
  for (const [k, item] of data.rating.entries()) {
    const point = readPoint(item);
    if (!point) return { ok: false, problem: { reason: 'bad-point', index: k + 1 } };
    rating.push(point);
  }
  return { ok: true, history: capped({ games: byTime(games), rating: byTime(rating) }) };
}

/** Text (a stored value or an imported file) read as a history; empty text is refused too (a file with nothing in it). */
export function parseHistory(text: string): HistoryRead {
  if (typeof text !== 'string' || !text.trim()) return { ok: false, problem: { reason: 'empty' } };
  if (text.length > MAX_FILE_CHARS) return { ok: false, problem: { reason: 'too-big' } };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: { reason: 'not-json' } };
  }
  return readHistory(data);
}

/** The text kept and exported: the file someone downloads is what `parseHistory` reads back. */
export function serializeHistory(history: History): string {
  return JSON.stringify({ format: HISTORY_FORMAT, v: 1, games: history.games, rating: history.rating });
}

function byTime<T extends { at: number }>(list: T[]): T[] {
  return [...list].sort((a, b) => a.at - b.at);
}

/** The newest MAX_GAMES games and MAX_POINTS points. */
export function capped(history: History): History {
  return { games: history.games.slice(-MAX_GAMES), rating: history.rating.slice(-MAX_POINTS) };
}

const sameGame = (a: FinishedGame, b: FinishedGame) => a.game === b.game && a.at === b.at && a.record === b.record;

/**
 * The history with `game` added (the input is left as it was). The play pages add a game once, when a move played
 * there ends it (a finished game opened again is not added); the same entry twice is kept once.
 */
export function withGame(history: History, game: FinishedGame): History {
  if (history.games.some((g) => sameGame(g, game))) return history;
  return capped({ games: byTime([...history.games, game]), rating: history.rating });
}

/** The history with a rating point added (the input is left as it was). */
export function withPoint(history: History, point: RatingPoint): History {
  return capped({ games: history.games, rating: byTime([...history.rating, point]) });
}

/** Two histories merged (an import into what this browser has): every game and point once, oldest first, capped. */
export function merged(mine: History, theirs: History): History {
  const games = [...mine.games];
  for (const game of theirs.games) if (!games.some((g) => sameGame(g, game))) games.push(game);
  const rating = [...mine.rating];
  for (const point of theirs.rating) if (!rating.some((p) => p.at === point.at)) rating.push(point);
  return capped({ games: byTime(games), rating: byTime(rating) });
}
