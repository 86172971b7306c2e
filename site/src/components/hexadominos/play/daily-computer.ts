/**
 * What the strong computer makes of a daily deal (site/src/lib/hexadominos/daily.ts): the hard level plays the deal
 * alone, one action at a time, each thought in the bot's Web Worker (components/hexadominos-board/bot-client.ts), so
 * the page never waits on it. Its sampling is seeded and counted, not timed: every visitor's browser gets the same
 * game, hence the same score to beat.
 */
import type { BotClient } from '@components/hexadominos-board/bot-client.js';
import { HARD_SETTINGS } from '@engine/hexadominos/bot/hard.js';
import type { SeenAction } from '@engine/hexadominos/bot/protocol.js';
import { apply, newGame, viewFor } from '@engine/hexadominos/index.js';
import { DAILY_SCORING } from '@site/lib/hexadominos/daily.js';

/** A solo game is nine placements and a few draws: far more means something went wrong. */
const MAX_ACTIONS = 200;

/** The strong computer's score on the deal of `seed`, or null when it could not play it (no worker, a refusal). */
export async function hardScore(seed: number): Promise<number | null> {
  let client: BotClient | null = null;
  try {
    client = (await import('@components/hexadominos-board/bot-client.js')).createBotClient();
    const dealt = newGame({ players: 1, scoring: DAILY_SCORING, seed });
    if (!dealt.ok) return null;
    let state = dealt.state;
    const history: SeenAction[] = [];
    for (let k = 0; !state.over && k < MAX_ACTIONS; k++) {
      const view = viewFor(state, state.toMove);
      if (!view.ok) return null;
      const action = await client.chooseAction(view.value, 'hard', { seed: (seed + k) >>> 0, samples: HARD_SETTINGS.samples, history });
      const next = action ? apply(state, action) : null;
      if (!action || !next?.ok) return null;
      history.push({ seat: state.toMove, action });
      state = next.state;
    }
    return state.over ? (state.scores[0] ?? null) : null;
  } catch {
    return null; // the bot's files could not be loaded: the page says the computer's score is unknown
  } finally {
    client?.dispose();
  }
}
