/**
 * Messages between the page and the Hexa-dominos bot's Web Worker (`worker.ts`). Plain data only: the
 * seat's view and the action cross the boundary by structured clone. The page sends the view of the seat
 * the computer plays (`viewFor(state, seat)`), never the whole state, so the worker cannot see other racks.
 */
import type { Tile } from '../tiles.js';
import type { Action } from '../types.js';
import type { SeatView } from '../view.js';
import type { Level } from './levels.js';

/** One action of the game so far, by whom: what every seat saw done at the table (a drawn tile stays hidden). */
export interface SeenAction {
  seat: number;
  action: Action;
}

/** What the page may tune per request (the clock stays the worker's own). */
export interface RequestOptions {
  seed?: number;
  samples?: number;
  timeMs?: number;
  tiles?: Tile[];
  history?: SeenAction[]; // the game's actions so far (the hard level reads the others' racks from them)
}

export interface BotRequest {
  id: number; // echoed in the answer: one worker serves one client, requests may overlap
  view: SeatView;
  level: Level;
  options?: RequestOptions;
}

export interface BotAnswer {
  id: number | null; // the request's (null when the message had no whole-number id)
  seat: number | null; // the view's seat, to send back as PLAY { seat, action } (null for a malformed request)
  action: Action | null; // null when that seat has nothing to play (not its turn, game over, malformed view)
  error?: string; // a message the worker could not read as a request (English, for developers): action is null
}
