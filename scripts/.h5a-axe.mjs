import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext()).newPage();
await page.goto(process.argv[2]);
await page.waitForTimeout(1500);
const r = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
for (const v of r.violations) for (const n of v.nodes.slice(0, 2)) console.log(v.id, n.target.join(' '), n.html.slice(0, 300), '\n  ', n.failureSummary);
await browser.close();
