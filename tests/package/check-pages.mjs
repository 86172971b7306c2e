// The browser half of scripts/test-package.mjs: serves the Vite build of tests/package/app and checks each
// page in the tests' Chromium (scripts/browsers.mjs; playwright-core, as tests/site does). Throws on the first failed check.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBrowsers } from '../../scripts/browsers.mjs';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** A static file server for `root` on a free port; resolves with its address and a way to stop it. */
function serve(root) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(root, path));
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        stop: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

/** Opens `path`, collecting page errors, console errors and failed requests (the checks end with none). */
async function open(browser, base, path) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const workers = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(`${base}/${path}`);
  return { page, problems, workers };
}

/** No framework: the board draws, a click plays, the computer answers from its own worker file. */
async function vanilla(browser, base) {
  const { page, problems, workers } = await open(browser, base, 'vanilla.html');
  assert.equal(await page.locator('body').getAttribute('data-engine'), 'true', 'hexone/engine parsed a position in the page');
  await page.locator('hexone-board [data-cell="b2"]').click();
  // After b's placement the computer (w) plays, then it is b's turn again.
  await page.locator('#log', { hasText: /^move b / }).waitFor({ timeout: 15_000 });
  const position = await page.locator('hexone-board').evaluate((board) => board.getPosition());
  assert.match(position, /b2:1b/, `b's pawn is on b2 (${position})`);
  assert.match(position, /:1w/, `the computer placed a pawn (${position})`);
  assert.ok(
    workers.some((url) => /worker/.test(url)),
    `the computer ran in a worker (workers: ${workers.join(', ') || 'none'})`,
  );
  assert.deepEqual(problems, []);
  await page.close();
}

/**
 * The person at a React 19 Hexa-dominos table lays a tile by clicks; the app renders its parent again 50 times (new
 * arrays for seats and names, the record handed back): no new game, the undo still there, and it takes the tile back.
 */
async function reactRenders(page) {
  const board = page.locator('#hexadominos');
  const before = await board.evaluate((element) => JSON.stringify(element.state));
  // The mouse at the middle of what a person aims at: a rack tile, the middle of the table (the first tile goes
  // there), the same place again (the tile waits on top of it: the board reads the press by its point).
  const press = async (target) => {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };
  await press(board.locator('.rack-tile').first());
  const place = board.locator('[data-spot="0,0"]');
  await press(place);
  assert.equal(await place.getAttribute('aria-pressed'), 'true', 'the tile waits on the place');
  await press(place);
  await page.locator('#hexadominos-changes', { hasText: 'move' }).waitFor();
  const placed = await board.evaluate((element) => JSON.stringify(element.state));
  assert.notEqual(placed, before, 'the tile was laid');
  const changes = await page.locator('#hexadominos-changes').textContent();
  assert.match(changes, /move$/);
  for (let render = 1; render <= 50; render++) await page.locator('#rerender').click();
  await page.locator('#renders', { hasText: '50' }).waitFor();
  assert.equal(await board.evaluate((element) => JSON.stringify(element.state)), placed, 'the same game after 50 renders');
  assert.equal(await page.locator('#hexadominos-changes').textContent(), changes, 'nothing dealt or loaded again');
  await board.locator('button.undo').click();
  assert.equal(await board.evaluate((element) => JSON.stringify(element.state)), before, 'the undo was kept and takes the tile back');
}

/** React 19: properties (a number, a list, an object), typed events reaching React's state. */
async function react(browser, base) {
  const { page, problems } = await open(browser, base, 'react.html');
  await page.locator('#hexone [data-cell="d4"]').click();
  await page.locator('#react-moves', { hasText: '1' }).waitFor();
  assert.match(await page.locator('#react-record').textContent(), /d4/, 'the change event gave React the record');
  assert.match((await page.locator('#hexone [role="grid"]').getAttribute('aria-label')) ?? '', /./);
  const seats = page.locator('#hexadominos [part~="seat"]');
  assert.equal(await seats.count(), 2, 'players={2} made two seats');
  assert.match(await seats.first().textContent(), /Anna/, 'names={[…]} reached the element as a list');
  const properties = await page.locator('#hexadominos').evaluate((board) => [typeof board.players, Array.isArray(board.seats), board.seed]);
  assert.deepEqual(properties, ['number', true, 7], 'numbers and lists were set as properties, not attribute strings');
  assert.equal(await page.locator('#hexadominos [part~="error"]').count(), 0, 'no attribute error on the Hexa-dominos board');
  await reactRenders(page);
  assert.deepEqual(problems, []);
  await page.close();
}

/** Vue: a bound position, French from the lang attribute, an event listener updating the template. */
async function vue(browser, base) {
  const { page, problems } = await open(browser, base, 'vue.html');
  const board = page.locator('#vue-board');
  assert.match(await board.evaluate((element) => element.getPosition()), /b2:2b d4:1w/, 'the bound position was loaded');
  await page.locator('#vue-board [data-cell="e4"]').click();
  await page.locator('#vue-turns', { hasText: 'b' }).waitFor();
  assert.match(await page.locator('#vue-board [part~="status"]').textContent(), /[ÀàéèBN]/, 'the status is in French');
  assert.deepEqual(problems, []);
  await page.close();
}

export async function checkPages(folder) {
  const server = await serve(folder);
  const browser = await chromium.launch({
    executablePath: ensureBrowsers(['chromium'], { install: false }).chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    for (const check of [vanilla, react, vue]) await check(browser, server.url);
    return 'no framework, React 19, Vue';
  } finally {
    await browser.close();
    await server.stop();
  }
}
