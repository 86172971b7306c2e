import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext()).newPage();
await page.goto(process.argv[2]);
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => [...document.querySelector('hexone-board').shadowRoot.querySelectorAll('g[role=gridcell]')].filter(g => g.textContent.trim()).map(g => `${g.dataset.cell}: text=${JSON.stringify(g.textContent.trim())} label=${g.getAttribute('aria-label')}`).join('\n')));
await browser.close();
