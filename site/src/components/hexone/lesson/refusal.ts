/**
 * Which rule a refused move broke, so the lesson says that rule rather than a nearby one. The board's
 * error code alone is not enough: a click on a cell of two pawns while a chain waits is refused as
 * "not explodable" (the rule: three pawns make a cell explode), but the same refusal on a cell of
 * three while a four waits is about the fullest cell going first; and a click on a waiting cell while
 * another is chosen reaches the board as "not on its Y" when the learner meant to explode it.
 *
 * Pure and engine-free, like task.ts: it reads the error and the position the board refused it in.
 */
import type { GameState } from '@engine/hexone/types.js';

/** What the player needs of a board error (`hexone-error` detail's `error`). */
export interface RefusedError {
  code: string;
  cell?: string;
  toward?: string;
  explodable?: readonly string[];
}

/** A rule id of site/src/data/hexone/rules.json and the words that fill its refusal sentence. */
export interface Refusal {
  rule: string;
  values: Record<string, string>; // cell, toward, selected, explodable
}

const RULE_OF_CODE: Record<string, string> = {
  'opening-first-ring': 'opening-first',
  'opening-occupied': 'opening-second',
  'centre-forbidden': 'place-centre',
  'opponent-cell': 'place-opponent',
  'not-connected': 'place-next',
  'tile-removed': 'tiles-no-place',
  'must-explode': 'chain', // a placement while cells still have to explode
  'must-place': 'explode-three', // a cell chosen to explode when none holds three
  'cannot-pass': 'shut-in-pass',
  'must-pass': 'shut-in-pass',
  'game-over': 'win',
};

const stacks = (state: GameState) => Object.entries(state.cells as Record<string, { count: number } | undefined>);
const countOn = (state: GameState, cell: string | undefined): number => (cell && stacks(state).find(([name]) => name === cell)?.[1]?.count) || 0;

/** The cells that may explode now: those holding the most pawns, if that is three or more. */
function fullest(state: GameState): string[] {
  const most = Math.max(0, ...stacks(state).map(([, s]) => s?.count ?? 0));
  return most < 3
    ? []
    : stacks(state)
        .filter(([, s]) => s?.count === most)
        .map(([cell]) => cell);
}

/** The rule behind a refusal in `state` (`selected`: the cell chosen to explode, if any); null for errors that are not about the rules. */
export function refusalRule(error: RefusedError, state: GameState, selected: string | null): Refusal | null {
  const values = {
    cell: error.cell ?? '',
    toward: error.toward ?? '',
    selected: selected ?? error.cell ?? '',
    explodable: (error.explodable ?? fullest(state)).join(', '),
  };
  if (error.code === 'not-explodable') {
    return { rule: countOn(state, error.cell) >= 3 ? 'explode-fullest' : 'explode-three', values };
  }
  if (error.code === 'not-on-y') {
    // The board asks "which Y?" only of non-explodable cells: one of three or more is waiting its turn.
    if (countOn(state, error.toward) >= 3) return { rule: 'explode-fullest', values: { ...values, cell: values.toward } };
    return { rule: 'y-shape', values };
  }
  const rule = RULE_OF_CODE[error.code];
  return rule ? { rule, values } : null;
}
