import { describe, expect, it } from 'vitest';
import { parsePosition } from '@engine/hexone/notation.js';
import { analyseLine, checkLine, difficultyOf, goalError, goodMoves, parseLine, solve } from '@engine/hexone/solver/index.js';
import type { Goal } from '@engine/hexone/solver/index.js';
import type { Action } from '@engine/hexone/types.js';

const WIN: Goal = { type: 'win' };

function solved(position: string, goal: Goal, options = {}) {
  const report = solve(position, goal, options);
  if (!report.ok) throw new Error(`solve refused: ${JSON.stringify(report.error)}`);
  return report.value;
}

function line(text: string): Action[] {
  const moves = parseLine(text);
  if (!moves) throw new Error(`bad line ${text}`);
  return moves;
}

describe('solve: hand-made positions with known answers', () => {
  // b2 (2b) gets a third pawn; its Y toward b3 (b3, c2, a1) takes w's only pawn. The other Y misses it.
  const winInOne = 'classic b b2:2b b3:1w';

  it('finds the single winning line: place on b2, explode toward b3', () => {
    const r = solved(winInOne, WIN);
    expect(r.solvable).toBe(true);
    expect(r.unique).toBe(true);
    expect(r.complete).toBe(true);
    expect(r.answers).toHaveLength(1);
    expect(r.answers[0].text).toBe('b2 b2>b3');
    expect(r.answers[0].lineCount).toBe(1);
    expect(r.lines).toEqual(['b2 b2>b3']);
    expect(r.answers[0].final).toBe('classic b a1:1b b3:2b c2:1b');
  });

  it('reports no answer when no line wins, and says the search was complete', () => {
    // Each Y of b2 reaches only one of w's two pawns.
    const r = solved('classic b b2:2b b3:1w c3:1w', WIN);
    expect(r.solvable).toBe(false);
    expect(r.unique).toBe(false);
    expect(r.answers).toEqual([]);
    expect(r.lineCount).toBe(0);
    expect(r.complete).toBe(true);
  });

  it('counts two different final positions as two answers (a capture by either Y)', () => {
    const r = solved('classic b b2:2b b3:1w c3:1w', { type: 'capture', atLeast: 1 });
    expect(r.answers.map((a) => a.text).sort()).toEqual(['b2 b2>b3', 'b2 b2>c3']);
    expect(r.answers.map((a) => a.lines)).toEqual(r.answers.map((a) => [a.text]));
    expect(r.unique).toBe(false);
    expect(r.lineCount).toBe(2);
    expect(solved('classic b b2:2b b3:1w c3:1w', { type: 'capture', atLeast: 2 }).solvable).toBe(false);
  });

  it('treats two orders of the same explosions as one answer (same final position)', () => {
    // Mid-chain: a1 and e5 both hold 3; a1 toward a2 takes a2, e5 toward d4 takes d4, in either order.
    const r = solved('classic b a1:3b e5:3b a2:1w d4:1w', WIN);
    expect(r.unique).toBe(true);
    expect(r.answers).toHaveLength(1);
    expect(r.answers[0].lineCount).toBe(2);
    expect([...r.lines].sort()).toEqual(['a1>a2 e5>d4', 'e5>d4 a1>a2']);
    expect([...r.answers[0].lines].sort()).toEqual(['a1>a2 e5>d4', 'e5>d4 a1>a2']);
  });

  it('reaches an explodeCount goal as soon as a cell of that size must explode', () => {
    // b2 and b3 hold 3 each: b2 toward b3 makes b3 a 4, b3 toward b2 makes b2 a 4
    // (that Y of b3 is named by its first cell, c4).
    const position = 'classic b b2:3b b3:3b e5:1w';
    const r = solved(position, { type: 'explodeCount', count: 4 });
    expect(r.answers.map((a) => a.text).sort()).toEqual(['b2>b3', 'b3>c4']);
    expect(r.unique).toBe(false);
    expect(solved(position, { type: 'explodeCount', count: 5 }).solvable).toBe(false);
  });

  it('judges a take goal only when the turn is over', () => {
    // b2 toward b3 (b3, c2, a1) takes b3 and c2; b3, now 3 pawns of b, must explode and empties.
    const position = 'classic b b2:2b b3:2w c2:1w e5:1w';
    const c2 = solved(position, { type: 'take', cell: 'c2' });
    expect(c2.solvable).toBe(true);
    for (const a of c2.answers) {
      const final = parsePosition(a.final);
      expect(final.ok && final.value.cells.c2?.owner).toBe('b');
      expect(final.ok && final.value.toMove).toBe('w');
    }
    // b3 was b's in the middle of the chain, not at its end.
    expect(solved(position, { type: 'take', cell: 'b3' }).solvable).toBe(false);
  });

  it('answers a mid-chain position as well as a placing one', () => {
    const r = solved('classic b b2:3b b3:1w', WIN);
    expect(r.answers.map((a) => a.text)).toEqual(['b2>b3']);
  });
});

