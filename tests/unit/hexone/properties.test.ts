/**
 * Properties checked over thousands of seeded random games in all six rule sets (3 exit rules × tiles or not),
 * plus fast-check fuzzing of the immutable API with arbitrary (often illegal) input.
 * Seeds are fixed, so a failure reproduces; the seed is in the assertion message.
 */
import { isDeepStrictEqual as same } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Board,
  Exit,
  Stage,
  applyExplosion,
  applyPass,
  applyPlacement,
  createBoard,
  mustPass,
  explodable,
  fullest,
  legalPlacements as boardPlacements,
  recount,
  resetBoard,
} from '@engine/hexone/board.js';
import { CELLS, type Cell, cellIndex, yToward } from '@engine/hexone/cells.js';
import { formatPosition, parsePosition } from '@engine/hexone/notation.js';
import { randomPlayout } from '@engine/hexone/playout.js';
import { tightClassicGame } from '@scripts/bench/playouts.js';
import { type Random, seededRandom } from '@engine/shared/random.js';
import { formatRecord, parseRecord, recordFromUrl, recordToUrl, replay } from '@engine/hexone/record.js';
import { apply, explodableCells, fromBoard, legalActions, legalPlacements, newGame, pawnCounts, toBoard } from '@engine/hexone/rules.js';
import type { Action, GameEvent, GameState, Player, Rules } from '@engine/hexone/types.js';

const RULE_SETS: Rules[] = (['classic', 'express', 'long'] as const).flatMap((exits) => [false, true].map((tiles) => ({ exits, tiles })));
const EXIT: Record<Rules['exits'], Exit> = { classic: Exit.Classic, express: Exit.Express, long: Exit.Long };
const label = (r: Rules) => `${r.exits}${r.tiles ? ' + tiles' : ''}`;

/** Pawn totals after `events`, computed from the events alone. */
function totalsAfter(events: GameEvent[], before: Record<Player, number>): Record<Player, number> {
  const t = { ...before };
  for (const e of events) {
    if (e.type === 'placed') t[e.player]++;
    else if (e.type === 'lost') t[e.player]--;
    else if (e.type === 'captured') {
      t[e.player] += e.count;
      t[e.from] -= e.count;
    } else if (e.type === 'removedWithTile') t[e.player] -= e.count;
  }
  return t;
}

