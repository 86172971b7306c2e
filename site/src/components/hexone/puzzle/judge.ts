/**
 * Judging a puzzle move by move, in the browser, from data computed at build time (tree.ts).
 *
 * The tree holds every position reachable along a line that still leads to the goal, and at each
 * one: the good moves (→ the next position, or REACHED), the other legal moves split by why they
 * miss. The page never runs a rule itself: it looks the player's move up here, and the board
 * applies (or refuses) it. Nothing here touches the DOM.
 *
 * Move keys are the record notation: `b2` (place), `b2>b3` (explode b2 along its Y through b3).
 * Every neighbour naming the same Y is listed, so `b2>b3`, `b2>c2` and `b2>a1` all match.
 */

/** A good move that reaches the goal: no position follows. */
export const REACHED = -1;

export interface TreeNode {
  good: Record<string, number>; // { "c2": 1, "d3>e4": -1 }: move → next node (REACHED: goal met). The first key is the one to show.
  stop: string[]; // legal moves after which the turn (or the game) ends at once, goal missed: ["a2", "b4"]
  dead: string[]; // legal moves after which the chain goes on, but no choice reaches the goal any more
}

export interface PuzzleTree {
  nodes: TreeNode[]; // nodes[0] is the puzzle's position
}

export type Judgement =
  | { kind: 'good'; node: number } // node: REACHED when this move solves the puzzle
  | { kind: 'wrong'; reason: 'stop' | 'dead' }
  | { kind: 'unknown' }; // not a legal move here: the board will refuse it with its own message

/** The key of a move: `{ type: 'explode', cell: 'b2', toward: 'b3' }` → `b2>b3` (a pass, never part of a puzzle: `pass`). */
export function moveKey(action: { type: string; cell?: string; toward?: string }): string {
  return action.type === 'explode' ? `${action.cell}>${action.toward}` : action.type === 'place' ? String(action.cell) : action.type;
}

/** What playing `key` at `node` means for the puzzle. */
export function judgeMove(tree: PuzzleTree, node: number, key: string): Judgement {
  const here = tree.nodes[node];
  if (!here) return { kind: 'unknown' };
  if (Object.hasOwn(here.good, key)) return { kind: 'good', node: here.good[key] };
  if (here.stop.includes(key)) return { kind: 'wrong', reason: 'stop' };
  if (here.dead.includes(key)) return { kind: 'wrong', reason: 'dead' };
  return { kind: 'unknown' };
}

/**
 * Follows moves from the start: the node reached (REACHED once the goal is met, whatever comes
 * after), or null when a move leaves the tree (the board no longer matches the puzzle).
 */
export function walk(tree: PuzzleTree, keys: readonly string[]): { node: number; moves: number } | null {
  let node = 0;
  for (const [k, key] of keys.entries()) {
    const next = tree.nodes[node]?.good[key];
    if (next === undefined) return null;
    if (next === REACHED) return { node: REACHED, moves: k + 1 };
    node = next;
  }
  return { node, moves: keys.length };
}

/** The rest of a solution from `node`: the first good move at each step, up to the goal. */
export function solutionFrom(tree: PuzzleTree, node: number): string[] {
  const line: string[] = [];
  const seen = new Set<number>();
  while (node !== REACHED && tree.nodes[node] && !seen.has(node)) {
    seen.add(node);
    const key = Object.keys(tree.nodes[node].good)[0];
    if (key === undefined) break;
    line.push(key);
    node = tree.nodes[node].good[key];
  }
  return line;
}

/** The cell a hint points at from `node`: where to place, or which cell to explode. */
export function hintCell(tree: PuzzleTree, node: number): string | null {
  const key = solutionFrom(tree, node)[0];
  return key ? key.split('>')[0] : null;
}

/** Reads a tree from untrusted JSON; null when it is not one (the page then stays a static page). */
export function readTree(data: unknown): PuzzleTree | null {
  const tree = data as PuzzleTree;
  if (!tree || !Array.isArray(tree.nodes) || tree.nodes.length === 0) return null;
  const count = tree.nodes.length;
  const ok = tree.nodes.every(
    (n) =>
      n &&
      typeof n.good === 'object' &&
      Array.isArray(n.stop) &&
      Array.isArray(n.dead) &&
      Object.values(n.good).every((v) => Number.isInteger(v) && v >= REACHED && v < count),
  );
  return ok ? tree : null;
}
