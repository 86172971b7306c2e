/**
 * npm run match -- [--a expert] [--b club] [--games 200] [--rules classic|express|long] [--tiles]
 *                  [--top-nodes 300000] [--opening 4] [--max-turns 300] [--seed 1] [--threads 2]
 * npm run match -- --ladder [--games 200] [--round-robin 40] [--levels newcomer,…] [--cache dir] [same options]
 *
 * Plays `games` games between two players, alternating who starts, every game seeded (game g uses seed + g), and
 * prints wins, losses and draws (a game still going after `max-turns` turns is a draw), with a 95 % interval for
 * the first player's score and the time per turn of each side. A player is a level of the ladder (`newcomer` …
 * `expert`, or an older name: `easy`, `medium`, `hard`), `random` (uniformly random placements and chain choices),
 * or a way of playing to try out before it becomes a level: `newcomer:0.5` (sight), `glance:60` (noise),
 * `search:3:20000:0:0.2` (depth, nodes, noise, and the chance of a lapse).
 *
 * Varied openings: each pair of games (the same two players, colours swapped) starts from its own random opening,
 * the first `opening` turns played at random (the two opening pawns, then placements and chains), so neither side's
 * choices repeat game after game and the swap keeps the openings fair.
 *
 * `--ladder` plays every neighbour step of the ladder (`games` each, the weaker level as b), then every other
 * pair (`round-robin` games each), and prints each step's score with its 95 % interval and a Bradley–Terry fit of
 * all those games as Elo-like ratings (the weakest level 0).
 *
 * `--cache <folder>` keeps each pair's games there and reads them back instead of playing them again.
 *
 * The strongest level normally thinks for ~1 s per turn; here it gets a fixed budget of boards instead
 * (`--top-nodes`), which makes games reproducible. Measure what one second gives on your machine with
 * `npm run bench -- bot`. Games are split over worker threads (`--threads`, default 2: this machine has 2 cores).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import {
  type Board,
  Exit,
  Stage,
  applyExplosion,
  applyPass,
  applyPlacement,
  createBoard,
  explodable,
  legalPlacements,
  mustPass,
  resetBoard,
} from '../engine/hexone/board.js';
import { LEVELS, LEVEL_PLAY, type Level, type LevelPlay, playBoardTurn, resolveLevel } from '../engine/hexone/bot/choose.js';
import { PASS } from '../engine/hexone/bot/search.js';
import { CELL_COUNT } from '../engine/hexone/cells.js';
import { type Random, seededRandom } from '../engine/shared/random.js';
import { playSharded, serveShard } from './lib/sharded-games.js';
import { shareText } from './lib/intervals.js';
import { type Outcome, fitRatings } from './lib/ratings.js';
import { EXITS, type Exits } from '../engine/hexone/types.js';

interface Settings {
  a: string;
  b: string;
  games: number;
  exits: Exits;
  tiles: boolean;
  topNodes: number;
  opening: number;
  maxTurns: number;
  seed: number;
  threads: number;
  ladder: boolean;
  roundRobin: number;
  levels: Level[];
  cache: string | null;
}

interface GameResult {
  winner: 'a' | 'b' | null; // null: draw (turn cap)
  turns: number;
  ms: [number, number]; // thinking time of a and b
  moves: [number, number]; // turns played by a and b
}

/** How `name` plays: null for `random`, undefined when it names nothing. */
function playOf(name: string, topNodes: number): LevelPlay | null | undefined {
  if (name === 'random') return null;
  const level = resolveLevel(name);
  if (level) {
    const play = LEVEL_PLAY[level];
    return play.kind === 'search' && play.timed ? { ...play, nodes: topNodes } : play;
  }
  const [kind, ...rest] = name.split(':');
  const n = rest.map(Number);
  if (n.some((x) => !Number.isFinite(x) || x < 0)) return undefined;
  if (kind === 'newcomer' && n.length === 1 && n[0] <= 1) return { kind, sight: n[0] };
  if (kind === 'glance' && n.length === 1) return { kind, noise: n[0] };
  if (kind === 'search' && n.length >= 3 && n.length <= 4 && n[0] >= 1 && n[1] >= 1 && (n[3] ?? 0) <= 1) {
    return { kind, depth: n[0], nodes: n[1], noise: n[2], lapse: n[3] ?? 0 };
  }
  return undefined;
}

