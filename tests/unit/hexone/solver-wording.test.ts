// Generated puzzles (endless, daily) get their titles and hints from engine/hexone/solver/wording.ts, outside the
// site's dictionaries, so the glossary's scan of the site does not reach them: this test does, over every theme
// and goal, in both languages.
import { describe, expect, it } from 'vitest';
import { PUZZLE_KINDS } from '@engine/hexone/solver/puzzle.js';
import type { Goal } from '@engine/hexone/solver/goals.js';
import { THEMES } from '@engine/hexone/solver/themes.js';
import { puzzleWording } from '@engine/hexone/solver/wording.js';
import { TERMS } from '@site/i18n/terms.js';
import { frenchTypography } from '../french-typography.js';

const GOALS: Goal[] = [
  { type: 'win' },
  { type: 'capture', atLeast: 4 },
  { type: 'take', cell: 'c2' },
  { type: 'explodeCount', count: 4 },
  { type: 'explodeCount', count: 5 },
] as Goal[];
const MEASURES = [
  { firstMoves: 1, good: 1, depth: 1, decisions: 1, forced: 0, bits: 0 },
  { firstMoves: 6, good: 1, depth: 4, decisions: 2, forced: 1, bits: 2.6 },
  { firstMoves: 5, good: 2, depth: 3, decisions: 1, forced: 1, bits: 1.3 },
];

/** Every title and hint the generator can write: each theme alone and with the others, for each kind, goal and measure. */
function everyWording(): { fr: string; en: string }[] {
  const out: { fr: string; en: string }[] = [];
  for (const kind of PUZZLE_KINDS) {
    for (const goal of GOALS) {
      for (const theme of THEMES) {
        for (const measure of MEASURES) {
          const { title, hint } = puzzleWording(kind, goal, [theme], measure);
          out.push(title, hint);
        }
      }
    }
  }
  return out;
}

describe("the puzzle generator's titles and hints", () => {
  const texts = everyWording();

  it('name a pawn landing on the centre as the glossary does (and no other forbidden word)', () => {
    expect(texts.some((t) => t.fr.includes('arrivée au centre') && t.en.includes('landing on the centre'))).toBe(true);
    const found: string[] = [];
    for (const text of texts) {
      for (const term of TERMS) {
        for (const lang of ['en', 'fr'] as const) {
          for (const word of term.forbidden[lang])
            if (text[lang].toLowerCase().includes(word.toLowerCase())) found.push(`${lang} "${word}" in "${text[lang]}"`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('follow French typography', () => {
    const faults = texts.flatMap((t) => frenchTypography(t.fr).map((f) => `${f}: ${t.fr}`));
    expect(faults).toEqual([]);
  });
});
