/**
 * Where undo and redo stop against the computer (components/hexone-board/game-controller.ts `isTurnStart`,
 * `travel`): at the start of one of the person's turns, including a turn whose one move is a pass (the machine's
 * `placing.shutIn`): the person who was shut in gets back the turn they passed, not the computer's turn before it.
 */
import type { ReactiveControllerHost } from 'lit';
import { describe, expect, it } from 'vitest';
import { GameController, type GameListener, isTurnStart } from '@components/hexone-board/game-controller.js';
import { legalPlacements } from '@engine/hexone/rules.js';
import { formatPosition } from '@engine/hexone/notation.js';

/** A game controller on a host that only counts updates, and what its listener heard. */
function controller(): { game: GameController; heard: string[] } {
  const heard: string[] = [];
  const host: ReactiveControllerHost = {
    addController: () => undefined,
    removeController: () => undefined,
    requestUpdate: () => undefined,
    updateComplete: Promise.resolve(true),
  };
  const listener: GameListener = {
    applied: (move) => heard.push(`applied ${move.action.type}`),
    jumped: (reason) => heard.push(`jumped ${reason}`),
    refused: (error) => heard.push(`refused ${error.code}`),
  };
  return { game: new GameController(host, listener), heard };
}

// b explodes a 4 on b2 toward b3: w is left with c3 alone, every first-ring cell b's, so w must pass.
const BEFORE_SHUT_IN = 'b b2:4b b3:1w c2:1b c4:1b d3:1b d4:1b c3:1w';

describe('undo against the computer', () => {
  it('counts a shut-in turn (placing.shutIn) as the start of a turn of the side to move', () => {
    const { game } = controller();
    game.load(BEFORE_SHUT_IN);
    game.send({ type: 'EXPLODE', cell: 'b2', toward: 'b3' });

    expect(game.stage).toBe('shutIn');
    expect(isTurnStart(game.snapshot, ['w'])).toBe(true);
    expect(isTurnStart(game.snapshot, ['b'])).toBe(false);
  });

  it("stops at the person's shut-in turn, the one they passed, when they undo the computer's move after it", () => {
    const { game, heard } = controller();
    game.load(BEFORE_SHUT_IN); // the computer plays b, the person w
    game.send({ type: 'EXPLODE', cell: 'b2', toward: 'b3' });
    const shutIn = formatPosition(game.state);
    game.send({ type: 'PASS' });
    game.send({ type: 'PLACE', cell: legalPlacements(game.state)[0] });
    heard.length = 0;

    expect(game.travel('UNDO', (snapshot) => isTurnStart(snapshot, ['w']))).toBe(true);

    expect(game.stage).toBe('shutIn');
    expect(formatPosition(game.state)).toBe(shutIn);
    expect(heard).toEqual(['jumped undo']); // one jump, the positions between skipped
    expect(game.travel('REDO', (snapshot) => isTurnStart(snapshot, ['w']))).toBe(true);
    expect(game.state.toMove).toBe('w'); // the computer's move after the pass is back: the person's turn again
  });
});
