/**
 * The page's side of the Hexone computer opponent: sends positions to the bot's Web Worker and resolves
 * with the whole turn it chose. The worker plumbing (one worker per client, timeouts, the main-thread
 * fallback) is `components/shared/worker-client.ts`; on the main thread the hard level thinks for a
 * shorter time, to keep the freeze short.
 */
import type { ChooseOptions, Level } from '../../engine/hexone/bot/choose.js';
import type { BotAnswer, BotRequest, RequestOptions } from '../../engine/hexone/bot/protocol.js';
import type { Action, GameState } from '../../engine/hexone/types.js';
import { createWorkerClient } from '../shared/worker-client.js';

export interface BotClient {
  /** The whole turn for the side to move: a placement then its explosions ([] when nothing to play). */
  chooseTurn(state: GameState, level: Level, options?: RequestOptions): Promise<Action[]>;
  /** Stops the worker; pending and later requests resolve with []. */
  dispose(): void;
}

/** The name of the Trusted Types policy that vouches for the worker's URL (a page's CSP lists it). */
export const TRUSTED_TYPES_POLICY = 'hexone-board';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
// undefined: not asked yet; null: no Trusted Types; 'refused': the page's CSP does not allow our policy.
let scriptUrlPolicy: ScriptUrlPolicy | null | 'refused' | undefined;

/**
 * The worker's URL as the page accepts it. Under `require-trusted-types-for 'script'` a worker's URL must be
 * a TrustedScriptURL: it is made by our own named policy, which only lets through the worker that this
 * module was built with (same origin as the module, a `.js`/`.ts` file). Without Trusted Types, the URL as is.
 * If the page's `trusted-types` directive does not allow the policy, `createPolicy` throws: the caller
 * then thinks on the main thread.
 */
function trustedScriptUrl(url: URL): URL {
  const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy } }).trustedTypes;
  if (scriptUrlPolicy === undefined) {
    scriptUrlPolicy = 'refused'; // until createPolicy returns: asked once per page, not once per board
    scriptUrlPolicy = factory
      ? factory.createPolicy(TRUSTED_TYPES_POLICY, {
          createScriptURL: (given) => {
            const checked = new URL(given);
            if (checked.origin !== new URL(import.meta.url).origin || !/\.[jt]s$/.test(checked.pathname)) throw new TypeError(`not the bot's worker: ${given}`);
            return checked.href;
          },
        })
      : null;
  }
  if (scriptUrlPolicy === 'refused') throw new TypeError(`Trusted Types policy ${TRUSTED_TYPES_POLICY} not allowed`);
  return (scriptUrlPolicy ? scriptUrlPolicy.createScriptURL(url.href) : url) as URL;
}

/**
 * `new Worker(url, options)` with the URL made trusted first. Named `Worker` in this module on purpose:
 * bundlers (Vite for the site and the standalone build, an app's for the package) find the bot's worker by the
 * literal pattern `new Worker(new URL('…', import.meta.url))`, which must therefore stay as it is written.
 */
const Worker = function TrustedTypesWorker(url: URL, options?: WorkerOptions): globalThis.Worker {
  return new globalThis.Worker(trustedScriptUrl(url), options);
} as unknown as typeof globalThis.Worker;

/** Main-thread fallback: the hard level thinks this long at most (the page is frozen meanwhile). */
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
