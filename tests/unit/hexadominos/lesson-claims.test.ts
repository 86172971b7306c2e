/**
 * What a Hexa-dominos lesson's texts say about its table is true of its position, in both languages:
 * every number a tile shows on a named side, every number a free place's side meets, where the outlined
 * place lies, what a tile is worth, which way a tile must face, and the points and scores a step's
 * success text announces (replaying its solution with the engine). Every tile a text names is in the
 * step's position, and every compass direction a text names belongs to a sentence checked here: a text
 * that names a side another way fails, to be reworded rather than left unchecked.
 */
import { describe, expect, it } from 'vitest';
import { readHexadominosLessons, stepStart, type Step } from '@site/components/hexadominos/lesson/content.js';
import { learnerOf } from '@site/components/hexadominos/lesson/task.js';
import { apply, parseAction, type GameState } from '@engine/hexadominos/index.js';
import { requirements, indexBoard } from '@engine/hexadominos/table.js';
import { type Rotation, sideValue, tileSum } from '@engine/hexadominos/tiles.js';
import { type Axial, DIRECTION_STEPS, cellKey } from '@engine/shared/hex.js';

const DIRECTIONS = {
  en: ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'],
  fr: ['est', 'sud-est', 'sud-ouest', 'ouest', 'nord-ouest', 'nord-est'],
} as const;
type Lang = keyof typeof DIRECTIONS;
const DIR = (lang: Lang) => `(${[...DIRECTIONS[lang]].sort((a, b) => b.length - a.length).join('|')})`;
const direction = (lang: Lang, word: string) => (DIRECTIONS[lang] as readonly string[]).indexOf(word.toLowerCase());

function position(step: Step): GameState {
  const parsed = stepStart(step);
  if (!parsed.ok) throw new Error(`${step.id}: ${parsed.error.reason}`);
  return parsed.value;
}

/** The placements of the step's solution, in order. */
function solutionPlacements(step: Step): { tile: string; at: Axial; rot: Rotation }[] {
  return (step.solution ?? '').split(/\s+/).flatMap((word) => {
    const action = parseAction(word);
    return action?.type === 'place' ? [{ tile: action.tile, at: action.at, rot: action.rot }] : [];
  });
}

/** The learner's score before the solution, before its last action, and after it. */
function scores(step: Step): { start: number; beforeLast: number; end: number } {
  let state = position(step);
  const learner = learnerOf(step.position);
  const start = state.scores[learner];
  let beforeLast = start;
  for (const word of (step.solution ?? '').split(/\s+/).filter(Boolean)) {
    beforeLast = state.scores[learner];
    const result = apply(state, parseAction(word)!);
    if (!result.ok) throw new Error(`${step.id}: ${word} refused`);
    state = result.state;
  }
  return { start, beforeLast, end: state.scores[learner] };
}

/**
 * The checks a text's sentences call for, each with the words it covers (so that every direction named
 * is accounted for). Each pattern is one way the lessons say a fact; its check reads the fact in the position.
 */
