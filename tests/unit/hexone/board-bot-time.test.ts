/** The board's built-in computer player: how long each level may think (the strongest level's cap). */
import { describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '@engine/hexone/bot/protocol.js';
import { newGame } from '@engine/hexone/rules.js';
import { LEVELS } from '@engine/hexone/bot/levels.js';

const requests: { level: string; options?: RequestOptions }[] = [];
vi.mock('@components/hexone-board/bot-client.js', () => ({
  createBotClient: () => ({
    chooseTurn: async (_state: unknown, level: string, options?: RequestOptions) => {
      requests.push({ level, options });
      return [];
    },
    dispose() {},
  }),
}));

describe("the board's computer player", () => {
  it("caps the strongest level's search at BOARD_HARD_TIME_MS and leaves the other levels to their node budgets", async () => {
    const { BOARD_HARD_TIME_MS, loadBot } = await import('@components/hexone-board/computer-turn.js');
    expect(BOARD_HARD_TIME_MS).toBeLessThan(1000); // with root turns and messages around it, a move within about a second
    const bot = await loadBot();
    for (const level of LEVELS) await bot.chooseTurn(newGame(), level);
    expect(requests).toEqual([
      { level: 'newcomer', options: undefined },
      { level: 'beginner', options: undefined },
      { level: 'casual', options: undefined },
      { level: 'club', options: undefined },
      { level: 'expert', options: { timeMs: BOARD_HARD_TIME_MS } },
    ]);
  });
});
