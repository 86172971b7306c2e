/**
 * Workers started under Trusted Types. On a page whose CSP says `require-trusted-types-for 'script'`, a
 * worker's URL must be a TrustedScriptURL: each element makes it with its own named policy (`hexone-board`,
 * `hexadominos-board`: a page's `trusted-types` directive lists them), which lets through only the worker
 * that element was built with (same origin as the module that starts it, a `.js`/`.ts` file). Without
 * Trusted Types, the URL goes as it is. If the page's `trusted-types` directive does not allow the policy,
 * starting the worker throws: the worker client then thinks on the main thread.
 */

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

// Per policy name: not asked yet (absent), no Trusted Types (null), or the page's CSP refused it ('refused').
const policies = new Map<string, ScriptUrlPolicy | null | 'refused'>();

/** `url` as the page accepts a worker's script URL, vouched for by `policy` for modules of `moduleUrl`'s origin. */
function trustedScriptUrl(policy: string, moduleUrl: string, url: URL): URL {
  if (!policies.has(policy)) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    policies.set(policy, 'refused'); // until createPolicy returns: asked once per page, not once per board
    policies.set(
      policy,
      factory
        ? factory.createPolicy(policy, {
            createScriptURL: (given) => {
              const checked = new URL(given);
              if (checked.origin !== new URL(moduleUrl).origin || !/\.[jt]s$/.test(checked.pathname)) throw new TypeError(`not the bot's worker: ${given}`);
              return checked.href;
            },
          })
        : null,
    );
  }
  const made = policies.get(policy);
  if (made === 'refused') throw new TypeError(`Trusted Types policy ${policy} not allowed`);
  return (made ? made.createScriptURL(url.href) : url) as URL;
}

/**
 * A `Worker` constructor that makes its URL trusted first, with `policy`. A game's bot client names it
 * `Worker` in its own module on purpose: bundlers (Vite for the site and the standalone build, an app's for
 * the package) find the bot's worker by the literal pattern `new Worker(new URL('…', import.meta.url))`.
 */
export function trustedWorker(policy: string, moduleUrl: string): typeof globalThis.Worker {
  return function TrustedTypesWorker(url: URL, options?: WorkerOptions): globalThis.Worker {
    return new globalThis.Worker(trustedScriptUrl(policy, moduleUrl, url), options);
  } as unknown as typeof globalThis.Worker;
}
