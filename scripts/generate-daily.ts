/**
 * npm run puzzles:daily -- [--from 2026-11-16] [--days 140]
 *
 * Makes the daily puzzles ahead of time: for each day, the same request the daily page would send its Web
 * Worker (site/src/components/hexone/puzzle/fresh.ts, `dailyRequest`), answered by the same code
 * (fresh-make.ts), written to site/public/hexone/daily/<yyyymmdd>.json. The page then loads today's file and
 * shows the puzzle at once, instead of spending seconds making it on every visit; a day past the list falls
 * back to making it in the browser (same request, same puzzle). Requests are bounded by tries, not time, so a
 * file holds exactly what the browser would have made. Days already written are kept unless `--force`.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dailyRequest, dayNumber } from '../site/src/components/hexone/puzzle/fresh.js';
import { makeFresh } from '../site/src/components/hexone/puzzle/fresh-make.js';

export const DAILY_DIR = fileURLToPath(new URL('../site/public/hexone/daily/', import.meta.url));

function option(args: string[], name: string): string | undefined {
  const k = args.indexOf(`--${name}`);
  return k >= 0 ? args[k + 1] : undefined;
}

function main(args: string[]): void {
  const from = new Date(`${option(args, 'from') ?? '2026-11-16'}T12:00:00Z`);
  const days = Number(option(args, 'days') ?? 140);
  if (Number.isNaN(from.getTime()) || !Number.isInteger(days) || days < 1) throw new Error('usage: --from yyyy-mm-dd --days n');
  mkdirSync(DAILY_DIR, { recursive: true });
  for (let k = 0; k < days; k++) {
    const date = new Date(from.getTime() + k * 86_400_000);
    const file = `${DAILY_DIR}${dayNumber(date)}.json`;
    if (existsSync(file) && !args.includes('--force')) continue;
    const request = dailyRequest(date);
    const answer = makeFresh(request);
    if (!answer.ok) {
      console.warn(`${dayNumber(date)}: no puzzle found (${answer.reason}); the page will try in the browser`);
      continue;
    }
    // What the page needs to play it: the request it answers (checked against the day's), the puzzle, its tree.
    const { puzzle, tree, finish } = answer;
    writeFileSync(file, `${JSON.stringify({ day: dayNumber(date), request, puzzle, tree, finish })}\n`);
    console.log(`${dayNumber(date)}: ${request.kind} ${request.exits}, ${answer.ms} ms`);
  }
}

main(process.argv.slice(2));
