/**
 * Messages between the page (`components/hexone-board/bot-client.ts`) and the bot's Web Worker (`worker.ts`).
 * Plain data only: states and actions cross the boundary by structured clone.
 */
import type { Action, GameState } from '../types.js';
import type { LevelName } from './choose.js';

/** What the page may tune per request (the clock stays the worker's own). */
export interface RequestOptions {
  seed?: number;
  timeMs?: number;
  maxNodes?: number;
}

export interface BotRequest {
  id: number; // echoed in the answer: one worker serves one client, requests may overlap
  state: GameState;
  level: LevelName; // a ladder level, or an older name for one
  options?: RequestOptions;
}

export interface BotAnswer {
  id: number | null; // the request's (null when the message had no whole-number id)
  actions: Action[]; // [] when there is nothing to play (game over, malformed state)
  error?: string; // a message the worker could not read as a request (English, for developers): actions is []
}