/** What every state reached in play satisfies. Returns a problem, or null. */
function restProblem(state: GameState): string | null {
  const stacks = Object.values(state.cells);
  const totals = pawnCounts(state);
  if (state.phase === 'place') {
    if (stacks.some((s) => s.count >= 3)) return 'a cell holds 3+ at rest';
    if (legalPlacements(state).length === 0) return 'the side to place has no legal placement';
    if (!totals.b || !totals.w) return 'placing with one side empty';
  }
  if (state.phase === 'explode' && stacks.some((s) => s.count >= 3 && s.owner !== state.toMove)) return "a 3+ cell is not the mover's";
  if (state.phase === 'over' && totals[state.winner === 'b' ? 'w' : 'b'] !== 0) return 'the loser still has pawns';
  return null;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** An action chosen at random, legal or not: unknown cells, wrong phases, far Ys. */
function anyAction(random: Random): Action {
  const pick = () => (random() < 0.05 ? 'z9' : CELLS[(random() * CELLS.length) | 0]) as Cell;
  return random() < 0.5 ? { type: 'place', cell: pick() } : { type: 'explode', cell: pick(), toward: pick() };
}

describe('random games through the immutable API', () => {
  const GAMES = 80; // per rule set
  for (const rules of RULE_SETS) {
    it(`keep every invariant and agree with the fast Board path move for move (${label(rules)}, ${GAMES} games)`, () => {
      const board: Board = createBoard();
      let moves = 0;
      for (let seed = 1; seed <= GAMES; seed++) {
        const random = seededRandom(seed * 7919 + rules.exits.length + (rules.tiles ? 1 : 0));
        const start = newGame(rules, random() < 0.5 ? 'b' : 'w');
        let state = deepFreeze(structuredClone(start));
        const played: Action[] = [];
        expect(toBoard(state, board)).toBe(board);
        while (state.phase !== 'over' && played.length < 3000) {
          // Plain checks in this hot loop (vitest's expect is too slow for ~100,000 moves); `where` says which move failed.
          const where = () => `seed ${seed}, move ${played.length + 1}, ${formatPosition(state)}`;
          const check = (ok: boolean, what: string) => {
            if (!ok) throw new Error(`${where()}: ${what}`);
          };
          // A random (mostly illegal) action first. States are deeply frozen, so an action that tried
          // to change the one it was given would throw here (ES modules are strict).
          apply(state, anyAction(random));

          const actions = legalActions(state);
          check(actions.length > 0, 'no legal action');
          const action = actions[(random() * actions.length) | 0];
          const result = apply(state, action);
          if (!result.ok) throw new Error(`${where()}: legal action refused (${result.error.code})`);

          // The fast path, fed the same move, gives the same events and the same state.
          const events: GameEvent[] = [];
          if (action.type === 'place') applyPlacement(board, cellIndex(action.cell), events);
          else if (action.type === 'pass') applyPass(board, events);
          else applyExplosion(board, cellIndex(action.cell), yToward(action.cell, action.toward)!, events);
          check(same(events, result.events), 'the Board path gave other events');
          check(same(fromBoard(board), result.state), 'the Board path reached another state');
          const totals = pawnCounts(result.state);
          check(board.pawns[0] === totals.b && board.pawns[1] === totals.w, 'the Board pawn counts drifted');

          check(same(totals, totalsAfter(result.events, pawnCounts(state))), 'pawn totals do not match the events');
          const problem = restProblem(result.state);
          check(problem === null, problem ?? '');
          check(same(parsePosition(formatPosition(result.state)), { ok: true, value: result.state }), 'position text does not round-trip');

          state = deepFreeze(result.state);
          played.push(action);
          moves++;
        }
        expect(state.phase, `seed ${seed} did not end`).toBe('over');

        // The game's record, as text and as a URL, replays to the same end.
        const record = { start, moves: played };
        const text = parseRecord(formatRecord(record));
        const url = recordFromUrl(recordToUrl(record));
        expect(text).toEqual({ ok: true, value: record });
        expect(url).toEqual({ ok: true, value: record });
        const replayed = replay(record);
        expect(replayed.ok && replayed.value.states.at(-1)).toEqual(state);
      }
      expect(moves).toBeGreaterThan(GAMES * 10);
    });
  }
});

describe('random games on the fast Board path', () => {
  const GAMES = 2000; // per rule set
  const cells = new Int8Array(CELLS.length);
  for (const rules of RULE_SETS) {
    it(`never leave 3+ at rest, always offer a placement or (shut in on the centre) a pass, and keep pawn counts (${label(rules)}, ${GAMES} games)`, () => {
      const random = seededRandom(rules.exits.length * 31 + (rules.tiles ? 7 : 0));
      const board = createBoard(EXIT[rules.exits], rules.tiles);
      const expressOnly = rules.exits === 'express' && !rules.tiles;
      for (let game = 0; game < GAMES; game++) {
        resetBoard(board, game & 1 ? 1 : 0);
        let turns = 0;
        for (let step = 0; board.stage !== Stage.Over; step++) {
          if (step > 100_000) throw new Error(`game ${game} runs away`);
          if (board.stage === Stage.Explode) {
            const n = explodable(board, cells);
            if (n === 0) throw new Error(`game ${game}: explode stage with nothing to explode`);
            applyExplosion(board, cells[(random() * n) | 0], random() < 0.5 ? 0 : 1);
            continue;
          }
          // At rest: nothing holds 3, a placement exists, the per-side counts match the cells.
          if (fullest(board) >= 3) throw new Error(`game ${game}: 3+ at rest`);
          const n = boardPlacements(board, cells);
          if (n === 0) {
            // RULES.md says a placement always exists; a side shut in on the centre is the one exception, and passes.
            if (!mustPass(board)) throw new Error(`game ${game}: no legal placement and no pass for the side to move`);
            applyPass(board);
            continue;
          }
          let b = 0;
          let w = 0;
          for (let i = 0; i < CELLS.length; i++)
            if (board.count[i]) {
              if (board.owner[i] === 0) b += board.count[i];
              else w += board.count[i];
            }
          if (b !== board.pawns[0] || w !== board.pawns[1]) throw new Error(`game ${game}: pawn counts drifted`);
          // In Express without tiles nothing ever leaves the board: one more pawn per turn.
          if (expressOnly && b + w !== turns) throw new Error(`game ${game}: ${b + w} pawns after ${turns} turns`);
          applyPlacement(board, cells[(random() * n) | 0]);
          turns++;
        }
        expect(board.pawns[1 - board.winner]).toBe(0);
      }
    });
  }

  it('plays whole games with randomPlayout on one reused board, each ending with a winner', () => {
    for (const rules of RULE_SETS) {
      const board = createBoard(EXIT[rules.exits], rules.tiles);
      const random = seededRandom(99);
      for (let game = 0; game < 500; game++) {
        const result = randomPlayout(resetBoard(board, 0), random);

        expect(result.finished).toBe(true);
        expect(result.winner).toBe(board.winner);
        expect(board.stage).toBe(Stage.Over);
        expect(board.pawns[1 - result.winner]).toBe(0);
        expect(result.turns).toBeGreaterThanOrEqual(3);
        expect(result.explosions).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('reports a game stopped by the chain cap as unfinished, mid-chain', () => {
    const board = createBoard(Exit.Express, false);
    const random = seededRandom(5);
    let stopped = 0;
    for (let game = 0; game < 200; game++) {
      const result = randomPlayout(resetBoard(board, 0), random, 1);
      if (!result.finished) {
        stopped++;
        expect(result.winner).toBe(-1);
        expect(board.stage).toBe(Stage.Explode);
      }
    }
    expect(stopped).toBeGreaterThan(0);
  });

  it('reports a game stopped by the turn cap as unfinished, and plays nothing with a cap of 0', () => {
    const board = createBoard();
    expect(randomPlayout(resetBoard(board), seededRandom(1), 1000, 4)).toMatchObject({ turns: 4, finished: false, winner: -1 });
    expect(randomPlayout(resetBoard(board), seededRandom(1), 1000, 0)).toEqual({ turns: 0, explosions: 0, finished: false, winner: -1 });
  });

  it("plays, seed for seed, the very games of the benchmark's tight baseline loop (so the comparison is fair)", () => {
    const board = createBoard(Exit.Classic, false);
    for (let seed = 1; seed <= 2000; seed++) {
      const engine = randomPlayout(resetBoard(board, 0), seededRandom(seed));
      const tight = tightClassicGame(seededRandom(seed));

      if (engine.turns !== tight.turns || engine.explosions !== tight.explosions || engine.finished !== tight.finished) {
        expect({ seed, ...tight }).toEqual({ seed, turns: engine.turns, explosions: engine.explosions, finished: engine.finished });
      }
    }
  });

  it('passes for a side shut in on the centre, then plays on', () => {
    // w holds only the centre and b the whole first ring: w cannot place, so its only move is a pass.
    const board = createBoard();
    for (const cell of ['b2', 'b3', 'c2', 'c4', 'd3', 'd4']) {
      board.count[cellIndex(cell as 'b2')] = 1;
      board.owner[cellIndex(cell as 'b2')] = 0;
    }
    board.count[cellIndex('c3')] = 1;
    board.owner[cellIndex('c3')] = 1;
    recount(board);
    board.stage = Stage.Place;
    board.toMove = 1;

    expect(mustPass(board)).toBe(true);
    const result = randomPlayout(board, seededRandom(1));

    expect(result.finished).toBe(true);
    expect(result.turns).toBeGreaterThan(0);
  });

  it('plays the same game again from the same seed', () => {
    const a = createBoard(Exit.Long, true);
    const b = createBoard(Exit.Long, true);

    const first = randomPlayout(resetBoard(a), seededRandom(42));
    const second = randomPlayout(resetBoard(b), seededRandom(42));

    expect(second).toEqual(first);
    expect(fromBoard(b)).toEqual(fromBoard(a));
  });
});

describe('fuzzing the immutable API (fast-check)', () => {
  const cellName = fc.oneof(fc.constantFrom(...CELLS), fc.string({ maxLength: 3 }));
  const action = fc.oneof(
    fc.record({ type: fc.constant('place' as const), cell: cellName }),
    fc.record({ type: fc.constant('explode' as const), cell: cellName, toward: cellName }),
  );

  it('never throws, and a refused action leaves the state as it was', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULE_SETS), fc.constantFrom<Player>('b', 'w'), fc.array(action, { maxLength: 80 }), (rules, first, actions) => {
        let state = newGame(rules, first);
        for (const a of actions) {
          const before = structuredClone(state);
          const result = apply(state, a as Action);
          expect(state).toEqual(before);
          if (result.ok) {
            expect(restProblem(result.state)).toBeNull();
            state = result.state;
          } else expect(result.error.code).toMatch(/^[a-z-]+$/);
        }
      }),
      { numRuns: 300, seed: 20261122 },
    );
  });

  it('reads back every position it writes, mid-game or not', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULE_SETS), fc.integer({ min: 1, max: 2 ** 31 }), fc.integer({ min: 0, max: 60 }), (rules, seed, length) => {
        const random = seededRandom(seed);
        let state = newGame(rules, 'b');
        for (let k = 0; k < length && state.phase !== 'over'; k++) {
          const actions = legalActions(state);
          state = (apply(state, actions[(random() * actions.length) | 0]) as { state: GameState }).state;
        }
        expect(parsePosition(formatPosition(state))).toEqual({ ok: true, value: state });
        expect(explodableCells(state).length > 0).toBe(state.phase === 'explode');
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('refuses any text that is not a position without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const result = parsePosition(text);
        if (!result.ok) {
          expect(result.error.code).toBe('invalid-notation');
          expect(typeof result.error.reason).toBe('string');
          expect(result.error.at).toBeGreaterThanOrEqual(0);
        } else expect(parsePosition(formatPosition(result.value))).toEqual(result);
      }),
      { numRuns: 2000, seed: 3 },
    );
  });
});
