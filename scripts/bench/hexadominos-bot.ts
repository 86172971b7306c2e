/**
 * The Hexa-dominos computer players' speed: time per move at each level (medians), from positions taken
 * every third action of seeded medium games with 2 and 4 players. The hard level is timed with its
 * browser default (HARD_SETTINGS.samples deals, capped at about a second by the clock), which the
 * match script uses too (as a fixed count).
 *
 *   npm run bench -- hexadominos-bot
 *
 * CPU time; compare ratios within one run, never absolute times across machines or runs.
 */
import { HARD_SETTINGS, LEVELS, chooseAction } from '../../engine/hexadominos/bot/index.js';
import { type SeatView, apply, newGame, viewFor } from '../../engine/hexadominos/index.js';
import { cpuMs, median } from '../lib/timing.js';

const POSITIONS = 8;

/** Views of the seat to move, every third action of seeded medium games, up to `count`. */
function positions(players: number, count: number): SeatView[] {
  const out: SeatView[] = [];
  for (let seed = 1; out.length < count && seed < 50; seed++) {
    const started = newGame({ players, seed });
    if (!started.ok) continue;
    let state = started.state;
    for (let n = 0; !state.over && out.length < count; n++) {
      const view = viewFor(state, state.toMove);
      if (!view.ok) break;
      if (n % 3 === 2) out.push(view.value);
      const action = chooseAction(view.value, 'medium', { seed: n });
      const result = action && apply(state, action);
      if (!result || !result.ok) break;
      state = result.state;
    }
  }
  return out;
}

/** CPU ms per call of `choose` on each view (easy and medium are repeated: too quick to time once). */
function timePerMove(views: SeatView[], repeat: number, choose: (view: SeatView) => void): number {
  return median(views.map((view) => {
    choose(view); // JIT warm-up
    const start = cpuMs();
    for (let k = 0; k < repeat; k++) choose(view);
    return (cpuMs() - start) / repeat;
  }));
}

export async function run(): Promise<void> {
  const { samples, screen, finalists } = HARD_SETTINGS;
  console.log(`| players | ${LEVELS.join(' ms/move | ')} ms/move (${samples} deals: every move on ${screen}, ${finalists} finalists on all; ≤ 1 s) | hard ms/move, slowest position |`);
  console.log('|---|---:|---:|---:|---:|');
  for (const players of [2, 4]) {
    const views = positions(players, POSITIONS);
    const easy = timePerMove(views, 50, (v) => chooseAction(v, 'easy', { seed: 1 }));
    const medium = timePerMove(views, 50, (v) => chooseAction(v, 'medium', { seed: 1 }));
    const hard = timePerMove(views, 1, (v) => chooseAction(v, 'hard', { seed: 1 }));
    const slowest = Math.max(...views.map((v) => timePerMove([v], 1, (w) => chooseAction(w, 'hard', { seed: 1 }))));
    console.log(`| ${players} | ${easy.toFixed(2)} | ${medium.toFixed(2)} | ${hard.toFixed(0)} | ${slowest.toFixed(0)} |`);
  }
  console.log(`\n${POSITIONS} positions per player count from seeded medium games; medians of CPU time.`);
}
