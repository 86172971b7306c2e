/**
 * npx tsx scripts/hexadominos-blocking.ts [--games 60]
 *
 * Can a player force the next one to draw? In seeded medium games (2 and 4 players), at every turn that
 * places, it tries each legal placement and asks whether the NEXT seat's real rack (which a player
 * never sees: this is the best case, with perfect knowledge) would then have no tile that fits. A
 * forced draw is the only way to overtake the seat that leads the race to the last tile, so this counts
 * how often the chance exists at all, by the size of the rack to block.
 */
import { chooseAction } from '../engine/hexadominos/bot/index.js';
import { apply, canPlaceAny, legalPlacements, newGame, viewFor } from '../engine/hexadominos/index.js';

const flag = process.argv.indexOf('--games');
const games = flag >= 0 ? Number(process.argv[flag + 1]) : 60;
if (!Number.isInteger(games) || games < 1) {
  console.error('hexadominos-blocking: --games needs a whole number from 1');
  process.exit(2);
}

for (const players of [2, 4]) {
  const bySize = new Map<number, { turns: number; blockable: number }>();
  for (let seed = 1; seed <= games; seed++) {
    const started = newGame({ players, seed });
    if (!started.ok) continue;
    let state = started.state;
    for (let n = 0; !state.over && n < 1000; n++) {
      if (state.board.length > 0 && state.draws === 0) {
        const next = state.racks[(state.toMove + 1) % players];
        const blocks = legalPlacements(state).some(({ at, tile, rot }) => !canPlaceAny([...state.board, { at, tile, rot }], next));
        const tally = bySize.get(next.length) ?? { turns: 0, blockable: 0 };
        tally.turns++;
        if (blocks) tally.blockable++;
        bySize.set(next.length, tally);
      }
      const view = viewFor(state, state.toMove);
      const action = view.ok ? chooseAction(view.value, 'medium', { seed: n }) : null;
      const result = action && apply(state, action);
      if (!result || !result.ok) break;
      state = result.state;
    }
  }
  const sizes = [...bySize.entries()].sort(([a], [b]) => a - b);
  const total = sizes.reduce((t, [, x]) => t + x.blockable, 0);
  const turns = sizes.reduce((t, [, x]) => t + x.turns, 0);
  console.log(`${players} players, ${games} medium games: a placement leaves the next seat nothing to place in ${total} of ${turns} turns`);
  console.log(`  by the next rack's size: ${sizes.map(([size, x]) => `${size}: ${x.blockable}/${x.turns}`).join(', ')}`);
}
