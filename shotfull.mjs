import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const [path, w, h, out] = process.argv.slice(2);
const ctx = await browser.newContext({ viewport: { width: +w, height: +h } });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:4400' + path);
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
