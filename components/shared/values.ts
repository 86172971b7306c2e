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
