// Filters of the puzzle pages and the choice of the next puzzle (site/src/components/hexone/puzzle/filters.ts).
import { describe, expect, it } from 'vitest';
import { THEMES } from '@engine/hexone/solver/index.js';
import {
  THEME_KEYS,
  filterFromQuery,
  filterToQuery,
  isMiss,
  isSolved,
  matches,
  nextPuzzle,
  rulesKey,
  siteOrder,
  type Filter,
  type PuzzleMeta,
} from '@site/components/hexone/puzzle/filters.js';

const ALL_OF_THEM: Filter = { kind: 'all', rules: 'all', unsolved: false, theme: 'all', missed: false };
const LIST: PuzzleMeta[] = [
  { id: 'intro-01', kind: 'intro', rules: 'classic', themes: ['win'] },
  { id: 'four-01', kind: 'four', rules: 'express', themes: ['four', 'centre'] },
  { id: 'four-02', kind: 'four', rules: 'classic+tiles', themes: ['capture', 'four', 'tileRemoval'] },
  { id: 'five-01', kind: 'five', rules: 'express', themes: ['five', 'centre'] },
  { id: 'five-02', kind: 'five', rules: 'long', themes: ['capture', 'five'] },
];
const SETS = ['classic', 'express', 'long', 'classic+tiles'];

describe('filters', () => {
  it('name a rule set by its exit rule, with +tiles for the tiles edition', () => {
    expect(rulesKey({ exits: 'express', tiles: false })).toBe('express');
    expect(rulesKey({ exits: 'classic', tiles: true })).toBe('classic+tiles');
  });

  it('keep the puzzles of the chosen kind and rule set', () => {
    const shown = (f: Filter, results = {}) => LIST.filter((p) => matches(p, f, results)).map((p) => p.id);
    expect(shown(ALL_OF_THEM)).toHaveLength(5);
    expect(shown({ ...ALL_OF_THEM, kind: 'five' })).toEqual(['five-01', 'five-02']);
    expect(shown({ ...ALL_OF_THEM, rules: 'express' })).toEqual(['four-01', 'five-01']);
    expect(shown({ kind: 'four', rules: 'express', unsolved: false, theme: 'all', missed: false })).toEqual(['four-01']);
  });

  it('hide solved puzzles (with or without help) when asked, but not missed ones', () => {
    const results = { 'four-01': 'solved', 'four-02': 'helped', 'five-01': 'failed' };
    expect(LIST.filter((p) => matches(p, { ...ALL_OF_THEM, unsolved: true }, results)).map((p) => p.id)).toEqual(['intro-01', 'five-01', 'five-02']);
  });

  it('travel in the address and come back the same', () => {
    const f: Filter = { kind: 'four', rules: 'classic+tiles', unsolved: true, theme: 'all', missed: false };
    expect(filterToQuery(f)).toBe('?kind=four&rules=classic%2Btiles&unsolved=1');
    expect(filterFromQuery(filterToQuery(f), ALL_OF_THEM, SETS)).toEqual(f);
    expect(filterToQuery(ALL_OF_THEM)).toBe('');
  });

  it('fall back to the saved filter for what the address does not say or says wrongly', () => {
    const saved: Filter = { kind: 'five', rules: 'long', unsolved: true, theme: 'all', missed: false };
    expect(filterFromQuery('', saved, SETS)).toEqual(saved);
    expect(filterFromQuery('?kind=six&rules=martian', saved, SETS)).toEqual(saved);
    expect(filterFromQuery('?kind=all&unsolved=0', saved, SETS)).toEqual({ kind: 'all', rules: 'long', unsolved: false, theme: 'all', missed: false });
  });
});

