/**
 * *Learn from your mistakes*, after a game review: each mistake, blunder and missed win of the person reviewing
 * (site/src/lib/hexone/mistakes.ts) becomes an exercise on the position before it, that person to move. The turn
 * they play there is judged by the review's own engine: the review's best turn is accepted and the game's turn
 * refused at once; any other turn is reviewed from the exercise's position in the review's worker (worker.ts: the
 * same `reviewGame`, so the one search of engine/hexone/bot/search.ts) and accepted within the *good* threshold of
 * the best. A refused turn is said and the position set back; *Show the better turn* draws it (`showMove`).
 * Outcomes are kept in the puzzles' progress. One live region says each step once.
 */
import type { HexoneBoard } from '@components/index.js';
import type { Review, ReviewedTurn } from '@engine/hexone/review.js';
import { browserStorage, loadProgress, saveProgress, type Outcome } from '@site/components/hexone/puzzle/progress';
import { JUDGE_NODES, accepts, exerciseId, exercisesOf, recordExercise, type Judged } from '@site/lib/hexone/mistakes';
import type { GameReview } from '../play-review';
import type { ReviewAnswer, ReviewRequest } from './protocol';
import type { Say } from '@site/i18n/format';

export class LearnFromMistakes {
  private exercises: ReviewedTurn[] = [];
  private index = -1; // the exercise on the board (-1: none)
  private position = ''; // its position text, the start of the one-turn record a tried turn is judged from
  private state: 'idle' | 'trying' | 'checking' | 'ended' = 'idle';
  private missed = false; // a turn was refused on this exercise
  private found = 0;
  private worker: Worker | null = null;
  private readonly open: HTMLButtonElement;
  private readonly offerText: HTMLElement;
  private readonly section: HTMLElement;
  private readonly status: HTMLElement;
  private readonly showButton: HTMLButtonElement;
  private readonly nextButton: HTMLButtonElement;

  constructor(
    root: HTMLElement,
    private readonly moves: GameReview,
    private readonly board: HexoneBoard,
    private readonly say: Say,
    private readonly record: () => string,
    private readonly opponent: { side: () => 'b' | 'w' | null; apply: () => void }, // the page's computer player
  ) {
    this.open = root.querySelector<HTMLButtonElement>('[data-learn-start]')!;
    this.offerText = root.querySelector<HTMLElement>('[data-learn-offer]')!;
    this.section = root.querySelector<HTMLElement>('[data-learn]')!;
    this.status = root.querySelector<HTMLElement>('[data-learn-status]')!;
    this.showButton = root.querySelector<HTMLButtonElement>('[data-learn-show]')!;
    this.nextButton = root.querySelector<HTMLButtonElement>('[data-learn-next]')!;
    this.open.addEventListener('click', () => this.begin());
    this.showButton.addEventListener('click', () => this.giveUp());
    this.nextButton.addEventListener('click', () => this.goTo(this.index + 1));
    root.querySelector<HTMLButtonElement>('[data-learn-stop]')!.addEventListener('click', () => this.leave(true));
    board.addEventListener('hexone-change', (event) => {
      if (event.detail.reason === 'move') this.onMove();
    });
    moves.onLeavePractice = () => this.leave(false); // another position chosen in the move list or the review
  }

  /** After a review: offer the exercises it gives (none: say so, no button). */
  offer(review: Review | null): void {
    this.leave(false);
    this.exercises = review ? exercisesOf(review.turns, this.opponent.side()) : [];
    this.offerText.hidden = !review;
    this.open.hidden = !this.exercises.length;
    if (review) this.sayOffer();
  }

  /** How many exercises the game gives, and how many were found before (the puzzles' progress). */
  private sayOffer(): void {
    const { progress } = loadProgress(browserStorage());
    const solved = this.exercises.filter((t) => isFound(progress.results[exerciseId(this.record(), t.turn)])).length;
    this.offerText.textContent = this.exercises.length ? this.say('play.learn.offer', { count: this.exercises.length, solved }) : this.say('play.learn.none');
  }

  private begin(): void {
    if (!this.exercises.length) return;
    this.board.removeAttribute('computer'); // no computer answers an exercise's turn (put back by leave())
    this.found = 0;
    this.section.hidden = false;
    this.open.hidden = true; // one way in at a time: the exercises' own buttons until they end
    this.offerText.hidden = true;
    this.goTo(0);
  }

  /** Exercise `k` on the board, its person to move; past the last one, the tally. */
  private goTo(k: number): void {
    if (k >= this.exercises.length) return this.finish();
    this.index = k;
    this.missed = false;
    const exercise = this.exercises[k];
    this.setBack();
    this.position = this.board.getPosition();
    this.nextButton.hidden = true;
    this.showButton.hidden = false;
    this.status.textContent = this.say('play.learn.task', {
      index: k + 1,
      count: this.exercises.length,
      turn: exercise.turn,
      player: this.say(`board.player.${exercise.side}`),
      move: exercise.played.text,
      verdict: this.verdictWords(exercise),
    });
    this.board.focus(); // the keyboard plays on the board at once
  }

