// Learn from your mistakes (site/src/lib/hexone/mistakes.ts): which reviewed turns become exercises, which tried
// turns are accepted, and outcomes kept in the puzzles' progress without touching the puzzles' streak, corrupted
// saved data included.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.js';
import { reviewGame, type ReviewedTurn } from '@engine/hexone/review.js';
import { PUZZLE_PROGRESS_KEY, emptyProgress, loadProgress, recordOutcome, saveProgress } from '@site/components/hexone/puzzle/progress.js';
import { JUDGE_NODES, accepts, exerciseId, exercisesOf, recordExercise } from '@site/lib/hexone/mistakes.js';

// White doubles its stack on b3, in the line of Black's loaded b2: a blunder (Black wins at once, and does).
const GAME = 'classic.w.b2-2b.b3-1w~b3.b2.b2-b3';

let turns: ReviewedTurn[] | null = null;
function reviewed(): ReviewedTurn[] {
  if (turns) return turns; // reviewed once for the whole file (the search takes a second)
  const review = reviewGame(GAME, { maxNodes: 20_000 });
  if (!review.ok) throw new Error('the game is legal');
  return (turns = review.value.turns);
}

const memory = (initial: string | null = null) => memoryStorage(PUZZLE_PROGRESS_KEY, initial);

describe('exercises of a review', () => {
  it('are the mistakes, blunders and missed wins of the side the computer did not play', () => {
    const turns = reviewed();
    expect(exercisesOf(turns, null).map((t) => [t.side, t.verdict])).toEqual([['w', 'blunder']]);
    expect(exercisesOf(turns, 'b').map((t) => t.turn)).toEqual([1]); // the computer played Black: White's turns
    expect(exercisesOf(turns, 'w')).toEqual([]); // the computer's own blunder is not the person's exercise
  });

  it('include a missed win rated only an inaccuracy, and leave inaccuracies out', () => {
    const [turn] = reviewed();
    const inaccuracy = { ...turn, verdict: 'inaccuracy', missedWin: false, allowsLoss: false } as ReviewedTurn;
    expect(exercisesOf([inaccuracy], null)).toEqual([]);
    expect(exercisesOf([{ ...inaccuracy, missedWin: true }], null)).toHaveLength(1);
  });
});

describe('a turn tried on an exercise', () => {
  const [blunder] = reviewed();
  const judged = (text: string, verdict: ReviewedTurn['verdict'], flags = { missedWin: false, allowsLoss: false }) => ({ text, verdict, ...flags });

  it('is accepted when it is the review’s best turn, or rated best or good without losing a win or the game', () => {
    expect(accepts(blunder, judged(blunder.best.text, 'inaccuracy'))).toBe(true);
    expect(accepts(blunder, judged('c1', 'best'))).toBe(true);
    expect(accepts(blunder, judged('c1', 'good'))).toBe(true);
  });

  it('is refused when it gives away more than the good threshold, lets a win go, allows a forced loss, or is the game’s turn', () => {
    expect(accepts(blunder, judged('c1', 'inaccuracy'))).toBe(false);
    expect(accepts(blunder, judged('c1', 'good', { missedWin: true, allowsLoss: false }))).toBe(false);
    expect(accepts(blunder, judged('c1', 'best', { missedWin: false, allowsLoss: true }))).toBe(false);
    expect(accepts(blunder, judged(blunder.played.text, 'best'))).toBe(false);
  });
});

describe('a turn tried on the blunder’s exercise, judged as the page judges it (one turn reviewed, JUDGE_NODES)', () => {
  const judge = (move: string) => {
    const review = reviewGame(`classic w b2:2b b3:1w | ${move}`, { maxNodes: JUDGE_NODES });
    if (!review.ok) throw new Error(`${move} is legal`);
    const [turn] = review.value.turns;
    return accepts(reviewed()[0], { text: turn.played.text, verdict: turn.verdict, missedWin: turn.missedWin, allowsLoss: turn.allowsLoss });
  };

  it('accepts the best turn and one within the good threshold, refuses one that gives away a pawn, every time', () => {
    expect(judge('b4')).toBe(true);
    expect(judge('a3')).toBe(true); // 0.06 pawn below b4
    expect(judge('a2')).toBe(false); // about a pawn below: an inaccuracy
    expect(judge('a2')).toBe(false); // a budget in boards: the same answer again
  });
});

describe('progress', () => {
  it('names each exercise by its game and turn, within the puzzles’ id rule', () => {
    const id = exerciseId(GAME, 1);
    expect(id).toMatch(/^mistake-[0-9a-f]{8}-1$/);
    expect(exerciseId(` ${GAME} `, 1)).toBe(id);
    expect(exerciseId(GAME, 2)).not.toBe(id);
    expect(exerciseId(`${GAME}.b1`, 1)).not.toBe(id);
  });

  it('keeps the best outcome in the puzzles’ progress and leaves the puzzles’ streak as it was', () => {
    const storage = memory();
    let progress = recordOutcome(emptyProgress(), 'four-01', 'solved'); // a puzzle streak of 1
    const id = exerciseId(GAME, 1);
    progress = recordExercise(progress, id, 'failed');
    progress = recordExercise(progress, id, 'retried');
    progress = recordExercise(progress, id, 'failed');
    expect(progress).toMatchObject({ streak: 1, best: 1, results: { 'four-01': 'solved', [id]: 'retried' } });
    saveProgress(storage, progress);
    expect(loadProgress(storage).progress.results[id]).toBe('retried'); // read back by the puzzles' own reader
  });

  it('starts fresh over corrupted saved data, without throwing', () => {
    const storage = memory('{"results": {"mistake-1": 42}');
    const { progress, corrupted } = loadProgress(storage);
    expect(corrupted).toBe(true);
    expect(recordExercise(progress, exerciseId(GAME, 1), 'solved').results).toEqual({ [exerciseId(GAME, 1)]: 'solved' });
  });
});
