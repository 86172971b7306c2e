/**
 * Runs `hexadominos-conformance/1` cases (format: tests/conformance/hexadominos/README.md, the repository's copy of the shared one)
 * against the public rules API. Used by `npm run conformance -- FILE` and by the vitest suite, so both
 * judge cases the same way.
 */
import { guarded, readData } from '../shared/untrusted.js';
import { checkState } from './check.js';
import { apply, legalPlacements } from './rules.js';
import { matchStanding } from './setup.js';
import type { Action, GameState, Rotation, Scoring } from './types.js';

export const CASE_FORMAT = 'hexadominos-conformance/1';

type Cell = [number, number];

export interface ConformanceCase {
  id: string;
  scoring: string;
  start: {
    players: number;
    toMove: number;
    board: { at: Cell; tile: string; rot: number }[];
    racks: string[][];
    pile: string[];
    scores?: number[];
    draws?: number;
    drawn?: string | null;
    match?: { target: number; totals: number[] }; // a match to a target: the totals of its earlier games
  };
  actions: ({ place: string; at: Cell; rot: number } | { draw: true } | { pass: true })[];
  expectError?: boolean;
  expect: {
    over: boolean;
    toMove?: number;
    scores: number[];
    racks: string[][];
    pile: number;
    draws: number;
    board: { at: Cell; tile: string; rot: number }[];
    winners?: number[];
    placements?: string[];
    matchOver?: boolean; // with start.match: whether the match is decided
  };
}

export interface CaseFile {
  format: string;
  cases: ConformanceCase[];
}

/** The start state of a case, checked like any state from outside; a string says why it is not one. */
export function startState(c: ConformanceCase): GameState | string {
  const s = c.start;
  if (!s || typeof s !== 'object') return 'the case has no start';
  const state = {
    players: s.players,
    scoring: c.scoring as Scoring,
    board: Array.isArray(s.board) ? s.board.map((p) => ({ at: p?.at, tile: p?.tile, rot: p?.rot as Rotation })) : s.board,
    racks: s.racks,
    pile: s.pile,
    scores: s.scores ?? (Array.isArray(s.racks) ? s.racks.map(() => 0) : []),
    toMove: s.toMove,
    draws: s.draws ?? 0,
    drawn: s.drawn ?? null,
    over: false,
    ending: null,
    winners: [],
    seed: null,
    starter: null,
  } as GameState;
  // A case's match has no game number (it does not matter to the rules): it is one of the match's games.
  if (s.match !== undefined) state.match = s.match && typeof s.match === 'object' ? { target: s.match.target, totals: s.match.totals, game: 1 } : s.match;
  const problem = checkState(state);
  return problem ? `start is not a valid state: ${problem.reason}` : state;
}

export function toAction(a: ConformanceCase['actions'][number]): Action | null {
  if (!a || typeof a !== 'object') return null;
  if ('place' in a) return { type: 'place', tile: a.place, at: a.at, rot: a.rot as Rotation };
  if ('draw' in a && a.draw === true) return { type: 'draw' };
  if ('pass' in a && a.pass === true) return { type: 'pass' };
  return null;
}

/** `"tile@q,r/rot"`, the form cases list placements in. */
export function placementKey(p: { tile: string; at: readonly number[]; rot: number }): string {
  return `${p.tile}@${p.at[0]},${p.at[1]}/${p.rot}`;
}

/** The most values a case may hold in all (a crowded table with every list filled is a few thousand). */
const CASE_BUDGET = 100_000;

/**
 * Differences between a case's expectation and what the engine does: empty when the case passes. The
 * case is read once into a plain copy first (`readData`: no getters, proxies or lists longer than the
 * budget get past it), and one that is not JSON-like data, or not shaped like a case, gets one line saying so.
 */
