/**
 * npm run match:hexadominos -- [--a hard] [--b medium] [--players 2] [--paired] [--deals 200] [--target 500]
 *                              [--scoring standard] [--samples N] [--seed 1] [--threads 2] [--peek] [--hard name=value,…]
 *
 * Plays seeded Hexa-dominos deals between computer levels: player `a` (easy, medium or hard) at one seat,
 * `b` at every other. Deal d is shuffled with seed (seed × 1,000,003 + d), who-starts draw included.
 *
 * Why pairs: the seat that wins the who-starts draw nearly always places its last tile first and collects
 * 25 and the other racks, so between computers the starter wins about 99 % of games and a single game's
 * winner says little about the players. With `--paired`, each deal is played once with `a` at every seat
 * (2 players: the seats swapped; 3–4: rotated), so both levels get the same tiles and the same starts, and
 * the luck of the deal cancels out. Without it, deal d puts `a` at seat d mod players (one game a deal).
 *
 * It prints:
 * - the mean score margin per game, a's score minus the mean of the other seats', with its 95 % interval
 *   (one value per deal: the mean over its games, so the interval counts deals, the independent unit);
 * - a's share of the wins in games it started and in games another seat started (a shared win counts 1/k);
 * - the share of matches to `--target` (default 500) a won: for each of a's seats, the deals' games in
 *   order make the matches (replayed through the engine with the match rule: the first to reach the target
 *   wins at once, even mid-game; a match still going after the last deal is not counted). The computers do
 *   not look at match totals, so this is the same as playing the matches;
 * - mean final scores and the computer time per move.
 *
 * Everything follows from the seed: the hard level weighs a fixed count of sampled deals per move here
 * (`--samples`, default its browser setting, which it reaches well within its clock) instead of a clock.
 * `--peek` hands a's hard search the real hidden racks and pile instead of guesses: the ceiling of its
 * guessing (a measurement only: a player never sees them). `--hard` sets a's hard settings (bot/hard.ts) for
 * tuning runs, `--hard-b` the b seats': `--a hard --b hard --hard lapse=0.1 --hard-b lapse=1`.
 * Games are split over worker threads (`--threads`, default 2: this machine has 2 cores).
 */
import { cpus } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { HARD_SETTINGS, type HardSettings, LEVELS, type Level, type SeenAction, chooseAction, peekChoice } from '../engine/hexadominos/bot/index.js';
import { type Action, type GameState, SCORINGS, type Scoring, apply, matchStanding, newGame, nextMatchGame, viewFor } from '../engine/hexadominos/index.js';
import { seededRandom } from '../engine/shared/random.js';
import { meanText, shareText } from './lib/intervals.js';
import { playSharded, serveShard } from './lib/sharded-games.js';

interface Settings {
  a: Level;
  b: Level;
  players: number;
  deals: number;
  paired: boolean;
  target: number;
  scoring: Scoring;
  samples: number | null; // null: hard's own default
  seed: number;
  threads: number;
  hard: Partial<HardSettings>; // a's, when a is hard
  hardB: Partial<HardSettings>; // the b seats', when b is hard
  peek: boolean;
}

interface GameResult {
  deal: number;
  aSeat: number;
  started: boolean; // a's seat won the who-starts draw
  starter: number; // the seat that won it
  scores: number[];
  winners: number[];
  actions: Action[]; // to replay the game inside a match
  ms: [number, number]; // thinking time of a and of the b seats
  moves: [number, number];
}

function parseArgs(argv: string[]): Settings {
  const s: Settings = {
    a: 'hard',
    b: 'medium',
    players: 2,
    deals: 200,
    paired: false,
    target: 500,
    scoring: 'standard',
    samples: null,
    seed: 1,
    threads: Math.min(2, cpus().length),
    hard: {},
    hardB: {},
    peek: false,
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
    const level = () => {
      const v = value() as Level;
      if (!LEVELS.includes(v)) fail(`${flag}: choose one of ${LEVELS.join(', ')}`);
      return v;
    };
    if (flag === '--a') s.a = level();
    else if (flag === '--b') s.b = level();
    else if (flag === '--players') s.players = count(2, 4);
    else if (flag === '--deals' || flag === '--games') s.deals = count(1);
    else if (flag === '--paired') s.paired = true;
    else if (flag === '--target') s.target = count(1);
    else if (flag === '--scoring') {
      const v = value() as Scoring;
      if (!SCORINGS.includes(v)) fail(`--scoring: choose one of ${SCORINGS.join(', ')}`);
      s.scoring = v;
    } else if (flag === '--samples') s.samples = count(1);
    else if (flag === '--seed') s.seed = count(0, 4000);
    else if (flag === '--threads') s.threads = count(1);
    else if (flag === '--peek') s.peek = true;
    else if (flag === '--hard' || flag === '--hard-b') {
      const settings: Record<string, number> = flag === '--hard' ? s.hard : s.hardB;
      for (const pair of value().split(',')) {
        const [name, text] = pair.split('=');
        const n = Number(text);
        if (!(name in HARD_SETTINGS) || typeof HARD_SETTINGS[name as keyof HardSettings] !== 'number' || !Number.isFinite(n)) {
          fail(`${flag}: name=number pairs of ${Object.keys(HARD_SETTINGS).join(', ')}`);
        }
        settings[name] = n;
      }
    } else fail(`unknown option ${flag}`);
  }
  if (s.scoring === 'kids') fail('kids scoring has no points: no margins or matches to measure');
  return s;
}

