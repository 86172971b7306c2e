/**
 * The play page's computer levels: the ladder's five, each chosen as a person chooses it, with the mouse on a laptop
 * and with a finger on a phone, then New game; the board plays that level and the page keeps it across a reload
 * (issue 31: saving it as `medium` whatever was chosen passed every test). Both languages.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
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
