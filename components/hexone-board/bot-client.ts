/**
 * The page's side of the Hexone computer opponent: sends positions to the bot's Web Worker and resolves
 * with the whole turn it chose. The worker plumbing (one worker per client, timeouts, the main-thread
 * fallback) is `components/shared/worker-client.ts`; on the main thread the hard level thinks for a
 * shorter time, to keep the freeze short.
 */
import type { ChooseOptions, LevelName } from '../../engine/hexone/bot/choose.js';
import type { BotAnswer, BotRequest, RequestOptions } from '../../engine/hexone/bot/protocol.js';
import type { Action, GameState } from '../../engine/hexone/types.js';
import { trustedWorker } from '../shared/trusted-worker.js';
import { createWorkerClient } from '../shared/worker-client.js';

export interface BotClient {
  /** The whole turn for the side to move: a placement then its explosions ([] when nothing to play). */
  chooseTurn(state: GameState, level: LevelName, options?: RequestOptions): Promise<Action[]>;
  /** Stops the worker; pending and later requests resolve with []. */
  dispose(): void;
}

/** The name of the Trusted Types policy that vouches for the worker's URL (a page's CSP lists it). */
export const TRUSTED_TYPES_POLICY = 'hexone-board';

/** Named `Worker` on purpose: bundlers find the worker by `new Worker(new URL('…', import.meta.url))` (trusted-worker.ts). */
const Worker = trustedWorker(TRUSTED_TYPES_POLICY, import.meta.url);

/** Main-thread fallback: the strongest level thinks this long at most (the page is frozen meanwhile). */
export const FALLBACK_TIME_MS = 300;
/** A worker that has not answered by then is given up on (hard thinks ~1 s). */
export const WORKER_TIMEOUT_MS = 10_000;

export function createBotClient(): BotClient {
  const client = createWorkerClient<Omit<BotRequest, 'id'>, Action[]>({
    start: () => new Worker(new URL('../../engine/hexone/bot/worker.js', import.meta.url), { type: 'module' }),
    read: (answer) => {
      const actions = (answer as Partial<BotAnswer>).actions;
      return Array.isArray(actions) ? actions : [];
    },
    async onMainThread(request) {
      const bot = await import('../../engine/hexone/bot/choose.js');
      const options: ChooseOptions = { ...request.options };
      options.timeMs = Math.min(options.timeMs ?? FALLBACK_TIME_MS, FALLBACK_TIME_MS);
      return bot.chooseTurn(request.state, request.level, options);
    },
    none: [],
    timeoutMs: WORKER_TIMEOUT_MS,
  });
  return {
    chooseTurn: (state, level, options) => client.ask({ state, level, options }),
    dispose: () => client.dispose(),
  };
}
