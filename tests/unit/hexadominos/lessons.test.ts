/**
 * Every Hexa-dominos lesson can be done: each position parses with the engine, each step's solution,
 * replayed with the engine and fed to the task checker, completes the task on its last action (not
 * before: a solution is exactly what "show me" plays), and each task can be missed (some legal first
 * action does not complete it, so the step checks something) unless the step shows a move the rules force. The checker itself is tested on
 * hand-made events; the lesson texts follow French typography and leave no straight apostrophe.
 */
import { describe, expect, it } from 'vitest';
import { HEXADOMINOS_LESSON, readHexadominosLessons, stepStart, type Step } from '@site/components/hexadominos/lesson/content.js';
import { schemaProblems } from '@site/lib/lessons/schema.js';
import { TaskChecker, learnerOf, type Verdict } from '@site/components/hexadominos/lesson/task.js';
import { apply, formatAction, legalActions, parseAction, parsePosition, type GameEvent, type GameState } from '@engine/hexadominos/index.js';
import { cellKey } from '@engine/shared/hex.js';
import { frenchTypography } from '../french-typography.js';

const HD_LESSONS = readHexadominosLessons();

function start(step: Step): GameState {
  const parsed = stepStart(step);
  if (!parsed.ok) throw new Error(`${step.id}: ${parsed.error.reason}`);
  return parsed.value;
}

/** Plays `words` (record words) for the learner; the verdict after each, or the refusal that stopped it. */
function play(step: Step, words: string[]): { verdicts: Verdict[]; refused: string | null } {
  let state = start(step);
  const checker = new TaskChecker(step.task, learnerOf(step.position));
  const verdicts: Verdict[] = [];
  for (const word of words) {
    const action = parseAction(word);
    if (!action) return { verdicts, refused: `"${word}" is not an action` };
    const result = apply(state, action);
    if (!result.ok) return { verdicts, refused: `${word}: ${result.error.code} ${result.error.reason ?? ''}` };
    state = result.state;
    verdicts.push(checker.action(result.events));
  }
  return { verdicts, refused: null };
}

const steps = HD_LESSONS.flatMap((lesson) => lesson.steps.map((step) => ({ lesson: lesson.slug, step })));

describe('Hexa-dominos lesson files', () => {
  it('hold at least the seven lessons of the section, in both languages (a broken file would stop the reading)', () => {
    expect(HD_LESSONS.map((l) => l.slug)).toEqual(['reading', 'matching', 'scoring', 'flowers', 'drawing', 'end', 'variants']);
  });

  it('refuse broken content with a reason per problem, naming the file, the step and the prop (the collection’s schema)', () => {
    const problems = (data: Record<string, unknown>) => {
      const parsed = HEXADOMINOS_LESSON.safeParse(data);
      return parsed.success ? [] : schemaProblems(parsed.error, data, 'fr/01-x.mdx');
    };
    const step = {
      id: 'a',
      position: 'standard 112345@0,0/0 r0:122345 pile:-',
      text: 'a',
      ask: 'b',
      task: { goal: 'sides', min: 1 },
      solution: '122345@1,0/0',
    };
    expect(problems({ title: 'T', summary: 'S', steps: [step] })).toEqual([]);
    expect(
      problems({
        title: '',
        summary: 'S',
        steps: [
          { ...step, task: { goal: 'sides' }, solution: 'jump' },
          { ...step, id: 'b', task: { place: { at: 'b2' } }, highlight: 'b2' },
          { ...step, id: 'c', task: { place: { tile: '12', rot: 7 } } },
        ],
      }),
    ).toEqual([
      'fr/01-x.mdx: title: must not be empty',
      'fr/01-x.mdx: step 1 (a): task.min: a whole number',
      'fr/01-x.mdx: step 2 (b): highlight: places "q,r" separated by spaces',
      'fr/01-x.mdx: step 2 (b): task.place.at: a place "q,r"',
      'fr/01-x.mdx: step 3 (c): task.place.tile: six digits 1–5',
      'fr/01-x.mdx: step 3 (c): task.place.rot: 0 to 5',
    ]);
    expect(
      problems({
        title: 'T',
        summary: 'S',
        steps: [
          { ...step, position: 'standard 9@0,0/0' },
          { ...step, id: 'b', solution: 'jump' },
          { ...step, id: 'c', solution: undefined },
          { ...step, id: 'd', task: { goal: 'dance' } },
        ],
      }),
    ).toEqual([
      expect.stringMatching(/^fr\/01-x\.mdx: step 1 \(a\): position: the engine cannot read "standard 9@0,0\/0": .+/),
      'fr/01-x.mdx: step 2 (b): solution: "jump" is not a record word (tile@q,r/rot, draw, pass)',
      'fr/01-x.mdx: step 3 (c): solution="…": the actions "show me" plays',
      'fr/01-x.mdx: step 4 (d): task.goal: one of sides, flower, flowers, points, draw, draws, placeDrawn, pass, lastTile, blocked, target',
    ]);
    expect(problems({ title: 'T', summary: 'S', steps: [step, step] })).toEqual(['fr/01-x.mdx: step 2 (a): id "a" is used by an earlier step']);
  });
});

