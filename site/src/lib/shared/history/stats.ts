/**
 * What the history page shows from the history: wins and losses per computer level, the "beat every level" ladder,
 * and the daily streak. Pure functions; the level lists come from the engines (LEVELS), never copied here.
 */
import type { Level as HexoneLevel } from '@components/shared/levels.js';
import type { Level as HexadominosLevel } from '@engine/hexadominos/bot/levels.js';
import { opponentQuery } from '@site/lib/hexone/play-storage.js';
import { DEFAULT_CONFIG, writeSettings } from '@site/lib/hexadominos/play-settings.js';
import type { FinishedGame, HistoryGame } from './record.js';

export interface LevelResults {
  level: string;
  wins: number;
  losses: number;
  draws: number;
}

/**
 * Each level's results in `game`, in the order of `levels` (weakest first, as LEVELS lists them), then any other level
 * met in the games (a level a later version added or renamed), in the order met. Games between people count nowhere.
 */
export function resultsByLevel(games: readonly FinishedGame[], game: HistoryGame, levels: readonly string[]): LevelResults[] {
  const rows = new Map<string, LevelResults>(levels.map((level) => [level, { level, wins: 0, losses: 0, draws: 0 }]));
  for (const g of games) {
    if (g.game !== game || g.level === null || g.outcome === null) continue;
    const row = rows.get(g.level) ?? { level: g.level, wins: 0, losses: 0, draws: 0 };
    rows.set(g.level, row);
    if (g.outcome === 'win') row.wins += 1;
    else if (g.outcome === 'loss') row.losses += 1;
    else row.draws += 1;
  }
  return [...rows.values()];
}

/** The ladder: each level of `levels`, weakest first, and whether it has been beaten at least once. */
export function ladder(games: readonly FinishedGame[], game: HistoryGame, levels: readonly string[]): { level: string; beaten: boolean }[] {
  return levels.map((level) => ({ level, beaten: games.some((g) => g.game === game && g.level === level && g.outcome === 'win') }));
}

/**
 * The address of `game`'s play page (`playPage`) that starts a game against the computer at `level`, the person moving
 * first, written as each page writes its own: Hexone's Black against the computer's White (`opponentQuery`, as its
 * share links name an opponent), Hexa-dominos' first seat against the computer in the second (`writeSettings`, its
 * setup's address). A level the game does not know is the page's to refuse or read as its default.
 */
export function playLevelLink(game: HistoryGame, level: string, playPage: string): string {
  const query =
    game === 'hexone'
      ? opponentQuery({ computer: 'w', level: level as HexoneLevel })
      : writeSettings({ ...DEFAULT_CONFIG, seats: [{ kind: 'human' }, { kind: 'computer', level: level as HexadominosLevel }] });
  return `${playPage}?${query}`;
}

/** The UTC day number yyyymmdd of `date` (the daily puzzle's: everyone's day turns at the same moment). */
export function dayOf(date: Date): number {
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

/** The day before `day` (yyyymmdd), across months and years. */
export function dayBefore(day: number): number {
  const date = new Date(Date.UTC(Math.floor(day / 10000), (Math.floor(day / 100) % 100) - 1, day % 100));
  date.setUTCDate(date.getUTCDate() - 1);
  return dayOf(date);
}

/**
 * The daily streak: the days in a row, ending today, on which the daily puzzle was solved (after help or a miss
 * too: it was done), read from the puzzles' results (`daily-20261129: 'solved'`). Today still to do does not break
 * it: a streak ending yesterday is still alive; `today` says whether today's is done.
 */
export function dailyStreak(results: Readonly<Record<string, string>>, today: number): { days: number; today: boolean } {
  const done = (day: number) => {
    const outcome = results[`daily-${day}`];
    return outcome !== undefined && outcome !== 'failed';
  };
  const doneToday = done(today);
  let day = doneToday ? today : dayBefore(today);
  let days = 0;
  while (done(day) && days < 100_000) {
    days += 1;
    day = dayBefore(day);
  }
  return { days, today: doneToday };
}
