import { describe, expect, it } from 'vitest';
import collection from '@site/data/hexone/puzzles.json' with { type: 'json' };
import { parsePosition } from '@engine/hexone/notation.js';
import { formatAction } from '@engine/hexone/record.js';
import { THEMES, type Puzzle, checkPuzzle, measure, parseLine, solve } from '@engine/hexone/solver/index.js';
import { generate } from '@scripts/generate-puzzles.js';

const puzzles = collection as Puzzle[];

describe('the puzzle collection', () => {
  it('holds at least 100 puzzles, at least 10 of each kind', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(100);
    for (const kind of ['intro', 'four', 'five'] as const) {
      expect(puzzles.filter((p) => p.kind === kind).length, kind).toBeGreaterThanOrEqual(10);
    }
  });

  it('spans the rule sets: some Express, some tiles edition, some classic', () => {
    expect(puzzles.some((p) => p.rules.exits === 'express')).toBe(true);
    expect(puzzles.some((p) => p.rules.exits === 'classic')).toBe(true);
    expect(puzzles.some((p) => p.rules.tiles)).toBe(true);
    expect(puzzles.some((p) => !p.rules.tiles)).toBe(true);
  });

  it('has 5-pawn chains under every exit rule: Express, classic and Long', () => {
    const fives = puzzles.filter((p) => p.kind === 'five');
    expect(fives.filter((p) => p.rules.exits === 'classic').length).toBeGreaterThanOrEqual(5);
    expect(fives.some((p) => p.rules.exits === 'express')).toBe(true);
    expect(fives.some((p) => p.rules.exits === 'long')).toBe(true);
  });

  it('teaches every goal in the introductory puzzles', () => {
    const goals = new Set(puzzles.filter((p) => p.kind === 'intro').map((p) => p.goal.type));
    expect([...goals].sort()).toEqual(['capture', 'take', 'win']);
  });

  it('has unique ids, positions and titles (in each language)', () => {
    expect(new Set(puzzles.map((p) => p.title.fr)).size).toBe(puzzles.length);
    expect(new Set(puzzles.map((p) => p.title.en)).size).toBe(puzzles.length);
    expect(new Set(puzzles.map((p) => p.id)).size).toBe(puzzles.length);
    expect(new Set(puzzles.map((p) => p.position)).size).toBe(puzzles.length);
  });

  it('words every puzzle by hand: no numbered title, no hint from the generator’s template', () => {
    // The generator's wording (engine/hexone/solver/wording.ts) serves endless and daily puzzles; the merge
    // numbers its repeats ("#2", "nº 2"). A puzzle kept in the collection gets its own title and hint.
    const template = /^(Of the \d+ placements|Parmi les \d+ poses|Look for the placement|Cherchez la pose)/;
    for (const p of puzzles) {
      for (const lang of ['fr', 'en'] as const) {
        expect(p.title[lang], p.id).not.toMatch(/#\d|nº/);
        expect(p.hint[lang], p.id).not.toMatch(template);
      }
    }
  });

  it('gives every puzzle a title and a hint in French and in English, different from each other', () => {
    for (const p of puzzles) {
      for (const field of [p.title, p.hint]) {
        expect(field.fr.trim().length, p.id).toBeGreaterThan(3);
        expect(field.en.trim().length, p.id).toBeGreaterThan(3);
        expect(field.fr, p.id).not.toBe(field.en);
        expect(`${field.fr} ${field.en}`, p.id).not.toMatch(/DRAFT|BROUILLON/);
      }
    }
  });

  it('only uses positions that could come from a game: at rest, both sides on the board, removed tiles empty', () => {
    for (const p of puzzles) {
      const parsed = parsePosition(p.position);
      expect(parsed.ok, p.id).toBe(true);
      if (!parsed.ok) continue;
      const stacks = Object.values(parsed.value.cells);
      expect(
        stacks.every((s) => s.count <= 2),
        p.id,
      ).toBe(true);
      expect(new Set(stacks.map((s) => s.owner)).size, p.id).toBe(2);
      for (const [cell, face] of Object.entries(parsed.value.tiles)) {
        if (face === 'removed') expect(parsed.value.cells[cell as keyof typeof parsed.value.cells], `${p.id} ${cell}`).toBeUndefined();
      }
    }
  });
});

