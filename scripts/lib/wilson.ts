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
