/**
 * What the Hexa-dominos engine does with values pages and frameworks hand over, beyond "nothing throws"
 * (every export is fuzzed in tests/unit/engine-boundary.test.ts): a state is read once, own fields only,
 * into a copy that is checked and then used; inherited fields, class instances, cycles and lists too long
 * to be a game's are refused (the long ones at once, not walked); frozen states are played like any
 * other and never changed. The machine and the bot's worker take any event, input or message.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type GameState,
  type SeatView,
  apply,
  checkState,
  formatAction,
  formatPosition,
  formatRecord,
  legalActions,
  legalPlacements,
  newGame,
  openSpots,
  place,
  replay,
  tilesSum,
  viewEvents,
  viewFor,
  viewLegalActions,
} from '@engine/hexadominos/index.js';
import { hexadominosMachine, refusal } from '@engine/hexadominos/machine.js';
import { anyRecipe, badRecipe, build, deepFreeze, lyingProxy, workerStandIn } from '../hostile.js';
import { accepted } from './helpers.js';

const dealt = accepted(newGame({ players: 2, scoring: 'standard', seed: 5 }));
const [first] = legalPlacements(dealt);
const started = accepted(place(dealt, first.tile, first.at, first.rot));
const HUGE = 2 ** 32 - 1;

describe('checkState', () => {
  it('refuses an object whose fields are all inherited, naming why', () => {
    expect(checkState(Object.create(started))).toEqual({ code: 'invalid-state', reason: expect.stringMatching(/plain object/) });
    expect(checkState({ ...started, board: Object.create(started.board) })).toMatchObject({ code: 'invalid-state' });
    expect(checkState({ ...started, board: [Object.create(started.board[0])] })).toMatchObject({ code: 'invalid-state' });
  });

  it("refuses a class instance holding a valid state's fields, and accepts the same fields with no prototype", () => {
    class Game {}
    expect(checkState(Object.assign(new Game(), structuredClone(started)))).toMatchObject({
      code: 'invalid-state',
      reason: expect.stringMatching(/class instance/),
    });
    expect(checkState(Object.assign(Object.create(null), structuredClone(started)))).toBeNull();
    expect(checkState(new Map(Object.entries(started)))).toMatchObject({ code: 'invalid-state' });
  });

  it('refuses lists longer than any game holds at once, without walking them', () => {
    const huge = new Array(HUGE);
    for (const state of [
      { ...started, board: huge },
      { ...started, pile: huge },
      { ...started, racks: [huge, []] },
      { ...started, racks: huge },
    ]) {
      expect(checkState(state)).toMatchObject({ code: 'invalid-state', reason: expect.stringMatching(/at most|list of 2 racks/) });
    }
    expect(legalActions({ ...started, board: huge })).toEqual([]);
    expect(openSpots(huge)).toEqual([]);
    expect(tilesSum(huge)).toBeNaN();
    expect(viewEvents(huge, 0)).toEqual([]);
    expect(newGame({ players: 2, seed: 1, tiles: huge })).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
    expect(formatRecord({ options: { players: 2, seed: 1 }, actions: huge })).toBe('');
    expect(replay({ options: { players: 2, seed: 1 }, actions: huge })).toMatchObject({ ok: false, error: { code: 'invalid-action' } });
  });

  it('refuses a state that contains itself', () => {
    const cyclic: Record<string, unknown> = structuredClone(started) as never;
    (cyclic.board as unknown[]).push(cyclic);
    cyclic.starter = cyclic;
    expect(checkState(cyclic)).toMatchObject({ code: 'invalid-state' });
    expect(place(cyclic as never, first.tile, first.at, first.rot)).toMatchObject({ ok: false, error: { code: 'invalid-state' } });
  });

  it('refuses a state whose getters or proxy traps throw, with invalid-state and a reason', () => {
    const throwing = () => {
      throw new Error('hostile');
    };
    expect(checkState(Object.defineProperty({ ...started }, 'racks', { get: throwing, enumerable: true }))).toEqual({
      code: 'invalid-state',
      reason: 'not a game state: reading it threw an exception',
    });
    expect(checkState(new Proxy({ ...started }, { getOwnPropertyDescriptor: throwing }))).toMatchObject({ code: 'invalid-state' });
    const { proxy, revoke } = Proxy.revocable(structuredClone(started), {});
    revoke();
    expect(checkState(proxy)).toMatchObject({ code: 'invalid-state' });
  });
});

describe('a state is read once, and the copy is what the rules use', () => {
  it('a proxy that answers each field honestly once, then lies, gets the honest answers and is read once per field', () => {
    const honest = structuredClone(started);
    const expected = place(honest, first.tile, first.at, first.rot);
    for (const lie of [null, [], 'x', { ...started, over: true }]) {
      const { value, reads } = lyingProxy(structuredClone(started), lie);
      expect(place(value, first.tile, first.at, first.rot)).toEqual(expected);
      expect(Math.max(...reads.values())).toBe(1);
      expect([...reads.keys()].sort()).toEqual(Object.keys(started).sort());
    }
    const { value: lyingBoard, reads } = lyingProxy(structuredClone(started.board[0]), { at: [9, 9], tile: '111112', rot: 0 });
    expect(legalPlacements({ ...started, board: [lyingBoard] })).toEqual(legalPlacements(started));
    expect(Math.max(...reads.values())).toBe(1);
  });

  it('nothing handed in is kept or changed: answers share no object with the input', () => {
    const given = structuredClone(started);
    const [next] = legalPlacements(given);
    const moved = accepted(place(given, next.tile, next.at, next.rot));
    const view = viewFor(given, 0);
    expect(moved.board[0]).not.toBe(given.board[0]);
    expect(view.ok && view.value.board[0]).not.toBe(given.board[0]);
    expect(given).toEqual(started);
  });

  it('frozen states are played like any other and stay as they were (property)', () => {
    const frozen = deepFreeze(structuredClone(started));
    fc.assert(
      fc.property(fc.nat(), (pick) => {
        const actions = legalActions(frozen);
        const result = apply(frozen, actions[pick % actions.length]);
        expect(result.ok).toBe(true);
        expect(formatPosition(frozen)).toBe(formatPosition(started));
      }),
      { numRuns: 50 },
    );
    expect(frozen).toEqual(started);
  });
});

const seen = viewFor(started, started.toMove);
const view = seen.ok ? seen.value : ({} as SeatView);

describe('views and events from outside', () => {
  it('a view read once: the same actions through a lying proxy as from the honest view', () => {
    const { value, reads } = lyingProxy(structuredClone(view), 'garbage');
    expect(viewLegalActions(value)).toEqual(viewLegalActions(view));
    expect(Math.max(...reads.values())).toBe(1);
  });

  it("events are copied as plain data, other seats' draws hidden, whatever the list holds", () => {
    const drew = { type: 'drew', seat: 1, tile: '112345', draw: 1, penalty: 5, score: -5, pile: 3 } as const;
    const { value } = lyingProxy({ ...drew }, 'drew');
    const shown = viewEvents([value, drew, { type: 'passed', seat: 1 }], 0);
    expect(shown).toEqual([
      { ...drew, tile: null },
      { ...drew, tile: null },
      { type: 'passed', seat: 1 },
    ]);
    expect(() => structuredClone(shown)).not.toThrow();
  });
});

describe('an action written as text', () => {
  // Found by the boundary fuzz (seed 982044823): a placement whose cell is a proxy of a list claiming 2³² − 1 elements,
  // each throwing, was read (the cell left as given, for the rules to describe) and then written, reading its elements.
  it('is empty for a placement whose cell does not read, however hostile, and never throws', () => {
    const throwing = () => {
      throw new Error('hostile');
    };
    const long = new Proxy([], {
      get: (target, key) => (key === 'length' ? HUGE : typeof key === 'string' && /^\d+$/.test(key) ? throwing() : Reflect.get(target, key)),
    });
    // Two elements the first time they are read, a throw the second.
    let reads = 0;
    const changing = new Proxy([1, -1], { get: (target, key, receiver) => (key === '0' && ++reads > 1 ? throwing() : Reflect.get(target, key, receiver)) });
    for (const at of [long, changing, [1], [1, 2, 3], [0.5, 1], 'c3', null])
      expect(formatAction({ type: 'place', tile: '112345', at, rot: 0 } as never)).toBe(at === changing ? '112345@1,-1/0' : '');
    expect(formatAction({ type: 'place', tile: '112345', at: [1, -1], rot: 3 })).toBe('112345@1,-1/3');
  });
});

describe('the machine, given hostile input and events', () => {
  const hostile = (recipe: Parameters<typeof build>[0]) => build(recipe, [started, { type: 'PLACE', at: [1, 0] }, 'standard', [{ kind: 'human' }]]);

  it('starts from any input, keeping a reason when it cannot read it (property)', () => {
    fc.assert(
      fc.property(anyRecipe(4), (recipe) => {
        const actor = createActor(hexadominosMachine, { input: hostile(recipe) as never }).start();
        expect(actor.getSnapshot().status).toBe('active');
        actor.stop();
      }),
      { numRuns: 200 },
    );
    const throwing = Object.defineProperty({}, 'seats', {
      get: () => {
        throw new Error('hostile');
      },
      enumerable: true,
    });
    const actor = createActor(hexadominosMachine, { input: throwing }).start();
    expect(actor.getSnapshot().context.error).toEqual({ code: 'invalid-setup', reason: 'input: reading it threw an exception' });
  });

  it('refuses events whose fields throw, lie or hold anything, says why, and stays usable (property)', () => {
    const actor = createActor(hexadominosMachine, { input: { seats: [{ kind: 'human' }, { kind: 'human' }], start: true, seed: 3 } }).start();
    actor.send({ type: 'CONTINUE' });
    // Each event with a bad value in a field it reads (the others it ignores, like any extra field).
    const READS = {
      SETUP: ['seats', 'scoring', 'target', 'tiles', 'undo'],
      START: ['seed'],
      SET_SEAT: ['seat', 'player'],
      SELECT: ['tile'],
      ROTATE: ['by', 'to'],
      PLACE: ['at', 'tile', 'rot'],
      PLAY: ['seat', 'action'],
      LOAD: ['source'],
      RESTART: ['seed'],
      NEXT_GAME: ['seed'],
    } as const;
    const sent = fc.constantFrom(...Object.entries(READS)).chain(([type, fields]) => fc.tuple(fc.constant(type), fc.constantFrom(...fields)));
    fc.assert(
      fc.property(sent, badRecipe(4), ([type, field], recipe) => {
        const before = actor.getSnapshot();
        const event = { type, [field]: hostile(recipe) } as never;
        // The machine does not take it (no catch-all: `can` is exact), and `refusal` says why, as a board reports it.
        expect(before.can(event)).toBe(false);
        expect(refusal(before.context, event)).toMatchObject({ code: expect.any(String) });
        actor.send(event);
        expect(actor.getSnapshot().status).toBe('active');
        expect(actor.getSnapshot().context).toBe(before.context);
      }),
      { numRuns: 300 },
    );
    const getter = Object.defineProperty({ type: 'PLACE' }, 'at', {
      get: () => {
        throw new Error('hostile');
      },
      enumerable: true,
    });
    expect(actor.getSnapshot().can(getter as never)).toBe(false);
    expect(refusal(actor.getSnapshot().context, getter as never)).toEqual({ code: 'invalid-event', reason: 'PLACE: reading the event threw an exception' });
    actor.send(getter as never);
    // Still playing: a legal placement goes through.
    const game = actor.getSnapshot().context.game as GameState;
    const [move] = legalPlacements(game);
    actor.send({ type: 'PLACE', tile: move.tile, at: move.at, rot: move.rot });
    expect(actor.getSnapshot().context.game?.board).toHaveLength(game.board.length + 1);
  });

  it('a PLACE whose cell answers honestly once, then lies, places where it said the first time', () => {
    const actor = createActor(hexadominosMachine, { input: { seats: [{ kind: 'human' }, { kind: 'human' }], start: true, seed: 3 } }).start();
    actor.send({ type: 'CONTINUE' });
    const game = actor.getSnapshot().context.game as GameState;
    const [move] = legalPlacements(game);
    const { value } = lyingProxy({ type: 'PLACE', tile: move.tile, at: [...move.at], rot: move.rot }, [99, 99], ['at']);
    actor.send(value as never);
    expect(actor.getSnapshot().context.game?.board.at(-1)).toEqual({ at: move.at, tile: move.tile, rot: move.rot });
  });
});

describe("the bot's worker, given any message", () => {
  let worker: Awaited<ReturnType<typeof workerStandIn>>;
  beforeAll(async () => {
    worker = await workerStandIn(() => import('@engine/hexadominos/bot/worker.js'));
  });

  it("answers a request with an action for the view's seat", () => {
    worker.send({ id: 7, view, level: 'medium', options: { seed: 1 } });
    expect(worker.answers.at(-1)).toEqual({ id: 7, seat: started.toMove, action: expect.objectContaining({ type: expect.any(String) }) });
    worker.send({ id: 8, view, level: 'hard', options: { samples: 2 ** 40, timeMs: 20 } });
    expect(worker.answers.at(-1)).toMatchObject({ id: 8, action: expect.any(Object) }); // the time given stops even endless sampling
  });

  it('answers anything else with an error (and its id when it has one), never a throw (property)', () => {
    fc.assert(
      fc.property(badRecipe(3), fc.constantFrom('data', 'id', 'view', 'level', 'options'), (recipe, where) => {
        const value = build(recipe, [{ id: 1, view, level: 'easy' }, view, 'hard']);
        const data = where === 'data' ? value : { id: 3, view, level: 'easy', [where]: value };
        const count = worker.answers.length;
        expect(() => worker.send(data)).not.toThrow();
        expect(worker.answers).toHaveLength(count + 1);
        expect(worker.answers.at(-1)).toMatchObject({ action: null, error: expect.any(String) });
        if (where !== 'data' && where !== 'id') expect(worker.answers.at(-1)).toMatchObject({ id: 3 });
      }),
      { numRuns: 200 },
    );
  });
});
