/**
 * Hostile values for the engines' boundary tests, both games: what pages, frameworks, storage and
 * workers may hand over besides honest data. fast-check generates *recipes* (plain data it can print and
 * shrink) and `build` turns each into the value, at call time: fast-check reads the values it generates
 * (to print a counterexample), and would itself be the one to throw on a trap.
 *
 * Recipes, each either always bad (`badRecipe`: no parameter of any engine function may accept it) or
 * possibly honest (`anyRecipe` adds samples, frozen samples, and fast-check's values of every type):
 * - `getters`: a sample whose own fields are all getters that throw (bad); `getter`: one of them (any recipe:
 *   a function that never reads that field may accept the rest);
 * - `trap`: a sample behind a proxy whose `get` or `getOwnPropertyDescriptor` trap throws (bad: the engines read
 *   own fields through both), or whose `has`, `ownKeys` or `getPrototypeOf` trap throws (any recipe: an engine
 *   that never asks may accept the data behind it, read once);
 * - `revoked`: a revoked proxy of an object, a list or a function (every operation on it throws, Array.isArray and
 *   typeof aside: `typeof` still answers 'object' or 'function');
 * - `sparse`: a list of length up to 2³² − 1 with nothing in it (walking it would take minutes);
 * - `longProxy`: a proxy of a list that claims 2³² − 1 elements and throws on each; `endless`: one whose
 *   elements are honest samples, all 2³² − 1 of them (only a length checked first stops a loop over it);
 * - `inherited`: an object with every field of a sample on its prototype, none its own;
 * - `instance`: a class instance with a sample's fields as its own;
 * - `cyclic`: a sample (copied) with one field set to the copy itself (any recipe, like `nested`: the field may be one
 *   the function does not read);
 * - `primitive`: a value that throws when turned into a string or number;
 * - `nested`: a sample (copied) with one field replaced by another recipe's value (bad deep inside);
 * - `frozen`: a deep-frozen copy of a sample.
 */
import fc from 'fast-check';

export type Recipe =
  | { kind: 'anything'; value: unknown }
  | { kind: 'sample'; sample: number }
  | { kind: 'frozen'; sample: number }
  | { kind: 'getter'; sample: number; field: number }
  | { kind: 'getters'; sample: number }
  | { kind: 'trap'; sample: number; trap: (typeof TRAPS)[number] }
  | { kind: 'revoked'; of: 'object' | 'list' | 'function' }
  | { kind: 'sparse'; length: number }
  | { kind: 'longProxy' }
  | { kind: 'endless'; sample: number }
  | { kind: 'inherited'; sample: number }
  | { kind: 'instance'; sample: number }
  | { kind: 'cyclic'; sample: number; field: number }
  | { kind: 'primitive' }
  | { kind: 'nested'; sample: number; field: number; inner: Recipe };

export const TRAPS = ['get', 'getOwnPropertyDescriptor', 'has', 'ownKeys', 'getPrototypeOf'] as const;
const BAD_TRAPS = TRAPS.slice(0, 2);
const LENGTHS = [2 ** 32 - 1, 2 ** 31, 100_000, 206];

/** Every kind of JavaScript value fast-check makes, nested. */
export const anything = fc.anything({
  maxDepth: 2,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

const throwing = (): never => {
  throw new Error('hostile');
};

/** Recipes whose values no engine function may accept (each is bad whatever the parameter). */
export function badRecipe(samples: number): fc.Arbitrary<Recipe> {
  const sample = fc.nat(samples - 1);
  return fc.oneof(
    fc.record({ kind: fc.constant('getters' as const), sample }),
    fc.record({ kind: fc.constant('trap' as const), sample, trap: fc.constantFrom(...BAD_TRAPS) }),
    fc.record({ kind: fc.constant('revoked' as const), of: fc.constantFrom('object' as const, 'list' as const, 'function' as const) }),
    fc.record({ kind: fc.constant('sparse' as const), length: fc.constantFrom(...LENGTHS) }),
    fc.constant({ kind: 'longProxy' as const }),
    fc.record({ kind: fc.constant('endless' as const), sample }),
    fc.record({ kind: fc.constant('inherited' as const), sample }),
    fc.record({ kind: fc.constant('instance' as const), sample }),
    fc.constant({ kind: 'primitive' as const }),
  );
}

/** Any recipe: bad ones, honest samples (plain or frozen), hostile values inside honest ones, and fast-check's values of every type. */
export function anyRecipe(samples: number): fc.Arbitrary<Recipe> {
  const sample = fc.nat(samples - 1);
  const field = fc.nat(40);
  return fc.oneof(
    { weight: 3, arbitrary: badRecipe(samples) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('sample' as const), sample }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('frozen' as const), sample }) },
    { weight: 2, arbitrary: anything.map((value) => ({ kind: 'anything' as const, value })) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('trap' as const), sample, trap: fc.constantFrom(...TRAPS) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('getter' as const), sample, field }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('cyclic' as const), sample, field }) },
    // An honest sample with something hostile deep inside it (a list somewhere is huge, a field throws).
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('nested' as const), sample, field, inner: badRecipe(samples) }) },
  );
}

