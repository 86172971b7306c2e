/**
 * What Hexa-dominos lessons say when a learner goes wrong or presses something that cannot act, by mouse on a laptop
 * and by finger on a 390 × 844 phone: a tile laid elsewhere is told where it went and where the step wants it in
 * words of the table (never "{cell}" nor coordinates); a tile that fits the outlined place in no turn, and a greyed
 * tile after a draw, say why; lesson 5 step 4 does not praise a lost game; lesson 7's match shows its target and
 * ends there. A tile in a lesson's text is a picture with the board's name for it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { t } from '@site/i18n/index.js';
import { type Press, layByPresses, pointerOf } from './pointer.js';

const POINTERS = [
  { kind: 'mouse', use: { viewport: { width: 1280, height: 800 } } },
  { kind: 'touch', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

async function open(page: Page, lesson: string, step: string): Promise<Locator> {
  await page.goto(`/en/hexadominos/lessons/${lesson}/#step-${step}`);
  await expect(page.locator(`[data-step="${step}"]`)).toBeVisible();
  const board = page.locator('[data-hd-lesson] hexadominos-board');
  await expect(board.locator('.rack-tile').first()).toBeVisible();
  return board;
}

for (const pointer of POINTERS) {
  test.describe(`by ${pointer.kind}`, () => {
    test.use(pointer.use);
    let press: Press;
    test.beforeEach(({ page }) => {
      press = pointerOf(page, pointer.kind);
    });

    test('a tile laid elsewhere is told where it went and where the step wants it, by the tiles around', async ({ page }) => {
      const board = await open(page, 'matching', 'east-spot');
      // 1 2 2 3 4 5 laid west of 1 1 2 3 4 5 (its 1 against the 3 there cannot be: turned to fit, with a 3 east).
      await layByPresses(press, board, '122345', [-1, 0]);
      const feedback = page.locator('[data-feedback]');
      await expect(feedback).toHaveText(
        'Not quite: the tile went west of 1 1 2 3 4 5; this step wants it on the outlined place, east of 1 1 2 3 4 5. Press “Retry” to set the board up again.',
      );
    });

    test('a tile that fits the outlined place in no turn says why (lesson 2, step 3)', async ({ page }) => {
      const board = await open(page, 'matching', 'two-sides');
      await press(board.locator('.rack-tile[data-tile="123345"]'));
      await press(board.locator('[data-outline="1,-1"] polygon'));
      await expect(board.locator('[part="message"]')).toHaveText(
        /^1 2 3 3 4 5 does not fit on this place, however it is turned: the place asks for 2 to the south-east and 5 to the south-west\. Pick another tile\.$/,
      );
      await expect(board.locator('[part="message"]')).toHaveAttribute('role', 'status');
    });

    test('a greyed tile after a draw says why it cannot be picked (lesson 5, step 2)', async ({ page }) => {
      const board = await open(page, 'drawing', 'lay-drawn');
      await press(board.locator('button.draw'));
      await expect(board.locator('.rack-tile')).toHaveCount(2);
      await press(board.locator('.rack-tile[data-tile="123345"]'));
      await expect(board.locator('[part="message"]')).toHaveText('After drawing, only the tile just drawn (1 1 2 2 3 4) may be laid.');
    });

    test('lesson 5 step 4 says what the computer does, and a lost game is not praised', async ({ page }) => {
      const board = await open(page, 'drawing', 'empty-pile-pass');
      await expect(page.locator('[data-step="empty-pile-pass"] .hd-ask')).toContainText('then watch Player 2 (the computer) play its turn');
      await press(board.locator('button.pass'));
      const feedback = page.locator('[data-feedback]');
      // Tiles in the feedback line are written as the board writes them, never as codes.
      await expect(feedback).toContainText('Player 2 (the computer) then lays 1 2 3 4 4 5, its last tile, and wins the game');
      await expect(feedback).not.toContainText(t('en', 'lessons.good'));
      await expect(board.locator('[part="end"]')).toContainText('wins');
      // The badge of the computer's last tile shows all the move gave: 19 + 25 + 12 = 56.
      await expect(board.locator('[part="table"]')).toContainText('+56');
    });

    test('lesson 7 step 3 shows the match target, and reaching it ends the match at once', async ({ page }) => {
      const board = await open(page, 'variants', 'match');
      await expect(board.locator('[part="match"] caption')).toHaveText('Match to 500 points: the running totals');
      await expect(board.locator('[part="match"] tfoot')).toContainText('480');
      await layByPresses(press, board, '112244', [-2, 1], 0);
      await expect(page.locator('[data-feedback]')).toContainText('you reach the target and win the match');
      await expect(board.locator('[part="end"]')).toContainText('reached 504 of the target 500: play stops');
      await expect(board.locator('[part="end"]')).toContainText('Player 1 wins the match!');
      await expect(board.locator('button.draw')).toBeDisabled();
    });
  });
}

test('a tile in a lesson’s text is a picture named as the board names a tile, in both languages', async ({ page }) => {
  for (const [lang, name] of [
    ['en', 'tile 1 1 2 3 4 5'],
    ['fr', 'tuile 1 1 2 3 4 5'],
  ] as const) {
    await page.goto(`/${lang}/hexadominos/lessons/matching/#step-east-spot`);
    const text = page.locator('[data-step="east-spot"]');
    const tile = text.getByRole('img', { name, exact: true }).first();
    await expect(tile).toBeVisible();
    // Its six numbers drawn, clockwise from the east, about as tall as two lines of the text around it.
    await expect(tile.locator('.hd-value')).toHaveText(['1', '1', '2', '3', '4', '5']);
    const height = (await tile.boundingBox())!.height;
    const line = await text
      .locator('p')
      .first()
      .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
    expect(height).toBeGreaterThan(2 * line);
    expect(height).toBeLessThan(4 * line);
    // The printed solution draws the tiles of its success text too (lesson 5, step 4: the computer's last tile).
    await page.goto(`/${lang}/hexadominos/lessons/drawing/#step-empty-pile-pass`);
    const solution = page.locator('[data-step="empty-pile-pass"] [data-solution]');
    await page.locator('[data-step="empty-pile-pass"] details:has([data-solution]) summary').click();
    await expect(solution.getByRole('img', { name: name.replace('1 1 2 3 4 5', '1 2 3 4 4 5'), exact: true })).toHaveCount(1);
    const words = await solution.evaluate((p) => {
      const copy = p.cloneNode(true) as HTMLElement;
      for (const tile of copy.querySelectorAll('.hd-tile-inline')) tile.remove();
      return copy.textContent ?? '';
    });
    expect(words).toContain(lang === 'en' ? 'then lays , its last tile' : 'pose ensuite , sa dernière tuile');
    expect(words).not.toMatch(/\b[1-5]{6}\b/);
  }
});
