/**
 * The computer players' levels, apart from the bots themselves so the machine can check a seat's level
 * without loading any bot code.
 */
export const LEVELS = ['easy', 'medium', 'hard'] as const;
/** easy: a random legal move; medium: the best score now; hard: looks further (see hard.ts). */
export type Level = (typeof LEVELS)[number];
