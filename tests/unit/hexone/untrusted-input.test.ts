/**
 * The engine's untrusted-input surface, fed generated values of every JavaScript type (fast-check):
 * numbers, strings, arrays, null, undefined, objects with wrong fields, null prototypes, boxed values,
 * maps, typed arrays, sparse arrays, huge strings, NaN, nested garbage; hostile objects (getters and
 * proxies that throw, fields only on a crafted prototype); and near-valid states with one field broken.
 * Every function answers (a typed error, null, [] or '') and never throws; no malformed state is accepted.
 * fast-check's seed is printed on failure, so a counterexample reproduces.
 */
import fc from 'fast-check';
import { createActor } from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentState, fromRecord, load, play, startHistory, toRecord } from '@engine/hexone/history.js';
import { gameMachine, refusal } from '@engine/hexone/machine.js';
import { formatPosition, parsePosition } from '@engine/hexone/notation.js';
import { checkRecord, formatAction, formatRecord, parseAction, parseRecord, readRecord, recordFromUrl, recordToUrl, replay } from '@engine/hexone/record.js';
import {
  apply,
  checkState,
  explodableCells,
  explode,
  legalActions,
  legalPlacements,
  newGame,
  pass,
  pawnCounts,
  place,
  readRules,
  tilePoints,
  tilesScore,
  yNames,
} from '@engine/hexone/rules.js';
import { EXITS, type GameState, MAX_PAWNS_ON_BOARD, type Rules } from '@engine/hexone/types.js';
import { EXCERPT_LENGTH } from '@engine/shared/untrusted.js';
import { badRecipe, build, lyingProxy, workerStandIn } from '../hostile.js';

// Values per property; `UNTRUSTED_RUNS=30000 npx vitest run tests/unit/hexone/untrusted-input.test.ts` hunts longer.
const RUNS = Number(process.env.UNTRUSTED_RUNS ?? 2000);

