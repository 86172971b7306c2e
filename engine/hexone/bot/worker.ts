/**
 * The bot's Web Worker: receives `BotRequest`s, thinks, posts `BotAnswer`s. Running here keeps the
 * page responsive while the hard level searches for its second.
 */
import { chooseTurn } from './choose.js';
import type { BotAnswer, BotRequest } from './protocol.js';

// The repo's TypeScript lib is the page's (DOM); in a dedicated worker `self` has these two members.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
  postMessage(message: BotAnswer): void;
};

scope.onmessage = (event) => {
  const { id, state, level, options } = event.data;
  let actions: BotAnswer['actions'];
  try {
    actions = chooseTurn(state, level, options);
  } catch {
    // chooseTurn checks its input and should not throw; if it ever does, the page still gets an answer.
    actions = [];
  }
  scope.postMessage({ id, actions });
};
