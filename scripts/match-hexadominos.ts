/**
 * npm run match:hexadominos -- [--a hard] [--b medium] [--players 2] [--games 400] [--scoring standard]
 *                              [--samples 32] [--seed 1] [--threads 2]
 *                              [--candidates N] [--win-bonus W] [--rounds N] [--screen N] [--finalists N]
 *                              [--race off] [--peek]
 *
 * Plays `games` seeded Hexa-dominos games: player `a` (easy, medium or hard) at one seat, `b` at every
 * other seat. Game g is dealt with seed (seed × 1,000,003 + g) and `a` sits at seat g mod players, so it
 * starts as often as the draw gives any seat. Each computer sees only its seat's view.
 *
 * Prints a's share of the wins with a 95 % Wilson interval: a win shared by k tied players counts 1/k
 * (the fair share is 1/players); sole wins and shared wins are also given apart. Then the mean final
 * scores and the computer time per move of each level.
 *
 * The hard level thinks within a clock in the browser; here it weighs a fixed number of sampled deals
 * per move (`--samples`, default the browser's HARD_SETTINGS.samples, which it reaches well within its
 * clock), which makes matches repeat exactly. The last flags tune the hard level (see bot/hard.ts);
 * `--peek` hands hard's search the real hidden tiles instead of guesses, to measure the ceiling of
 * its guessing (a measurement only: a player never sees them).
 * Games are split over worker threads (`--threads`, default 2: this machine has 2 cores).
 */
import { cpus } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { HARD_SETTINGS, type HardSettings, LEVELS, type Level, chooseAction, weighMoves } from '../engine/hexadominos/bot/index.js';
import { type GameState, SCORINGS, type Scoring, apply, newGame, viewFor } from '../engine/hexadominos/index.js';
import { seededRandom } from '../engine/shared/random.js';
import { playSharded, serveShard } from './lib/sharded-games.js';
import { wilsonInterval } from './lib/wilson.js';

interface Settings {
  a: Level;
  b: Level;
  players: number;
  games: number;
  scoring: Scoring;
  samples: number;
  seed: number;
  threads: number;
  hard: Partial<HardSettings>;
  peek: boolean; // a's hard search is given the real hidden tiles: the ceiling of its guessing
}

interface GameResult {
  share: number; // a's share of the win: 1, 1/k when k players tie for it, 0
  sole: boolean; // a won alone
  shared: boolean; // a tied for the win with others
  started: boolean; // a's seat won the who-starts draw (so, if every turn places, it goes out first)
  aScore: number;
  bScore: number; // the b seats' mean
  ms: [number, number]; // thinking time of a and of the b seats
  moves: [number, number];
}

function parseArgs(argv: string[]): Settings {
  const s: Settings = {
    a: 'hard', b: 'medium', players: 2, games: 400, scoring: 'standard', samples: HARD_SETTINGS.samples, seed: 1,
    threads: Math.min(2, cpus().length), hard: {}, peek: false,
  };
  for (let k = 0; k < argv.length; k++) {
    const flag = argv[k];
    const value = () => {
      const v = argv[++k];
      if (v === undefined) fail(`${flag} needs a value`);
      return v;
    };
    const count = (min: number, max = Number.MAX_SAFE_INTEGER) => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < min || n > max) fail(`${flag} needs a whole number from ${min} to ${max}`);
      return n;
    };
    const weight = () => {
      const n = Number(value());
      if (!Number.isFinite(n)) fail(`${flag} needs a number`);
      return n;
    };
    const level = () => {
      const v = value() as Level;
      if (!LEVELS.includes(v)) fail(`${flag}: choose one of ${LEVELS.join(', ')}`);
      return v;
    };
    if (flag === '--a') s.a = level();
    else if (flag === '--b') s.b = level();
    else if (flag === '--players') s.players = count(2, 4);
    else if (flag === '--games') s.games = count(1);
    else if (flag === '--scoring') {
      const v = value() as Scoring;
      if (!SCORINGS.includes(v)) fail(`--scoring: choose one of ${SCORINGS.join(', ')}`);
      s.scoring = v;
    } else if (flag === '--samples') s.samples = count(1);
    else if (flag === '--seed') s.seed = count(0, 4000);
    else if (flag === '--threads') s.threads = count(1);
    else if (flag === '--candidates') s.hard.candidates = count(1);
    else if (flag === '--win-bonus') s.hard.winBonus = weight();
    else if (flag === '--rounds') s.hard.rounds = count(1);
    else if (flag === '--screen') s.hard.screen = count(1);
    else if (flag === '--finalists') s.hard.finalists = count(1);
    else if (flag === '--peek') s.peek = true;
    else if (flag === '--race') s.hard.race = value() !== 'off';
    else fail(`unknown option ${flag}`);
  }
  return s;
}

function fail(message: string): never {
  console.error(`match:hexadominos: ${message}`);
  process.exit(2);
}

/** A game cannot last longer than this many actions (each turn places or passes; at most 4 actions a turn). */
const MAX_ACTIONS = 4 * 64 * 4 * 4;

