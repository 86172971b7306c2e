/**
 * The play page's daily deal (`?daily=2026-11-29`, site/src/lib/hexadominos/daily.ts): the board set up for the day's
 * deal, alone or against the strong computer (`&vs`), or the day's finished game shown read only when this browser has
 * finished it; the panel beside the board saying which day it is, a link to the other way of playing it and, once the
 * game is over, the person's score beside the strong computer's: alone, its score on the same deal (worked out in the
 * bot's worker from the start, `daily-computer.ts`); against it, its score in the game. The finished game reaches the page as any
 * game's end does: the same board fires `hexadominos-game-over` and `hexadominos-change` (the page's section carries
 * `data-daily` with the day while it is shown).
 */
import type { HexadominosBoard } from '@components/hexadominos-board/hexadominos-board.js';
import { browserStorage } from '@components/shared/storage.js';
import { format } from '@site/i18n/format.js';
import {
  DAILY_SCORING,
  DAILY_SEATS,
  DAILY_VERSUS_SEATS,
  type DailyResult,
  type Day,
  dailySeed,
  keepResult,
  readResults,
  resultKey,
} from '@site/lib/hexadominos/daily.js';
import { hardScore } from './daily-computer.js';

export class DailyDeal {
  /** The strong computer's score: undefined while it plays (or, against it, until the game ends), null when it could not. */
  private hard: number | null | undefined = undefined;
  private result: DailyResult | null;
  private readonly finishedBefore: boolean;
  /** The kept results could not be read (the page says so; they are started afresh). */
  readonly corrupted: boolean;

  constructor(
    readonly day: Day,
    readonly versus: boolean,
    private readonly panel: HTMLElement,
    private readonly s: Record<string, string>,
    private readonly lang: string,
  ) {
    const kept = readResults(browserStorage());
    this.result = kept.results[this.key] ?? null;
    this.corrupted = kept.corrupted;
    this.finishedBefore = this.result !== null;
    const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    const title = panel.querySelector('[data-daily-title]');
    if (title) title.textContent = format(lang, s['daily.title'], { day: date });
    const about = panel.querySelector('[data-daily-about]');
    if (about && versus) about.textContent = s['daily.aboutVersus'];
    // The other way of playing the day: alone ↔ against the strong computer (each keeps its own result).
    const other = panel.querySelector<HTMLAnchorElement>('[data-daily-other]');
    if (other) {
      other.href = `?daily=${day}${versus ? '' : '&vs'}`;
      other.textContent = s[versus ? 'daily.solo' : 'daily.versus'];
    }
    panel.hidden = false;
    if (!versus)
      void hardScore(dailySeed(day)).then((score) => {
        this.hard = score;
        if (this.result && this.result.hard === null && score !== null) this.result = keepResult(browserStorage(), this.key, { ...this.result, hard: score });
        this.render();
      });
    this.render();
  }

  /** Where this deal's result is kept. */
  private get key(): string {
    return resultKey(this.day, this.versus);
  }

  /** The address of this deal, for the share link and the address bar. */
  get query(): string {
    return `daily=${this.day}${this.versus ? '&vs' : ''}`;
  }

  /** Puts the day's deal on the board, or the day's finished game, read only. */
  setUp(board: HexadominosBoard): void {
    board.setAttribute('seats', this.versus ? DAILY_VERSUS_SEATS : DAILY_SEATS);
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
    // Against the computer, its score is the one it made in this game.
    const hard = this.versus ? (state.scores[1] ?? null) : (this.hard ?? null);
    this.result = keepResult(browserStorage(), this.key, { score: state.scores[0] ?? 0, record: board.getRecord(), hard });
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
    // Until the game ends, only the computer's progress (not its score: nothing to compare yet, nothing to spoil);
    // against it, nothing (it plays on the table).
    const words = this.result
      ? [this.finishedBefore ? this.s['daily.done'] : '', format(this.lang, this.s['daily.result'], { you: this.result.score }), computer]
      : [hard === undefined && !this.versus ? computer : ''];
    line.textContent = words.filter(Boolean).join(' ');
  }
}
