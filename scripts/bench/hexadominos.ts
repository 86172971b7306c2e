/**
 * The Hexa-dominos engine: legal placements of a full rack (9 tiles) on crowded tables (40+ tiles
 * down), through the rules (`legalPlacements`: the state checked, then the grid of table.ts/grid.ts)
 * and the plain way the engine listed them before the grid (a map of 'q,r' keys, every cell's needs
 * worked out per call: still the engine's path for tables too wide for a grid), and random games per
 * second by player count. CPU time, medians of several rounds after a warm-up round; compare ratios
 * within one run, never absolute times across machines or runs.
 *   npm run bench -- hexadominos
 */
import {
  DEFAULT_TILES,
  type GameState,
  type PlacedTile,
  formatPlacedTile,
  legalPlacements,
  parsePosition,
  randomGame,
  tilePlacements,
} from '../../engine/hexadominos/index.js';
import { shuffle } from '../../engine/hexadominos/setup.js';
import { frontier, indexBoard, spotAt, spotPlacements } from '../../engine/hexadominos/table.js';
import { randomInt, seededRandom } from '../../engine/shared/random.js';
import { cpuMs, median } from '../lib/timing.js';

const ROUNDS = 5;
const ROUND_MS = 400;

/** Runs `work` (one unit per call) for about ROUND_MS per round; the median round's units per second. */
function perSecond(work: () => void): number {
  const rates: number[] = [];
  for (let r = 0; r < ROUNDS + 1; r++) {
    let units = 0;
    const start = cpuMs();
    let now = start;
    while (now - start < ROUND_MS) {
      for (let k = 0; k < 10; k++, units++) work();
      now = cpuMs();
    }
    if (r > 0) rates.push((units * 1000) / (now - start)); // round 0 warms the JIT up
  }
  return median(rates);
}

/**
 * Crowded tables: the box's tiles laid one by one wherever they fit (random tile, random fitting spot)
 * until 45 are down or none fits, then the first 9 left make the rack of a one-player position.
 */
function crowdedTables(count: number): GameState[] {
  const tables: GameState[] = [];
  for (let seed = 1; tables.length < count && seed < 1000; seed++) {
    const random = seededRandom(seed);
    const left = shuffle([...DEFAULT_TILES], random);
    const board: PlacedTile[] = [];
    for (let placed = true; placed && board.length < 45;) {
      placed = false;
      for (const [k, tile] of left.entries()) {
        const spots = tilePlacements(board, tile, 'standard');
        if (!spots.length) continue;
        const { at, rot } = spots[randomInt(random, spots.length)];
        board.push({ at, tile, rot });
        left.splice(k, 1);
        placed = true;
        break;
      }
    }
    if (board.length < 40 || left.length < 9) continue;
    const made = parsePosition(`standard ${board.map(formatPlacedTile).join(' ')} r0:${left.slice(0, 9).join(',')} pile:${left.slice(9).join(',') || '-'}`);
    if (made.ok) tables.push(made.value);
  }
  return tables;
}

export async function run(): Promise<void> {
  const tables = crowdedTables(20);
  let next = 0;
  if (tables.length === 0) throw new Error('no crowded table could be laid');
  let placements = 0;
  const rate = perSecond(() => {
    placements += legalPlacements(tables[next++ % tables.length]).length;
  });
  const boards = tables.map((t) => t.board.length);
  let plainNext = 0;
  const plainRate = perSecond(() => {
    const { board, racks, scoring } = tables[plainNext++ % tables.length];
    const index = indexBoard(board);
    const spots = frontier(board, index).map((at) => spotAt(index, at));
    for (const tile of racks[0]) spotPlacements(board, tile, scoring, spots);
  });
  console.log(
    `Legal placements of a 9-tile rack on ${tables.length} crowded tables (${Math.min(...boards)}–${Math.max(...boards)} tiles down):` +
      ` median ${(1e6 / rate).toFixed(0)} µs per rack (${Math.round(rate).toLocaleString('en-US')} racks/s) through the rules;` +
      ` the plain way, without checking the state: ${(1e6 / plainRate).toFixed(0)} µs (${(rate / plainRate).toFixed(1)} × slower).\n`,
  );
  console.log('| players | scoring | random games/s (median) |');
  console.log('|---:|---|---:|');
  for (const players of [1, 2, 3, 4]) {
    for (const scoring of ['standard', 'kids'] as const) {
      let seed = 0;
      const games = perSecond(() => {
        seed++;
        randomGame({ players, scoring, seed }, seededRandom(seed));
      });
      console.log(`| ${players} | ${scoring} | ${Math.round(games).toLocaleString('en-US')} |`);
    }
  }
  console.log(`\n(${(placements / Math.max(1, next)).toFixed(0)} legal placements per rack on average.)`);
}
