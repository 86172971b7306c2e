/**
 * BUILD TIME ONLY (Astro frontmatter, tests): the judging data of one puzzle, from the solver.
 *
 * Starting at the puzzle's position, asks the solver which moves still lead to the goal
 * (`goodMoves`), follows each of them, and so on until the goal is met: every position along every
 * solution line, merged when two orders of play reach the same position. At each position the
 * legal moves that miss are sorted by why (the turn stops at once, or the chain goes on to no
 * avail), so the page can explain a miss without running any rule in the browser.
 */
import { CELLS, yName, yToward } from '@engine/hexone/cells.js';
import { formatPosition, parsePosition } from '@engine/hexone/notation.js';
import { formatAction } from '@engine/hexone/record.js';
import { apply } from '@engine/hexone/rules.js';
import { type Goal, goodMoves, parseLine } from '@engine/hexone/solver/index.js';
import type { Action, GameState } from '@engine/hexone/types.js';
import { REACHED, type PuzzleTree, type TreeNode } from './judge.js';

export interface TreeSource {
  position: string;
  goal: Goal;
  solution?: string; // preferred line: its moves come first where they are good, so "show solution" plays it
}

export type BuiltTree = { ok: true; tree: PuzzleTree } | { ok: false; reason: string };

/** Every key naming `action`: a placement (or a pass) has one, an explosion one per neighbour on its Y. */
export function keysOf(action: Action): string[] {
  if (action.type !== 'explode') return [formatAction(action)];
  const y = yToward(action.cell, action.toward);
  const same = CELLS.filter((t) => t !== action.toward && y !== null && yToward(action.cell, t) === y);
  return [action.toward, ...same].map((t) => `${action.cell}>${t}`);
}

/**
 * The judging tree of a puzzle. Stops with a reason (never throws) on a malformed position or goal,
 * an incomplete search, or more than `maxNodes` positions (the page would get too heavy).
 */
export function buildTree(source: TreeSource, maxNodes = 400): BuiltTree {
  const parsed = parsePosition(source.position);
  if (!parsed.ok) return { ok: false, reason: `position: ${parsed.error.reason ?? parsed.error.code}` };
  const preferred = (source.solution && parseLine(source.solution)) || [];
  const nodes: TreeNode[] = [];
  const ids = new Map<string, number>(); // position text → node
  const queue: { played: Action[]; state: GameState; id: number }[] = [];
  const enqueue = (played: Action[], state: GameState): number => {
    const key = formatPosition(state);
    let id = ids.get(key);
    if (id === undefined) {
      id = nodes.length;
      ids.set(key, id);
      nodes.push({ good: {}, stop: [], dead: [] });
      queue.push({ played, state, id });
    }
    return id;
  };
  enqueue([], parsed.value);
  while (queue.length) {
    if (nodes.length > maxNodes) return { ok: false, reason: `more than ${maxNodes} positions to judge` };
    const { played, state, id } = queue.shift()!;
    const progress = goodMoves(parsed.value, source.goal, played);
    if (!progress.ok) return { ok: false, reason: progress.error.reason ?? progress.error.code };
    if (!progress.value.complete) return { ok: false, reason: 'the solver hit its bounds' };
    if (progress.value.status !== 'open') return { ok: false, reason: `the line ${played.map(formatAction).join(' ')} is already ${progress.value.status}` };
    const good = new Set(progress.value.good.map(formatAction));
    // The preferred line's move first (it is what "show solution" plays), then the solver's order.
    const wanted = preferred[played.length];
    const onPreferred = played.every((m, k) => preferred[k] && formatAction(m) === formatAction(preferred[k]));
    const legal = [...progress.value.legal].sort((a, b) => rank(b) - rank(a));
    function rank(m: Action): number {
      return onPreferred && wanted && keysOf(wanted).includes(formatAction(m)) ? 1 : 0;
    }
    const node = nodes[id];
    for (const move of legal) {
      const after = apply(state, move);
      if (!after.ok) return { ok: false, reason: `the solver listed an illegal move ${formatAction(move)}` };
      const keys = keysOf(move);
      if (good.has(formatAction(move))) {
        const next = goodMoves(parsed.value, source.goal, [...played, move]);
        if (!next.ok) return { ok: false, reason: next.error.reason ?? next.error.code };
        const child = next.value.status === 'reached' ? REACHED : enqueue([...played, move], after.state);
        for (const k of keys) node.good[k] = child;
      } else {
        const stops = after.state.phase !== 'explode' || after.state.toMove !== state.toMove;
        (stops ? node.stop : node.dead).push(...keys);
      }
    }
    if (Object.keys(node.good).length === 0) return { ok: false, reason: 'a position along a solution has no good move' };
  }
  return { ok: true, tree: { nodes } };
}

/**
 * The moves that follow the answer line up to the explosion the goal asked for. Only a
 * "make a cell of N explode" goal needs any: it is met when that cell *must* explode, so the line
 * ends one explosion early. [] for other goals, or when the line cannot be played.
 */
export function goalFinish(source: Required<TreeSource>): string[] {
  if (source.goal.type !== 'explodeCount') return [];
  const parsed = parsePosition(source.position);
  const line = parseLine(source.solution);
  if (!parsed.ok || !line) return [];
  let state = parsed.value;
  for (const move of line) {
    const after = apply(state, move);
    if (!after.ok) return [];
    state = after.state;
  }
  const big = CELLS.find((c) => state.phase === 'explode' && (state.cells[c]?.count ?? 0) >= (source.goal as { count: number }).count);
  if (!big) return [];
  const move: Action = { type: 'explode', cell: big, toward: yName(big, 0) };
  return apply(state, move).ok ? [formatAction(move)] : [];
}
