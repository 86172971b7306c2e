/**
 * The fast table (`grid.ts`, typed arrays and requirement masks) against a plain reference written here
 * from RULES.md with nothing but the tile geometry (`sideValue`) and `'q,r'` maps: on random tables —
 * crowded, holed, split in pieces, or spread wider than a grid's window — the open spots, the legal
 * placements and actions (same order), whether a rack can place, single placements scored, and the
 * reason a broken board is refused must all be the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Axial,
  type GameState,
  type PlacedTile,
  type Placement,
  type Rotation,
  type Tile,
  DEFAULT_TILES,
  allTiles,
  bonusFor,
  canPlaceAny,
  checkState,
  legalActions,
  legalPlacements,
  openSpots,
  scorePlacement,
  sideValue,
  tileSum,
} from '@engine/hexadominos/index.js';
import { Grid, withGrid } from '@engine/hexadominos/grid.js';
import { CODE_OF } from '@engine/hexadominos/tile-codes.js';
import { DIRECTION_STEPS, type Direction } from '@engine/shared/hex.js';
import { type Random, randomInt, seededRandom } from '@engine/shared/random.js';

const key = (q: number, r: number) => `${q},${r}`;
const near = (at: Axial, d: number): Axial => [at[0] + DIRECTION_STEPS[d][0], at[1] + DIRECTION_STEPS[d][1]];

/** The reference: cell key → what the tile there shows, by direction. */
function shows(board: readonly PlacedTile[]): Map<string, number[]> {
  return new Map(board.map(({ at, tile, rot }) => [key(...at), [0, 1, 2, 3, 4, 5].map((d) => sideValue(tile, rot, d as Direction))]));
}

interface RefSpot {
  at: Axial;
  need: number[];
  flowers: Axial[];
}

/** The free cells next to a tile, by the first tile laid next to each then by direction, with what they ask. */
function refSpots(board: readonly PlacedTile[]): RefSpot[] {
  const table = shows(board);
  if (board.length === 0) return [{ at: [0, 0], need: [0, 0, 0, 0, 0, 0], flowers: [] }];
  const seen = new Set<string>();
  const out: RefSpot[] = [];
  for (const { at } of board) {
    for (let d = 0; d < 6; d++) {
      const cell = near(at, d);
      if (table.has(key(...cell)) || seen.has(key(...cell))) continue;
      seen.add(key(...cell));
      const need = [0, 1, 2, 3, 4, 5].map((e) => table.get(key(...near(cell, e)))?.[(e + 3) % 6] ?? 0);
      // Flowers (RULES.md): the cell itself when all six neighbours are down, and each neighbour with five around it.
      const flowers: Axial[] = [];
      for (let e = 0; e < 6; e++) {
        const other = near(cell, e);
        if (table.has(key(...other)) && [0, 1, 2, 3, 4, 5].filter((f) => table.has(key(...near(other, f)))).length === 5) flowers.push(other);
      }
      if (need.every((v) => v > 0)) flowers.unshift(cell);
      out.push({ at: cell, need, flowers });
    }
  }
  return out;
}

/** Every placement of `tiles` in turn, spot by spot, rotations 0–5, as the rules list them. */
function refPlacements(board: readonly PlacedTile[], tiles: readonly Tile[], scoring: 'standard' | 'simple'): Placement[] {
  const spots = refSpots(board);
  const out: Placement[] = [];
  for (const tile of tiles) {
    for (const spot of spots) {
      for (let rot = 0; rot < 6; rot++) {
        if (spot.need.some((v, d) => v > 0 && sideValue(tile, rot as Rotation, d as Direction) !== v)) continue;
        const sides = spot.need.flatMap((value, d) => (value ? [{ direction: d as Direction, neighbour: near(spot.at, d), value }] : []));
        const base = scoring === 'standard' ? tileSum(tile) : 1;
        const bonus = board.length === 0 ? { kind: 'none' as const, points: 0 } : bonusFor(sides.length, spot.flowers.length, scoring);
        out.push({ tile, at: spot.at, rot: rot as Rotation, sides, flowers: spot.flowers, base, bonus, points: base + bonus.points });
      }
    }
  }
  return out;
}

/**
 * A random table: tiles of the box laid where they fit (by the reference), now and then on a cell of
 * their own a few steps away (a table in pieces), or, with `far`, one tile a thousand cells off.
 */
