/**
 * The page's side of the Hexa-dominos computer players: sends the view of the seat a computer plays
 * (never the whole game: the bot cannot see other racks or the pile) to the bot's Web Worker and resolves
 * with the one action it chose. Loaded with the first computer turn (the standalone build ships it as
 * hexadominos-bot.js, its worker as hexadominos-bot-worker.js); the worker plumbing, shared with Hexone,
 * is `components/shared/worker-client.ts`, and under Trusted Types the worker's URL is vouched for by the
 * `hexadominos-board` policy (`components/shared/trusted-worker.ts`). On the main thread the hard level thinks for a shorter time.
 */
import type { ChooseOptions } from '../../engine/hexadominos/bot/choose.js';
import type { Level } from '../../engine/hexadominos/bot/levels.js';
import type { BotAnswer, BotRequest, RequestOptions } from '../../engine/hexadominos/bot/protocol.js';
import type { Action } from '../../engine/hexadominos/types.js';
import type { SeatView } from '../../engine/hexadominos/view.js';
import { trustedWorker } from '../shared/trusted-worker.js';
import { createWorkerClient } from '../shared/worker-client.js';

export interface BotClient {
  /** One action for the view's seat (null when it has nothing to play). */
  chooseAction(view: SeatView, level: Level, options?: RequestOptions): Promise<Action | null>;
  /** Stops the worker; pending and later requests resolve with null. */
  dispose(): void;
}

/** The name of the Trusted Types policy that vouches for the worker's URL (a page's CSP lists it). */
export const TRUSTED_TYPES_POLICY = 'hexadominos-board';

/** Named `Worker` on purpose: bundlers find the worker by `new Worker(new URL('…', import.meta.url))` (trusted-worker.ts). */
const Worker = trustedWorker(TRUSTED_TYPES_POLICY, import.meta.url);

/** Main-thread fallback: the hard level thinks this long at most (the page is frozen meanwhile). */
export const FALLBACK_TIME_MS = 300;
/** A worker that has not answered by then is given up on (hard thinks up to 1 s). */
export const WORKER_TIMEOUT_MS = 10_000;

export function createBotClient(): BotClient {
  const client = createWorkerClient<Omit<BotRequest, 'id'>, Action | null>({
    start: () => new Worker(new URL('../../engine/hexadominos/bot/worker.js', import.meta.url), { type: 'module' }),
    read: (answer) => (answer as Partial<BotAnswer>).action ?? null,
    async onMainThread(request) {
      const bot = await import('../../engine/hexadominos/bot/choose.js');
      const options: ChooseOptions = { ...request.options };
      options.timeMs = Math.min(options.timeMs ?? FALLBACK_TIME_MS, FALLBACK_TIME_MS);
      return bot.chooseAction(request.view, request.level, options);
    },
    none: null,
    timeoutMs: WORKER_TIMEOUT_MS,
  });
  return {
    chooseAction: (view, level, options) => client.ask({ view, level, options }),
    dispose: () => client.dispose(),
  };
}
