/**
 * The play page keeps the computer's level across a reload (issue 31: saving it as `medium` whatever was chosen
 * passed every test). The level is picked as a person picks it: a mouse click on the opponent, a click that opens
 * the level list and the keys that choose in it, a click on New game.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from '../shared/site-pages.js';

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true', null, { timeout: 15_000 });
}

/** A click with the real mouse on the middle of what `locator` finds. */
async function mouseClick(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

for (const [lang, computer, strength, newGame, levels] of [
  ['en', 'The computer (it plays White)', 'Computer strength', 'New game', ['Hard', 'Easy']],
  ['fr', 'L’ordinateur (il joue Blanc)', 'Niveau de l’ordinateur', 'Nouvelle partie', ['Difficile', 'Facile']],
] as const) {
  test(`a level other than medium, chosen by mouse and kept across a reload (${lang})`, async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, `/${lang}/hexone/play/`);
    await mouseClick(page, page.getByLabel(computer));
    const select = page.getByLabel(strength);
    // Medium is chosen: one step down is Hard, two steps up from there Easy (the list opens on a click; keys move in it).
    for (const [level, keys] of [
      ['hard', ['ArrowDown']],
      ['easy', ['ArrowUp', 'ArrowUp']],
    ] as const) {
      await mouseClick(page, select);
      for (const key of keys) await page.keyboard.press(key);
      await page.keyboard.press('Enter');
      await expect(select).toHaveValue(level);
      await mouseClick(page, page.getByRole('button', { name: newGame, exact: true }));
      await expect(page.locator('#game')).toHaveAttribute('level', level);
      await expect(page.locator('#game')).toHaveAttribute('computer', 'w');

      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true');
      await expect(page.locator('#game')).toHaveAttribute('level', level);
      await expect(page.locator('#game')).toHaveAttribute('computer', 'w');
      await expect(select).toHaveValue(level);
      await expect(select.locator('option:checked')).toHaveText(levels[level === 'hard' ? 0 : 1]);
    }
    expect(errors).toEqual([]);
  });
}
