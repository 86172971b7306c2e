import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const [w, h, ...paths] = process.argv.slice(2);
for (const path of paths) {
  const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, hasTouch: +w < 500, isMobile: +w < 500 });
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:4400' + path);
  await page.waitForTimeout(700);
  const name = path.replace(/[\/?#=&%]/g, '_') + `-${w}`;
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  console.log(name);
  await ctx.close();
}
await browser.close();
