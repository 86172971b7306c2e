/**
 * The hot-seat hand-off on a 390 × 844 phone, by taps (issue 29): three people share the device, and no rack ever
 * shows before its owner presses "I am player N: show my tiles". The tap that lays a tile raises the privacy screen at
 * once; the button sits away from where that tap landed, and it takes only a press that began after it appeared. Two
 * ways of trying to skip it, in turn: the confirming tap on the place (then a second tap on that very spot), and a
 * finger already down exactly where the button appears when the screen comes up (the tile laid from the keyboard
 * meanwhile), lifted there. Each time the rack stays hidden until a fresh tap on the button, and then it is the right
 * person's.
 */
import { expect, test, type Locator } from '@playwright/test';
import { legalPlacements } from '@engine/hexadominos/rules.js';
import type { GameState } from '@engine/hexadominos/types.js';
import { LANGS } from '@site/i18n/index.js';
import { collectErrors } from '../shared/site-pages.js';
import { placesInView, pointerOf } from './pointer.js';

const state = (board: Locator) => board.evaluate((b: any) => b.state as GameState);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const lang of LANGS) {
  test(`${lang}: three people by taps: no rack shows without its owner's own fresh press, even pressed where the button appears`, async ({ page }) => {
    test.setTimeout(60_000);
    const errors = collectErrors(page);
    const tap = pointerOf(page, 'touch');
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`/${lang}/hexadominos/play/?seat0=human&seat1=human&seat2=human&scoring=standard&target=0`);
    const board = page.locator('[data-hd-play] hexadominos-board');
    const rack = board.locator('[part="rack"]');
    const ready = board.locator('button.ready');
    await tap(board.locator('button.start'));
    let handOffs = 0;
    for (let turn = 0; turn < 6; turn++) {
      // The screen is up for the person to play: no rack until they tap the button, freshly.
      await expect(ready).toBeVisible();
      await expect(rack).toHaveCount(0);
      const seat = (await state(board)).toMove;
      await tap(ready);
      await expect(rack).toBeVisible();
      expect((await state(board)).toMove).toBe(seat);
      // A tile to lay where a place shows: picked, then its place tapped (the tile waits there).
      const game = await state(board);
      const placements = legalPlacements(game);
      let move: (typeof placements)[number] | undefined;
      for (const tile of [...new Set(placements.map((p) => p.tile))]) {
        const inRack = board.locator(`.rack-tile[data-tile="${tile}"]`);
        await tap(inRack);
        await expect(inRack).toHaveAttribute('aria-pressed', 'true');
        const shown = await placesInView(board);
        move = placements.find((p) => p.tile === tile && shown.includes(`${p.at[0]},${p.at[1]}`));
        if (move) break;
        await tap(inRack); // put back
      }
      if (!move) {
        await tap(board.locator((await board.locator('button.draw').isEnabled()) ? 'button.draw' : 'button.pass'));
        continue; // a draw keeps the device in the same hands; a pass hands it on (the loop's start checks the screen)
      }
      const place = board.locator(`[data-spot="${move.at[0]},${move.at[1]}"]`);
      await tap(place);
      await expect(place).toHaveAttribute('aria-pressed', 'true');
      const table = (await board.locator('svg.table').boundingBox())!;
      if (handOffs % 2 === 0) {
        // The confirming tap, on the place: the screen comes up with its button elsewhere, and the tap shows no rack.
        const box = (await place.boundingBox())!;
        const spot = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        await page.touchscreen.tap(spot.x, spot.y);
        await expect(ready).toBeVisible();
        const button = (await ready.boundingBox())!;
        const under = spot.x >= button.x && spot.x <= button.x + button.width && spot.y >= button.y && spot.y <= button.y + button.height;
        expect(under, 'the button sits away from the confirming tap').toBe(false);
        // The same spot again at once, as a double tap, then a tap just off the button: still the screen.
        await page.touchscreen.tap(spot.x, spot.y);
        // Just off the button's edge, on the side of the tap: Chromium's touch adjustment gives the button that tap.
        const edge = spot.y > button.y ? button.y + button.height + 8 : button.y - 8;
        await page.touchscreen.tap(button.x + button.width / 2, edge);
        await page.waitForTimeout(300);
        await expect(rack).toHaveCount(0);
      } else {
        // A finger down exactly where the button will show (the half of the table away from the place tapped last),
        // the tile laid meanwhile from the keyboard, the finger lifted on the button: that press began before it.
        const placeBox = (await place.boundingBox())!;
        const lower = placeBox.y + placeBox.height / 2 > table.y + table.height / 2;
        const finger = { x: table.x + table.width / 2, y: lower ? table.y + 38 : table.y + table.height - 38 };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
        await board.locator('button.place').focus();
        await page.keyboard.press('Enter');
        await expect(ready).toBeVisible();
        const button = (await ready.boundingBox())!;
        const under = finger.x >= button.x && finger.x <= button.x + button.width && finger.y >= button.y && finger.y <= button.y + button.height;
        expect(under, 'the finger rests on the button as it appears').toBe(true);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await page.waitForTimeout(300);
        await expect(rack).toHaveCount(0);
        await expect(ready).toBeVisible();
      }
      handOffs++;
      if ((await state(board)).over) break;
    }
    expect(handOffs, 'hand-offs tried').toBeGreaterThanOrEqual(4);
    expect(errors).toEqual([]);
  });
}
