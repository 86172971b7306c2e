/**
 * Hexone's game review (engine/hexone/review.ts) on hand-made records whose answers are known by hand:
 * `classic b b2:2b b3:1w` — b places on b2 (three pawns) and explodes it toward b3, taking w's only pawn.
 * Budgets are in boards (`maxNodes`), so every run searches the same and the tests do not depend on the clock.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Action, type GameState, apply, legalActions, newGame, recordToUrl, reviewGame } from '@engine/hexone/index.js';
import { DECISIVE, REVIEW_THRESHOLDS, type ReviewedTurn, VERDICTS, verdictFor } from '@engine/hexone/review.js';
import { parsePosition } from '@engine/hexone/notation.js';
import type { Board } from '@engine/hexone/board.js';
import { toBoard } from '@engine/hexone/rules.js';
import { forcedWin, winInOne } from '@engine/hexone/solver/prove.js';
import { decodeMove } from '@engine/hexone/solver/solve.js';
import { seededRandom } from '@engine/shared/random.js';
import { anyRecipe, build } from '../hostile.js';

const QUICK = { maxNodes: 6000 };

function turns(record: string, options: object = QUICK): ReviewedTurn[] {
  const r = reviewGame(record, options);
  if (!r.ok) throw new Error(`review refused ${record}: ${JSON.stringify(r.error)}`);
  return r.value.turns;
}

describe('reviewGame (Hexone) on known positions', () => {
  it('flags a missed win within the turn as proven, calls it a blunder and shows the winning turn', () => {
    const [t] = turns('classic b b2:2b b3:1w | b1');
    expect(t.side).toBe('b');
    expect(t.played.text).toBe('b1');
    expect(t.best.text).toBe('b2 b2>b3');
    expect(t.missedWin).toBe(true);
    expect(t.basis.missedWin).toBe('proven');
    expect(t.allowsLoss).toBe(false);
    expect(t.verdict).toBe('blunder');
    expect(t.value.before).toBe(DECISIVE);
    expect(t.value.after).toBeLessThan(DECISIVE);
  });

  it('rates the winning turn best, with a won value before and after', () => {
    const [t] = turns('classic b b2:2b b3:1w | b2 b2>b3');
    expect(t.played.actions).toEqual([
      { type: 'place', cell: 'b2' },
      { type: 'explode', cell: 'b2', toward: 'b3' },
    ]);
    expect(t.verdict).toBe('best');
    expect(t.missedWin).toBe(false);
    expect(t.value).toEqual({ before: DECISIVE, after: DECISIVE });
    expect(t.loss).toBe(0);
  });

  it('the same placement exploded the other way misses the win (the chain choice is part of the turn)', () => {
    const [t] = turns('classic b b2:2b b3:1w | b2 b2>c3');
    expect(t.missedWin).toBe(true);
    expect(t.verdict).toBe('blunder');
    expect(t.best.text).toBe('b2 b2>b3');
  });

  it('flags a turn that lets the opponent win at once as a proven forced loss', () => {
    // w doubles its only stack on b3, right in b2's line of fire: b2 then takes both pawns.
    const [t] = turns('classic w b2:2b b3:1w | b3');
    expect(t.allowsLoss).toBe(true);
    expect(t.basis.allowsLoss).toBe('proven');
    expect(t.value.after).toBe(-DECISIVE);
    expect(t.verdict).toBe('blunder');
    expect(t.best.text).not.toBe('b3');
    // The turn it points to does not allow the loss.
    const [better] = turns(`classic w b2:2b b3:1w | ${t.best.text}`);
    expect(better.allowsLoss).toBe(false);
    expect(['best', 'good']).toContain(better.verdict);
  });

  it('judges each turn of a longer record on its own: a blunder answered by a missed win', () => {
    const [w, b] = turns('classic w b2:2b b3:1w | b3 b1');
    expect([w.side, w.allowsLoss, w.verdict]).toEqual(['w', true, 'blunder']);
    expect([b.side, b.missedWin, b.basis.missedWin, b.verdict]).toEqual(['b', true, 'proven', 'blunder']);
    expect(b.from).toBe(1);
  });

  it('reads record text, the URL form and the record object alike', () => {
    const start = parsePosition('classic b b2:2b b3:1w');
    if (!start.ok) throw new Error('bad position');
    const record = { start: start.value, moves: [{ type: 'place', cell: 'b1' } as Action] };
    const fromText = turns('classic b b2:2b b3:1w | b1');
    expect(turns(recordToUrl(record))).toEqual(fromText);
    const fromObject = reviewGame(record, QUICK);
    expect(fromObject.ok && fromObject.value.turns).toEqual(fromText);
  });

  it('groups moves into turns: a placement and its chain are one turn, and an unfinished last turn is left out', () => {
    const r = reviewGame('classic b b2:2b b3:1w c4:2w | b1 c4 c4>c5', QUICK);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.turns.map((t) => [t.turn, t.side, t.from, t.played.text])).toEqual([
      [1, 'b', 0, 'b1'],
      [2, 'w', 1, 'c4 c4>c5'],
    ]);
    expect(r.value.incomplete).toBe(false);
    // w's c4 now holds three: its chain has not been played, so that turn is not judged.
    const cut = reviewGame('classic b b2:2b b3:1w c4:2w | b1 c4', QUICK);
    expect(cut.ok && cut.value.turns.map((t) => t.played.text)).toEqual(['b1']);
    expect(cut.ok && cut.value.incomplete).toBe(true);
  });

  it('refuses an illegal move, saying which, and anything that is not a record', () => {
    const illegal = reviewGame('classic b b2:2b b3:1w | b3', QUICK);
    expect(illegal.ok).toBe(false);
    if (!illegal.ok) expect(illegal.error).toMatchObject({ code: 'opponent-cell', move: 1 });
    const garbage = reviewGame('not a record', QUICK);
    expect(garbage.ok).toBe(false);
    expect(reviewGame(42 as never).ok).toBe(false);
  });

  it('reports progress after each turn, and a callback that throws does not stop it', () => {
    const seen: [number, number][] = [];
    turns('classic w b2:2b b3:1w e5:1w | e4 b1 e4', { ...QUICK, onProgress: (done: number, total: number) => seen.push([done, total]) });
    expect(seen).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    const t = turns('classic b b2:2b b3:1w | b1', {
      ...QUICK,
      onProgress: () => {
        throw new Error('page bug');
      },
    });
    expect(t).toHaveLength(1);
  });
});

describe('verdict thresholds', () => {
  it('maps the pawns a turn gave away to the five verdicts at the written thresholds', () => {
    expect(verdictFor(0)).toBe('best');
    expect(verdictFor(REVIEW_THRESHOLDS.best)).toBe('best');
    expect(verdictFor(REVIEW_THRESHOLDS.best + 0.01)).toBe('good');
    expect(verdictFor(REVIEW_THRESHOLDS.good)).toBe('good');
    expect(verdictFor(REVIEW_THRESHOLDS.good + 0.01)).toBe('inaccuracy');
    expect(verdictFor(REVIEW_THRESHOLDS.inaccuracy)).toBe('inaccuracy');
    expect(verdictFor(REVIEW_THRESHOLDS.inaccuracy + 0.01)).toBe('mistake');
    expect(verdictFor(REVIEW_THRESHOLDS.mistake)).toBe('mistake');
    expect(verdictFor(REVIEW_THRESHOLDS.mistake + 0.01)).toBe('blunder');
    expect(verdictFor(DECISIVE * 2)).toBe('blunder');
  });

  it('the thresholds rise with the verdicts', () => {
    const values = Object.values(REVIEW_THRESHOLDS);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(VERDICTS).toEqual(['best', 'good', 'inaccuracy', 'mistake', 'blunder']);
  });
});

/** A position after `length` random legal actions, at the start of a turn (not mid-chain), or null if the game ended. */
function randomStart(seed: number, length: number): GameState | null {
  const random = seededRandom(seed);
  let state = newGame({ exits: (['classic', 'express', 'long'] as const)[seed % 3], tiles: seed % 2 === 0 }, 'b');
  for (let k = 0; k < length || state.phase === 'explode'; k++) {
    if (state.phase === 'over') return null;
    const actions = legalActions(state);
    const result = apply(state, actions[Math.floor(random() * actions.length)]);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  }
  return state.phase === 'over' ? null : state;
}

