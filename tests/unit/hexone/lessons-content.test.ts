/**
 * Every lesson can be done: each position parses with the engine, and each step's solution,
 * replayed with the engine and fed to the task checker, completes the task on its last move
 * (not before: a solution is exactly what "show me" plays). Each explanation written for a
 * specific wrong move is reached by that move.
 */
import { describe, expect, it } from 'vitest';
import { HEXONE_LESSON, readHexoneLessons, sideToMove, type Step } from '@site/components/hexone/lesson/content.js';
import { schemaProblems } from '@site/lib/lessons/schema.js';
import { TaskChecker, pickWhy, type Verdict } from '@site/components/hexone/lesson/task.js';
import { apply, legalActions, parseAction, parsePosition, type GameState } from '@engine/hexone/index.js';

const LESSONS = readHexoneLessons();

function start(step: Step): GameState {
  const parsed = parsePosition(step.position);
  if (!parsed.ok) throw new Error(`${step.id}: ${parsed.error.reason}`);
  return parsed.value;
}

/** Plays `moves` for the learner as the page would report them; returns the verdict after each. */
function play(step: Step, moves: string[]): { verdicts: Verdict[]; checker: TaskChecker; state: GameState } {
  let state = start(step);
  const checker = new TaskChecker(step.task, sideToMove(step.position));
  const verdicts: Verdict[] = [];
  for (const text of moves) {
    const action = parseAction(text);
    if (!action) throw new Error(`${step.id}: "${text}" is not a move`);
    if ('find' in step.task) {
      if (action.type !== 'place') throw new Error(`${step.id}: a find step names a cell, not "${text}"`);
      verdicts.push(checker.clicked(action.cell));
      continue;
    }
    const result = apply(state, action);
    if (!result.ok) verdicts.push(checker.refused(result.error));
    else {
      state = result.state;
      verdicts.push(checker.action(result.events, state));
    }
  }
  return { verdicts, checker, state };
}

/** After `moves`, lets the chain run out (first legal explosion each time, bounded) so the turn ends. */
function finishTurn(step: Step, moves: string[]): { verdict: Verdict; checker: TaskChecker } {
  const { checker } = play(step, moves);
  let { state } = play(step, moves);
  for (let k = 0; k < 50 && state.phase === 'explode' && checker.current.status === 'pending'; k++) {
    const result = apply(state, legalActions(state)[0]);
    if (!result.ok) throw new Error('legal action refused');
    state = result.state;
    checker.action(result.events, state);
  }
  return { verdict: checker.current, checker };
}

describe('lesson content', () => {
  it('has thirteen lessons with unique slugs and 3 to 6 steps each', () => {
    expect(LESSONS).toHaveLength(13);
    expect(new Set(LESSONS.map((l) => l.slug)).size).toBe(13);
    for (const lesson of LESSONS) expect(lesson.steps.length, lesson.slug).toBeGreaterThanOrEqual(3);
    for (const lesson of LESSONS) expect(lesson.steps.length, lesson.slug).toBeLessThanOrEqual(6);
  });

  it('words every lesson differently in French and English', () => {
    for (const lesson of LESSONS)
      for (const step of lesson.steps) {
        expect(step.text.fr, `${lesson.slug}/${step.id}`).not.toBe(step.text.en);
        expect(step.ask.fr, `${lesson.slug}/${step.id}`).not.toBe(step.ask.en);
      }
  });

  for (const lesson of LESSONS) {
    describe(`lesson "${lesson.slug}"`, () => {
      for (const step of lesson.steps) {
        it(`step "${step.id}" starts from a position the engine reads, with the learner to move`, () => {
          const parsed = parsePosition(step.position);
          expect(parsed.ok ? '' : parsed.error.reason).toBe('');
          if (!parsed.ok) return;
          expect(['opening', 'place', 'explode']).toContain(parsed.value.phase);
          if ('find' in step.task || 'try' in step.task) expect(parsed.value.phase).not.toBe('explode');
        });

        if ('explore' in step.task) continue;

        it(`step "${step.id}" is completed by its solution, on its last move`, () => {
          const moves = step.solution!.trim().split(/\s+/);
          const { verdicts } = play(step, moves);
          expect(verdicts.at(-1)).toEqual({ status: 'done' });
          expect(verdicts.slice(0, -1).every((v) => v.status === 'pending')).toBe(true);
        });

        for (const key of Object.keys(step.why ?? {}).filter((k) => k !== '*')) {
          it(`step "${step.id}" explains the wrong move ${key} with its own text`, () => {
            // From a placing position, an explosion key means: fill that cell, then explode it so.
            const cell = key.split('>')[0];
            const moves = key.includes('>') && start(step).phase !== 'explode' ? [cell, key] : [key];
            const { verdict, checker } = finishTurn(step, moves);
            expect(verdict.status).toBe('wrong');
            expect(pickWhy(step.why, checker.attempt)).toBe(step.why![key]);
          });
        }
      }
    });
  }
});

