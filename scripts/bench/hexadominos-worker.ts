/**
 * The hard level's move in a real browser: the shipped worker (dist/hexadominos-bot-worker.js, built by
 * `npm run build:element` from engine/hexadominos/bot/worker.ts: run that first) running in Debian's Chromium, asked for every move hard made in
 * seeded games against medium (2 and 4 players), with the game's history as the board sends it and the
 * browser's own settings (HARD_SETTINGS' deal count, under its 1 s clock). Each answer is timed in the
 * page, from posting the request to the answer's arrival: what a person waits for, the board's display
 * pause aside. Wall-clock time on a shared machine: read the median, not a single move.
 *
 *   npm run bench -- hexadominos-worker
 *
 * Skipped (with the reason) when Chromium is not installed (see scripts/browsers.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { type SeenAction, chooseAction } from '../../engine/hexadominos/bot/index.js';
import type { BotRequest } from '../../engine/hexadominos/bot/protocol.js';
import { type GameState, apply, newGame, viewFor } from '../../engine/hexadominos/index.js';
import { browserPaths } from '../browsers.mjs';
import { median } from '../lib/timing.js';

const GAMES = { 2: 6, 4: 8 } as const; // games per player count: about 50 hard moves each

/** The requests the board would send for hard's moves in seeded games (hard at seat g mod players, medium elsewhere). */
function hardRequests(players: number, games: number): BotRequest[] {
  const requests: BotRequest[] = [];
  for (let g = 0; g < games; g++) {
    const started = newGame({ players, seed: 9_000 + g });
    if (!started.ok) continue;
    let state: GameState = started.state;
    const history: SeenAction[] = [];
    while (!state.over) {
      const seat = state.toMove;
      const view = viewFor(state, seat);
      if (!view.ok) break;
      const hard = seat === g % players;
      if (hard) requests.push({ id: requests.length, view: view.value, level: 'hard', options: { seed: history.length, history: [...history] } });
      const action = chooseAction(view.value, hard ? 'hard' : 'medium', { seed: history.length, history, samples: hard ? 8 : undefined });
      const result = action && apply(state, action);
      if (!result || !result.ok) break;
      history.push({ seat, action });
      state = result.state;
    }
  }
  return requests;
}

export async function run(): Promise<void> {
  const { chromium: executablePath } = browserPaths();
  if (!existsSync(executablePath)) {
    console.log(`Skipped: no Chromium at ${executablePath} (npm test installs it; see scripts/browsers.mjs).`);
    return;
  }
  const workerFile = new URL('../../dist/hexadominos-bot-worker.js', import.meta.url);
  if (!existsSync(workerFile)) throw new Error('dist/hexadominos-bot-worker.js is missing: run `npm run build:element` first');
  const workerCode = readFileSync(workerFile, 'utf8');
  const page = `<!doctype html><meta charset="utf-8"><title>worker timing</title><link rel="icon" href="data:,">
<script type="module">
  const worker = new Worker('/worker.js', { type: 'module' });
  window.ask = (request) => new Promise((resolve) => {
    const start = performance.now();
    worker.onmessage = (event) => resolve({ ms: performance.now() - start, action: event.data.action });
    worker.postMessage(request);
  });
</script>`;
  const server = createServer((request, response) => {
    const js = request.url === '/worker.js';
    response.writeHead(200, { 'content-type': js ? 'text/javascript' : 'text/html' });
    response.end(js ? workerCode : page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath, headless: true, args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await tab.waitForFunction(() => 'ask' in window);
    console.log('| players | hard moves | median ms | 90th percentile ms | slowest ms |');
    console.log('|---:|---:|---:|---:|---:|');
    for (const players of [2, 4] as const) {
      const times: number[] = [];
      for (const request of hardRequests(players, GAMES[players])) {
        const answer = await tab.evaluate((r) => (window as unknown as { ask(r: unknown): Promise<{ ms: number; action: unknown }> }).ask(r), request);
        if (!answer.action) throw new Error(`the worker answered no move (request ${request.id})`);
        times.push(answer.ms);
      }
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `| ${players} | ${times.length} | ${median(times).toFixed(0)} | ${sorted[Math.floor(0.9 * (sorted.length - 1))].toFixed(0)} | ${sorted.at(-1)!.toFixed(0)} |`,
      );
    }
    console.log(`\nChromium ${browser.version()}, the shipped worker bundle, wall-clock ms from request to answer.`);
  } finally {
    await browser.close();
    server.close();
  }
}
