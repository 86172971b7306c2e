/**
 * The Hexa-dominos game machine, through a running actor: Arrange (an actor from input or a loaded
 * position), Act (send events), Assert (state value, context, emitted events). An event the machine does
 * not take is one `snapshot.can()` says no to: it leaves the snapshot exactly as it was, and `refusal`
 * says why.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { type Action, type GameState, formatPosition, legalActions, matchStanding, newGame } from '@engine/hexadominos/index.js';
import { type HexadominosEmitted, type HexadominosEvent, type HexadominosInput, hexadominosMachine, refusal } from '@engine/hexadominos/machine.js';
import { drawCost, recordOf } from '@engine/hexadominos/session.js';
import { formatRecord, replay } from '@engine/hexadominos/record.js';

type GameActor = Actor<typeof hexadominosMachine>;
const HUMAN = { kind: 'human' } as const;
const MEDIUM = { kind: 'computer', level: 'medium' } as const;

/** A started actor plus everything it emitted, in order. */
function start(input: HexadominosInput = {}): { actor: GameActor; emitted: HexadominosEmitted[] } {
  const actor = createActor(hexadominosMachine, { input }).start();
  const emitted: HexadominosEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  return { actor, emitted };
}
const game = (actor: GameActor): GameState => actor.getSnapshot().context.game as GameState;

/** An event that must be refused: `can()` says no, `refusal` gives the code, and sending it changes and emits nothing. */
function expectRefused(actor: GameActor, emitted: HexadominosEmitted[], event: HexadominosEvent, code: string): void {
  const before = actor.getSnapshot();
  const seen = emitted.length;
  expect(before.can(event)).toBe(false);
  expect(refusal(before.context, event)).toMatchObject({ code });

  actor.send(event);

  const after = actor.getSnapshot();
  expect(after.context).toBe(before.context);
  expect(after.value).toEqual(before.value);
  expect(emitted.slice(seen)).toEqual([]);
}

/** The gesture events a person makes for `action`: select, turn, place; or draw; or pass. */
function gestures(action: Action): HexadominosEvent[] {
  if (action.type !== 'place') return [{ type: action.type === 'draw' ? 'DRAW' : 'PASS' }];
  return [
    { type: 'SELECT', tile: action.tile },
    { type: 'ROTATE', to: action.rot },
    { type: 'PLACE', at: action.at },
  ];
}

/** Plays to the end of the current game: people by gestures, computers by PLAY, each the first legal action. */
function playToEnd(actor: GameActor): number {
  let actions = 0;
  for (; actions < 2000 && !game(actor).over; actions++) {
    if (actor.getSnapshot().matches('starterDraw')) actor.send({ type: 'CONTINUE' });
    const state = game(actor);
    const [action] = legalActions(state);
    if (actor.getSnapshot().matches({ playing: 'computer' })) actor.send({ type: 'PLAY', seat: state.toMove, action });
    else for (const event of gestures(action)) actor.send(event);
    expect(game(actor)).not.toBe(state); // every action was taken
  }
  return actions;
}

// 112345 at 0,0 turned 0 shows E1 SE1 SW2 W3 NW4 NE5; 123345 turned 3 at 1,0 shows its 1 to the west.
const TWO_SEATS = 'standard turn:1 scores:16,0 112345@0,0/0 r0:122345,111234 r1:123345,112234 pile:123445,123455,122455';

