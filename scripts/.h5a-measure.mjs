import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [360, 412, 800, 1280]) {
  for (const js of [false, true]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js });
    const page = await ctx.newPage();
    await page.goto(process.argv[2]);
    await page.waitForTimeout(js ? 1500 : 200);
    const r = await page.evaluate(() => {
      const f = document.querySelector('.board-frame'); const s = document.querySelector('.board-static svg'); const b = document.querySelector('hexone-board');
      const svg = b?.shadowRoot?.querySelector('svg');
      return { frame: f.getBoundingClientRect().height, frameW: f.getBoundingClientRect().width, staticSvg: s?.getBoundingClientRect().height, el: b?.getBoundingClientRect().height, elSvg: svg?.getBoundingClientRect().height };
    });
    console.log(width, js ? 'js' : 'nojs', JSON.stringify(r));
    await ctx.close();
  }
}
await browser.close();
