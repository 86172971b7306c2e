/**
 * The front door's daily streak (components/shared/Today.astro): read from the puzzles' progress kept in this
 * browser, the days in a row the daily puzzle was solved, and whether today's is done. Unreadable or blocked
 * storage reads as no streak; nothing is written.
 */
import { browserStorage, readStored } from '@components/shared/storage.js';
import { PUZZLE_PROGRESS_KEY, parseProgress } from '@site/components/hexone/puzzle/progress.js';
import { format } from '@site/i18n/format.js';
import { dailyStreak, dayOf } from '@site/lib/shared/history/stats.js';

export function showDailyStreak(now = new Date()): void {
  const { results } = parseProgress(readStored(browserStorage(), PUZZLE_PROGRESS_KEY)).progress;
  const streak = dailyStreak(results, dayOf(now));
  for (const line of document.querySelectorAll<HTMLElement>('[data-daily-streak]')) {
    let words: Record<string, string>;
    try {
      words = JSON.parse(line.dataset.words ?? '{}');
    } catch {
      continue;
    }
    const lang = line.closest<HTMLElement>('[lang]')?.lang ?? 'en';
    const count = format(lang, words.streak ?? '', { count: streak.days });
    line.textContent = `${count} (${streak.today ? words.done : words.open})`;
    line.hidden = false;
  }
}
