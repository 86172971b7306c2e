/**
 * The lessons say only what the learner can see and check (issue 24: where fresh learners stumbled). Each test
 * states one rule of writing, checked on every lesson in both languages: what a step calls highlighted shows on the
 * board, nothing is explained after it has been shown, a title covers what its lesson teaches, nothing points at
 * something the learner cannot identify (an "opposite" peak, a printed booklet), and instructions name no device.
 */
import { describe, expect, it } from 'vitest';
import { readHexoneLessons } from '@site/components/hexone/lesson/content.js';
import { RULES } from '@site/components/hexone/lesson/rules.js';
import { dictionaries } from '@site/i18n/index.js';
import { apply, explodableCells, parseAction, parsePosition } from '@engine/hexone/index.js';
import { previewYs } from '@engine/hexone/preview.js';

const LESSONS = readHexoneLessons();

type Lang = 'en' | 'fr';
const LANGS: Lang[] = ['en', 'fr'];
const STEPS = LESSONS.flatMap((lesson) => lesson.steps.map((step, k) => ({ lesson, step, where: `${lesson.slug} step ${k + 1} (${step.id})` })));
/** Everything a step says, in one language. */
const said = (step: (typeof STEPS)[number]['step'], lang: Lang) =>
  [step.text[lang], step.ask[lang], step.hint?.[lang], step.success?.[lang], ...Object.values(step.why ?? {}).map((w) => w[lang])].filter(Boolean).join(' ');

describe('lessons say what the learner sees', () => {
  it('highlight cells only where the board shows it: not all hidden under the Ys of the cell the board chose', () => {
    const hidden: string[] = [];
    for (const { step, where } of STEPS) {
      const parsed = parsePosition(step.position);
      if (!parsed.ok) throw new Error(where);
      const cells = explodableCells(parsed.value);
      // Where one cell may explode, the board chooses it and draws its Ys over their cells, highlight included.
      const covered = cells.length === 1 ? new Set(previewYs(parsed.value, cells[0]).flatMap((p) => p.arms.map((a) => a.over))) : new Set();
      const highlight = (step.highlight ?? '').split(/\s+/).filter(Boolean);
      if (highlight.length && highlight.every((cell) => covered.has(cell as never))) hidden.push(`${where}: ${step.highlight}`);
      for (const lang of LANGS) {
        if (/\bhighlighted\b|en évidence/i.test(said(step, lang)) && (!highlight.length || hidden.some((h) => h.startsWith(where)))) {
          hidden.push(`${where} (${lang}) says "highlighted" but the board shows no highlight`);
        }
      }
    }
    expect(hidden).toEqual([]);
  });

  it('explain tile points at the first step whose board shows them', () => {
    const first = STEPS.find(({ step }) => /(^|\s)tiles(\s|$)/.test(step.position))!;
    for (const lang of LANGS)
      expect(first.step.text[lang], `${first.where} (${lang})`).toMatch(lang === 'en' ? /\bpoints?\b|\bscore/ : /\bpoints?\b|\brapporter/);
    // The values themselves, as the board shows them on white tiles: 3, and 4 for a peak.
    for (const lang of LANGS) expect(first.step.text[lang]).toMatch(/\b3\b.*\b4\b/);
  });

  it('teach what wears a tile (an explosion on it, not a pawn arriving) and that a gray peak keeps its exit to the centre', () => {
    const tiles = STEPS.filter(({ lesson }) => lesson.slug.startsWith('tiles')).map(({ step }) => step);
    const all = (lang: Lang) => tiles.map((step) => said(step, lang)).join(' ');
    expect(all('en')).toMatch(/a pawn arriving there does not/i);
    expect(all('fr')).toMatch(/un pion qui y arrive ne l’use pas/i);
    expect(all('en')).toMatch(/gray peak[^.]*still[^.]*centre/i);
    expect(all('fr')).toMatch(/pointe grise[^.]*encore au centre/i);
  });

  it('give the fullest-first lesson a title that covers its cells of six, and say when what is left explodes', () => {
    const lesson = LESSONS.find((l) => l.slug === 'fullest-first')!;
    // Replayed with the engine: the largest cell that explodes in its solutions.
    let most = 0;
    for (const step of lesson.steps) {
      let state = (parsePosition(step.position) as { ok: true; value: Parameters<typeof apply>[0] }).value;
      for (const text of (step.solution ?? '').split(/\s+/).filter(Boolean)) {
        const action = parseAction(text)!;
        if (action.type === 'explode') most = Math.max(most, state.cells[action.cell]?.count ?? 0);
        const result = apply(state, action);
        if (result.ok) state = result.state;
      }
    }
    expect(most).toBeGreaterThanOrEqual(6);
    expect(lesson.title.en).toMatch(/and more/);
    expect(lesson.title.fr).toMatch(/et plus/);
    expect(lesson.title.en).not.toMatch(/4 and 5/);
    const six = lesson.steps.find((s) => s.id === 'six')!;
    expect(six.text.en).toMatch(/waits its turn[^.]*fullest[^.]*first[^.]*you choose/);
    expect(six.text.fr).toMatch(/attend[^.]*son tour[^.]*la plus pleine[^.]*d’abord[^.]*vous qui choisissez/);
  });

  it('name cells the way they are numbered: no diagonal counted "from the left" (row d starts at d2)', () => {
    const texts = [
      ...STEPS.flatMap(({ step }) => LANGS.map((lang) => said(step, lang))),
      ...RULES.flatMap((rule) => LANGS.map((lang) => rule.name[lang])),
      ...LANGS.map((lang) => dictionaries[lang]['lessons.wrong.clickedElsewhere']),
    ];
    const wrong = texts.filter((text) =>
      /diagonals? from the left|diagonales? depuis la gauche|from 1 on the left|de 1 à gauche|1 to 5 from the left|de 1 à 5 depuis la gauche/i.test(text),
    );
    expect(wrong).toEqual([]);
  });

  it('point only at what the learner can identify: no "opposite" peak, no far corner, no booklet they have not seen', () => {
    const vague = STEPS.flatMap(({ step, where }) =>
      LANGS.flatMap((lang) => {
        const text = said(step, lang);
        const problems: string[] = [];
        if (/opposite peak|pointe opposée|far corner/i.test(text)) problems.push(`${where} (${lang}): which peak?`);
        // A printed rulebook is cited only with the box it comes in.
        if (/printed|imprimé/i.test(text) && !/box|boîte/i.test(text)) problems.push(`${where} (${lang}): which printed rules?`);
        return problems;
      }),
    );
    expect(vague).toEqual([]);
  });

  it('ask for moves without naming a device: "choose", never "click" (a keyboard user presses Enter)', () => {
    const texts = [
      ...STEPS.flatMap(({ step, where }) => LANGS.map((lang) => ({ where: `${where} (${lang})`, text: said(step, lang) }))),
      ...RULES.flatMap((rule) => LANGS.map((lang) => ({ where: `rule ${rule.id} (${lang})`, text: rule.refusal?.[lang] ?? '' }))),
      ...LANGS.flatMap((lang) =>
        Object.entries(dictionaries[lang])
          .filter(([key]) => key.startsWith('lessons.'))
          .map(([key, text]) => ({ where: key, text })),
      ),
    ];
    expect(texts.filter(({ text }) => /\bclick|\bcliqu|\bclic\b/i.test(text)).map(({ where }) => where)).toEqual([]);
  });
});
