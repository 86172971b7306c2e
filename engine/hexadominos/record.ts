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
import { isSeed, isWhole } from './check.js';
import { formatPlacedTile, notationError, parsePlacedTile } from './notation.js';
import { apply } from './rules.js';
import { newGame } from './setup.js';
import { isAxial } from '../shared/hex.js';
import { DEFAULT_TILES, type Tile, isRotation, isTile, tileSetProblem } from './tiles.js';
import { type Action, type GameEvent, type GameOptions, type GameState, type Outcome, SCORINGS, type Scoring } from './types.js';

export interface GameRecord {
  options: Omit<GameOptions, 'match'>; // { players: 2, scoring: 'standard', seed: 42 } (+ tiles when not the box)
  actions: Action[];
}

/** Writes one action (`112345@1,-1/3`, `draw`, `pass`); '' when it is not an action. */
export function formatAction(action: Action): string {
  if (action?.type === 'draw' || action?.type === 'pass') return action.type;
  const ok = action?.type === 'place' && isTile(action.tile) && isAxial(action.at) && isRotation(action.rot);
  return ok ? formatPlacedTile(action) : '';
}

/** Reads one action (`112345@1,-1/3`, `draw`, `pass`); null if it is not one. */
export function parseAction(text: string): Action | null {
  if (typeof text !== 'string') return null;
  const word = text.trim().toLowerCase();
  if (word === 'draw' || word === 'pass') return { type: word };
  const placed = parsePlacedTile(word);
  return placed && { type: 'place', ...placed };
}

/** The words of a record: options and actions; null when the record is not { options, actions } with valid options and actions. */
function recordWords(record: GameRecord): { options: string[]; actions: string[] } | null {
  if (!record?.options || !Array.isArray(record.actions)) return null;
  const { players, scoring = 'standard', seed, tiles } = record.options;
  if (!isWhole(players, 1, 4) || !(SCORINGS as readonly unknown[]).includes(scoring) || !isSeed(seed)) return null;
  if (tiles !== undefined && tileSetProblem(tiles)) return null;
  const actions = record.actions.map(formatAction);
  if (actions.includes('')) return null;
  const options = [scoring, `players:${players}`, `seed:${seed}`];
  if (tiles && !sameTiles(tiles, DEFAULT_TILES)) options.push(`tiles:${[...tiles].sort().join(',')}`);
  return { options, actions };
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
  let decoded = text;
  try { decoded = decodeURIComponent(text); } catch { /* keep it as it is: the parser says what is wrong */ }
  const parts = decoded.split('~');
  if (parts.length > 2) return notationError('a shared game has one "~"', { text: '~', at: decoded.lastIndexOf('~') });
  const options = (parts[0] ?? '').split('.').map((word) => word.replace('-', ':').replaceAll('_', ','));
  const actions = (parts[1] ?? '').split('.').filter(Boolean).map((word) => {
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
  if (!record || typeof record !== 'object' || !Array.isArray(record.actions)) {
    return { ok: false, error: { code: 'invalid-action', reason: 'a record is { options, actions }' } };
  }
  const start = newGame(record.options);
  if (!start.ok) return start;
  const states = [start.state];
  const events: GameEvent[][] = [start.events];
  for (const [k, action] of record.actions.entries()) {
    const result = apply(states[states.length - 1], action);
    if (!result.ok) return { ok: false, error: { ...result.error, move: k + 1 } };
    states.push(result.state);
    events.push(result.events);
  }
  return { ok: true, value: { states, events } };
}
