/**
 * The play page in the browser: deals the game the setup asked for on a `<hexadominos-board>` it puts in
 * the page (with nothing asked, you against one computer: a board ready to play from the first look, the
 * setup folded under "New game"), keeps it across reloads (localStorage),
 * keeps its share link (the record in the address, and in a match the totals before this game and its number)
 * in the address bar so that a reload or a copied
 * address shows this same game, and lists its moves in words (choosing one shows that position read-only,
 * replayed from the record's start, and says so).
 * Where the game comes from, first match wins: a daily deal's address (`?daily=…`, daily-deal.ts), a share link, the setup form's address, the kept game; with
 * none, the default game (play-settings.ts `DEFAULT_CONFIG`).
 * Once a game (or the match it decided) is over, a row of actions under the board: Play again (the same
 * players and rules, a new deal) and New match (the setup, to choose other players or rules).
 */
import type { HexadominosBoard } from '@components/hexadominos-board/hexadominos-board.js';
import { DEFAULT_CONFIG, readSettings } from '@site/lib/hexadominos/play-settings.js';
import { matchStanding } from '@engine/hexadominos/setup.js';
import { GAME_KEY, matchOf, moveList, parseKeptGame, readShared, shareQuery, type KeptGame, type MoveEntry } from '@site/lib/hexadominos/play-game.js';
import { nextLevelSeats } from '@site/lib/hexadominos/next-level.js';
import type { SessionConfig } from '@engine/hexadominos/session.js';
import { formatSeats } from '@engine/hexadominos/seats.js';
import { format } from '@site/i18n/format.js';
import { dailyOf, utcDay } from '@site/lib/hexadominos/daily.js';
import { DailyDeal } from './daily-deal.js';
import { LEVELS } from '@engine/hexadominos/bot/levels.js';
import { hexadominosGame } from '@site/lib/shared/history/entries.js';
import { keepGame } from '@site/lib/shared/history/store.js';
import { EndReview } from './end-review.js';
import { EarlierPositions } from './earlier-positions.js';
import { boardInView } from './in-view.js';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the game is simply not kept
  }
}

/** The board's `seats` attribute for the settings (the engine's seat codec writes it: engine/hexadominos/seats.ts). */
function seatsAttribute(config: SessionConfig): string {
  return formatSeats(config.seats);
}

export class PlayPage {
  private game: KeptGame = { record: '', seats: '', target: null };
  /** The game on the board was seen unfinished here: its end is played here, and joins the history (a finished game opened is not). */
  private running = false;
  private board: HexadominosBoard | null = null;
  private daily: DailyDeal | null = null;
  private readonly review: EndReview;
  /** Earlier positions of the game shown read-only: a move of the list, a better placement of the review. */
  private readonly earlier: EarlierPositions;

  constructor(
    private readonly root: HTMLElement,
    private readonly s: Record<string, string>,
    private readonly lang: string,
  ) {
    this.review = new EndReview(root.querySelector<HTMLElement>('[data-hd-review]')!, s, lang);
    this.earlier = new EarlierPositions(root, s, lang, {
      board: () => this.board,
      game: () => this.game,
      review: this.review,
      notice: (text) => this.notice(text),
    });
    root.addEventListener('click', (e) => this.onClick(e));
    this.begin();
  }

  private $<T extends HTMLElement = HTMLElement>(selector: string): T | null {
    return document.querySelector<T>(selector);
  }

  private notice(text: string): void {
    const el = this.$('[data-play-notice]');
    if (!el) return;
    el.textContent = text;
    el.hidden = !text;
  }

