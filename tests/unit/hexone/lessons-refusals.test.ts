/**
 * Every refusal a learner can meet in a lesson names the rule that applies. For every step, from its
 * start and from each position its solution passes through, every refused gesture is tried: a pawn on
 * each cell, each cell chosen to explode, and (with a cell chosen) a click on each cell off its Ys, as
 * the board turns that click into a "not on its Y" error. The rule expected is worked out here from
 * the position alone; the sentence the lesson player would show (refusal.ts + rules.json) must
 * contain that rule's name, in both languages, and the cells it is about.
 */
import { describe, expect, it } from 'vitest';
import { CELLS, FIRST_RING, yToward, type Cell } from '@engine/hexone/cells.js';
import { apply, explodableCells, legalPlacements, parseAction, parsePosition, type GameState, type RuleError } from '@engine/hexone/index.js';
import { readHexoneLessons } from '@site/components/hexone/lesson/content.js';
import { refusalRule } from '@site/components/hexone/lesson/refusal.js';
import { findRule, refusalSentences } from '@site/components/hexone/lesson/rules.js';
import { format } from '@site/i18n/format.js';

const LESSONS = readHexoneLessons();

interface Case {
  what: string; // "place c3", "choose b1", "b3 chosen, click c2"
  error: RuleError;
  state: GameState;
  selected: Cell | null;
  rule: string; // expected, from the position
  cells: string[]; // the cells the sentence must name
}

/** The positions a learner sees in a step: its start, then after each move of its solution. */
function positions(position: string, solution: string | undefined): GameState[] {
  const parsed = parsePosition(position);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  const out = [parsed.value];
  for (const move of (solution ?? '').split(/\s+/).filter(Boolean)) {
    const result = apply(out.at(-1)!, parseAction(move)!);
    if (result.ok && result.state.phase !== 'over') out.push(result.state);
    else break;
  }
  return out;
}

/** The rule a refused placement breaks, read from the position. */
function placementRule(state: GameState, cell: Cell): string {
  if (state.phase === 'explode') return 'chain';
  if (state.phase === 'place' && legalPlacements(state).length === 0) return 'shut-in-pass'; // shut in on the centre
  if (state.phase === 'opening') return FIRST_RING.includes(cell) ? 'opening-second' : 'opening-first';
  if (cell === 'c3') return 'place-centre';
  if (state.tiles[cell] === 'removed') return 'tiles-no-place';
  if (state.cells[cell] && state.cells[cell].owner !== state.toMove) return 'place-opponent';
  return 'place-next';
}

const fullness = (state: GameState, cell: Cell) => state.cells[cell]?.count ?? 0;

function refusals(state: GameState): Case[] {
  const cases: Case[] = [];
  for (const cell of CELLS) {
    const placed = apply(state, { type: 'place', cell });
    if (!placed.ok) {
      const rule = placementRule(state, cell);
      cases.push({
        what: `place ${cell}`,
        error: placed.error,
        state,
        selected: null,
        rule,
        cells: ['place-centre', 'chain', 'shut-in-pass'].includes(rule) ? [] : [cell],
      });
    }
  }
  if (state.phase !== 'explode') return cases;
  const explodable = explodableCells(state);
  for (const cell of CELLS.filter((c) => !explodable.includes(c))) {
    // Choosing a cell that may not explode (what a click does with nothing chosen).
    const error: RuleError = { code: 'not-explodable', cell, explodable };
    cases.push({ what: `choose ${cell}`, error, state, selected: null, rule: fullness(state, cell) >= 3 ? 'explode-fullest' : 'explode-three', cells: [cell] });
    // With a cell chosen, a click on a cell on neither of its Ys (the board's own "not on its Y").
    for (const chosen of explodable.filter((c) => yToward(c, cell) === null)) {
      cases.push({
        what: `${chosen} chosen, click ${cell}`,
        error: { code: 'not-on-y', cell: chosen, toward: cell },
        state,
        selected: chosen,
        rule: fullness(state, cell) >= 3 ? 'explode-fullest' : 'y-shape',
        cells: [cell],
      });
    }
  }
  return cases;
}

const sentences = { en: refusalSentences('en'), fr: refusalSentences('fr') };

describe('refusals in the lessons', () => {
  let walked = 0;
  for (const lesson of LESSONS) {
    for (const step of lesson.steps) {
      it(`${lesson.slug}/${step.id}: every refusal names the rule that applies`, () => {
        for (const state of positions(step.position, step.solution)) {
          for (const c of refusals(state)) {
            walked++;
            const found = refusalRule(c.error, c.state, c.selected);
            expect(found?.rule, c.what).toBe(c.rule);
            for (const lang of ['en', 'fr'] as const) {
              const message = format(lang, sentences[lang][found!.rule], found!.values);
              expect(message, `${c.what} (${lang})`).toContain(findRule(c.rule)!.name[lang]);
              for (const cell of c.cells) expect(message, `${c.what} (${lang})`).toContain(cell);
              expect(message, `${c.what} (${lang}): a hole left unfilled`).not.toMatch(/[{}]|\(\)/);
            }
          }
        }
      });
    }
  }

  it('walked hundreds of refusals (the walk itself did not come up empty)', () => {
    expect(walked).toBeGreaterThan(500);
  });
});