/** The value a recipe describes, built now from `samples` (honest values of the engine under test). */
export function build(recipe: Recipe, samples: readonly unknown[]): unknown {
  const sampleOf = (k: number) => structuredClone(samples[k % samples.length]);
  const objectOf = (k: number): Record<string | number, unknown> => {
    const value = sampleOf(k);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : { value };
  };
  const keyOf = (target: object, k: number) => {
    const keys = Reflect.ownKeys(target).filter((key): key is string => typeof key === 'string' && key !== 'length');
    return keys.length ? keys[k % keys.length] : 'field';
  };
  switch (recipe.kind) {
    case 'anything':
      return recipe.value;
    case 'sample':
      return sampleOf(recipe.sample);
    case 'frozen':
      return deepFreeze(sampleOf(recipe.sample));
    case 'getter': {
      const target = objectOf(recipe.sample);
      return Object.defineProperty(target, keyOf(target, recipe.field), { get: throwing, enumerable: true, configurable: true });
    }
    case 'getters': {
      const target = objectOf(recipe.sample);
      for (const key of Reflect.ownKeys(target))
        if (key !== 'length') Object.defineProperty(target, key, { get: throwing, enumerable: true, configurable: true });
      return target;
    }
    case 'trap':
      return new Proxy(objectOf(recipe.sample), { [recipe.trap]: throwing });
    case 'revoked': {
      const { proxy, revoke } = Proxy.revocable(recipe.of === 'list' ? [] : recipe.of === 'function' ? () => 0 : {}, {});
      revoke();
      return proxy;
    }
    case 'sparse':
      return new Array(recipe.length);
    case 'longProxy':
      return new Proxy([], { get: (_, key) => (key === 'length' ? 2 ** 32 - 1 : throwing()) });
    case 'endless': {
      const element = (key: string | symbol) =>
        typeof key === 'string' && /^\d+$/.test(key) ? samples[(Number(key) + recipe.sample) % samples.length] : undefined;
      return new Proxy([], {
        get: (target, key) => (key === 'length' ? 2 ** 32 - 1 : (element(key) ?? Reflect.get(target, key))),
        has: (target, key) => element(key) !== undefined || Reflect.has(target, key),
        getOwnPropertyDescriptor: (target, key) => {
          const value = element(key);
          return value === undefined ? Reflect.getOwnPropertyDescriptor(target, key) : { value, enumerable: true, configurable: true, writable: true };
        },
      });
    }
    case 'inherited':
      return Object.create(objectOf(recipe.sample));
    case 'instance':
      return Object.assign(new (class Foreign {})(), objectOf(recipe.sample));
    case 'cyclic': {
      const target = objectOf(recipe.sample);
      target[keyOf(target, recipe.field)] = target;
      return target;
    }
    case 'primitive':
      return { toString: throwing, valueOf: throwing, [Symbol.toPrimitive]: throwing };
    case 'nested': {
      const target = objectOf(recipe.sample);
      target[keyOf(target, recipe.field)] = build(recipe.inner, samples);
      return target;
    }
  }
}

/** Freezes an object and everything in it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A state-like object behind a proxy that answers its fields (or only `keys`) honestly the first time each
 * is read and `later` after that, counting the reads: an engine that checks one value and uses another is caught.
 */
export function lyingProxy<T extends object>(honest: T, later: unknown, keys?: readonly string[]): { value: T; reads: Map<string, number> } {
  const reads = new Map<string, number>();
  const value = new Proxy(honest, {
    get(target, key, receiver) {
      if (typeof key !== 'string' || !Object.hasOwn(target, key) || (keys && !keys.includes(key))) return Reflect.get(target, key, receiver);
      const n = (reads.get(key) ?? 0) + 1;
      reads.set(key, n);
      return n === 1 ? Reflect.get(target, key, receiver) : later;
    },
  });
  return { value, reads };
}

/**
 * A bot worker's module run in the test's own thread: it answers through `self`, so a stand-in `self`
 * collects its answers, and `send` hands it one message as the browser would (`onmessage({ data })`).
 */
export async function workerStandIn(load: () => Promise<unknown>): Promise<{ send: (data: unknown) => void; answers: unknown[] }> {
  const answers: unknown[] = [];
  const scope = { onmessage: null as ((event: { data: unknown }) => void) | null, postMessage: (answer: unknown) => answers.push(answer) };
  (globalThis as { self?: unknown }).self = scope;
  await load();
  return { send: (data) => scope.onmessage?.({ data }), answers };
}
