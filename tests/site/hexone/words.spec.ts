/**
 * Issue 30, Hexone's lessons, puzzles and play page, by mouse and by touch: a second click on the chosen cell keeps
 * it (lesson 4 step 2, puzzle four-04); the move list writes the Y the player chose; a puzzle's miss stays in view;
 * "Show the solution" says its cost before it is pressed; the daily puzzle comes from a file made ahead (no worker);
 * Retry and Start again say the board is set up again, Next step leaves no stale verdict; lesson boards say their
 * rules; a free-play step shows no stars; the play page says a first game's start and the rules notice.
 */
import { expect, test, type Page } from '@playwright/test';
import { dictionaries } from '@site/i18n/index.js';
import { FOUR, cell as puzzleCell, quietPlacement } from './puzzles-helpers.js';

test.use({ reducedMotion: 'reduce' });

const en = dictionaries.en as Record<string, string>;
const fr = dictionaries.fr as Record<string, string>;
const feedback = (page: Page) => page.locator('[data-feedback]');
const idle = (page: Page) => page.evaluate(() => document.querySelector('hexone-board')!.whenIdle());
const moves = (page: Page) => page.evaluate(() => document.querySelector('hexone-board')!.getRecord());

/** A real click (mouse) or tap (touch) in the middle of a cell of the page's board. */
async function press(page: Page, name: string, touch = false): Promise<void> {
  const hex = page.locator(`hexone-board [data-cell="${name}"] .hex`);
  await hex.scrollIntoViewIfNeeded();
  const box = (await hex.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await idle(page);
}

async function openLesson(page: Page, lang: string, slug: string, step: string): Promise<void> {
  await page.goto(`/${lang}/hexone/lessons/${slug}/#step-${step}`);
  await expect(page.locator('.lesson.is-live')).toBeVisible();
  await idle(page);
}

for (const touch of [false, true]) {
  const how = touch ? 'by touch' : 'by mouse';
  test.describe(how, () => {
    if (touch) test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test(`lesson 4 step 2: b2 is chosen for the learner; a tap on it keeps it, and a tap on b3 explodes it (${how})`, async ({ page }) => {
      await openLesson(page, 'en', 'explosion', 'first-y');
      expect(await page.evaluate(() => document.querySelector('hexone-board')!.selected)).toBe('b2');
      await press(page, 'b2', touch);
      expect(await page.evaluate(() => document.querySelector('hexone-board')!.selected)).toBe('b2');
      await press(page, 'b3', touch);
      await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
      expect(await moves(page)).toMatch(/\| b2>b3$/);
    });

    test(`puzzle four-04: c5 placed and chosen; a tap on it again keeps it, a tap on d5 fires that Y (${how})`, async ({ page }) => {
      await page.goto('/en/hexone/puzzles/four-04/');
      await expect(page.locator('.puzzle.is-live')).toBeVisible();
      await idle(page);
      await press(page, 'c5', touch);
      expect(await page.evaluate(() => document.querySelector('hexone-board')!.selected)).toBe('c5');
      await press(page, 'c5', touch);
      await press(page, 'd5', touch);
      expect(await moves(page)).toMatch(/\| c5 c5>d5$/);
      await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
    });

    test(`the move list writes the Y the player chose, with all its cells (${how})`, async ({ page }) => {
      // d5 holds 2, White's only pawn is on c5: Black fills d5, then picks the Y through c5 by tapping c5.
      await page.goto('/en/hexone/play/?game=classic.b.d5-2b.c5-1w.a1-1b~d5');
      await expect(page.locator('html[data-play-ready]')).toBeAttached();
      await idle(page);
      expect(await page.evaluate(() => document.querySelector('hexone-board')!.selected)).toBe('d5');
      await press(page, 'c5', touch);
      const list = page.locator('[data-moves] [data-move]');
      await expect(list).toHaveText(['d5', 'explosion d5 → d4 · c5 · off']);
      await list.nth(0).click();
      await list.nth(1).click();
      await expect(page.locator('[data-moves-status]')).toHaveText(
        'Turn 1 of 1, the board after this move: Black explodes d5, its pawns to d4, c5, off the board.',
      );
    });
  });
}

test('a puzzle’s miss stays in view when the next click says something else, until Start again, which says so', async ({ page }) => {
  await page.goto(`/en/hexone/puzzles/${FOUR.id}/`);
  await expect(page.locator('.puzzle.is-live')).toBeVisible();
  await idle(page);
  await puzzleCell(page, quietPlacement(FOUR)).click();
  await expect(feedback(page)).toHaveAttribute('data-tone', 'wrong');
  const miss = (await feedback(page).textContent())!.trim();
  await expect(page.locator('[data-miss]')).toBeHidden(); // said once, in the feedback line
  await press(page, 'c3'); // refused: nobody places on the centre
  await expect(feedback(page)).not.toHaveText(miss);
  await expect(page.locator('[data-miss]')).toBeVisible();
  await expect(page.locator('[data-miss]')).toHaveText(miss);
  await page.getByRole('button', { name: en['puzzles.retry'] }).click();
  await expect(page.locator('[data-miss]')).toBeHidden();
  await expect(feedback(page)).toHaveText(en['puzzles.restarted']);
});

test('“Show the solution” says before it is pressed that it costs rating, as its description and on screen', async ({ page }) => {
  await page.goto('/fr/hexone/puzzles/four-04/');
  await expect(page.locator('.puzzle.is-live')).toBeVisible();
  const button = page.getByRole('button', { name: fr['puzzles.solution'] });
  await expect(button).toHaveAccessibleDescription(fr['puzzles.solutionCost']);
  await expect(page.locator('[data-solution-cost]')).toBeVisible();
  await button.click();
  await expect(page.locator('[data-solution-cost]')).toBeHidden(); // said before, not after
});

test('the puzzle hint is read out: a live region there from the start, filled when asked for', async ({ page }) => {
  await page.goto(`/en/hexone/puzzles/${FOUR.id}/`);
  await expect(page.locator('.puzzle.is-live')).toBeVisible();
  const hint = page.locator('[data-hint-text]');
  await expect(hint).toHaveAttribute('role', 'status');
  await expect(hint).toHaveText('');
  expect(await hint.evaluate((el) => getComputedStyle(el).display)).not.toBe('none'); // rendered, so its change is read
  await page.getByRole('button', { name: en['puzzles.hint'] }).click();
  await expect(hint).toHaveText(FOUR.hint.en);
  await expect(hint).toBeVisible();
});

test('the daily puzzle is there at once: loaded from the file made ahead for the day, no puzzle made in the page', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.clock.setFixedTime(new Date('2026-11-26T09:00:00Z')); // a Thursday: a 4-pawn chain, seconds to make
  const file = page.waitForResponse((r) => r.url().endsWith('/hexone/daily/20261126.json'));
  await page.goto('/en/hexone/puzzles/daily/');
  expect((await file).status()).toBe(200);
  await expect(page.locator('.puzzle-task')).toBeVisible({ timeout: 3000 });
  await expect(page.locator('[data-fresh-status]')).toContainText('Today’s puzzle');
  await expect(page.locator('[data-fact="kind"]')).toHaveText(en['puzzles.kind.four']);
  expect(workers).toEqual([]);
  await context.close();
});

