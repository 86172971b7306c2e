/**
 * The rules summary prints on two pages at most (A4 and US Letter, both languages): Chromium's own PDF,
 * pages counted from the file.
 */
import { expect, test } from '@playwright/test';

function pageCount(pdf: Buffer): number {
  // Each page is one `/Type /Page` object (`/Type /Pages` is the tree that holds them).
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

for (const lang of ['fr', 'en']) {
  for (const format of ['A4', 'Letter'] as const) {
    test(`the ${lang} rules summary prints on at most two ${format} pages`, async ({ page }) => {
      await page.goto(`/${lang}/hexone/rules/`);
      await page.waitForLoadState('load');
      const pdf = await page.pdf({ format, preferCSSPageSize: true });
      const pages = pageCount(pdf);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
    });
  }
}
