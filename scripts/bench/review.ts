/**
 * Game review speed (docs/review.md): a 40-turn Hexone game reviewed with the default budget
 * (`DEFAULT_TURN_MS` a turn) and Hexa-dominos games of 2 and 4 players reviewed with the hard player's advice.
 * The games are played here by the computer at fixed seeds, so every run reviews the same games. Medians
 * of a few rounds (the first Hexa-dominos round warms the JIT up and is not counted).
 *   npm run bench:review
 */
import { type Action as HexoneAction, apply, newGame, reviewGame } from '../../engine/hexone/index.js';
import { chooseTurn } from '../../engine/hexone/bot/choose.js';
import * as dominos from '../../engine/hexadominos/index.js';
import { chooseAction } from '../../engine/hexadominos/bot/choose.js';
import { median } from '../lib/timing.js';

const HEXONE_TURNS = 40;
const HEXONE_ROUNDS = 3;
const DOMINOS_ROUNDS = 7;

/** A Hexone game of at least HEXONE_TURNS turns (easy against medium, seeded), cut at that many turns. */
function hexoneGame(): { start: ReturnType<typeof newGame>; moves: HexoneAction[] } {
  for (let seed = 1; ; seed++) {
    const start = newGame({}, 'b');
    let state = start;
    const moves: HexoneAction[] = [];
    let turns = 0;
    while (turns < HEXONE_TURNS && state.phase !== 'over') {
      for (const action of chooseTurn(state, turns % 2 ? 'medium' : 'easy', { seed: seed * 1000 + turns })) {
        const result = apply(state, action);
        if (!result.ok) throw new Error(result.error.code);
        state = result.state;
        moves.push(action);
      }
      turns++;
    }
    if (turns === HEXONE_TURNS) return { start, moves };
  }
}

/** A whole Hexa-dominos game between medium players. */
function dominosGame(players: number): dominos.GameRecord {
  const options = { players, scoring: 'standard' as const, seed: 11 };
  const game = dominos.newGame(options);
  if (!game.ok) throw new Error(game.error.code);
  let state = game.state;
  const actions: dominos.Action[] = [];
  while (!state.over) {
    const view = dominos.viewFor(state, state.toMove);
    const action = view.ok ? chooseAction(view.value, 'medium', { seed: actions.length }) : null;
    const result = action ? dominos.apply(state, action) : null;
    if (!result?.ok) throw new Error('medium could not play');
    state = result.state;
    actions.push(action!);
  }
  return { options, actions };
}

function main(): void {
  const record = hexoneGame();
  const times: number[] = [];
  let depths: number[] = [];
  for (let r = 0; r < HEXONE_ROUNDS; r++) {
    const t = performance.now();
    const review = reviewGame(record);
    times.push(performance.now() - t);
    if (!review.ok) throw new Error(review.error.code);
    depths = review.value.turns.map((turn) => turn.depth);
  }
  console.log(
    `Hexone, ${HEXONE_TURNS} turns (${record.moves.length} moves): median ${(median(times) / 1000).toFixed(2)} s; search depth median ${median(depths)}`,
  );
  for (const players of [2, 4]) {
    const game = dominosGame(players);
    const rounds: number[] = [];
    const bare: number[] = [];
    for (let r = 0; r <= DOMINOS_ROUNDS; r++) {
      let t = performance.now();
      const review = dominos.reviewGame(game);
      const ms = performance.now() - t;
      t = performance.now();
      dominos.reviewGame(game, { advice: false });
      const bareMs = performance.now() - t;
      if (!review.ok) throw new Error(review.error.code);
      if (r === 0) continue;
      rounds.push(ms);
      bare.push(bareMs);
    }
    console.log(
      `Hexa-dominos, ${players} players (${game.actions.length} actions): median ${median(rounds).toFixed(0)} ms with advice, ${median(bare).toFixed(1)} ms without`,
    );
  }
}

main();