function fail(message: string): never {
  console.error(`match:hexadominos: ${message}`);
  process.exit(2);
}

/** A game cannot last longer than this many actions (each turn places or passes; at most 4 actions a turn). */
const MAX_ACTIONS = 4 * 64 * 4 * 4;

const seatings = (s: Settings) => (s.paired ? s.players : 1);
const dealSeed = (s: Settings, deal: number) => s.seed * 1_000_003 + deal;

/** Game g: deal g ÷ seatings, a at seat g mod seatings (paired) or at seat deal mod players. */
function playGame(s: Settings, g: number): GameResult {
  const deal = Math.floor(g / seatings(s));
  const aSeat = s.paired ? g % s.players : deal % s.players;
  const started = newGame({ players: s.players, scoring: s.scoring, seed: dealSeed(s, deal) });
  if (!started.ok) fail(`deal ${deal}: ${started.error.reason}`);
  let state: GameState = started.state;
  const random = seededRandom(s.seed * 7_919 + g);
  const ms: [number, number] = [0, 0];
  const moves: [number, number] = [0, 0];
  const actions: Action[] = [];
  const seen: SeenAction[] = []; // every seat's actions as the table saw them (what the bots may infer from)
  for (let n = 0; !state.over && n < MAX_ACTIONS; n++) {
    const seat = state.toMove;
    const side = seat === aSeat ? 0 : 1;
    const view = viewFor(state, seat);
    if (!view.ok) fail(`deal ${deal}: ${view.error.reason}`);
    const begin = performance.now();
    const hard = side === 0 ? s.hard : s.hardB;
    // A count of deals, never the clock: the same seed gives the same games however busy the machine is.
    const options = { seed: Math.floor(random() * 2 ** 32), history: seen, hard, samples: s.samples ?? hard.samples ?? HARD_SETTINGS.samples };
    const action =
      side === 0 && s.peek
        ? peekChoice(view.value, { racks: state.racks, pile: state.pile }, options)
        : chooseAction(view.value, side === 0 ? s.a : s.b, options);
    ms[side] += performance.now() - begin;
    moves[side]++;
    const result = action && apply(state, action);
    if (!result || !result.ok) fail(`deal ${deal}: seat ${seat} chose ${JSON.stringify(action)}, refused`);
    actions.push(action);
    seen.push({ seat, action });
    state = result.state;
  }
  if (!state.over) fail(`deal ${deal} did not end within ${MAX_ACTIONS} actions`);
  return {
    deal,
    aSeat,
    started: state.starter?.starter === aSeat,
    starter: state.starter?.starter ?? -1,
    scores: state.scores,
    winners: state.winners,
    actions,
    ms,
    moves,
  };
}

const margin = (r: GameResult) => r.scores[r.aSeat] - r.scores.reduce((t, x, seat) => (seat === r.aSeat ? t : t + x), 0) / (r.scores.length - 1);
const winShare = (winners: readonly number[], seat: number) => (winners.includes(seat) ? 1 / winners.length : 0);

/**
 * The matches to the target, for each of a's seats in turn, made of the games of the deals in order: a's
 * share of each, and the share of the seat that started the match's first game.
 */