/** Game `g`: a at seat g mod players, b at the others. */
function playGame(s: Settings, g: number): GameResult {
  const aSeat = g % s.players;
  const started = newGame({ players: s.players, scoring: s.scoring, seed: s.seed * 1_000_003 + g });
  if (!started.ok) fail(`game ${g}: ${started.error.reason}`);
  let state: GameState = started.state;
  const random = seededRandom(s.seed * 7_919 + g);
  const ms: [number, number] = [0, 0];
  const moves: [number, number] = [0, 0];
  for (let n = 0; !state.over && n < MAX_ACTIONS; n++) {
    const seat = state.toMove;
    const side = seat === aSeat ? 0 : 1;
    const view = viewFor(state, seat);
    if (!view.ok) fail(`game ${g}: ${view.error.reason}`);
    const start = performance.now();
    const seed = Math.floor(random() * 2 ** 32);
    const action = side === 0 && s.peek
      ? weighMoves(view.value, { ...HARD_SETTINGS, ...s.hard, samples: 1 }, () => ({ racks: state.racks, pile: state.pile }), () => false)?.action
      : chooseAction(view.value, side === 0 ? s.a : s.b, { seed, samples: s.samples, hard: s.hard });
    ms[side] += performance.now() - start;
    moves[side]++;
    const result = action && apply(state, action);
    if (!result || !result.ok) fail(`game ${g}: seat ${seat} chose ${JSON.stringify(action)}, refused`);
    state = result.state;
  }
  if (!state.over) fail(`game ${g} did not end within ${MAX_ACTIONS} actions`);
  const won = state.winners.includes(aSeat);
  const others = state.scores.filter((_, seat) => seat !== aSeat);
  return {
    share: won ? 1 / state.winners.length : 0,
    sole: won && state.winners.length === 1,
    shared: won && state.winners.length > 1,
    started: state.starter?.starter === aSeat,
    aScore: state.scores[aSeat],
    bScore: others.reduce((t, x) => t + x, 0) / others.length,
    ms,
    moves,
  };
}

function report(s: Settings, results: GameResult[], seconds: number): void {
  const n = results.length;
  const share = results.reduce((t, r) => t + r.share, 0);
  const [low, high] = wilsonInterval(share, n);
  const sole = results.filter((r) => r.sole).length;
  const shared = results.filter((r) => r.shared).length;
  const mean = (f: (r: GameResult) => number) => results.reduce((t, r) => t + f(r), 0) / n;
  const per = (side: 0 | 1) => {
    const ms = results.reduce((t, r) => t + r.ms[side], 0);
    const count = results.reduce((t, r) => t + r.moves[side], 0);
    return count ? `${(ms / count).toFixed(1)} ms/move` : '-';
  };
  const field = s.players === 2 ? s.b : `${s.players - 1} × ${s.b}`;
  const budget = s.a === 'hard' || s.b === 'hard' ? `, hard at ${s.samples} samples/move${Object.keys(s.hard).length ? ` ${JSON.stringify(s.hard)}` : ''}` : '';
  console.log(`${s.a} vs ${field}, ${s.players} players, ${s.scoring}, ${n} games (seed ${s.seed}${budget}):`);
  console.log(`  ${s.a} won ${(100 * share / n).toFixed(1)} % (95 % Wilson interval ${low.toFixed(1)}–${high.toFixed(1)} %; ` +
    `shared wins count 1/k) — alone ${sole}, shared ${shared}, lost ${n - sole - shared}; fair share ${(100 / s.players).toFixed(0)} %`);
  const split = (started: boolean) => {
    const games = results.filter((r) => r.started === started);
    return `${games.length ? ((100 * games.reduce((t, r) => t + r.share, 0)) / games.length).toFixed(1) : '-'} % of ${games.length}`;
  };
  console.log(`  ${s.a} won ${split(true)} games it started, ${split(false)} games another seat started`);
  console.log(`  mean final score: ${s.a} ${mean((r) => r.aScore).toFixed(1)}, ${s.b} ${mean((r) => r.bScore).toFixed(1)}; ` +
    `${s.a} ${per(0)}, ${s.b} ${per(1)}; ${seconds.toFixed(1)} s on ${s.threads} thread(s)`);
}

async function main(): Promise<void> {
  const s = parseArgs(process.argv.slice(2));
  const start = performance.now();
  const standing = (results: GameResult[]) => {
    const share = results.reduce((t, r) => t + r.share, 0);
    const [low, high] = wilsonInterval(share, results.length);
    const others = results.filter((r) => !r.started);
    const wonOthers = others.reduce((t, r) => t + r.share, 0);
    return `${s.a} ${(100 * share / results.length).toFixed(1)} % (${low.toFixed(1)}–${high.toFixed(1)} %), ` +
      `${wonOthers} of ${others.length} games another seat started`;
  };
  const results = await playSharded(import.meta.url, s, s.games, s.threads, playGame, standing);
  report(s, results, (performance.now() - start) / 1000);
}

if (isMainThread) await main();
else serveShard(playGame);
