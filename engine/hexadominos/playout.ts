/**
 * Random games: every turn a uniformly random legal action. Property tests, benchmarks and the easy
 * computer player's baseline use it; the game and its moves follow from the two seeds.
 */
import { type Random, randomInt } from '../shared/random.js';
import type { GameRecord } from './record.js';
import { apply, legalActions } from './rules.js';
import { newGame } from './setup.js';
import type { Action, GameEvent, GameOptions, GameState, Outcome } from './types.js';

export interface Playout {
  record: GameRecord;
  final: GameState;
  events: GameEvent[][]; // per step: the new game's, then each action's
}

/** A game from `options` to its end, each action drawn with `random` among the legal ones. */
export function randomGame(options: Omit<GameOptions, 'match'>, random: Random): Outcome<Playout> {
  const start = newGame(options);
  if (!start.ok) return start;
  let state = start.state;
  const actions: Action[] = [];
  const events: GameEvent[][] = [start.events];
  // Every turn either places a tile or passes: a game lasts at most (tiles + 1) × players × 4 actions.
  while (!state.over) {
    const choices = legalActions(state);
    const action = choices[randomInt(random, choices.length)];
    const result = apply(state, action);
    if (!result.ok) return result; // cannot happen: the action was legal
    actions.push(action);
    events.push(result.events);
    state = result.state;
  }
  return { ok: true, value: { record: { options, actions }, final: state, events } };
}