describe('themes and difficulty, measured', () => {
  it('tags every puzzle with at least one theme, and spans every theme and every difficulty', () => {
    expect(puzzles.every((p) => p.themes.length > 0)).toBe(true);
    expect(new Set(puzzles.flatMap((p) => p.themes))).toEqual(new Set(THEMES));
    expect(new Set(puzzles.map((p) => p.difficulty))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('rates a puzzle harder when more first moves look plausible and the chain is longer', () => {
    const start = parsePosition('classic b b2:2b b3:1w');
    if (!start.ok) throw new Error(start.error.code);
    const easy = measure(start.value, { type: 'win' }, parseLine('b2 b2>b3')!);
    expect(easy).toMatchObject({ firstMoves: 1, good: 1, depth: 1 });
    const hardest = puzzles.filter((p) => p.difficulty === 5);
    const easiest = puzzles.filter((p) => p.difficulty === 1);
    const mean = (list: Puzzle[], f: (p: Puzzle) => number) => list.reduce((sum, p) => sum + f(p), 0) / list.length;
    expect(mean(hardest, (p) => p.measure.bits)).toBeGreaterThan(mean(easiest, (p) => p.measure.bits));
    expect(mean(hardest, (p) => p.measure.depth)).toBeGreaterThan(mean(easiest, (p) => p.measure.depth));
  });
});

describe('every puzzle, re-solved', () => {
  it.each(puzzles.map((p) => [p.id, p] as const))('%s has exactly one answer, the stored one, with its themes and difficulty as measured', (_id, p) => {
    expect(checkPuzzle(p)).toEqual([]);
  });

  it('fails a puzzle whose stored line is wrong, or that has two answers', () => {
    const p = puzzles[0];
    const report = solve(p.position, p.goal);
    expect(report.ok && report.value.unique).toBe(true);
    const moves = parseLine(p.solution)!;
    const wrong = { ...p, solution: moves.slice(0, -1).map(formatAction).join(' ') };
    expect(checkPuzzle(wrong).join(' ')).toMatch(/does not reach the goal/);
    // b2 toward b3 or toward c3 each capture one pawn: two answers to "capture 1".
    const ambiguous: Puzzle = {
      ...p,
      position: 'classic b b2:2b b3:1w c3:1w',
      rules: { exits: 'classic', tiles: false },
      goal: { type: 'capture', atLeast: 1 },
      solution: 'b2 b2>b3',
    };
    expect(checkPuzzle(ambiguous).join(' ')).toMatch(/2 different answers/);
  });
});

describe('the puzzle generator', () => {
  it('finds the same valid puzzles again from the same seed', () => {
    const options = {
      kind: 'intro',
      count: 2,
      rules: { exits: 'classic', tiles: false },
      seed: 7,
      difficulty: null,
      seconds: 60,
      append: false,
      goals: null,
    } as const;
    const first = generate({ ...options, rules: { ...options.rules } });
    const again = generate({ ...options, rules: { ...options.rules } });
    expect(first.puzzles.length).toBe(2);
    expect(again.puzzles).toEqual(first.puzzles);
    for (const p of first.puzzles) expect(checkPuzzle(p).filter((x) => !/DRAFT|BROUILLON/.test(x))).toEqual([]);
  });

  it('skips positions already in the collection', () => {
    const options = {
      kind: 'intro',
      count: 1,
      rules: { exits: 'classic', tiles: false },
      seed: 7,
      difficulty: null,
      seconds: 60,
      append: false,
      goals: null,
    } as const;
    const first = generate({ ...options, rules: { ...options.rules } }).puzzles[0];
    const next = generate({ ...options, rules: { ...options.rules } }, [first]).puzzles[0];
    expect(next.position).not.toBe(first.position);
    expect(next.id).not.toBe(first.id);
  });
});
