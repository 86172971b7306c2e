/**
 * The Hexa-dominos bot's Web Worker: receives `BotRequest`s, thinks, posts `BotAnswer`s. Running here
 * keeps the page responsive while the hard level samples deals for up to a second.
 *
 * Any message may arrive: each is read once into a plain copy (`../../shared/worker-requests.ts`), and one
 * that is not a request gets an answer with `error` (and no action), never a throw that would leave the
 * page waiting. The time to think is capped (`MAX_THINK_MS`), so no message can keep the worker busy for good.
 */
import { readRequest, thinkingTime } from '../../shared/worker-requests.js';
import { tileSetProblem } from '../tiles.js';
import type { SeatView } from '../view.js';
import { chooseAction } from './choose.js';
import { LEVELS, type Level } from './levels.js';
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
  const request = readRequest(data, ['view'], LEVELS, ['seed', 'samples', 'timeMs', 'tiles']);
  if (!request.ok) return { id: request.id, seat: null, action: null, error: request.error };
  const {
    id,
    level,
    fields: { view },
    options: given,
  } = request;
  if (!view || typeof view !== 'object' || Array.isArray(view)) return { id, seat: null, action: null, error: 'a request has a view (viewFor)' };
  const tilesProblem = given.tiles === undefined ? null : tileSetProblem(given.tiles);
  if (tilesProblem) return { id, seat: null, action: null, error: `options.tiles: ${tilesProblem}` };
  const options: RequestOptions = {};
  if (Number.isSafeInteger(given.seed)) options.seed = given.seed as number;
  if (Number.isSafeInteger(given.samples) && (given.samples as number) >= 1) options.samples = given.samples as number;
  if (given.tiles !== undefined) options.tiles = given.tiles as string[];
  const timeMs = thinkingTime(given.timeMs, options.samples !== undefined); // samples alone would sample until done
  if (timeMs !== undefined) options.timeMs = timeMs;
  const seat = typeof (view as SeatView).seat === 'number' ? (view as SeatView).seat : null;
  try {
    return { id, seat, action: chooseAction(view as SeatView, level as Level, options) };
  } catch {
    // chooseAction checks its input and should not throw; if it ever does, the page still gets an answer.
    return { id, seat, action: null, error: 'the bot failed on this view' };
  }
}