describe('the Hexa-dominos machine', () => {
  describe('seats and the who-starts draw', () => {
    it('waits in seating, takes the seats and scoring, then deals the game the seed gives', () => {
      const { actor, emitted } = start({ seed: 7 });
      expect(actor.getSnapshot().matches('seating')).toBe(true);

      actor.send({ type: 'SETUP', seats: [HUMAN, MEDIUM, { kind: 'computer', level: 'hard' }], scoring: 'simple' });
      actor.send({ type: 'START' });

      const expected = newGame({ players: 3, scoring: 'simple', seed: 7 });
      expect(expected.ok && game(actor)).toEqual(expected.ok && expected.state);
      expect(actor.getSnapshot().matches('starterDraw')).toBe(true);
      expect(emitted.map((e) => e.type === 'timeline' && e.change)).toEqual(['setup', 'start']);
    });

    it('shows the who-starts draw until CONTINUE, then gives the first tile to the starter (person or computer)', () => {
      const { actor } = start({ seed: 3, seats: [HUMAN, MEDIUM], start: true });
      const starter = game(actor).starter!.starter;

      actor.send({ type: 'CONTINUE' });

      expect(actor.getSnapshot().matches({ playing: { [starter === 0 ? 'human' : 'computer']: 'first' } })).toBe(true);
    });

    it('has no who-starts draw in a solo game', () => {
      const { actor } = start({ seats: [HUMAN], seed: 1, start: true });

      expect(actor.getSnapshot().matches({ playing: { human: 'first' } })).toBe(true);
      expect(game(actor).racks[0]).toHaveLength(9);
    });

    it('refuses seats that cannot play, a START with a bad tile set, and play before START', () => {
      const { actor, emitted } = start();

      expectRefused(actor, emitted, { type: 'SETUP', seats: [] }, 'invalid-setup');
      expectRefused(actor, emitted, { type: 'SETUP', seats: [HUMAN, { kind: 'computer', level: 'genius' } as never] }, 'invalid-setup');
      expectRefused(actor, emitted, { type: 'SETUP', scoring: 'kids', target: 500 }, 'invalid-setup');
      expectRefused(actor, emitted, { type: 'PLACE', at: [0, 0] }, 'no-game');
      expectRefused(actor, emitted, { type: 'UNDO' }, 'nothing-to-undo');
      expectRefused(actor, emitted, { type: 'RESTART', seats: [] }, 'invalid-setup');
      actor.send({ type: 'SETUP', seats: [HUMAN, HUMAN, HUMAN, HUMAN] });
      actor.send({ type: 'SETUP', tiles: ['112345', '122345'] } as never);
      expectRefused(actor, emitted, { type: 'START', seed: 1 }, 'invalid-setup');
    });

    it('refuses turns while the who-starts draw shows, and CONTINUE once it is gone', () => {
      const { actor, emitted } = start({ seed: 5, start: true });

      expectRefused(actor, emitted, { type: 'DRAW' }, 'invalid-event');
      actor.send({ type: 'CONTINUE' });
      expectRefused(actor, emitted, { type: 'CONTINUE' }, 'invalid-event');
      expectRefused(actor, emitted, { type: 'START' }, 'invalid-event');
    });
  });

  describe('a turn', () => {
    it('selects a rack tile, turns it both ways, and places the selection', () => {
      const { actor, emitted } = start({ source: TWO_SEATS, seats: [HUMAN, HUMAN] });
      expect(actor.getSnapshot().matches({ playing: { human: 'turn' } })).toBe(true);

      actor.send({ type: 'SELECT', tile: '123345' });
      actor.send({ type: 'ROTATE' });
      actor.send({ type: 'ROTATE', by: -2 });
      expect(actor.getSnapshot().context.selection).toEqual({ tile: '123345', rot: 5 });
      actor.send({ type: 'ROTATE', to: 3 });
      actor.send({ type: 'PLACE', at: [1, 0] });

      expect(game(actor).scores).toEqual([16, 18]);
      expect(actor.getSnapshot().context.selection).toEqual({ tile: null, rot: 0 });
      expect(emitted.at(-1)).toMatchObject({
        type: 'applied',
        seat: 1,
        action: { type: 'place', tile: '123345', at: [1, 0], rot: 3 },
        state: game(actor),
      });
      expect(emitted.at(-1)!.type === 'applied' && emitted.at(-1)).toMatchObject({
        events: [{ type: 'tilePlaced' }, { type: 'sidesMatched' }, { type: 'points' }, { type: 'turn', toMove: 0 }],
      });
    });

    it('after a draw selects the drawn tile, refuses any other, and lets the turn draw again', () => {
      const { actor, emitted } = start({ source: TWO_SEATS, seats: [HUMAN, HUMAN] });

      actor.send({ type: 'DRAW' });

      expect(actor.getSnapshot().matches({ playing: { human: 'drawn' } })).toBe(true);
      expect(actor.getSnapshot().context.selection).toEqual({ tile: '123445', rot: 0 });
      expect(game(actor).scores[1]).toBe(-5);
      expectRefused(actor, emitted, { type: 'SELECT', tile: '123345' }, 'must-place-drawn');
      expectRefused(actor, emitted, { type: 'PASS' }, 'cannot-pass');
      actor.send({ type: 'DRAW' });
      expect(actor.getSnapshot().context.selection.tile).toBe('123455');
    });

    it('passes once the last tile of the pile is drawn: the next seat is to move, the selection cleared, the pass emitted', () => {
      const { actor, emitted } = start({ source: TWO_SEATS.replace('pile:123445,123455,122455', 'pile:123445'), seats: [HUMAN, HUMAN] });
      expectRefused(actor, emitted, { type: 'PASS' }, 'cannot-pass');
      actor.send({ type: 'DRAW' });
      expect(actor.getSnapshot().can({ type: 'PASS' })).toBe(true);
      const before = game(actor);

      actor.send({ type: 'PASS' });

      const after = game(actor);
      expect(after.toMove).toBe(0);
      expect(after.racks[1]).toEqual(before.racks[1]); // the drawn tile stays in the rack
      expect(after.board).toEqual(before.board);
      expect(after.draws).toBe(0);
      expect(actor.getSnapshot().context.selection.tile).toBe(null);
      expect(actor.getSnapshot().matches({ playing: { human: 'turn' } })).toBe(true);
      expect(emitted.at(-1)).toMatchObject({ type: 'applied', seat: 1, action: { type: 'pass' }, state: after });
      expect(actor.getSnapshot().context.log.at(-1)?.action).toEqual({ type: 'pass' }); // what undo and the record read
    });

    it('refuses what the rules refuse, leaving the snapshot as it was', () => {
      const { actor, emitted } = start({ source: TWO_SEATS, seats: [HUMAN, HUMAN] });

      expectRefused(actor, emitted, { type: 'PLACE', at: [1, 0] }, 'nothing-selected');
      expectRefused(actor, emitted, { type: 'DESELECT' }, 'nothing-selected');
      expectRefused(actor, emitted, { type: 'SELECT', tile: '122345' }, 'not-in-rack');
      expectRefused(actor, emitted, { type: 'SELECT', tile: 'tile' }, 'invalid-tile');
      actor.send({ type: 'SELECT', tile: '123345' });
      expectRefused(actor, emitted, { type: 'ROTATE', by: 0.5 }, 'invalid-event');
      expectRefused(actor, emitted, { type: 'ROTATE', to: 7 as never }, 'invalid-event');
      expectRefused(actor, emitted, { type: 'PLACE', at: [1, 0] }, 'sides-mismatch');
      expectRefused(actor, emitted, { type: 'PLACE', at: [0, 0], rot: 3 }, 'occupied');
      expectRefused(actor, emitted, { type: 'PLACE', at: [5, 5], rot: 3 }, 'not-touching');
      expectRefused(actor, emitted, { type: 'PASS' }, 'cannot-pass');
      expectRefused(actor, emitted, { type: 'PLAY', seat: 0, action: { type: 'draw' } }, 'not-to-move');
      expectRefused(actor, emitted, { type: 'PLAY', seat: 1, action: { type: 'jump' } as never }, 'invalid-action');
      expectRefused(actor, emitted, { type: 'NEXT_GAME' }, 'not-over');
      expectRefused(actor, emitted, { type: 'LOAD', source: 'standard r0:nonsense' }, 'invalid-notation');
    });

    it("refuses gestures on a computer seat's turn and takes its action as PLAY", () => {
      const { actor, emitted } = start({ source: TWO_SEATS, seats: [HUMAN, MEDIUM] });
      expect(actor.getSnapshot().matches({ playing: { computer: 'turn' } })).toBe(true);

      expectRefused(actor, emitted, { type: 'SELECT', tile: '123345' }, 'computer-to-move');
      expectRefused(actor, emitted, { type: 'DRAW' }, 'computer-to-move');
      actor.send({ type: 'PLAY', seat: 1, action: { type: 'place', tile: '123345', at: [1, 0], rot: 3 } });

      expect(actor.getSnapshot().matches({ playing: { human: 'turn' } })).toBe(true);
      expect(game(actor).racks[1]).toEqual(['112234']);
    });

    it('hands a seat to the computer mid-game with SET_SEAT', () => {
      const { actor, emitted } = start({ source: TWO_SEATS, seats: [HUMAN, HUMAN] });

      actor.send({ type: 'SET_SEAT', seat: 1, player: { kind: 'computer', level: 'easy' } });

      expect(actor.getSnapshot().matches({ playing: { computer: 'turn' } })).toBe(true);
      expectRefused(actor, emitted, { type: 'SET_SEAT', seat: 2, player: HUMAN }, 'invalid-setup');
      expectRefused(actor, emitted, { type: 'SET_SEAT', seat: 0, player: { kind: 'robot' } as never }, 'invalid-setup');
    });
  });

  describe('undo', () => {
    it("takes back a person's placement, with its tile selected again, until the next seat acts", () => {
      const { actor, emitted } = start({ source: TWO_SEATS, seats: [HUMAN, HUMAN] });
      const before = game(actor);
      actor.send({ type: 'PLAY', seat: 1, action: { type: 'place', tile: '123345', at: [1, 0], rot: 3 } });

      actor.send({ type: 'UNDO' });

      expect(game(actor)).toBe(before);
      expect(actor.getSnapshot().context.selection).toEqual({ tile: '123345', rot: 3 });
      expect(emitted.at(-1)).toEqual({ type: 'timeline', change: 'undo', state: before });
      expectRefused(actor, emitted, { type: 'UNDO' }, 'nothing-to-undo');
      actor.send({ type: 'PLACE', at: [1, 0] });
      actor.send({ type: 'DRAW' }); // seat 0 acts: seat 1's placement is final
      expectRefused(actor, emitted, { type: 'UNDO' }, 'nothing-to-undo');
    });

    it('goes back to just after the draw when the drawn tile was placed (the draw stays)', () => {
      const { actor } = start({ source: 'standard 112345@0,0/0 r0:122345,111234 r1:112234 pile:123345,123455', seats: [HUMAN, HUMAN] });
      actor.send({ type: 'DRAW' });
      const drawn = game(actor);
      actor.send({ type: 'ROTATE', to: 3 });
      actor.send({ type: 'PLACE', at: [1, 0] });

      actor.send({ type: 'UNDO' });

      expect(game(actor)).toBe(drawn);
      expect(actor.getSnapshot().matches({ playing: { human: 'drawn' } })).toBe(true);
    });

    it("never takes back a computer's placement, nor anything in a game set up without undo", () => {
      const computer = start({ source: TWO_SEATS, seats: [HUMAN, MEDIUM] });
      computer.actor.send({ type: 'PLAY', seat: 1, action: { type: 'place', tile: '123345', at: [1, 0], rot: 3 } });
      expectRefused(computer.actor, computer.emitted, { type: 'UNDO' }, 'nothing-to-undo');

      const online = start({ source: TWO_SEATS, seats: [HUMAN, HUMAN], undo: false });
      online.actor.send({ type: 'PLAY', seat: 1, action: { type: 'place', tile: '123345', at: [1, 0], rot: 3 } });
      expectRefused(online.actor, online.emitted, { type: 'UNDO' }, 'nothing-to-undo');
    });

    it('refuses to take back the placement that ended the game: a decided game stays decided', () => {
      const { actor, emitted } = start({ source: 'standard 112345@0,0/0 r0:123345 r1:112234 pile:123445', seats: [HUMAN, HUMAN] });
      actor.send({ type: 'SELECT', tile: '123345' });
      actor.send({ type: 'PLACE', at: [1, 0], rot: 3 });
      expect(actor.getSnapshot().matches('gameOver')).toBe(true);

      expectRefused(actor, emitted, { type: 'UNDO' }, 'game-over');
    });

    it('keeps the log of the game in its context: UNDO takes its last entry back', () => {
      const { actor } = start({ source: TWO_SEATS, seats: [HUMAN, HUMAN] });
      actor.send({ type: 'PLAY', seat: 1, action: { type: 'place', tile: '123345', at: [1, 0], rot: 3 } });
      expect(actor.getSnapshot().context.log).toMatchObject([
        { seat: 1, action: { type: 'place', tile: '123345' }, events: [{ type: 'tilePlaced' }, {}, {}, {}] },
      ]);

      actor.send({ type: 'UNDO' });

      expect(actor.getSnapshot().context.log).toEqual([]);
    });
  });

  describe('whole games and matches', () => {
    it('plays a four-seat game to its end by gestures and PLAY, then refuses play', () => {
      const { actor, emitted } = start({ seats: [HUMAN, MEDIUM, HUMAN, MEDIUM], seed: 11, start: true });

      const actions = playToEnd(actor);

      const final = game(actor);
      expect(actor.getSnapshot().matches('gameOver')).toBe(true);
      expect(final.winners.length).toBeGreaterThan(0);
      expect(emitted.filter((e) => e.type === 'applied')).toHaveLength(actions);
      expect(actor.getSnapshot().context.log).toHaveLength(actions);
      expectRefused(actor, emitted, { type: 'DRAW' }, 'game-over');
      expectRefused(actor, emitted, { type: 'NEXT_GAME' }, 'no-next-game');
    });

    it('carries totals into the next game of a match until one reaches the target', () => {
      const { actor, emitted } = start({ seats: [MEDIUM, MEDIUM], target: 300, seed: 2, start: true });
      const totals: number[][] = [];

      for (let games = 0; games < 20 && !actor.getSnapshot().matches('matchOver'); games++) {
        playToEnd(actor);
        totals.push(matchStanding(game(actor))!.totals);
        if (actor.getSnapshot().matches('gameOver')) {
          actor.send({ type: 'NEXT_GAME' });
          expect(game(actor).match).toEqual({ target: 300, totals: totals.at(-1), game: totals.length + 1 });
          expect(actor.getSnapshot().matches('starterDraw')).toBe(true);
        }
      }

      expect(actor.getSnapshot().matches('matchOver')).toBe(true);
      expect(totals.length).toBeGreaterThan(1);
      expect(Math.max(...totals.at(-1)!)).toBeGreaterThanOrEqual(300);
      expect(totals.slice(0, -1).every((t) => Math.max(...t) < 300)).toBe(true);
      // The first seat to reach the target won at once: the one that made the last move, alone past it.
      expect(totals.at(-1)!.filter((t) => t >= 300)).toHaveLength(1);
      expect(matchStanding(game(actor))!.winners).toEqual([game(actor).toMove]);
      expect(totals.at(-1)![game(actor).toMove]).toBeGreaterThanOrEqual(300);
      expectRefused(actor, emitted, { type: 'NEXT_GAME' }, 'no-next-game');
    });

    it('repeats a match from its seed: the next games follow from the first', () => {
      const dealt = () => {
        const { actor } = start({ seats: [MEDIUM, MEDIUM], target: 100_000, seed: 4, start: true });
        playToEnd(actor);
        actor.send({ type: 'NEXT_GAME' });
        return formatPosition(game(actor));
      };
      expect(dealt()).toBe(dealt());
    });

    it('restarts with the same seats, and loads a record at its last action', () => {
      const { actor, emitted } = start({ seats: [HUMAN, MEDIUM], seed: 8, start: true });
      actor.send({ type: 'RESTART', seed: 9 });
      const expected = newGame({ players: 2, seed: 9 });
      expect(expected.ok && game(actor)).toEqual(expected.ok && expected.state);

      expectRefused(actor, emitted, { type: 'LOAD', source: 'standard players:1 seed:5 | draw' }, 'draw-before-first');
      actor.send({ type: 'LOAD', source: 'standard.players-1.seed-5~' });
      expect(actor.getSnapshot().matches({ playing: { human: 'first' } })).toBe(true);
      expect(actor.getSnapshot().context.config.seats).toEqual([HUMAN]);
      const solo = newGame({ players: 1, seed: 5 });
      const tile = solo.ok ? solo.state.racks[0][0] : '';
      actor.send({ type: 'LOAD', source: `standard players:1 seed:5 | ${tile}@0,0/2` });
      expect(game(actor).board).toEqual([{ tile, at: [0, 0], rot: 2 }]);
    });
  });

  describe('what the board reads of it', () => {
    it('writes the record of the game on the table from its context, which replays to the same state', () => {
      const { actor } = start({ seats: [HUMAN, MEDIUM, HUMAN], seed: 12, start: true });
      playToEnd(actor);
      const { dealt, log } = actor.getSnapshot().context;

      const record = recordOf(dealt, log)!;

      expect(record.options).toEqual({ players: 3, scoring: 'standard', seed: 12 });
      const replayed = replay(record);
      expect(replayed.ok && replayed.value.states.at(-1)).toEqual(game(actor));
      const reloaded = start({ source: formatRecord(record), seats: [HUMAN, MEDIUM, HUMAN] });
      expect(reloaded.actor.getSnapshot().context.log).toEqual(log);
    });

    it('loads a record as a game of a match: the match is dealt and ended as such, and its totals stay', () => {
      const { actor } = start({ seats: [MEDIUM, MEDIUM], target: 100_000, seed: 4, start: true });
      playToEnd(actor);
      actor.send({ type: 'NEXT_GAME' });
      actor.send({ type: 'CONTINUE' });
      const match = game(actor).match!;
      expect(actor.getSnapshot().context.matchGames).toHaveLength(1);
      const [first] = legalActions(game(actor));
      actor.send({ type: 'PLAY', seat: game(actor).toMove, action: first });
      const record = formatRecord(recordOf(actor.getSnapshot().context.dealt, actor.getSnapshot().context.log)!);

      const other = start({ seats: [HUMAN, HUMAN], start: true });
      other.actor.send({ type: 'LOAD', source: record, match, seats: [MEDIUM, MEDIUM] });

      expect(game(other.actor)).toEqual(game(actor));
      expect(other.actor.getSnapshot().context.config).toMatchObject({ target: 100_000, seats: [MEDIUM, MEDIUM] });
    });

    it('deals a new game with new settings on RESTART at any time, and refuses settings that cannot play', () => {
      const { actor, emitted } = start({ source: TWO_SEATS, seats: [HUMAN, HUMAN] });

      actor.send({ type: 'RESTART', seats: [HUMAN, MEDIUM, MEDIUM], scoring: 'simple', seed: 3 });

      const expected = newGame({ players: 3, scoring: 'simple', seed: 3 });
      expect(expected.ok && game(actor)).toEqual(expected.ok && expected.state);
      expect(emitted.at(-1)).toMatchObject({ type: 'timeline', change: 'restart' });
      expectRefused(actor, emitted, { type: 'RESTART', scoring: 'kids', target: 300 }, 'invalid-setup');
    });

    it('says with can() exactly what it takes: every event it takes changes it, every other leaves it as it was', () => {
      const { actor } = start({ source: TWO_SEATS, seats: [HUMAN, HUMAN] });
      const events: HexadominosEvent[] = [
        { type: 'DRAW' },
        { type: 'PASS' },
        { type: 'UNDO' },
        { type: 'NEXT_GAME' },
        { type: 'CONTINUE' },
        { type: 'DESELECT' },
        { type: 'SELECT', tile: '123345' },
        { type: 'SELECT', tile: '122345' },
        { type: 'PLACE', at: [1, 0], tile: '123345', rot: 3 },
        { type: 'PLACE', at: [1, 0], tile: '123345', rot: 0 },
        { type: 'PLAY', seat: 0, action: { type: 'draw' } },
      ];
      for (const event of events) {
        const before = actor.getSnapshot();
        const taken = before.can(event);
        actor.send(event);
        expect(actor.getSnapshot() !== before, `${event.type} taken: ${taken}`).toBe(taken);
        if (taken && event.type !== 'SELECT' && event.type !== 'DESELECT') actor.send({ type: 'UNDO' });
      }
    });

    it('costs a draw as the rules charge it: 5, the third 15, nothing in simple scoring or when no draw is allowed', () => {
      const drawn = (source: string) => {
        const { actor } = start({ source, seats: [HUMAN, HUMAN] });
        return game(actor);
      };
      expect(drawCost(drawn(TWO_SEATS))).toBe(5);
      expect(drawCost(drawn(TWO_SEATS.replace('turn:1', 'turn:1 draws:2 drawn:112234').replace('r1:123345,112234', 'r1:123345,112234')))).toBe(15);
      expect(drawCost(drawn(TWO_SEATS.replace('standard', 'simple')))).toBe(null);
      expect(drawCost(drawn('standard r0:112345 r1:122345 pile:123345'))).toBe(null); // the first tile is not down
    });
  });

  it('answers events of any shape without throwing: applied, or refused with the snapshot unchanged', () => {
    const types = [
      'SETUP',
      'START',
      'SET_SEAT',
      'CONTINUE',
      'SELECT',
      'ROTATE',
      'DESELECT',
      'PLACE',
      'DRAW',
      'PASS',
      'PLAY',
      'UNDO',
      'NEXT_GAME',
      'RESTART',
      'LOAD',
    ];
    const garbage = fc.anything({ withBigInt: true, withMap: true, withNullPrototype: true });
    fc.assert(
      fc.property(
        fc.constantFrom(...types),
        fc.record(
          {
            tile: garbage,
            at: garbage,
            rot: garbage,
            by: garbage,
            to: garbage,
            seat: garbage,
            action: garbage,
            seats: garbage,
            source: garbage,
            seed: garbage,
            player: garbage,
          },
          { requiredKeys: [] },
        ),
        (type, fields) => {
          const { actor, emitted } = start({ source: TWO_SEATS, seats: [HUMAN, HUMAN] });
          const before = actor.getSnapshot();

          expect(() => actor.send({ type, ...fields } as HexadominosEvent)).not.toThrow();

          if (!before.can({ type, ...fields } as HexadominosEvent)) {
            expect(actor.getSnapshot().context).toBe(before.context);
            expect(emitted).toEqual([]);
          }
          expect(actor.getSnapshot().status).toBe('active');
        },
      ),
      { numRuns: 300 },
    );
  });
});