  private begin(): void {
    const daily = dailyOf(location.search, utcDay(new Date()));
    if (daily.day) return this.startDaily(daily.day, daily.versus, daily.bad);
    const shared = readShared(location.search);
    if (shared.game) return this.resume(shared.game);
    if (shared.bad) this.notice(this.s.badLink);
    const params = new URLSearchParams(location.search);
    if (['seats', 'seat0', 'scoring', 'target'].some((name) => params.has(name))) return this.fresh(readSettings(location.search).config);
    let kept: ReturnType<typeof parseKeptGame> = { game: null, corrupted: false };
    try {
      kept = parseKeptGame(storage()?.getItem(GAME_KEY) ?? null);
    } catch {
      /* storage that throws on read counts as empty */
    }
    if (kept.game) {
      this.notice(this.s.resume);
      return this.resume(kept.game);
    }
    if (kept.corrupted) this.notice(this.s.corrupt);
    // No game yet: the default one, dealt where the page opens (no scroll, the keyboard left where it is).
    this.fresh(DEFAULT_CONFIG, false);
  }

  /** The board, made the first time a game starts; the section shows and the form folds away under "New game". */
  private mount(): HexadominosBoard {
    if (this.board) return this.board;
    const board = document.createElement('hexadominos-board');
    board.setAttribute('lang', this.lang);
    board.addEventListener('hexadominos-change', () => this.onChange());
    // The game dealt as the page opens is not scrolled to (the page's title shows first), and on a laptop's window
    // (1366 × 768) its rack and buttons start below the edge: the first click on the board (the draw's Start, most
    // often) brings all of it into view, once; after that the reader scrolls as they like.
    board.addEventListener('click', () => boardInView(board), { once: true });
    this.$('[data-board-slot]')?.append(board);
    this.root.hidden = false;
    const setup = this.$<HTMLDetailsElement>('[data-setup-box]');
    if (setup) setup.open = false;
    this.board = board;
    return board;
  }

  /**
   * The daily deal of `day` (today's instead of a link's day that does not read: `bad`), alone or against the strong
   * computer (`versus`), its day in the address.
   */
  private startDaily(day: string, versus: boolean, bad: boolean): void {
    const panel = this.$('[data-hd-daily]');
    if (!panel) return this.fresh(DEFAULT_CONFIG, false);
    this.daily = new DailyDeal(day, versus, panel, this.s, this.lang);
    const notices = [bad ? this.s['daily.badDay'] : '', this.daily.corrupted ? this.s['daily.corrupt'] : ''];
    this.notice(notices.filter(Boolean).join(' '));
    this.root.dataset.daily = day;
    history.replaceState(history.state, '', `${location.pathname}?${this.daily.query}${location.hash}`);
    const board = this.mount();
    this.daily.setUp(board);
    this.game = { record: '', seats: board.getAttribute('seats') ?? '', target: null };
    // Asked for by its link: the table in view with the keyboard on it, as a game the setup deals (the day's panel beside it).
    this.whenReady(board, () => {
      board.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
      board.focus({ preventScroll: true });
    });
  }

  /** A game just asked for: dealt; asked on the form, also brought into view with the keyboard on its first control (the who-starts draw). */
  private fresh(config: SessionConfig, asked = true): void {
    this.game = { record: '', seats: seatsAttribute(config), target: config.target };
    const board = this.mount();
    board.setAttribute('seats', this.game.seats);
    board.setAttribute('scoring', config.scoring);
    if (config.target !== null) board.setAttribute('target', String(config.target));
    this.whenReady(board, () => {
      if (!asked) return;
      board.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
      board.focus({ preventScroll: true });
    });
  }

  private resume(game: KeptGame): void {
    this.game = game;
    const board = this.mount();
    board.setAttribute('seats', game.seats);
    if (game.target !== null) board.setAttribute('target', String(game.target));
    board.match = matchOf(game); // a game of a match resumes as that game, its totals carried
    board.setAttribute('record', game.record);
    this.whenReady(board, () => undefined);
  }

  /** Once the board has drawn its game: `then`, and the page's copy of it (a deal or a load may come before the page listens). */
  private whenReady(board: HexadominosBoard, then: () => void): void {
    void customElements
      .whenDefined('hexadominos-board')
      .then(() => board.whenIdle())
      .then(() => {
        this.onChange();
        then();
      });
  }

