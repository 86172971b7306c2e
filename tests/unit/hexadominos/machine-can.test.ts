/**
 * The machine tells the truth (issue 31), as Hexone's does (tests/unit/hexone/machine-can.test.ts): at random
 * snapshots reached by random games (seating, the who-starts draw, turns of people and computers, draws, undo,
 * matches, games over), for every event the machine knows (and one it does not), with valid and invalid
 * payloads, `snapshot.can(event)` is true exactly when sending the event is taken (XState's pure `transition`
 * gives another snapshot); a game action taken changes the game, and an event not taken has a `refusal` whose
 * code the board words in both languages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, transition } from 'xstate';
import { type Action, type GameState, legalActions, legalPlacements } from '@engine/hexadominos/index.js';
import { type HexadominosEvent, type HexadominosInput, hexadominosMachine, refusal } from '@engine/hexadominos/machine.js';
import { en } from '@components/hexadominos-board/i18n-en.js';
import { fr } from '@components/hexadominos-board/i18n-fr.js';

type Snapshot = ReturnType<ReturnType<typeof createActor<typeof hexadominosMachine>>['getSnapshot']>;

const HUMAN = { kind: 'human' } as const;
const MEDIUM = { kind: 'computer', level: 'medium' } as const;
const TWO_SEATS = 'standard turn:1 scores:16,0 112345@0,0/0 r0:122345,111234 r1:123345,112234 pile:123445,123455,122455';
const JUNK: unknown[] = ['z9', '', null, {}, 42, -1, 1.5, [0], undefined];

/** Where the random games start: seating, people, a person and a computer, a solo game, a match, a position. */
const STARTS: HexadominosInput[] = [
  { seed: 11 },
  { seed: 3, seats: [HUMAN, HUMAN], start: true },
  { seed: 5, seats: [HUMAN, MEDIUM], start: true },
  { seed: 8, seats: [HUMAN], start: true },
  { seed: 13, seats: [HUMAN, HUMAN], scoring: 'simple', target: 40, start: true },
  { source: TWO_SEATS, seats: [HUMAN, HUMAN] },
];
/** Events that change the game when taken. */
const GAME_CHANGES = new Set(['START', 'PLACE', 'DRAW', 'PASS', 'PLAY', 'UNDO', 'NEXT_GAME', 'RESTART', 'LOAD']);

/** Every event kind, with payloads drawn from valid ones (rack tiles, legal places, legal actions) and invalid ones. */
function probes(snapshot: Snapshot, pick: (n: number) => number): HexadominosEvent[] {
  const one = <T>(list: readonly T[]): T | undefined => list[pick(list.length)];
  const game = snapshot.context.game;
  const rack = game ? (game.racks[game.toMove] ?? []) : [];
  const places = game && !game.over ? legalPlacements(game) : [];
  const place = one(places);
  const actions: Action[] = game && !game.over ? legalActions(game) : [];
  const seat = game?.toMove ?? 0;
  const events: unknown[] = [
    { type: 'SETUP', seats: one([[HUMAN, HUMAN], [HUMAN, MEDIUM, MEDIUM], [], 'x', undefined]), scoring: one(['simple', 'chess', undefined]) },
    { type: 'START', seed: one([undefined, 5, -1, 'x', 2 ** 40]) },
    { type: 'SET_SEAT', seat: one([0, 1, 3, 9, null]), player: one([HUMAN, MEDIUM, { kind: 'computer', level: 'genius' }, 'x']) },
    { type: 'CONTINUE' },
    { type: 'SELECT', tile: one(rack) },
    { type: 'SELECT', tile: one(['112345', '123456', ...JUNK]) },
    { type: 'ROTATE', by: one([1, -1, 2, 'x', 1.5, null, undefined]) },
    { type: 'ROTATE', to: one([0, 3, 5, 6, -1, 'x']) },
    { type: 'DESELECT' },
    ...(place
      ? [
          { type: 'PLACE', at: place.at, tile: place.tile, rot: place.rot },
          { type: 'PLACE', at: place.at },
        ]
      : []),
    { type: 'PLACE', at: one([[0, 0], [1, 0], [99, 99], ...JUNK]), tile: one([...rack, ...JUNK]), rot: one([0, 3, 7, undefined]) },
    { type: 'DRAW' },
    { type: 'PASS' },
    { type: 'PLAY', seat: one([seat, seat + 1, 7, null]), action: one([...actions, { type: 'draw' }, { type: 'pass' }, ...JUNK]) },
    { type: 'UNDO' },
    { type: 'NEXT_GAME', seed: one([undefined, 9, 'x']) },
    { type: 'RESTART', seed: one([undefined, 21, -3]), seats: one([undefined, [HUMAN], [], null]) },
    { type: 'LOAD', source: one([TWO_SEATS, 'standard r0:112345 r1:122345 pile:123345', 'nonsense', null, {}, 7]) },
    { type: one(['HELLO', 'place', 'xstate.init']) },
  ];
  return events as HexadominosEvent[];
}