describe('reviewGame properties', () => {
  it('the turn the review calls best, played, is never worse than good', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 40 }), (seed, length) => {
        const start = randomStart(seed, length);
        if (!start) return;
        const any = legalActions(start)[0];
        const probe = reviewGame({ start, moves: [any] }, { maxNodes: 3000 });
        if (!probe.ok || probe.value.turns.length === 0) return; // the first legal action only began a chain
        const best = probe.value.turns[0].best.actions;
        const replayed = reviewGame({ start, moves: best }, { maxNodes: 3000 });
        expect(replayed.ok).toBe(true);
        if (!replayed.ok) return;
        const [turn] = replayed.value.turns;
        expect(['best', 'good']).toContain(turn.verdict);
      }),
      { numRuns: 25 },
    );
  });

  it('never throws on any value, hostile ones included, and answers plain data', () => {
    const start = newGame({}, 'b');
    const samples = [start, { start, moves: [{ type: 'place', cell: 'b2' }] }, 'classic b b2:2b b3:1w | b1', 'classic.b.b2-2b.b3-1w~b1', { maxNodes: 50 }, [1]];
    const answers = (call: () => unknown) => {
      let answer: unknown;
      expect(() => (answer = call())).not.toThrow();
      expect(() => structuredClone(answer)).not.toThrow();
      expect(typeof (answer as { ok: unknown }).ok).toBe('boolean');
    };
    fc.assert(
      fc.property(anyRecipe(samples.length), (record) => answers(() => reviewGame(build(record, samples) as never, { maxNodes: 200 }))),
      { numRuns: 150 },
    );
    // Options of any kind (a record without moves: nothing to search, the options are still read).
    fc.assert(
      fc.property(anyRecipe(samples.length), (options) => answers(() => reviewGame('classic b b2:2b b3:1w |', build(options, samples) as never))),
      { numRuns: 150 },
    );
  });
});

