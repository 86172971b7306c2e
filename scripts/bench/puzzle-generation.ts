/**
 * npm run bench:puzzles [-- --per 6 --tries 1500 --only five:express]
 *
 * How long the generator takes to make one puzzle, by kind, rules and difficulty: for each setting,
 * `--per` runs with consecutive seeds, each asking for one puzzle (within `--tries` candidate
 * positions, as the endless mode does), timed in CPU time; prints the median milliseconds per
 * puzzle found, and how many runs found none. The README's figures come from here.
 */
import { generate } from '../../engine/hexone/solver/generate.js';
import type { PuzzleKind } from '../../engine/hexone/solver/puzzle.js';
import type { Rules } from '../../engine/hexone/types.js';
import { cpuMs, median } from '../lib/timing.js';

const arg = (name: string, fallback: number) => {
  const k = process.argv.indexOf(`--${name}`);
  return k > 0 ? Number(process.argv[k + 1]) : fallback;
};
const per = arg('per', 6);
const tries = arg('tries', 1500);

const SETTINGS: { kind: PuzzleKind; rules: Rules }[] = [
  { kind: 'intro', rules: { exits: 'classic', tiles: false } },
  { kind: 'four', rules: { exits: 'classic', tiles: false } },
  { kind: 'four', rules: { exits: 'express', tiles: false } },
  { kind: 'five', rules: { exits: 'express', tiles: false } },
  { kind: 'five', rules: { exits: 'classic', tiles: false } },
  { kind: 'five', rules: { exits: 'long', tiles: false } },
];

console.log(`| kind | rules | difficulty | median ms per puzzle | found / runs |`); // flushed row by row: a long run can be cut short
console.log(`|---|---|---|---|---|`);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null; // "five:express": that setting alone

for (const { kind, rules } of SETTINGS.filter((x) => !only || only === `${x.kind}:${x.rules.exits}`)) {
  for (const difficulty of [null, 1, 2, 3, 4, 5]) {
    const times: number[] = [];
    let found = 0;
    for (let seed = 1; seed <= per; seed++) {
      const start = cpuMs();
      const made = generate({ kind, rules, count: 1, seed, difficulty, seconds: Infinity, maxTries: tries }).puzzles.length;
      const ms = cpuMs() - start;
      if (made) {
        found++;
        times.push(ms);
      }
    }
    const shown = times.length ? Math.round(median(times)).toString() : '—';
    console.log(`| ${kind} | ${rules.exits} | ${difficulty ?? 'any'} | ${shown} | ${found} / ${per} |`);
  }
}
