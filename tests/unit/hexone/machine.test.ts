import { describe, expect, it } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { type GameMachineEmitted, type GameMachineEvent, type GameMachineInput, actionEvent, gameMachine, refusal } from '@engine/hexone/machine.js';
import { formatPosition } from '@engine/hexone/notation.js';
import type { Cell } from '@engine/hexone/cells.js';
import { explode, newGame, yNames } from '@engine/hexone/rules.js';
import type { ErrorCode, GameState } from '@engine/hexone/types.js';

type GameActor = Actor<typeof gameMachine>;

/** A started actor plus everything it emitted, in order. */
function start(input: GameMachineInput = {}): { actor: GameActor; emitted: GameMachineEmitted[] } {
  const actor = createActor(gameMachine, { input }).start();
  const emitted: GameMachineEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  return { actor, emitted };
}
const game = (actor: GameActor): GameState => {
  const { history } = actor.getSnapshot().context;
  return history.states[history.cursor];
};
const position = (actor: GameActor) => formatPosition(game(actor));

/**
 * Sends an event that must be refused: `can()` says no beforehand, the snapshot stays as it was, nothing is
 * emitted, and `refusal` carries the code.
 */
function expectRefused(actor: GameActor, emitted: GameMachineEmitted[], event: GameMachineEvent, code: ErrorCode): void {
  const before = actor.getSnapshot();
  const seen = emitted.length;
  expect(before.can(event)).toBe(false);

  actor.send(event);

  const after = actor.getSnapshot();
  expect(after).toBe(before);
  expect(emitted.slice(seen)).toEqual([]);
  expect(refusal(before.context, event)).toMatchObject({ code });
}