  private onChange(): void {
    const board = this.board;
    if (this.earlier.viewing || !board) return;
    const match = board.state?.match;
    this.game = {
      record: board.getRecord(),
      seats: this.game.seats,
      target: this.game.target,
      ...(match ? { match: { totals: [...match.totals], game: match.game } } : {}),
    };
    const query = this.daily ? this.dailyChanged(this.daily, board) : this.keep(board);
    // A game seen unfinished here and now over joins the history (a finished game opened from a link does not).
    if (!board.state?.over) this.running = true;
    else if (this.running) {
      this.running = false;
      this.intoHistory(board, query);
    }
    this.renderMoves();
    this.showEndActions();
    const record = this.game.record;
    void this.review.update(record, board.state?.over === true, board.state?.scoring ?? '').then(() => {
      // The marks join the move list once the review is there (and each time the list is drawn again).
      const list = this.$('[data-moves]');
      if (list && !list.querySelector('.hd-mark')) this.review.mark(list, record);
      this.review.intoViewIfAsked();
    });
  }

  /**
   * A daily deal is not kept as the game in progress: its address and share link name its day, its end is the day's
   * result. Answers the share link's query.
   */
  private dailyChanged(daily: DailyDeal, board: HexadominosBoard): string {
    daily.changed(board);
    const link = this.$<HTMLInputElement>('[data-share]');
    if (link) link.value = `${location.origin}${location.pathname}?${daily.query}`;
    return daily.query;
  }

  /** Keeps the game in progress (localStorage), and its share link in the field and the address bar; answers the link's query. */
  private keep(board: HexadominosBoard): string {
    try {
      storage()?.setItem(GAME_KEY, JSON.stringify(this.game));
    } catch {
      /* quota or disabled storage: the game goes on, unkept */
    }
    const query = shareQuery(board.getRecordUrl(), this.game.seats, this.game.target, this.game.match);
    const link = this.$<HTMLInputElement>('[data-share]');
    if (link) link.value = `${location.origin}${location.pathname}?${query}`;
    // The address always holds this game: a reload, or the address copied elsewhere, shows it again.
    if (board.getRecordUrl() && location.search !== `?${query}`) history.replaceState(history.state, '', `${location.pathname}?${query}${location.hash}`);
    return query;
  }

  /** The game just finished, into the history (with the query of its share link, which opens it again and shows its review). */
  private intoHistory(board: HexadominosBoard, query: string): void {
    const state = board.state;
    if (!state) return;
    const { scoring, scores, winners } = state;
    const game = hexadominosGame({
      record: this.game.record,
      query,
      seats: this.game.seats,
      scoring,
      scores,
      winners,
      levels: LEVELS,
      at: Date.now(),
      mode: this.daily ? 'daily' : 'play',
    });
    if (game) keepGame(storage(), game);
  }

  /** The actions after a game: shown once it is over (in a match, once the match is decided: until then its next game is the board's own button). */
  private showEndActions(): void {
    const row = this.$('[data-end-actions]');
    const state = this.board?.state;
    if (!row || !state) return;
    const match = state.match ? matchStanding(state) : null;
    // A daily deal is not dealt again: its first game is the day's (the setup above offers other games).
    row.hidden = this.daily !== null || !(state.over && (!match || match.decided));
    // A single game dealt from a seed can be dealt again, tile for tile, to try it another way.
    const same = this.$('[data-same-deal]');
    if (same) same.hidden = state.seed === null || Boolean(state.match);
    const next = this.$('[data-next-level]');
    const above = state.match ? null : nextLevelSeats(this.game.seats, state.over, state.winners);
    if (next) next.hidden = !above;
    if (next && above) next.textContent = format(this.lang, this.s.nextLevel, { level: this.s[`seat.${above.level}`] });
  }

  /** The next level: the same table, its computer one level up, a new deal. */
  private async nextLevel(): Promise<void> {
    const state = this.board?.state;
    const above = state && !state.match ? nextLevelSeats(this.game.seats, state.over, state.winners) : null;
    if (!this.board || !above) return;
    this.game = { ...this.game, seats: above.seats };
    this.board.setAttribute('seats', above.seats);
    await this.playAgain();
    this.notice(format(this.lang, this.s.nextLevelAnnounce, { level: this.s[`seat.${above.level}`] }));
  }

