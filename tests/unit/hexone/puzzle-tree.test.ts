// The judging data of puzzle pages, built from the solver (site/src/components/hexone/puzzle/tree.ts), and
// the browser-side judging that reads it (judge.ts).
import { describe, expect, it } from 'vitest';
import { REACHED, hintCell, judgeMove, readTree, solutionFrom, walk, type PuzzleTree } from '@site/components/hexone/puzzle/judge.js';
import { buildTree, goalFinish, keysOf } from '@site/components/hexone/puzzle/tree.js';
import { parsePosition } from '@engine/hexone/notation.js';
import { parseLine } from '@engine/hexone/solver/index.js';
import { apply } from '@engine/hexone/rules.js';

function tree(position: string, goal: Parameters<typeof buildTree>[0]['goal'], solution?: string): PuzzleTree {
  const built = buildTree({ position, goal, solution });
  if (!built.ok) throw new Error(built.reason);
  return built.tree;
}

// b2 (2b) gets its third pawn; exploding along the Y through b3 (b3, c2, a1) takes w's only pawn.
const WIN_IN_ONE = 'classic b b2:2b b3:1w';
// Found by the generator: place on d3, explode d3 toward e4, e4 toward e3, then d4 holds 4 and must explode.
const FOUR = 'express b c3:1w d3:2b d4:2w d5:2w e3:1b e4:2w';
const FOUR_LINE = 'd3 d3>e4 e4>e3 c3>d4';

describe('buildTree: the good moves at every position of every solution line', () => {
  it('accepts only the placement that starts the winning chain, and sorts the other placements as ending the turn', () => {
    const t = tree(WIN_IN_ONE, { type: 'win' });
    expect(Object.keys(t.nodes[0].good)).toEqual(['b2']);
    expect(t.nodes[0].stop.sort()).toEqual(['a1', 'a2', 'b1', 'c2']);
    expect(t.nodes[0].dead).toEqual([]);
  });

  it('names the winning explosion by every neighbour on its Y, and marks it as reaching the goal', () => {
    const t = tree(WIN_IN_ONE, { type: 'win' });
    const after = t.nodes[t.nodes[0].good.b2];
    expect(after.good).toEqual({ 'b2>b3': REACHED, 'b2>c2': REACHED, 'b2>a1': REACHED });
    expect(after.stop.sort()).toEqual(['b2>a2', 'b2>b1', 'b2>c3']);
  });

  it('tells a chain that goes on to no avail from one that stops', () => {
    const t = tree(FOUR, { type: 'explodeCount', count: 4 }, FOUR_LINE);
    const afterPlacing = t.nodes[t.nodes[0].good.d3];
    expect(Object.keys(afterPlacing.good)).toEqual(['d3>e4', 'd3>c3', 'd3>d2']);
    expect(afterPlacing.dead).toContain('d3>d4');
    expect(walk(t, FOUR_LINE.split(' '))).toEqual({ node: REACHED, moves: 4 });
  });

  it('puts the stored solution first, so "show the solution" plays it', () => {
    const t = tree(FOUR, { type: 'explodeCount', count: 4 }, FOUR_LINE);
    expect(solutionFrom(t, 0)).toEqual(FOUR_LINE.split(' '));
    expect(hintCell(t, 0)).toBe('d3');
  });

  it('refuses, with a reason, a position it cannot read or a puzzle without an answer', () => {
    expect(buildTree({ position: 'classic b zz:2b', goal: { type: 'win' } })).toMatchObject({ ok: false });
    const none = buildTree({ position: 'classic b b2:2b b3:1w c3:1w', goal: { type: 'win' } });
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.reason).toMatch(/no good move/);
  });

  it('lists every key of an explosion, the one given first, then the others in board order', () => {
    expect(keysOf({ type: 'explode', cell: 'b2', toward: 'c2' })).toEqual(['b2>c2', 'b2>a1', 'b2>b3']); // then board order
    expect(keysOf({ type: 'place', cell: 'b2' })).toEqual(['b2']);
  });
});

