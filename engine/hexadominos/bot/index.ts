/**
 * The Hexa-dominos computer players (pure: no DOM, no worker). `chooseAction(view, level, { seed })`
 * answers one action from a seat's view; `worker.ts` runs it off the main thread (`protocol.ts`).
 */
export { type ActionReport, type ChooseOptions, DEFAULT_TIME_MS, chooseAction, chooseActionReport, peekChoice } from './choose.js';
export type { SeenAction } from './protocol.js';
export { HARD_SETTINGS, type HardSettings, type Weighed, hardSettings, weighMoves } from './hard.js';
export { LEVELS, type Level } from './levels.js';
export { type HiddenSample, sampleHidden, unseenTiles } from './hidden.js';
