/** The lesson task checker: what counts as done, what counts as a miss and why, from real engine events. */
import { describe, expect, it } from 'vitest';
import { TaskChecker, passesThrough, pickWhy, taskKind, type Task, type Verdict } from '@site/components/hexone/lesson/task.js';
import { fillPlaceholders as fill } from '@components/shared/placeholders.js';
import { apply, parseAction, parsePosition, type GameState, type RuleError } from '@engine/hexone/index.js';

/** Plays `moves` (text) from `position`, feeding the checker as the page does. */
function run(task: Task, position: string, moves: string[]): { checker: TaskChecker; verdicts: Verdict[]; errors: RuleError[] } {
  const parsed = parsePosition(position);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  let state: GameState = parsed.value;
  const checker = new TaskChecker(task, state.toMove);
  const verdicts: Verdict[] = [];
  const errors: RuleError[] = [];
  for (const text of moves) {
    const result = apply(state, parseAction(text)!);
    if (result.ok) {
      state = result.state;
      verdicts.push(checker.action(result.events, state));
    } else {
      errors.push(result.error);
      verdicts.push(checker.refused(result.error));
    }
  }
  return { checker, verdicts, errors };
}

const last = (r: { verdicts: Verdict[] }) => r.verdicts.at(-1);

describe('TaskChecker', () => {
  it('accepts a placement on the asked cell and names the cell of a placement elsewhere', () => {
    expect(last(run({ place: 'b2' }, 'classic b b2:1b d4:1w', ['b2']))).toEqual({ status: 'done' });
    expect(last(run({ place: 'b2' }, 'classic b b2:1b d4:1w', ['b1']))).toEqual({
      status: 'wrong',
      miss: { key: 'placedElsewhere', cell: 'b1', expected: 'b2' },
    });
  });

  it('waits through a placement that fills the cell, then accepts its explosion along the asked Y', () => {
    const r = run({ explode: 'b2', toward: 'a1' }, 'classic b b2:2b d4:1w', ['b2', 'b2>b3']);
    expect(r.verdicts).toEqual([{ status: 'pending' }, { status: 'done' }]);
  });

  it('says "other Y" at once when the cell explodes along its other Y', () => {
    expect(last(run({ explode: 'b2', toward: 'b3' }, 'classic b b2:3b d4:1w', ['b2>c3']))).toEqual({
      status: 'wrong',
      miss: { key: 'otherY', cell: 'b2', expected: 'b3' },
    });
  });

  it('says the cell did not explode when the turn ends without it', () => {
    expect(last(run({ explode: 'c3' }, 'classic b b2:2b c3:2b d4:1w', ['b2', 'b2>b3']))).toEqual({
      status: 'wrong',
      miss: { key: 'notExploded', expected: 'c3' },
    });
  });

  it('accepts a capture of the asked cell and says which cell was not taken', () => {
    expect(last(run({ goal: 'capture', cell: 'b3' }, 'classic b b2:2b b3:1w d4:1w', ['b2', 'b2>b3']))).toEqual({ status: 'done' });
    expect(last(run({ goal: 'capture', cell: 'b3' }, 'classic b b2:2b b3:1w d4:1w', ['b2', 'b2>c3']))).toEqual({
      status: 'wrong',
      miss: { key: 'notTaken', expected: 'b3' },
    });
  });

  it('counts captured cells against the asked number', () => {
    const position = 'classic b b2:2b b1:1w a2:1w c2:1w d4:1w';
    expect(last(run({ goal: 'capture', count: 2 }, position, ['b2', 'b2>c3']))).toEqual({ status: 'done' });
    expect(last(run({ goal: 'capture', count: 2 }, position, ['b2', 'b2>b3']))).toEqual({
      status: 'wrong',
      miss: { key: 'fewCaptures', count: 1, expected: '2' },
    });
  });

  it('says no pawn changed colour when a capture goal gets none', () => {
    expect(last(run({ goal: 'capture', count: 2 }, 'classic b b2:2b b3:1w d4:1w', ['b2', 'b2>c3']))).toEqual({
      status: 'wrong',
      miss: { key: 'noCapture' },
    });
  });

  it('accepts a win, and refuses one below the asked tiles score', () => {
    const position = 'classic tiles b b1:2b b2:2b c2:1w';
    expect(last(run({ goal: 'win', score: 49 }, position, ['b2', 'b2>b3']))).toEqual({ status: 'done' });
    expect(last(run({ goal: 'win', score: 49 }, position, ['b1', 'b1>c2']))).toEqual({
      status: 'wrong',
      miss: { key: 'lowScore', count: 47, expected: '49' },
    });
    expect(last(run({ goal: 'win' }, 'classic b b2:2b b3:1w', ['b2', 'b2>c3']))).toEqual({ status: 'wrong', miss: { key: 'noWin' } });
  });

  it('calls a win by the other side a lost game', () => {
    const state = parsePosition('classic b b2:1b d4:1w');
    if (!state.ok) throw new Error('position');
    const checker = new TaskChecker({ goal: 'win' }, 'b');
    expect(checker.action([{ type: 'won', winner: 'w', score: null }], state.value)).toEqual({ status: 'wrong', miss: { key: 'lostGame' } });
  });

  it('sees a cell reach four pawns mid-chain, and says so when none did', () => {
    expect(last(run({ goal: 'reach', count: 4 }, 'classic b b2:3b b3:3b d4:1w', ['b2>b3']))).toEqual({ status: 'done' });
    const missed = run({ goal: 'reach', count: 4 }, 'classic b b2:3b b3:3b d4:1w', ['b2>c3', 'b3>b4']);
    expect(missed.verdicts).toEqual([{ status: 'pending' }, { status: 'wrong', miss: { key: 'notReached', count: 4 } }]);
  });

  it('sees a pawn sent from a peak land on the centre', () => {
    expect(last(run({ goal: 'centre' }, 'classic b c5:2b b2:1w', ['c5', 'c5>d5']))).toEqual({ status: 'done' });
    expect(last(run({ goal: 'centre' }, 'classic b c5:2b b2:1w', ['c5', 'c5>c4']))).toEqual({ status: 'wrong', miss: { key: 'noCentre' } });
  });

  it('counts the explosions of a chain', () => {
    expect(last(run({ goal: 'chain', count: 2 }, 'classic b b2:2b b3:2b d4:1w', ['b2', 'b2>b3', 'b3>b4']))).toEqual({ status: 'done' });
    expect(last(run({ goal: 'chain', count: 2 }, 'classic b b2:2b b3:2b d4:1w', ['b2', 'b2>c3']))).toEqual({
      status: 'wrong',
      miss: { key: 'shortChain', count: 1, expected: '2' },
    });
  });

  it('sees a tile turn gray, and says so when it did not', () => {
    expect(last(run({ goal: 'flip', cell: 'b1', to: 'gray' }, 'classic tiles b b1:2b d4:1w', ['b1', 'b1>b2']))).toEqual({ status: 'done' });
    expect(last(run({ goal: 'flip', cell: 'b1', to: 'gray' }, 'classic tiles b b1:1b b2:2b d4:1w', ['b2', 'b2>b3']))).toEqual({
      status: 'wrong',
      miss: { key: 'notGray', cell: 'b1' },
    });
  });

  it('completes a "try" step only with the refusal it asks for, and calls an allowed move a miss', () => {
    const task: Task = { try: 'c3', refused: 'centre-forbidden' };
    const refused = run(task, 'classic b b2:1b d4:1w', ['d4', 'c3']);
    expect(refused.errors.map((e) => e.code)).toEqual(['opponent-cell', 'centre-forbidden']);
    expect(refused.verdicts).toEqual([{ status: 'pending' }, { status: 'done' }]);
    expect(last(run(task, 'classic b b2:1b d4:1w', ['b2']))).toEqual({ status: 'wrong', miss: { key: 'allowed', cell: 'b2', expected: 'c3' } });
  });

  it('completes a "find" step on the asked cell, from a click or a refused move naming it', () => {
    const right = new TaskChecker({ find: 'c3' }, 'b');
    expect(right.clicked('c3')).toEqual({ status: 'done' });
    const refusedClick = new TaskChecker({ find: 'c3' }, 'b');
    expect(refusedClick.refused({ code: 'opening-first-ring', cell: 'c3' })).toEqual({ status: 'done' });
    const wrong = new TaskChecker({ find: 'c3' }, 'b');
    expect(wrong.clicked('d4')).toEqual({ status: 'wrong', miss: { key: 'clickedElsewhere', cell: 'd4', expected: 'c3' } });
  });

  it('completes a pass step when the shut-in side passes', () => {
    const shutIn = 'classic b c3:2b b2:1w b3:1w c2:1w c4:1w d3:1w d4:1w';
    expect(last(run({ pass: true }, shutIn, ['pass']))).toEqual({ status: 'done' });
  });

  it('waits for a cell asked to explode twice, and says how often it exploded when the turn ends short', () => {
    expect(run({ explode: 'b3', times: 2 }, 'classic b b3:6b d4:1w e4:1w', ['b3>b4', 'b3>b4']).verdicts).toEqual([{ status: 'pending' }, { status: 'done' }]);
    expect(last(run({ explode: 'b2', times: 2 }, 'classic b b2:2b d4:1w', ['b2', 'b2>b3']))).toEqual({
      status: 'wrong',
      miss: { key: 'explodedOnce', cell: 'b2', count: 1 },
    });
  });

  it('completes a lose step when the learner’s own explosion leaves them no pawn, and says so when some remain', () => {
    const position = 'long tiles b c5:4b:gray d5:removed b4:removed d4:1w';
    expect(last(run({ goal: 'lose' }, position, ['c5>d5']))).toEqual({ status: 'done' });
    expect(last(run({ goal: 'lose' }, position, ['c5>c4']))).toEqual({ status: 'wrong', miss: { key: 'notLost' } });
  });

  it('keeps its first verdict whatever happens next', () => {
    const checker = new TaskChecker({ find: 'c3' }, 'b');
    checker.clicked('d4');
    expect(checker.clicked('c3').status).toBe('wrong');
    expect(checker.refused({ code: 'centre-forbidden', cell: 'c3' }).status).toBe('wrong');
  });

  it('never decides an explore step', () => {
    const r = run({ explore: true }, 'classic b b2:2b b3:1w', ['b2', 'b2>b3']);
    expect(r.verdicts).toEqual([{ status: 'pending' }, { status: 'pending' }]);
  });

  it('names task kinds', () => {
    expect([{ find: 'a1' }, { goal: 'win' }, { explore: true }].map((t) => taskKind(t as Task))).toEqual(['find', 'win', 'explore']);
  });
});

