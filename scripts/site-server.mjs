// Starts `astro preview` on a free port (4321–4329) serving the built site (dist/site), for the site
// tests and Lighthouse. Started with node directly, so that stopping it stops astro itself (killing an
// `npm run preview` pid would leave astro running); --ignore-lock lets it run beside another preview.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

/** Resolves to `{ url, stop }` once the server answers; `stop()` is safe to call twice. */
export async function startSiteServer() {
  if (!existsSync(`${ROOT}dist/site/en/index.html`)) {
    throw new Error('dist/site is missing: run `npm run build` first');
  }
  let port = 0;
  for (let p = 4321; p <= 4329 && !port; p++) if (await portIsFree(p)) port = p;
  if (!port) throw new Error('no free port in 4321–4329');
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'preview', '--ignore-lock', '--port', String(port), '--host', '127.0.0.1'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  server.stdout.on('data', (d) => { log += d; });
  server.stderr.on('data', (d) => { log += d; });
  const stop = () => { if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM'); };
  process.on('exit', stop);
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/en/`)).ok) return { url, stop };
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`astro preview did not start at ${url}:\n${log}`);
}