  /** The exercise's position again, playable. */
  private setBack(): void {
    const exercise = this.exercises[this.index];
    this.moves.show(exercise.from - 1, true);
    this.state = 'trying';
  }

  private onMove(): void {
    if (this.state !== 'trying') return;
    if (!this.moves.practising) return this.leave(false);
    const exercise = this.exercises[this.index];
    const state = this.board.state;
    if (state.phase !== 'over' && state.toMove === exercise.side) return; // the turn goes on (a chain to choose)
    const played = movesOf(this.board.getRecord()).slice(exercise.from);
    void this.judge(exercise, played.join(' '));
  }

  private async judge(exercise: ReviewedTurn, text: string): Promise<void> {
    this.state = 'checking';
    this.board.readonly = true;
    let judged: Judged | null = { text, verdict: exercise.verdict, missedWin: exercise.missedWin, allowsLoss: exercise.allowsLoss };
    // The review already knows its best turn and the game's: only another turn needs the engine.
    if (text !== exercise.best.text && text !== exercise.played.text) {
      this.status.textContent = this.say('play.learn.checking', { move: text });
      judged = await this.review(`${this.position} | ${text}`);
      if (this.state !== 'checking' || this.exercises[this.index] !== exercise) return; // left meanwhile
    }
    if (!judged) {
      this.setBack();
      this.status.textContent = this.say('play.learn.failed');
      return;
    }
    if (accepts(exercise, judged)) {
      this.found++;
      this.state = 'ended';
      this.keep(exercise, this.missed ? 'retried' : 'solved');
      this.status.textContent = this.say('play.learn.right', { move: text });
      this.showNext();
      return;
    }
    this.missed = true;
    this.keep(exercise, 'failed'); // a later find on this exercise replaces it (the best outcome is kept)
    this.setBack();
    this.status.textContent =
      text === exercise.played.text
        ? this.say('play.learn.same', { move: text })
        : this.say('play.learn.wrong', { move: text, verdict: this.verdictWords(judged) });
  }

  /** One turn reviewed from the exercise's position, in the review's worker; null when it could not be. */
  private review(record: string): Promise<Judged | null> {
    this.worker ??= new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    const worker = this.worker;
    return new Promise((resolve) => {
      worker.onmessage = (event: MessageEvent<ReviewAnswer>) => {
        const answer = event.data;
        if (answer.type === 'progress') return;
        const turn = answer.type === 'done' ? answer.review.turns[0] : undefined;
        resolve(turn ? { text: turn.played.text, verdict: turn.verdict, missedWin: turn.missedWin, allowsLoss: turn.allowsLoss } : null);
      };
      worker.onerror = () => resolve(null);
      const request: ReviewRequest = { record, maxNodes: JUDGE_NODES };
      worker.postMessage(request);
    });
  }

  private giveUp(): void {
    if (this.index < 0 || this.state === 'ended') return;
    const exercise = this.exercises[this.index];
    this.setBack();
    this.state = 'ended';
    this.board.readonly = true;
    this.board.showMove(exercise.best.text);
    this.keep(exercise, 'failed');
    this.status.textContent = this.say('play.learn.shown', { move: exercise.best.text });
    this.showNext();
  }

  private showNext(): void {
    this.showButton.hidden = true;
    this.nextButton.hidden = false;
    this.nextButton.focus({ preventScroll: true });
  }

  private finish(): void {
    const count = this.exercises.length;
    const found = this.found;
    this.leave(false);
    this.status.textContent = this.say('play.learn.done', { found, count });
    this.open.focus({ preventScroll: true });
  }

  /** Ends the exercises: the finished game back on the board, its computer opponent too; `back`: Back to the review. */
  leave(back: boolean): void {
    if (this.state === 'idle') return;
    this.state = 'idle';
    this.index = -1;
    this.worker?.terminate();
    this.worker = null;
    this.opponent.apply();
    this.section.hidden = true;
    this.open.hidden = !this.exercises.length;
    this.offerText.hidden = false;
    this.sayOffer();
    this.status.textContent = '';
    if (this.moves.practising || back) this.moves.show(Infinity);
    if (back) this.open.focus({ preventScroll: true });
  }

  private keep(exercise: ReviewedTurn, outcome: Outcome): void {
    const storage = browserStorage();
    saveProgress(storage, recordExercise(loadProgress(storage).progress, exerciseId(this.record(), exercise.turn), outcome));
  }

  private verdictWords(turn: Pick<Judged, 'verdict' | 'missedWin' | 'allowsLoss'>): string {
    const words = [this.say(`play.review.verdict.${turn.verdict}`)];
    if (turn.missedWin) words.push(this.say('play.review.missedWin'));
    if (turn.allowsLoss) words.push(this.say('play.review.allowsLoss'));
    return words.join(', ');
  }
}

const isFound = (outcome: Outcome | undefined) => outcome === 'solved' || outcome === 'retried' || outcome === 'helped';

/** The moves of a record text ("classic b opening | d3 b2 b2>b3"), one word each. */
function movesOf(record: string): string[] {
  const bar = record.indexOf('|');
  return bar < 0
    ? []
    : record
        .slice(bar + 1)
        .trim()
        .split(/\s+/)
        .filter(Boolean);
}