function matchShares(s: Settings, results: GameResult[]): { a: number[]; firstStarter: number[] } {
  const shares: number[] = [];
  const firstStarter: number[] = [];
  let starter = -1;
  const seats = s.paired ? Array.from({ length: s.players }, (_, seat) => seat) : [];
  for (const aSeat of seats) {
    const games = results.filter((r) => r.aSeat === aSeat).sort((x, y) => x.deal - y.deal);
    let state: GameState | null = null;
    for (const game of games) {
      const next: ReturnType<typeof newGame> = state
        ? nextMatchGame(state, dealSeed(s, game.deal))
        : newGame({
            players: s.players,
            scoring: s.scoring,
            seed: dealSeed(s, game.deal),
            match: { target: s.target, totals: Array(s.players).fill(0), game: 1 },
          });
      if (!next.ok) fail(`match replay, deal ${game.deal}: ${next.error.reason}`);
      let played: GameState = next.state;
      if (!state) starter = played.starter?.starter ?? -1;
      for (const action of game.actions) {
        if (played.over) break; // the target was reached mid-game: play stopped there
        const moved = apply(played, action);
        if (!moved.ok) fail(`match replay, deal ${game.deal}: ${moved.error.code}`);
        played = moved.state;
      }
      state = played;
      const standing = matchStanding(played);
      if (standing?.decided) {
        shares.push(winShare(standing.winners, aSeat));
        firstStarter.push(winShare(standing.winners, starter));
        state = null;
      }
    }
  }
  return { a: shares, firstStarter };
}

function report(s: Settings, results: GameResult[], seconds: number): void {
  const n = results.length;
  const byDeal = new Map<number, number[]>();
  for (const r of results) byDeal.set(r.deal, [...(byDeal.get(r.deal) ?? []), margin(r)]);
  const dealMargins = [...byDeal.values()].map((ms) => ms.reduce((t, x) => t + x, 0) / ms.length);
  const field = s.players === 2 ? s.b : `${s.players - 1} × ${s.b}`;
  const budget =
    s.a === 'hard' || s.b === 'hard'
      ? `, hard at ${s.samples ?? HARD_SETTINGS.samples} samples/move${Object.keys(s.hard).length ? ` ${JSON.stringify(s.hard)}` : ''}${Object.keys(s.hardB).length ? `, b ${JSON.stringify(s.hardB)}` : ''}${s.peek ? ', a peeking' : ''}`
      : '';
  const layout = s.paired ? `${byDeal.size} deals × ${seatings(s)} seatings` : `${n} games`;
  console.log(`${s.a} vs ${field}, ${s.players} players, ${s.scoring}, ${layout} (seed ${s.seed}${budget}):`);
  console.log(`  margin per game, ${s.a} − ${s.players === 2 ? s.b : `the others' mean`}: ${meanText(dealMargins)}`);
  const split = (started: boolean) => {
    const games = results.filter((r) => r.started === started);
    return `${shareText(
      games.reduce((t, r) => t + winShare(r.winners, r.aSeat), 0),
      games.length,
    )} of ${games.length}`;
  };
  console.log(
    `  ${s.a} won ${split(true)} games it started; ${split(false)} games another seat started (shared wins count 1/k);` +
      ` whoever started won ${shareText(
        results.reduce((t, r) => t + winShare(r.winners, r.starter), 0),
        n,
      )}`,
  );
  if (s.paired) {
    const { a, firstStarter } = matchShares(s, results);
    const sum = (xs: number[]) => xs.reduce((t, x) => t + x, 0);
    console.log(
      `  matches to ${s.target} (each seat's games in deal order): ${s.a} won ${shareText(sum(a), a.length)} of ${a.length}; fair share ${(100 / s.players).toFixed(0)} %;` +
        ` the first game's starter won ${shareText(sum(firstStarter), firstStarter.length)}`,
    );
  }
  const mean = (f: (r: GameResult) => number) => results.reduce((t, r) => t + f(r), 0) / n;
  const per = (side: 0 | 1) => {
    const ms = results.reduce((t, r) => t + r.ms[side], 0);
    const count = results.reduce((t, r) => t + r.moves[side], 0);
    return count ? `${(ms / count).toFixed(1)} ms/move` : '-';
  };
  const others = (r: GameResult) => (r.scores.reduce((t, x) => t + x, 0) - r.scores[r.aSeat]) / (s.players - 1);
  console.log(
    `  mean final score: ${s.a} ${mean((r) => r.scores[r.aSeat]).toFixed(1)}, ${s.b} ${mean(others).toFixed(1)}; ` +
      `${s.a} ${per(0)}, ${s.b} ${per(1)}; ${seconds.toFixed(0)} s on ${s.threads} thread(s)`,
  );
}

async function main(): Promise<void> {
  const s = parseArgs(process.argv.slice(2));
  const start = performance.now();
  const standing = (results: GameResult[]) => `margin ${meanText(results.map(margin))} per game so far`;
  const results = await playSharded(import.meta.url, s, s.deals * seatings(s), s.threads, playGame, standing);
  report(s, results, (performance.now() - start) / 1000);
}

if (isMainThread) await main();
else serveShard(playGame);