  /**
   * Play again: the same players and rules, a new deal (a match starts again from nothing); or, given the finished
   * game's `seed`, the same deal again.
   */
  private async playAgain(seed?: number): Promise<void> {
    const board = this.board;
    const state = board?.state;
    if (!board || !state) return;
    this.game = { record: '', seats: this.game.seats, target: this.game.target };
    // A game resumed from a link or storage came from its record (and match): the board deals from its settings once they are gone.
    board.setAttribute('scoring', state.scoring);
    board.removeAttribute('record');
    board.match = null;
    await board.updateComplete;
    if (seed !== undefined) board.restart(seed);
    else if (board.state?.over) board.restart(); // a game dealt from the settings: the same settings deal anew only when asked
    this.whenReady(board, () => board.focus({ preventScroll: true }));
    this.notice(seed !== undefined ? this.s.sameDealAnnounce : this.s.againAnnounce);
  }

  /** New match: the setup, open, with the keyboard on its first choice (its Start deals the new match). */
  private newMatch(): void {
    const setup = this.$<HTMLDetailsElement>('[data-setup-box]');
    if (!setup) return;
    setup.open = true;
    setup.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
    setup.querySelector<HTMLElement>('select, input')?.focus({ preventScroll: true });
  }

  /** One move in words: "Player 1: lays 1 3 3 4 4 5, 19 points". */
  private moveWords(move: MoveEntry): string {
    const seat = format(this.lang, this.s.player, { n: move.seat + 1 });
    const { action } = move;
    if (action.type === 'place') {
      const tile = [...action.tile].join(' ');
      return format(this.lang, move.scoring === 'kids' ? this.s['move.placeKids'] : this.s['move.place'], { seat, tile, points: move.points });
    }
    if (action.type === 'draw')
      return move.points ? format(this.lang, this.s['move.drawCost'], { seat, cost: -move.points }) : format(this.lang, this.s['move.draw'], { seat });
    return format(this.lang, this.s['move.pass'], { seat });
  }

  private renderMoves(): void {
    const list = this.$('[data-moves]');
    if (!list) return;
    const items = moveList(this.game.record).map((move, k) => {
      const words = this.moveWords(move);
      const li = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.view = String(k);
      button.textContent = words;
      // What the button does, for those who hear it: it shows the table as it was after this move.
      button.setAttribute('aria-label', format(this.lang, this.s['move.show'], { n: k + 1, move: words }));
      li.append(button);
      return li;
    });
    list.replaceChildren(...items);
    list.scrollTop = list.scrollHeight;
  }

  private onClick(event: MouseEvent): void {
    const target = event.target as HTMLElement;
    if (target.closest('[data-copy]')) {
      const link = this.$<HTMLInputElement>('[data-share]')?.value ?? '';
      void navigator.clipboard?.writeText(link).then(
        () => this.notice(this.s.copied),
        () => this.$<HTMLInputElement>('[data-share]')?.select(),
      );
      return;
    }
    if (target.closest('[data-back]')) return this.earlier.back();
    if (target.closest('[data-again]')) return void this.playAgain();
    if (target.closest('[data-next-level]')) return void this.nextLevel();
    if (target.closest('[data-same-deal]')) return void this.playAgain(this.board?.state?.seed ?? undefined);
    if (target.closest('[data-new-match]')) return this.newMatch();
    const better = target.closest<HTMLElement>('[data-better]')?.dataset.better;
    if (better !== undefined) return this.earlier.better(Number(better));
    const view = target.closest<HTMLElement>('[data-view]')?.dataset.view;
    if (view !== undefined) this.earlier.move(Number(view));
  }
}

/** Starts the play page (no-op on another page). */
export async function startPlayPage(): Promise<PlayPage | null> {
  const root = document.querySelector<HTMLElement>('[data-hd-play]');
  const json = document.querySelector('script[data-hd-play-strings]')?.textContent;
  if (!root || !json) return null;
  try {
    return new PlayPage(root, JSON.parse(json) as Record<string, string>, document.documentElement.lang);
  } catch {
    return null;
  }
}
