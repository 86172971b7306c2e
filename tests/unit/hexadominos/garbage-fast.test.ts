/**
 * Garbage in, for the modules behind the fast paths and the hard player (tile codes, the grid, the
 * table's rack listings, the search's playout, its reading of the racks, its deals and its settings):
 * given values of every JavaScript type where data is expected, each answers (null, 0, false, an empty
 * list) without throwing, and a real grid or playout is left as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseAction, hardSettings, peekChoice, weighMoves } from '@engine/hexadominos/bot/index.js';
import { sampleWeighted } from '@engine/hexadominos/bot/hidden.js';
import { hardChoice } from '@engine/hexadominos/bot/hard.js';
import { rackLikelihoods } from '@engine/hexadominos/bot/infer.js';
import { Playout } from '@engine/hexadominos/bot/playout.js';
import { projectRaceOfCodes } from '@engine/hexadominos/bot/race.js';
import { Grid, windowFor, withGrid } from '@engine/hexadominos/grid.js';
import { newGame, viewFor } from '@engine/hexadominos/index.js';
import { bonusPoints, fitsOnBoard, rackActions, rackPlacements, scoreOnGrid } from '@engine/hexadominos/table.js';
import { codeOf, packedSides, sideOf } from '@engine/hexadominos/tile-codes.js';
import { seededRandom } from '@engine/shared/random.js';

const hostile = new Proxy([], {
  get() {
    throw new Error('hostile');
  },
  has() {
    throw new Error('hostile');
  },
});
const garbage = () =>
  fc.oneof(
    fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true, withSparseArray: true }),
    fc.constantFrom(Symbol('x'), 1n, () => 1, NaN, -0, Infinity, 3, [0, 0], '112345', [{ at: [0, 0], tile: '112345', rot: 0 }]),
  );

const game = newGame({ players: 2, seed: 4 });
if (!game.ok) throw new Error('no game');
const seen = viewFor(game.state, game.state.toMove);
if (!seen.ok) throw new Error('no view');
const view = seen.value;

const grid = new Grid(400);
grid.frame(-10, -10, 20, 20);
grid.place(grid.cellAt(0, 0), 3, 1);
/** A fresh playout for each call: garbage that happens to be a seat plays a real turn. */
function playout(): Playout {
  const sim = Playout.on([{ at: [0, 0], tile: '112345', rot: 0 }], 2, 'standard')!;
  sim.deal(
    [
      [5, 6],
      [7, 8],
    ],
    [9, 10],
    [16, 0],
  );
  return sim;
}
const sim = playout();

const CALLS: [string, (x: unknown, y: unknown) => unknown][] = [
  ['tile codes', (x, y) => [codeOf(x), packedSides(x as number, y as number), sideOf(x as number, y as number)]],
  [
    'a grid',
    (x, y) => [
      new Grid(x as number).capacity,
      grid.cellAt(x as number, y as number),
      grid.qOf(x as number),
      grid.rOf(x as number),
      grid.roomy(x as number),
      grid.fits(x as number, y as number),
      grid.fitsAnywhere(x as number),
      grid.flowersAt(x as number),
      grid.neededValues(x as number),
      grid.place(x as number, y as number, x as number),
      grid.frame(x as number, y as number, x as number, y as number),
    ],
  ],
  ['lending a grid', (x, y) => [windowFor(x as never, y as number), withGrid(x as never, () => 1), withGrid([], x as never)]],
  [
    "the table's listings",
    (x, y) => [
      rackPlacements(x as never, y as never, x as never),
      rackActions(x as never, y as never),
      fitsOnBoard(x as never, y as never),
      bonusPoints(x as number, y as number, x as never),
      scoreOnGrid(x as never, 'standard', y as never, x as never, y as never),
    ],
  ],
  [
    'a playout',
    (x, y) => [
      Playout.on(x as never, y as number, 'standard'),
      playout().pointsAt(x as number, y as number),
      playout().bestPlacement(x as never, y as number, x as never),
      playout().placements(x as number),
      playout().lastTilePoints(x as number),
      playout().greedyTurn(x as number, y as never, x as number),
      playout().playOthers(x as number, y as number, null),
      playout().undo(x as never),
      playout().deal(x as never, y as never, x as never),
      playout().place(x as number, y as number, x as number, y as number, x as number),
    ],
  ],
  ['reading the racks', (x, y) => [rackLikelihoods(x as never, y, x as never, y as number), rackLikelihoods(view, x, ['112345'], y as number)]],
  [
    'deals and settings',
    (x, y) => [
      sampleWeighted(x as never, y as never, x as never, seededRandom(1)),
      sampleWeighted(view, ['112345'], x as never, seededRandom(1)),
      hardSettings(x),
      projectRaceOfCodes(x as never, y as never, 0, 'standard'),
    ],
  ],
  [
    'the search',
    (x, y) => [
      hardChoice(x as never, y as never, seededRandom(1), () => true),
      hardChoice(view, x as never, seededRandom(1), () => true, y as never, x),
      weighMoves(view, x as never, y as never, () => true),
      peekChoice(view, x as never, y as never),
      chooseAction(view, 'hard', { seed: 1, samples: 1, history: x as never, hard: y as never }),
    ],
  ],
];

describe('the fast paths and the hard player', () => {
  it.each(CALLS)('%s answer garbage without throwing', (_, call) => {
    fc.assert(
      fc.property(garbage(), garbage(), (x, y) => {
        call(x, y);
      }),
      { numRuns: 300 },
    );
  });

  it.each(CALLS)('%s answer a list whose every read throws without throwing', (_, call) => {
    for (const [x, y] of [
      [hostile, 1],
      [1, hostile],
      [hostile, hostile],
      [[hostile], [hostile]],
    ])
      call(x, y);
  });

  it('leave a real grid and playout as they were after garbage', () => {
    expect(grid.placedCount).toBe(1);
    expect(grid.freeSpots().length).toBe(6);
    expect(sim.racks).toEqual([
      [5, 6],
      [7, 8],
    ]); // the shared one is never handed garbage: a check of the fixture
    expect(sim.grid.placedCount).toBe(1);
  });
});
