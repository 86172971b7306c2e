/**
 * The computer opponent (pure: no DOM, no worker). `chooseTurn(state, level, { seed })` returns the
 * whole turn as actions; `worker.ts` runs it off the main thread; `components/hexone-board/bot-client.ts` talks to it.
 */
export {
  DEFAULT_TIME_MS,
  LEVELS,
  LEVEL_ALIASES,
  LEVEL_NAMES,
  type ChooseOptions,
  type Level,
  type LevelName,
  type TurnReport,
  chooseTurn,
  chooseTurnReport,
  resolveLevel,
} from './choose.js';
export { CHAIN_CAP } from './turns.js';
