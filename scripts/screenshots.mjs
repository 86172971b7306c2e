/**
 * Screenshots of each layout at each size the site is checked at (issue 29): a lesson step and the play page of both
 * games, in English and French, at a 1280 × 800 and a 1366 × 768 laptop and a 390 × 844 phone (by touch), each as the
 * window shows it once the page has settled (on a phone a lesson is scrolled to its board, as Next step lands there).
 * Not part of `npm test`: run by hand after `npm run build`, to look at the pictures (PR notes, layout reviews).
 *
 *   node scripts/screenshots.mjs [out folder]   (default node_modules/.cache/screens, which git ignores)
 *
 * It starts `astro preview` on a free port itself and stops it at the end; the browser is Debian's Chromium headless shell or
 * HEXONE_CHROMIUM (scripts/browsers.mjs).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBrowsers } from './browsers.mjs';

const out = resolve(process.argv[2] ?? 'node_modules/.cache/screens');
const SIZES = [
  { name: '1280x800', width: 1280, height: 800, touch: false },
  { name: '1366x768', width: 1366, height: 768, touch: false },
  { name: '390x844', width: 390, height: 844, touch: true },
];
// A lesson step with a full rack and the play page, per game; the Hexa-dominos play page with one computer, a match not asked.
const PAGES = [
  { name: 'hexone-lesson', path: (lang) => `/${lang}/hexone/lessons/board/`, lesson: true },
  { name: 'hexone-play', path: (lang) => `/${lang}/hexone/play/` },
  { name: 'hexadominos-lesson', path: (lang) => `/${lang}/hexadominos/lessons/reading/#step-deal-and-start`, lesson: true },
  { name: 'hexadominos-play', path: (lang) => `/${lang}/hexadominos/play/?seat0=human&seat1=easy&scoring=standard&target=0` },
];

/** `astro preview` on a free port (it picks the next free one from 4400), resolved with its address once it is up. */
function preview() {
  // Astro needs the project's Node (docs/toolchain.md), which node_modules/.bin holds, whichever Node runs this script.
  const node = existsSync('node_modules/.bin/node') ? 'node_modules/.bin/node' : process.execPath;
  const server = spawn(node, ['node_modules/astro/bin/astro.mjs', 'preview', '--ignore-lock', '--host', '127.0.0.1', '--port', '4400'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let text = '';
    server.stdout.on('data', (chunk) => {
      text += chunk;
      const found = /Local\s+(http:\/\/[\d.]+:\d+)/.exec(text);
      if (found) done({ server, base: found[1] });
    });
    server.on('exit', (code) => fail(new Error(`astro preview stopped (${code}): ${text}`)));
  });
}

const { chromium: executablePath } = ensureBrowsers(['chromium'], { install: false });
mkdirSync(out, { recursive: true });
const { server, base } = await preview();
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const size of SIZES) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      hasTouch: size.touch,
      isMobile: size.touch,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const lang of ['en', 'fr']) {
      for (const shot of PAGES) {
        await page.goto(base + shot.path(lang));
        await page.waitForLoadState('networkidle');
        // The Hexa-dominos play page opens on its who-starts draw: started, so that the picture shows a turn.
        const start = page.locator('hexadominos-board button.start');
        if (await start.isVisible()) await start.click();
        if (shot.lesson && size.touch)
          await page
            .locator('[data-land]')
            .last()
            .evaluate((el) => el.scrollIntoView({ block: 'end' }));
        await page.waitForTimeout(300); // the last frame of the landing: a picture, not a test
        const file = `${out}/${shot.name}-${lang}-${size.name}.png`;
        await page.screenshot({ path: file });
        console.log(file);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