describe('the next puzzle', () => {
  it('is the next one in order that matches the filter and is not solved', () => {
    expect(nextPuzzle(LIST, 'intro-01', ALL_OF_THEM, {})?.id).toBe('four-01');
    expect(nextPuzzle(LIST, 'intro-01', ALL_OF_THEM, { 'four-01': 'solved' })?.id).toBe('four-02');
    expect(nextPuzzle(LIST, 'intro-01', { ...ALL_OF_THEM, kind: 'five' }, {})?.id).toBe('five-01');
  });

  it('wraps round to the start of the list', () => {
    expect(nextPuzzle(LIST, 'five-02', { ...ALL_OF_THEM, rules: 'express' }, {})?.id).toBe('four-01');
  });

  it('offers a solved puzzle of the filter before leaving the filter, and leaves it only when it holds nothing else', () => {
    const results = { 'four-01': 'solved', 'four-02': 'solved' };
    expect(nextPuzzle(LIST, 'four-01', { ...ALL_OF_THEM, kind: 'four' }, results)?.id).toBe('four-02');
    expect(nextPuzzle(LIST, 'five-01', { ...ALL_OF_THEM, kind: 'five' }, {})?.id).toBe('five-02');
    expect(nextPuzzle(LIST, 'intro-01', { ...ALL_OF_THEM, kind: 'intro' }, {})?.id).toBe('four-01');
  });

  it('is the first puzzle to do when there is no current one, and null in a list of one', () => {
    expect(nextPuzzle(LIST, null, ALL_OF_THEM, { 'intro-01': 'solved' })?.id).toBe('four-01');
    expect(nextPuzzle(LIST.slice(0, 1), 'intro-01', ALL_OF_THEM, {})).toBeNull();
  });
});

describe('site order', () => {
  const p = (id: string, kind: 'intro' | 'four', exits: string, tiles: boolean, difficulty: number) => ({ id, kind, difficulty, rules: { exits, tiles } });
  it('offers classic first, then the other exits, then the tiles edition, as the lessons teach them; easier first within one rule set', () => {
    const list = [
      p('intro-05', 'intro', 'express', true, 1),
      p('intro-04', 'intro', 'express', false, 1),
      p('four-01', 'four', 'classic', false, 1),
      p('intro-03', 'intro', 'classic', true, 1),
      p('intro-02', 'intro', 'classic', false, 2),
      p('intro-01', 'intro', 'classic', false, 1),
      p('intro-06', 'intro', 'long', false, 3),
    ];
    expect([...list].sort(siteOrder).map((x) => x.id)).toEqual(['intro-01', 'intro-02', 'intro-06', 'intro-04', 'intro-03', 'intro-05', 'four-01']);
  });

  it('counts a puzzle solved after a miss as solved, and a missed one as not', () => {
    expect(['solved', 'helped', 'retried'].every(isSolved)).toBe(true);
    expect(isSolved('failed') || isSolved(undefined)).toBe(false);
  });
});

describe('themes and misses', () => {
  it('keep the puzzles of a theme, and only the misses when asked', () => {
    const byTheme = LIST.filter((p) => matches(p, { ...ALL_OF_THEM, theme: 'centre' })).map((p) => p.id);
    expect(byTheme).toEqual(['four-01', 'five-01']);
    const results = { 'intro-01': 'failed', 'four-01': 'retried', 'five-01': 'solved' };
    expect(LIST.filter((p) => matches(p, { ...ALL_OF_THEM, missed: true }, results)).map((p) => p.id)).toEqual(['intro-01', 'four-01']);
    expect(isMiss('retried') && isMiss('failed') && !isMiss('solved') && !isMiss(undefined)).toBe(true);
  });

  it('"replay my misses" goes from one miss to the next, wrapping round', () => {
    const results = { 'intro-01': 'failed', 'five-01': 'retried', 'four-01': 'solved' };
    const misses = { ...ALL_OF_THEM, missed: true };
    expect(nextPuzzle(LIST, 'intro-01', misses, results)?.id).toBe('five-01');
    expect(nextPuzzle(LIST, 'five-01', misses, results)?.id).toBe('intro-01');
  });

  it('travel in the address too', () => {
    const filter = { ...ALL_OF_THEM, theme: 'tileRemoval', missed: true };
    expect(filterToQuery(filter)).toBe('?theme=tileRemoval&missed=1');
    expect(filterFromQuery(filterToQuery(filter), ALL_OF_THEM, SETS)).toEqual(filter);
    expect(filterFromQuery('?theme=bogus', ALL_OF_THEM, SETS).theme).toBe('all');
  });

  it('name the same themes as the solver', () => {
    expect([...THEME_KEYS]).toEqual([...THEMES]);
  });
});
