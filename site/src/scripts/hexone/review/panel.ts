/**
 * "Review this game" on the play page's end panel: the record goes to a Web Worker (worker.ts) that judges every
 * turn with engine/hexone/review.ts, with a progress bar and a Stop button (the worker is terminated); then the
 * turns with their verdicts (a sign and a word), a summary per player, and the evaluation graph (graph.ts).
 * Choosing a turn puts the position before it on the board (through the end panel's own stepping, play-review.ts)
 * and draws the best turn found there (`showMove`).
 */
import type { HexoneBoard } from '@components/index.js';
import type { Review, ReviewedTurn, ReviewVerdict } from '@engine/hexone/review.js';
import type { GameReview } from '../play-review';
import type { LearnFromMistakes } from './learn';
import { drawGraph, graphTable } from './graph';
import type { ReviewAnswer } from './protocol';
import type { Say } from '@site/i18n/format';

/** The sign written beside each verdict (chess's annotation marks). */
export const VERDICT_SIGNS: Record<ReviewVerdict, string> = { best: '', good: '', inaccuracy: '?!', mistake: '?', blunder: '??' };

export class ReviewPanel {
  private worker: Worker | null = null;
  private review: Review | null = null;
  private readonly start: HTMLButtonElement;
  private readonly cancel: HTMLButtonElement;
  private readonly body: HTMLElement;
  private readonly progress: HTMLProgressElement;
  private readonly status: HTMLElement;
  private readonly results: HTMLElement;

  constructor(
    private readonly root: HTMLElement,
    private readonly moves: GameReview,
    private readonly board: HexoneBoard,
    private readonly say: Say,
    private readonly record: () => string,
    private readonly lang: string,
    private readonly learn: LearnFromMistakes,
    private readonly link: () => string, // the address that opens this game and reviews it
  ) {
    this.start = root.querySelector<HTMLButtonElement>('[data-review-start]')!;
    this.cancel = root.querySelector<HTMLButtonElement>('[data-review-cancel]')!;
    this.body = root.querySelector<HTMLElement>('[data-review-body]')!;
    this.progress = root.querySelector<HTMLProgressElement>('[data-review-progress]')!;
    this.status = root.querySelector<HTMLElement>('[data-review-status]')!;
    this.results = root.querySelector<HTMLElement>('[data-review-results]')!;
    this.start.addEventListener('click', () => this.run());
    this.cancel.addEventListener('click', () => this.stop(true));
    this.results.addEventListener('click', (event) => {
      const index = (event.target as HTMLElement).closest<HTMLElement>('[data-review-turn]')?.dataset.reviewTurn;
      if (index !== undefined) this.showTurn(Number(index));
    });
  }

  /** A new game ended (or none is shown): what an earlier review said no longer applies. */
  reset(): void {
    this.stop(false);
    this.review = null;
    this.learn.offer(null);
    this.body.hidden = true;
    this.results.replaceChildren();
    this.status.textContent = '';
    this.start.hidden = false;
  }

  /** Runs the review (a shared link asked for it: `?review`). */
  run(): void {
    this.stop(false);
    const record = this.record();
    if (!record) return;
    this.body.hidden = false;
    this.results.replaceChildren();
    this.progress.hidden = false;
    this.progress.removeAttribute('value');
    this.cancel.hidden = false;
    this.start.hidden = true;
    this.status.textContent = this.say('play.review.progress', { done: 0, total: '…' });
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    this.worker = worker;
    worker.onmessage = (event: MessageEvent<ReviewAnswer>) => this.answer(event.data);
    worker.onerror = () => this.fail();
    worker.postMessage({ record });
  }

  private answer(message: ReviewAnswer): void {
    if (message.type === 'progress') {
      this.progress.max = message.total;
      this.progress.value = message.done;
      // The progress bar moves at every turn; the live region speaks only now and then, not once a turn.
      if (message.done === 1 || message.done % 10 === 0) this.status.textContent = this.say('play.review.progress', message);
      return;
    }
    this.stop(false);
    if (message.type === 'failed') return this.fail();
    this.review = message.review;
    this.status.textContent = this.say('play.review.done', { count: message.review.turns.length });
    this.render(message.review);
    this.learn.offer(message.review);
  }

  private fail(): void {
    this.stop(false);
    this.start.hidden = false;
    this.status.textContent = this.say('play.review.failed');
  }

  /** Ends a running review; `said`: the person stopped it (say so). */
  private stop(said: boolean): void {
    this.worker?.terminate();
    const running = this.worker !== null;
    this.worker = null;
    this.progress.hidden = true;
    this.cancel.hidden = true;
    if (said && running) {
      this.start.hidden = false;
      this.status.textContent = this.say('play.review.cancelled');
    }
  }