describe('the lesson schema (the content collection’s, site/src/content.config.ts)', () => {
  const step = { id: 'a', position: 'classic b b2:1b d4:1w', text: 'Text.', ask: 'Ask.', task: { place: 'b2' }, solution: 'b2', teaches: ['place-own'] };
  const lesson = { title: 'Title', summary: 'Summary.', steps: [step] };
  const problems = (data: Record<string, unknown>) => {
    const parsed = HEXONE_LESSON.safeParse(data);
    return parsed.success ? [] : schemaProblems(parsed.error, data, 'en/01-x.mdx');
  };

  it('accepts a well-formed file', () => {
    expect(problems(lesson)).toEqual([]);
  });

  it('says what is wrong with a broken lesson, step by step, naming the file, the step and the prop', () => {
    expect(
      problems({
        title: 'T',
        summary: ' ',
        steps: [
          { ...step, task: { place: 'z9' } },
          { ...step, id: 'a', task: { goal: 'dance' } },
          { ...step, id: 'Bad Id', text: '', teaches: ['no-such-rule'], why: { 'b2>': 'x' }, task: { explode: 'b2', times: 0 } },
          { ...step, id: 'c', task: { place: 'b2', find: 'b2' }, hint: 3, coordinates: 'yes' },
        ],
      }),
    ).toEqual([
      'en/01-x.mdx: summary: must not be empty',
      'en/01-x.mdx: step 1 (a): task.place: a cell of the board: a1, b2, c3…',
      'en/01-x.mdx: step 2 (a): task.goal: one of capture, win, lose, reach, centre, chain, flip',
      'en/01-x.mdx: step 3 (Bad Id): id: lowercase letters, digits and dashes',
      'en/01-x.mdx: step 3 (Bad Id): text (the step’s Markdown, between <Step …> and </Step>): must not be empty',
      'en/01-x.mdx: step 3 (Bad Id): task.times: a whole number, 1 or more',
      'en/01-x.mdx: step 3 (Bad Id): why: keyed by a move like b2 or b2>c3, or *',
      'en/01-x.mdx: step 3 (Bad Id): teaches.0: the id of a rule of site/src/data/hexone/rules.json',
      'en/01-x.mdx: step 4 (c): hint: a text in quotes',
      'en/01-x.mdx: step 4 (c): coordinates: Invalid input: expected boolean, received string',
      "en/01-x.mdx: step 4 (c): task: one of { explore: true }, { find: 'c3' }, { place: 'b2' }, { explode: 'b2', toward?: 'b3', times?: 2 }, { pass: true }, { try: 'c3', refused: 'centre-forbidden' }, { goal: … }",
    ]);
  });

  it('refuses two steps with one id (their addresses and saved progress would collide)', () => {
    expect(problems({ ...lesson, steps: [step, { ...step }] })).toEqual(['en/01-x.mdx: step 2 (a): id "a" is used by an earlier step']);
  });

  it('reads each position, task and solution with the engine', () => {
    expect(
      problems({
        ...lesson,
        steps: [
          { ...step, position: 'classic b z9:1b' },
          { ...step, id: 'b', solution: 'b2 q7>q8' },
          { ...step, id: 'c', solution: undefined },
          { ...step, id: 'd', task: { try: 'c3', refused: 'no-such-error' } },
        ],
      }),
    ).toEqual([
      expect.stringMatching(/^en\/01-x\.mdx: step 1 \(a\): position: the engine cannot read "classic b z9:1b": .+/),
      'en/01-x.mdx: step 2 (b): solution: "q7>q8" is not a move (b2, b2>b3, pass)',
      'en/01-x.mdx: step 3 (c): solution="…": the moves "show me" plays',
      'en/01-x.mdx: step 4 (d): task.refused: an error code of the engine: centre-forbidden, opponent-cell…',
    ]);
  });

  it('refuses a lesson without steps, and props it does not know', () => {
    expect(problems({ ...lesson, steps: [] })).toEqual(['en/01-x.mdx: steps: a lesson needs at least one <Step>']);
    expect(problems({ ...lesson, subtitle: 'x', steps: [{ ...step, hnit: 'x' }] })).toEqual([
      'en/01-x.mdx: step 1 (a): unknown prop: hnit',
      'en/01-x.mdx: frontmatter: unknown key subtitle (a lesson has a title and a summary)',
    ]);
  });
});

describe('sideToMove', () => {
  it('reads the side to move from position text', () => {
    expect(sideToMove('classic w opening b3:1b')).toBe('w');
    expect(sideToMove('express tiles b c2:3b')).toBe('b');
  });
});
