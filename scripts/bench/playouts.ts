/**
 * Random-playout throughput of the engine's fast path (`engine/hexone/playout.ts` on a reused `Board`),
 * per rule set, against a minimal tight typed-array loop written below for comparison (classic
 * rules only, no events, no checks: the most a JavaScript playout can reasonably do here).
 * Also times the immutable API (`apply`, `legalActions`) per move, which is what the UI pays.
 *
 * Figures are medians of several rounds. Compare ratios within one run, not absolute times.
 *   npm run bench -- playouts
 */
import { Exit, createBoard, resetBoard } from '../../engine/hexone/board.js';
import { ARMS, CELL_COUNT, CENTRE_INDEX, FIRST_RING, NEIGHBOURS, cellIndex } from '../../engine/hexone/cells.js';
import { randomPlayout } from '../../engine/hexone/playout.js';
import { type Random, seededRandom } from '../../engine/shared/random.js';
import { apply, legalActions, newGame } from '../../engine/hexone/rules.js';
import type { Action, GameState, Rules } from '../../engine/hexone/types.js';
import { cpuMs, median as medianOf } from '../lib/timing.js';

const ROUNDS = 5;
const ROUND_MS = 400;
const CHAIN_CAP = 1000;

interface Round {
  games: number;
  explosions: number;
  unfinished: number;
  ms: number;
}

/** Runs `game` repeatedly for about `ROUND_MS`, `ROUNDS` times; returns the median round by games/s. */
function measure(game: () => { explosions: number; finished: boolean }): { gamesPerS: number; explosionsPerS: number; unfinished: number } {
  const rounds: Round[] = [];
  for (let r = 0; r < ROUNDS + 1; r++) {
    const round: Round = { games: 0, explosions: 0, unfinished: 0, ms: 0 };
    const start = cpuMs();
    let now = start;
    while (now - start < ROUND_MS) {
      for (let k = 0; k < 100; k++) {
        const g = game();
        round.games++;
        round.explosions += g.explosions;
        if (!g.finished) round.unfinished++;
      }
      now = cpuMs();
    }
    round.ms = now - start;
    if (r > 0) rounds.push(round); // round 0 warms the JIT up
  }
  const rates = rounds.map((x) => ({ g: (x.games * 1000) / x.ms, e: (x.explosions * 1000) / x.ms, u: x.unfinished }));
  rates.sort((a, b) => a.g - b.g);
  const mid = rates[rates.length >> 1];
  return { gamesPerS: mid.g, explosionsPerS: mid.e, unfinished: mid.u };
}

// ---------------------------------------------------------------------------------------------
// The baseline: classic Hexone as a bare typed-array loop (no tiles, no events, no stages).

const ARM_TARGET = new Int8Array(CELL_COUNT * 6); // [cell][y][k] → target index or -1
const ARM_RADIAL = new Uint8Array(CELL_COUNT * 6);
const NEAR = new Int8Array(CELL_COUNT * 6).fill(-1);
for (let i = 0; i < CELL_COUNT; i++) {
  for (let y = 0; y < 2; y++) {
    for (let k = 0; k < 3; k++) {
      ARM_TARGET[i * 6 + y * 3 + k] = ARMS[i][y][k].target;
      ARM_RADIAL[i * 6 + y * 3 + k] = ARMS[i][y][k].radial ? 1 : 0;
    }
  }
  NEIGHBOURS[i].forEach((n, k) => (NEAR[i * 6 + k] = n));
}
const RING = Int8Array.from(FIRST_RING.map(cellIndex));
const count = new Uint8Array(CELL_COUNT);
const owner = new Int8Array(CELL_COUNT);
const pawns = new Int32Array(2);
const list = new Int8Array(CELL_COUNT);

/** One random classic game, `b` (0) first. Exported for the test that checks it plays the engine's games. */
export function tightClassicGame(random: Random): { turns: number; explosions: number; finished: boolean } {
  count.fill(0);
  owner.fill(-1);
  pawns[0] = pawns[1] = 0;
  let me = 0;
  let explosions = 0;
  let turns = 2;
  // Opening: two different first-ring cells, drawn like the engine draws them (so that with the
  // same seed both play the very same game: the tests check it, which keeps this comparison fair).
  const first = (random() * 6) | 0;
  const second = (random() * 5) | 0;
  const a = RING[first];
  const b = RING[second < first ? second : second + 1];
  count[a] = 1;
  owner[a] = 0;
  count[b] = 1;
  owner[b] = 1;
  pawns[0] = pawns[1] = 1;
  for (let turn = 0; turn < 10_000; turn++) {
    let n = 0;
    for (let i = 0; i < CELL_COUNT; i++) {
      if (i === CENTRE_INDEX) continue;
      if (count[i]) {
        if (owner[i] === me) list[n++] = i;
        continue;
      }
      for (let k = i * 6, end = k + 6; k < end; k++) {
        const t = NEAR[k];
        if (t >= 0 && count[t] && owner[t] === me) {
          list[n++] = i;
          break;
        }
      }
    }
    if (n === 0) {
      me = 1 - me;
      continue;
    } // shut in on the centre: the engine makes that side pass
    const p = list[(random() * n) | 0];
    turns++;
    count[p]++;
    owner[p] = me;
    pawns[me]++;
    if (count[p] >= 3) {
      for (let chain = 0; ; chain++) {
        if (chain >= CHAIN_CAP) return { turns, explosions, finished: false };
        let most = 3;
        let m = 0;
        for (let i = 0; i < CELL_COUNT; i++) {
          const c = count[i];
          if (c < most) continue;
          if (c > most) {
            most = c;
            m = 0;
          }
          list[m++] = i;
        }
        if (m === 0) break;
        const i = list[(random() * m) | 0];
        const base = i * 6 + (random() < 0.5 ? 0 : 3);
        count[i] -= 3;
        if (!count[i]) owner[i] = -1;
        explosions++;
        for (let k = base; k < base + 3; k++) {
          let t = ARM_TARGET[k];
          if (t < 0) {
            if (!ARM_RADIAL[k]) {
              pawns[me]--;
              continue;
            }
            t = CENTRE_INDEX;
          }
          const there = count[t];
          if (there && owner[t] !== me) {
            pawns[1 - me] -= there;
            pawns[me] += there;
          }
          owner[t] = me;
          count[t] = there + 1;
        }
        if (pawns[1 - me] === 0) return { turns, explosions, finished: true };
      }
    }
    me = 1 - me;
  }
  return { turns, explosions, finished: false };
}

