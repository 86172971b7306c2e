/**
 * Runs conformance cases (format: tests/conformance/hexone/README.md, the repository's copy of the shared one) against the public rules API.
 * Used by `npm run conformance -- FILE` and by the vitest suite, so both judge cases the same way.
 */
import { parsePosition } from './notation.js';
import { apply, explodableCells, legalPlacements } from './rules.js';
import type { Action, Cell, GameState } from './types.js';

export interface ConformanceCase {
  id: string;
  rules: { exits: string; tiles: boolean };
  start: { opening?: boolean; toMove: string; cells?: Record<string, string>; tiles?: Record<string, string> };
  actions: ({ place: string } | { explode: string; toward: string } | { pass: true })[];
  expectError?: boolean;
  expect: {
    phase: string;
    toMove?: string;
    cells: Record<string, string>;
    legalPlacements?: string[];
    explodable?: string[];
    winner?: string;
    score?: number;
    tiles?: Record<string, string>;
  };
}

export interface CaseFile {
  format: string;
  cases: ConformanceCase[];
}

/** The start state of a case, written as position text so the notation is exercised too. */
export function startState(c: ConformanceCase): GameState | string {
  const words = [c.rules.exits, c.rules.tiles ? 'tiles' : '', c.start.toMove, c.start.opening ? 'opening' : ''];
  const parts = new Map<string, string[]>();
  for (const [cell, stack] of Object.entries(c.start.cells ?? {})) parts.set(cell, [stack]);
  for (const [cell, face] of Object.entries(c.start.tiles ?? {})) parts.set(cell, [...(parts.get(cell) ?? []), face]);
  for (const [cell, p] of parts) words.push([cell, ...p].join(':'));
  const parsed = parsePosition(words.join(' '));
  return parsed.ok ? parsed.value : `start does not parse: ${parsed.error.reason}`;
}

function toAction(a: ConformanceCase['actions'][number]): Action {
  if ('place' in a) return { type: 'place', cell: a.place as Cell };
  if ('explode' in a) return { type: 'explode', cell: a.explode as Cell, toward: a.toward as Cell };
  // `{ "pass": true }`: the side shut in on the centre gives up its turn (RULES.md).
  return { type: 'pass' };
}

/** Differences between a case's expectation and what the engine does: empty when the case passes. */
export function checkCase(c: ConformanceCase): string[] {
  const start = startState(c);
  if (typeof start === 'string') return [start];
  let state = start;
  const problems: string[] = [];
  for (const [k, a] of c.actions.entries()) {
    const last = k === c.actions.length - 1;
    const result = apply(state, toAction(a));
    if (!result.ok) {
      if (last && c.expectError) break;
      return [`action ${k + 1} (${JSON.stringify(a)}) refused: ${result.error.code}${result.error.reason ? ` (${result.error.reason})` : ''}`];
    }
    if (last && c.expectError) return [`action ${k + 1} (${JSON.stringify(a)}) was accepted but must be refused`];
    state = result.state;
  }
  const e = c.expect;
  const phase = state.phase === 'opening' ? 'place' : state.phase;
  const diff = (what: string, want: unknown, got: unknown) => {
    if (JSON.stringify(want) !== JSON.stringify(got)) problems.push(`${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };
  diff('phase', e.phase, phase);
  if (e.phase !== 'over' || e.toMove !== undefined) diff('toMove', e.toMove, phase === 'over' ? undefined : state.toMove);
  diff('cells', sortKeys(e.cells), sortKeys(Object.fromEntries(Object.entries(state.cells).map(([k, s]) => [k, `${s.count}${s.owner}`]))));
  if (e.legalPlacements) diff('legalPlacements', [...e.legalPlacements].sort(), legalPlacements(state).sort());
  if (e.explodable) diff('explodable', [...e.explodable].sort(), explodableCells(state).sort());
  if (e.winner !== undefined || phase === 'over') diff('winner', e.winner, state.winner ?? undefined);
  if (e.score !== undefined) diff('score', e.score, state.score);
  if (e.tiles) diff('tiles', sortKeys(e.tiles), sortKeys(state.tiles));
  return problems;
}

function sortKeys(o: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
}

/** Reads a case file's JSON text; a string answer says why it is not a case file. */
export function readCaseFile(text: string): CaseFile | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return `not JSON: ${(e as Error).message}`;
  }
  const file = data as CaseFile;
  if (!file || typeof file !== 'object' || !Array.isArray(file.cases)) return 'no "cases" array';
  if (file.format !== 'hexone-conformance/1') return `unknown format ${JSON.stringify(file.format)} (expected "hexone-conformance/1")`;
  return file;
}
