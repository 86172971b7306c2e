/**
 * The Hexa-dominos play page's review of a finished game (a game played here or opened from a share link):
 * engine/hexadominos/review.ts judges every action from what its seat could see; this module shows, per seat,
 * the points left on the table and the efficiency (points made ÷ best available), and beside each move of the
 * list its mark (✓ the best score open, or the points it left) with a *Better* button where a placement scored
 * more. The page (play-page.ts) shows the table before that move with the better placement drawn on it.
 *
 * The review module (with the computer player it can ask) is fetched only once a game is over; the advice is
 * left off (only the immediate scores are shown), so the review takes a few milliseconds.
 */
import type { Review, ReviewedAction } from '@engine/hexadominos/review.js';
import type { Action } from '@engine/hexadominos/types.js';

type PlaceAction = Extract<Action, { type: 'place' }>;
import { format } from '@site/i18n/format.js';

export interface Better {
  move: number; // 0-based index in the move list
  placement: PlaceAction; // the better placement, for the board to draw (`showMove`)
  text: string; // what is said and shown: the better placement and what it would have scored
}

export class EndReview {
  private review: Review | null = null;
  private reviewed = ''; // the record the review is of
  private asked = ''; // the record a review was last asked for (one at a time, the last one wins)
  private arrived = false; // the first review drawn has been brought into view if the address asked for it

  constructor(
    private readonly section: HTMLElement,
    private readonly s: Record<string, string>,
    private readonly lang: string,
  ) {}

  /** The game on the board: reviewed once over (kids' scoring has no points to judge); otherwise nothing shown. */
  async update(record: string, over: boolean, scoring: string): Promise<void> {
    if (!over || scoring === 'kids' || !record) return this.clear();
    if (record === this.reviewed || record === this.asked) return;
    this.asked = record;
    let review: Review | null;
    try {
      const { reviewGame } = await import('@engine/hexadominos/review.js');
      const answer = reviewGame(record, { advice: false });
      review = answer.ok ? answer.value : null;
    } catch {
      review = null; // the module could not be fetched (offline): no review, the game is still shown
    }
    if (this.asked !== record) return; // another game came meanwhile
    this.review = review;
    this.reviewed = record;
    this.render();
  }

  private clear(): void {
    this.review = null;
    this.reviewed = '';
    this.asked = '';
    this.section.hidden = true;
  }

  private player(seat: number): string {
    return format(this.lang, this.s.player, { n: seat + 1 });
  }

  private render(): void {
    const review = this.review;
    this.section.hidden = !review;
    if (!review) return;
    const table = this.section.querySelector<HTMLTableElement>('[data-hd-review-seats]')!;
    const percent = new Intl.NumberFormat(this.lang, { style: 'percent', maximumFractionDigits: 0 });
    const rows = review.seats.map((seat) => {
      const row = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = this.player(seat.seat);
      const left = document.createElement('td');
      left.textContent = String(seat.pointsLost);
      const efficiency = document.createElement('td');
      efficiency.textContent = seat.efficiency === null ? '—' : percent.format(seat.efficiency);
      row.append(th, left, efficiency);
      return row;
    });
    table.tBodies[0].replaceChildren(...rows);
  }

  /**
   * Opened at the review (the history's *Review* link ends in `#hd-review-title`): the browser looked for that heading
   * when the page loaded, while the review was still being worked out, and found nothing to scroll to. So the first
   * review drawn is brought into view, once; later games' reviews leave the page where it is.
   */
  intoViewIfAsked(): void {
    if (this.arrived || this.section.hidden) return;
    this.arrived = true;
    const title = this.section.querySelector('h2[id]');
    if (title && location.hash === `#${title.id}`) this.section.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
  }

  /** Puts each move's mark (and its Better button) beside the move list's items, when the review is of `record`. */
  mark(list: HTMLElement, record: string): void {
    const review = this.review;
    if (!review || record !== this.reviewed) return;
    list.querySelectorAll<HTMLLIElement>(':scope > li').forEach((item, k) => {
      const turn = review.turns[k];
      if (turn) item.append(...this.marks(turn, k));
    });
  }

  private marks(turn: ReviewedAction, k: number): (string | HTMLElement)[] {
    const mark = document.createElement('span');
    mark.className = `hd-mark ${turn.pointsLost ? 'lost' : 'best'}`;
    const shown = document.createElement('span');
    shown.setAttribute('aria-hidden', 'true'); // the words below say it
    shown.textContent = turn.pointsLost ? `−${turn.pointsLost}` : '✓';
    const words = document.createElement('span');
    words.className = 'sr-only';
    words.textContent = turn.pointsLost ? format(this.lang, this.s['review.markLost'], { points: turn.pointsLost }) : this.s['review.markBest'];
    mark.append(shown, words);
    if (!turn.pointsLost || !turn.best) return [' ', mark];
    const better = document.createElement('button');
    better.type = 'button';
    better.className = 'hd-better';
    better.dataset.better = String(k);
    // Its name starts with what it shows (+8) and goes on, for those who hear it, with which move it is about.
    const which = document.createElement('span');
    which.className = 'sr-only';
    which.textContent = ` ${format(this.lang, this.s['review.betterLabel'], { n: k + 1 })}`;
    better.append(format(this.lang, this.s['review.better'], { points: turn.pointsLost }), which);
    return [' ', mark, ' ', better];
  }

  /** The better placement at move `k` (0-based), or null when the move was the best open. */
  better(k: number): Better | null {
    const turn = this.review?.turns[k];
    const best = turn?.best;
    if (!turn || !best || !turn.pointsLost || best.action.type !== 'place') return null;
    const { tile } = best.action;
    return {
      move: k,
      placement: best.action,
      text: format(this.lang, this.s['review.showing'], {
        n: k + 1,
        seat: this.player(turn.seat),
        tile: [...tile].join(' '),
        best: turn.bestPoints,
        lost: turn.pointsLost,
      }),
    };
  }
}