export function checkCase(c: ConformanceCase): string[] {
  return guarded(
    () => {
      const data = readData(c, CASE_BUDGET, 8);
      if (!data.ok) return [`a case is plain data: ${data.reason}`];
      return checkCopy(data.value as unknown as ConformanceCase);
    },
    (reason) => [`a case is plain data: ${reason}`],
  );
}

function checkCopy(c: ConformanceCase): string[] {
  if (!c || typeof c !== 'object' || !c.expect || typeof c.expect !== 'object') return ['a case is { id, scoring, start, actions, expect }'];
  if (c.actions !== undefined && !Array.isArray(c.actions)) return ['actions must be a list'];
  const shape = expectProblem(c.expect);
  if (shape) return [shape];
  const start = startState(c);
  if (typeof start === 'string') return [start];
  let state = start;
  for (const [k, a] of (c.actions ?? []).entries()) {
    const last = k === c.actions.length - 1;
    const action = toAction(a);
    if (!action) return [`action ${k + 1} (${JSON.stringify(a)}) is not a case action`];
    const result = apply(state, action);
    if (!result.ok) {
      if (last && c.expectError) break;
      return [`action ${k + 1} (${JSON.stringify(a)}) refused: ${result.error.code}${result.error.reason ? ` (${result.error.reason})` : ''}`];
    }
    if (last && c.expectError) return [`action ${k + 1} (${JSON.stringify(a)}) was accepted but must be refused`];
    state = result.state;
  }
  return compare(c.expect, state);
}

/** Why an expectation's lists cannot be compared (racks a list of lists, board entries with a cell), or null. */
function expectProblem(e: ConformanceCase['expect']): string | null {
  const list = (value: unknown) => Array.isArray(value);
  if (!list(e.racks) || !e.racks.every(list)) return 'expect.racks must be a list of racks';
  if (!list(e.board) || !e.board.every((p) => !!p && typeof p === 'object' && list(p.at))) return 'expect.board must be a list of { at, tile, rot }';
  if (e.winners !== undefined && !list(e.winners)) return 'expect.winners must be a list';
  if (e.placements !== undefined && !list(e.placements)) return 'expect.placements must be a list';
  return null;
}

function compare(e: ConformanceCase['expect'], state: GameState): string[] {
  const problems: string[] = [];
  const diff = (what: string, want: unknown, got: unknown) => {
    if (JSON.stringify(want) !== JSON.stringify(got)) problems.push(`${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };
  const sorted = <T>(list: readonly T[]) => [...list].sort();
  const boardKeys = (board: readonly { at: readonly number[]; tile: string; rot: number }[]) => sorted(board.map(placementKey));
  diff('over', e.over, state.over);
  if (e.toMove !== undefined) diff('toMove', e.toMove, state.over ? undefined : state.toMove);
  diff('scores', e.scores, state.scores);
  diff('racks', e.racks.map(sorted), state.racks.map(sorted));
  diff('pile', e.pile, state.pile.length);
  diff('draws', e.draws, state.draws);
  diff('board', boardKeys(e.board), boardKeys(state.board));
  if (e.winners !== undefined || state.over) diff('winners', e.winners && sorted(e.winners), sorted(state.winners));
  if (e.placements !== undefined) diff('placements', sorted(e.placements), sorted(legalPlacements(state).map(placementKey)));
  if (e.matchOver !== undefined) diff('matchOver', e.matchOver, matchStanding(state)?.decided ?? false);
  return problems;
}

/** Reads a case file's JSON text; a string answer says why it is not a Hexa-dominos case file. */
export function readCaseFile(text: string): CaseFile | string {
  if (typeof text !== 'string') return 'a case file is JSON text';
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return `not JSON: ${(e as Error).message}`;
  }
  const file = data as CaseFile;
  if (!file || typeof file !== 'object' || !Array.isArray(file.cases)) return 'no "cases" array';
  if (file.format !== CASE_FORMAT) return `unknown format ${JSON.stringify(file.format)} (expected "${CASE_FORMAT}")`;
  return file;
}
