/**
 * Ratings from games between players (the match script's ladder): a Bradley–Terry fit, given on the Elo scale,
 * so that a difference of d points means the stronger side is expected to score 1 / (1 + 10^(−d/400)).
 */

/** Games between players a and b (indices): a's score (a draw counts half) out of `games`. */
export interface Outcome {
  a: number;
  b: number;
  score: number;
  games: number;
}

/**
 * Each player's rating, the first one 0, by the minorisation–maximisation iteration of Hunter (2004). Every pair
 * that met also counts one drawn game more (half a win each way): a level that won every game against another
 * still gets a finite rating, and with a few hundred games a pair that changes ratings by a few points at most.
 */
export function fitRatings(players: number, outcomes: readonly Outcome[], iterations = 2000): number[] {
  const wins = new Float64Array(players);
  const met = outcomes.map((o) => ({ a: o.a, b: o.b, games: o.games + 1 }));
  for (const o of outcomes) {
    wins[o.a] += o.score + 0.5;
    wins[o.b] += o.games - o.score + 0.5;
  }
  let strength = new Float64Array(players).fill(1);
  for (let k = 0; k < iterations; k++) {
    const next = new Float64Array(players);
    for (let i = 0; i < players; i++) {
      let denominator = 0;
      for (const m of met) {
        if (m.a === i) denominator += m.games / (strength[i] + strength[m.b]);
        else if (m.b === i) denominator += m.games / (strength[i] + strength[m.a]);
      }
      next[i] = denominator > 0 ? wins[i] / denominator : strength[i];
    }
    // Only ratios matter: keep the first player at 1 so the numbers stay in range.
    const first = next[0];
    strength = next.map((x) => x / first);
  }
  return Array.from(strength, (x) => (400 * Math.log(x)) / Math.LN10);
}