function parseArgs(argv: string[]): Settings {
  const s: Settings = {
    a: 'expert',
    b: 'club',
    games: 200,
    exits: 'classic',
    tiles: false,
    topNodes: 300_000,
    opening: 4,
    maxTurns: 300,
    seed: 1,
    threads: Math.min(2, cpus().length),
    ladder: false,
    roundRobin: 40,
    levels: [...LEVELS],
    cache: null,
  };
  for (let k = 0; k < argv.length; k++) {
    const flag = argv[k];
    const value = () => {
      const v = argv[++k];
      if (v === undefined) fail(`${flag} needs a value`);
      return v;
    };
    const count = (min: number) => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < min) fail(`${flag} needs a whole number ≥ ${min}`);
      return n;
    };
    const player = () => {
      const v = value();
      if (playOf(v, 1) === undefined) fail(`${flag}: choose random, one of ${LEVELS.join(', ')}, or newcomer:S, glance:N, search:D:N:NOISE[:LAPSE]`);
      return v;
    };
    if (flag === '--a') s.a = player();
    else if (flag === '--b') s.b = player();
    else if (flag === '--games') s.games = count(1);
    else if (flag === '--rules') {
      const v = value() as Exits;
      if (!EXITS.includes(v)) fail(`--rules: choose one of ${EXITS.join(', ')}`);
      s.exits = v;
    } else if (flag === '--tiles') s.tiles = true;
    else if (flag === '--top-nodes' || flag === '--hard-nodes') s.topNodes = count(1);
    else if (flag === '--opening') s.opening = count(0);
    else if (flag === '--max-turns') s.maxTurns = count(1);
    else if (flag === '--seed') s.seed = count(0);
    else if (flag === '--threads') s.threads = count(1);
    else if (flag === '--ladder') s.ladder = true;
    else if (flag === '--cache') s.cache = value();
    else if (flag === '--round-robin') s.roundRobin = count(0);
    else if (flag === '--levels') {
      const names = value().split(',');
      const levels = names.map(resolveLevel);
      if (levels.some((l) => l === null) || levels.length < 2) fail(`--levels: two or more of ${LEVELS.join(', ')}, comma-separated`);
      s.levels = [...new Set(levels as Level[])].sort((x, y) => LEVELS.indexOf(x) - LEVELS.indexOf(y));
    } else fail(`unknown option ${flag}`);
  }
  return s;
}

function fail(message: string): never {
  console.error(`match: ${message}`);
  process.exit(2);
}

const EXIT_CODE: Record<Exits, Exit> = { classic: Exit.Classic, express: Exit.Express, long: Exit.Long };
const cells = new Int8Array(CELL_COUNT);

/** The `random` player's whole turn, played on `b`: random placement, random chain choices (capped). */
function randomTurn(b: Board, random: Random): void {
  if (mustPass(b)) return applyPass(b);
  if (b.stage !== Stage.Explode) applyPlacement(b, cells[Math.floor(random() * legalPlacements(b, cells))]);
  for (let k = 0; b.stage === Stage.Explode && k < 200; k++) {
    const n = explodable(b, cells);
    applyExplosion(b, cells[Math.floor(random() * n)], random() < 0.5 ? 0 : 1);
  }
}

/** Game `g`: a starts the even games, b the odd ones; games 2k and 2k + 1 share their random opening. */
function playGame(s: Settings, g: number): GameResult {
  const board = resetBoard(createBoard(EXIT_CODE[s.exits], s.tiles), 0);
  const names: [string, string] = g % 2 === 0 ? [s.a, s.b] : [s.b, s.a]; // by board side 0, 1
  const plays = names.map((name) => playOf(name, s.topNodes)!);
  const opening = seededRandom(s.seed * 7_919 + (g >> 1));
  for (let k = 0; k < s.opening && board.stage !== Stage.Over; k++) randomTurn(board, opening);
  const random = seededRandom(s.seed * 1_000_003 + g);
  const ms: [number, number] = [0, 0];
  const moves: [number, number] = [0, 0];
  let turns = 0;
  while (board.stage !== Stage.Over && turns < s.maxTurns) {
    const side = board.toMove;
    const play = plays[side];
    const start = performance.now();
    if (play === null) randomTurn(board, random);
    else {
      const seed = Math.floor(random() * 2 ** 32);
      const { turn } = playBoardTurn(board, play, { seed });
      if (turn.placement === PASS) applyPass(board);
      if (turn.placement >= 0) applyPlacement(board, turn.placement);
      for (const step of turn.chain) applyExplosion(board, step >> 1, (step & 1) as 0 | 1);
    }
    // Side 0 is a in even games, b in odd ones.
    const player = (g % 2 === 0 ? side : 1 - side) as 0 | 1; // 0 = a, 1 = b
    ms[player] += performance.now() - start;
    moves[player]++;
    turns++;
  }
  let winner: GameResult['winner'] = null;
  if (board.stage === Stage.Over) winner = (g % 2 === 0) === (board.winner === 0) ? 'a' : 'b';
  return { winner, turns, ms, moves };
}

