/**
 * The puzzle solver on the shipped collection (site/src/data/hexone/puzzles.json): time to solve each
 * puzzle exhaustively (every answer and line, as the test suite does), median and worst, chain
 * positions expanded per second; then the look-ahead a puzzle page runs after each move (`goodMoves`
 * at every step of the stored line). Medians of several rounds; compare ratios within one run.
 *   npm run bench -- solver
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Puzzle, goodMoves, parseLine, solve } from '../../engine/hexone/solver/index.js';
import { median } from '../lib/timing.js';

const ROUNDS = 5;
const FILE = fileURLToPath(new URL('../../site/src/data/hexone/puzzles.json', import.meta.url));

export async function run(): Promise<void> {
  const puzzles = JSON.parse(readFileSync(FILE, 'utf8')) as Puzzle[];
  const rows: { id: string; kind: string; ms: number; nodes: number; lines: number; stepMs: number }[] = [];
  for (const p of puzzles) {
    const times: number[] = [];
    let nodes = 0;
    let lines = 0;
    for (let r = 0; r < ROUNDS + 1; r++) {
      const t = performance.now();
      const report = solve(p.position, p.goal);
      const ms = performance.now() - t;
      if (!report.ok) throw new Error(`${p.id}: ${report.error.reason}`);
      nodes = report.value.stats.nodes;
      lines = report.value.lineCount;
      if (r > 0) times.push(ms); // round 0 warms the JIT up
    }
    const line = parseLine(p.solution) ?? [];
    const steps: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const t = performance.now();
      for (let k = 0; k < line.length; k++) goodMoves(p.position, p.goal, line.slice(0, k));
      steps.push((performance.now() - t) / Math.max(1, line.length));
    }
    rows.push({ id: p.id, kind: p.kind, ms: median(times), nodes, lines, stepMs: median(steps) });
  }
  const all = rows.map((r) => r.ms);
  const totalNodes = rows.reduce((n, r) => n + r.nodes, 0);
  const totalMs = all.reduce((n, x) => n + x, 0);
  const worst = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(`Exhaustive solve of the ${rows.length} shipped puzzles (median of ${ROUNDS} rounds each):\n`);
  console.log('| kind | puzzles | median ms | max ms | chain positions (median) | goodMoves per step, median ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const kind of ['intro', 'four', 'five']) {
    const of = rows.filter((r) => r.kind === kind);
    if (!of.length) continue;
    console.log(
      `| ${kind} | ${of.length} | ${median(of.map((r) => r.ms)).toFixed(2)} | ${Math.max(...of.map((r) => r.ms)).toFixed(2)} | ${median(of.map((r) => r.nodes))} | ${median(of.map((r) => r.stepMs)).toFixed(2)} |`,
    );
  }
  console.log(
    `\nAll: median ${median(all).toFixed(2)} ms, max ${worst.ms.toFixed(2)} ms (${worst.id}), ` +
      `${Math.round((totalNodes * 1000) / totalMs).toLocaleString('en-US')} chain positions/s over the collection.`,
  );
}
