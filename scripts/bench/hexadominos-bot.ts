/**
 * The Hexa-dominos computer players' speed: time per move at each level (medians) from positions of
 * seeded games (hard against medium, every third action, with the game's history as the board sends it),
 * with 2 and 4 players, and the hard level's search speed: the positions it looks at (tiles laid in its
 * head) per second. Hard is timed with its browser settings (HARD_SETTINGS, capped at about a second by
 * its clock), which the match script uses too (as a fixed count of deals).
 *
 *   npm run bench -- hexadominos-bot
 *
 * CPU time; compare ratios within one run, never absolute times across machines or runs. The browser's
 * own figure (wall clock in Chromium's worker) is `npm run bench -- hexadominos-worker`.
 */
import { HARD_SETTINGS, LEVELS, type SeenAction, chooseAction, chooseActionReport } from '../../engine/hexadominos/bot/index.js';
import { type SeatView, apply, newGame, viewFor } from '../../engine/hexadominos/index.js';
import { cpuMs, median } from '../lib/timing.js';

const POSITIONS = 12;

interface Position {
  view: SeatView;
  history: SeenAction[];
}

/** Views of the seat to move, every third action of seeded games (seat 0 hard, the others medium), up to `count`. */
function positions(players: number, count: number): Position[] {
  const out: Position[] = [];
  for (let seed = 1; out.length < count && seed < 50; seed++) {
    const started = newGame({ players, seed });
    if (!started.ok) continue;
    let state = started.state;
    const history: SeenAction[] = [];
    for (let n = 0; !state.over && out.length < count; n++) {
      const view = viewFor(state, state.toMove);
      if (!view.ok) break;
      if (n % 3 === 2) out.push({ view: view.value, history: [...history] });
      const action = chooseAction(view.value, state.toMove === 0 ? 'hard' : 'medium', { seed: n, history, samples: 8 });
      const result = action && apply(state, action);
      if (!result || !result.ok) break;
      history.push({ seat: state.toMove, action });
      state = result.state;
    }
  }
  return out;
}

/** CPU ms per call of `choose` on each position (easy and medium are repeated: too quick to time once). */
function timePerMove(list: Position[], repeat: number, choose: (p: Position) => void): number {
  return median(
    list.map((p) => {
      choose(p); // JIT warm-up
      const start = cpuMs();
      for (let k = 0; k < repeat; k++) choose(p);
      return (cpuMs() - start) / repeat;
    }),
  );
}

export async function run(): Promise<void> {
  const { samples, screen, finalists, depth, depthMany } = HARD_SETTINGS;
  console.log(
    `Hard: ${samples} deals (every move on ${screen}, ${finalists} finalists on all), its own moves per line: ${depth} with 2 players, ${depthMany} with more.\n`,
  );
  console.log(`| players | ${LEVELS.join(' ms/move | ')} ms/move | hard, slowest position | hard's search, positions/s |`);
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const players of [2, 4]) {
    const list = positions(players, POSITIONS);
    const easy = timePerMove(list, 50, (p) => chooseAction(p.view, 'easy', { seed: 1 }));
    const medium = timePerMove(list, 50, (p) => chooseAction(p.view, 'medium', { seed: 1 }));
    const hard = timePerMove(list, 1, (p) => chooseAction(p.view, 'hard', { seed: 1, history: p.history }));
    let slowest = 0;
    let laid = 0;
    let ms = 0;
    for (const p of list) {
      const start = cpuMs();
      laid += chooseActionReport(p.view, 'hard', { seed: 1, history: p.history }).positions;
      const took = cpuMs() - start;
      ms += took;
      slowest = Math.max(slowest, took);
    }
    const perSecond = Math.round((laid * 1000) / ms).toLocaleString('en-US');
    console.log(`| ${players} | ${easy.toFixed(2)} | ${medium.toFixed(2)} | ${hard.toFixed(0)} | ${slowest.toFixed(0)} ms | ${perSecond} |`);
  }
  console.log(`\n${POSITIONS} positions per player count from seeded games; medians of CPU time.`);
}