function randomTable(random: Random, size: number, far: boolean): { board: PlacedTile[]; left: Tile[] } {
  const left = [...DEFAULT_TILES];
  const take = () => left.splice(randomInt(random, left.length), 1)[0];
  const board: PlacedTile[] = [];
  const first: Axial = [randomInt(random, 7) - 3, randomInt(random, 7) - 3];
  board.push({ at: first, tile: take(), rot: randomInt(random, 6) as Rotation });
  for (let tries = 0; board.length < size && tries < 400; tries++) {
    const tile = left[randomInt(random, left.length)];
    if (random() < 0.08) {
      const base = board[randomInt(random, board.length)].at;
      const at: Axial = [base[0] + randomInt(random, 7) - 3, base[1] + randomInt(random, 7) - 3];
      const rot = randomInt(random, 6) as Rotation;
      const table = shows(board);
      const clash =
        table.has(key(...at)) ||
        [0, 1, 2, 3, 4, 5].some((d) => {
          const other = table.get(key(...near(at, d)));
          return other !== undefined && other[(d + 3) % 6] !== sideValue(tile, rot, d as Direction);
        });
      if (!clash) board.push({ at, tile: left.splice(left.indexOf(tile), 1)[0], rot });
      continue;
    }
    const fits = refPlacements(board, [tile], 'standard');
    if (fits.length === 0) continue;
    const { at, rot } = fits[randomInt(random, fits.length)];
    board.push({ at, tile: left.splice(left.indexOf(tile), 1)[0], rot });
  }
  if (far && left.length > 0) board.push({ at: [first[0] + 1000, first[1] - 1000], tile: take(), rot: randomInt(random, 6) as Rotation });
  return { board, left };
}

function stateOf(board: PlacedTile[], rack: Tile[], pile: Tile[], scoring: 'standard' | 'simple'): GameState {
  return {
    players: 1,
    scoring,
    board,
    racks: [rack],
    pile,
    scores: [0],
    toMove: 0,
    draws: 0,
    drawn: null,
    over: false,
    ending: null,
    winners: [],
    seed: null,
    starter: null,
  };
}

const tables = fc.record({
  seed: fc.nat(2 ** 31),
  size: fc.integer({ min: 0, max: 55 }),
  far: fc.boolean(),
  scoring: fc.constantFrom('standard' as const, 'simple' as const),
  rackSize: fc.integer({ min: 0, max: 9 }),
});

