/**
 * Game records: the options of a new game (players, scoring, seed, tile set) and the actions played.
 * The seed fixes the shuffle, so replaying the actions from `newGame(options)` gives the game exactly.
 * A record reveals every rack (the seed says where each tile went): share it once a game is over.
 *
 * Text: the options, `|`, then the actions — a placement as `tile@q,r/rot`, `draw`, `pass`:
 *   `standard players:2 seed:42 | 112345@0,0/2 draw 123445@1,-1/3 pass`
 * A tile set other than the box is written `tiles:111222,112233,…`.
 * URL form (only characters a URL leaves as they are): words joined by `.`, `:` written `-`, commas and
 * the parts of a placement written `_`, then `~` before the actions:
 *   `standard.players-2.seed-42~112345_0_0_2.draw.123445_1_-1_3.pass`
 */
import { MAX_RECORD_MOVES, MAX_RECORD_TEXT, TOO_LONG, TOO_MANY_MOVES } from '../shared/records.js';
import { guarded, readFields, readList } from '../shared/untrusted.js';
import { readCell } from './board.js';
import { isSeed, isWhole } from './check.js';
import { notationError, parsePlacedTile, placedText } from './notation.js';
import { applyTo, readAction } from './rules.js';
import { newGame } from './setup.js';
import { DEFAULT_TILES, MAX_TILES, type Tile, isRotation, isTile, tileSetProblem } from './tiles.js';
import { type Action, type GameEvent, type GameOptions, type GameState, type Outcome, type Result, SCORINGS, type Scoring } from './types.js';

export interface GameRecord {
  options: Omit<GameOptions, 'match'>; // { players: 2, scoring: 'standard', seed: 42 } (+ tiles when not the box)
  actions: Action[];
}

/** Writes one action (`112345@1,-1/3`, `draw`, `pass`); '' when it is not an action. */
export function formatAction(action: Action): string {
  // Read and written in one guard: a cell that does not read stays as given in the action read (the rules describe it),
  // and a hostile one (a proxy of a list) must not reach the writing either.
  return guarded(
    () => {
      const read = readAction(action);
      return typeof read === 'string' ? '' : actionText(read);
    },
    () => '',
  );
}

/** `formatAction` of an action already read ('' when a placement's tile, cell or rotation is not one). */
function actionText(action: Action): string {
  if (action.type !== 'place') return action.type;
  const { tile, rot } = action;
  const at = readCell(action.at);
  return isTile(tile) && at && isRotation(rot) ? placedText({ tile, at, rot }) : '';
}

/** Reads one action (`112345@1,-1/3`, `draw`, `pass`); null if it is not one. */
export function parseAction(text: string): Action | null {
  if (typeof text !== 'string') return null;
  const word = text.trim().toLowerCase();
  if (word === 'draw' || word === 'pass') return { type: word };
  const placed = parsePlacedTile(word);
  return placed && { type: 'place', ...placed };
}

/**
 * Most actions a record holds: a game of all 205 tiles between 4 players takes fewer than 2,000 (each
 * tile drawn and placed at most once, at most three passes between placements once the pile is empty),
 * so longer lists are refused before they are read. The same limit as Hexone's (engine/shared/records.ts).
 */
export const MAX_ACTIONS = MAX_RECORD_MOVES;

const RECORD_FIELDS = ['options', 'actions'] as const;
const OPTION_FIELDS = ['players', 'scoring', 'seed', 'tiles'] as const;

/**
 * A record's two fields read once: its options as given (`newGame` reads them) and its actions, a list
 * of at most MAX_ACTIONS, each read with `readAction` (or why it is not an action); or why it is not a record.
 */
function readRecord(value: unknown): { options: unknown; actions: (Action | string)[] } | string {
  const record = readFields(value, RECORD_FIELDS, 'a record');
  if (typeof record === 'string' || !Array.isArray(record.actions)) return 'a record is { options, actions }';
  const list = readList(record.actions, MAX_ACTIONS, 'actions');
  return typeof list === 'string' ? list : { options: record.options, actions: list.map(readAction) };
}

/** A record's options read once and checked: players, scoring, seed, and the tile set when given; null when they are not. */
function readRecordOptions(value: unknown): GameRecord['options'] | null {
  const options = readFields(value, OPTION_FIELDS, 'options');
  if (typeof options === 'string') return null;
  const { players, scoring = 'standard', seed } = options;
  if (!isWhole(players, 1, 4) || !(SCORINGS as readonly unknown[]).includes(scoring) || !isSeed(seed)) return null;
  const tiles = options.tiles === undefined ? undefined : readList(options.tiles, MAX_TILES, 'the tile set');
  if (typeof tiles === 'string' || (tiles && tileSetProblem(tiles))) return null;
  return { players, scoring: scoring as Scoring, seed, ...(tiles ? { tiles: tiles as Tile[] } : {}) };
}

/** The words of a record: options and actions; null when the record is not { options, actions } with valid options and actions. */
function recordWords(value: GameRecord): { options: string[]; actions: string[] } | null {
  return guarded(
    () => {
      const record = readRecord(value);
      const read = typeof record === 'string' ? null : readRecordOptions(record.options);
      if (typeof record === 'string' || !read) return null;
      const actions = record.actions.map((action) => (typeof action === 'string' ? '' : actionText(action)));
      if (actions.includes('')) return null;
      const options = [read.scoring ?? 'standard', `players:${read.players}`, `seed:${read.seed}`];
      if (read.tiles && !sameTiles(read.tiles, DEFAULT_TILES)) options.push(`tiles:${[...read.tiles].sort().join(',')}`);
      return { options, actions };
    },
    () => null,
  );
}