describe.each(steps)('step $lesson/$step.id', ({ step }) => {
  it('starts from a position the engine reads', () => {
    expect(parsePosition(step.position)).toMatchObject({ ok: true });
  });

  it('outlines only empty cells', () => {
    const taken = new Set(start(step).board.map((p) => cellKey(p.at)));
    for (const cell of (step.highlight ?? '').split(/\s+/).filter(Boolean)) expect(taken.has(cell), cell).toBe(false);
  });

  if ('explore' in step.task) {
    it('is done as soon as it is shown (nothing to check)', () => {
      expect(new TaskChecker(step.task, 0).current.status).toBe('done');
    });
    return;
  }

  it('is completed by its solution on the last action, not before', () => {
    const words = (step.solution ?? '').trim().split(/\s+/);
    const { verdicts, refused } = play(step, words);
    expect(refused).toBeNull();
    expect(verdicts.map((v) => v.status)).toEqual([...words.slice(1).map(() => 'pending'), 'done']);
  });

  it('can be missed, unless it shows a move the rules force (then only one kind of action is legal)', () => {
    const actions = legalActions(start(step));
    const outcomes = actions.map((action) => play(step, [formatAction(action)]).verdicts[0]?.status);
    expect(outcomes.length).toBeGreaterThan(0);
    const missable = outcomes.some((status) => status !== 'done');
    if (!missable) expect(new Set(actions.map((a) => a.type)), 'every legal action completes the step').toHaveProperty('size', 1);
  });
});