/** Every kind of JavaScript value fast-check can make, nested. */
const anything = fc.anything({
  maxDepth: 3,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

/**
 * Objects that fight back when read. They are passed directly rather than through fast-check, which
 * itself reads the values it generates (and would be the one to throw).
 */
function hostileObjects(): unknown[] {
  const throwing = () => {
    throw new Error('hostile getter');
  };
  const traps = ['get', 'has', 'ownKeys', 'getOwnPropertyDescriptor', 'getPrototypeOf'] as const;
  const valid = newGame();
  return [
    ...traps.map((trap) => new Proxy({ ...valid }, { [trap]: throwing })),
    ...Object.keys(valid).map((key) => Object.defineProperty({ ...valid }, key, { get: throwing, enumerable: true })),
    Object.defineProperty({ ...valid, cells: { b2: {} } }, 'cells', { get: throwing, enumerable: true }),
    { ...valid, cells: { b2: Object.defineProperty({ owner: 'b' }, 'count', { get: throwing, enumerable: true }) } },
    { toString: throwing, valueOf: throwing, [Symbol.toPrimitive]: throwing },
    Object.create(null),
    Object.create(valid), // every field inherited, none its own
    Object.create({ toString: throwing }),
    { start: new Proxy({}, { ownKeys: throwing }), moves: [] },
    { start: valid, moves: new Proxy([], { get: throwing }) },
    {
      start: valid,
      moves: [
        {
          type: 'place',
          get cell() {
            throw new Error('hostile cell');
          },
        },
      ],
    },
    { states: new Proxy([], { get: throwing }), moves: [], cursor: 0 },
    JSON.parse('{"__proto__": {"rules": {"exits": "classic", "tiles": false}}, "cells": {}}'),
    'x'.repeat(300_000),
    `classic b ${'b2:1b '.repeat(20_000)}`,
    `classic b opening | ${'d3 '.repeat(20_000)}`,
    Number.NaN,
    -0,
    Infinity,
    10n ** 30n,
    Symbol('odd'),
    () => 'a function',
  ];
}
const HOSTILE = hostileObjects();
const garbage = fc.oneof({ weight: 9, arbitrary: anything }, { weight: 1, arbitrary: fc.string({ minLength: 1000, maxLength: 20_000 }) });

// ---------------------------------------------------------------------------------------------------------
// Valid states reached by play, and near-valid ones: one field broken.

const RULE_SETS: Rules[] = EXITS.flatMap((exits) => [false, true].map((tiles) => ({ exits, tiles })));

/** A state reached by random legal play in one of the six rule sets (choices drawn by fast-check). */
const playedState = fc
  .record({
    rules: fc.constantFrom(...RULE_SETS),
    choices: fc.array(fc.nat(), { maxLength: 60 }),
  })
  .map(({ rules, choices }) => {
    let state = newGame(rules, 'b');
    for (const choice of choices) {
      const actions = legalActions(state);
      if (actions.length === 0) break;
      const result = apply(state, actions[choice % actions.length]);
      if (!result.ok) throw new Error(`a legal action was refused: ${result.error.code}`);
      state = result.state;
    }
    return state;
  });

const notOneOf = (allowed: unknown[]) => anything.filter((v) => !allowed.some((a) => Object.is(a, v)));
const notPlainValue = anything.filter((v) => typeof v !== 'object' || v === null || Array.isArray(v));
const badCount = fc.oneof(
  fc.integer({ min: MAX_PAWNS_ON_BOARD + 1 }),
  fc.integer({ max: 0 }),
  fc.double().filter((d) => !Number.isInteger(d)),
  fc.constantFrom(Number.NaN, Infinity, '2', null, true, 2n),
  anything.filter((v) => typeof v !== 'number'),
);

type Breakage = { what: string; make: (state: GameState) => fc.Arbitrary<unknown> };
const firstStack = (s: GameState) => Object.keys(s.cells)[0];

/** Ways to break exactly one field of a valid state; each gives a state no rule may accept. */
const BREAKAGES: Breakage[] = [
  // Not text: `load` reads text as position text by design ("b" is a new game).
  { what: 'the state itself is not an object', make: () => notPlainValue.filter((v) => typeof v !== 'string') },
  { what: 'rules', make: (s) => notPlainValue.map((rules) => ({ ...s, rules })) },
  { what: 'rules.exits', make: (s) => notOneOf([...EXITS]).map((exits) => ({ ...s, rules: { ...s.rules, exits } })) },
  { what: 'rules.tiles', make: (s) => notOneOf([true, false]).map((tiles) => ({ ...s, rules: { ...s.rules, tiles } })) },
  { what: 'phase', make: (s) => notOneOf(['opening', 'place', 'explode', 'over']).map((phase) => ({ ...s, phase })) },
  { what: 'toMove', make: (s) => notOneOf(['b', 'w']).map((toMove) => ({ ...s, toMove })) },
  { what: 'cells', make: (s) => notPlainValue.filter((v) => v !== undefined).map((cells) => ({ ...s, cells })) },
  { what: 'tiles', make: (s) => notPlainValue.map((tiles) => ({ ...s, tiles })) },
  {
    what: 'winner',
    make: (s) => (s.phase === 'over' ? notOneOf(['b', 'w']) : notOneOf([null])).map((winner) => ({ ...s, winner })),
  },
  { what: 'score', make: (s) => notOneOf([s.score]).map((score) => ({ ...s, score })) },
  {
    what: 'a cell name',
    make: (s) =>
      fc
        .tuple(
          fc.string().filter((k) => !/^(?:[a-e][1-5])$/.test(k)),
          anything,
        )
        .map(([name, value]) => ({ ...s, cells: { ...s.cells, [name]: value ?? { owner: 'b', count: 1 } } })),
  },
  {
    what: 'a stack',
    make: (s) => notPlainValue.filter((v) => v !== undefined).map((stack) => ({ ...s, cells: { ...s.cells, [firstStack(s) ?? 'b2']: stack } })),
  },
  {
    what: "a stack's owner",
    make: (s) => notOneOf(['b', 'w']).map((owner) => ({ ...s, cells: { ...s.cells, b2: { owner, count: 1 } } })),
  },
  {
    what: "a stack's count",
    make: (s) => badCount.map((count) => ({ ...s, cells: { ...s.cells, b2: { owner: 'b', count } } })),
  },
  {
    what: 'a tile face',
    make: (s) =>
      notOneOf(['white', 'gray', 'removed', undefined]).map((face) => ({ ...s, rules: { ...s.rules, tiles: true }, tiles: { ...s.tiles, a1: face } })),
  },
  {
    what: 'a tile on a cell that has none',
    make: (s) => fc.constantFrom('c3', 'b2', 'd4', 'z9', '__proto__', 'constructor').map((cell) => ({ ...s, tiles: { ...s.tiles, [cell]: 'gray' } })),
  },
  { what: 'fields only on the prototype', make: (s) => fc.constant(Object.create(s)) },
];

const brokenState = playedState.chain((state) => fc.constantFrom(...BREAKAGES).chain(({ what, make }) => make(state).map((broken) => ({ what, broken }))));

// ---------------------------------------------------------------------------------------------------------

describe('the engine, given generated values of every type', () => {
  const never = (name: string, call: (value: unknown) => unknown) =>
    it(`${name} answers and never throws (${RUNS} generated values and ${HOSTILE.length} hostile objects)`, () => {
      fc.assert(
        fc.property(garbage, (value) => {
          call(value);
        }),
        { numRuns: RUNS },
      );
      HOSTILE.forEach((value, k) => expect(() => call(value), `hostile object ${k}`).not.toThrow());
    });

  never('checkState', (v) => checkState(v));
  never('place', (v) => place(v as GameState, 'b2'));
  never('place, with any cell', (v) => place(newGame(), v as string));
  never('explode', (v) => explode(v as GameState, 'b2', 'b3'));
  never('explode, with any cells', (v) => explode(newGame(), v as string, v as string));
  never('pass', (v) => pass(v as GameState));
  never('apply', (v) => apply(v as GameState, { type: 'place', cell: 'b2' }));
  never('apply, with any action', (v) => apply(newGame(), v as never));
  never('legalActions, legalPlacements, explodableCells', (v) => [legalActions, legalPlacements, explodableCells].map((f) => f(v as GameState)));
  never('pawnCounts, tilesScore', (v) => [pawnCounts(v as GameState), tilesScore(v as GameState)]);
  never('tilePoints, yNames', (v) => [tilePoints(v as never, v as never), tilePoints('a1', v as never), yNames(v as never)]);
  never('readRules', (v) => readRules(v));
  never('parsePosition', (v) => parsePosition(v as string));
  never('formatPosition', (v) => formatPosition(v as GameState));
  never('parseAction, formatAction', (v) => [parseAction(v as string), formatAction(v as never)]);
  never('parseRecord, recordFromUrl', (v) => [parseRecord(v as string), recordFromUrl(v as string)]);
  never('formatRecord, recordToUrl', (v) => [formatRecord(v as never), recordToUrl(v as never)]);
  never('readRecord, checkRecord', (v) => [readRecord(v), checkRecord(v)]);
  never('replay, fromRecord', (v) => [replay(v as never), fromRecord(v as never)]);
  never('replay, with any moves', (v) => replay({ start: newGame(), moves: v as never }));
  never('replay, with any move', (v) => replay({ start: newGame(), moves: [v as never] }));
  never('toRecord', (v) => toRecord(v));
  never('load', (v) => load(v as never));
  never('play, with any action', (v) => play(startHistory(newGame()), v as never));

  it(`newGame always returns a valid state, whatever its settings (${RUNS} values)`, () => {
    fc.assert(
      fc.property(garbage, garbage, (rules, first) => {
        const state = newGame(rules as Partial<Rules>, first as 'b');
        expect(checkState(state)).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });

  it(`refuses what is not a state with invalid-state, in every state-taking function (${RUNS} values)`, () => {
    fc.assert(
      fc.property(
        garbage.filter((v) => checkState(v) !== null),
        (value) => {
          const state = value as GameState;
          for (const result of [place(state, 'b2'), explode(state, 'b2', 'b3'), pass(state), apply(state, { type: 'pass' })]) {
            expect(result).toMatchObject({ ok: false, error: { code: 'invalid-state' } });
          }
          expect([legalActions(state), legalPlacements(state), explodableCells(state), formatPosition(state)]).toEqual([[], [], [], '']);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`the game machine takes any event payload without throwing, and refuses the bad ones (${RUNS} values)`, () => {
    const actor = createActor(gameMachine, { input: {} }).start();
    const refused: string[] = [];
    const TYPES = ['PLACE', 'SELECT', 'EXPLODE', 'LOAD', 'RESTART'] as const;
    const send = (value: unknown, type: (typeof TYPES)[number]) => {
      const event = { type, cell: value, toward: value, source: value, rules: value, first: value } as never;
      const before = actor.getSnapshot();
      if (!before.can(event)) {
        refused.push(type);
        expect(refusal(before.context, event).code).toEqual(expect.any(String));
      }
      actor.send(event);
      if (!before.can(event)) expect(actor.getSnapshot()).toBe(before);
      expect(actor.getSnapshot().status).toBe('active');
      expect(checkState(actor.getSnapshot().context.history.states[0])).toBeNull();
    };
    fc.assert(fc.property(garbage, fc.constantFrom(...TYPES), send), { numRuns: RUNS });
    for (const value of HOSTILE) for (const type of TYPES) send(value, type);
    expect(refused).toEqual(expect.arrayContaining(['PLACE', 'SELECT', 'EXPLODE', 'LOAD']));
    actor.stop();
  });
});

describe('near-valid states, one field broken', () => {
  it(`are refused by checkState, every rule function, formatPosition, load and replay (${RUNS} states)`, () => {
    fc.assert(
      fc.property(brokenState, ({ what, broken }) => {
        const state = broken as GameState;
        expect(checkState(state), what).toMatchObject({ code: 'invalid-state', reason: expect.any(String) });
        for (const result of [place(state, 'b2'), explode(state, 'b2', 'b3'), pass(state)]) {
          expect(result, what).toMatchObject({ ok: false, error: { code: 'invalid-state' } });
        }
        expect(legalActions(state), what).toEqual([]);
        expect(formatPosition(state), what).toBe('');
        expect(load(state).ok, what).toBe(false);
        expect(replay({ start: state, moves: [] }).ok, what).toBe(false);
        expect(formatRecord({ start: state, moves: [] }), what).toBe('');
      }),
      { numRuns: RUNS },
    );
  });

  it(`the states they were broken from are accepted (so the refusals above are about the broken field) (${RUNS} states)`, () => {
    fc.assert(
      fc.property(playedState, (state) => {
        expect(checkState(state)).toBeNull();
        expect(checkState(JSON.parse(JSON.stringify(state)))).toBeNull();
        expect(load(state)).toMatchObject({ ok: true });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the cases named in issue 10', () => {
  it('parseAction(null) and other non-text answer null', () => {
    for (const value of [null, undefined, 42, {}, ['b2'], Symbol('b2')]) expect(parseAction(value as never)).toBeNull();
  });

  it('load({ moves: "d3" }) and a record whose moves are not a list are refused', () => {
    expect(load({ moves: 'd3' } as never)).toMatchObject({ ok: false, error: { code: 'invalid-state' } });
    expect(load({ start: newGame(), moves: 'd3' } as never)).toMatchObject({
      ok: false,
      error: { code: 'invalid-state', reason: expect.stringMatching(/moves must be a list/) },
    });
  });

  it('replay({ start: null, moves: [] }) is refused, saying the start is not a state', () => {
    expect(replay({ start: null, moves: [] } as never)).toMatchObject({
      ok: false,
      error: { code: 'invalid-state', reason: expect.stringMatching(/^start:/) },
    });
  });

  it('checkState refuses tiles: null, winner: "x", unknown rules and stacks out of bounds', () => {
    const valid = newGame();
    const cases: [string, unknown][] = [
      ['tiles: null', { ...valid, tiles: null }],
      ['winner: "x"', { ...valid, winner: 'x' }],
      ['unknown rules', { ...valid, rules: { exits: 'bogus', tiles: false } }],
      ['a count of 40', { ...valid, phase: 'explode', cells: { b2: { owner: 'b', count: 40 }, d4: { owner: 'w', count: 1 } } }],
      ['a cell that does not exist', { ...valid, cells: { f6: { owner: 'b', count: 1 } } }],
      ['a stack that is null', { ...valid, cells: { b2: null } }],
      ['a tiles edition with no tiles', { ...valid, rules: { exits: 'classic', tiles: true } }],
      ['a finished game with the wrong score', { ...ok(parsePosition('tiles b b2:1b')), score: 12 }],
    ];
    for (const [what, state] of cases) expect(checkState(state), what).toMatchObject({ code: 'invalid-state' });
  });

  it('newGame({ exits: "bogus" }) falls back to the default rule for that setting, and readRules refuses it', () => {
    expect(newGame({ exits: 'bogus' } as never).rules).toEqual({ exits: 'classic', tiles: false });
    expect(newGame({ exits: 'long', tiles: 'yes' } as never, 'x' as never)).toMatchObject({ rules: { exits: 'long', tiles: false }, toMove: 'b' });
    expect(readRules({ exits: 'bogus', tiles: false })).toMatchObject({ code: 'invalid-state' });
    expect(readRules({ exits: 'express', tiles: true })).toEqual({ exits: 'express', tiles: true });
  });

  it('formatRecord, recordToUrl and formatPosition give "" for what is not a record or state, and toRecord gives null', () => {
    for (const value of [null, 42, 'classic b', { start: newGame() }, { start: newGame(), moves: [{ type: 'jump' }] }]) {
      expect(formatRecord(value as never)).toBe('');
      expect(recordToUrl(value as never)).toBe('');
    }
    expect(formatPosition({} as never)).toBe('');
    expect(toRecord({ states: [], moves: [], cursor: 0 })).toBeNull();
    expect(toRecord(null)).toBeNull();
  });

  it("a record's malformed move is refused with its 1-based place", () => {
    expect(
      checkRecord({
        start: newGame(),
        moves: [
          { type: 'place', cell: 'b2' },
          { type: 'place', cell: 'z9' },
        ],
      }),
    ).toMatchObject({ code: 'unknown-cell', cell: 'z9', move: 2 });
    expect(checkRecord({ start: newGame(), moves: [{ type: 'place', cell: 'b2' }, 'd3'] })).toMatchObject({ code: 'invalid-state', move: 2 });
  });
});

describe('huge text', () => {
  it('gets an error whose excerpt of the bad token is short, at its offset', () => {
    const huge = 'q'.repeat(1_000_000);
    const result = parsePosition(`classic b ${huge}`);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-notation', at: 10 } });
    if (result.ok) return;
    expect(result.error.text!.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(result.error.reason!.length).toBeLessThan(200);
    const record = parseRecord(`classic b opening | d3 ${huge}`);
    expect(!record.ok && record.error.text!.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
  });
});

function ok(parsed: ReturnType<typeof parsePosition>): GameState {
  if (!parsed.ok) throw new Error(parsed.error.reason);
  return parsed.value;
}

// Every export is also fuzzed with hostile argument lists in tests/unit/engine-boundary.test.ts; below, what that
// cannot see: class instances, the machine's input and event objects, values read once, the bot's worker.

describe('class instances and values read once', () => {
  it("checkState refuses a class instance holding a valid state's fields, and accepts them with no prototype", () => {
    class Game {}
    expect(checkState(Object.assign(new Game(), newGame()))).toMatchObject({ code: 'invalid-state' });
    expect(checkState(Object.assign(Object.create(null), newGame()))).toBeNull();
  });

  it('a state behind a proxy that lies after the first read of each field is played as first read, each field read once', () => {
    const honest = ok(parsePosition('classic b b2:1b d4:1w'));
    const expected = place(honest, 'c3');
    const { value, reads } = lyingProxy(structuredClone(honest), 'garbage');
    expect(place(value, 'c3')).toEqual(expected);
    expect(Math.max(...reads.values())).toBe(1);
  });

  it('a timeline it did not make is rebuilt from its start and moves; one it made keeps its states', () => {
    const made = play(startHistory(newGame()), { type: 'place', cell: 'b2' });
    if (!made.ok) throw new Error('not played');
    expect(currentState(made.history)).toBe(made.history.states[1]);
    const copy = structuredClone(made.history);
    expect(currentState(copy)).toEqual(made.history.states[1]);
    expect(currentState({ ...copy, states: [copy.states[0]] })).toBeNull(); // fewer states than its moves make
    expect(currentState({ ...copy, moves: new Array(2 ** 32 - 1) })).toBeNull();
  });
});

describe('the game machine, given hostile input and event objects', () => {
  const hostile = (recipe: Parameters<typeof build>[0]) => build(recipe, [newGame(), 'b2', { exits: 'long', tiles: true }]);

  it('starts from any input; one that cannot be read gives a new game and the reason', () => {
    fc.assert(
      fc.property(badRecipe(3), (recipe) => {
        const actor = createActor(gameMachine, { input: hostile(recipe) as never }).start();
        expect(actor.getSnapshot().status).toBe('active');
        expect(checkState(actor.getSnapshot().context.history.states[0])).toBeNull();
        actor.stop();
      }),
      { numRuns: 200 },
    );
    const throwing = Object.defineProperty({}, 'source', {
      get: () => {
        throw new Error('hostile');
      },
      enumerable: true,
    });
    expect(createActor(gameMachine, { input: throwing }).start().getSnapshot().context.error).toEqual({
      code: 'invalid-state',
      reason: 'input: reading it threw an exception',
    });
  });

  it('refuses events whose own fields throw or hold hostile values, and stays usable (property)', () => {
    const actor = createActor(gameMachine, { input: {} }).start();
    const refused: string[] = [];
    const FIELDS = { PLACE: 'cell', SELECT: 'cell', EXPLODE: 'toward', LOAD: 'source', RESTART: 'rules' } as const;
    fc.assert(
      fc.property(fc.constantFrom(...Object.entries(FIELDS)), badRecipe(3), fc.boolean(), ([type, field], recipe, asGetter) => {
        // RESTART keeps the current rules when it does not understand its own (by design): only one it cannot read is refused.
        fc.pre(type !== 'RESTART' || asGetter);
        const before = actor.getSnapshot().context;
        const event = asGetter
          ? Object.defineProperty({ type }, field, {
              get: () => {
                throw new Error('hostile');
              },
              enumerable: true,
            })
          : { type, [field]: hostile(recipe) };
        const seen = refused.length;
        if (!actor.getSnapshot().can(event as never)) refused.push(refusal(actor.getSnapshot().context, event as never).code);
        actor.send(event as never);
        expect(actor.getSnapshot().status).toBe('active');
        expect(actor.getSnapshot().context).toBe(before);
        expect(refused).toHaveLength(seen + 1);
      }),
      { numRuns: 300 },
    );
    actor.send({ type: 'PLACE', cell: 'b2' });
    expect(Object.keys(currentState(actor.getSnapshot().context.history).cells)).toEqual(['b2']);
  });
});

describe("the bot's worker, given any message", () => {
  let worker: Awaited<ReturnType<typeof workerStandIn>>;
  beforeAll(async () => {
    worker = await workerStandIn(() => import('@engine/hexone/bot/worker.js'));
  });

  it('answers a request with the turn to play', () => {
    worker.send({ id: 1, state: newGame(), level: 'easy', options: { seed: 2 } });
    expect(worker.answers.at(-1)).toEqual({ id: 1, actions: [expect.objectContaining({ type: 'place' })] });
  });

  it('answers anything else with an error (and its id when it has one), never a throw (property)', () => {
    fc.assert(
      fc.property(badRecipe(2), fc.constantFrom('data', 'id', 'state', 'level', 'options'), (recipe, where) => {
        const value = build(recipe, [{ id: 1, state: newGame(), level: 'easy' }, newGame()]);
        const data = where === 'data' ? value : { id: 3, state: newGame(), level: 'easy', [where]: value };
        const count = worker.answers.length;
        expect(() => worker.send(data)).not.toThrow();
        expect(worker.answers).toHaveLength(count + 1);
        expect(worker.answers.at(-1)).toMatchObject({ actions: [], error: expect.any(String) });
        if (where !== 'data' && where !== 'id') expect(worker.answers.at(-1)).toMatchObject({ id: 3 });
      }),
      { numRuns: 200 },
    );
    worker.send({ id: 4, state: { ...newGame(), phase: 'nowhere' }, level: 'easy' });
    expect(worker.answers.at(-1)).toEqual({ id: 4, actions: [], error: expect.stringMatching(/^state: phase must be/) });
  });
});
