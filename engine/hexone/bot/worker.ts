/**
 * The bot's Web Worker: receives `BotRequest`s, thinks, posts `BotAnswer`s. Running here keeps the
 * page responsive while the strongest level searches for its second.
 *
 * Any message may arrive: each is read once into a plain copy (`../../shared/worker-requests.ts`), and one
 * that is not a request gets an answer with `error` (and no actions), never a throw that would leave the
 * page waiting. The time to think is capped (`MAX_THINK_MS`), so no message can keep the worker busy for good.
 */
import { readRequest, thinkingTime } from '../../shared/worker-requests.js';
import { checkState } from '../rules.js';
import type { GameState } from '../types.js';
import { LEVEL_NAMES, type LevelName, chooseTurn } from './choose.js';
import type { BotAnswer, RequestOptions } from './protocol.js';

// The repo's TypeScript lib is the page's (DOM); in a dedicated worker `self` has these two members.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: BotAnswer): void;
};

scope.onmessage = (event) => {
  scope.postMessage(answer(event.data));
};

/** The answer to one message, whatever it holds. */
function answer(data: unknown): BotAnswer {
  const request = readRequest(data, ['state'], LEVEL_NAMES, ['seed', 'timeMs', 'maxNodes']);
  if (!request.ok) return { id: request.id, actions: [], error: request.error };
  const {
    id,
    level,
    fields: { state },
    options: given,
  } = request;
  const problem = checkState(state);
  if (problem) return { id, actions: [], error: `state: ${problem.reason ?? problem.code}` };
  const options: RequestOptions = {};
  if (Number.isSafeInteger(given.seed)) options.seed = given.seed as number;
  if (Number.isSafeInteger(given.maxNodes) && (given.maxNodes as number) >= 1) options.maxNodes = given.maxNodes as number;
  const timeMs = thinkingTime(given.timeMs, options.maxNodes !== undefined); // a node budget alone would search until done
  if (timeMs !== undefined) options.timeMs = timeMs;
  try {
    return { id, actions: chooseTurn(state as GameState, level as LevelName, options) };
  } catch {
    // chooseTurn checks its input and should not throw; if it ever does, the page still gets an answer.
    return { id, actions: [], error: 'the bot failed on this state' };
  }
}
