/**
 * Data from outside (a page, a framework, storage, a worker) read once into a plain copy, for both games'
 * engines and elements: what is then checked is what is then used, whatever the value did when read.
 */

/**
 * A plain copy of data from outside, read once: numbers, strings, booleans and null as they are, arrays
 * and objects copied, anything else (a function, a symbol, a bigint, a hole) as null, for the checks that
 * follow to refuse by name. Undefined when it is too big (past `budget` values in all: a sparse array of
 * 2³² − 1 holes is refused before it is walked), nested past 16 levels (a cycle), or reading it throws (a
 * getter, a proxy). Own enumerable fields only: nothing is read from a crafted prototype.
 */
export function plainData(value: unknown, budget = { left: 20_000 }, depth = 0): unknown {
  try {
    if (--budget.left < 0 || depth > 16) return undefined; // a cycle runs into the depth at once
    if (value === null || typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number') return value;
    if (typeof value !== 'object') return null;
    if (Array.isArray(value)) {
      if (value.length > budget.left) return undefined;
      const list: unknown[] = [];
      for (let k = 0; k < value.length; k++) {
        const item = plainData(value[k] ?? null, budget, depth + 1);
        if (item === undefined) return undefined;
        list.push(item);
      }
      return list;
    }
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const field = (value as Record<string, unknown>)[key];
      if (field === undefined) continue; // an absent optional field (match)
      const item = plainData(field, budget, depth + 1);
      if (item === undefined) return undefined;
      copy[key] = item;
    }
    return copy;
  } catch {
    return undefined;
  }
}

