/**
 * Garbage in: every public function of the engine, given values of every JavaScript type where data is
 * expected, answers (an error, an empty list, false, '') without throwing and without changing a state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as engine from '../../../engine/hexadominos/index.js';
import { type GameState, newGame } from '../../../engine/hexadominos/index.js';
import { deepFreeze } from './helpers.js';

const garbage = () => fc.oneof(
  fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true, withSparseArray: true }),
  fc.constantFrom(Symbol('x'), () => 1, NaN, -0, Infinity, [0, 0], [0.5, 1], '112345', '111111', { type: 'place' }, { type: 'draw' }),
);

const started = (() => {
  const game = newGame({ players: 3, scoring: 'standard', seed: 9 });
  if (!game.ok) throw new Error('no game');
  const [first] = engine.legalPlacements(game.state);
  const moved = engine.place(game.state, first.tile, first.at, first.rot);
  if (!moved.ok) throw new Error('no move');
  return deepFreeze(moved.state);
})();

/** Every public function, called with garbage `x` (and a real state where a second argument is garbage). */
const CALLS: [string, (x: unknown, y: unknown) => unknown][] = [
  ['newGame', (x) => engine.newGame(x as never)],
  ['place(x)', (x, y) => engine.place(x as GameState, y, y, y)],
  ['place(state)', (x, y) => engine.place(started, x, y, x)],
  ['draw', (x) => engine.draw(x as GameState)],
  ['pass', (x) => engine.pass(x as GameState)],
  ['apply(x)', (x) => engine.apply(x as GameState, { type: 'draw' })],
  ['apply(state)', (x) => engine.apply(started, x as never)],
  ['legalPlacements', (x, y) => engine.legalPlacements(x as GameState, y)],
  ['legalPlacements(state)', (x) => engine.legalPlacements(started, x)],
  ['legalActions', (x) => engine.legalActions(x as GameState)],
  ['canDraw canPass stage', (x) => [engine.canDraw(x as GameState), engine.canPass(x as GameState), engine.stage(x as GameState)]],
  ['scorePlacement', (x, y) => engine.scorePlacement(x as never, y as never, x, y, x)],
  ['scorePlacement(board)', (x, y) => engine.scorePlacement(started.board, 'standard', x, y, x)],
  ['checkState', (x) => engine.checkState(x)],
  ['matchStanding nextMatchGame', (x, y) => [engine.matchStanding(x as GameState), engine.nextMatchGame(x as GameState, y as number)]],
  ['tiles', (x, y) => [engine.isTile(x), engine.tileSum(x as string), engine.tilesSum(x as never), engine.tileValues(x as string),
    engine.sideValue(x as string, y as never, y as never), engine.sideValues(x as string, y as never), engine.tileSetProblem(x), engine.isRotation(x)]],
  ['table', (x, y) => [engine.tilePlacements(x as never, y as string, 'standard'), engine.canPlaceAny(x as never, y as never), engine.openSpots(x as never), engine.bonusFor(x as number, y as number, x as never)]],
  ['views', (x, y) => [engine.viewFor(x as GameState, y as number), engine.viewFor(started, x as number), engine.viewEvents(x as never, y as number),
    engine.viewPlacements(x as never, y as string), engine.viewLegalActions(x as never)]],
  ['notation', (x) => [engine.parsePosition(x as string), engine.formatPosition(x as GameState), engine.parsePlacedTile(x as string), engine.formatPlacedTile(x as never)]],
  ['records', (x) => [engine.parseRecord(x as string), engine.formatRecord(x as never), engine.recordToUrl(x as never), engine.recordFromUrl(x as string),
    engine.replay(x as never), engine.parseAction(x as string), engine.formatAction(x as never)]],
  ['conformance', (x) => [engine.readCaseFile(x as string), engine.checkCase(x as never)]],
];

describe('every public function', () => {
  it.each(CALLS)('%s answers garbage without throwing or changing a state', (_, call) => {
    const before = structuredClone(started);
    fc.assert(fc.property(garbage(), garbage(), (x, y) => {
      call(x, y);
    }), { numRuns: 400 });
    expect(started).toEqual(before);
  });

  it('refuses garbage actions and states with a typed error', () => {
    fc.assert(fc.property(garbage(), (x) => {
      const onState = engine.apply(started, x as never);
      const asState = engine.draw(x as GameState);
      expect(onState.ok || engine.ERROR_CODES.includes(onState.error.code)).toBe(true);
      expect(asState.ok ? 'accepted' : asState.error.code).toBe('invalid-state');
    }), { numRuns: 400 });
  });
});
