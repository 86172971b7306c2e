/**
 * What every benchmark measures with: CPU time of this process (wall clocks swing with other people's
 * load on a shared machine; CPU time counts only the work done here) and the median of several rounds.
 */

/** CPU time used by this process so far, in milliseconds (user + system). */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The middle value (the upper one of the two middles for an even count). */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}