/** Writes record text; '' when the record is not { options, actions } with valid options and actions. */
export function formatRecord(record: GameRecord): string {
  const words = recordWords(record);
  return words ? `${words.options.join(' ')} | ${words.actions.join(' ')}`.trimEnd() : '';
}

function sameTiles(a: readonly Tile[], b: readonly Tile[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

/** Reads record text. The actions are read, not played: `replay` checks them against the rules. */
export function parseRecord(text: string): Outcome<GameRecord> {
  if (typeof text !== 'string') return notationError('a record must be text');
  if (text.length > MAX_RECORD_TEXT) return notationError(TOO_LONG); // before any of it is read
  const bar = text.indexOf('|');
  const head = bar < 0 ? text : text.slice(0, bar);
  let scoring: Scoring = 'standard';
  let players: number | null = null;
  let seed: number | null = null;
  let tiles: Tile[] | undefined;
  for (const m of head.matchAll(/\S+/g)) {
    const token = { text: m[0], at: m.index ?? 0 };
    const word = token.text.toLowerCase();
    const [key, value = ''] = word.split(/:(.*)/s);
    if ((SCORINGS as readonly string[]).includes(word)) scoring = word as Scoring;
    else if (key === 'players' && /^\d$/.test(value) && isWhole(Number(value), 1, 4)) players = Number(value);
    else if (key === 'seed' && /^\d+$/.test(value) && isSeed(Number(value))) seed = Number(value);
    else if (key === 'tiles' && value.split(',').every(isTile)) tiles = value.split(',');
    else return notationError(`"${token.text}" is not a record option (standard, simple, kids, players:2, seed:42, tiles:…)`, token);
  }
  if (players === null) return notationError('say how many players: players:2');
  if (seed === null) return notationError('say the seed: seed:42');
  const actions: Action[] = [];
  if (bar >= 0) {
    for (const m of text.slice(bar + 1).matchAll(/\S+/g)) {
      if (actions.length === MAX_RECORD_MOVES) return notationError(TOO_MANY_MOVES, { text: m[0], at: bar + 1 + (m.index ?? 0) });
      const action = parseAction(m[0]);
      if (!action) return notationError(`"${m[0]}" is not an action (112345@1,-1/3, draw or pass)`, { text: m[0], at: bar + 1 + (m.index ?? 0) });
      actions.push(action);
    }
  }
  return { ok: true, value: { options: { players, scoring, seed, ...(tiles ? { tiles } : {}) }, actions } };
}

/** The URL form of a record ('' when it is not a record). */
export function recordToUrl(record: GameRecord): string {
  const words = recordWords(record);
  if (!words) return '';
  const options = words.options.map((word) => word.replace(':', '-').replaceAll(',', '_'));
  const actions = words.actions.map((word) => word.replace(/[@,/]/g, '_'));
  return `${options.join('.')}~${actions.join('.')}`;
}

/** Reads the URL form (percent-escapes are undone first). */
export function recordFromUrl(text: string): Outcome<GameRecord> {
  if (typeof text !== 'string') return notationError('a record must be text');
  if (text.length > 3 * MAX_RECORD_TEXT) return notationError(TOO_LONG); // percent-escapes take 3 characters each
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    /* keep it as it is: the parser says what is wrong */
  }
  const parts = decoded.split('~');
  if (parts.length > 2) return notationError('a shared game has one "~"', { text: '~', at: decoded.lastIndexOf('~') });
  const options = (parts[0] ?? '').split('.').map((word) => word.replace('-', ':').replaceAll('_', ','));
  const actions = (parts[1] ?? '')
    .split('.')
    .filter(Boolean)
    .map((word) => {
      const m = /^([1-5]{6})_(-?\d+)_(-?\d+)_(\d)$/.exec(word);
      return m ? `${m[1]}@${m[2]},${m[3]}/${m[4]}` : word;
    });
  return parseRecord(`${options.join(' ')} | ${actions.join(' ')}`);
}

export interface Replay {
  states: GameState[]; // states[0] is the new game; states[k] follows action k
  events: GameEvent[][]; // events[0]: the new game's (who starts, deal); events[k]: what action k did
}

/** Plays a record from its new game; stops at the first refused action, saying which (`move`, 1-based). */
export function replay(record: GameRecord): Outcome<Replay> {
  const read = guarded(
    () => readRecord(record),
    (reason) => `a record is { options, actions } (${reason})`,
  );
  if (typeof read === 'string') return { ok: false, error: { code: 'invalid-action', reason: read } };
  const start = newGame(read.options as GameOptions);
  if (!start.ok) return start;
  const states = [start.state];
  const events: GameEvent[][] = [start.events];
  for (const [k, action] of read.actions.entries()) {
    const result: Result =
      typeof action === 'string' ? { ok: false, error: { code: 'invalid-action', reason: action } } : applyTo(states[states.length - 1], action);
    if (!result.ok) return { ok: false, error: { ...result.error, move: k + 1 } };
    states.push(result.state);
    events.push(result.events);
  }
  return { ok: true, value: { states, events } };
}
