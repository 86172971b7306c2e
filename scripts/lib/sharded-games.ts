/**
 * Seeded games split over worker threads, for the match scripts: game g goes to thread g mod threads,
 * each thread re-runs the calling script (which must call `serveShard` when it is not the main thread),
 * and progress shows on stderr every twentieth of the games.
 */
import { Worker, parentPort, workerData } from 'node:worker_threads';

/**
 * Plays games 0 … count − 1 with `playGame` over `threads` threads of `script` (its `import.meta.url`).
 * `standing` sums up the results so far on each progress line (a long match stopped early still tells).
 */
export async function playSharded<S, R>(
  script: string,
  settings: S,
  count: number,
  threads: number,
  playGame: (s: S, g: number) => R,
  standing?: (results: R[]) => string,
): Promise<R[]> {
  const start = performance.now();
  const n = Math.max(1, Math.min(threads, count));
  const shards = Array.from({ length: n }, (_, t) => {
    const games: number[] = [];
    for (let g = t; g < count; g += n) games.push(g);
    return games;
  });
  const results: R[] = [];
  const step = Math.max(1, Math.round(count / 20));
  const collect = (r: R) => {
    results.push(r);
    if (results.length % step === 0 && results.length < count) {
      const sofar = standing ? `: ${standing(results)}` : '';
      process.stderr.write(`  … ${results.length}/${count} games, ${((performance.now() - start) / 1000).toFixed(0)} s${sofar}\n`);
    }
  };
  if (n === 1) for (const g of shards[0]) collect(playGame(settings, g));
  else {
    await Promise.all(
      shards.map(
        (games) =>
          new Promise<void>((resolve, reject) => {
            // tsx's loader must be registered in each thread too, to run the TypeScript script there.
            const worker = new Worker(new URL(script), { workerData: { settings, games }, execArgv: ['--import', 'tsx'] });
            worker.on('message', (r: R) => collect(r));
            worker.once('error', reject);
            worker.once('exit', () => resolve());
          }),
      ),
    );
  }
  return results;
}

/** In a worker thread: plays the games it was given and posts each result. */
export function serveShard<S, R>(playGame: (s: S, g: number) => R): void {
  const { settings, games } = workerData as { settings: S; games: number[] };
  for (const g of games) parentPort!.postMessage(playGame(settings, g));
}
