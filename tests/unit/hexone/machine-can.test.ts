/**
 * The machine tells the truth (issue 31): at random snapshots reached by random games, for every event the
 * machine knows (and one it does not), with valid and invalid payloads, `snapshot.can(event)` is true exactly
 * when sending the event is taken (XState's pure `transition` gives another snapshot); a taken move changes the
 * game's timeline, and one not taken has a `refusal` whose code the board words in both languages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, transition } from 'xstate';
import { CELLS } from '@engine/hexone/cells.js';
import { type GameMachineEvent, actionEvent, gameMachine, refusal } from '@engine/hexone/machine.js';
import { explodableCells, legalActions, yNames } from '@engine/hexone/rules.js';
import { currentState } from '@engine/hexone/history.js';
import { ERROR_CODES } from '@engine/hexone/types.js';
import { en } from '@components/hexone-board/i18n-en.js';
import { fr } from '@components/hexone-board/i18n-fr.js';

type Snapshot = ReturnType<ReturnType<typeof createActor<typeof gameMachine>>['getSnapshot']>;

/** Cells and things that are not cells: a name off the board, null, an object, a number, nothing. */
const JUNK: unknown[] = ['z9', '', null, {}, { cell: 'b2' }, 42, undefined];
/** Where the random games start: new games of each rule set, a chain, a side about to be shut in, a won game. */
const STARTS: { source?: string; rules?: object; first?: 'b' | 'w' }[] = [
  {},
  { rules: { exits: 'express', tiles: true }, first: 'w' },
  { rules: { exits: 'long' } },
  { source: 'b b2:3b d4:3b e5:1w' },
  { source: 'b b2:4b b3:1w c2:1b c4:1b d3:1b d4:1b c3:1w' },
  { source: 'b b2:3b b3:1w' },
  { source: 'express tiles b c2:3b d2:1w:gray e5:removed' },
];
/** Events that change the game's timeline when taken. */
const MOVES = new Set(['PLACE', 'EXPLODE', 'PASS', 'UNDO', 'REDO', 'LOAD', 'RESTART']);

/**
 * Every event kind, with payloads drawn from valid ones (legal placements, cells that may explode, their Ys, the
 * chosen cell's Ys) and invalid ones (any cell, junk). Sampled rather than crossed: XState's `transition` costs
 * about half a millisecond, and the test stays within a few seconds.
 */
function probes(snapshot: Snapshot, pick: (n: number) => number): GameMachineEvent[] {
  const cells: unknown[] = [...CELLS, ...JUNK];
  const one = <T>(list: readonly T[]): T | undefined => list[pick(list.length)];
  const any = () => one(cells);
  const state = currentState(snapshot.context.history);
  const legal = legalActions(state).flatMap((a) => (a.type === 'place' ? [a.cell] : []));
  const explodable = explodableCells(state);
  const selected = snapshot.context.selected;
  const ys = [...(selected ? yNames(selected) : []), ...explodable.flatMap((cell) => yNames(cell))];
  const fuse = one(explodable);
  const events: unknown[] = [
    ...[one(legal), one(legal), any(), any(), any()].map((cell) => ({ type: 'PLACE', cell })),
    ...[fuse, selected, any(), any()].map((cell) => ({ type: 'SELECT', cell })),
    ...(fuse ? [...yNames(fuse), any()].map((toward) => ({ type: 'EXPLODE', cell: fuse, toward })) : []),
    ...[one(ys), one(ys), any()].map((toward) => ({ type: 'EXPLODE', toward })),
    { type: 'EXPLODE', cell: any(), toward: any() },
    { type: 'EXPLODE', cell: null, toward: one(ys) ?? 'b3' },
    { type: 'PASS' },
    { type: 'CANCEL' },
    { type: 'UNDO' },
    { type: 'REDO' },
    { type: 'RESTART', rules: one([undefined, null, 'long', { exits: 'long' }, { tiles: 'yes' }]), first: one(['w', 'x', null, undefined]) },
    { type: 'LOAD', source: one(['classic b opening | d3 b2', 'b b2:1b d4:1w', 'nonsense', 'classic b2:9z', null, {}, 7]) },
    { type: one(['HELLO', 'place', 'xstate.init']) },
  ];
  return events as GameMachineEvent[];
}

