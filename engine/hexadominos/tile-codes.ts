/**
 * Every tile as a small number, with what the fast table (`grid.ts`) asks of it worked out once. (A tile
 * is its text, `'112345'`, as in `tiles.ts`, which builds on this module.)
 *
 * Why: checking whether a tile fits a free cell is the innermost step of listing placements and of the
 * computer's search (a 9-tile rack on a 45-tile table takes about 2,700 such checks). Reading the sides
 * from the tile's text each time costs a string access per side; here each tile and rotation has its six
 * side values packed into one integer, four bits per direction (direction d in bits 4d … 4d + 3):
 *
 *   SIDES[code × 6 + rot] = Σ_d (value shown toward d) << 4d
 *
 * so a cell's requirements become a mask (0xF at each side a tile touches) and the packed values there,
 * and "the tile fits with this rotation" is one AND and one comparison: (SIDES[…] & mask) === need.
 */

/** Bits per direction in a packed set of sides (values 1–5 fit in 3; 4 keeps the shifts simple). */
export const SIDE_BITS = 4;
/** The bits of one direction's value in a packed set of sides. */
export const SIDE_MASK = 0xf;

/** Every valid tile (six values 1–5 ascending, at least two different): 205 of them, in ascending order. */
export const TILE_OF: readonly string[] = Object.freeze(everyTile());

/** Tile text → its code, the index in TILE_OF (a Map lookup is also the quickest validity check). */
export const CODE_OF: ReadonlyMap<string, number> = new Map(TILE_OF.map((tile, code) => [tile, code]));

/** SIDES[code × 6 + rot]: the six values the tile shows turned `rot`, packed by direction (see above). */
export const SIDES: Int32Array = buildSides();

/** SUM[code]: the sum of the tile's six values (its points in standard scoring, its weight in a rack). */
export const SUM: Uint8Array = Uint8Array.from(TILE_OF, (tile) => {
  let sum = 0;
  for (let k = 0; k < 6; k++) sum += tile.charCodeAt(k) - 48;
  return sum;
});

/** VALUES[code]: which values 1–5 the tile shows, as bits (bit v set when the tile has a side of value v). */
export const VALUES: Uint8Array = Uint8Array.from(TILE_OF, (tile) => {
  let bits = 0;
  for (let k = 0; k < 6; k++) bits |= 1 << (tile.charCodeAt(k) - 48);
  return bits;
});

/** The code of `tile`, or -1 when it is not a valid tile (any value: nothing is thrown). */
export function codeOf(tile: unknown): number {
  return typeof tile === 'string' ? (CODE_OF.get(tile) ?? -1) : -1;
}

/** The packed sides of `code` turned `rot` (0 for a code or rotation out of range). */
export function packedSides(code: number, rot: number): number {
  if (!Number.isInteger(code) || code < 0 || code >= TILE_OF.length || !Number.isInteger(rot) || rot < 0 || rot > 5) return 0;
  return SIDES[code * 6 + rot];
}

/** The value a packed set of sides shows toward `direction`. */
export function sideOf(packed: number, direction: number): number {
  if (typeof packed !== 'number' || typeof direction !== 'number') return 0;
  return (packed >>> (SIDE_BITS * direction)) & SIDE_MASK;
}

function buildSides(): Int32Array {
  const table = new Int32Array(TILE_OF.length * 6);
  TILE_OF.forEach((tile, code) => {
    for (let rot = 0; rot < 6; rot++) {
      let packed = 0;
      // Written value k faces direction (k + rot) % 6, so direction d shows written value (d − rot) mod 6.
      for (let d = 0; d < 6; d++) packed |= (tile.charCodeAt((d - rot + 6) % 6) - 48) << (SIDE_BITS * d);
      table[code * 6 + rot] = packed;
    }
  });
  return table;
}

/** The multisets of six values 1–5 with at least two different values, ascending. */
function everyTile(): string[] {
  const out: string[] = [];
  const walk = (prefix: string, lowest: number) => {
    if (prefix.length === 6) {
      if (prefix[0] !== prefix[5]) out.push(prefix);
      return;
    }
    for (let v = lowest; v <= 5; v++) walk(prefix + v, v);
  };
  walk('', 1);
  return out;
}