  private render(review: Review): void {
    const player = (side: 'b' | 'w') => this.say(`board.player.${side}`);
    const summary = this.summary(review.turns, player);
    const graphTitle = document.createElement('h4');
    graphTitle.textContent = this.say('play.review.graph');
    const hint = document.createElement('p');
    hint.className = 'review-hint';
    hint.textContent = this.say('play.review.graphHint');
    const graph = drawGraph(review.turns, (k) => this.showTurn(k));
    const table = graphTable(review.turns, this.say('play.review.graph'), [this.say('play.review.turnHeader'), this.say('play.review.value')], this.lang);
    const list = document.createElement('ol');
    list.className = 'review-turns';
    review.turns.forEach((turn, k) => list.append(this.turnItem(turn, k, player)));
    const share = document.createElement('p');
    share.className = 'review-share';
    const anchor = document.createElement('a');
    anchor.href = this.link();
    anchor.dataset.reviewLink = '';
    anchor.textContent = this.say('play.review.shareLink');
    share.append(anchor);
    this.results.replaceChildren(summary, share, graphTitle, hint, graph, table, list);
  }

  private turnItem(turn: ReviewedTurn, k: number, player: (side: 'b' | 'w') => string): HTMLLIElement {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.reviewTurn = String(k);
    button.className = `review-turn ${turn.verdict}`;
    const sign = VERDICT_SIGNS[turn.verdict];
    const words = [this.say(`play.review.verdict.${turn.verdict}`)];
    if (turn.missedWin) words.push(this.say('play.review.missedWin'));
    if (turn.allowsLoss) words.push(this.say('play.review.allowsLoss'));
    const what = document.createElement('span');
    what.textContent = this.say('play.review.turn', { turn: turn.turn, player: player(turn.side), move: turn.played.text });
    const mark = document.createElement('span');
    mark.className = 'review-sign';
    mark.setAttribute('aria-hidden', 'true'); // the word says it
    mark.textContent = sign;
    const verdict = document.createElement('span');
    verdict.className = 'review-verdict';
    verdict.textContent = words.join(', ');
    button.append(what, ' ', mark, ' ', verdict);
    if (turn.best.text !== turn.played.text && turn.verdict !== 'best') {
      const better = document.createElement('span');
      better.className = 'review-better';
      better.textContent = this.say('play.review.better', { move: turn.best.text });
      button.append(' — ', better);
    }
    item.append(button);
    return item;
  }

  /**
   * Each side's count of each kind of slip, a side per column (two columns whatever the language's words: the table fits
   * a phone's width, where a kind per column did not).
   */
  private summary(turns: readonly ReviewedTurn[], player: (side: 'b' | 'w') => string): HTMLElement {
    const table = document.createElement('table');
    table.className = 'review-summary';
    table.createCaption().textContent = this.say('play.review.summary');
    const sides = ['b', 'w'] as const;
    const head = table.createTHead().insertRow();
    head.insertCell(); // the corner: the rows name the kinds, the columns the sides
    for (const side of sides) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = player(side);
      head.append(th);
    }
    const count = (side: 'b' | 'w', kind: (turn: ReviewedTurn) => boolean) => turns.filter((t) => t.side === side && kind(t)).length;
    const kinds: [string, (turn: ReviewedTurn) => boolean][] = [
      ['play.review.inaccuracies', (t) => t.verdict === 'inaccuracy'],
      ['play.review.mistakes', (t) => t.verdict === 'mistake'],
      ['play.review.blunders', (t) => t.verdict === 'blunder'],
      ['play.review.missedWins', (t) => t.missedWin],
    ];
    const body = table.createTBody();
    for (const [key, kind] of kinds) {
      const row = body.insertRow();
      row.dataset.kind = key.slice('play.review.'.length);
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = this.say(key);
      row.append(th);
      for (const side of sides) row.insertCell().textContent = String(count(side, kind));
    }
    return table;
  }

  /** The position before turn `k` on the board, the best turn found drawn on it, and the turn marked in the list. */
  private showTurn(k: number): void {
    const turn = this.review?.turns[k];
    if (!turn) return;
    this.moves.show(turn.from - 1);
    this.board.showMove(turn.best.text);
    for (const button of this.results.querySelectorAll<HTMLElement>('[data-review-turn]')) {
      if (button.dataset.reviewTurn === String(k)) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
    }
    for (const dot of this.results.querySelectorAll<SVGElement>('[data-review-point]')) dot.classList.toggle('current', dot.dataset.reviewPoint === String(k));
    this.status.textContent = this.say('play.review.showing', {
      turn: turn.turn,
      player: this.say(`board.player.${turn.side}`),
      move: turn.played.text,
      value: this.say(`play.review.verdict.${turn.verdict}`),
      best: turn.best.text,
    });
  }
}