function claims(lang: Lang, step: Step, text: string, kind: string): { covered: [number, number]; problem: string | null }[] {
  const state = position(step);
  const placed = (tile: string) => state.board.find((p) => p.tile === tile);
  const outlined = (step.highlight ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((c) => c.split(',').map(Number) as unknown as Axial);
  const d = DIR(lang);
  const found: { covered: [number, number]; problem: string | null }[] = [];
  const each = (pattern: RegExp, check: (m: RegExpMatchArray) => string | null) => {
    for (const m of text.matchAll(pattern)) found.push({ covered: [m.index, m.index + m[0].length], problem: check(m) });
  };
  const shows = (tile: string, dir: string, value: string) => {
    const p = placed(tile);
    if (!p) return `${tile} is not on the table`;
    const shown = sideValue(p.tile, p.rot, direction(lang, dir) as 0);
    return shown === Number(value) ? null : `${tile} shows ${shown} on its ${dir} side, not ${value}`;
  };
  const meets = (dir: string, value: string) => {
    if (outlined.length !== 1) return `"${dir}" of the outlined place, but ${outlined.length} places are outlined`;
    const need = requirements(indexBoard(state.board), outlined[0])[direction(lang, dir)];
    return need === Number(value) ? null : `the outlined place's ${dir} side meets ${need || 'nothing'}, not ${value}`;
  };
  const lies = (dir: string, tile: string) => {
    const p = placed(tile);
    if (!p || outlined.length !== 1) return `no single outlined place ${dir} of ${tile}`;
    const [dq, dr] = DIRECTION_STEPS[direction(lang, dir)];
    return cellKey([p.at[0] + dq, p.at[1] + dr]) === cellKey(outlined[0]) ? null : `the outlined place is not ${dir} of ${tile}`;
  };
  const faces = (value: string, dir: string) => {
    const moves = solutionPlacements(step);
    const move = moves[moves.length - 1];
    if (!move) return `"faces ${dir}" in a step without a placement`;
    const shown = sideValue(move.tile, move.rot, direction(lang, dir) as 0);
    return shown === Number(value) ? null : `the solution's ${move.tile} shows ${shown} to the ${dir}, not ${value}`;
  };
  const needsOwn = (value: string, dir: string) => {
    const moves = solutionPlacements(step);
    const move = moves[moves.length - 1];
    return move && sideValue(move.tile, move.rot, direction(lang, dir) as 0) === Number(value)
      ? null
      : `the tile laid does not show ${value} on its ${dir} side`;
  };
  if (lang === 'en') {
    each(new RegExp(`(\\d{6}) shows (?:a |an )?(\\d) on its ${d} side`, 'gi'), (m) => shows(m[1], m[3], m[2]));
    each(new RegExp(`its ${d} side meets (?:a |an )?(\\d)`, 'gi'), (m) => meets(m[1], m[2]));
    each(new RegExp(`outlined place, ${d} of (\\d{6})`, 'gi'), (m) => lies(m[1], m[2]));
    each(new RegExp(`its (\\d) faces ${d}`, 'gi'), (m) => faces(m[1], m[2]));
    each(new RegExp(`needs a (\\d) on its ${d} side`, 'gi'), (m) => needsOwn(m[1], m[2]));
    each(/(\d{6}) is worth (?:[\d +]+= )?(\d+)\b(?! \+)/g, (m) => (tileSum(m[1]) === Number(m[2]) ? null : `${m[1]} is worth ${tileSum(m[1])}`));
    // Sentences that name two sides in the order they come clockwise.
    each(new RegExp(`Clockwise, the ${d} side comes just before the ${d} side`, 'g'), (m) =>
      (direction(lang, m[1]) + 1) % 6 === direction(lang, m[2]) ? null : `${m[2]} does not follow ${m[1]}`,
    );
  } else {
    each(new RegExp(`(\\d{6}) montre (?:un )?(\\d) sur son côté ${d}`, 'gi'), (m) => shows(m[1], m[3], m[2]));
    each(new RegExp(`(?:son )?côté ${d} (?:rencontre|touche) un (\\d)`, 'gi'), (m) => meets(m[1], m[2]));
    each(new RegExp(`son côté ${d} un (\\d)`, 'gi'), (m) => meets(m[1], m[2]));
    each(new RegExp(`emplacement entouré, (?:à l’|au )${d} de (\\d{6})`, 'gi'), (m) => lies(m[1], m[2]));
    each(new RegExp(`son (\\d) regarde vers l’${d}`, 'gi'), (m) => faces(m[1], m[2]));
    each(new RegExp(`avoir un (\\d) sur son côté ${d}`, 'gi'), (m) => needsOwn(m[1], m[2]));
    each(/(\d{6}) vaut (?:[\d +]+= )?(\d+)\b(?! \+)/g, (m) => (tileSum(m[1]) === Number(m[2]) ? null : `${m[1]} vaut ${tileSum(m[1])}`));
    each(new RegExp(`Dans le sens horaire, le côté ${d} vient juste avant le côté ${d}`, 'g'), (m) =>
      (direction(lang, m[1]) + 1) % 6 === direction(lang, m[2]) ? null : `${m[2]} ne suit pas ${m[1]}`,
    );
  }
  if (kind === 'success') {
    const { start, beforeLast, end } = scores(step);
    // "from 30 to 25", "de 30 à 25", "from 30 down to 5", "de 30, vous tombez à 5"
    const from = lang === 'en' ? /from (\d+) (?:down )?to (\d+)/g : /de (\d+)(?:, vous tombez)? à (\d+)/g;
    each(from, (m) => (Number(m[1]) === start && Number(m[2]) === end ? null : `the score goes from ${start} to ${end}`));
    // The points the last action earned: "…: 24 points."
    each(/(\d+) points?\.?$/g, (m) => (Number(m[1]) === end - beforeLast ? null : `the last action earns ${end - beforeLast} points, not ${m[1]}`));
  }
  return found;
}

const steps = readHexadominosLessons().flatMap((lesson) => lesson.steps.map((step) => ({ lesson: lesson.slug, step })));
/** A compass direction named in a text (French "est" only after "l’" or "côté": otherwise it is the verb). */
const MENTION: Record<Lang, RegExp> = {
  en: new RegExp(`(?<![\\p{L}-])${DIR('en')}(?![\\p{L}-])`, 'giu'),
  fr: /(?<![\p{L}-])(sud-est|sud-ouest|nord-est|nord-ouest|ouest)(?![\p{L}-])|(?<=l’|côté )est(?![\p{L}-])/giu,
};
const KINDS = ['text', 'ask', 'hint', 'success'] as const;

describe.each(steps)('lesson step $lesson/$step.id: what its texts say of the table', ({ step }) => {
  for (const lang of ['en', 'fr'] as const) {
    it(`is true in ${lang === 'en' ? 'English' : 'French'}, and names only tiles of its position`, () => {
      const state = position(step);
      const present = new Set([...state.board.map((p) => p.tile), ...state.racks.flat(), ...state.pile]);
      const problems: string[] = [];
      for (const kind of KINDS) {
        // A tile drawn in the text (`<Tile code="112345" />`) reads as its six numbers spaced: read here as its code.
        const text = step[kind]?.[lang]?.replace(/(?<!\d ?)([1-5]) ([1-5]) ([1-5]) ([1-5]) ([1-5]) ([1-5])(?! ?\d)/g, '$1$2$3$4$5$6');
        if (!text) continue;
        const found = claims(lang, step, text, kind);
        problems.push(...found.flatMap((c) => (c.problem ? [`${kind}: ${c.problem}`] : [])));
        for (const m of text.matchAll(/\b\d{6}\b/g)) if (!present.has(m[0])) problems.push(`${kind}: ${m[0]} is not in the position`);
        for (const m of text.matchAll(MENTION[lang])) {
          const at = m.index;
          if (!found.some((c) => c.covered[0] <= at && at < c.covered[1]))
            problems.push(`${kind}: "${m[0]}" in a sentence this test cannot check: «${text.slice(Math.max(0, at - 30), at + 30)}»`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('the claims checker', () => {
  const step = (text: string): Step => ({
    id: 'x',
    position: 'standard 112345@0,0/0 122345@1,0/3 r0:112255,123345 pile:-',
    highlight: '1,-1',
    text: { en: text, fr: '' },
    ask: { en: '', fr: '' },
    task: { place: { at: '1,-1' } },
    solution: '112255@1,-1/4',
  });
  const problems = (text: string) => claims('en', step(text), text, 'text').flatMap((c) => (c.problem ? [c.problem] : []));
  it('catches a wrong value, a wrong side and a wrong place (lesson 2, step 3 said a 1 where the table shows a 2)', () => {
    expect(problems('The outlined place touches two tiles: its south-west side meets a 5, and its south-east side meets a 2.')).toEqual([]);
    expect(problems('its south-east side meets a 1')).toEqual(["the outlined place's south-east side meets 2, not 1"]);
    expect(problems('112345 shows 1 on its west side')).toEqual(['112345 shows 3 on its west side, not 1']);
    expect(problems('the outlined place, east of 112345')).toEqual(['the outlined place is not east of 112345']);
    expect(problems('112255 is worth 17')).toEqual(['112255 is worth 16']);
  });
});