/** What sending `event` does: the snapshot after it (the same object when not taken). */
const sent = (snapshot: Snapshot, event: GameMachineEvent) => transition(gameMachine, snapshot as AnyMachineSnapshot, event)[0];

function checkAt(snapshot: Snapshot, pick: (n: number) => number): number {
  let checked = 0;
  for (const event of probes(snapshot, pick)) {
    const can = snapshot.can(event);
    const after = sent(snapshot, event);
    const what = `${JSON.stringify(event)} at ${JSON.stringify(snapshot.value)}`;
    expect(after !== snapshot, what).toBe(can);
    if (can && MOVES.has(event.type)) expect(after.context.history, what).not.toBe(snapshot.context.history);
    if (!can) {
      const { code } = refusal(snapshot.context, event);
      expect(ERROR_CODES, what).toContain(code);
      expect(typeof en.errors[code], code).toBe('function');
      expect(typeof fr.errors[code], code).toBe('function');
    }
    checked++;
  }
  return checked;
}

describe('the Hexone machine: can() is what sending does', () => {
  it('at every snapshot of random games (chains, choices, undo and redo, shut-in sides, won games), for every event kind', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.constantFrom(...STARTS), fc.array(fc.nat(), { minLength: 30, maxLength: 30 }), (input, choices) => {
        let k = 0;
        const pick = (n: number) => (n > 0 ? choices[k++ % choices.length] % n : 0);
        let snapshot = createActor(gameMachine, { input }).start().getSnapshot();
        for (let step = 0; step < 12; step++) {
          checked += checkAt(snapshot, pick);
          // A next step a player could take: mostly a legal move, sometimes a choice, a cancel, an undo or a redo.
          const state = currentState(snapshot.context.history);
          const actions = legalActions(state);
          const explodable = explodableCells(state);
          const roll = pick(10);
          const next: GameMachineEvent =
            roll === 0
              ? { type: 'UNDO' }
              : roll === 1
                ? { type: 'REDO' }
                : roll === 2 && explodable.length
                  ? { type: 'SELECT', cell: explodable[pick(explodable.length)] }
                  : roll === 3 && snapshot.context.selected
                    ? { type: 'CANCEL' }
                    : actions.length
                      ? actionEvent(actions[pick(actions.length)])
                      : { type: 'UNDO' };
          snapshot = sent(snapshot, next);
        }
      }),
      { numRuns: 15 },
    );
    expect(checked).toBeGreaterThan(15 * 12 * 20);
  });

  it('says no to a placement off the board or on a taken cell, undo and redo with nothing to take back, and an explosion in the opening', () => {
    const snapshot = createActor(gameMachine, { input: {} }).start().getSnapshot();
    expect(snapshot.can({ type: 'PLACE', cell: 'z9' })).toBe(false);
    expect(snapshot.can({ type: 'UNDO' })).toBe(false);
    expect(snapshot.can({ type: 'REDO' })).toBe(false);
    expect(snapshot.can({ type: 'EXPLODE', cell: 'b2', toward: 'b3' })).toBe(false);
    expect(refusal(snapshot.context, { type: 'EXPLODE', cell: 'b2', toward: 'b3' }).code).toBe('must-place');
    const opened = sent(snapshot, { type: 'PLACE', cell: 'd3' });
    expect(opened.can({ type: 'PLACE', cell: 'd3' })).toBe(false);
    expect(refusal(opened.context, { type: 'PLACE', cell: 'd3' }).code).toBe('opening-occupied');
    expect(opened.can({ type: 'UNDO' })).toBe(true);
    expect(opened.can({ type: 'PLACE', cell: 'b2' })).toBe(true);
  });
});