describe('passesThrough and pickWhy', () => {
  const why = {
    b1: { en: 'placed on b1' },
    'b2>c3': { en: 'the Y through c3' },
    '*': { en: 'anything else' },
  };

  it('matches an explosion key by its Y, whichever cell of the Y was used to name it', () => {
    const r = run({ goal: 'win' }, 'classic b b2:2b b3:1w d4:1w', ['b2', 'b2>a2']); // a2 is on the Y through c3
    expect(passesThrough(r.checker.attempt.explosions[0].events, 'c3')).toBe(true);
    expect(passesThrough(r.checker.attempt.explosions[0].events, 'b3')).toBe(false);
    expect(pickWhy(why, r.checker.attempt)).toBe(why['b2>c3']);
  });

  it('matches a placement key, falls back to "*", and gives null without explanations', () => {
    const placed = run({ place: 'b2' }, 'classic b b2:1b d4:1w', ['b1']);
    expect(pickWhy(why, placed.checker.attempt)).toBe(why.b1);
    const other = run({ place: 'b2' }, 'classic b b2:1b d4:1w', ['a2']);
    expect(pickWhy(why, other.checker.attempt)).toBe(why['*']);
    expect(pickWhy(undefined, other.checker.attempt)).toBeNull();
    expect(pickWhy({ b1: why.b1 }, other.checker.attempt)).toBeNull();
  });

  it('fills named holes and leaves unknown ones visible', () => {
    expect(fill('{cell} is not {expected}; {nope}', { cell: 'b1', expected: 'b2' })).toBe('b1 is not b2; {nope}');
  });
});
