/**
 * What a board hands a page is a copy (issue 31): `board.state` (and Hexone's `rules` and `gameRecord`) and
 * every event's `detail` are deep-frozen copies of the game's plain data, so a page that writes to them
 * (`state.racks[1].pop()`, `state.scores[1] = 500`, `state.phase = 'over'`) changes nothing in the game; in
 * strict mode the write throws a TypeError, as on any frozen object, and elsewhere it is ignored.
 *
 * The games' states never change once made (the engines return new ones, XState contexts are replaced, not
 * written), so each object is copied once: the same state handed out twice is the same frozen copy
 * (`board.state === board.state` until the game moves, which frameworks comparing by identity rely on).
 */
const copies = new WeakMap<object, unknown>();

/** A deep-frozen copy of `value` (plain data: objects, arrays, primitives); a frozen copy is its own copy. */
export function frozenCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const known = copies.get(value);
  if (known !== undefined) return known as T;
  const copy: unknown = Object.freeze(
    Array.isArray(value)
      ? value.map((item: unknown) => frozenCopy(item))
      : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, frozenCopy(item)])),
  );
  copies.set(value, copy);
  copies.set(copy as object, copy);
  return copy as T;
}