/** a's score (draws count half). */
const scoreOf = (results: GameResult[]) => results.reduce((t, r) => t + (r.winner === 'a' ? 1 : r.winner === null ? 0.5 : 0), 0);

function report(s: Settings, results: GameResult[], seconds: number): void {
  const wins = results.filter((r) => r.winner === 'a').length;
  const losses = results.filter((r) => r.winner === 'b').length;
  const draws = results.length - wins - losses;
  const per = (p: 0 | 1) => {
    const ms = results.reduce((t, r) => t + r.ms[p], 0);
    const n = results.reduce((t, r) => t + r.moves[p], 0);
    return n ? `${(ms / n).toFixed(1)} ms/turn` : '-';
  };
  const avgTurns = results.reduce((t, r) => t + r.turns, 0) / results.length;
  const rules = `${s.exits}${s.tiles ? ' + tiles' : ''}`;
  const timed = [s.a, s.b].some((name) => {
    const play = playOf(name, s.topNodes);
    return play?.kind === 'search' && play.timed;
  });
  const budget = timed ? `, the top level at ${s.topNodes.toLocaleString('en-US')} boards/turn` : '';
  console.log(`${s.a} vs ${s.b}, ${rules}, ${results.length} games (seed ${s.seed}, ${s.opening} random opening turns${budget}):`);
  console.log(`  ${s.a} won ${wins}, lost ${losses}, drew ${draws}: ${shareText(scoreOf(results), results.length)}`);
  console.log(`  ${avgTurns.toFixed(1)} turns per game; ${s.a} ${per(0)}, ${s.b} ${per(1)}; ${seconds.toFixed(1)} s on ${s.threads} thread(s)`);
}

/**
 * Plays one pair and reports it. With `--cache <folder>`, a pair's games already played with the same settings are
 * read from there instead (the games are seeded: playing them again gives the same results), so a ladder's steps can
 * be played by several runs, side by side or one after the other, and put together by the last.
 */
async function match(s: Settings, a: string, b: string, games: number): Promise<GameResult[]> {
  const pair = { ...s, a, b, games };
  const key = [a, b, games, s.exits, s.tiles, s.topNodes, s.opening, s.maxTurns, s.seed].join('_').replaceAll(':', '-');
  const file = s.cache === null ? null : join(s.cache, `${key}.json`);
  if (file !== null && existsSync(file)) {
    const { results, seconds } = JSON.parse(readFileSync(file, 'utf8')) as { results: GameResult[]; seconds: number };
    report(pair, results, seconds);
    return results;
  }
  const start = performance.now();
  const results = await playSharded(import.meta.url, pair, games, s.threads, playGame, (sofar) => `${a} ${shareText(scoreOf(sofar), sofar.length)}`);
  const seconds = (performance.now() - start) / 1000;
  if (file !== null) {
    mkdirSync(s.cache!, { recursive: true });
    writeFileSync(file, JSON.stringify({ results, seconds }));
  }
  report(pair, results, seconds);
  return results;
}

/** Every neighbour step, then the other pairs; the steps' table and the ratings fitted to every game. */
async function ladder(s: Settings): Promise<void> {
  const levels = s.levels;
  const outcomes: Outcome[] = [];
  const steps: string[] = [];
  const add = (i: number, j: number, results: GameResult[]) => outcomes.push({ a: i, b: j, score: scoreOf(results), games: results.length });
  for (let i = 1; i < levels.length; i++) {
    const results = await match(s, levels[i], levels[i - 1], s.games);
    add(i, i - 1, results);
    steps.push(`| ${levels[i]} vs ${levels[i - 1]} | ${results.length} | ${shareText(scoreOf(results), results.length)} |`);
  }
  if (s.roundRobin > 0) {
    for (let gap = 2; gap < levels.length; gap++) {
      for (let i = gap; i < levels.length; i++) add(i, i - gap, await match(s, levels[i], levels[i - gap], s.roundRobin));
    }
  }
  console.log("\n| step | games | the stronger level's score (95 % interval) |\n|---|---:|---|");
  for (const line of steps) console.log(line);
  const ratings = fitRatings(levels.length, outcomes);
  console.log('\n| level | rating | games |\n|---|---:|---:|');
  levels.forEach((level, i) => {
    const games = outcomes.filter((o) => o.a === i || o.b === i).reduce((t, o) => t + o.games, 0);
    console.log(`| ${level} | ${Math.round(ratings[i])} | ${games} |`);
  });
}

async function main(): Promise<void> {
  const s = parseArgs(process.argv.slice(2));
  if (s.ladder) await ladder(s);
  else await match(s, s.a, s.b, s.games);
}

if (isMainThread) await main();
else serveShard(playGame);
