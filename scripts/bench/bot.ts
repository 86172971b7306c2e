/**
 * The computer opponent's speed: time per turn at each level, and for the strongest level (which thinks
 * ~1 s by the clock) the boards made per second and the depth it reaches. The positions come from
 * seeded beginner-vs-newcomer games (every stage of a game), in the classic rules and classic + tiles.
 *
 *   npm run bench -- bot
 *
 * Figures are medians. The strongest level's boards per second say what budget `npm run match` should give
 * it (`--top-nodes`) to stand for one second of thinking on this machine.
 */
import { type Board, Exit, Stage, applyExplosion, applyPass, applyPlacement, copyBoard, createBoard, resetBoard } from '../../engine/hexone/board.js';
import { DEFAULT_TIME_MS, LEVELS, chooseBoardTurn } from '../../engine/hexone/bot/choose.js';
import { PASS } from '../../engine/hexone/bot/search.js';
import { seededRandom } from '../../engine/shared/random.js';
import { median } from '../lib/timing.js';

const POSITIONS_PER_RULE_SET = 6;
const HARD_MATCH_NODES = 300_000;
const TOP = LEVELS[LEVELS.length - 1];
const BELOW = LEVELS.slice(0, -1);

/** Positions at rest from seeded games between beginner and newcomer: every fifth turn, up to `count`. */
function samplePositions(exits: Exit, tiles: boolean, count: number): Board[] {
  const out: Board[] = [];
  const random = seededRandom(42);
  for (let g = 0; out.length < count && g < 50; g++) {
    const b = resetBoard(createBoard(exits, tiles), g % 2 === 0 ? 0 : 1);
    for (let turn = 0; b.stage !== Stage.Over && turn < 60 && out.length < count; turn++) {
      if (turn >= 4 && turn % 5 === 0) out.push(copyBoard(b, createBoard()));
      const level = b.toMove === 0 ? 'beginner' : 'newcomer';
      const { turn: t } = chooseBoardTurn(b, level, { seed: Math.floor(random() * 1e9) });
      if (t.placement === PASS) applyPass(b);
      if (t.placement >= 0) applyPlacement(b, t.placement);
      for (const step of t.chain) applyExplosion(b, step >> 1, (step & 1) as 0 | 1);
    }
  }
  return out;
}

export async function run(): Promise<void> {
  const sets = [
    { name: 'classic', positions: samplePositions(Exit.Classic, false, POSITIONS_PER_RULE_SET) },
    { name: 'classic + tiles', positions: samplePositions(Exit.Classic, true, POSITIONS_PER_RULE_SET) },
  ];
  console.log(
    `| rule set | ${BELOW.map((l) => `${l} ms/turn`).join(' | ')} | ${TOP} ms/turn (1 s budget) | ${TOP} depth | ${TOP} boards/s | ` +
      `${TOP} ms at ${HARD_MATCH_NODES.toLocaleString('en-US')} boards |`,
  );
  console.log(`|---|${'---:|'.repeat(BELOW.length + 4)}`);
  for (const set of sets) {
    const time = (fn: (b: Board) => void) =>
      set.positions.map((b) => {
        for (let warm = 0; warm < 3; warm++) fn(b); // JIT warm-up, and the weak levels are too quick to time once
        const start = performance.now();
        for (let k = 0; k < 10; k++) fn(b);
        return (performance.now() - start) / 10;
      });
    const below = BELOW.map((level) => time((b) => chooseBoardTurn(b, level, { seed: 1 })));
    const hardMs: number[] = [];
    const depth: number[] = [];
    const rate: number[] = [];
    const matchMs: number[] = [];
    for (const b of set.positions) {
      let start = performance.now();
      const r = chooseBoardTurn(b, TOP, { seed: 1, timeMs: DEFAULT_TIME_MS });
      const ms = performance.now() - start;
      hardMs.push(ms);
      depth.push(r.depth);
      rate.push((r.nodes * 1000) / ms);
      start = performance.now();
      chooseBoardTurn(b, TOP, { seed: 1, maxNodes: HARD_MATCH_NODES });
      matchMs.push(performance.now() - start);
    }
    const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
    console.log(
      `| ${set.name} | ${below.map((ms) => median(ms).toFixed(2)).join(' | ')} | ${fmt(median(hardMs))} | ` +
        `${median(depth)} | ${fmt(median(rate))} | ${fmt(median(matchMs))} |`,
    );
  }
  console.log(
    `\n${POSITIONS_PER_RULE_SET} positions per rule set from seeded beginner-vs-newcomer games; medians. ` +
      `A board is one placement or one explosion made while searching. ${TOP} stops early when it finds a forced win or loss.`,
  );
}