describe('the solver’s proofs for the review (solver/prove.ts)', () => {
  const board = (text: string) => {
    const parsed = parsePosition(text);
    if (!parsed.ok) throw new Error(`bad position ${text}`);
    return toBoard(parsed.value) as Board;
  };
  // Found by searching random positions: White cannot win this turn, but every Black answer to its best turn loses.
  const WIN_IN_TWO = 'classic w a3:1b b2:2b b3:2b b4:1b c4:2w d4:2w d5:1w';

  it('proves a win within the turn, with its line', () => {
    const proof = winInOne(board('classic b b2:2b b3:1w'), { nodes: 10_000 });
    expect(proof.proof).toBe('win');
    expect(proof.line.map(decodeMove)).toEqual([
      { type: 'place', cell: 'b2' },
      { type: 'explode', cell: 'b2', toward: 'b3' },
    ]);
  });

  it('proves a forced win in two turns that is no win in one, and proves there is none from the opening', () => {
    expect(winInOne(board(WIN_IN_TWO), { nodes: 100_000 }).proof).toBe('no');
    expect(forcedWin(board(WIN_IN_TWO), 1, { nodes: 100_000 })).toBe('no');
    expect(forcedWin(board(WIN_IN_TWO), 2, { nodes: 200_000 })).toBe('win');
    expect(forcedWin(board('classic b opening'), 2, { nodes: 200_000 })).toBe('no');
  });

  it('answers unknown, not a guess, when the budget runs out', () => {
    expect(forcedWin(board(WIN_IN_TWO), 2, { nodes: 5 })).toBe('unknown');
  });
});
