/**
 * Both engines' public boundary, enumerated from their modules: every function `engine/hexone/index.ts`
 * and `engine/hexadominos/index.ts` export (a new export is covered without editing this file) is called
 * with generated argument lists mixing honest values, fast-check's values of every JavaScript type, and
 * hostile ones (tests/unit/hostile.ts: throwing getters and proxy traps, revoked proxies, lists of length
 * 2³² − 1, inherited fields, class instances, cycles, frozen values, bad values deep inside good ones).
 *
 * - Nothing throws, every call comes back (a walk of a 2³²-long list would take minutes: each call gets a
 *   generous 2 s, a hang detector rather than a speed test), and every answer is plain data (it survives
 *   structuredClone: nothing hostile handed in comes back out).
 * - Called with bad values only, each function refuses: `{ ok: false, error }` or an error with one of the
 *   engine's codes, or its empty answer (null, false, '', NaN, []). The few that answer something else
 *   on purpose are listed in `ANSWERS` with what they answer, so a new export that does gets a decision.
 *
 * Seeds are printed on failure; `BOUNDARY_RUNS=2000 npx vitest run tests/unit/engine-boundary.test.ts` hunts longer.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as hexone from '@engine/hexone/index.js';
import * as hexadominos from '@engine/hexadominos/index.js';
import { type Recipe, anyRecipe, badRecipe, build } from './hostile.js';

const RUNS = Number(process.env.BOUNDARY_RUNS ?? 60);
/** A call taking longer has hung (the slowest honest call takes milliseconds). */
const CALL_BUDGET_MS = 2000;

type AnyFunction = (...args: unknown[]) => unknown;

interface Engine {
  name: string;
  module: Record<string, unknown>;
  codes: readonly string[];
  samples: unknown[]; // honest values of every kind the engine's functions take
  answers: Record<string, (answer: unknown) => boolean>; // functions whose answer to bad input is not a refusal
}

const ok = <T>(result: { ok: true; value?: T; state?: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`sample not built: ${JSON.stringify(result.error)}`);
  return (result.value ?? result.state) as T;
};

function hexoneEngine(): Engine {
  const start = hexone.newGame({ exits: 'express', tiles: true }, 'b');
  const placed = ok(hexone.place(start, 'b2'));
  const record = { start, moves: [{ type: 'place', cell: 'b2' }] };
  return {
    name: 'hexone',
    module: hexone,
    codes: hexone.ERROR_CODES,
    samples: [
      start,
      placed,
      record,
      hexone.startHistory(placed),
      { type: 'place', cell: 'c3' },
      { exits: 'long', tiles: false },
      'b2',
      'c3',
      'b',
      hexone.formatPosition(placed),
      hexone.formatRecord(record as never),
      hexone.recordToUrl(record as never),
      [1, 2],
    ],
    answers: {
      // By design (README, "Bad input"): a setting it does not understand falls back to its default.
      newGame: (game) => hexone.checkState(game) === null,
      restart: (history) => hexone.checkState(hexone.currentState(history as never)) === null,
      rulesOrDefaults: (rules) => !('code' in hexone.readRules(rules)),
      // Count what they can read: no pawns, no tiles.
      pawnCounts: (counts) => JSON.stringify(counts) === '{"b":0,"w":0}',
      tilesScore: (score) => score === 0,
    },
  };
}

