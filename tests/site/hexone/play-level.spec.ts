/**
 * The play page's computer levels: the ladder's five, each chosen as a person chooses it, with the mouse on a laptop
 * and with a finger on a phone, then New game; the board plays that level and the page keeps it across a reload
 * (issue 31: saving it as `medium` whatever was chosen passed every test). Both languages. A win against the computer
 * offers the next level up, started by a click.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { yToward } from '@engine/hexone/cells.js';
import { t as tr } from '@site/i18n/index.js';
import { collectErrors } from '../shared/site-pages.js';

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true', null, { timeout: 15_000 });
}

/** The middle of what `locator` finds, brought into the window. */
async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const WORDS = {
  en: { computer: 'The computer (it plays White)', newGame: 'New game', levels: 'Computer strength' },
  fr: { computer: 'L’ordinateur (il joue Blanc)', newGame: 'Nouvelle partie', levels: 'Niveau de l’ordinateur' },
} as const;

// Each run picks a level away from the default (casual), the mouse one and the finger one different.
for (const [lang, input, level, name] of [
  ['en', 'mouse', 'club', 'Club'],
  ['en', 'touch', 'newcomer', 'Newcomer'],
  ['fr', 'mouse', 'expert', 'Expert'],
  ['fr', 'touch', 'beginner', 'Débutant'],
] as const) {
  test(`a level chosen by ${input} is played and kept across a reload (${lang})`, async ({ browser }) => {
    const phone = input === 'touch';
    const context = await browser.newContext(
      phone ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : { viewport: { width: 1280, height: 800 } },
    );
    const page = await context.newPage();
    const errors = collectErrors(page);
    const press = async (locator: Locator) => {
      const { x, y } = await centre(locator);
      if (phone) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
    };
    const words = WORDS[lang];
    await open(page, `/${lang}/hexone/play/`);
    await press(page.getByLabel(words.computer));
    const levels = page.getByRole('group', { name: words.levels });
    await expect(levels.getByRole('radio')).toHaveCount(5);
    await expect(levels.getByRole('radio', { checked: true })).toHaveValue('casual');
    const named = { name: new RegExp(`^${name}\\b`) };
    const choice = levels.getByRole('radio', named);
    // The label, the words a person reads and aims at (name and what the level does).
    await press(levels.locator('label', { has: page.getByRole('radio', named) }));
    await expect(choice).toBeChecked();
    await press(page.getByRole('button', { name: words.newGame, exact: true }));
    const board = page.locator('#game');
    await expect(board).toHaveAttribute('level', level);
    await expect(board).toHaveAttribute('computer', 'w');

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.playReady === 'true');
    await expect(board).toHaveAttribute('level', level);
    await expect(board).toHaveAttribute('computer', 'w');
    await expect(choice).toBeChecked();
    expect(errors).toEqual([]);
    await context.close();
  });
}

// After a win against the computer, the game's end offers the same game one level up (what a player climbing the
// ladder presses next); after a win against the top level, or a loss, it offers none.
for (const lang of ['en', 'fr'] as const) {
  test(`a win against the computer offers its next level, which a click starts (${lang})`, async ({ page }) => {
    const errors = collectErrors(page);
    const t = (key: Parameters<typeof tr>[1], values?: Record<string, string | number>) => tr(lang, key, values);
    const nextLevel = page.locator('#next-level');
    // One turn from the end: Black (the person) places on b2 and explodes it toward b3, taking White's only pawn.
    const win = async (level: string) => {
      await open(page, `/${lang}/hexone/play/?game=classic.b.b2-2b.b3-1w~&computer=w&level=${level}`);
      for (const target of [page.locator('#game [data-cell="b2"]'), page.locator(`#game button.y${yToward('b2', 'b3')! + 1}`)]) {
        const { x, y } = await centre(target);
        await page.mouse.click(x, y);
      }
      await expect(page.locator('#game-over')).toBeVisible();
    };
    await win('casual');
    await expect(nextLevel).toBeVisible();
    await expect(nextLevel).toHaveText(t('play.over.nextLevel', { level: t('play.level.club') }));
    const { x, y } = await centre(nextLevel);
    await page.mouse.click(x, y);
    const board = page.locator('#game');
    await expect(board).toHaveAttribute('level', 'club');
    await expect(board).toHaveAttribute('computer', 'w');
    await expect(page.locator('input[name="level"][value="club"]')).toBeChecked();
    await expect(page.locator('#play-message')).toContainText(t('play.nextLevel.started', { level: t('play.level.club') }));
    expect(await board.evaluate((b: any) => b.getPosition())).toBe('classic b opening');
    await expect(nextLevel).toBeHidden();
    // The top of the ladder has no next level.
    await win('expert');
    await expect(page.locator('#again')).toBeVisible();
    await expect(nextLevel).toBeHidden();
    expect(errors).toEqual([]);
  });
}
