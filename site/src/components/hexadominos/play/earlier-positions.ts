/**
 * Earlier positions of the play page's game, shown on its board read-only: the position after a move of the list, or
 * the table before a move with the review's better placement drawn on it (*Better*), each said and brought into view
 * (in-view.ts); then back to the game. The game itself is left as it was: it is loaded again from its record.
 */
import type { HexadominosBoard } from '@components/hexadominos-board/hexadominos-board.js';
import { format } from '@site/i18n/format.js';
import { type KeptGame, matchOf, moveList, startRecord } from '@site/lib/hexadominos/play-game.js';
import type { EndReview } from './end-review.js';
import { shownInView } from './in-view.js';

/** What the page lends: its board, its game, its review and its way of saying things. */
export interface PageParts {
  board(): HexadominosBoard | null;
  game(): KeptGame;
  review: EndReview;
  notice(text: string): void;
}

export class EarlierPositions {
  /** An earlier position is on the board (the page keeps nothing of it). */
  viewing = false;

  constructor(
    private readonly root: HTMLElement,
    private readonly s: Record<string, string>,
    private readonly lang: string,
    private readonly page: PageParts,
  ) {}

  /** The table before move `k`, read-only, with the better placement drawn on it (not played), and said. */
  better(k: number): void {
    const better = this.page.review.better(k);
    const board = this.page.board();
    if (!better || !board) return;
    const record = this.page.game().record;
    const moves = moveList(record);
    this.show(board, k === 0 ? startRecord(record) : moves[k - 1].record, `[data-better="${k}"]`);
    board.showMove(better.placement);
    this.said(better.text, board, `[data-better="${k}"]`);
  }

  /** Shows the position after move `k`, read-only, replayed from the record's start, and says so. */
  move(k: number): void {
    const moves = moveList(this.page.game().record);
    const move = moves[k];
    const board = this.page.board();
    if (!move || !board) return;
    this.show(board, move.record, `[data-view="${k}"]`);
    this.said(format(this.lang, this.s.viewingMove, { n: k + 1, total: moves.length }), board, `[data-view="${k}"]`);
  }

  /** The game again, playable, with the keyboard on it. */
  back(): void {
    const board = this.page.board();
    if (!board) return;
    board.load(this.page.game().record, matchOf(this.page.game()) ?? undefined);
    board.readonly = false;
    this.viewing = false;
    this.mark(null);
    this.page.notice(this.s.backAnnounce);
    board.focus();
  }

  private show(board: HexadominosBoard, record: string, button: string): void {
    this.viewing = true;
    board.readonly = true;
    board.load(record, matchOf(this.page.game()) ?? undefined);
    this.mark(button);
  }

  private said(text: string, board: HexadominosBoard, button: string): void {
    this.page.notice(text);
    shownInView(this.root.querySelector<HTMLElement>('[data-play-notice]'), board, this.root.querySelector<HTMLElement>(button));
  }

  /** Marks the one move-list button matching `selector` as the one shown, and shows the banner while one is. */
  private mark(selector: string | null): void {
    this.root.querySelectorAll<HTMLElement>('[data-view], [data-better]').forEach((b) => {
      if (selector && b.matches(selector)) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    });
    const banner = this.root.querySelector<HTMLElement>('[data-viewing]');
    if (banner) banner.hidden = selector === null;
  }
}
