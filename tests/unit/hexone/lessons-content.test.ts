/**
 * Every lesson can be done: each position parses with the engine, and each step's solution,
 * replayed with the engine and fed to the task checker, completes the task on its last move
 * (not before: a solution is exactly what "show me" plays). Each explanation written for a
 * specific wrong move is reached by that move.
 */
import { describe, expect, it } from 'vitest';
import { LESSONS, checkLesson, sideToMove, type Step } from '../../../site/src/components/hexone/lesson/content.js';
import { TaskChecker, pickWhy, type Verdict } from '../../../site/src/components/hexone/lesson/task.js';
import { apply, legalActions, parseAction, parsePosition, type GameState } from '../../../engine/hexone/index.js';

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

describe('checkLesson', () => {
  it('accepts every shipped lesson', () => {
    for (const lesson of LESSONS) expect(checkLesson(lesson)).toEqual([]);
  });

  it('says what is wrong with a broken lesson, step by step', () => {
    const problems = checkLesson({
      slug: 'Bad Slug',
      title: { en: 'T', fr: '' },
      summary: { en: 'S', fr: 'S' },
      steps: [
        { id: 'a', position: 'classic b', text: { en: 'x', fr: 'y' }, ask: { en: 'x', fr: 'y' }, task: { place: 'z9' }, solution: 'z9', teaches: [] },
        { id: 'a', position: 'classic b', text: { en: 'x', fr: 'y' }, ask: { en: 'x', fr: 'y' }, task: { goal: 'dance' }, teaches: ['capture'] },
        { id: 'c', position: '', text: { en: 'x' }, ask: { en: 'x', fr: 'y' }, task: { place: 'b2', find: 'b2' }, teaches: ['Not An Id'], why: { 'b2>': { en: 'x', fr: 'y' } } },
      ],
    });
    expect(problems).toEqual([
      'lesson: slug: lowercase letters, digits and dashes',
      'lesson: title: needs non-empty "en" and "fr"',
      'lesson: step 1 (a): task place: a cell name',
      'lesson: step 2 (a): id used twice',
      'lesson: step 2 (a): task goal: one of capture, win, lose, reach, centre, chain, flip',
      'lesson: step 2 (a): solution: the moves "show me" plays',
      'lesson: step 3 (c): position text missing',
      'lesson: step 3 (c): text needs non-empty "en" and "fr"',
      'lesson: step 3 (c): teaches: the ids of the rules this step has the learner do (rules.json)',
      'lesson: step 3 (c): why key "b2>": a move like b2 or b2>c3, or *',
      'lesson: step 3 (c): task: exactly one of explore, find, place, explode, try, pass, goal',
    ]);
  });

  it('refuses a lesson without steps', () => {
    expect(checkLesson({ slug: 'x', title: { en: 'a', fr: 'b' }, summary: { en: 'a', fr: 'b' }, steps: [] })).toEqual([
      'lesson: steps: needs at least one step',
    ]);
  });
});

describe('sideToMove', () => {
  it('reads the side to move from position text', () => {
    expect(sideToMove('classic w opening b3:1b')).toBe('w');
    expect(sideToMove('express tiles b c2:3b')).toBe('b');
  });
});
