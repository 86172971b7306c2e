// The puzzle collection as the site ships it (site/src/components/hexone/puzzle/collection.ts): every puzzle
// of site/src/data/hexone/puzzles.json can be judged on its page, and broken entries are left out with a reason.
import { describe, expect, it } from 'vitest';
import { PUZZLES, PUZZLE_PROBLEMS, prepare, ruleSets } from '@site/components/hexone/puzzle/collection.js';
import { REACHED, solutionFrom, walk } from '@site/components/hexone/puzzle/judge.js';
import { goalText, missReasons } from '@site/components/hexone/puzzle/wording.js';
import { LANGS } from '@site/i18n/index.js';

const GOOD = {
  id: 'win-in-one',
  kind: 'intro',
  rules: { exits: 'classic', tiles: false },
  position: 'classic b b2:2b b3:1w',
  goal: { type: 'win' },
  solution: 'b2 b2>b3',
  lines: 1,
  difficulty: 1,
  themes: ['win', 'capture'],
  title: { fr: 'Un seul tour', en: 'One turn' },
  hint: { fr: 'Trois en b2.', en: 'Three on b2.' },
};

describe('preparing the collection for the site', () => {
  it('keeps a sound puzzle, with its judging tree and what the lists need', () => {
    const { puzzles, problems } = prepare([GOOD]);
    expect(problems).toEqual([]);
    expect(puzzles[0].meta).toEqual({ id: 'win-in-one', kind: 'intro', rules: 'classic', themes: ['win', 'capture'] });
    expect(walk(puzzles[0].tree, ['b2', 'b2>b3'])).toEqual({ node: REACHED, moves: 2 });
  });

  it('leaves out, with a reason, a puzzle without an answer, a repeated id, or missing texts', () => {
    const { puzzles, problems } = prepare([
      GOOD,
      { ...GOOD },
      { ...GOOD, id: 'no-answer', position: 'classic b b2:2b b3:1w c3:1w' },
      { ...GOOD, id: 'no-french', title: { en: 'Only English' } },
    ]);
    expect(puzzles.map((p) => p.id)).toEqual(['win-in-one']);
    expect(problems).toEqual([
      expect.stringMatching(/^win-in-one: the id must be unique/),
      expect.stringMatching(/^no-answer: a position along a solution has no good move/),
      expect.stringMatching(/^no-french: kind, rules, difficulty, title and hint/),
    ]);
    expect(prepare({ not: 'a list' }).problems).toEqual(['puzzles.json must hold a list of puzzles']);
  });

  it('orders intro, then 4-pawn, then 5-pawn puzzles, easier first, and lists the rule sets present', () => {
    const { puzzles } = prepare([
      { ...GOOD, id: 'b', kind: 'five', difficulty: 2 },
      { ...GOOD, id: 'a', kind: 'five', difficulty: 3 },
      { ...GOOD, id: 'c', kind: 'four', difficulty: 5, rules: { exits: 'classic', tiles: true }, position: 'classic tiles b b2:2b b3:1w' },
      { ...GOOD, id: 'd' },
    ]);
    expect(puzzles.map((p) => p.id)).toEqual(['d', 'c', 'b', 'a']);
    expect(ruleSets(puzzles)).toEqual(['classic', 'classic+tiles']);
  });
});

describe('the shipped collection', () => {
  it('has no puzzle the site had to leave out', () => {
    expect(PUZZLE_PROBLEMS).toEqual([]);
  });

  it('offers 4-pawn and 5-pawn puzzles', () => {
    expect(PUZZLES.some((p) => p.kind === 'four')).toBe(true);
    expect(PUZZLES.some((p) => p.kind === 'five')).toBe(true);
  });

  it.each(PUZZLES.map((p) => [p.id, p] as const))('%s: its solution is judged good to the end, and its page data stays small', (_id, p) => {
    expect(walk(p.tree, p.solution.split(' '))).toEqual({ node: REACHED, moves: p.solution.split(' ').length });
    expect(walk(p.tree, solutionFrom(p.tree, 0))?.node).toBe(REACHED);
    expect(JSON.stringify(p.tree).length).toBeLessThan(30_000);
    for (const lang of LANGS) {
      const words = [goalText(lang, p.goal), ...Object.values(missReasons(lang, p.goal))];
      for (const text of words) expect(text, `${p.id} ${lang}`).not.toMatch(/[{}]/);
    }
  });
});
