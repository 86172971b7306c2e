/**
 * Random games: every turn a uniformly random legal action. Property tests, benchmarks and the easy
 * computer player's baseline use it; the game and its moves follow from the two seeds.
 */
import type { Random } from '../shared/random.js';
import { guarded } from '../shared/untrusted.js';
import type { GameRecord } from './record.js';
import { applyTo, legalActionsOf } from './rules.js';
import { newGame } from './setup.js';
import { DEFAULT_TILES } from './tiles.js';
import type { Action, GameEvent, GameOptions, GameState, Outcome, Result } from './types.js';

export interface Playout {
  record: GameRecord;
  final: GameState;
  events: GameEvent[][]; // per step: the new game's, then each action's
}

/**
 * A game from `options` to its end, each action drawn with `random` among the legal ones. The game's
 * states are the engine's own, so the loop plays them unchecked (`rules.ts`); only `random` comes from
 * outside: a value out of [0, 1), or a throw, is refused as `invalid-options`.
 */
export function randomGame(options: Omit<GameOptions, 'match'>, random: Random): Outcome<Playout> {
  if (typeof random !== 'function') return badRandom('random must be a function giving numbers in [0, 1)');
  const start = newGame(options);
  if (!start.ok) return start;
  let state = start.state;
  const actions: Action[] = [];
  const events: GameEvent[][] = [start.events];
  // Every turn either places a tile or passes: a game lasts at most (tiles + 1) × players × 4 actions.
  while (!state.over) {
    const choices = legalActionsOf(state);
    const pick = guarded(
      () => random(),
      () => NaN,
    );
    if (!(pick >= 0 && pick < 1)) return badRandom(`random gave ${typeof pick === 'number' ? pick : typeof pick}, not a number in [0, 1)`);
    const action = choices[Math.floor(pick * choices.length)];
    const result: Result = action ? applyTo(state, action) : { ok: false, error: { code: 'game-over' } };
    if (!result.ok) return result; // cannot happen: a game not over has a legal action, and it was legal
    actions.push(action);
    events.push(result.events);
    state = result.state;
  }
  return { ok: true, value: { record: { options: recordOptions(start.state), actions }, final: state, events } };
}

/** The options of the game `state` starts, as a record keeps them: a fresh object (the tile set only when it is not the box). */
function recordOptions(state: GameState): GameRecord['options'] {
  const tiles = [...state.racks.flat(), ...state.pile].sort();
  const box = tiles.length === DEFAULT_TILES.length && tiles.every((tile, k) => tile === DEFAULT_TILES[k]);
  return { players: state.players, scoring: state.scoring, seed: state.seed!, ...(box ? {} : { tiles }) };
}

function badRandom(reason: string): Outcome<Playout> {
  return { ok: false, error: { code: 'invalid-options', reason } };
}