/** What sending `event` does: the snapshot after it (the same object when not taken). */
const sent = (snapshot: Snapshot, event: HexadominosEvent) => transition(hexadominosMachine, snapshot as AnyMachineSnapshot, event)[0];

function checkAt(snapshot: Snapshot, pick: (n: number) => number): number {
  let checked = 0;
  for (const event of probes(snapshot, pick)) {
    const can = snapshot.can(event);
    const after = sent(snapshot, event);
    const what = `${JSON.stringify(event)} at ${JSON.stringify(snapshot.value)}`;
    expect(after !== snapshot, what).toBe(can);
    if (can && GAME_CHANGES.has(event.type)) expect(after.context.game, what).not.toBe(snapshot.context.game);
    if (!can) {
      const { code } = refusal(snapshot.context, event);
      expect(typeof en.errors[code as keyof typeof en.errors], `${code} for ${what}`).toBe('function');
      expect(typeof fr.errors[code as keyof typeof fr.errors], `${code} for ${what}`).toBe('function');
    }
    checked++;
  }
  return checked;
}

/** A next step a player could take: mostly a legal action (a person's by gestures, a computer's by PLAY), sometimes something else. */
function nextStep(snapshot: Snapshot, pick: (n: number) => number): HexadominosEvent[] {
  if (snapshot.matches('seating')) return [{ type: 'START' }];
  if (snapshot.matches('starterDraw')) return [{ type: 'CONTINUE' }];
  if (snapshot.matches('gameOver')) return [pick(2) ? { type: 'NEXT_GAME' } : { type: 'UNDO' }];
  const game = snapshot.context.game as GameState;
  if (game.over) return [{ type: 'RESTART' }];
  const roll = pick(10);
  if (roll === 0) return [{ type: 'UNDO' }];
  const rack = game.racks[game.toMove] ?? [];
  if (roll === 1 && rack.length) return [{ type: 'SELECT', tile: rack[pick(rack.length)] }, { type: 'ROTATE' }];
  const actions = legalActions(game);
  const action = actions[pick(actions.length)];
  if (!action) return [{ type: 'UNDO' }];
  if (snapshot.matches({ playing: 'computer' })) return [{ type: 'PLAY', seat: game.toMove, action }];
  if (action.type === 'place')
    return [
      { type: 'SELECT', tile: action.tile },
      { type: 'ROTATE', to: action.rot },
      { type: 'PLACE', at: action.at },
    ];
  return [{ type: action.type === 'draw' ? 'DRAW' : 'PASS' }];
}

describe('the Hexa-dominos machine: can() is what sending does', () => {
  it('at every snapshot of random games (seating, the who-starts draw, turns, draws, undo, matches), for every event kind', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.constantFrom(...STARTS), fc.array(fc.nat(), { minLength: 30, maxLength: 30 }), (input, choices) => {
        let k = 0;
        const pick = (n: number) => (n > 0 ? choices[k++ % choices.length] % n : 0);
        let snapshot = createActor(hexadominosMachine, { input }).start().getSnapshot();
        for (let step = 0; step < 10; step++) {
          checked += checkAt(snapshot, pick);
          for (const event of nextStep(snapshot, pick)) snapshot = sent(snapshot, event);
        }
      }),
      { numRuns: 12 },
    );
    expect(checked).toBeGreaterThan(12 * 10 * 18);
  });
});
