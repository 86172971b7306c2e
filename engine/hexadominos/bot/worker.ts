/**
 * The Hexa-dominos bot's Web Worker: receives `BotRequest`s, thinks, posts `BotAnswer`s. Running here
 * keeps the page responsive while the hard level samples deals for up to a second.
 */
import { chooseAction } from './choose.js';
import type { BotAnswer, BotRequest } from './protocol.js';

// The repo's TypeScript lib is the page's (DOM); in a dedicated worker `self` has these two members.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
  postMessage(message: BotAnswer): void;
};

scope.onmessage = (event) => {
  const { id, view, level, options } = event.data ?? ({} as BotRequest);
  let action: BotAnswer['action'];
  try {
    action = chooseAction(view, level, options);
  } catch {
    // chooseAction checks its input and should not throw; if it ever does, the page still gets an answer.
    action = null;
  }
  scope.postMessage({ id, seat: typeof view?.seat === 'number' ? view.seat : null, action });
};
