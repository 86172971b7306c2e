/**
 * The play page's daily deal (`?daily=2026-11-29`, site/src/lib/hexadominos/daily.ts): the board set up for the day's
 * deal, or the day's finished game shown read only when this browser has finished it; the panel above the board
 * saying which day it is and, once the game is over, the person's score beside the strong computer's on the same deal
 * (worked out in the bot's worker from the start, `daily-computer.ts`). The finished game reaches the page as any
 * game's end does: the same board fires `hexadominos-game-over` and `hexadominos-change` (the page's section carries
 * `data-daily` with the day while it is shown).
 */
import type { HexadominosBoard } from '@components/hexadominos-board/hexadominos-board.js';
import { browserStorage } from '@components/shared/storage.js';
import { format } from '@site/i18n/format.js';
import { DAILY_SCORING, DAILY_SEATS, type DailyResult, type Day, dailySeed, keepResult, readResults } from '@site/lib/hexadominos/daily.js';
import { hardScore } from './daily-computer.js';

export class DailyDeal {
  /** The strong computer's score: undefined while it plays, null when it could not. */
  private hard: number | null | undefined = undefined;
  private result: DailyResult | null;
  private readonly finishedBefore: boolean;
  /** The kept results could not be read (the page says so; they are started afresh). */
  readonly corrupted: boolean;

  constructor(
    readonly day: Day,
    private readonly panel: HTMLElement,
    private readonly s: Record<string, string>,
    private readonly lang: string,
  ) {
    const kept = readResults(browserStorage());
    this.result = kept.results[day] ?? null;
    this.corrupted = kept.corrupted;
    this.finishedBefore = this.result !== null;
    const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    const title = panel.querySelector('[data-daily-title]');
    if (title) title.textContent = format(lang, s['daily.title'], { day: date });
    panel.hidden = false;
    void hardScore(dailySeed(day)).then((score) => {
      this.hard = score;
      if (this.result && this.result.hard === null && score !== null) this.result = keepResult(browserStorage(), day, { ...this.result, hard: score });
      this.render();
    });
    this.render();
  }

  /** The address of this deal, for the share link and the address bar. */
  get query(): string {
    return `daily=${this.day}`;
  }

  /** Puts the day's deal on the board, or the day's finished game, read only. */
  setUp(board: HexadominosBoard): void {
    board.setAttribute('seats', DAILY_SEATS);
    board.setAttribute('scoring', DAILY_SCORING);
    board.setAttribute('skip-starter', '');
    if (this.result) {
      board.setAttribute('record', this.result.record);
      board.readonly = true;
    } else board.setAttribute('seed', String(dailySeed(this.day)));
  }

  /** After each change on the board: the first finished game becomes the day's result. */
  changed(board: HexadominosBoard): void {
    const state = board.state;
    if (this.result || !state?.over) return;
    this.result = keepResult(browserStorage(), this.day, { score: state.scores[0] ?? 0, record: board.getRecord(), hard: this.hard ?? null });
    this.render();
    // On a phone the panel is under the board: the result is brought into view (the live line says it anyway).
    this.panel.scrollIntoView({ block: 'nearest' });
  }

  private render(): void {
    const line = this.panel.querySelector('[data-daily-result]');
    if (!line) return;
    const hard = this.result?.hard ?? this.hard;
    const computer =
      hard === undefined ? this.s['daily.thinking'] : hard === null ? this.s['daily.hardUnknown'] : format(this.lang, this.s['daily.hard'], { hard });
    // Until the game ends, only the computer's progress (not its score: nothing to compare yet, nothing to spoil).
    const words = this.result
      ? [this.finishedBefore ? this.s['daily.done'] : '', format(this.lang, this.s['daily.result'], { you: this.result.score }), computer]
      : [hard === undefined ? computer : ''];
    line.textContent = words.filter(Boolean).join(' ');
  }
}