describe('the game machine', () => {
  // The mutation run of machine.ts (docs/mutation.md) found this mapping unpinned: the can()-against-send property
  // holds just as well when every action is sent as a PLACE.
  it("turns each kind of engine action into the event that plays it (a record's moves, a computer's turn)", () => {
    expect(actionEvent({ type: 'place', cell: 'c3' })).toEqual({ type: 'PLACE', cell: 'c3' });
    expect(actionEvent({ type: 'explode', cell: 'c3', toward: 'c4' })).toEqual({ type: 'EXPLODE', cell: 'c3', toward: 'c4' });
    expect(actionEvent({ type: 'pass' })).toEqual({ type: 'PASS' });
  });

  describe('opening', () => {
    it('starts a new game in opening.first with the input rules and first player', () => {
      const { actor } = start({ rules: { exits: 'express', tiles: true }, first: 'w' });

      expect(actor.getSnapshot().matches({ opening: 'first' })).toBe(true);
      expect(game(actor)).toEqual(newGame({ exits: 'express', tiles: true }, 'w'));
    });

    it('goes to opening.second after the first pawn, then to placing', () => {
      const { actor, emitted } = start();

      actor.send({ type: 'PLACE', cell: 'd3' });
      expect(actor.getSnapshot().matches({ opening: 'second' })).toBe(true);
      actor.send({ type: 'PLACE', cell: 'b2' });
      expect(actor.getSnapshot().matches('placing')).toBe(true);

      expect(emitted.map((e) => e.type)).toEqual(['applied', 'applied']);
      expect(emitted[1]).toEqual({
        type: 'applied',
        action: { type: 'place', cell: 'b2' },
        state: game(actor),
        events: [
          { type: 'placed', player: 'w', cell: 'b2', count: 1 },
          { type: 'turn', toMove: 'b' },
        ],
      });
    });

    it('refuses an opening pawn off the first ring or on the taken cell', () => {
      const { actor, emitted } = start();
      expectRefused(actor, emitted, { type: 'PLACE', cell: 'a1' }, 'opening-first-ring');
      actor.send({ type: 'PLACE', cell: 'd3' });
      expectRefused(actor, emitted, { type: 'PLACE', cell: 'd3' }, 'opening-occupied');
    });
  });

  describe('placing', () => {
    it('refuses illegal placements, explosions and selections with the engine code', () => {
      const { actor, emitted } = start({ source: 'b b2:1b d4:1w' });

      expect(actor.getSnapshot().matches('placing')).toBe(true);
      expectRefused(actor, emitted, { type: 'PLACE', cell: 'c3' }, 'centre-forbidden');
      expectRefused(actor, emitted, { type: 'PLACE', cell: 'd4' }, 'opponent-cell');
      expectRefused(actor, emitted, { type: 'PLACE', cell: 'e5' }, 'not-connected');
      expectRefused(actor, emitted, { type: 'PLACE', cell: 'q7' }, 'unknown-cell');
      expectRefused(actor, emitted, { type: 'EXPLODE', toward: 'b3' }, 'must-place');
      expectRefused(actor, emitted, { type: 'EXPLODE', cell: 'b2', toward: 'b3' }, 'must-place');
      expectRefused(actor, emitted, { type: 'SELECT', cell: 'b2' }, 'must-place');
      expectRefused(actor, emitted, { type: 'CANCEL' }, 'nothing-selected');
    });

    it('is placing.free for a side that can place, where a pass is refused', () => {
      const { actor, emitted } = start({ source: 'b b2:1b d4:1w' });

      expect(actor.getSnapshot().matches({ placing: 'free' })).toBe(true);
      expectRefused(actor, emitted, { type: 'PASS' }, 'cannot-pass');
    });

    it('is placing.shutIn for a side shut in on the centre, whose one move is a pass', () => {
      // b explodes a 4 on b2 toward b3: w is left with c3 alone, every first-ring cell b's.
      const { actor, emitted } = start({ source: 'b b2:4b b3:1w c2:1b c4:1b d3:1b d4:1b c3:1w' });
      actor.send({ type: 'EXPLODE', cell: 'b2', toward: 'b3' });

      expect(actor.getSnapshot().matches({ placing: 'shutIn' })).toBe(true);
      expectRefused(actor, emitted, { type: 'PLACE', cell: 'a2' }, 'must-pass');
      actor.send({ type: 'PASS' });
      expect(emitted.at(-1)).toMatchObject({ type: 'applied', action: { type: 'pass' } });
      expect(actor.getSnapshot().matches({ placing: 'free' })).toBe(true);
      expect(game(actor).toMove).toBe('b');
    });
  });

  describe('chain', () => {
    it('enters chain.choosingCell when a placement makes three', () => {
      const { actor } = start({ source: 'b b2:2b d4:2b e5:1w' });

      actor.send({ type: 'PLACE', cell: 'b2' });

      expect(actor.getSnapshot().matches({ chain: 'choosingCell' })).toBe(true);
    });

    it('selects an explodable cell, switches to another, cancels, and explodes the selection', () => {
      const { actor, emitted } = start({ source: 'b b2:3b d4:3b e5:1w' });

      actor.send({ type: 'SELECT', cell: 'b2' });
      expect(actor.getSnapshot().matches({ chain: 'choosingY' })).toBe(true);
      expect(actor.getSnapshot().context.selected).toBe('b2');

      actor.send({ type: 'SELECT', cell: 'd4' });
      expect(actor.getSnapshot().matches({ chain: 'choosingY' })).toBe(true);
      expect(actor.getSnapshot().context.selected).toBe('d4');

      actor.send({ type: 'CANCEL' });
      expect(actor.getSnapshot().matches({ chain: 'choosingCell' })).toBe(true);
      expect(actor.getSnapshot().context.selected).toBeNull();

      actor.send({ type: 'SELECT', cell: 'b2' });
      actor.send({ type: 'EXPLODE', toward: 'b3' });
      expect(actor.getSnapshot().matches({ chain: 'choosingCell' })).toBe(true);
      expect(actor.getSnapshot().context.selected).toBeNull();
      expect(position(actor)).toBe('classic b a1:1b b3:1b c2:1b d4:3b e5:1w');
      expect(emitted.at(-1)).toMatchObject({ type: 'applied', action: { type: 'explode', cell: 'b2', toward: 'b3' } });
    });

    it('explodes a cell named in EXPLODE without a selection, and passes the turn when the chain ends', () => {
      const { actor } = start({ source: 'b b2:3b e5:1w' });

      actor.send({ type: 'EXPLODE', cell: 'b2', toward: 'c3' });

      expect(actor.getSnapshot().matches('placing')).toBe(true);
      expect(game(actor).toMove).toBe('w');
    });

    it('explodes the cell EXPLODE names, not the one chosen before it', () => {
      const { actor, emitted } = start({ source: 'b b2:3b d4:3b e5:1w' });
      actor.send({ type: 'SELECT', cell: 'b2' });
      const toward = yNames('d4')[0] as Cell; // a Y of d4 that is on no Y of b2
      const expected = explode(game(actor), 'd4', toward);

      expect(actor.getSnapshot().can({ type: 'EXPLODE', cell: 'd4', toward })).toBe(true);
      actor.send({ type: 'EXPLODE', cell: 'd4', toward });

      expect(expected.ok && game(actor)).toEqual(expected.ok && expected.state);
      expect(emitted.at(-1)).toMatchObject({ type: 'applied', action: { type: 'explode', cell: 'd4', toward } });
      expect(game(actor).cells.b2).toEqual({ owner: 'b', count: 3 }); // the chosen cell did not fire
    });

    it('refuses a cell that is not among the fullest, a far Y, placements and an empty cancel', () => {
      const { actor, emitted } = start({ source: 'b b2:4b d4:3b e5:1w' });

      expectRefused(actor, emitted, { type: 'SELECT', cell: 'd4' }, 'not-explodable');
      expectRefused(actor, emitted, { type: 'EXPLODE', cell: 'd4', toward: 'd5' }, 'not-explodable');
      expectRefused(actor, emitted, { type: 'EXPLODE', toward: 'b3' }, 'not-explodable');
      expectRefused(actor, emitted, { type: 'CANCEL' }, 'nothing-selected');
      expectRefused(actor, emitted, { type: 'PLACE', cell: 'a1' }, 'must-explode');
      actor.send({ type: 'SELECT', cell: 'b2' });
      expectRefused(actor, emitted, { type: 'EXPLODE', toward: 'e5' }, 'not-on-y');
      expect(actor.getSnapshot().context.selected).toBe('b2');
    });
  });

  describe('over', () => {
    it('ends in over when the opponent is wiped out, and refuses further moves', () => {
      const { actor, emitted } = start({ source: 'b b2:3b b3:1w' });

      actor.send({ type: 'EXPLODE', cell: 'b2', toward: 'b3' });

      expect(actor.getSnapshot().matches('over')).toBe(true);
      expect(game(actor)).toMatchObject({ phase: 'over', winner: 'b' });
      expect(emitted.at(-1)).toMatchObject({ type: 'applied', events: expect.arrayContaining([{ type: 'won', winner: 'b', score: null }]) });
      expectRefused(actor, emitted, { type: 'PLACE', cell: 'a1' }, 'game-over');
      expectRefused(actor, emitted, { type: 'SELECT', cell: 'b3' }, 'game-over');
      expectRefused(actor, emitted, { type: 'EXPLODE', toward: 'b3' }, 'game-over');
    });

    it('can be undone back into the chain', () => {
      const { actor } = start({ source: 'b b2:3b b3:1w' });
      actor.send({ type: 'EXPLODE', cell: 'b2', toward: 'b3' });

      actor.send({ type: 'UNDO' });

      expect(actor.getSnapshot().matches({ chain: 'choosingCell' })).toBe(true);
    });
  });

  describe('undo and redo', () => {
    it('walk back and forth across any number of turns, emitting timeline changes', () => {
      const { actor, emitted } = start();
      for (const cell of ['d3', 'b2', 'c2', 'b3', 'c2']) actor.send({ type: 'PLACE', cell });
      const end = position(actor);

      for (let k = 0; k < 5; k++) actor.send({ type: 'UNDO' });
      expect(actor.getSnapshot().matches({ opening: 'first' })).toBe(true);
      expect(game(actor)).toEqual(newGame());
      expectRefused(actor, emitted, { type: 'UNDO' }, 'nothing-to-undo');

      for (let k = 0; k < 5; k++) actor.send({ type: 'REDO' });
      expect(actor.getSnapshot().matches('placing')).toBe(true);
      expect(position(actor)).toBe(end);
      expectRefused(actor, emitted, { type: 'REDO' }, 'nothing-to-redo');

      const timeline = emitted.filter((e) => e.type === 'timeline');
      expect(timeline.map((e) => e.type === 'timeline' && e.change)).toEqual([...Array(5).fill('undo'), ...Array(5).fill('redo')]);
    });

    it('drop the undone moves once a new move is played', () => {
      const { actor, emitted } = start();
      for (const cell of ['d3', 'b2', 'c2']) actor.send({ type: 'PLACE', cell });

      actor.send({ type: 'UNDO' });
      actor.send({ type: 'PLACE', cell: 'd4' });

      expect(position(actor)).toBe('classic w b2:1w d3:1b d4:1b');
      expectRefused(actor, emitted, { type: 'REDO' }, 'nothing-to-redo');
    });

    it('clear a pending selection', () => {
      const { actor } = start({ source: 'classic b opening | d3 b2 c2 b3 c2 b1 c2' });
      actor.send({ type: 'SELECT', cell: 'c2' });

      actor.send({ type: 'UNDO' });

      expect(actor.getSnapshot().context.selected).toBeNull();
      expect(actor.getSnapshot().matches('placing')).toBe(true);
    });
  });

  describe('restart and load', () => {
    it('restarts with new rules and first player, or keeps the rules when none are given', () => {
      const { actor, emitted } = start({ rules: { exits: 'long' } });
      actor.send({ type: 'PLACE', cell: 'd3' });

      actor.send({ type: 'RESTART', first: 'w' });
      expect(game(actor)).toEqual(newGame({ exits: 'long' }, 'w'));

      actor.send({ type: 'RESTART', rules: { exits: 'express', tiles: true } });
      expect(game(actor)).toEqual(newGame({ exits: 'express', tiles: true }, 'b'));
      expect(actor.getSnapshot().matches({ opening: 'first' })).toBe(true);
      expect(emitted.at(-1)).toEqual({ type: 'timeline', change: 'restart', state: game(actor) });
    });

    it('loads position text, record text and the URL form', () => {
      const { actor, emitted } = start();

      actor.send({ type: 'LOAD', source: 'express tiles b c2:3b d2:1w:gray e5:removed' });
      expect(actor.getSnapshot().matches({ chain: 'choosingCell' })).toBe(true);
      expect(emitted.at(-1)).toMatchObject({ type: 'timeline', change: 'load' });

      actor.send({ type: 'LOAD', source: 'classic b opening | d3 b2 c2' });
      expect(actor.getSnapshot().matches('placing')).toBe(true);
      expect(actor.getSnapshot().context.history.cursor).toBe(3);

      actor.send({ type: 'LOAD', source: 'classic.b.opening~d3' });
      expect(actor.getSnapshot().matches({ opening: 'second' })).toBe(true);
      actor.send({ type: 'UNDO' });
      expect(actor.getSnapshot().matches({ opening: 'first' })).toBe(true);
    });

    it('refuses text that does not load and keeps the game', () => {
      const { actor, emitted } = start({ source: 'b b2:1b d4:1w' });

      expectRefused(actor, emitted, { type: 'LOAD', source: 'classic b2:9z' }, 'invalid-notation');
      expectRefused(actor, emitted, { type: 'LOAD', source: 'classic b opening | d3 d3' }, 'opening-occupied');
      expectRefused(actor, emitted, { type: 'LOAD', source: 42 as never }, 'invalid-state');
    });

    it('starts a new game and says why when its input source does not load', () => {
      const { actor } = start({ source: 'nonsense here', rules: { exits: 'long' }, first: 'w' });

      expect(actor.getSnapshot().matches({ opening: 'first' })).toBe(true);
      expect(game(actor)).toEqual(newGame({ exits: 'long' }, 'w'));
      expect(actor.getSnapshot().context.error).toMatchObject({ code: 'invalid-notation' });

      actor.send({ type: 'RESTART' });
      expect(actor.getSnapshot().context.error).toBeNull();
    });

    it('starts from a record given as input, ready to undo', () => {
      const { actor } = start({ source: 'classic b opening | d3 b2' });

      expect(actor.getSnapshot().matches('placing')).toBe(true);
      expect(actor.getSnapshot().context.error).toBeNull();
      actor.send({ type: 'UNDO' });
      expect(actor.getSnapshot().matches({ opening: 'second' })).toBe(true);
    });
  });
});