// ---------------------------------------------------------------------------------------------

const RULE_SETS: { name: string; exits: Exit; tiles: boolean; rules: Rules }[] = [
  { name: 'classic', exits: Exit.Classic, tiles: false, rules: { exits: 'classic', tiles: false } },
  { name: 'express', exits: Exit.Express, tiles: false, rules: { exits: 'express', tiles: false } },
  { name: 'long', exits: Exit.Long, tiles: false, rules: { exits: 'long', tiles: false } },
  { name: 'classic+tiles', exits: Exit.Classic, tiles: true, rules: { exits: 'classic', tiles: true } },
  { name: 'express+tiles', exits: Exit.Express, tiles: true, rules: { exits: 'express', tiles: true } },
  { name: 'long+tiles', exits: Exit.Long, tiles: true, rules: { exits: 'long', tiles: true } },
];

const fmt = (x: number) => Math.round(x).toLocaleString('en-US');

/** Plays random games with the immutable API and returns their moves, to time `apply` on real positions. */
function immutableGames(rules: Rules, games: number, random: Random): { start: GameState; moves: Action[] }[] {
  const out: { start: GameState; moves: Action[] }[] = [];
  for (let g = 0; g < games; g++) {
    const start = newGame(rules, random() < 0.5 ? 'b' : 'w');
    let state = start;
    const moves: Action[] = [];
    while (state.phase !== 'over' && moves.length < 2000) {
      const actions = legalActions(state);
      const action = actions[(random() * actions.length) | 0];
      const result = apply(state, action);
      if (!result.ok) throw new Error(`random legal action refused: ${result.error.code}`);
      moves.push(action);
      state = result.state;
    }
    out.push({ start, moves });
  }
  return out;
}

/** Games per second over ~ROUND_MS (one round). */
function timeGames(game: () => unknown): number {
  let games = 0;
  const start = cpuMs();
  let now = start;
  while (now - start < ROUND_MS) {
    for (let k = 0; k < 100; k++) game();
    games += 100;
    now = cpuMs();
  }
  return (games * 1000) / (now - start);
}

export async function run(): Promise<void> {
  console.log(`Random playouts, median of ${ROUNDS} rounds of ${ROUND_MS} ms of CPU time; rates are per CPU second (chain cap ${CHAIN_CAP} explosions).\n`);
  const random = seededRandom(20261122);
  const baseline = measure(() => tightClassicGame(random));
  console.log('| rule set | games/s | explosions/s | unfinished/round |');
  console.log('|---|---:|---:|---:|');
  console.log(`| tight loop (classic, baseline) | ${fmt(baseline.gamesPerS)} | ${fmt(baseline.explosionsPerS)} | ${baseline.unfinished} |`);
  let classic = 0;
  for (const set of RULE_SETS) {
    const board = createBoard(set.exits, set.tiles);
    const r = measure(() => randomPlayout(resetBoard(board, 0), random, CHAIN_CAP));
    if (set.name === 'classic') classic = r.gamesPerS;
    console.log(`| engine fast path, ${set.name} | ${fmt(r.gamesPerS)} | ${fmt(r.explosionsPerS)} | ${r.unfinished} |`);
  }
  // The ratio from rounds run back to back (baseline, engine, baseline, …), so a busy machine slows both alike.
  const board = createBoard(Exit.Classic, false);
  const ratios: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const tight = timeGames(() => tightClassicGame(random));
    const engine = timeGames(() => randomPlayout(resetBoard(board, 0), random));
    ratios.push(engine / tight);
  }
  console.log(
    `\nEngine classic / tight loop: ${(classic / baseline.gamesPerS).toFixed(2)} from the table, ` +
      `${medianOf(ratios).toFixed(2)} from ${ROUNDS} paired rounds (target ≥ 0.50)`,
  );

  // The immutable API, per move: what the element and the machine pay for each click.
  const games = immutableGames({ exits: 'classic', tiles: true }, 200, random);
  const moves = games.reduce((n, g) => n + g.moves.length, 0);
  const applyUs: number[] = [];
  const legalUs: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    let t = cpuMs();
    for (const g of games) {
      let state = g.start;
      for (const m of g.moves) {
        const result = apply(state, m);
        if (result.ok) state = result.state;
      }
    }
    applyUs.push(((cpuMs() - t) * 1000) / moves);
    t = cpuMs();
    for (const g of games) {
      let state = g.start;
      for (const m of g.moves) {
        legalActions(state);
        const result = apply(state, m);
        if (result.ok) state = result.state;
      }
    }
    legalUs.push(((cpuMs() - t) * 1000) / moves - applyUs[r]);
  }
  console.log(`\nImmutable API (classic + tiles, ${fmt(moves)} moves from ${games.length} random games):`);
  console.log(`  apply: ${medianOf(applyUs).toFixed(2)} µs per move (with events), legalActions: ${medianOf(legalUs).toFixed(2)} µs per call`);
}
