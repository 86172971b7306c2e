/**
 * Gestures on the Hexa-dominos table with real input from the browser's own input pipeline: a finger
 * dragging a rack tile onto a place (Chromium's touch events through the DevTools protocol, as a phone's
 * screen sends them: Playwright's touchscreen only taps), and the mouse wheel over the table, which must
 * scroll the page rather than zoom or turn anything.
 */
import { expect, test } from '@playwright/test';
import { pointerOf } from './pointer.js';

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a finger drags a rack tile onto the outlined place (the tile waits there), then a tap lays it', async ({ page }) => {
    await page.goto('/en/hexadominos/lessons/matching/');
    const board = page.locator('[data-hd-lesson] hexadominos-board');
    await expect(board.locator('[part="outline"]')).toHaveCount(1);
    const tile = board.locator('.rack-tile[data-tile="122345"]');
    await board.locator('svg.table').scrollIntoViewIfNeeded();
    const from = (await tile.boundingBox())!;
    const to = (await board.locator('[part="outline"]').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
    const [x0, y0] = [from.x + from.width / 2, from.y + from.height / 2];
    const [x1, y1] = [to.x + to.width / 2, to.y + to.height / 2];
    await touch('touchStart', x0, y0);
    for (let k = 1; k <= 12; k++) await touch('touchMove', x0 + ((x1 - x0) * k) / 12, y0 + ((y1 - y0) * k) / 12);
    await touch('touchEnd', x1, y1);
    await expect(board.locator('[data-spot="1,0"]')).toHaveAttribute('aria-pressed', 'true');
    await pointerOf(page, 'touch')(board.locator('[data-spot="1,0"]'));
    await expect(board.locator('[data-cell="1,0"]')).toHaveCount(1);
    await expect(page.locator('[data-feedback]')).toHaveAttribute('data-tone', 'good');
  });
});

test('the mouse wheel over the table scrolls the page: it neither zooms the table nor turns a tile', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 600 });
  await page.goto('/en/hexadominos/lessons/matching/');
  const board = page.locator('[data-hd-lesson] hexadominos-board');
  await expect(board.locator('[part="outline"]')).toHaveCount(1);
  await pointerOf(page, 'mouse')(board.locator('.rack-tile[data-tile="122345"]'));
  const table = board.locator('svg.table');
  await table.scrollIntoViewIfNeeded();
  const box = (await table.boundingBox())!;
  const viewBox = await table.getAttribute('viewBox');
  await page.mouse.move(box.x + 20, box.y + 20); // on the table, off any place
  const before = await page.evaluate(() => scrollY);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before);
  expect(await table.getAttribute('viewBox')).toBe(viewBox);
});