function hexadominosEngine(): Engine {
  const game = ok(hexadominos.newGame({ players: 3, scoring: 'standard', seed: 9 }));
  const [first] = hexadominos.legalPlacements(game);
  const started = ok(hexadominos.place(game, first.tile, first.at, first.rot));
  const played = ok(hexadominos.randomGame({ players: 2, scoring: 'simple', seed: 4 }, () => 0.5));
  const match = ok(hexadominos.newGame({ players: 2, scoring: 'standard', seed: 1, match: { target: 100, totals: [40, 60], game: 2 } }));
  const cases = JSON.parse(readFileSync(new URL('../conformance/hexadominos/cases.json', import.meta.url), 'utf8')).cases;
  return {
    name: 'hexadominos',
    module: hexadominos,
    codes: hexadominos.ERROR_CODES,
    samples: [
      game,
      started,
      played.final,
      match,
      started.board,
      played.record,
      ok(hexadominos.viewFor(started, started.toMove)),
      { type: 'place', tile: first.tile, at: first.at, rot: first.rot },
      { type: 'draw' },
      played.events[1],
      cases[0],
      { players: 2, scoring: 'kids', seed: 3 },
      first.tile,
      first.at,
      2,
      'standard',
      42,
      hexadominos.formatPosition(started),
      hexadominos.formatRecord(played.record),
      hexadominos.recordToUrl(played.record),
      'human computer:hard',
      [{ kind: 'human' }],
    ],
    answers: {
      // The one bonus of no sides and no flowers: none, worth nothing.
      bonusFor: (bonus) => JSON.stringify(bonus) === '{"kind":"none","points":0}',
      // Where the turn stands: a malformed state reads as over (nothing can be played).
      stage: (answer) => answer === 'over',
      // Why not: a reason, or the list of them.
      tileSetProblem: (answer) => typeof answer === 'string' && answer.length > 0,
      readCaseFile: (answer) => typeof answer === 'string' && answer.length > 0,
      checkCase: (answer) => Array.isArray(answer) && answer.length > 0 && answer.every((line) => typeof line === 'string'),
    },
  };
}

/** Whether `answer` is a refusal: an error with a known code (in a result or alone), or an empty answer. */
function isRefusal(answer: unknown, codes: readonly string[]): boolean {
  if (answer === null || answer === undefined || answer === false || answer === '' || Number.isNaN(answer)) return true;
  if (Array.isArray(answer)) return answer.length === 0;
  if (typeof answer !== 'object') return false;
  const error = 'ok' in answer ? (answer.ok === false ? (answer as { error?: unknown }).error : null) : answer;
  if (!error || typeof error !== 'object' || !('code' in error)) return false;
  const reason = (error as { reason?: unknown }).reason;
  // Reasons are short English text (a bad value is quoted in 40 characters at most).
  return codes.includes(error.code as string) && (reason === undefined || (typeof reason === 'string' && reason.length < 300));
}

/** Calls `f` with the values the recipes describe; what it answered, or what went wrong. */
function call(f: AnyFunction, recipes: readonly Recipe[], samples: readonly unknown[]): { answer?: unknown; problem?: string } {
  const args = recipes.map((recipe) => build(recipe, samples));
  const started = performance.now();
  let answer: unknown;
  try {
    answer = f(...args);
  } catch (error) {
    return { problem: `threw ${String(error)}` };
  }
  const took = performance.now() - started;
  if (took > CALL_BUDGET_MS) return { problem: `took ${Math.round(took)} ms` };
  try {
    structuredClone(answer);
  } catch (error) {
    return { problem: `answered something that is not plain data (${String(error)})` };
  }
  return { answer };
}

for (const engine of [hexoneEngine(), hexadominosEngine()]) {
  const functions = Object.entries(engine.module).filter((entry): entry is [string, AnyFunction] => typeof entry[1] === 'function');
  const arity = (f: AnyFunction) => Math.max(f.length, 1) + 1; // one more: optional parameters get values too
  const size = engine.samples.length;

  describe(`every function engine/${engine.name}/index.ts exports (${functions.length})`, () => {
    it.each(functions)(`%s answers any arguments without throwing or hanging, with plain data (${RUNS} argument lists)`, (_, f) => {
      fc.assert(
        fc.property(fc.array(anyRecipe(size), { minLength: arity(f), maxLength: arity(f) }), (recipes) => {
          const { problem } = call(f, recipes, engine.samples);
          expect(problem).toBeUndefined();
        }),
        { numRuns: RUNS },
      );
    });

    it.each(functions.filter(([, f]) => f.length > 0))(`%s refuses bad values (${RUNS} argument lists)`, (name, f) => {
      const accepted = engine.answers[name] ?? ((answer: unknown) => isRefusal(answer, engine.codes));
      fc.assert(
        fc.property(fc.array(badRecipe(size), { minLength: arity(f), maxLength: arity(f) }), (recipes) => {
          const { answer, problem } = call(f, recipes, engine.samples);
          expect(problem).toBeUndefined();
          expect(accepted(answer), `answered ${String(JSON.stringify(answer)).slice(0, 200)}`).toBe(true);
        }),
        { numRuns: RUNS },
      );
    });
  });
}