describe('the fast table against a plain reference, on random tables', () => {
  it('lists the same open spots, legal placements and legal actions, in the same order', () => {
    fc.assert(
      fc.property(tables, ({ seed, size, far, scoring, rackSize }) => {
        const random = seededRandom(seed);
        const { board, left } = randomTable(random, size, far);
        const rack = left.slice(0, rackSize);
        const state = stateOf(board, rack, left.slice(rackSize, rackSize + 3), scoring);
        expect(checkState(state)).toBeNull();
        expect(openSpots(board).map(({ at, need, flowers }) => ({ at, need, flowers }))).toEqual(refSpots(board));
        const expected = refPlacements(board, rack, scoring);
        expect(legalPlacements(state)).toEqual(expected);
        const places = legalActions(state).filter((action) => action.type === 'place');
        expect(places).toEqual(expected.map(({ tile, at, rot }) => ({ type: 'place', tile, at, rot })));
        expect(canPlaceAny(board, rack)).toBe(expected.length > 0);
      }),
      { numRuns: 300 },
    );
  });

  it('scores single placements and refuses them for the same reasons', () => {
    fc.assert(
      fc.property(
        tables,
        fc.array(fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.nat(5)), { maxLength: 12 }),
        ({ seed, size, far, scoring }, tries) => {
          const { board, left } = randomTable(seededRandom(seed), size, far);
          const table = shows(board);
          const spots = new Map(refSpots(board).map((spot) => [key(...spot.at), spot]));
          for (const [q, r, rot] of tries) {
            const tile = left[(q + r + 20) % left.length];
            const result = scorePlacement(board, scoring, tile, [q, r], rot);
            const spot = spots.get(key(q, r));
            if (table.has(key(q, r))) expect(result).toMatchObject({ ok: false, error: { code: 'occupied' } });
            else if (!spot) expect(result).toMatchObject({ ok: false, error: { code: board.length ? 'not-touching' : 'first-at-origin' } });
            else {
              const wrong = spot.need.flatMap((v, d) => (v > 0 && sideValue(tile, rot as Rotation, d as Direction) !== v ? [d] : []));
              if (wrong.length) expect(result).toEqual({ ok: false, error: { code: 'sides-mismatch', tile, at: [q, r], rot, directions: wrong } });
              else
                expect(result).toEqual({
                  ok: true,
                  placement: refPlacements(board, [tile], scoring).find((p) => p.at[0] === q && p.at[1] === r && p.rot === rot),
                });
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('names the same broken side or doubled cell when a board is refused', () => {
    fc.assert(
      fc.property(tables, fc.nat(), fc.boolean(), ({ seed, size, far }, pick, doubled) => {
        const { board, left } = randomTable(seededRandom(seed), Math.max(size, 2), far);
        const k = pick % board.length;
        const broken = [...board];
        // Either a second tile on a cell already taken, or a tile turned so a shared side may no longer match.
        if (doubled) broken.splice(pick % (broken.length + 1), 0, { at: board[k].at, tile: left[0], rot: 0 });
        else broken[k] = { ...board[k], rot: ((board[k].rot + 1 + (pick % 5)) % 6) as Rotation };
        const table = new Map<string, number[]>();
        let expected: string | null = null;
        for (const placed of broken) {
          if (table.has(key(...placed.at))) {
            expected = `two tiles at ${key(...placed.at)}`;
            break;
          }
          table.set(key(...placed.at), []);
        }
        if (!expected) {
          const all = shows(broken);
          const bad = broken.find(({ at }) =>
            [0, 1, 2, 3, 4, 5].some((d) => {
              const other = all.get(key(...near(at, d)));
              return other !== undefined && other[(d + 3) % 6] !== all.get(key(...at))![d];
            }),
          );
          if (bad) expected = `the tile at ${key(...bad.at)} does not match its neighbour on a shared side`;
        }
        const problem = checkState(stateOf(broken, [], [], 'standard'));
        expect(problem?.reason ?? null).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the grid', () => {
  it('lifts tiles back to exactly the grid it had, spots in the same order, clashing sides counted and uncounted', () => {
    fc.assert(
      fc.property(fc.nat(2 ** 31), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 10 }), (seed, size, extra) => {
        const random = seededRandom(seed);
        const { board, left } = randomTable(random, size + extra, false);
        const grid = new Grid(128 * 128);
        grid.frame(-64, -64, 128, 128);
        const lay = (placed: PlacedTile) => grid.place(grid.cellAt(placed.at[0], placed.at[1]), CODE_OF.get(placed.tile)!, placed.rot);
        board.slice(0, size).forEach(lay);
        const snapshot = () => ({
          spots: grid.freeSpots(),
          sides: [...grid.sides],
          around: [...grid.around],
          mask: [...grid.needMask],
          value: [...grid.needValue],
          mismatches: grid.mismatches,
        });
        const before = snapshot();
        // The tiles laid after the snapshot are turned at random: some clash with their neighbours.
        board.slice(size).forEach((placed) => lay({ ...placed, rot: randomInt(random, 6) as Rotation }));
        for (let k = size; k < board.length; k++) grid.lift();
        expect(snapshot()).toEqual(before);
        expect(left.length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses a tile on a taken cell or near its window's edge, and bad codes, changing nothing", () => {
    const grid = new Grid(100);
    expect(grid.frame(0, 0, 10, 10)).toBe(true);
    expect(grid.place(grid.cellAt(5, 5), 0, 0)).toBe(true);
    for (const [cell, code, rot] of [
      [grid.cellAt(5, 5), 1, 0],
      [grid.cellAt(1, 5), 1, 0],
      [grid.cellAt(5, 8), 1, 0],
      [-1, 1, 0],
      [grid.cellAt(6, 5), 999, 0],
      [grid.cellAt(6, 5), 1, 6],
      [grid.cellAt(6, 5), 1.5, 0],
      [NaN, 0, 0],
    ]) {
      expect(grid.place(cell, code, rot)).toBe(false);
    }
    expect(grid.placedCount).toBe(1);
    expect(grid.frame(0, 0, 20, 20)).toBe(false); // not while tiles lie on it
    expect(new Grid(-5).capacity).toBe(25);
  });

  it('is lent again for the same board without laying it twice, and laid afresh when an entry changes', () => {
    const { board } = randomTable(seededRandom(7), 20, false);
    const first = withGrid(board, (grid) => grid);
    expect(withGrid([...board], (grid) => grid)).toBe(first);
    const turned = board.map((placed, k) => (k === 5 ? { ...placed, rot: ((placed.rot + 1) % 6) as Rotation } : placed));
    const relaid = withGrid(turned, (grid) => ({ mismatches: grid.mismatches, rot: grid.rot[grid.cellAt(turned[5].at[0], turned[5].at[1])] }));
    expect(relaid?.rot).toBe(turned[5].rot);
    expect(withGrid(board, (grid) => grid.mismatches)).toBe(0);
    expect(allTiles()).toHaveLength(205);
  });
});
