/**
 * The computer player's levels, apart from the bot itself so the element, the site and the machine can name
 * them without loading any bot code (as Hexa-dominos' engine/hexadominos/bot/levels.ts). What each does: choose.ts.
 */
export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];