describe('judging moves in the page', () => {
  const t = tree(FOUR, { type: 'explodeCount', count: 4 }, FOUR_LINE);
  const afterPlacing = t.nodes[0].good.d3;

  it('says "good" with the next position for a move on a solution line', () => {
    expect(judgeMove(t, 0, 'd3')).toEqual({ kind: 'good', node: afterPlacing });
    expect(judgeMove(t, afterPlacing, 'd3>d2')).toEqual({ kind: 'good', node: t.nodes[afterPlacing].good['d3>e4'] });
  });

  it('says why a legal move misses: no chain at all, or a chain that leads nowhere', () => {
    expect(judgeMove(t, 0, 'e3')).toEqual({ kind: 'wrong', reason: 'stop' });
    expect(judgeMove(t, afterPlacing, 'd3>d4')).toEqual({ kind: 'wrong', reason: 'dead' });
  });

  it('leaves a move the rules refuse to the board', () => {
    expect(judgeMove(t, 0, 'c3')).toEqual({ kind: 'unknown' }); // the centre
    expect(judgeMove(t, 0, 'd4')).toEqual({ kind: 'unknown' }); // the opponent's cell
    expect(judgeMove(t, 99, 'd3')).toEqual({ kind: 'unknown' });
  });

  it('follows a record from the start, and loses the thread on a move outside the tree', () => {
    expect(walk(t, [])).toEqual({ node: 0, moves: 0 });
    expect(walk(t, ['d3', 'd3>c3'])).toEqual({ node: t.nodes[afterPlacing].good['d3>c3'], moves: 2 });
    expect(walk(t, ['d3', 'd3>d4'])).toBeNull();
    // Moves after the goal (finishing the chain) do not matter.
    expect(walk(t, [...FOUR_LINE.split(' '), 'd4>d5'])).toEqual({ node: REACHED, moves: 4 });
  });

  it('gives the rest of the solution from any position along it', () => {
    const two = walk(t, ['d3', 'd3>e4'])!.node;
    expect(solutionFrom(t, two)).toEqual(['e4>e3', 'c3>d4']);
    expect(solutionFrom(t, REACHED)).toEqual([]);
    expect(hintCell(t, two)).toBe('e4');
  });

  it('reads a tree from the page and rejects data that is not one', () => {
    expect(readTree(JSON.parse(JSON.stringify(t)))).toEqual(t);
    expect(readTree(null)).toBeNull();
    expect(readTree({ nodes: [] })).toBeNull();
    expect(readTree({ nodes: [{ good: { b2: 5 }, stop: [], dead: [] }] })).toBeNull(); // points nowhere
    expect(readTree({ nodes: [{ good: {}, stop: 'b2', dead: [] }] })).toBeNull();
  });
});

describe('"show the solution" plays up to the goal', () => {
  it('adds the explosion of the 4-pawn cell after a line that ends when that cell must explode', () => {
    const finish = goalFinish({ position: FOUR, goal: { type: 'explodeCount', count: 4 }, solution: FOUR_LINE });
    expect(finish).toHaveLength(1);
    expect(finish[0]).toMatch(/^d4>/);
    let state = (parsePosition(FOUR) as { ok: true; value: Parameters<typeof apply>[0] }).value;
    const exploded: number[] = [];
    for (const move of parseLine(`${FOUR_LINE} ${finish[0]}`)!) {
      const result = apply(state, move);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      for (const e of result.events) if (e.type === 'exploded') exploded.push(e.count);
      state = result.state;
    }
    expect(exploded.at(-1)).toBe(4);
  });

  it('adds nothing when the goal is met by the line itself, or the line cannot be played', () => {
    expect(goalFinish({ position: WIN_IN_ONE, goal: { type: 'win' }, solution: 'b2 b2>b3' })).toEqual([]);
    expect(goalFinish({ position: FOUR, goal: { type: 'explodeCount', count: 4 }, solution: 'a1 a1>a2' })).toEqual([]);
  });
});