describe('solve: bounds on endless chains', () => {
  // Express with 36 pawns of b on the board and 2 of w: after the placement (39 pawns) some cell
  // always holds 3+, so only capturing w's pawns ends the chain.
  const crowded = 'express b a1:2b a2:2b a3:2b b1:2b b2:2b b3:2b b4:2b c1:2b c2:2b c3:2b c4:2b c5:2b d2:2b d3:2b d4:2b d5:2b e3:2b e4:2b e5:2w';

  it('stops at maxNodes and reports the search as incomplete', () => {
    const r = solved(crowded, { type: 'take', cell: 'a1' }, { maxNodes: 1000 });
    expect(r.complete).toBe(false);
    expect(r.stats.aborted).toBe(true);
    expect(r.stats.nodes).toBeLessThanOrEqual(1000);
  });

  it('caps the explosions of one line and says so', () => {
    const r = solved(crowded, { type: 'capture', atLeast: 99 }, { maxExplosions: 12, maxNodes: 5000 });
    expect(r.stats.capped).toBe(true);
    expect(r.complete).toBe(false);
    expect(r.solvable).toBe(false);
  });
});

describe('goodMoves: judging each step of a puzzle', () => {
  const start = 'classic b b2:2b b3:1w';

  it('lists the good placements among the legal ones', () => {
    const p = goodMoves(start, WIN);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.value.status).toBe('open');
    expect(p.value.good).toEqual([{ type: 'place', cell: 'b2' }]);
    expect(p.value.legal.length).toBeGreaterThan(1);
  });

  it('lists the good explosion mid-chain, and says reached or failed once the turn is decided', () => {
    const mid = goodMoves(start, WIN, line('b2'));
    expect(mid.ok && mid.value.good).toEqual([{ type: 'explode', cell: 'b2', toward: 'b3' }]);
    expect(mid.ok && mid.value.legal).toHaveLength(2);
    const won = goodMoves(start, WIN, line('b2 b2>b3'));
    expect(won.ok && won.value.status).toBe('reached');
    expect(won.ok && won.value.reachedAt).toBe(2);
    const missed = goodMoves(start, WIN, line('b2 b2>c3'));
    expect(missed.ok && missed.value.status).toBe('failed');
    expect(missed.ok && missed.value.good).toEqual([]);
  });

  it('refuses an illegal move, naming it, and changes nothing', () => {
    const p = goodMoves(start, WIN, line('b2 c2>c3'));
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.error).toMatchObject({ code: 'not-explodable', move: 2 });
  });

  it('remembers a capture goal reached earlier in the line', () => {
    const p = checkLine('classic b b2:2b b3:1w c3:1w', { type: 'capture', atLeast: 1 }, line('b2 b2>c3'));
    expect(p.ok && p.value).toMatchObject({ reached: true, reachedAt: 2 });
  });
});

describe('goals and bad input', () => {
  it('accepts the four goal shapes and explains what is wrong with others', () => {
    expect(goalError({ type: 'win' })).toBeNull();
    expect(goalError({ type: 'explodeCount', count: 5 })).toBeNull();
    expect(goalError({ type: 'capture', atLeast: 3 })).toBeNull();
    expect(goalError({ type: 'take', cell: 'c4' })).toBeNull();
    expect(goalError({ type: 'explodeCount', count: 3 })?.reason).toMatch(/4 or 5/);
    expect(goalError({ type: 'capture', atLeast: 0 })?.code).toBe('invalid-state');
    expect(goalError({ type: 'take', cell: 'z9' })?.reason).toMatch(/cell/);
    expect(goalError({ type: 'fly' })?.reason).toMatch(/unknown goal/);
    expect(goalError(null)?.code).toBe('invalid-state');
  });

  it('returns an error, not an exception, for malformed positions and goals', () => {
    const text = solve('classic b2:2b', WIN);
    expect(text.ok).toBe(false);
    if (!text.ok) expect(text.error.code).toBe('invalid-notation');
    const goal = solve('classic b b2:2b b3:1w', { type: 'take' } as unknown as Goal);
    expect(goal.ok).toBe(false);
    const moves = goodMoves('classic b b2:2b b3:1w', WIN, 'b2' as unknown as Action[]);
    expect(moves.ok).toBe(false);
  });
});

describe('difficulty', () => {
  it('rates a line with more traps as harder', () => {
    const start = parsePosition('classic b b2:2b b3:1w');
    if (!start.ok) throw new Error('bad position');
    const easy = analyseLine(start.value, WIN, line('b2 b2>b3'));
    expect(easy.steps).toEqual([
      { legal: 5, live: 1, good: 1 },
      { legal: 2, live: 2, good: 1 },
    ]);
    expect(easy.decisions).toBe(1);
    const harder = { ...easy, steps: [...easy.steps, { legal: 8, live: 8, good: 1 }, { legal: 4, live: 4, good: 1 }] };
    expect(difficultyOf(harder)).toBeGreaterThan(difficultyOf(easy));
  });
});
