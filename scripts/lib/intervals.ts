/**
 * 95 % intervals for the match scripts (`match.ts`, `match-hexadominos.ts`), and how they print them:
 * a share of games won (Wilson score interval) and a mean (normal approximation), both with one decimal.
 */

/**
 * The Wilson score interval for a proportion (95 % by default): better than p ± 1.96·√(p(1−p)/n) near 0 %
 * and 100 % and for a few hundred games. `successes` may be fractional (a draw or a shared win counting as
 * a fraction). Answers percentages.
 */
export function wilsonInterval(successes: number, n: number, z = 1.96): [low: number, high: number] {
  if (n <= 0) return [0, 100];
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [100 * (centre - half), 100 * (centre + half)];
}

/** "53.9 % (95 % interval 49.0–58.7 %)": a share of `n` with its Wilson interval. */
export function shareText(successes: number, n: number): string {
  if (n <= 0) return '- (no games)';
  const [low, high] = wilsonInterval(successes, n);
  return `${((100 * successes) / n).toFixed(1)} % (95 % interval ${low.toFixed(1)}–${high.toFixed(1)} %)`;
}

/**
 * The mean of `values` with its 95 % interval, mean ± 1.96 standard errors (each value one independent
 * unit: a paired deal, say). With fewer than two values the interval is the mean itself.
 */
export function meanInterval(values: readonly number[], z = 1.96): { mean: number; low: number; high: number } {
  const n = values.length;
  if (n === 0) return { mean: NaN, low: NaN, high: NaN };
  const mean = values.reduce((t, x) => t + x, 0) / n;
  const variance = n > 1 ? values.reduce((t, x) => t + (x - mean) ** 2, 0) / (n - 1) : 0;
  const half = z * Math.sqrt(variance / n);
  return { mean, low: mean - half, high: mean + half };
}

/** "+19.7 (95 % interval 17.9–21.5)": a mean with its interval, signed. */
export function meanText(values: readonly number[]): string {
  const { mean, low, high } = meanInterval(values);
  const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;
  return `${signed(mean)} (95 % interval ${signed(low)} to ${signed(high)})`;
}
