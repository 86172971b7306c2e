/**
 * Property values as the elements read them. Frameworks set properties, not attributes (React 19 sets
 * `readonly={…}` to whatever the app holds, again on every render), so any JavaScript value may arrive
 * where an attribute would hold text or a flag.
 */

/**
 * A flag property (`readonly`, `tiles`, `skip-starter`…) read as HTML reads a boolean attribute: any text
 * means on (even empty, as `readonly=""`), except the text `false`, which a framework writing
 * `readonly="false"` clearly means as off; numbers other than 0 mean on; anything else, off.
 */
export function flagOf(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim().toLowerCase() !== 'false';
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  return false;
}

/** Readers of a board's fed properties: each takes what was set and gives it as the property's type. */
export type PropertyReaders<Types> = { [Name in keyof Types]: (value: unknown) => Types[Name] };

/**
 * The properties pages and frameworks feed a board (texts, numbers, lists), one pattern for both elements: a setter
 * takes any JavaScript value (`unknown`); the board's checks read the value as it was set (`raw`), so that a wrong one is
 * named in its message; the getter gives it as the property's type, read once when it was set (a copy of a list, never
 * the page's own object). `host.requestUpdate` is told of each change against the value set before, so that one wrong
 * value after another is still checked and said.
 */
export class FedProperties<Types extends object> {
  /** The values as they were set (undefined: never set). */
  readonly raw: Partial<Record<keyof Types, unknown>> = {};
  readonly #read: Partial<Types> = {};

  constructor(
    private readonly host: { requestUpdate(name: PropertyKey, old: unknown, options: { hasChanged(): boolean }): void },
    private readonly readers: PropertyReaders<Types>,
  ) {}

  get<Name extends keyof Types>(name: Name): Types[Name] {
    return name in this.#read ? (this.#read[name] as Types[Name]) : this.readers[name](null);
  }

  set(name: keyof Types, value: unknown): void {
    const old = this.raw[name] ?? null;
    this.raw[name] = value;
    this.#read[name] = this.readers[name](value);
    // Changed when the value set is not the one set before (Lit would compare what the getter gives: two wrong values both null).
    this.host.requestUpdate(name, old, { hasChanged: () => !Object.is(value, old) });
  }
}
