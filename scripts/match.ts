/**
 * npm run match -- [--a hard] [--b medium] [--games 200] [--rules classic|express|long] [--tiles]
 *                  [--hard-nodes 300000] [--max-turns 300] [--seed 1] [--threads 2]
 *
 * Plays `games` games between two players (`easy`, `medium`, `hard` or `random`: uniformly random
 * placements and chain choices), alternating who starts, every game seeded (game g uses seed + g),
 * and prints wins, losses and draws (a game still going after `max-turns` turns is a draw), with a
 * 95% interval for the first player's score and the time per turn of each side.
 *
 * The hard level normally thinks for ~1 s per turn; here it gets a fixed budget of boards instead
 * (`--hard-nodes`), which makes games reproducible and lets 200 games finish in minutes. Measure what
 * one second gives on your machine with `npm run bench -- bot` and pass that to compare like for like.
 * Games are split over worker threads (`--threads`, default 2: this machine has 2 cores).
 */
import { cpus } from 'node:os';
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
import { chooseBoardTurn } from '../engine/hexone/bot/choose.js';
import { PASS } from '../engine/hexone/bot/search.js';
import { CELL_COUNT } from '../engine/hexone/cells.js';
import { type Random, seededRandom } from '../engine/shared/random.js';
import { playSharded, serveShard } from './lib/sharded-games.js';
import { shareText } from './lib/intervals.js';
import { EXITS, type Exits } from '../engine/hexone/types.js';

const PLAYERS = ['random', 'easy', 'medium', 'hard'] as const;
type PlayerKind = (typeof PLAYERS)[number];

interface Settings {
  a: PlayerKind;
  b: PlayerKind;
  games: number;
  exits: Exits;
  tiles: boolean;
  hardNodes: number;
  maxTurns: number;
  seed: number;
  threads: number;
}

interface GameResult {
  winner: 'a' | 'b' | null; // null: draw (turn cap)
  turns: number;
  ms: [number, number]; // thinking time of a and b
  moves: [number, number]; // turns played by a and b
}

function parseArgs(argv: string[]): Settings {
  const s: Settings = {
    a: 'hard',
    b: 'medium',
    games: 200,
    exits: 'classic',
    tiles: false,
    hardNodes: 300_000,
    maxTurns: 300,
    seed: 1,
    threads: Math.min(2, cpus().length),
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
      const v = value() as PlayerKind;
      if (!PLAYERS.includes(v)) fail(`${flag}: choose one of ${PLAYERS.join(', ')}`);
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
    else if (flag === '--hard-nodes') s.hardNodes = count(1);
    else if (flag === '--max-turns') s.maxTurns = count(1);
    else if (flag === '--seed') s.seed = count(0);
    else if (flag === '--threads') s.threads = count(1);
    else fail(`unknown option ${flag}`);
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

/** Game `g`: a starts the even games, b the odd ones. */
function playGame(s: Settings, g: number): GameResult {
  const board = resetBoard(createBoard(EXIT_CODE[s.exits], s.tiles), 0);
  const kinds: [PlayerKind, PlayerKind] = g % 2 === 0 ? [s.a, s.b] : [s.b, s.a]; // by board side 0, 1
  const random = seededRandom(s.seed * 1_000_003 + g);
  const ms: [number, number] = [0, 0];
  const moves: [number, number] = [0, 0];
  let turns = 0;
  while (board.stage !== Stage.Over && turns < s.maxTurns) {
    const side = board.toMove;
    const kind = kinds[side];
    const start = performance.now();
    if (kind === 'random') randomTurn(board, random);
    else {
      const seed = Math.floor(random() * 2 ** 32);
      const { turn } = chooseBoardTurn(board, kind, kind === 'hard' ? { seed, maxNodes: s.hardNodes } : { seed });
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

function report(s: Settings, results: GameResult[], seconds: number): void {
  const wins = results.filter((r) => r.winner === 'a').length;
  const losses = results.filter((r) => r.winner === 'b').length;
  const draws = results.length - wins - losses;
  const score = wins + draws / 2; // draws count half
  const per = (p: 0 | 1) => {
    const ms = results.reduce((t, r) => t + r.ms[p], 0);
    const n = results.reduce((t, r) => t + r.moves[p], 0);
    return n ? `${(ms / n).toFixed(1)} ms/turn` : '-';
  };
  const avgTurns = results.reduce((t, r) => t + r.turns, 0) / results.length;
  const rules = `${s.exits}${s.tiles ? ' + tiles' : ''}`;
  const budget = s.a === 'hard' || s.b === 'hard' ? `, hard at ${s.hardNodes.toLocaleString('en-US')} boards/turn` : '';
  console.log(`${s.a} vs ${s.b}, ${rules}, ${results.length} games (seed ${s.seed}${budget}):`);
  console.log(`  ${s.a} won ${wins}, lost ${losses}, drew ${draws}: ${shareText(score, results.length)}`);
  console.log(`  ${avgTurns.toFixed(1)} turns per game; ${s.a} ${per(0)}, ${s.b} ${per(1)}; ${seconds.toFixed(1)} s on ${s.threads} thread(s)`);
}

async function main(): Promise<void> {
  const s = parseArgs(process.argv.slice(2));
  const start = performance.now();
  const results = await playSharded(import.meta.url, s, s.games, s.threads, playGame);
  report(s, results, (performance.now() - start) / 1000);
}

if (isMainThread) await main();
else serveShard(playGame);
