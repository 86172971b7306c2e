/**
 * Values a page, a framework or an attacker may hand an element, of every JavaScript type, generated with
 * fast-check for the elements' fuzz tests: what `fc.anything` gives, plus what it never does — proxies whose
 * every trap throws, revoked proxies, getters that throw, sparse arrays of 2³² − 1 holes, cycles, frozen
 * objects, objects without a prototype, symbols, bigints, functions, megabytes of text.
 */
import fc from 'fast-check';

const throwing = (): never => {
  throw new Error('hostile');
};

/** A proxy of `target` whose every trap throws. */
export function throwingProxy(target: object = {}): object {
  return new Proxy(target, {
    get: throwing,
    has: throwing,
    ownKeys: throwing,
    getOwnPropertyDescriptor: throwing,
    getPrototypeOf: throwing,
    set: throwing,
    defineProperty: throwing,
    deleteProperty: throwing,
    apply: throwing,
    construct: throwing,
  });
}

/** A proxy of `target` that has been revoked: even `Array.isArray` throws on it (`typeof` still answers). */
export function revokedProxy(target: object = {}): object {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

/** An object (or list) whose fields throw when read. */
export function throwingGetters<T extends object>(target: T, keys: readonly PropertyKey[]): T {
  for (const key of keys) Object.defineProperty(target, key, { get: throwing, enumerable: true });
  return target;
}

export function cyclic(): object {
  const self: Record<string, unknown> = { kind: 'human' };
  self.self = self;
  self.list = [self];
  return self;
}

/** The values every element property and method argument is fed, the worst first. */
export const HOSTILE_CONSTANTS: readonly (() => unknown)[] = [
  () => throwingProxy(),
  () => throwingProxy([]),
  () => throwingProxy(() => 0),
  () => revokedProxy(),
  () => revokedProxy([]),
  () => revokedProxy(() => 0),
  () => throwingGetters({}, ['kind', 'level', 'target', 'totals', 'game', 'length', '0']),
  () => throwingGetters([1, 2], [0, 1]),
  () => new Array(2 ** 32 - 1), // sparse: holes only
  () => Object.assign(new Array(2 ** 32 - 1), { 0: 'human', 1: 'computer' }),
  cyclic,
  () => Object.freeze([Object.freeze({ kind: 'human' }), Object.freeze({ kind: 'computer', level: 'hard' })]),
  () => Object.freeze({ target: 500, totals: Object.freeze([1, 2]), game: 2 }),
  () => Object.create(null),
  () => Object.create({ kind: 'human', target: 500, totals: [0, 0], game: 1 }), // fields inherited only
  () => Symbol('hostile'),
  () => 10n ** 30n,
  () => () => ({ type: 'pass' }),
  () => Number.NaN,
  () => -Infinity,
  () => -0,
  () => 2 ** 53,
  () => '',
  () => ' ',
  () => '\u0000',
  () => 'x'.repeat(1_000_000),
  () => '1,0 '.repeat(100_000),
  () => 'human '.repeat(10_000),
  () => new Date(Number.NaN),
  () => new Map([['kind', 'human']]),
  () => new Set(['human']),
  () => new Uint8Array(16),
  () => Promise.reject(new Error('hostile')).catch(() => undefined),
  () => document.createElement('div'),
  () => ({ toString: throwing, valueOf: throwing, [Symbol.toPrimitive]: throwing }),
  () => ({ then: throwing }),
  () => [undefined, null, {}],
  () => [
    [0, 0],
    [1, 'x'],
    [NaN, 2],
  ],
  () => ({ type: 'place', tile: '112345', at: [0, 0], rot: 0 }),
];

/**
 * A hostile value, made on demand: any of the constants above, or anything fast-check makes. fast-check itself
 * reads the values it generates (to clone or print them), which a throwing proxy would not survive: it generates
 * the recipe, and the test makes the value (`hostile.make()`).
 */
export interface Hostile {
  make(): unknown;
  toString(): string;
}
const recipe = (make: () => unknown, label: string): Hostile => ({ make, toString: () => label });
/**
 * The proxies among the constants (whose traps throw, or revoked: even `Array.isArray` throws on those) as
 * fast-check examples: a property fuzz given them tries each one first, whatever it draws after.
 */
export const HOSTILE_EXAMPLES: [Hostile][] = HOSTILE_CONSTANTS.slice(0, 6).map((make, k) => [recipe(make, `hostile #${k}: ${String(make)}`)]);
export const hostileValue: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 3, arbitrary: fc.nat(HOSTILE_CONSTANTS.length - 1).map((k) => recipe(HOSTILE_CONSTANTS[k], `hostile #${k}: ${String(HOSTILE_CONSTANTS[k])}`)) },
  {
    weight: 2,
    arbitrary: fc
      .anything({
        withBigInt: true,
        withMap: true,
        withSet: true,
        withNullPrototype: true,
        withTypedArray: true,
        withDate: true,
        withSparseArray: true,
        withBoxedValues: true,
      })
      .map((value) => recipe(() => value, 'fast-check anything')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map((value) => recipe(() => value, JSON.stringify(value))) },
);