describe('the task checker', () => {
  const placed = (tile: string, at: [number, number], rot: 0 | 1 | 2 | 3 | 4 | 5, extra: GameEvent[] = []): GameEvent[] => [
    { type: 'tilePlaced', seat: 0, tile, at, rot },
    ...extra,
    { type: 'points', seat: 0, base: 16, bonus: { kind: 'none', points: 0 }, points: 16, score: 16 },
    { type: 'turn', toMove: 1 },
  ];
  const drew = (draw: number): GameEvent[] => [{ type: 'drew', seat: 0, tile: '112345', draw, penalty: 5, score: -5 * draw, pile: 3 }];

  it('names the tile and the cell of a placement that is not the one asked', () => {
    expect(new TaskChecker({ place: { tile: '123455' } }, 0).action(placed('112345', [0, 0], 0))).toEqual({
      status: 'wrong',
      miss: { key: 'otherTile', tile: '112345', expected: '123455' },
    });
    expect(new TaskChecker({ place: { at: '1,0' } }, 0).action(placed('112345', [-1, 0], 0))).toEqual({
      status: 'wrong',
      miss: { key: 'placedElsewhere', at: '-1,0', expected: '1,0' },
    });
    expect(new TaskChecker({ place: { rot: 1 } }, 0).action(placed('112345', [0, 0], 2)).status).toBe('wrong');
    expect(new TaskChecker({ place: { tile: '112345', at: '0,0', rot: 2 } }, 0).action(placed('112345', [0, 0], 2)).status).toBe('done');
  });

  it('counts shared sides and flowers from the events of the placement', () => {
    const sides = (n: number): GameEvent => ({
      type: 'sidesMatched',
      seat: 0,
      at: [0, 1],
      sides: Array.from({ length: n }, (_, d) => ({ direction: d as 0, neighbour: [0, 0], value: 1 })),
    });
    expect(new TaskChecker({ goal: 'sides', min: 2 }, 0).action(placed('112345', [0, 1], 0, [sides(1)]))).toEqual({
      status: 'wrong',
      miss: { key: 'fewSides', count: 1, expected: 2 },
    });
    expect(new TaskChecker({ goal: 'sides', min: 2 }, 0).action(placed('112345', [0, 1], 0, [sides(3)])).status).toBe('done');
    const flowers = (n: number): GameEvent => ({ type: 'flowers', seat: 0, cells: Array.from({ length: n }, (_, k) => [k, 0] as [number, number]) });
    expect(new TaskChecker({ goal: 'flowers' }, 0).action(placed('112345', [0, 1], 0, [flowers(1)])).status).toBe('wrong');
    expect(new TaskChecker({ goal: 'flowers' }, 0).action(placed('112345', [0, 1], 0, [flowers(2)])).status).toBe('done');
    expect(new TaskChecker({ goal: 'flower' }, 0).action(placed('112345', [0, 1], 0))).toEqual({ status: 'wrong', miss: { key: 'noFlower' } });
  });

  it('follows draws across a turn: pending until the third, a placement before it is a miss', () => {
    const three = new TaskChecker({ goal: 'draws', min: 3 }, 0);
    expect([three.action(drew(1)), three.action(drew(2)), three.action(drew(3))].map((v) => v.status)).toEqual(['pending', 'pending', 'done']);
    const early = new TaskChecker({ goal: 'draws', min: 3 }, 0);
    early.action(drew(1));
    expect(early.action(placed('112345', [1, 0], 3))).toEqual({ status: 'wrong', miss: { key: 'fewDraws', count: 1, expected: 3 } });
    const layDrawn = new TaskChecker({ goal: 'placeDrawn' }, 0);
    expect(layDrawn.action(placed('112345', [1, 0], 3))).toEqual({ status: 'wrong', miss: { key: 'placedInstead' } });
  });

  it('keeps a verdict once given, and reads only the learner’s events', () => {
    const checker = new TaskChecker({ goal: 'draw' }, 0);
    expect(checker.action([{ type: 'drew', seat: 1, tile: null, draw: 1, penalty: 5, score: -5, pile: 2 }]).status).toBe('pending');
    expect(checker.action(drew(1)).status).toBe('done');
    expect(checker.action(placed('112345', [1, 0], 3)).status).toBe('done');
  });

  it('reads the learner from the position’s turn word', () => {
    expect(learnerOf('standard turn:2 r0:- r1:- r2:112345 pile:-')).toBe(2);
    expect(learnerOf('standard r0:112345 pile:-')).toBe(0);
  });
});

describe('lesson texts', () => {
  const texts = (value: unknown, lang: 'en' | 'fr', where: string): { where: string; text: string }[] => {
    if (!value || typeof value !== 'object') return [];
    const obj = value as Record<string, unknown>;
    if (typeof obj.en === 'string' && typeof obj.fr === 'string') return [{ where, text: obj[lang] as string }];
    return Object.entries(obj).flatMap(([k, v]) => texts(v, lang, `${where}/${k}`));
  };
  const all = (lang: 'en' | 'fr') => HD_LESSONS.flatMap((lesson) => texts(lesson, lang, `${lesson.file}.mdx`));

  it('follow French typography in French', () => {
    expect(all('fr').length).toBeGreaterThan(60);
    expect(all('fr').flatMap(({ where, text }) => frenchTypography(text).map((p) => `${where}: ${p}`))).toEqual([]);
  });

  it("use one word per notion, the printed rulebook's in French: réglette, pioche, emplacement, côté commun; rack, pile, place in English", () => {
    const banned = {
      fr: /\b(chevalet|chevalets|main|case|malus|sabot|manche|manches|place libre|places libres|côté partagé|côtés partagés)\b/i,
      en: /\b(hand|stock|boneyard|square|malus|spot|spots)\b/i,
    };
    for (const lang of ['fr', 'en'] as const)
      expect(
        all(lang)
          .filter(({ text }) => banned[lang].test(text))
          .map((x) => `${x.where}: ${x.text}`),
      ).toEqual([]);
  });
});
