/**
 * Proofs of forced wins for the game review, from the solver's exhaustive turn search (search.ts).
 *
 * The bot's search is selective (beyond its first choices a chain is played greedily), so a win it sees
 * is not a proof, and neither is a win it misses. Here every turn is every turn: every placement and
 * every chain choice, each distinct end position once. `winInOne` asks "can the side to move win during
 * this turn?"; `forcedWin` asks "can it force a win within `turns` of its own turns, whatever the other
 * side answers?" (two turns: a turn, every reply, then a winning turn). Both are bounded by a number of
 * chain positions; when a bound is hit the answer is 'unknown', never a guess.
 */
import { type Board, Stage, applyPass, copyBoard, mustPass } from '../board.js';
import { type GoalJudge, Verdict, goalJudge } from './goals.js';
import { TurnSearch, lineToArray } from './search.js';

export type Proof = 'win' | 'no' | 'unknown';

/** A bound on the work of one proof, in chain positions expanded, shared by all the searches it makes. */
export interface ProofBudget {
  nodes: number; // left to spend
}

/** The same cap per turn search as the solver's lines (RULES.md, "Endless chains"). */
const MAX_EXPLOSIONS = 200;

/** Whether the side to move in `b` can win within this turn; the winning line (solver move numbers) when it can. */
export function winInOne(b: Board, budget: ProofBudget): { proof: Proof; line: number[] } {
  if (b.stage === Stage.Over) return { proof: 'no', line: [] };
  const search = new TurnSearch(goalJudge({ type: 'win' }, b), { stopAtFinals: 1, maxNodes: Math.max(0, budget.nodes), maxExplosions: MAX_EXPLOSIONS });
  const found = search.run(b);
  budget.nodes -= search.nodes;
  const first = [...found.values()][0];
  if (first) return { proof: 'win', line: lineToArray(first.line) };
  // stopAtFinals sets `aborted` only once it found a win; without one, aborted means a bound was hit.
  return { proof: search.aborted || search.capped ? 'unknown' : 'no', line: [] };
}

/** Every distinct position the side to move in `b` can end its turn in (a pass included), or null past the budget. */
export function turnEnds(b: Board, budget: ProofBudget): Board[] | null {
  if (b.stage === Stage.Over) return [];
  if (b.stage === Stage.Place && mustPass(b)) {
    const passed = copyBoard(b);
    applyPass(passed);
    return [passed];
  }
  const me = b.toMove;
  const ends: GoalJudge = { ...goalJudge({ type: 'win' }, b), judge: (x) => (x.stage === Stage.Over || x.toMove !== me ? Verdict.Reached : Verdict.Open) };
  const search = new TurnSearch(ends, { maxNodes: Math.max(0, budget.nodes), maxExplosions: MAX_EXPLOSIONS });
  search.run(b);
  budget.nodes -= search.nodes;
  if (search.aborted || search.capped) return null;
  return [...search.finals.values()];
}

/**
 * Whether the side to move in `b` forces a win within `turns` of its own turns. 'no' is a proof too
 * (every line was looked at); 'unknown' when the budget ran out first.
 */
export function forcedWin(b: Board, turns: number, budget: ProofBudget): Proof {
  if (b.stage === Stage.Over || turns <= 0) return 'no';
  const now = winInOne(b, budget).proof;
  if (now !== 'no' || turns === 1) return now;
  const me = b.toMove;
  const mine = turnEnds(b, budget);
  if (!mine) return 'unknown';
  let unknown = false;
  for (const after of mine) {
    if (after.stage === Stage.Over) continue; // a loss (a win was ruled out above)
    if (after.toMove === me) {
      unknown = true; // a chain stopped at the cap: not a position the proof can read
      continue;
    }
    const replies = turnEnds(after, budget);
    if (!replies) return 'unknown';
    let all: Proof = 'win';
    for (const reply of replies) {
      if (budget.nodes <= 0) return 'unknown';
      if (reply.stage === Stage.Over) {
        all = reply.winner === me ? all : 'no';
      } else if (reply.toMove !== me) all = 'unknown';
      else {
        const next = forcedWin(reply, turns - 1, budget);
        if (next !== 'win') all = next === 'no' ? 'no' : 'unknown';
      }
      if (all === 'no') break;
    }
    if (all === 'win') return 'win';
    if (all === 'unknown') unknown = true;
  }
  return unknown ? 'unknown' : 'no';
}
