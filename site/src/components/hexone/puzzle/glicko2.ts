/**
 * Glicko-2, one rating period, as Mark Glickman's "Example of the Glicko-2 system" (2013) sets it
 * out step by step; the step numbers below are the paper's. Written here rather than taken from
 * npm: the packages are CommonJS, and their interop helper landed in a chunk every board page loads.
 *
 *   glicko2({ rating: 1500, rd: 200, vol: 0.06 }, [[1400, 30, 1], [1550, 100, 0], [1700, 300, 0]], 0.5)
 *     → { rating: 1464.06, rd: 151.52, vol: 0.05999 }   (the paper's worked example)
 *
 * Games are `[opponent rating, opponent RD, score]`, score 1 for a win, 0 for a loss, 0.5 for a draw.
 */
const SCALE = 173.7178; // Glicko ↔ Glicko-2 scale (step 2)
const EPSILON = 0.000001; // convergence of the volatility iteration (step 5)

export interface Glicko {
  rating: number;
  rd: number;
  vol: number;
}

export function glicko2(player: Glicko, games: readonly (readonly [number, number, number])[], tau: number): Glicko {
  // Step 2: to the Glicko-2 scale.
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  if (games.length === 0) {
    // Step 6 alone: a period without games only widens the deviation.
    return { rating: player.rating, rd: Math.sqrt(phi ** 2 + player.vol ** 2) * SCALE, vol: player.vol };
  }
  const g = (p: number) => 1 / Math.sqrt(1 + (3 * p ** 2) / Math.PI ** 2);
  const opponents = games.map(([rating, rd, score]) => {
    const muJ = (rating - 1500) / SCALE;
    const gJ = g(rd / SCALE);
    return { gJ, e: 1 / (1 + Math.exp(-gJ * (mu - muJ))), score };
  });
  // Step 3: the estimated variance of the rating from the games alone.
  const v = 1 / opponents.reduce((sum, o) => sum + o.gJ ** 2 * o.e * (1 - o.e), 0);
  // Step 4: the estimated improvement.
  const sum = opponents.reduce((total, o) => total + o.gJ * (o.score - o.e), 0);
  const delta = v * sum;
  // Step 5: the new volatility (Illinois algorithm on f).
  const a = Math.log(player.vol ** 2);
  const f = (x: number) => {
    const ex = Math.exp(x);
    return (ex * (delta ** 2 - phi ** 2 - v - ex)) / (2 * (phi ** 2 + v + ex) ** 2) - (x - a) / tau ** 2;
  };
  let lowA = a;
  let highB: number;
  if (delta ** 2 > phi ** 2 + v) highB = Math.log(delta ** 2 - phi ** 2 - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0 && k < 1000) k++;
    highB = a - k * tau;
  }
  let fA = f(lowA);
  let fB = f(highB);
  for (let guard = 0; Math.abs(highB - lowA) > EPSILON && guard < 200; guard++) {
    const c = lowA + ((lowA - highB) * fA) / (fB - fA);
    const fC = f(c);
    if (fC * fB <= 0) {
      lowA = highB;
      fA = fB;
    } else fA /= 2;
    highB = c;
    fB = fC;
  }
  const vol = Math.exp(lowA / 2);
  // Steps 6–7: the new deviation and rating.
  const phiStar = Math.sqrt(phi ** 2 + vol ** 2);
  const phiNew = 1 / Math.sqrt(1 / phiStar ** 2 + 1 / v);
  const muNew = mu + phiNew ** 2 * sum;
  // Step 8: back to the Glicko scale.
  return { rating: muNew * SCALE + 1500, rd: phiNew * SCALE, vol };
}