test('Retry says the step is set up again; Next step leaves no verdict of the step before', async ({ page }) => {
  await openLesson(page, 'en', 'explosion', 'first-y');
  await press(page, 'c3'); // the other Y: a miss
  await expect(feedback(page)).toHaveAttribute('data-tone', 'wrong');
  await page.getByRole('button', { name: en['lessons.retry'], exact: true }).click();
  await expect(feedback(page)).toHaveText(en['lessons.retried']);
  await press(page, 'b3');
  await expect(feedback(page)).toHaveAttribute('data-tone', 'good');
  await page.getByRole('button', { name: en['lessons.next'], exact: true }).click();
  await expect(feedback(page)).toHaveText('');
});

test('a lesson board says its rules (Express in lesson 11), and a free-play step shows and counts no stars', async ({ page }) => {
  await openLesson(page, 'en', 'variants', 'express');
  await expect(page.locator('[data-board-rules]')).toHaveText('Rules on this board: Express.');
  await openLesson(page, 'fr', 'chains', 'free');
  await expect(feedback(page)).toHaveText(fr['lessons.explore']);
  const mark = page.locator('[data-goto="free"] [data-done]');
  await expect(mark).toHaveAttribute('data-stars', '0');
  await expect(mark).toHaveAttribute('data-empty', '');
  await expect(mark.locator('[data-words]')).toHaveText(` (${fr['lessons.freePlayed']})`);
  const steps = await page.locator('[data-goto]').count();
  await expect(page.locator('[data-lesson-stars] [data-words]')).toHaveText(`Étoiles de la leçon\u202f: 0 sur ${(steps - 1) * 3}`);
});

test('the play page says a first visit’s game start, and the rules notice when the form names other rules', async ({ page }) => {
  await page.goto('/en/hexone/play/');
  await expect(page.locator('html[data-play-ready]')).toBeAttached();
  await expect(page.locator('#play-message')).toHaveText('New game: Classic, Black starts.');
  await expect(page.locator('#play-message')).toHaveAttribute('role', 'status');
  const region = page.locator('[data-rules-next-region]');
  await expect(region).toHaveAttribute('role', 'status');
  const notice = region.locator('#rules-next'); // inside the region that is always there: its appearing is read out
  await expect(notice).toBeHidden();
  await page.getByRole('radio', { name: /Express/ }).check();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(en['play.rules.next']);
});
